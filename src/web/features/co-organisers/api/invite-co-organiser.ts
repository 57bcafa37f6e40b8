import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { organiserKeys } from '../../../lib/query-keys.ts';

/** « Inviter »: an e-mail carries the link whose page accepts (the owner only). */
export function useInviteCoOrganiser(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      callApi('POST /api/secret-santas/{id}/co-organisers', {
        params: { id: secretSantaId },
        body: { email },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: organiserKeys.list(secretSantaId) }),
  });
}
