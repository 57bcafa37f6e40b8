import { useSearchParams } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import { registrationMessages } from '../../../shared/registration-messages.ts';
import { BackHomeButton } from '../../components/back-home-button.tsx';
import { ErrorCard } from '../../components/error-card.tsx';
import { GlowingLogo } from '../../components/glowing-logo.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useConfirmRegistration } from './api/registration-page.ts';

const t = registrationMessages.registration;

/**
 * `/confirmer-inscription?token=…`, the link of the confirmation e-mail (docs/product.md §4.9).
 * The person presses 'Confirmer mon inscription': a mail scanner that opens links adds nobody.
 */
export function RegistrationConfirmationScreen() {
  useDocumentTitle(t.confirmPageTitle);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return (
    <AppLayout mainClassName="flex items-center justify-center">
      {token ? (
        <ConfirmationCard token={token} />
      ) : (
        <ErrorCard title={t.confirmPageTitle} message={t.invalidConfirmation} />
      )}
    </AppLayout>
  );
}

function ConfirmationCard({ token }: { token: string }) {
  const confirm = useConfirmRegistration(token);
  const confirmed = confirm.data;
  return (
    <Card className="w-full max-w-lg p-6 text-center sm:p-10">
      <GlowingLogo logoClassName="size-16" />
      <h1 className="mt-4 font-display text-3xl font-bold tracking-tight">
        {confirmed ? t.confirmedTitle : t.confirmPageTitle}
      </h1>
      {confirmed ? (
        <>
          <p role="status" className="mt-3 leading-relaxed text-balance text-muted-foreground">
            {t.confirmed(confirmed.secretSantaName)}
          </p>
          <BackHomeButton label={messages.app.notFoundLink} size="lg" className="mt-6" />
        </>
      ) : (
        <>
          <p className="mt-3 leading-relaxed text-balance text-muted-foreground">
            {t.confirmIntro}
          </p>
          {confirm.isError ? (
            <Alert tone="error" className="mt-6 text-left">
              {errorMessageOf(confirm.error, t.confirmFailed)}
            </Alert>
          ) : null}
          <Button
            size="lg"
            className="mt-6"
            isLoading={confirm.isPending}
            onClick={() => confirm.mutate()}
          >
            {t.confirm}
          </Button>
        </>
      )}
    </Card>
  );
}
