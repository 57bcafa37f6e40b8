import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecretSantaListResponse } from '../../../../shared/contracts/secret-santa.ts';
import { callApi } from '../../../lib/api-client.ts';
import { secretSantaKeys } from '../../../lib/query-keys.ts';

/** Deletes the event with its players, restrictions and draws. */
export function deleteSecretSanta(id: string) {
  return callApi('DELETE /api/secret-santas/{id}', { params: { id } });
}

export function useDeleteSecretSanta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSecretSanta,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<SecretSantaListResponse>(secretSantaKeys.all, (previous) =>
        previous
          ? { secretSantas: previous.secretSantas.filter((item) => item.id !== id) }
          : previous,
      );
      queryClient.removeQueries({ queryKey: secretSantaKeys.detail(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: secretSantaKeys.all, exact: true }),
  });
}
