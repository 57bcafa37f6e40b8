import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { organiserKeys } from '../../../lib/query-keys.ts';

/** « Historique », newest first, a page at a time (docs/product.md §3.9). */
export function useJournal(secretSantaId: string) {
  return useInfiniteQuery({
    queryKey: organiserKeys.journal(secretSantaId),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      callApi('GET /api/secret-santas/{id}/journal', {
        params: { id: secretSantaId },
        query: pageParam === undefined ? {} : { before: pageParam },
        signal,
      }),
    getNextPageParam: (page) => (page.hasMore ? page.entries.at(-1)?.id : undefined),
    // Read afresh each time the tab opens: the other organisers may have acted meanwhile.
    staleTime: 0,
  });
}
