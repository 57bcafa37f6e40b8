import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { pendingSignUpKeys } from '../../../lib/query-keys.ts';

/**
 * Whose sign-up the e-mailed link activates, or that its account is active already; 400
 * INVALID_TOKEN when the link is broken, or expired unused.
 */
export function getPendingSignUp(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi('GET /api/auth/sign-up', { query: { token }, signal });
}

export function usePendingSignUp(token: string) {
  return useQuery({
    queryKey: pendingSignUpKeys.detail(token),
    queryFn: ({ signal }) => getPendingSignUp(token, { signal }),
    staleTime: Infinity,
  });
}
