import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { restrictionKeys } from '../../lib/query-keys.ts';
import type { HouseholdDraft } from './households-draft.ts';
import type { RestrictionEdits } from './restrictions-draft.ts';

/** The unsaved one-way lists, and the households as edited (null: as saved). */
export interface WorkingCopy {
  excluded: RestrictionEdits;
  households: readonly HouseholdDraft[] | null;
}

export const NO_CHANGES: WorkingCopy = { excluded: {}, households: null };

/**
 * The Restrictions tab's working copy (docs/product.md §5.2). Shown from React state, so that a
 * tick shows in the same event as the click; kept in the query cache, so that it stays when the
 * organiser goes to another tab and comes back, and goes at sign-out with every query. A reload
 * or a closed page would lose it: `useLeaveWarning`.
 */
export function useWorkingCopy(secretSantaId: string) {
  const queryClient = useQueryClient();
  const queryKey = restrictionKeys.workingCopy(secretSantaId);
  // Observed while the tab shows, and never collected: the copy outlives the tab.
  useQuery({
    queryKey,
    queryFn: () => queryClient.getQueryData<WorkingCopy>(queryKey) ?? NO_CHANGES,
    staleTime: Infinity,
    gcTime: Infinity,
    networkMode: 'always',
  });
  const [edits, setEdits] = useState<WorkingCopy>(
    () => queryClient.getQueryData<WorkingCopy>(queryKey) ?? NO_CHANGES,
  );

  useEffect(() => {
    queryClient.setQueryData(restrictionKeys.workingCopy(secretSantaId), edits);
  }, [queryClient, secretSantaId, edits]);

  return [edits, setEdits] as const;
}

/** While the working copy holds unsaved changes, a reload or a closed page is asked first. */
export function useLeaveWarning(hasChanges: boolean) {
  useEffect(() => {
    if (!hasChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);
}
