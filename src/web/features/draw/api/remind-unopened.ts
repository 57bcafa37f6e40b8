import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { updateDrawCache } from '../../../lib/reads/update-draw-cache.ts';

/** 'Relancer': the draw e-mail again to each participant who has not opened their link. */
export function remindUnopened(secretSantaId: string) {
  return callApi('POST /api/secret-santas/{id}/draw/remind-unopened', {
    params: { id: secretSantaId },
  });
}

export function useRemindUnopened(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => remindUnopened(secretSantaId),
    onSuccess: ({ draw }) => updateDrawCache(queryClient, secretSantaId, draw, 'flags-unchanged'),
  });
}
