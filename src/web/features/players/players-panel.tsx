import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { CardGridSkeleton } from '../../components/card-grid-skeleton.tsx';
import { EmptyCard } from '../../components/empty-card.tsx';
import { UsersIcon } from '../../components/icons.tsx';
import { PlusIcon } from '../../components/organiser-icons.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { TabPanel } from '../../components/tab-panel.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useDeferredArrival } from '../../lib/use-deferred-arrival.ts';
import { useDrawState } from '../draw/api/get-draw.ts';
import { useDeletePlayer } from './api/delete-player.ts';
import { usePlayers } from './api/get-players.ts';
import { PlayerCard } from './player-card.tsx';
import { playerStatusOf } from './player-status.ts';

const t = messages.players;
const LOAD_ERROR_TOAST_ID = 'players-load-failed';

// The dialog (its form library and avatar picker) comes with the first 'Ajouter' or 'Modifier'.
const PlayerDialog = lazy(() =>
  import('./player-dialog.tsx').then((m) => ({ default: m.PlayerDialog })),
);

/** `player` is kept while closing, so the dialog does not change title as it goes. */
type DialogState = { open: boolean; player: Player | null };

/** The 'Participants' tab: the players of one event, their invitations, the add dialog. */
export function PlayersPanel({ secretSantaId }: { secretSantaId: string }) {
  const players = usePlayers(secretSantaId);
  const deletePlayer = useDeletePlayer(secretSantaId);
  // Someone in this edition's draw stays until a reset (docs/product.md §6.8); the server decides.
  const draw = useDrawState(secretSantaId).data;
  const deleteRefusalOf = (player: Player) =>
    draw?.drawn && !draw.playersOutsideDraw.includes(player.id)
      ? t.deleteAfterDraw(player.name)
      : null;
  const [dialog, setDialog] = useState<DialogState>({ open: false, player: null });
  const [hasOpenedDialog, setHasOpenedDialog] = useState(false);
  // The dialog gives the focus back to its opener, or to 'Ajouter' if the opener is gone.
  const openerRef = useRef<HTMLElement | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const list = useDeferredArrival(players.data);
  const isLoading = list === undefined && (players.isPending || players.data !== undefined);

  useEffect(() => {
    if (players.isError) {
      toast.error(t.errorTitle, { id: LOAD_ERROR_TOAST_ID, description: t.loadFailed });
    }
  }, [players.isError]);

  const openDialog = (player: Player | null) => {
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog({ open: true, player });
    setHasOpenedDialog(true);
  };

  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const opener = openerRef.current;
    (opener?.isConnected ? opener : addButtonRef.current)?.focus();
  };

  const onDelete = async (player: Player) => {
    try {
      await deletePlayer.mutateAsync(player.id);
      toast.success(t.deletedTitle, { description: t.deleted(player.name) });
      addButtonRef.current?.focus();
    } catch (error) {
      toast.error(t.errorTitle, { description: errorMessageOf(error, t.deleteFailed) });
    }
  };

  return (
    <TabPanel
      title={t.title}
      description={t.subtitle}
      actions={
        <Button ref={addButtonRef} onClick={() => openDialog(null)}>
          <PlusIcon />
          {t.add}
        </Button>
      }
    >
      {isLoading ? (
        <CardGridSkeleton cardClassName="h-56" />
      ) : list === undefined ? (
        <LoadError message={t.loadFailed} onRetry={() => void players.refetch()} />
      ) : (
        <>
          {players.isError ? <Alert tone="info">{messages.app.staleData}</Alert> : null}
          {list.length === 0 ? (
            <EmptyCard icon={<UsersIcon />}>
              <h3 className="mt-4 font-display text-xl font-bold">{t.empty}</h3>
              <Button size="lg" className="mt-6 px-5 sm:px-6" onClick={() => openDialog(null)}>
                <PlusIcon />
                {t.addFirst}
              </Button>
            </EmptyCard>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((player) => (
                <li key={player.id} className="grid">
                  <PlayerCard
                    secretSantaId={secretSantaId}
                    player={player}
                    isDeleting={deletePlayer.isPending && deletePlayer.variables === player.id}
                    onEdit={openDialog}
                    onDelete={(target) => void onDelete(target)}
                    deleteRefusal={deleteRefusalOf(player)}
                    status={playerStatusOf(player, draw)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {hasOpenedDialog ? (
        <Suspense fallback={null}>
          <PlayerDialog
            secretSantaId={secretSantaId}
            open={dialog.open}
            player={dialog.player}
            existingPlayers={list ?? []}
            onOpenChange={(open) => {
              if (!open) setDialog((current) => ({ ...current, open: false }));
            }}
            onCloseAutoFocus={restoreFocus}
          />
        </Suspense>
      ) : null}
    </TabPanel>
  );
}
