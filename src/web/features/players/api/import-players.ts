import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportPlayersRequest } from '../../../../shared/contracts/player-import.ts';
import { callApi } from '../../../lib/api-client.ts';
import { playerKeys } from '../../../lib/query-keys.ts';

/** 'Importer une liste' (docs/product.md §4.8): each line's verdict; all added, or none. */
export function importPlayers(secretSantaId: string, body: ImportPlayersRequest) {
  return callApi('POST /api/secret-santas/{id}/players/import', {
    params: { id: secretSantaId },
    body,
  });
}

export function useImportPlayers(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportPlayersRequest) => importPlayers(secretSantaId, body),
    onSuccess: ({ imported }) => {
      if (imported > 0)
        void queryClient.invalidateQueries({ queryKey: playerKeys.list(secretSantaId) });
    },
  });
}
