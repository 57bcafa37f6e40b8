import { accountMessages } from '../../../shared/account-messages.ts';
import { ErrorCard } from '../../components/error-card.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { NewLinkForm } from '../../components/new-link-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const t = accountMessages.invitations;

/**
 * `/invitation/:santaId/:encodedEmail?token=…`, the link of the invitation e-mails an earlier
 * version sent with a provisional password (docs/product.md §8.4): it opens nothing now, since
 * it may sit in a mailbox that was never the player's (an address corrected since). It says
 * what changed and sends the personal link to the player's own address.
 */
export function InvitationScreen({ secretSantaId }: { secretSantaId: string | undefined }) {
  useDocumentTitle(t.pageTitle);
  return (
    <AppLayout mainClassName="flex items-center justify-center">
      <ErrorCard title={t.errorTitle} message={t.earlierLink}>
        {secretSantaId ? <NewLinkForm secretSantaId={secretSantaId} /> : null}
      </ErrorCard>
    </AppLayout>
  );
}
