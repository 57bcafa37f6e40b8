import { useState } from 'react';
import { randomAvatarSrc } from '../../../shared/avatars.ts';
import type { PlayerInput } from '../../../shared/contracts/player.ts';
import type { RegistrationPage } from '../../../shared/contracts/registration.ts';
import { messages } from '../../../shared/messages.ts';
import { registrationMessages } from '../../../shared/registration-messages.ts';
import { ErrorCard } from '../../components/error-card.tsx';
import { ExchangeLine } from '../../components/exchange-line.tsx';
import { FESTIVE_RIBBON_CLASS, FestiveHeading } from '../../components/festive-heading.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { lazyZodResolver } from '../../lib/lazy-schema.ts';
import { useApiForm } from '../../lib/use-api-form.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { PlayerFields } from '../../components/player-fields.tsx';
import { useRegistrationPage, useSubmitRegistration } from './api/registration-page.ts';

const t = registrationMessages.registration;

const playerInputValidation = lazyZodResolver(() =>
  import('../../../shared/contracts/player.ts').then((m) => m.PlayerInputSchema),
);

/** `/r/:key`: the sign-up link the organiser shared (docs/product.md §4.9). */
export function RegistrationScreen({ linkKey }: { linkKey: string }) {
  useDocumentTitle(t.pageTitle);
  const page = useRegistrationPage(linkKey);

  let content;
  if (page.isError) {
    content = <ErrorCard title={t.closedTitle} message={errorMessageOf(page.error, t.closed)} />;
  } else if (!page.data) content = <LoadingState label={messages.app.loading} />;
  else content = <RegistrationCard registration={page.data} linkKey={linkKey} />;

  return <AppLayout mainClassName="flex items-center justify-center">{content}</AppLayout>;
}

function RegistrationCard({
  registration,
  linkKey,
}: {
  registration: RegistrationPage;
  linkKey: string;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Card className="w-full max-w-2xl overflow-hidden">
      <div aria-hidden="true" className={FESTIVE_RIBBON_CLASS} />
      <div className="p-6 sm:p-10">
        <div className="text-center">
          <FestiveHeading
            eyebrow={t.invitedBy(registration.organiserName)}
            title={registration.secretSantaName}
            logoClassName="size-16"
          />
        </div>
        <div className="mt-4 flex flex-col items-center gap-2 text-center">
          <ExchangeLine exchange={registration.exchange} />
          {registration.exchange.note ? (
            <p className="max-w-md text-sm break-words text-muted-foreground">
              {registration.exchange.note}
            </p>
          ) : null}
        </div>
        {sentTo === null ? (
          <>
            <p className="mx-auto mt-4 max-w-md text-center leading-relaxed text-balance text-muted-foreground">
              {t.intro}
            </p>
            <RegistrationForm
              linkKey={linkKey}
              asksAddress={registration.askAddresses}
              onSent={setSentTo}
            />
          </>
        ) : (
          <Alert tone="success" title={t.checkMailboxTitle} className="mt-8">
            {t.checkMailbox(sentTo)}
          </Alert>
        )}
      </div>
    </Card>
  );
}

function RegistrationForm({
  linkKey,
  asksAddress,
  onSent,
}: {
  linkKey: string;
  /** Without it, the address stays empty (docs/product.md §7.4). */
  asksAddress: boolean;
  onSent: (email: string) => void;
}) {
  const submit = useSubmitRegistration(linkKey);
  const [defaultValues] = useState<PlayerInput>(() => ({
    name: '',
    email: '',
    address: '',
    imageUrl: randomAvatarSrc(),
    giftIdeas: '',
  }));
  const form = useApiForm({ validation: playerInputValidation, mode: 'onChange', defaultValues });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: PlayerInput) => {
    try {
      await submit.mutateAsync(values);
      onSent(values.email.trim().toLowerCase());
    } catch (error) {
      form.showRefusal(error, { fallback: t.submitFailed });
    }
  };

  return (
    <form {...form.formProps(onSubmit)} className="mt-8 space-y-5">
      <PlayerFields
        register={form.register}
        errors={errors}
        texts={t}
        isOwn
        asksAddress={asksAddress}
      />
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={isSubmitting}>
        {t.submit}
      </Button>
    </form>
  );
}
