import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { organiserKeys } from '../../../lib/query-keys.ts';

/** The event's owner and co-organisers (docs/product.md §3.7). */
export function useCoOrganisers(secretSantaId: string) {
  return useQuery({
    queryKey: organiserKeys.list(secretSantaId),
    queryFn: ({ signal }) =>
      callApi('GET /api/secret-santas/{id}/co-organisers', {
        params: { id: secretSantaId },
        signal,
      }),
  });
}
