import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { ErrorCard } from '../../components/error-card.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { NewLinkForm } from '../../components/new-link-form.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useInvitation } from './api/get-invitation.ts';

const t = accountMessages.invitations;

/**
 * `/invitation/:santaId/:encodedEmail?token=…`, the link of the invitation e-mails an earlier
 * version sent (docs/product.md §8.5): a genuine one opens the person's space, without a
 * history entry; any other offers their link by e-mail. The e-mail in the path proves nothing
 * and is not read.
 */
export function InvitationScreen({ secretSantaId }: { secretSantaId: string | undefined }) {
  useDocumentTitle(t.pageTitle);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');

  return (
    <AppLayout mainClassName="flex items-center justify-center">
      {secretSantaId && token ? (
        <InvitationLoader secretSantaId={secretSantaId} token={token} />
      ) : (
        <ErrorCard title={t.errorTitle} message={t.invalidLink}>
          {secretSantaId ? <NewLinkForm secretSantaId={secretSantaId} /> : null}
        </ErrorCard>
      )}
    </AppLayout>
  );
}

function InvitationLoader({ secretSantaId, token }: { secretSantaId: string; token: string }) {
  const navigate = useNavigate();
  const invitation = useInvitation(secretSantaId, token);
  const personalLinkToken = invitation.data?.personalLinkToken;

  useEffect(() => {
    if (personalLinkToken) {
      const path = `/participant/${encodeURIComponent(secretSantaId)}/${personalLinkToken}`;
      navigate(path, { replace: true });
    }
  }, [navigate, personalLinkToken, secretSantaId]);

  if (invitation.isError) {
    return (
      <ErrorCard title={t.errorTitle} message={errorMessageOf(invitation.error, t.invalidLink)}>
        <NewLinkForm secretSantaId={secretSantaId} />
      </ErrorCard>
    );
  }
  return <LoadingState label={messages.app.loading} />;
}
