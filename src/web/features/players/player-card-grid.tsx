import { memo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { Player } from '../../../shared/contracts/player.ts';
import { idOf, useVirtualList } from '../../lib/use-virtual-list.ts';

/** Tailwind's `lg` and `sm` widths: three cards a row, then two, then one. */
const COLUMN_QUERIES = [
  ['(min-width: 64rem)', 3],
  ['(min-width: 40rem)', 2],
] as const;
/** A card with an address and gift ideas, as measured; cards are measured once drawn. */
const ESTIMATED_CARD_HEIGHT = 300;
/** `gap-4`, between cards and between rows. */
const GAP = 16;

/**
 * The participants' cards as a feed (WAI-ARIA `feed`: each card an article that knows its
 * place in the list), drawn a few rows around the screen only, so that 10,000 participants
 * cost what 30 do (docs/product.md §9.8). Page Down and Page Up move to the next and the
 * previous card, Home and End to the first and the last.
 */
export function PlayerCardGrid({
  players,
  label,
  renderCard,
}: {
  players: readonly Player[];
  /** The feed's accessible name. */
  label: string;
  /** One card; the props go on its article. */
  renderCard: (player: Player, place: CardPlace) => ReactNode;
}) {
  const columns = useColumns();
  const list = useVirtualList({
    items: players,
    columns,
    estimateRowHeight: ESTIMATED_CARD_HEIGHT,
    gap: GAP,
    keyOf: idOf,
  });
  const gridColumns = `repeat(${columns}, minmax(0, 1fr))`;
  const card = (index: number) => (
    <GridCard
      key={players[index]!.id}
      player={players[index]!}
      index={index}
      setSize={players.length}
      renderCard={renderCard}
    />
  );
  return (
    // A feed is busy while its articles come and go (WAI-ARIA): here, while it is skimmed
    // (`containerProps`' aria-busy).
    <div role="feed" aria-label={label} {...list.containerProps}>
      {list.isWhole ? (
        // One grid for the whole list: a change of columns (a phone turned, a window resized)
        // only lays the cards out again. Rows keyed by their columns would remount every
        // card, and close the dialog one of them had open ('Retirer du tirage ?').
        <div className="grid gap-4" style={{ gridTemplateColumns: gridColumns }}>
          {players.map((_, index) => card(index))}
        </div>
      ) : (
        list.rows.map((row) => {
          const rowProps = list.rowProps(row);
          return (
            <div
              key={row.key}
              {...rowProps}
              className="grid gap-4"
              style={{ ...rowProps.style, gridTemplateColumns: gridColumns }}
            >
              {list.isSketch(row)
                ? list.itemsOf(row).map((index) => <CardSketch key={index} />)
                : list.itemsOf(row).map(card)}
            </div>
          );
        })
      )}
    </div>
  );
}

/**
 * A card drawn again only when its player, its place or the panel changes: scrolling draws
 * the cards coming on screen, not those already there.
 */
const GridCard = memo(function GridCard({
  player,
  index,
  setSize,
  renderCard,
}: {
  player: Player;
  index: number;
  setSize: number;
  renderCard: (player: Player, place: CardPlace) => ReactNode;
}) {
  return (
    <div className="grid">
      {renderCard(player, {
        'data-item-index': index,
        'aria-posinset': index + 1,
        'aria-setsize': setSize,
        tabIndex: -1,
      })}
    </div>
  );
});

/**
 * A card's outline, drawn while the list is skimmed (`useVirtualList`): an element or two where
 * a card has some forty, so that a fling keeps its frames (docs/benchmarks.md).
 */
function CardSketch() {
  return (
    <div className="flex items-start gap-4 rounded-2xl border bg-card p-5">
      <div className="size-14 shrink-0 rounded-full bg-muted" />
      <div className="mt-1 h-5 w-1/2 rounded-md bg-muted" />
    </div>
  );
}

/** Where a card sits in the feed, for its article. */
export type CardPlace = {
  'data-item-index': number;
  'aria-posinset': number;
  'aria-setsize': number;
  tabIndex: -1;
};

function useColumns(): number {
  return useSyncExternalStore(subscribeToWidth, columnsForWidth, () => 1);
}

function columnsForWidth(): number {
  return COLUMN_QUERIES.find(([query]) => window.matchMedia(query).matches)?.[1] ?? 1;
}

function subscribeToWidth(onChange: () => void): () => void {
  const lists = COLUMN_QUERIES.map(([query]) => window.matchMedia(query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}
