import type { QueryClient } from '@tanstack/react-query';
import type { DrawState } from '../../../../shared/contracts/draw.ts';
import { drawKeys, playerKeys, secretSantaKeys } from '../../../lib/query-keys.ts';

/**
 * Shows the server's new draw state at once. A draw, a reset or a notification also changes
 * the players' `invited` and `giftReceived` flags and the event's `completed` flag, so the
 * players list and the event are asked again.
 */
export function updateDrawCache(
  queryClient: QueryClient,
  secretSantaId: string,
  draw: DrawState,
): void {
  queryClient.setQueryData(drawKeys.state(secretSantaId), { draw });
  void queryClient.invalidateQueries({ queryKey: playerKeys.list(secretSantaId) });
  void queryClient.invalidateQueries({
    queryKey: secretSantaKeys.detail(secretSantaId),
    exact: true,
  });
  void queryClient.invalidateQueries({ queryKey: secretSantaKeys.all, exact: true });
}
