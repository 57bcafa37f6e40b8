import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResendFailedResponseSchema } from '../../../../shared/contracts/draw.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { updateDrawCache } from '../../../lib/reads/update-draw-cache.ts';

/** 'Relancer': the draw e-mail again to each participant who has not opened their link. */
export function remindUnopened(secretSantaId: string) {
  return apiRequest<typeof ResendFailedResponseSchema>(
    `/api/secret-santas/${encodeURIComponent(secretSantaId)}/draw/remind-unopened`,
    { method: 'POST', body: {} },
  );
}

export function useRemindUnopened(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => remindUnopened(secretSantaId),
    onSuccess: ({ draw }) => updateDrawCache(queryClient, secretSantaId, draw, 'flags-unchanged'),
  });
}
