import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SecretSantaResponseSchema,
  UpdateSecretSantaRequestSchema,
} from '../../../../shared/contracts/secret-santa.ts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { secretSantaKeys } from '../../../lib/query-keys.ts';

type Settings = z.infer<typeof UpdateSecretSantaRequestSchema>;

/** The organiser's settings of one event (docs/product.md §7.4). */
export function updateSecretSantaSettings(id: string, body: Settings) {
  return apiRequest<typeof SecretSantaResponseSchema>(
    `/api/secret-santas/${encodeURIComponent(id)}`,
    { method: 'PATCH', body },
  );
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
