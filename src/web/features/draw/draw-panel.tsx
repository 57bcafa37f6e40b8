import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type { DrawState } from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import {
  AlertIcon,
  CalendarIcon,
  CheckIcon,
  KeyIcon,
  RefreshIcon,
  SendIcon,
} from '../../components/icons.tsx';
import { ShuffleIcon } from '../../components/organiser-icons.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { TabPanel } from '../../components/tab-panel.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClassName } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { errorMessageOf, hasErrorCode } from '../../lib/api-client.ts';
import { dashboardPath, withoutAddressPath } from '../../lib/dashboard-path.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { drawKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { usePlayers } from '../../lib/reads/get-players.ts';
import { useDrawState } from '../../lib/reads/get-draw.ts';
import { useNotifyParticipants } from './api/notify-participants.ts';
import { useResetDraw } from './api/reset-draw.ts';
import { useRunDraw } from './api/run-draw.ts';
import { formatYears } from './format-years.ts';
import { NotificationProgress } from './notification-progress.tsx';
import { DrawRulesCard, describeDrawRules } from './draw-rules-card.tsx';
import { useSecretSanta } from '../../lib/reads/get-secret-santa.ts';
import { ListIcon } from '../../components/organiser-icons.tsx';

const joinNames = messages.format.list;

const t = organiserMessages.draw;
/** A draw needs at least 2 players (docs/product.md §6.1). */
export const MIN_DRAW_PLAYERS = 2;
/**
 * The missing-address reminder names people up to this many (a family reads them at a
 * glance); beyond, it counts them and links to them (docs/product.md §6.2).
 */
export const MISSING_ADDRESS_NAMES_MAX = 5;

export type UnsavedRestrictions = { save: (() => Promise<void>) | null };

/** Which heading takes the focus after the button that had it disappears. */
type FocusTarget = 'launcher' | 'done' | null;

/**
 * The 'Tirage' tab: launch this year's draw, then reset it or e-mail every participant their
 * personal link, and follow the e-mails. The organiser never sees who gives to whom.
 */
export function DrawPanel({
  secretSantaId,
  unsavedRestrictions = null,
}: {
  secretSantaId: string;
  /**
   * Ticks or households the Restrictions tab holds unsaved (null: none). The draw applies only
   * what is saved, so it waits for them; `save` is null while a household cannot be saved.
   */
  unsavedRestrictions?: UnsavedRestrictions | null;
}) {
  const draw = useDrawState(secretSantaId);
  const { players } = usePlayers(secretSantaId);
  // No reminder while the event asks for no address (docs/product.md §7.4), nor before it is known.
  const asksAddress = useSecretSanta(secretSantaId).data?.askAddresses === true;
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const state = draw.data;

  return (
    <TabPanel title={t.title} description={t.subtitle}>
      {state === undefined ? (
        draw.isError ? (
          <LoadError message={t.loadFailed} onRetry={() => void draw.refetch()} />
        ) : (
          <LoadingState label={messages.app.loading} />
        )
      ) : state.drawn ? (
        <DrawDone
          secretSantaId={secretSantaId}
          draw={state}
          players={players.data ?? []}
          hasFocus={focusTarget === 'done'}
          onReset={() => setFocusTarget('launcher')}
        />
      ) : (
        <div className="space-y-6">
          <DrawLauncher
            secretSantaId={secretSantaId}
            playerCount={players.data?.length}
            playersWithoutAddress={
              asksAddress ? (players.data ?? []).filter((p) => !p.address).map((p) => p.name) : []
            }
            unsavedRestrictions={unsavedRestrictions}
            hasFocus={focusTarget === 'launcher'}
            onDrawn={() => setFocusTarget('done')}
          />
          <DrawRulesCard secretSantaId={secretSantaId} />
        </div>
      )}
    </TabPanel>
  );
}

/** Moves the focus to the heading when asked (its panel replaced the focused button). */
function useFocusOnMount(hasFocus: boolean): Ref<HTMLHeadingElement> {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (hasFocus) ref.current?.focus();
  }, [hasFocus]);
  return ref;
}

