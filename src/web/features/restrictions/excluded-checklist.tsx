import { useRef } from 'react';
import type { Player } from '../../../shared/contracts/player.ts';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { RowSketch } from '../../components/row-sketch.tsx';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { SearchField } from '../../components/search-field.tsx';
import { cn } from '../../lib/cn.ts';
import { usePlayerSearch } from '../../lib/use-player-search.ts';
import { idOf, useVirtualList } from '../../lib/use-virtual-list.ts';
import { scrollShadows } from './scroll-shadows.ts';

/** A row: a 36 px avatar in 8 px of padding each side, its border, and 8 px to the next. */
const ROW_HEIGHT = 54;
const ROW_GAP = 8;

/**
 * Everyone the chosen person could give to, each a checkbox ticked when they may not;
 * searched and drawn near the screen only (docs/product.md §9.8). Arrows, Page Up/Down, Home
 * and End move between them.
 */
export function ExcludedChecklist({
  others,
  giverName,
  labelledBy,
  isChecked,
  isDisabled,
  onToggle,
}: {
  others: readonly Player[];
  /** Whose list this is: the search field says so, beside the list of everyone. */
  giverName: string;
  labelledBy: string;
  isChecked: (id: string) => boolean;
  isDisabled: boolean;
  onToggle: (id: string) => void;
}) {
  const { search, setSearch, shown } = usePlayerSearch(others);
  const boxRef = useRef<HTMLDivElement>(null);
  const list = useVirtualList({
    items: shown,
    estimateRowHeight: ROW_HEIGHT,
    gap: ROW_GAP,
    scrollBox: boxRef,
    pageStep: 5,
    arrowKeys: true,
    keyOf: idOf,
  });

  return (
    <fieldset aria-labelledby={labelledBy} className="mt-4 min-w-0">
      <SearchField
        className="mb-3"
        label={organiserMessages.search.labelFor(giverName)}
        value={search}
        onChange={setSearch}
        shown={shown.length}
        total={others.length}
      />
      <div
        ref={boxRef}
        style={scrollShadows}
        className="-mx-1 max-h-[300px] overflow-y-auto overscroll-contain px-1 py-1"
      >
        <ul {...list.containerProps}>
          {list.rows.map((row) => {
            const other = shown[row.index]!;
            if (list.isSketch(row))
              return <RowSketch key={other.id} rowProps={list.rowProps(row)} />;
            return (
              <li
                key={other.id}
                {...list.rowProps(row)}
                aria-setsize={shown.length}
                aria-posinset={row.index + 1}
              >
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
                  <span className="min-w-0 flex-1 truncate font-medium">{other.name}</span>
                  <input
                    type="checkbox"
                    data-item-index={row.index}
                    checked={isChecked(other.id)}
                    disabled={isDisabled}
                    onChange={() => onToggle(other.id)}
                    className="size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none disabled:cursor-default"
                  />
                </label>
              </li>
            );
          })}
        </ul>
      </div>
    </fieldset>
  );
}
