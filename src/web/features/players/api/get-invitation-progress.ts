import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationProgress } from '../../../../shared/contracts/player-invitations.ts';
import { callApi } from '../../../lib/api-client.ts';
import { playerKeys } from '../../../lib/query-keys.ts';

/** Asked again every 2 s while some invitations wait, as the draw e-mails are (docs/product.md §6.5). */
export const INVITATIONS_POLL_MS = 2000;

/** How the newest 'Inviter tout le monde' is going: counts only (docs/product.md §4.6). */
export function getInvitationProgress(
  secretSantaId: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  return callApi('GET /api/secret-santas/{id}/players/invitations', {
    params: { id: secretSantaId },
    signal,
  });
}

export function invitationProgressQuery(secretSantaId: string) {
  return queryOptions({
    queryKey: playerKeys.invitations(secretSantaId),
    queryFn: ({ signal }) => getInvitationProgress(secretSantaId, { signal }),
    // Asked again when the tab opens, unless it was just asked: the e-mails go out while the
    // organiser looks elsewhere, and polling stops once nothing waits.
    staleTime: INVITATIONS_POLL_MS,
  });
}

export function useInvitationProgress(secretSantaId: string) {
  return useQuery({
    ...invitationProgressQuery(secretSantaId),
    select: (data): InvitationProgress => data.invitations,
    refetchInterval: (query) =>
      (query.state.data?.invitations.pending ?? 0) > 0 ? INVITATIONS_POLL_MS : false,
  });
}
