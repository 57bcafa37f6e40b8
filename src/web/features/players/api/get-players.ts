import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerListResponseSchema } from '../../../../shared/contracts/player.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { playerKeys } from '../../../lib/query-keys.ts';

/** The event's players, in the order they were added. */
export function getPlayers(secretSantaId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<typeof PlayerListResponseSchema>(
    `/api/secret-santas/${encodeURIComponent(secretSantaId)}/players`,
    { signal },
  );
}

export function playersQuery(secretSantaId: string) {
  return queryOptions({
    queryKey: playerKeys.list(secretSantaId),
    queryFn: ({ signal }) => getPlayers(secretSantaId, { signal }),
    // Each list replaces the last as it is: comparing 10,000 players with the last list's, to
    // keep those that did not change, cost 0.3 s of the page's time after 'Notifier'
    // (docs/benchmarks.md).
    structuralSharing: false,
  });
}

export function usePlayers(secretSantaId: string) {
  return useQuery({ ...playersQuery(secretSantaId), select: (data) => data.players });
}
