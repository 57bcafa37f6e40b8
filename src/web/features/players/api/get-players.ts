import { useQuery } from '@tanstack/react-query';
import { PlayerListResponseSchema } from '../../../../shared/contracts/player.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { playerKeys } from '../../../lib/query-keys.ts';

/** The event's players, in the order they were added. */
export function getPlayers(secretSantaId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(`/api/secret-santas/${encodeURIComponent(secretSantaId)}/players`, {
    schema: PlayerListResponseSchema,
    signal,
  });
}

export function usePlayers(secretSantaId: string) {
  return useQuery({
    queryKey: playerKeys.list(secretSantaId),
    queryFn: ({ signal }) => getPlayers(secretSantaId, { signal }),
    select: (data) => data.players,
  });
}
