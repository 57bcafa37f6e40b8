import { messages } from '../../../shared/messages.ts';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import type { Player } from '../../../shared/contracts/player.ts';
import { searchPlayers } from '../../../shared/players/search-players.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { AlertIcon, CloseIcon, UsersIcon } from '../../components/icons.tsx';
import { PlusIcon, TrashIcon } from '../../components/organiser-icons.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import {
  addMember,
  createHouseholdDraft,
  type HouseholdDraft,
  newHouseholdNameProblem,
  removeMember,
} from './households-draft.ts';

const joinNames = messages.format.list;

const t = organiserMessages.restrictions;
/** Households shown at first, and added by each 'Afficher les foyers suivants'. */
const HOUSEHOLDS_PAGE = 20;
/** People offered at once to join a household; typing finds the others. */
const CANDIDATES_SHOWN = 6;

/**
 * The 'Foyers' card of the Restrictions tab (docs/product.md §5.5): households whose members
 * never give to each other. Edits go to the tab's working copy, saved with the restrictions;
 * read-only after the draw. A household of more than half the group is flagged at once.
 */
export function HouseholdsEditor({
  players,
  households,
  problems,
  isLocked,
  onChange,
}: {
  players: readonly Player[];
  households: readonly HouseholdDraft[];
  /** What keeps each household from being saved, by key; `''`: all of them together. */
  problems: ReadonlyMap<string, string>;
  isLocked: boolean;
  onChange: (next: HouseholdDraft[]) => void;
}) {
  const headingId = useId();
  const nameById = useMemo(
    () => new Map(players.map((player) => [player.id, player.name])),
    [players],
  );
  const nameOf = (id: string) => nameById.get(id) ?? t.unknownPlayer;
  // A player is in one household at most: only those in none can be added to one.
  const candidates = useMemo(() => {
    const inAnyHousehold = new Set(households.flatMap((household) => household.playerIds));
    return players.filter((player) => !inAnyHousehold.has(player.id));
  }, [players, households]);
  // Households come a page at a time (docs/product.md §9.8).
  const [shownCount, setShownCount] = useState(HOUSEHOLDS_PAGE);

  return (
    <Card className="p-4 sm:p-5">
      <h3 id={headingId} className="font-display text-lg font-bold">
        {t.householdsHeading}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t.householdsIntro}</p>
      {problems.has('') ? (
        <Alert tone="error" className="mt-3 [&>svg]:shrink-0">
          {problems.get('')}
        </Alert>
      ) : null}
      {households.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {isLocked ? t.householdsEmptyReadOnly : t.householdsEmpty}
        </p>
      ) : (
        <ul aria-labelledby={headingId} className="mt-4 grid grid-cols-1 gap-3 lg:grid-cols-2">
          {households.slice(0, shownCount).map((household) => (
            <li key={household.key} className="min-w-0">
              {isLocked ? (
                <HouseholdSummary household={household} nameOf={nameOf} />
              ) : (
                <HouseholdCard
                  candidates={candidates}
                  household={household}
                  problem={problems.get(household.key) ?? null}
                  households={households}
                  players={players}
                  nameOf={nameOf}
                  onChange={onChange}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {households.length > shownCount ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => setShownCount((count) => count + HOUSEHOLDS_PAGE)}
        >
          {t.householdsMore(households.length - shownCount)}
        </Button>
      ) : null}
      {isLocked ? null : (
        <NewHouseholdForm
          households={households}
          onCreate={(draft) => {
            onChange([...households, draft]);
            // The new household comes last: it shows, even past the page shown so far.
            setShownCount((count) => Math.max(count, households.length + 1));
          }}
        />
      )}
    </Card>
  );
}

function HouseholdSummary({
  household,
  nameOf,
}: {
  household: HouseholdDraft;
  nameOf: (id: string) => string;
}) {
  return (
    <div className="rounded-xl border bg-muted/40 px-3 py-2.5">
      <p className="font-semibold break-words">{household.name}</p>
      <p className="mt-0.5 text-sm text-muted-foreground">
        {joinNames(household.playerIds.map(nameOf))}
      </p>
    </div>
  );
}

function HouseholdCard({
  candidates,
  household,
  problem,
  households,
  players,
  nameOf,
  onChange,
}: {
  /** Those in no household, the only ones who can join one. */
  candidates: readonly Player[];
  household: HouseholdDraft;
  problem: string | null;
  households: readonly HouseholdDraft[];
  players: readonly Player[];
  nameOf: (id: string) => string;
  onChange: (next: HouseholdDraft[]) => void;
}) {
  const nameId = useId();
  const problemId = useId();
  const label = household.name.trim() || t.householdsHeading;
  const isTooBig = 2 * household.playerIds.length > players.length;
  const update = (changes: Partial<HouseholdDraft>) =>
    onChange(
      households.map((other) => (other.key === household.key ? { ...other, ...changes } : other)),
    );

  return (
    <div className="rounded-xl border p-3">
      <div className="flex items-center gap-2">
        <UsersIcon aria-hidden="true" className="shrink-0 text-muted-foreground" />
        <Input
          id={nameId}
          aria-label={t.householdNameLabel(label)}
          aria-invalid={problem !== null && household.playerIds.length >= 2 ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          value={household.name}
          onChange={(event) => update({ name: event.target.value })}
          className="h-10 min-w-0 flex-1 font-semibold"
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.deleteHousehold(label)}
          className="size-11 shrink-0 rounded-full text-muted-foreground"
          onClick={() => onChange(households.filter((other) => other.key !== household.key))}
        >
          <TrashIcon />
        </Button>
      </div>
      {household.playerIds.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {household.playerIds.map((id) => (
            <li
              key={id}
              className="inline-flex max-w-full items-center gap-1 rounded-full border bg-muted/50 py-0.5 pr-0.5 pl-3 text-sm font-medium"
            >
              <span className="min-w-0 truncate">{nameOf(id)}</span>
              <button
                type="button"
                aria-label={t.removeMember(nameOf(id), label)}
                onClick={() => onChange(removeMember(households, household.key, id))}
                className="grid size-8 shrink-0 cursor-pointer place-items-center rounded-full text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {candidates.length > 0 ? (
        <MemberPicker
          household={label}
          candidates={candidates}
          onAdd={(id) => onChange(addMember(households, household.key, id))}
        />
      ) : null}
      {problem ? (
        <p id={problemId} className="mt-2 text-sm font-medium text-gold-foreground">
          {household.playerIds.length === 0 ? t.householdNoMembers : problem}
        </p>
      ) : null}
      {isTooBig ? (
        <p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-destructive">
          <AlertIcon className="mt-0.5 shrink-0" />
          {t.householdTooBig}
        </p>
      ) : null}
    </div>
  );
}

/**
 * 'Ajouter un membre…': a search among those in no household, offering the first few that
 * match as buttons; a family sees all its candidates without typing, a company types a name.
 */
function MemberPicker({
  household,
  candidates,
  onAdd,
}: {
  household: string;
  candidates: readonly Player[];
  onAdd: (id: string) => void;
}) {
  const inputId = useId();
  const [search, setSearch] = useState('');
  const matches = searchPlayers(candidates, search);
  const offered = matches.slice(0, CANDIDATES_SHOWN);
  return (
    <div className="mt-3">
      <label htmlFor={inputId} className="sr-only">
        {t.addMember(household)}
      </label>
      <Input
        id={inputId}
        type="search"
        value={search}
        placeholder={t.addMemberPlaceholder}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      {offered.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {offered.map((player) => (
            <li key={player.id} className="min-w-0">
              <Button
                variant="outline"
                size="sm"
                aria-label={t.addNamedMember(player.name, household)}
                className="max-w-full"
                onClick={() => {
                  onAdd(player.id);
                  setSearch('');
                }}
              >
                <PlusIcon />
                <span className="truncate">{player.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Only the household being typed in speaks: the others' counts change with it. */}
      <p className="mt-1.5 text-xs text-muted-foreground" role={search ? 'status' : undefined}>
        {matches.length > offered.length
          ? t.moreCandidates(matches.length - offered.length)
          : offered.length === 0
            ? t.noCandidate
            : ''}
      </p>
    </div>
  );
}

function NewHouseholdForm({
  households,
  onCreate,
}: {
  households: readonly HouseholdDraft[];
  onCreate: (draft: HouseholdDraft) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = newHouseholdNameProblem(name, households);
    if (problem) {
      setError(problem);
      return;
    }
    onCreate(createHouseholdDraft(name, households));
    setName('');
    setError(null);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 border-t pt-4">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {t.newHouseholdLabel}
      </label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          value={name}
          placeholder={t.newHouseholdPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="outline">
          <PlusIcon />
          {t.createHousehold}
        </Button>
      </div>
      {error ? (
        <div className="mt-1.5">
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      ) : null}
    </form>
  );
}
