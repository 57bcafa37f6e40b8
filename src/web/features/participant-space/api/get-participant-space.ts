import { useQuery } from '@tanstack/react-query';
import type {
  ParticipantSpace,
  ParticipantSpaceResponseSchema,
} from '../../../../shared/contracts/participant-space.ts';
import { forgetLastKnownSpace, rememberSpace } from '../last-known-space.ts';
import { accessDenialOf, participantRequest } from './participant-request.ts';
import type { AccessDenial, ParticipantAccess } from './participant-request.ts';

/** SPEC.md §4 "Participant access: loading, then granted or denied". */
export type SpaceAccess =
  { access: 'granted'; space: ParticipantSpace } | { access: 'denied'; reason: AccessDenial };

export const participantSpaceKeys = {
  all: ['participant-space'] as const,
  detail: ({ secretSantaId, token }: ParticipantAccess) =>
    ['participant-space', secretSantaId, token] as const,
};

/** 403 FORBIDDEN (no such player, tampered or foreign link), 401 LINK_EXPIRED. */
export function getParticipantSpace(
  access: ParticipantAccess,
  { signal }: { signal?: AbortSignal } = {},
) {
  return participantRequest<typeof ParticipantSpaceResponseSchema>(access, '', { signal });
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
    if (space.secretSanta.id === access.secretSantaId) rememberSpace(space);
    return { access: 'granted', space };
  } catch (error) {
    const reason = accessDenialOf(error);
    if (!reason) throw error;
    if (reason === 'invalid') forgetLastKnownSpace(access.secretSantaId);
    return { access: 'denied', reason };
  }
}

export function useParticipantSpace(access: ParticipantAccess) {
  return useQuery({
    queryKey: participantSpaceKeys.detail(access),
    queryFn: ({ signal }) => loadSpaceAccess(access, { signal }),
  });
}
