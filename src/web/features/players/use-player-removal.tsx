import { lazy, Suspense, useState } from 'react';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type { DrawState } from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { errorMessageOf, hasErrorCode } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useDeletePlayer } from './api/delete-player.ts';
import { useWithdrawPlayer } from './api/withdraw-player.ts';
import type { Removal } from './player-card.tsx';

const t = { ...messages.players, ...organiserMessages.participantsTab };
const change = organiserMessages.drawChange;

// Downloaded when a withdrawal first needs the full redraw offered.
const ConfirmDialogContent = lazy(() =>
  import('../../components/ui/confirm-dialog-content.tsx').then((m) => ({
    default: m.ConfirmDialogContent,
  })),
);

/**
 * Taking a player out (docs/product.md §4.5, §6.8): deleted while outside this edition's draw,
 * withdrawn from it once drawn (the server changes as few pairs as it can), refused once the
 * exchange is complete; when no small change keeps the rules, the full redraw is offered, with
 * why, in `redrawOfferDialog`. `returnFocus` puts the focus back once a removal ends or the
 * offer closes: the card that had it may be gone.
 */
export function usePlayerRemoval(
  secretSantaId: string,
  draw: DrawState | undefined,
  returnFocus: () => void,
) {
  const deletePlayer = useDeletePlayer(secretSantaId);
  const withdrawPlayer = useWithdrawPlayer(secretSantaId);
  const [redrawOffer, setRedrawOffer] = useState<{ player: Player; reason: string } | null>(null);

  const removalOf = (player: Player): Removal =>
    !draw?.drawn || draw.playersOutsideDraw.includes(player.id)
      ? { kind: 'delete' }
      : draw.completed
        ? { kind: 'refused', reason: change.afterCompletion }
        : { kind: 'withdraw' };
  const removingId = deletePlayer.isPending
    ? deletePlayer.variables
    : withdrawPlayer.isPending
      ? withdrawPlayer.variables.playerId
      : undefined;

  const onDelete = async (player: Player) => {
    try {
      await deletePlayer.mutateAsync(player.id);
      toast.success(t.deletedTitle, { description: t.deleted(player.name) });
      returnFocus();
    } catch (error) {
      toast.error(t.errorTitle, { description: errorMessageOf(error, t.deleteFailed) });
    }
  };

  const onWithdraw = async (player: Player, redrawEveryone: boolean) => {
    try {
      const { changedGivers } = await withdrawPlayer.mutateAsync({
        playerId: player.id,
        redrawEveryone,
      });
      if (redrawEveryone) {
        toast.success(change.redrawnTitle, { description: change.redrawn(player.name) });
      } else {
        toast.success(change.withdrawnTitle, {
          description: change.withdrawn(player.name, changedGivers),
        });
      }
      returnFocus();
    } catch (error) {
      if (!redrawEveryone && hasErrorCode(error, errorCodes.noSmallChange)) {
        setRedrawOffer({ player, reason: error.message });
        return;
      }
      toast.error(t.errorTitle, { description: errorMessageOf(error, change.withdrawFailed) });
    }
  };

  const remove = (player: Player) =>
    void (removalOf(player).kind === 'delete' ? onDelete(player) : onWithdraw(player, false));

  const redrawOfferDialog = redrawOffer ? (
    <Suspense fallback={null}>
      <ConfirmDialogContent
        open
        onOpenChange={(open) => {
          if (!open) setRedrawOffer(null);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
        title={change.redrawTitle}
        description={`${redrawOffer.reason} ${change.redrawText(redrawOffer.player.name)}`}
        cancelLabel={t.cancel}
        confirmLabel={change.redraw}
        onConfirm={() => void onWithdraw(redrawOffer.player, true)}
      />
    </Suspense>
  ) : null;

  return { removalOf, removingId, remove, redrawOfferDialog };
}
