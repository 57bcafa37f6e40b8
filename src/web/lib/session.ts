import { useQuery } from '@tanstack/react-query';
import { SessionResponseSchema } from '../../shared/contracts/auth.ts';
import type { SessionResponse, User } from '../../shared/contracts/auth.ts';
import { apiRequest } from './api-client.ts';

export const sessionQueryKey = ['session'] as const;

export function getSession(): Promise<SessionResponse> {
  return apiRequest('/api/auth/session', { schema: SessionResponseSchema });
}

/** The signed-in organiser, or null. Shared by every screen, so it lives outside the features. */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: getSession });
}

export function useCurrentUser(): User | null {
  return useSession().data?.user ?? null;
}
