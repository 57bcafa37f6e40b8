import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { SendIcon } from '../../components/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useInviteEveryone } from './api/invite-everyone.ts';

const t = { ...messages.players, ...organiserMessages.participantsTab };

/**
 * 'Inviter tout le monde' (docs/product.md §4.6), shown by the Participants tab while a player
 * is not yet invited: asks first, saying how many; the server never invites more than that.
 * It comes with the tab, not in a chunk of its own: appearing in the same render as the first
 * card, it never shifts 'Ajouter un participant' under a pointer about to press it.
 */
export function InviteEveryoneButton({
  secretSantaId,
  notInvited,
  onInvited,
}: {
  secretSantaId: string;
  /** How many players the list shows as not yet invited. */
  notInvited: number;
  /** The button goes once everyone is invited: where the focus goes then. */
  onInvited: () => void;
}) {
  const inviteEveryone = useInviteEveryone(secretSantaId);

  const onConfirm = async () => {
    try {
      const { invited } = await inviteEveryone.mutateAsync(notInvited);
      toast.success(t.inviteAllDoneTitle, { description: t.inviteAllDone(invited) });
      onInvited();
    } catch (error) {
      toast.error(t.errorTitle, { description: errorMessageOf(error, t.inviteAllFailed) });
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" isLoading={inviteEveryone.isPending}>
          {inviteEveryone.isPending ? null : <SendIcon />}
          {t.inviteAll}
        </Button>
      }
      title={t.inviteAllConfirmTitle(notInvited)}
      description={t.inviteAllConfirmText}
      cancelLabel={t.cancel}
      confirmLabel={t.inviteAllConfirm}
      onConfirm={() => void onConfirm()}
    />
  );
}
