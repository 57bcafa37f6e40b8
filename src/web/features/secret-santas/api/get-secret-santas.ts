import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { secretSantaKeys } from '../../../lib/query-keys.ts';

/** The signed-in organiser's events, newest first. */
export function getSecretSantas({ signal }: { signal?: AbortSignal } = {}) {
  return callApi('GET /api/secret-santas', { signal });
}

export function useSecretSantas() {
  return useQuery({
    queryKey: secretSantaKeys.all,
    queryFn: ({ signal }) => getSecretSantas({ signal }),
    // Read again each time the list shows: players added on a dashboard a moment ago change its
    // counts (docs/product.md §3.1) and which events 'Reprendre les participants de…' offers
    // (§3.2). What was loaded shows meanwhile.
    refetchOnMount: 'always',
    select: (data) => data.secretSantas,
  });
}
