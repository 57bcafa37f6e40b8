import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { playerKeys } from '../../../lib/query-keys.ts';

/**
 * 'Inviter tout le monde' (docs/product.md §4.6): an invitation for every player not yet invited,
 * never more than `expected`, the number the confirmation showed (409 PLAYERS_CHANGED then).
 */
export function inviteEveryone(secretSantaId: string, expected: number) {
  return callApi('POST /api/secret-santas/{id}/players/invitations', {
    params: { id: secretSantaId },
    body: { expected },
  });
}

export function useInviteEveryone(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expected: number) => inviteEveryone(secretSantaId, expected),
    // Invited or not, the list may have changed: the cards' statuses and the progress are
    // asked again (the progress key is under the list's).
    onSettled: () => queryClient.invalidateQueries({ queryKey: playerKeys.list(secretSantaId) }),
  });
}
