import type { QueryClient } from '@tanstack/react-query';
import type { ParticipantSpace } from '../../../../shared/contracts/participant-space.ts';
import { participantSpaceKeys } from '../../../lib/query-keys.ts';
import { lastKnownSpace } from './get-participant-space.ts';
import type { SpaceAccess } from './get-participant-space.ts';
import { accessDenialOf, ParticipantAccessError } from './participant-request.ts';
import type { ParticipantAccess } from './participant-request.ts';

/** After a save: the screen and the offline copy both show the new space. */
export function updateSpaceCache(
  queryClient: QueryClient,
  access: ParticipantAccess,
  update: (space: ParticipantSpace) => ParticipantSpace,
): void {
  queryClient.setQueryData<SpaceAccess>(participantSpaceKeys.detail(access), (previous) => {
    if (previous?.access !== 'granted') return previous;
    const space = update(previous.space);
    void lastKnownSpace().then((copy) => copy.rememberSpace(access, space));
    return { access: 'granted', space };
  });
}

/**
 * Runs a save; if the server no longer recognises the visitor (link expired meanwhile), the
 * screen turns into the access-denied page, and the error is not a session's 401.
 */
export async function withAccessCheck<T>(
  queryClient: QueryClient,
  access: ParticipantAccess,
  request: () => Promise<T>,
): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const reason = accessDenialOf(error);
    if (!reason) throw error;
    void lastKnownSpace().then((copy) => copy.forgetLastKnownSpace(access));
    const denied: SpaceAccess = { access: 'denied', reason };
    queryClient.setQueryData<SpaceAccess>(participantSpaceKeys.detail(access), denied);
    throw new ParticipantAccessError(reason);
  }
}
