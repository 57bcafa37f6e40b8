import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import {
  type DrawRules,
  type Household,
  householdByMember,
} from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { CheckIcon, UsersIcon } from '../../components/icons.tsx';
import { EmptyCard } from '../../components/empty-card.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { TabPanel } from '../../components/tab-panel.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { errorMessageOf, hasErrorCode } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { secretSantaKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { usePlayers } from '../../lib/reads/get-players.ts';
import { useSaveRestrictions } from './api/save-restrictions.ts';
import { countRestrictions, toggleId, workingList } from './restrictions-draft.ts';
import type { RestrictionEdits } from './restrictions-draft.ts';
import {
  hasChanges,
  NO_CHANGES,
  saveRequestOf,
  useLeaveWarning,
  useWorkingCopy,
  workingHouseholds,
} from './restrictions-working-copy.ts';
import { checkRestrictions } from '../../../shared/draw/draw-assignments.ts';
import { describeDrawProblem } from '../../../shared/draw/draw-problem.ts';
import { ExclusionsCard } from './exclusions-card.tsx';
import { HouseholdsEditor } from './households-editor.tsx';
import { SummaryList, summaryLines } from './restrictions-summary.tsx';
import { RestrictionPlayerList } from './restriction-player-list.tsx';
import { type HouseholdDraft, householdProblems, householdsPayload } from './households-draft.ts';

const t = organiserMessages.restrictions;
const NO_EDITS: RestrictionEdits = {};

/** Keeps the alert's icon full size when a long message wraps. */
const ALERT_ICON_FIXED = '[&>svg]:shrink-0';

/**
 * The 'Restrictions' tab: who cannot give a gift to whom. Editable before the draw (changes
 * stay in a working copy until 'Enregistrer les restrictions'), read-only after it.
 * `isLocked` is whether this year's draw exists; undefined while it is being loaded.
 */
export function RestrictionsPanel({
  secretSantaId,
  isLocked,
  drawRules,
}: {
  secretSantaId: string;
  isLocked: boolean | undefined;
  /** The event's draw rules, which the live check follows; undefined while loading. */
  drawRules?: DrawRules | undefined;
}) {
  const { players, isOutOfDate } = usePlayers(secretSantaId);
  const list = players.data;

  if (isLocked === undefined || players.isPending) return <RestrictionsSkeleton />;
  const total = list ? countRestrictions(list.map((player) => player.excluded)) : 0;

  return (
    <TabPanel
      title={isLocked ? t.viewTitle : t.manageTitle}
      badge={
        isLocked ? (
          <span className="inline-flex items-center rounded-full border border-gold/60 bg-gold/15 px-2.5 py-0.5 text-xs font-bold tracking-wider text-gold-foreground">
            {t.readOnly}
          </span>
        ) : null
      }
      description={
        !isLocked
          ? t.intro
          : total > 0
            ? t.afterDrawWithCount(total)
            : list?.some((player) => player.household !== null)
              ? t.afterDrawHouseholdsOnly
              : t.afterDrawNone
      }
    >
      {list === undefined ? (
        <LoadError
          message={organiserMessages.participantsTab.loadFailed}
          onRetry={() => void players.refetch()}
        />
      ) : (
        <>
          {isOutOfDate ? <Alert tone="info">{messages.app.staleData}</Alert> : null}
          {list.length === 0 ? (
            <EmptyCard icon={<UsersIcon />}>
              <p className="mx-auto mt-4 max-w-md text-muted-foreground">{t.noPlayers}</p>
            </EmptyCard>
          ) : (
            <RestrictionsEditor
              secretSantaId={secretSantaId}
              players={list}
              isLocked={isLocked}
              drawRules={drawRules}
            />
          )}
        </>
      )}
    </TabPanel>
  );
}

function RestrictionsEditor({
  secretSantaId,
  players,
  isLocked,
  drawRules,
}: {
  secretSantaId: string;
  players: readonly Player[];
  isLocked: boolean;
  drawRules: DrawRules | undefined;
}) {
  const listHeadingId = useId();
  const summaryHeadingId = useId();
  const queryClient = useQueryClient();
  const save = useSaveRestrictions(secretSantaId);
  const [copy, setCopy] = useWorkingCopy(secretSantaId);
  // Each of these reads every player (10,000 for a company): worked out again when what they
  // read changes, not at each render (choosing a person, a tick: docs/benchmarks.md).
  const isDirty = useMemo(() => !isLocked && hasChanges(players, copy), [isLocked, players, copy]);
  useLeaveWarning(isDirty);
  const edits = copy.excluded;
  const [saveError, setSaveError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);

  // After the draw the lists are what was saved; edits are ignored (docs/product.md §5.4).
  const activeEdits = isLocked ? NO_EDITS : edits;
  const households: readonly HouseholdDraft[] = useMemo(
    () => workingHouseholds(players, isLocked ? NO_CHANGES : copy),
    [isLocked, copy, players],
  );
  const householdOf = useMemo(() => householdByMember(households), [households]);
  // Whom each player may not give to: their own list, and their household (docs/product.md
  // §5.5), so that the list's badge never says 0 for a member who cannot give inside it.
  const countOf = useMemo(() => {
    const matesOf = new Map<string, readonly string[]>();
    for (const household of households) {
      for (const id of household.playerIds) matesOf.set(id, household.playerIds);
    }
    return (player: Player) =>
      new Set([...workingList(player, activeEdits), ...(matesOf.get(player.id) ?? [])]).size -
      (matesOf.has(player.id) ? 1 : 0);
  }, [households, activeEdits]);
  const householdProblemByKey = useMemo(
    () => householdProblems(players, households),
    [players, households],
  );
  const selected = players.find((player) => player.id === selectedId) ?? null;
  const others = useMemo(
    () => (selected ? players.filter((player) => player.id !== selected.id) : []),
    [players, selected],
  );
  const selectedList = selected ? workingList(selected, activeEdits) : [];
  // The households the check counts: those that could be saved, as one text, so that typing a
  // name does not run the check again until the name is valid.
  const checkedHouseholds = useMemo(
    () =>
      JSON.stringify(
        householdProblemByKey.has('')
          ? []
          : householdsPayload(
              players,
              households.filter((household) => !householdProblemByKey.has(household.key)),
            ),
      ),
    [householdProblemByKey, players, households],
  );
  // Checked as the ticks change, with the server's own rule and the event's draw rules
  // (docs/product.md §5.3): a group that could not be drawn is named before anything is saved
  // or drawn.
  const feasibility = useMemo(() => {
    if (isLocked) return { ok: true as const };
    const householdOfChecked = householdByMember(JSON.parse(checkedHouseholds) as Household[]);
    return checkRestrictions(
      players.map((player) => ({
        id: player.id,
        name: player.name,
        excluded: workingList(player, edits),
        household: householdOfChecked.get(player.id) ?? null,
      })),
      drawRules,
    );
  }, [isLocked, players, edits, checkedHouseholds, drawRules]);
  const nameById = useMemo(
    () => new Map(players.map((player) => [player.id, player.name])),
    [players],
  );
  const summary = useMemo(
    () => summaryLines(players, households, activeEdits, nameById),
    [households, players, activeEdits, nameById],
  );

  // Under 768 px the editor sits below the list: bring it into view when someone is chosen.
  useEffect(() => {
    if (selectedId) editorRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);

  const closeEditor = () => {
    const id = selectedId;
    setSelectedId(null);
    if (id) listRef.current?.querySelector<HTMLElement>(`[data-player-id="${id}"]`)?.focus();
  };

  const toggle = (targetId: string) => {
    if (isLocked || !selected) return;
    setCopy((current) => ({
      ...current,
      excluded: {
        ...current.excluded,
        [selected.id]: toggleId(workingList(selected, current.excluded), targetId),
      },
    }));
  };
  const setHouseholds = (next: HouseholdDraft[]) =>
    setCopy((current) => ({ ...current, households: next }));

  const onSave = async () => {
    setSaveError(null);
    try {
      const { feasibility: saved } = await save.mutateAsync(saveRequestOf(players, copy));
      setCopy(NO_CHANGES);
      if (saved.ok) toast.success(t.savedTitle, { description: t.saved });
      else toast.error(t.impossibleWarningTitle, { description: saved.message });
    } catch (error) {
      if (hasErrorCode(error, errorCodes.drawLocked)) {
        toast.error(t.lockedTitle, { description: t.locked });
        // The draw happened elsewhere: refresh the event, so the panel turns read-only.
        void queryClient.invalidateQueries({ queryKey: secretSantaKeys.detail(secretSantaId) });
        return;
      }
      // Said under the button it answers (docs/product.md §9.5), until the next save.
      setSaveError(errorMessageOf(error, t.saveFailed));
    }
  };

  return (
    <div className="space-y-6">
      {feasibility.ok ? null : (
        <Alert tone="error" title={t.impossibleWarningTitle} className={ALERT_ICON_FIXED}>
          {describeDrawProblem(feasibility.problem)}
        </Alert>
      )}

      <HouseholdsEditor
        players={players}
        households={households}
        problems={householdProblemByKey}
        isLocked={isLocked}
        onChange={setHouseholds}
      />

      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card ref={listRef} className="p-4 sm:p-5">
          <h3 id={listHeadingId} className="font-display text-lg font-bold">
            {t.playersHeading(players.length)}
          </h3>
          <RestrictionPlayerList
            players={players}
            labelledBy={listHeadingId}
            selectedId={selectedId}
            countOf={countOf}
            householdOf={householdOf}
            onSelect={setSelectedId}
          />
        </Card>

        <div ref={editorRef} className="grid min-w-0 scroll-mt-4 grid-cols-1">
          <ExclusionsCard
            giver={selected}
            others={others}
            isChecked={(id) => selectedList.includes(id)}
            isLocked={isLocked}
            isSaving={save.isPending}
            onToggle={toggle}
            onClose={closeEditor}
          />
        </div>
      </div>

      <Card className="p-4 sm:p-5">
        <h3 id={summaryHeadingId} className="font-display text-lg font-bold">
          {t.summary}
        </h3>
        <SummaryList lines={summary} labelledBy={summaryHeadingId} />
        {isLocked ? null : (
          <div className="mt-5 flex flex-col-reverse gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-end">
            <p role="status" className="text-sm font-medium text-gold-foreground">
              {isDirty ? t.unsavedChanges : ''}
            </p>
            <Button
              disabled={!isDirty || householdProblemByKey.size > 0}
              isLoading={save.isPending}
              onClick={() => void onSave()}
            >
              {save.isPending ? null : <CheckIcon />}
              {t.save}
            </Button>
          </div>
        )}
        {saveError && !isLocked ? (
          <Alert tone="error" title={t.errorTitle} className={cn('mt-3', ALERT_ICON_FIXED)}>
            {saveError}
          </Alert>
        ) : null}
      </Card>
    </div>
  );
}

function RestrictionsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="space-y-6 pt-2">
      <span className="sr-only">{messages.app.loading}</span>
      <div aria-hidden="true" className="space-y-3">
        <div className="h-8 w-64 max-w-full animate-pulse rounded-lg bg-muted motion-reduce:animate-none" />
        <div className="h-5 w-full max-w-2xl animate-pulse rounded-lg bg-muted motion-reduce:animate-none" />
      </div>
      <div
        aria-hidden="true"
        className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
      >
        <div className="h-[372px] animate-pulse rounded-2xl border bg-card/70 motion-reduce:animate-none" />
        <div className="h-[372px] animate-pulse rounded-2xl border bg-card/70 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
