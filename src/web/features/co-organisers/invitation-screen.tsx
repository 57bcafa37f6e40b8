import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { accountMessages } from '../../../shared/account-messages.ts';
import { messages } from '../../../shared/messages.ts';
import { isSameKey } from '../../../shared/same-key.ts';
import { ErrorCard } from '../../components/error-card.tsx';
import { GlowingLogo } from '../../components/glowing-logo.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { BackHomeButton } from '../../components/back-home-button.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { dashboardPath } from '../../lib/dashboard-path.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  useAcceptCoOrganiserInvitation,
  useCoOrganiserInvitation,
} from './api/co-organiser-invitation.ts';

const t = accountMessages.coOrganiserInvitation;

/**
 * `/co-organiser?token=…`, the link of an invitation to co-organise (docs/product.md §3.7). The
 * page says which event, from whom, and for which address; only 'Accepter l’invitation',
 * pressed while signed in with that address, makes a co-organiser: a mail scanner that opens
 * the link accepts nothing. Signed out, `signIn` (the login form) is shown beneath.
 */
export function CoOrganiserInvitationScreen({
  token,
  signIn,
}: {
  token: string;
  signIn: ReactNode;
}) {
  useDocumentTitle(t.pageTitle);
  const invitation = useCoOrganiserInvitation(token);
  return (
    <AppLayout mainClassName="flex items-center justify-center">
      {token === '' || invitation.isError ? (
        <ErrorCard title={t.pageTitle} message={errorMessageOf(invitation.error, t.invalid)} />
      ) : invitation.data ? (
        <InvitationCard token={token} invitation={invitation.data} signIn={signIn} />
      ) : (
        <LoadingState label={messages.app.loading} />
      )}
    </AppLayout>
  );
}

function InvitationCard({
  token,
  invitation,
  signIn,
}: {
  token: string;
  invitation: { secretSantaName: string; organiserName: string; email: string };
  signIn: ReactNode;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const accept = useAcceptCoOrganiserInvitation(token);
  const user = session.data?.user ?? null;
  const isInvitedAccount = user !== null && isSameKey(user.email, invitation.email);
  const open = (secretSantaId: string) => navigate(dashboardPath(secretSantaId));
  return (
    <Card className="w-full max-w-lg p-6 sm:p-10">
      <div className="text-center">
        <GlowingLogo logoClassName="size-16" />
        <h1 className="mt-4 font-display text-3xl font-bold tracking-tight text-balance">
          {accept.isSuccess ? t.acceptedTitle : t.pageTitle}
        </h1>
        <p className="mt-3 leading-relaxed text-balance text-muted-foreground">
          {t.text(invitation.organiserName, invitation.secretSantaName)}
        </p>
        <p className="mt-2 font-medium break-words">{t.forAddress(invitation.email)}</p>
      </div>
      {accept.isError ? (
        <Alert tone="error" className="mt-6">
          {errorMessageOf(accept.error, t.failed)}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col items-center gap-3">
        {session.isPending ? (
          <LoadingState label={messages.app.loading} />
        ) : user === null ? (
          <div className="w-full text-left">
            <p className="mb-4 text-center text-sm text-muted-foreground">
              {t.signInFirst(invitation.email)}
            </p>
            {signIn}
          </div>
        ) : !isInvitedAccount ? (
          <>
            <Alert tone="error">{t.otherAccount(invitation.email)}</Alert>
            {/* Home, whose header signs out: the sign-out button itself would add to the
                participant space's first download, which shares its chunk. */}
            <BackHomeButton label={messages.app.notFoundLink} />
          </>
        ) : accept.data ? (
          <Button size="lg" onClick={() => open(accept.data.secretSantaId)}>
            {t.open}
          </Button>
        ) : (
          <Button size="lg" isLoading={accept.isPending} onClick={() => accept.mutate()}>
            {t.accept}
          </Button>
        )}
      </div>
    </Card>
  );
}
