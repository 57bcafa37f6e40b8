import { useQuery } from '@tanstack/react-query';
import type { SantaAuthResponseSchema } from '../../../../shared/contracts/participant-auth.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { santaAuthKeys } from '../../../lib/query-keys.ts';

/** The event's name, and whether the signed-in user plays in it; 404 when it does not exist. */
export function getSantaAuth(secretSantaId: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<typeof SantaAuthResponseSchema>(
    `/api/santa-auth/${encodeURIComponent(secretSantaId)}`,
    {
      signal,
    },
  );
}

export function useSantaAuth(secretSantaId: string) {
  return useQuery({
    queryKey: santaAuthKeys.detail(secretSantaId),
    queryFn: ({ signal }) => getSantaAuth(secretSantaId, { signal }),
  });
}
