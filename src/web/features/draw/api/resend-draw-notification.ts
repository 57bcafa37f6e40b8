import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { drawKeys } from '../../../lib/query-keys.ts';

/** Queues one participant's draw e-mail again (after a failure or a lost e-mail). */
export function resendDrawNotification(secretSantaId: string, playerId: string) {
  return callApi('POST /api/secret-santas/{id}/draw/notify/{playerId}', {
    params: { id: secretSantaId, playerId },
  });
}

export function useResendDrawNotification(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (playerId: string) => resendDrawNotification(secretSantaId, playerId),
    // The new e-mail is pending: asking again starts the 2-second refresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: drawKeys.state(secretSantaId) }),
  });
}
