import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { restrictionKeys } from '../../lib/query-keys.ts';
import type { RestrictionEdits } from './restrictions-draft.ts';

const NO_EDITS: RestrictionEdits = {};

/**
 * The Restrictions tab's working copy (docs/product.md §5.2), kept in the query cache: it stays
 * when the organiser goes to another tab and comes back, and goes at sign-out with every query.
 * A reload or a closed page, which would lose it, is asked first by the browser while
 * `isDirty`.
 */
export function useWorkingCopy(
  secretSantaId: string,
  isDirty: (edits: RestrictionEdits) => boolean,
) {
  const queryClient = useQueryClient();
  const { data: edits = NO_EDITS } = useQuery({
    queryKey: restrictionKeys.workingCopy(secretSantaId),
    queryFn: () => NO_EDITS,
    staleTime: Infinity,
    gcTime: Infinity,
    networkMode: 'always',
  });

  const setEdits = useCallback(
    (update: RestrictionEdits | ((current: RestrictionEdits) => RestrictionEdits)) => {
      queryClient.setQueryData<RestrictionEdits>(
        restrictionKeys.workingCopy(secretSantaId),
        (current = NO_EDITS) => (typeof update === 'function' ? update(current) : update),
      );
    },
    [queryClient, secretSantaId],
  );

  const hasChanges = isDirty(edits);
  useEffect(() => {
    if (!hasChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);

  return [edits, setEdits] as const;
}
