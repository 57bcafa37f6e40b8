import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import {
  type DrawRules,
  type Household,
  householdByMember,
} from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { CheckIcon, CloseIcon, UsersIcon } from '../../components/icons.tsx';
import { BanIcon } from '../../components/organiser-icons.tsx';
import { EmptyCard } from '../../components/empty-card.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { TabPanel } from '../../components/tab-panel.tsx';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { errorMessageOf, hasErrorCode } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { secretSantaKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { usePlayers } from '../players/api/get-players.ts';
import { useSaveRestrictions } from './api/save-restrictions.ts';
import { joinFrenchList } from '../../../shared/draw/describe-blocking-group.ts';
import {
  countRestrictions,
  hasUnsavedChanges,
  restrictionsPayload,
  toggleId,
  workingList,
} from './restrictions-draft.ts';
import type { RestrictionEdits } from './restrictions-draft.ts';
import { NO_CHANGES, useWorkingCopy, type WorkingCopy } from './restrictions-working-copy.ts';
import { checkRestrictions } from '../../../shared/draw/draw-assignments.ts';
import { HouseholdsEditor } from './households-editor.tsx';
import {
  type HouseholdDraft,
  householdProblems,
  householdsChanged,
  householdsPayload,
  savedHouseholds,
} from './households-draft.ts';

const t = organiserMessages.restrictions;
const NO_EDITS: RestrictionEdits = {};

/** Whether saving would change anything: a one-way list or a household. */
function hasChanges(players: readonly Player[], copy: WorkingCopy): boolean {
  return (
    hasUnsavedChanges(players, copy.excluded) ||
    (copy.households !== null && householdsChanged(players, copy.households))
  );
}
/** Keeps the alert's icon full size when a long message wraps. */
const ALERT_ICON_FIXED = '[&>svg]:shrink-0';

/**
 * A soft shadow at the top or bottom edge of a scrolling list while more of it is hidden
 * there (the covers scroll with the content, the shadows stay), so a 300 px list that hides
 * someone shows it.
 */
const edgeShadow = (y: string) =>
  `radial-gradient(farthest-side at 50% ${y}, var(--scroll-shadow), transparent)`;
