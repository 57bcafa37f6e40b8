import type { QueryClient } from '@tanstack/react-query';
import type { DrawState } from '../../../../shared/contracts/draw.ts';
import { drawKeys, secretSantaKeys } from '../../../lib/query-keys.ts';

/**
 * Shows the server's new draw state at once. A draw, a reset or a notification also changes
 * the players' `invited` and `giftReceived` flags and the event's `completed` flag, so the
 * event is asked again: its answer carries the players too (get-secret-santa.ts), which a
 * second request for the players list would fetch twice (10,000 people: both queued before
 * 'Notifier les participants' on the server, docs/benchmarks.md).
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
