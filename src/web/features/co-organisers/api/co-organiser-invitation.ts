import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { coOrganiserInvitationKeys, secretSantaKeys } from '../../../lib/query-keys.ts';

/** What the invitation's link says: which event, from whom, for which address. */
export function useCoOrganiserInvitation(token: string) {
  return useQuery({
    queryKey: coOrganiserInvitationKeys.detail(token),
    queryFn: ({ signal }) =>
      callApi('POST /api/co-organiser-invitation', { body: { token }, signal }),
    select: (data) => data.invitation,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** « Accepter l’invitation », with the signed-in account: the event joins its list. */
export function useAcceptCoOrganiserInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('POST /api/co-organiser-invitation/acceptance', { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secretSantaKeys.all }),
  });
}
