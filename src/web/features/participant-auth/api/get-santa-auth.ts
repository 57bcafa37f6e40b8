import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { santaAuthKeys } from '../../../lib/query-keys.ts';

/** The event's name, and whether the signed-in user plays in it; 404 when it does not exist. */
export function getSantaAuth(secretSantaId: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi('GET /api/santa-auth/{secretSantaId}', { params: { secretSantaId }, signal });
}

export function useSantaAuth(secretSantaId: string) {
  return useQuery({
    queryKey: santaAuthKeys.detail(secretSantaId),
    queryFn: ({ signal }) => getSantaAuth(secretSantaId, { signal }),
  });
}