function DrawLauncher({
  secretSantaId,
  playerCount,
  playersWithoutAddress,
  unsavedRestrictions,
  hasFocus,
  onDrawn,
}: {
  secretSantaId: string;
  /** Undefined while the players are loading. */
  playerCount: number | undefined;
  /** A reminder, not a rule: each participant can give their address in their space (§7.3). */
  playersWithoutAddress: readonly string[];
  unsavedRestrictions: UnsavedRestrictions | null;
  hasFocus: boolean;
  onDrawn: () => void;
}) {
  const reasonId = useId();
  const headingRef = useFocusOnMount(hasFocus);
  const queryClient = useQueryClient();
  const runDraw = useRunDraw(secretSantaId);
  const [isSaving, setIsSaving] = useState(false);
  // Shown in the panel: DRAW_IMPOSSIBLE says why, in names, and must stay readable.
  const [error, setError] = useState<string | null>(null);
  const hasTooFewPlayers = playerCount !== undefined && playerCount < MIN_DRAW_PLAYERS;
  const isWaitingForRestrictions = unsavedRestrictions !== null;

  // The working copy first, then the draw: what was typed in Restrictions is what is drawn.
  const onSaveAndLaunch = async (save: () => Promise<void>) => {
    setError(null);
    setIsSaving(true);
    try {
      await save();
    } catch (caught) {
      setError(errorMessageOf(caught, organiserMessages.restrictions.saveFailed));
      return;
    } finally {
      setIsSaving(false);
    }
    await onLaunch();
  };

  const onLaunch = async () => {
    setError(null);
    try {
      await runDraw.mutateAsync();
      onDrawn();
    } catch (caught) {
      if (hasErrorCode(caught, errorCodes.alreadyDrawn)) {
        toast.error(t.errorTitle, { description: caught.message });
        void queryClient.invalidateQueries({ queryKey: drawKeys.state(secretSantaId) });
        return;
      }
      setError(errorMessageOf(caught, messages.api.unexpected));
    }
  };

  return (
    <Card className="px-4 py-10 text-center sm:px-10">
      <span className="mx-auto grid size-16 place-items-center rounded-2xl bg-accent text-3xl text-accent-foreground">
        <ShuffleIcon />
      </span>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 font-display text-xl font-bold focus:outline-none"
      >
        {isWaitingForRestrictions ? t.unsavedRestrictionsTitle : t.readyTitle}
      </h3>
      {hasTooFewPlayers ? (
        <p id={reasonId} className="mx-auto mt-2 max-w-md text-sm font-medium text-gold-foreground">
          <AlertIcon className="mr-1.5 inline-block align-[-0.125em]" />
          {t.tooFewPlayers}
        </p>
      ) : playerCount !== undefined ? (
        <p className="mt-2 text-muted-foreground">{t.playersReady(playerCount)}</p>
      ) : null}
      {isWaitingForRestrictions && !hasTooFewPlayers ? (
        <div className="mx-auto mt-6 max-w-xl space-y-4 text-left">
          <Alert tone="info" className="[&>svg]:shrink-0">
            <span id={reasonId}>
              {unsavedRestrictions.save ? t.unsavedRestrictionsText : t.unsavedRestrictionsBlocked}
            </span>
          </Alert>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <Link
              to={dashboardPath(secretSantaId, 'restrictions')}
              className={buttonClassName('outline', 'lg')}
            >
              {t.reviewRestrictions}
            </Link>
            {unsavedRestrictions.save ? (
              <Button
                size="lg"
                className="px-5 sm:px-6"
                isLoading={isSaving || runDraw.isPending}
                onClick={() => void onSaveAndLaunch(unsavedRestrictions.save!)}
              >
                {isSaving || runDraw.isPending ? null : <ShuffleIcon />}
                {runDraw.isPending ? t.launching : t.saveAndLaunch}
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <Button
          size="lg"
          className="mt-6 px-5 sm:px-6"
          disabled={hasTooFewPlayers}
          aria-describedby={hasTooFewPlayers ? reasonId : undefined}
          isLoading={runDraw.isPending}
          onClick={() => void onLaunch()}
        >
          {runDraw.isPending ? null : <ShuffleIcon />}
          {runDraw.isPending ? t.launching : t.launch}
        </Button>
      )}
      {playersWithoutAddress.length > 0 && !hasTooFewPlayers ? (
        <Alert tone="info" className="mx-auto mt-6 max-w-xl text-left [&>svg]:shrink-0">
          {playersWithoutAddress.length <= MISSING_ADDRESS_NAMES_MAX ? (
            t.missingAddresses(joinNames(playersWithoutAddress))
          ) : (
            <>
              {t.missingAddressCount(playersWithoutAddress.length)}{' '}
              <Link
                to={withoutAddressPath(secretSantaId)}
                className="font-semibold underline underline-offset-4"
              >
                {t.showMissingAddresses}
              </Link>
            </>
          )}
        </Alert>
      ) : null}
      {error ? (
        <Alert
          tone="error"
          title={t.failedTitle}
          className="mx-auto mt-6 max-w-xl text-left [&>svg]:shrink-0"
        >
          {error}
        </Alert>
      ) : null}
    </Card>
  );
}

function DrawDone({
  secretSantaId,
  draw,
  players,
  hasFocus,
  onReset,
}: {
  secretSantaId: string;
  draw: DrawState;
  players: readonly Player[];
  hasFocus: boolean;
  onReset: () => void;
}) {
  const headingRef = useFocusOnMount(hasFocus);
  const queryClient = useQueryClient();
  const resetDraw = useResetDraw(secretSantaId);
  const notify = useNotifyParticipants(secretSantaId);
  const drawRules = useSecretSanta(secretSantaId).data?.drawRules;
  const isNotified = draw.notifiedAt !== null;

  const onConfirmReset = async () => {
    try {
      await resetDraw.mutateAsync();
      onReset();
      toast.success(t.resetDoneTitle);
    } catch (error) {
      toast.error(t.errorTitle, { description: errorMessageOf(error, t.resetFailed) });
    }
  };

  const onNotify = async () => {
    try {
      await notify.mutateAsync();
      toast.success(t.notifiedTitle, { description: t.notified });
    } catch (error) {
      if (hasErrorCode(error, errorCodes.noAssignments)) {
        toast.error(t.noAssignmentsTitle, { description: t.noAssignments });
        void queryClient.invalidateQueries({ queryKey: drawKeys.state(secretSantaId) });
        return;
      }
      toast.error(t.errorTitle, { description: t.notifyFailed });
    }
  };

  return (
    <div className="space-y-6">
      <Card className="overflow-hidden">
        <div className="flex flex-col items-center px-4 pt-10 pb-8 text-center sm:px-10">
          <span className="grid size-16 place-items-center rounded-full bg-success-soft text-3xl text-success-foreground ring-8 ring-success-soft/50">
            <CheckIcon strokeWidth={2.5} />
          </span>
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="mt-5 font-display text-2xl font-bold tracking-tight focus:outline-none"
          >
            {t.successTitle}
          </h3>
          <p className="mt-2 text-muted-foreground">{t.successText}</p>
          {draw.drawnAt !== null ? (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
              <CalendarIcon className="shrink-0" />
              {t.drawnOn(formatLongDate(draw.drawnAt))}
            </p>
          ) : null}
        </div>

        <div className="space-y-3 border-t bg-muted/50 px-4 py-4 sm:px-6">
          <p className="flex items-start gap-2.5 text-sm leading-relaxed">
            <KeyIcon className="mt-0.5 shrink-0 text-base text-gold-foreground" />
            {t.secretNote}
          </p>
          {drawRules ? (
            <p className="flex items-start gap-2.5 text-sm leading-relaxed">
              <ListIcon className="mt-0.5 shrink-0 text-base text-muted-foreground" />
              {describeDrawRules(drawRules)}
            </p>
          ) : null}
          {draw.relaxedYears.length > 0 ? (
            <Alert tone="info" className="[&>svg]:shrink-0">
              {t.relaxedYears(formatYears(draw.relaxedYears))}
            </Alert>
          ) : null}
        </div>

        {isNotified ? null : (
          <div className="border-t px-4 py-4 sm:px-6">
            <Alert tone="info" className="[&>svg]:shrink-0">
              {t.notNotifiedYet}
            </Alert>
          </div>
        )}

        <div className="flex flex-col-reverse gap-2 border-t px-4 py-4 sm:flex-row sm:justify-end sm:px-6">
          {draw.completed ? (
            <p className="text-sm text-muted-foreground">{t.resetAfterCompletion}</p>
          ) : (
            <ConfirmDialog
              trigger={
                <Button variant="destructive" isLoading={resetDraw.isPending}>
                  {resetDraw.isPending ? null : <RefreshIcon />}
                  {t.reset}
                </Button>
              }
              title={t.resetConfirmTitle}
              description={isNotified ? t.resetConfirmTextNotified : t.resetConfirmText}
              cancelLabel={t.cancel}
              confirmLabel={t.resetConfirm}
              onConfirm={() => void onConfirmReset()}
            />
          )}
          {isNotified ? null : (
            <Button isLoading={notify.isPending} onClick={() => void onNotify()}>
              {notify.isPending ? null : <SendIcon />}
              {t.notify}
            </Button>
          )}
        </div>
      </Card>

      {isNotified ? (
        <NotificationProgress
          secretSantaId={secretSantaId}
          notifications={draw.notifications}
          changeNotifications={draw.changeNotifications}
          players={players}
        />
      ) : null}
    </div>
  );
}
