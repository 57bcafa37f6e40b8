import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse, User } from '../../shared/contracts/auth.ts';
import { callApi } from './api-client.ts';
import { sessionQueryKey } from './query-keys.ts';

/** main.tsx takes the key from here, beside the query. */

export function getSession(): Promise<SessionResponse> {
  return callApi('GET /api/auth/session');
}

export const sessionQuery = queryOptions({ queryKey: sessionQueryKey, queryFn: getSession });

/** The signed-in organiser, or null. Shared by every screen, so it lives outside the features. */
export function useSession() {
  return useQuery(sessionQuery);
}

export function useCurrentUser(): User | null {
  return useSession().data?.user ?? null;
}
