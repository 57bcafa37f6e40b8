import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DrawRules } from '../../../../shared/contracts/draw.ts';
import type { SecretSanta } from '../../../../shared/contracts/secret-santa.ts';
import { callApi } from '../../../lib/api-client.ts';
import { secretSantaKeys } from '../../../lib/query-keys.ts';

/**
 * Saves how the draw is made (docs/product.md §6.1), and says whether a draw is still possible
 * under them. 409 DRAW_LOCKED once the year's draw exists.
 */
export function saveDrawRules(secretSantaId: string, body: DrawRules) {
  return callApi('PUT /api/secret-santas/{id}/draw/rules', { params: { id: secretSantaId }, body });
}

export function useSaveDrawRules(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DrawRules) => saveDrawRules(secretSantaId, body),
    onSuccess: ({ drawRules }) => {
      queryClient.setQueryData<{ secretSanta: SecretSanta }>(
        secretSantaKeys.detail(secretSantaId),
        (previous) => previous && { secretSanta: { ...previous.secretSanta, drawRules } },
      );
    },
  });
}
