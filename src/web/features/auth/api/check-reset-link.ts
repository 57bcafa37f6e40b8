import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { resetLinkKeys } from '../../../lib/query-keys.ts';

/** Whether the reset link can still be used; 400 INVALID_TOKEN when it is spent or expired. */
export function checkResetLink(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi('GET /api/auth/reset-password', { query: { token }, signal });
}

export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: resetLinkKeys.detail(token),
    queryFn: ({ signal }) => checkResetLink(token, { signal }),
    staleTime: Infinity,
  });
}
