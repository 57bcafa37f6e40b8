import { useMemo, useRef } from 'react';
import type { Player } from '../../../shared/contracts/player.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { RowSketch } from '../../components/row-sketch.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { cn } from '../../lib/cn.ts';
import { usePlayerSearch } from '../../lib/use-player-search.ts';
import { idOf, useVirtualList } from '../../lib/use-virtual-list.ts';
import { scrollShadows } from './scroll-shadows.ts';

const t = organiserMessages.restrictions;
/** A row: a 36 px avatar in 8 px of padding each side, and 4 px to the next. */
const ROW_HEIGHT = 54;
const ROW_GAP = 4;

/**
 * The Restrictions tab's participants, each a button that opens their list, with the number
 * of people they cannot give to; searched and drawn near the screen only (docs/product.md
 * §9.8). Arrows, Page Up/Down, Home and End move between them.
 */
export function RestrictionPlayerList({
  players,
  labelledBy,
  selectedId,
  countOf,
  householdOf,
  onSelect,
}: {
  players: readonly Player[];
  labelledBy: string;
  selectedId: string | null;
  /** How many the player cannot give to, in the working copy. */
  countOf: (player: Player) => number;
  householdOf: ReadonlyMap<string, string>;
  onSelect: (id: string | null) => void;
}) {
  const { search, setSearch, shown } = usePlayerSearch(players);
  const boxRef = useRef<HTMLDivElement>(null);
  // Sought once per list and choice, not at every scroll frame: 10,000 people.
  const selectedIndex = useMemo(
    () => shown.findIndex((player) => player.id === selectedId),
    [shown, selectedId],
  );
  const list = useVirtualList({
    items: shown,
    estimateRowHeight: ROW_HEIGHT,
    gap: ROW_GAP,
    scrollBox: boxRef,
    pageStep: 5,
    arrowKeys: true,
    // The editor gives the focus back to the chosen person's button when it closes.
    keptIndex: selectedIndex,
    keyOf: idOf,
  });

  return (
    <>
      <SearchField
        className="mt-3"
        value={search}
        onChange={setSearch}
        shown={shown.length}
        total={players.length}
      />
      <div
        ref={boxRef}
        style={scrollShadows}
        className="-mx-1 mt-3 h-[300px] overflow-y-auto overscroll-contain px-1 py-1"
      >
        <ul aria-labelledby={labelledBy} {...list.containerProps}>
          {list.rows.map((row) => {
            const player = shown[row.index]!;
            if (list.isSketch(row))
              return <RowSketch key={player.id} rowProps={list.rowProps(row)} />;
            const count = countOf(player);
            const isSelected = player.id === selectedId;
            const household = householdOf.get(player.id);
            return (
              <li
                key={player.id}
                {...list.rowProps(row)}
                aria-setsize={shown.length}
                aria-posinset={row.index + 1}
              >
                <button
                  type="button"
                  data-item-index={row.index}
                  data-player-id={player.id}
                  aria-pressed={isSelected}
                  onClick={() => onSelect(isSelected ? null : player.id)}
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
                    {household !== undefined ? (
                      <span className="block truncate text-xs text-muted-foreground">
                        {t.householdOf(household)}
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
      </div>
    </>
  );
}
