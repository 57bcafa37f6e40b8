import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { participationKeys } from '../../../lib/query-keys.ts';

/** The events whose players include the signed-in account's e-mail (for the `/` redirect). */
export function getParticipations({ signal }: { signal?: AbortSignal } = {}) {
  return callApi('GET /api/participant', { signal });
}

export function useParticipations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: participationKeys.all,
    enabled,
    queryFn: ({ signal }) => getParticipations({ signal }),
    select: (data) => data.participations,
  });
}
