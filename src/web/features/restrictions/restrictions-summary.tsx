import { useState } from 'react';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { UsersIcon } from '../../components/icons.tsx';
import { BanIcon } from '../../components/organiser-icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { HouseholdDraft } from './households-draft.ts';
import { type RestrictionEdits, workingList } from './restrictions-draft.ts';

const t = organiserMessages.restrictions;
const joinNames = messages.format.list;
/** Summary lines shown at first, and added by each 'Afficher la suite'. */
const SUMMARY_PAGE = 100;

export type SummaryLine = { id: string; isHousehold: boolean; text: string };

/** The restrictions in sentences: each household with its members, then each person's list. */
export function summaryLines(
  players: readonly Player[],
  households: readonly HouseholdDraft[],
  edits: RestrictionEdits,
  nameById: ReadonlyMap<string, string>,
): SummaryLine[] {
  const nameOf = (id: string) => nameById.get(id) ?? t.unknownPlayer;
  const householdLines = households
    .filter((household) => household.playerIds.length > 0)
    .map((household) => ({
      id: household.key,
      isHousehold: true,
      text: t.summaryHousehold(household.name.trim(), joinNames(household.playerIds.map(nameOf))),
    }));
  const exclusionLines = players.flatMap((player) => {
    const excluded = workingList(player, edits);
    return excluded.length > 0
      ? [
          {
            id: player.id,
            isHousehold: false,
            text: t.summaryLine(player.name, joinNames(excluded.map(nameOf))),
          },
        ]
      : [];
  });
  return [...householdLines, ...exclusionLines];
}

/** The summary's lines, a page at a time: a company's can hold 10,000 (docs/product.md §9.8). */
export function SummaryList({
  lines,
  labelledBy,
}: {
  lines: readonly SummaryLine[];
  labelledBy: string;
}) {
  const [length, setLength] = useState(SUMMARY_PAGE);
  const shown = lines.slice(0, length);
  return (
    <>
      {lines.length > 0 ? (
        <ul aria-labelledby={labelledBy} className="mt-3 space-y-2 text-sm">
          {shown.map((line) => (
            <li key={line.id} className="flex items-start gap-2.5 leading-relaxed">
              {line.isHousehold ? (
                <UsersIcon className="mt-1 shrink-0 text-primary-text" />
              ) : (
                <BanIcon className="mt-1 shrink-0 text-primary-text" />
              )}
              <span className="min-w-0 break-words">{line.text}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">{t.summaryEmpty}</p>
      )}
      {lines.length > shown.length ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          onClick={() => setLength((current) => current + SUMMARY_PAGE)}
        >
          {t.summaryMore(lines.length - shown.length)}
        </Button>
      ) : null}
    </>
  );
}
