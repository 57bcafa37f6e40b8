import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { updateDrawCache } from '../../../lib/reads/update-draw-cache.ts';

/** 'Renvoyer les emails en échec': a new draw e-mail for each participant whose last one failed. */
export function resendFailedDrawMails(secretSantaId: string) {
  return callApi('POST /api/secret-santas/{id}/draw/resend-failed', {
    params: { id: secretSantaId },
  });
}

export function useResendFailedDrawMails(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendFailedDrawMails(secretSantaId),
    onSuccess: ({ draw }) => updateDrawCache(queryClient, secretSantaId, draw, 'flags-unchanged'),
  });
}
