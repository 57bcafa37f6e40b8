import { queryOptions, useQuery } from '@tanstack/react-query';
import { secretSantaQuery } from './get-secret-santa.ts';
import { callApi } from '../api-client.ts';
import { playerKeys } from '../query-keys.ts';

/** The event's players, in the order they were added. */
export function getPlayers(secretSantaId: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi('GET /api/secret-santas/{id}/players', { params: { id: secretSantaId }, signal });
}

export function playersQuery(secretSantaId: string) {
  return queryOptions({
    queryKey: playerKeys.list(secretSantaId),
    queryFn: ({ signal }) => getPlayers(secretSantaId, { signal }),
    // Kept fresh by the event's read, which carries the players (usePlayers), and by the changes
    // that ask for the list again.
    staleTime: Infinity,
    // Each list replaces the last as it is: comparing a company's players with the last list's,
    // to keep those that did not change, is a long task after 'Notifier' (docs/benchmarks.md).
    structuralSharing: false,
  });
}

/**
 * The event's players, and whether they may be out of date. A screen showing them observes the
 * event too, whose read carries them: opened after 30 s, it asks for that one read again. The
 * list aged on its own, a tab showing both read 10,000 people twice, and a draw clicked
 * meanwhile waited behind both (docs/benchmarks.md).
 */
export function usePlayers(secretSantaId: string) {
  // Read for its refresh; of its changes, only a failure renders here.
  const event = useQuery({
    ...secretSantaQuery(secretSantaId),
    select: nothing,
    notifyOnChangeProps: ['isError'],
  });
  const players = useQuery({ ...playersQuery(secretSantaId), select: (data) => data.players });
  return {
    players,
    /**
     * The list shown is the last one read, and reading it again failed: through the event's
     * read, or its own.
     */
    isOutOfDate: players.data !== undefined && (event.isError || players.isError),
  };
}

const nothing = () => null;
