import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { organiserKeys } from '../../../lib/query-keys.ts';

/** « Retirer »: a co-organiser, or an invitation still waiting (the owner only). */
export function useRemoveCoOrganiser(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (coOrganiserId: string) =>
      callApi('DELETE /api/secret-santas/{id}/co-organisers/{coOrganiserId}', {
        params: { id: secretSantaId, coOrganiserId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organiserKeys.list(secretSantaId) }),
  });
}
