import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  householdByMember,
  type SaveRestrictionsRequest,
} from '../../../../shared/contracts/draw.ts';
import type { Player } from '../../../../shared/contracts/player.ts';
import { callApi } from '../../../lib/api-client.ts';
import { playerKeys } from '../../../lib/query-keys.ts';

/**
 * Saves every player's list and the households at once, and says whether a draw is still
 * possible (the restrictions are saved either way). 409 DRAW_LOCKED once the year's draw
 * exists; 400 on a self-restriction, an unknown player or a household the rules refuse.
 */
export function saveRestrictions(secretSantaId: string, body: SaveRestrictionsRequest) {
  return callApi('PUT /api/secret-santas/{id}/restrictions', {
    params: { id: secretSantaId },
    body,
  });
}

export function useSaveRestrictions(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveRestrictionsRequest) => saveRestrictions(secretSantaId, body),
    onSuccess: (_data, { excluded, households }) => {
      // The saved lists and households become the players' own at once, then the list is
      // asked again.
      const householdOf = households && householdByMember(households);
      queryClient.setQueryData<{ players: Player[] }>(playerKeys.list(secretSantaId), (previous) =>
        previous
          ? {
              players: previous.players.map((player) => ({
                ...player,
                excluded: excluded[player.id] ?? player.excluded,
                household: householdOf ? (householdOf.get(player.id) ?? null) : player.household,
              })),
            }
          : previous,
      );
      void queryClient.invalidateQueries({ queryKey: playerKeys.list(secretSantaId) });
    },
  });
}
