import { useQuery } from '@tanstack/react-query';
import type { ParticipantSpace } from '../../../../shared/contracts/participant-space.ts';
import { participantSpaceKeys } from '../../../lib/query-keys.ts';
import { accessDenialOf, participantRequest } from './participant-request.ts';
import type { AccessDenial, ParticipantAccess } from './participant-request.ts';

/** A participant's access to the space: granted, or denied and why (docs/product.md §7.1). */
export type SpaceAccess =
  { access: 'granted'; space: ParticipantSpace } | { access: 'denied'; reason: AccessDenial };

/**
 * The offline copy (decision 0016): WebCrypto code the space does not need to show, so it
 * loads afterwards, outside the page's JavaScript budget (decision 0009). A copy exists only
 * where this code ran, so offline the browser finds it where it finds the rest of the app.
 */
export const lastKnownSpace = () => import('../../../lib/last-known-space.ts');

/** 403 FORBIDDEN (no such player, tampered or foreign link), 401 LINK_EXPIRED. */
export function getParticipantSpace(
  access: ParticipantAccess,
  { signal }: { signal?: AbortSignal } = {},
) {
  return participantRequest(access, 'GET /api/participant/{secretSantaId}', { signal });
}

/**
 * A refusal is an answer, not a failure: it is returned, so that the query client does not
 * take an expired link's 401 for the end of a session. Only other failures throw.
 */
export async function loadSpaceAccess(
  access: ParticipantAccess,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SpaceAccess> {
  try {
    const { space } = await getParticipantSpace(access, { signal });
    void lastKnownSpace().then((copy) => copy.rememberSpace(access, space));
    return { access: 'granted', space };
  } catch (error) {
    const reason = accessDenialOf(error);
    if (!reason) throw error;
    // A refused or expired link's copy is never to be shown again (decision 0016).
    void lastKnownSpace().then((copy) => copy.forgetLastKnownSpace(access));
    return { access: 'denied', reason };
  }
}

export function useParticipantSpace(access: ParticipantAccess) {
  return useQuery({
    queryKey: participantSpaceKeys.detail(access),
    queryFn: ({ signal }) => loadSpaceAccess(access, { signal }),
    // Asked even when the browser says it is offline, rather than waiting for the network:
    // failing is what turns the screen to the copy kept here (decision 0016).
    networkMode: 'always',
  });
}

/**
 * The copy this browser kept of the visitor's own space, asked for only once the server proved
 * unreachable (decision 0016). A query rather than a read during render: the copy is
 * decrypted by WebCrypto, which answers later. `sessionEmail` is the session already known.
 */
export function useLastKnownSpace(
  access: ParticipantAccess,
  sessionEmail: string | null,
  { enabled }: { enabled: boolean },
) {
  return useQuery({
    queryKey: participantSpaceKeys.copy(access, sessionEmail),
    queryFn: async () => (await lastKnownSpace()).readLastKnownSpace(access, sessionEmail),
    enabled,
    retry: false,
    networkMode: 'always', // it never asks the server
  });
}