const scrollShadows = {
  '--scroll-shadow': 'color-mix(in oklab, var(--foreground) 16%, transparent)',
  background: [
    'linear-gradient(var(--card) 30%, transparent) top / 100% 2.5rem no-repeat local',
    'linear-gradient(transparent, var(--card) 70%) bottom / 100% 2.5rem no-repeat local',
    `${edgeShadow('0')} top / 100% 0.75rem no-repeat scroll`,
    `${edgeShadow('100%')} bottom / 100% 0.75rem no-repeat scroll`,
  ].join(', '),
} as CSSProperties;

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
  const players = usePlayers(secretSantaId);
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
          {players.isError ? <Alert tone="info">{messages.app.staleData}</Alert> : null}
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
  const editorHeadingId = useId();
  const summaryHeadingId = useId();
  const queryClient = useQueryClient();
  const save = useSaveRestrictions(secretSantaId);
  const [copy, setCopy] = useWorkingCopy(
    secretSantaId,
    (working) => !isLocked && hasChanges(players, working),
  );
  const edits = copy.excluded;
  const [saveError, setSaveError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const editorRef = useRef<HTMLDivElement>(null);

  // After the draw the lists are what was saved; edits are ignored (docs/product.md §5.4).
  const activeEdits = isLocked ? NO_EDITS : edits;
  const households: readonly HouseholdDraft[] = useMemo(
    () => (isLocked ? null : copy.households) ?? savedHouseholds(players),
    [isLocked, copy.households, players],
  );
  const householdOf = householdByMember(households);
  const householdProblemByKey = useMemo(
    () => householdProblems(players, households),
    [players, households],
  );
  const selected = players.find((player) => player.id === selectedId) ?? null;
  const others = selected ? players.filter((player) => player.id !== selected.id) : [];
  const selectedList = selected ? workingList(selected, activeEdits) : [];
  const isDirty = !isLocked && hasChanges(players, copy);
  // The households the check counts: those that could be saved, as one text, so that typing a
  // name does not run the check again until the name is valid.
  const checkedHouseholds = JSON.stringify(
    householdProblemByKey.has('')
      ? []
      : householdsPayload(
          players,
          households.filter((household) => !householdProblemByKey.has(household.key)),
        ),
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
  const nameOf = (id: string) =>
    players.find((player) => player.id === id)?.name ?? t.unknownPlayer;
  const householdLines = households
    .filter((household) => household.playerIds.length > 0)
    .map((household) => ({
      id: household.key,
      text: t.summaryHousehold(
        household.name.trim(),
        joinFrenchList(household.playerIds.map(nameOf)),
      ),
    }));
  const exclusionLines = players.flatMap((player) => {
    const excluded = workingList(player, activeEdits);
    return excluded.length > 0
      ? [{ id: player.id, text: t.summaryLine(player.name, joinFrenchList(excluded.map(nameOf))) }]
      : [];
  });
  const summary = [...householdLines, ...exclusionLines];

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
      const { feasibility: saved } = await save.mutateAsync({
        excluded: restrictionsPayload(players, edits),
        households: householdsPayload(players, households),
      });
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
          {feasibility.message}
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
        <Card className="p-4 sm:p-5">
          <h3 id={listHeadingId} className="font-display text-lg font-bold">
            {t.playersHeading(players.length)}
          </h3>
          <ul
            ref={listRef}
            aria-labelledby={listHeadingId}
            style={scrollShadows}
            className="-mx-1 mt-3 h-[300px] space-y-1 overflow-y-auto overscroll-contain px-1 py-1"
          >
            {players.map((player) => {
              const count = workingList(player, activeEdits).length;
              const isSelected = player.id === selectedId;
              return (
                <li key={player.id}>
                  <button
                    type="button"
                    data-player-id={player.id}
                    aria-pressed={isSelected}
                    onClick={() => setSelectedId(isSelected ? null : player.id)}
                    className={cn(
                      'flex w-full cursor-pointer items-center gap-3 rounded-xl border px-2.5 py-2 text-left transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                      isSelected
                        ? 'border-primary/50 bg-accent text-accent-foreground dark:border-gold/60'
                        : 'border-transparent hover:bg-muted',
                    )}
                  >
                    <PersonAvatar
                      name={player.name}
                      imageUrl={player.imageUrl}
                      size="sm"
                      isDecorative
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">{player.name}</span>
                      {householdOf.has(player.id) ? (
                        <span className="block truncate text-xs text-muted-foreground">
                          {t.householdOf(householdOf.get(player.id) ?? '')}
                        </span>
                      ) : null}
                    </span>
                    <span
                      role="img"
                      aria-label={t.exclusionCount(count)}
                      className={cn(
                        'grid h-6 min-w-6 shrink-0 place-items-center rounded-full px-1.5 text-xs font-bold tabular-nums',
                        count > 0
                          ? 'bg-primary text-primary-foreground'
                          : 'bg-muted text-muted-foreground',
                      )}
                    >
                      {count}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </Card>

        <div ref={editorRef} className="grid min-w-0 scroll-mt-4 grid-cols-1">
          <Card className={cn('p-4 sm:p-5', !selected && 'border-dashed')}>
            {selected ? (
              <>
                <div className="flex items-start gap-3">
                  <PersonAvatar
                    name={selected.name}
                    imageUrl={selected.imageUrl}
                    size="sm"
                    isDecorative
                  />
                  <h3
                    id={editorHeadingId}
                    className="min-w-0 flex-1 self-center font-display text-lg leading-snug font-bold break-words"
                  >
                    <KeepColonAttached text={t.cannotGiveTo(selected.name)} />
                  </h3>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t.close}
                    className="-mt-1 -mr-2 rounded-full text-lg"
                    onClick={closeEditor}
                  >
                    <CloseIcon />
                  </Button>
                </div>
                {others.length === 0 ? (
                  <p className="mt-4 text-sm text-muted-foreground">{t.noOtherPlayers}</p>
                ) : (
                  <fieldset aria-labelledby={editorHeadingId} className="mt-4 min-w-0">
                    <ul
                      style={scrollShadows}
                      className="-mx-1 max-h-[300px] space-y-2 overflow-y-auto overscroll-contain px-1 py-1"
                    >
                      {others.map((other) => (
                        <li key={other.id}>
                          <label
                            className={cn(
                              'flex cursor-pointer items-center gap-3 rounded-xl border bg-card px-3 py-2 transition-colors hover:bg-muted',
                              'has-checked:border-primary/40 has-checked:bg-destructive-soft',
                              'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-ring',
                              'has-disabled:cursor-default has-disabled:hover:bg-card has-disabled:has-checked:hover:bg-destructive-soft',
                            )}
                          >
                            <PersonAvatar
                              name={other.name}
                              imageUrl={other.imageUrl}
                              size="sm"
                              isDecorative
                            />
                            <span className="min-w-0 flex-1 truncate font-medium">
                              {other.name}
                            </span>
                            <input
                              type="checkbox"
                              checked={selectedList.includes(other.id)}
                              disabled={isLocked || save.isPending}
                              onChange={() => toggle(other.id)}
                              className="size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none disabled:cursor-default"
                            />
                          </label>
                        </li>
                      ))}
                    </ul>
                  </fieldset>
                )}
              </>
            ) : (
              <div className="grid h-full min-h-40 place-items-center content-center gap-3 text-center">
                <span className="grid size-12 place-items-center rounded-2xl bg-accent text-xl text-accent-foreground">
                  <BanIcon />
                </span>
                <p className="max-w-xs text-sm text-muted-foreground">
                  {isLocked ? t.selectPromptReadOnly : t.selectPrompt}
                </p>
              </div>
            )}
          </Card>
        </div>
      </div>

      <Card className="p-4 sm:p-5">
        <h3 id={summaryHeadingId} className="font-display text-lg font-bold">
          {t.summary}
        </h3>
        {summary.length > 0 ? (
          <ul aria-labelledby={summaryHeadingId} className="mt-3 space-y-2 text-sm">
            {householdLines.map((line) => (
              <li key={line.id} className="flex items-start gap-2.5 leading-relaxed">
                <UsersIcon className="mt-1 shrink-0 text-primary-text" />
                <span className="min-w-0 break-words">{line.text}</span>
              </li>
            ))}
            {exclusionLines.map((line) => (
              <li key={line.id} className="flex items-start gap-2.5 leading-relaxed">
                <BanIcon className="mt-1 shrink-0 text-primary-text" />
                <span className="min-w-0 break-words">{line.text}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">{t.summaryEmpty}</p>
        )}
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

/**
 * French puts a space before ':'; the last word and the colon wrap together, so the colon
 * never starts a line alone. The text (and so the accessible name) is unchanged.
 */
function KeepColonAttached({ text }: { text: string }) {
  const match = /^(.*) (\S+ :)$/s.exec(text);
  if (!match) return text;
  return (
    <>
      {match[1]} <span className="whitespace-nowrap">{match[2]}</span>
    </>
  );
}
