import { useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Invitation } from '../../../shared/contracts/participant-auth.ts';
import { messages } from '../../../shared/messages.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { ErrorCard } from '../../components/error-card.tsx';
import { FESTIVE_RIBBON_CLASS, FestiveHeading } from '../../components/festive-heading.tsx';
import { CheckIcon, MailIcon } from '../../components/icons.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAcceptInvitation } from './api/accept-invitation.ts';
import { useInvitation } from './api/get-invitation.ts';
import { decodeInvitationEmail } from './decode-invitation-email.ts';

const t = accountMessages.invitations;

/**
 * Where an accepted invitation leads: the participant login, e-mail filled in, on the
 * first-login flow (docs/product.md §8.5).
 */
export function acceptedInvitationHref(secretSantaId: string, email: string): string {
  const query = new URLSearchParams({ email, invitation: 'accepted' });
  return `/santa-auth/${encodeURIComponent(secretSantaId)}?${query}`;
}

/** `/invitation/:santaId/:encodedEmail?token=…`, the link of the invitation e-mail. */
export function InvitationScreen({
  secretSantaId,
  encodedEmail,
}: {
  secretSantaId: string | undefined;
  encodedEmail: string | undefined;
}) {
  useDocumentTitle(t.pageTitle);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const decoded = decodeInvitationEmail(secretSantaId, encodedEmail);

  let content;
  if (!decoded.ok) content = <ErrorCard title={t.errorTitle} message={decoded.error} />;
  else if (!secretSantaId || !token) {
    content = <ErrorCard title={t.errorTitle} message={t.invalidLink} />;
  } else content = <InvitationLoader secretSantaId={secretSantaId} token={token} />;

  return <AppLayout mainClassName="flex items-center justify-center">{content}</AppLayout>;
}

function InvitationLoader({ secretSantaId, token }: { secretSantaId: string; token: string }) {
  const navigate = useNavigate();
  const invitation = useInvitation(secretSantaId, token);
  const data = invitation.data;
  const isAccepted = data?.accepted === true;

  // Already accepted (a second visit): straight to the login, without a history entry.
  useEffect(() => {
    if (data?.accepted) {
      navigate(acceptedInvitationHref(data.secretSantaId, data.email), { replace: true });
    }
  }, [data, navigate]);

  if (invitation.isError) {
    const message = errorMessageOf(invitation.error, t.invalidLink);
    return <ErrorCard title={t.errorTitle} message={message} />;
  }
  if (!data || isAccepted) return <LoadingState label={messages.app.loading} />;
  return <InvitationCard invitation={data} token={token} />;
}

function InvitationCard({ invitation, token }: { invitation: Invitation; token: string }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation(invitation.secretSantaId, token);
  const declineTitleId = useId();
  // 'Décliner' asks first, then says what it did and stays: the organiser's login is no place
  // for a participant (docs/product.md §8.5).
  const [decline, setDecline] = useState<'no' | 'asking' | 'done'>('no');

  const onAccept = async () => {
    try {
      const { invitation: accepted } = await accept.mutateAsync();
      toast.success(t.acceptedTitle, { description: t.accepted });
      navigate(acceptedInvitationHref(accepted.secretSantaId, accepted.email));
    } catch (error) {
      toast.error(messages.players.errorTitle, {
        description: errorMessageOf(error, t.acceptFailed),
      });
    }
  };

  // Declining saves nothing (docs/product.md §8.5).
  const onDecline = () => {
    setDecline('done');
    toast(t.declinedTitle);
  };

  return (
    <Card className="w-full max-w-lg overflow-hidden text-center">
      <div aria-hidden="true" className={FESTIVE_RIBBON_CLASS} />
      <div className="p-6 sm:p-10">
        <FestiveHeading
          eyebrow={t.invitationFor(invitation.playerName)}
          title={invitation.secretSantaName}
          logoClassName="size-20"
        />
        <p className="mx-auto mt-3 max-w-sm leading-relaxed text-balance text-muted-foreground">
          {t.intro(invitation.secretSantaName)}
        </p>
        <p className="mx-auto mt-5 inline-flex max-w-full items-center gap-2 rounded-full bg-muted px-4 py-2 text-sm font-medium">
          <MailIcon className="shrink-0 text-muted-foreground" />
          <span className="sr-only">{t.emailLabel} :</span>
          <span className="break-all">{invitation.email}</span>
        </p>

        {decline === 'done' ? (
          <>
            <Alert tone="info" title={t.declinedTitle} className="mt-6 text-left">
              {t.declined}
            </Alert>
            <Button size="lg" variant="outline" className="mt-6" onClick={() => setDecline('no')}>
              {t.declineCancel}
            </Button>
          </>
        ) : decline === 'asking' ? (
          <div role="group" aria-labelledby={declineTitleId} className="mt-8 text-left">
            <h2 id={declineTitleId} className="font-display text-xl font-bold">
              {t.declineConfirmTitle}
            </h2>
            <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
              {t.declineConfirmText}
            </p>
            <div className="mt-4 flex flex-col gap-3 sm:flex-row-reverse sm:justify-center">
              <Button size="lg" variant="destructive" autoFocus onClick={onDecline}>
                {t.declineConfirm}
              </Button>
              <Button size="lg" variant="outline" onClick={() => setDecline('no')}>
                {t.declineCancel}
              </Button>
            </div>
          </div>
        ) : (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row-reverse sm:justify-center">
            <Button size="lg" isLoading={accept.isPending} onClick={() => void onAccept()}>
              {accept.isPending ? null : <CheckIcon />}
              {t.accept}
            </Button>
            <Button
              size="lg"
              variant="outline"
              disabled={accept.isPending}
              onClick={() => setDecline('asking')}
            >
              {t.decline}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
