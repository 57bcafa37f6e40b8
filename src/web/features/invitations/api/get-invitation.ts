import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { invitationKeys } from '../../../lib/query-keys.ts';

/**
 * The personal link an invitation link of an earlier version opens; 403 INVALID_TOKEN when the
 * link is invalid, expired, or its player's link was replaced since.
 */
export function getInvitation(
  secretSantaId: string,
  token: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return callApi('GET /api/invitations/{secretSantaId}', {
    params: { secretSantaId },
    query: { token },
    signal,
  });
}

export function useInvitation(secretSantaId: string, token: string | null) {
  return useQuery({
    queryKey: invitationKeys.detail(secretSantaId, token ?? ''),
    queryFn: ({ signal }) => getInvitation(secretSantaId, token ?? '', { signal }),
    enabled: Boolean(token),
    // The page decides once what to show; a refetch on focus would re-run the redirect.
    refetchOnWindowFocus: false,
  });
}
