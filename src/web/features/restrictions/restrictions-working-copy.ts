import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { SaveRestrictionsRequest } from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { restrictionKeys } from '../../lib/query-keys.ts';
import { usePlayers } from '../../lib/reads/get-players.ts';
import { useSaveRestrictions } from './api/save-restrictions.ts';
import {
  type HouseholdDraft,
  householdProblems,
  householdsChanged,
  householdsPayload,
  savedHouseholds,
} from './households-draft.ts';
import {
  hasUnsavedChanges,
  restrictionsPayload,
  type RestrictionEdits,
} from './restrictions-draft.ts';

/** The unsaved one-way lists, and the households as edited (null: as saved). */
export interface WorkingCopy {
  excluded: RestrictionEdits;
  households: readonly HouseholdDraft[] | null;
}

export const NO_CHANGES: WorkingCopy = { excluded: {}, households: null };

/** Whether saving would change anything: a one-way list or a household. */
export function hasChanges(players: readonly Player[], copy: WorkingCopy): boolean {
  return (
    hasUnsavedChanges(players, copy.excluded) ||
    (copy.households !== null && householdsChanged(players, copy.households))
  );
}

/** The households as the working copy has them: as edited, else as saved. */
export function workingHouseholds(
  players: readonly Player[],
  copy: WorkingCopy,
): readonly HouseholdDraft[] {
  return copy.households ?? savedHouseholds(players);
}

/** 'Enregistrer les restrictions': every list and every household, as the working copy has them. */
export function saveRequestOf(
  players: readonly Player[],
  copy: WorkingCopy,
): SaveRestrictionsRequest {
  return {
    excluded: restrictionsPayload(players, copy.excluded),
    households: householdsPayload(players, workingHouseholds(players, copy)),
  };
}

/**
 * The working copy in the query cache, observed: never asked of the server, never collected, so
 * that it outlives the tab.
 */
function useWorkingCopyInCache(secretSantaId: string): WorkingCopy {
  const queryClient = useQueryClient();
  const queryKey = restrictionKeys.workingCopy(secretSantaId);
  return (
    useQuery({
      queryKey,
      queryFn: () => queryClient.getQueryData<WorkingCopy>(queryKey) ?? NO_CHANGES,
      staleTime: Infinity,
      gcTime: Infinity,
      networkMode: 'always',
    }).data ?? NO_CHANGES
  );
}

/**
 * What the Restrictions tab holds unsaved, for the Tirage tab (docs/product.md §6.2): a draw
 * applies only what is saved, so it must not start while ticks or households wait in the
 * working copy. Null when nothing waits; `save` is absent while a household cannot be saved.
 */
export function useUnsavedRestrictions(
  secretSantaId: string,
): { save: (() => Promise<void>) | null } | null {
  const copy = useWorkingCopyInCache(secretSantaId);
  const queryClient = useQueryClient();
  const players = usePlayers(secretSantaId).players.data;
  const { mutateAsync } = useSaveRestrictions(secretSantaId);
  return useMemo(() => {
    if (!players || !hasChanges(players, copy)) return null;
    if (householdProblems(players, workingHouseholds(players, copy)).size > 0)
      return { save: null };
    return {
      save: async () => {
        await mutateAsync(saveRequestOf(players, copy));
        queryClient.setQueryData(restrictionKeys.workingCopy(secretSantaId), NO_CHANGES);
      },
    };
  }, [players, copy, mutateAsync, queryClient, secretSantaId]);
}

/**
 * The Restrictions tab's working copy (docs/product.md §5.2). Shown from React state, so that a
 * tick shows in the same event as the click; kept in the query cache, so that it stays when the
 * organiser goes to another tab and comes back, and goes at sign-out with every query. A reload
 * or a closed page would lose it: `useLeaveWarning`.
 */
export function useWorkingCopy(secretSantaId: string) {
  const queryClient = useQueryClient();
  const saved = useWorkingCopyInCache(secretSantaId);
  const [edits, setEdits] = useState<WorkingCopy>(saved);

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
