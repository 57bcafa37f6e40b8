import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSecretSantaRequestSchema } from '../../../../shared/contracts/secret-santa.ts';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client.ts';
import { secretSantaKeys } from '../../../lib/query-keys.ts';

type Settings = z.infer<typeof UpdateSecretSantaRequestSchema>;

/** The organiser's settings of one event (docs/product.md §7.4). */
export function updateSecretSantaSettings(id: string, body: Settings) {
  return callApi('PATCH /api/secret-santas/{id}', { params: { id }, body });
}

export function useUpdateSecretSantaSettings(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Settings) => updateSecretSantaSettings(id, body),
    onSuccess: ({ secretSanta }) => {
      queryClient.setQueryData(secretSantaKeys.detail(id), { secretSanta });
      void queryClient.invalidateQueries({ queryKey: secretSantaKeys.all, exact: true });
    },
  });
}
