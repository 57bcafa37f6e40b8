import type { QueryClient } from '@tanstack/react-query';
import type { DrawState } from '../../../../shared/contracts/draw.ts';
import { secretSantaKeys } from '../../../lib/query-keys.ts';
import { drawKeys } from './get-draw.ts';

/**
 * Shows the server's new draw state at once. A draw, a reset or a notification also changes
 * the players' `invited` and `giftReceived` flags and the event's `completed` flag, so the
 * event is asked again: its answer brings the players too.
 */
export function updateDrawCache(
  queryClient: QueryClient,
  secretSantaId: string,
  draw: DrawState,
): void {
  queryClient.setQueryData(drawKeys.state(secretSantaId), { draw });
  void queryClient.invalidateQueries({
    queryKey: secretSantaKeys.detail(secretSantaId),
    exact: true,
  });
  void queryClient.invalidateQueries({ queryKey: secretSantaKeys.all, exact: true });
}
