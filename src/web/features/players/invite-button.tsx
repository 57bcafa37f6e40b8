import { useEffect, useState } from 'react';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { CheckIcon, SendIcon } from '../../components/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useSendPersonalLink } from '../../lib/send-personal-link.ts';

const t = accountMessages.invitations;
/** The check stays 3 seconds after the link is sent (docs/product.md §4.6). */
export const INVITE_CONFIRMATION_MS = 3000;

/** 'Envoyer son lien' / 'Renvoyer son lien': spinner while sending, then a check. */
export function InviteButton({
  secretSantaId,
  player,
  className,
}: {
  secretSantaId: string;
  player: Player;
  className?: string;
}) {
  const invite = useSendPersonalLink(secretSantaId);
  const [isConfirming, setIsConfirming] = useState(false);
  const label = player.invited
    ? organiserMessages.participantsTab.resendInvitation
    : organiserMessages.participantsTab.sendInvitation;

  useEffect(() => {
    if (!isConfirming) return;
    const timer = window.setTimeout(() => setIsConfirming(false), INVITE_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [isConfirming]);

  const onInvite = async () => {
    if (player.email !== null && !player.email.trim()) {
      toast.error(t.missingEmailTitle, { description: t.missingEmail(player.name) });
      return;
    }
    try {
      await invite.mutateAsync(player.id);
      setIsConfirming(true);
      toast.success(t.sentTitle, { description: t.sent(player.name) });
    } catch (error) {
      toast.error(messages.players.errorTitle, {
        description: t.failed(errorMessageOf(error, t.unknownError)),
      });
    }
  };

  return (
    <Button
      variant="outline"
      aria-busy={invite.isPending || undefined}
      aria-disabled={invite.isPending || undefined}
      className={className}
      onClick={() => {
        if (!invite.isPending) void onInvite();
      }}
    >
      {invite.isPending ? (
        <Spinner className="size-4" />
      ) : isConfirming ? (
        <CheckIcon className="text-success-foreground" />
      ) : (
        <SendIcon className="text-accent-foreground" />
      )}
      {label}
    </Button>
  );
}
