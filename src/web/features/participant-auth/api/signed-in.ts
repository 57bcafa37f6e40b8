import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/contracts/auth.ts';
import { santaAuthKeys, sessionQueryKey } from '../../../lib/query-keys.ts';

/** After a participant signs in: the app knows the user, the page asks again if they play. */
export function onParticipantSignedIn(
  queryClient: QueryClient,
  secretSantaId: string,
  user: User,
): Promise<void> {
  queryClient.setQueryData(sessionQueryKey, { user });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    queryClient.invalidateQueries({ queryKey: santaAuthKeys.detail(secretSantaId) }),
  ]).then(() => undefined);
}
