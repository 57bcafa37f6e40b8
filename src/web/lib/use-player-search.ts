import { useDeferredValue, useMemo, useState } from 'react';
import { searchPlayers } from '../../shared/players/search-players.ts';

/**
 * What 'Rechercher un participant' holds, and the people it keeps (docs/product.md §9.8). The
 * list follows the field when React has time, so typing stays quick with 10,000 people.
 */
export function usePlayerSearch<T extends { name: string; email: string | null }>(
  people: readonly T[],
) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => searchPlayers(people, deferredSearch), [people, deferredSearch]);
  return { search, setSearch, shown };
}
