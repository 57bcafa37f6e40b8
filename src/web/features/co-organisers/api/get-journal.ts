import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { JournalEntry } from '../../../../shared/contracts/journal.ts';
import { callApi } from '../../../lib/api-client.ts';
import { organiserKeys } from '../../../lib/query-keys.ts';

function readJournal(secretSantaId: string, before: number | undefined, signal?: AbortSignal) {
  return callApi('GET /api/secret-santas/{id}/journal', {
    params: { id: secretSantaId },
    query: before === undefined ? {} : { before },
    signal,
  });
}

/**
 * « Historique », newest first, a page at a time (docs/product.md §3.8): the newest page is a
 * query, read afresh each time the tab opens (the other organisers may have acted meanwhile);
 * the older ones are added below it on demand. (React Query's infinite queries would put their
 * code in the framework chunk every page downloads, the participant space's included.)
 */
export function useJournal(secretSantaId: string) {
  const newest = useQuery({
    queryKey: organiserKeys.journal(secretSantaId),
    queryFn: ({ signal }) => readJournal(secretSantaId, undefined, signal),
    staleTime: 0,
  });
  // The older entries continue the newest page they were read below: once a refetch moves that
  // page (the others acted meanwhile), they would leave a gap, and are read again on demand.
  const [loaded, setLoaded] = useState<{
    below: number | undefined;
    entries: JournalEntry[];
    hasMore: boolean;
  } | null>(null);
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<unknown>(null);
  const newestEntries = newest.data?.entries ?? [];
  const older = loaded && loaded.below === newestEntries.at(-1)?.id ? loaded : null;
  const entries = [...newestEntries, ...(older?.entries ?? [])];
  const hasMore = older ? older.hasMore : (newest.data?.hasMore ?? false);
  const loadOlder = async () => {
    setIsLoadingOlder(true);
    setOlderError(null);
    try {
      const page = await readJournal(secretSantaId, entries.at(-1)?.id);
      setLoaded({
        below: newestEntries.at(-1)?.id,
        entries: [...(older?.entries ?? []), ...page.entries],
        hasMore: page.hasMore,
      });
    } catch (error) {
      setOlderError(error);
    } finally {
      setIsLoadingOlder(false);
    }
  };
  return { newest, entries, hasMore, loadOlder, isLoadingOlder, olderError };
}
