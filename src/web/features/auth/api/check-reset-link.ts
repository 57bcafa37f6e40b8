import { useQuery } from '@tanstack/react-query';
import type { OkResponseSchema } from '../../../../shared/contracts/auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { resetLinkKeys } from '../../../lib/query-keys.ts';

/** Whether the reset link can still be used; 400 INVALID_TOKEN when it is spent or expired. */
export function checkResetLink(token: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<typeof OkResponseSchema>(
    `/api/auth/reset-password?token=${encodeURIComponent(token)}`,
    { signal },
  );
}

export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: resetLinkKeys.detail(token),
    queryFn: ({ signal }) => checkResetLink(token, { signal }),
    staleTime: Infinity,
  });
}
