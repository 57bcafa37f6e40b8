import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawState } from '../../../shared/contracts/draw.ts';
import { callApi } from '../api-client.ts';
import { drawKeys } from '../query-keys.ts';

/** The draw e-mails' progress is asked again every 2 s while some wait (docs/product.md §6.5). */
export const NOTIFICATION_POLL_MS = 2000;

/**
 * Whether this year's draw happened and how its e-mails are doing; never who gives to whom.
 * With `changedSince` (an earlier answer's cursor), only the players changed since are listed.
 */
export function getDraw(
  secretSantaId: string,
  { signal, changedSince }: { signal?: AbortSignal; changedSince?: string } = {},
) {
  return callApi('GET /api/secret-santas/{id}/draw', {
    params: { id: secretSantaId },
    query: { changedSince },
    signal,
  });
}

/**
 * The draw state, asking only for the players changed since `previous` (a company's poll is
 * then a few rows, not 10,000: docs/product.md §6.5) and putting them in its list. When the
 * list so made does not add up to the server's counts (someone left meanwhile), it is read
 * whole.
 */
export async function readDrawState(
  secretSantaId: string,
  previous: DrawState | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ draw: DrawState }> {
  const changedSince = previous?.notifications.cursor || undefined;
  const answer = await getDraw(secretSantaId, { signal, changedSince });
  if (!answer.draw.notifications.onlyChanged || !previous) return answer;
  const draw = withChangedRows(previous, answer.draw);
  return draw ? { draw } : getDraw(secretSantaId, { signal });
}

type Row = DrawState['notifications']['players'][number];
type Counts = Pick<DrawState['notifications'], 'total' | 'sent' | 'pending' | 'failed' | 'opened'>;

/**
 * Where each player is in a list that `withChangedRows` made: a poll finds its few rows without
 * going through 10,000. The next list keeps every place and adds its newcomers at the end, so it
 * shares the map (checked at each use).
 */
const placesOf = new WeakMap<readonly Row[], Map<string, number>>();
function placesIn(rows: readonly Row[]): Map<string, number> {
  let places = placesOf.get(rows);
  if (!places)
    placesOf.set(rows, (places = new Map(rows.map((row, index) => [row.playerId, index]))));
  return places;
}

/** What a row adds to the counts. */
function addTo(counts: Counts, row: Row, sign: 1 | -1): void {
  counts.total += sign;
  counts[row.status] += sign;
  if (row.openedOn !== null) counts.opened += sign;
}

/**
 * `previous`'s list with `changed`'s rows put in (a new player at the end, in the server's
 * order); the rows that did not change are the same objects, so a screen keeps what it made
 * of them. Null when the list does not match `changed`'s counts. Its cost is that of the
 * changed rows, and of copying the list.
 */
export function withChangedRows(previous: DrawState, changed: DrawState): DrawState | null {
  const before = previous.notifications;
  const rows = [...before.players];
  const places = placesIn(before.players);
  const counts: Counts = {
    total: before.total,
    sent: before.sent,
    pending: before.pending,
    failed: before.failed,
    opened: before.opened,
  };
  const isListWhole =
    rows.length === counts.total && counts.sent + counts.pending + counts.failed === counts.total;
  if (!isListWhole) return null;
  for (const row of changed.notifications.players) {
    const place = places.get(row.playerId);
    if (place !== undefined && rows[place]?.playerId !== row.playerId) return null;
    if (place === undefined) {
      places.set(row.playerId, rows.length);
      rows.push(row);
    } else {
      addTo(counts, rows[place]!, -1);
      rows[place] = row;
    }
    addTo(counts, row, 1);
  }
  placesOf.set(rows, places);
  const after = changed.notifications;
  const isConsistent = (['total', 'sent', 'pending', 'failed', 'opened'] as const).every(
    (count) => counts[count] === after[count],
  );
  if (!isConsistent) return null;
  return { ...changed, notifications: { ...after, onlyChanged: false, players: rows } };
}

function hasPendingMail(draw: DrawState | undefined): boolean {
  return (
    draw !== undefined &&
    draw.notifiedAt !== null &&
    draw.notifications.pending + draw.changeNotifications.pending > 0
  );
}

export function drawStateQuery(secretSantaId: string) {
  return queryOptions({
    queryKey: drawKeys.state(secretSantaId),
    queryFn: ({ signal, client }) =>
      readDrawState(
        secretSantaId,
        client.getQueryData<{ draw: DrawState }>(drawKeys.state(secretSantaId))?.draw,
        { signal },
      ),
    // Asked again when a tab showing it opens, unless it was just asked: the e-mails go out and
    // links are opened while the organiser looks elsewhere, and polling stops once nothing waits.
    staleTime: NOTIFICATION_POLL_MS,
    // Each answer replaces the last as it is: comparing a company's e-mails with the last
    // answer's, to keep what did not change, is a long task (docs/benchmarks.md).
    structuralSharing: false,
  });
}

export function useDrawState(secretSantaId: string) {
  return useQuery({
    ...drawStateQuery(secretSantaId),
    select: (data) => data.draw,
    refetchInterval: (query) =>
      hasPendingMail(query.state.data?.draw) ? NOTIFICATION_POLL_MS : false,
  });
}
