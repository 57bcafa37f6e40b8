import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { SecretSantaListResponse } from '../../../shared/contracts/secret-santa.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { CardGridSkeleton } from '../../components/card-grid-skeleton.tsx';
import { EmptyCard } from '../../components/empty-card.tsx';
import { UsersIcon } from '../../components/icons.tsx';
import { DownloadIcon, LinkIcon, ListIcon, PlusIcon } from '../../components/organiser-icons.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { SEARCH_FROM_COUNT, SearchField } from '../../components/search-field.tsx';
import { TabPanel } from '../../components/tab-panel.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { withoutAddressFilter } from '../../lib/dashboard-path.ts';
import { secretSantaKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { useDeferredArrival } from '../../lib/use-deferred-arrival.ts';
import { usePlayerSearch } from '../../lib/use-player-search.ts';
import { useDrawState } from '../../lib/reads/get-draw.ts';
import { usePlayers } from '../../lib/reads/get-players.ts';
import { useInvitationProgress } from './api/get-invitation-progress.ts';
import { InviteEveryoneButton } from './invite-everyone-button.tsx';
import { PlayerCardGrid } from './player-card-grid.tsx';
import { PlayerCard } from './player-card.tsx';
import { playerStatusOf } from './player-status.ts';
import { usePlayerRemoval } from './use-player-removal.tsx';

const t = { ...messages.players, ...organiserMessages.participantsTab };
const search = organiserMessages.search;
const LOAD_ERROR_TOAST_ID = 'players-load-failed';
const NO_PLAYERS: readonly Player[] = [];

// The import dialog and its CSV reader come with the first 'Importer une liste'; the export's
// CSV writer with the first 'Exporter la liste'.
const ImportPlayersDialog = lazy(() =>
  import('./import-players-dialog.tsx').then((m) => ({ default: m.ImportPlayersDialog })),
);
const loadExportPlayers = () => import('./export-players.ts');
// The sign-up link's dialog and its QR code library come with the first 'Lien d'inscription'.
const RegistrationLinkDialog = lazy(() =>
  import('./registration-link-dialog.tsx').then((m) => ({
    default: m.RegistrationLinkDialog,
  })),
);

// The dialog (its form library and avatar picker) comes with the first 'Ajouter' or 'Modifier'.
const PlayerDialog = lazy(() =>
  import('./player-dialog.tsx').then((m) => ({ default: m.PlayerDialog })),
);
// The invitations' progress card comes in a chunk of its own, once a round was sent.
const InvitationsProgress = lazy(() =>
  import('./invitations-progress.tsx').then((m) => ({ default: m.InvitationsProgress })),
);

/** `player` is kept while closing, so the dialog does not change title as it goes. */
type DialogState = { open: boolean; player: Player | null };

/**
 * The 'Participants' tab: the players of one event, their invitations, the add dialog. While
 * the event asks for addresses, 'Sans adresse' shows only those who have not given one.
 */
export function PlayersPanel({
  secretSantaId,
  asksAddress,
}: {
  secretSantaId: string;
  asksAddress: boolean;
}) {
  const { players, isOutOfDate } = usePlayers(secretSantaId);
  // Someone in this edition's draw leaves it through a withdrawal (docs/product.md §6.8); the
  // server decides.
  const draw = useDrawState(secretSantaId).data;
  const [dialog, setDialog] = useState<DialogState>({ open: false, player: null });
  const [hasOpenedDialog, setHasOpenedDialog] = useState(false);
  const [isImporting, setIsImporting] = useState(false);
  const [isSharingLink, setIsSharingLink] = useState(false);
  // The dialog gives the focus back to its opener, or to 'Ajouter' if the opener is gone.
  const openerRef = useRef<HTMLElement | null>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // After a removal the focus goes to 'Ajouter': the card that had it is gone.
  const removal = usePlayerRemoval(secretSantaId, draw, () => addButtonRef.current?.focus());
  const list = useDeferredArrival(players.data);
  const isLoading = list === undefined && (players.isPending || players.data !== undefined);
  const notInvited = useMemo(() => list?.filter((player) => !player.invited).length ?? 0, [list]);
  const hasInvitationRound = (useInvitationProgress(secretSantaId).data?.total ?? 0) > 0;
  const withoutAddress = useWithoutAddressFilter(asksAddress, list ?? NO_PLAYERS);
  const searched = withoutAddress.isOn ? withoutAddress.players : (list ?? NO_PLAYERS);
  const { search: searchText, setSearch, shown } = usePlayerSearch(searched);
  // How many there are, from the event list when the organiser came through it: a family's few
  // need no search while they load.
  const expectedCount = useQueryClient()
    .getQueryData<SecretSantaListResponse>(secretSantaKeys.all)
    ?.secretSantas.find((secretSanta) => secretSanta.id === secretSantaId)?.progress.players;
  const isSearchOfferedEarly =
    isLoading && ((expectedCount ?? SEARCH_FROM_COUNT) >= SEARCH_FROM_COUNT || searchText !== '');
  // Who looks after whom, named on the cards (docs/product.md §4.10).
  const nameOf = useMemo(
    () => new Map((list ?? NO_PLAYERS).map((player) => [player.id, player.name])),
    [list],
  );

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

  return (
    <TabPanel
      title={t.title}
      description={t.subtitle}
      actions={
        <div className="flex flex-wrap gap-2">
          {draw?.drawn ? null : (
            <>
              <Button variant="outline" onClick={() => setIsSharingLink(true)}>
                <LinkIcon />
                {organiserMessages.registrationLink.button}
              </Button>
              <Button variant="outline" onClick={() => setIsImporting(true)}>
                <ListIcon />
                {t.importList}
              </Button>
            </>
          )}
          {list && list.length > 0 ? (
            <Button
              variant="outline"
              onClick={() =>
                void loadExportPlayers().then(({ exportPlayers }) => exportPlayers(list, draw))
              }
            >
              <DownloadIcon />
              {t.exportList}
            </Button>
          ) : null}
          {notInvited > 0 ? (
            <InviteEveryoneButton
              secretSantaId={secretSantaId}
              notInvited={notInvited}
              onInvited={() => addButtonRef.current?.focus()}
            />
          ) : null}
          <Button ref={addButtonRef} onClick={() => openDialog(null)}>
            <PlusIcon />
            {t.add}
          </Button>
        </div>
      }
    >
      {list === undefined && !isLoading ? (
        <LoadError message={t.loadFailed} onRetry={() => void players.refetch()} />
      ) : (
        <>
          {isOutOfDate ? <Alert tone="info">{messages.app.staleData}</Alert> : null}
          {hasInvitationRound && list ? (
            <Suspense fallback={null}>
              <InvitationsProgress secretSantaId={secretSantaId} />
            </Suspense>
          ) : null}
          {list?.length === 0 ? (
            <EmptyCard icon={<UsersIcon />}>
              <h3 className="mt-4 font-display text-xl font-bold">{t.empty}</h3>
              <Button size="lg" className="mt-6 px-5 sm:px-6" onClick={() => openDialog(null)}>
                <PlusIcon />
                {t.addFirst}
              </Button>
            </EmptyCard>
          ) : (
            <>
              {/* The same field while the list is on its way: a company's list takes a moment,
                  and a name typed meanwhile (the focus kept) is searched once it is there. */}
              <div className="flex flex-wrap items-start gap-3">
                {list || isSearchOfferedEarly ? (
                  <SearchField
                    value={searchText}
                    onChange={setSearch}
                    shown={shown.length}
                    total={list ? list.length : null}
                    className="min-w-0 flex-1 basis-72"
                  />
                ) : null}
                {list && withoutAddress.isOffered ? (
                  <Button
                    variant={withoutAddress.isOn ? 'primary' : 'outline'}
                    aria-pressed={withoutAddress.isOn}
                    onClick={() => withoutAddress.toggle()}
                  >
                    {search.withoutAddress(withoutAddress.players.length)}
                  </Button>
                ) : null}
              </div>
              {list && withoutAddress.isOn && withoutAddress.players.length === 0 ? (
                <p className="text-muted-foreground">{search.noneWithoutAddress}</p>
              ) : null}
              {list ? (
                <PlayerCardGrid
                  players={shown}
                  label={t.title}
                  renderCard={(player, place) => (
                    <PlayerCard
                      secretSantaId={secretSantaId}
                      player={player}
                      place={place}
                      isRemoving={removal.removingId === player.id}
                      onEdit={openDialog}
                      removal={removal.removalOf(player)}
                      onRemove={removal.remove}
                      status={playerStatusOf(player, draw)}
                      carerName={player.caredBy === null ? undefined : nameOf.get(player.caredBy)}
                    />
                  )}
                />
              ) : (
                <CardGridSkeleton cardClassName="h-56" />
              )}
            </>
          )}
        </>
      )}

      {isImporting ? (
        <Suspense fallback={null}>
          <ImportPlayersDialog
            secretSantaId={secretSantaId}
            onClose={() => setIsImporting(false)}
          />
        </Suspense>
      ) : null}

      {isSharingLink ? (
        <Suspense fallback={null}>
          <RegistrationLinkDialog
            secretSantaId={secretSantaId}
            onClose={() => setIsSharingLink(false)}
          />
        </Suspense>
      ) : null}

      {removal.redrawOfferDialog}

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

/**
 * 'Sans adresse (n)' (docs/product.md §4.4): the players who have not given an address, kept in
 * the page's address (`?filtre=sans-adresse`), where the Tirage tab's reminder links. Offered
 * while someone has none, and while it is on; never when the event asks for no address.
 */
function useWithoutAddressFilter(asksAddress: boolean, players: readonly Player[]) {
  const [params, setParams] = useSearchParams();
  const { name, value } = withoutAddressFilter;
  const isOn = asksAddress && params.get(name) === value;
  const withoutAddress = useMemo(() => players.filter((player) => !player.address), [players]);
  return {
    isOn,
    isOffered: asksAddress && (isOn || withoutAddress.length > 0),
    players: withoutAddress,
    toggle: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (isOn) next.delete(name);
        else next.set(name, value);
        return next;
      }),
  };
}
