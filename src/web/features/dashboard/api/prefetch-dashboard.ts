import type { QueryClient } from '@tanstack/react-query';
import { preloadToasts } from '../../../lib/toast.ts';
import { drawStateQuery } from '../../draw/api/get-draw.ts';
import { secretSantaQuery } from './get-secret-santa.ts';

export const loadDashboardScreen = () => import('../dashboard-screen.tsx');

/**
 * Starts what the dashboard needs (its code, the event with its players, and the draw state the
 * cards' badges read) at once, rather than one after the other as its parts mount: round trips
 * less on a phone (decision 0009).
 */
/**
 * Once the dashboard shows, the parts it loads on first use (the other tabs, the dialogs, the
 * toaster) are downloaded while the page is idle: a connection lost later still lets the
 * organiser open them, and be told that the server cannot be reached (docs/product.md §9.4).
 */
export function preloadDashboardParts(): void {
  const load = () => {
    for (const part of [
      () => import('../restrictions-tab.tsx'),
      () => import('../draw-tab.tsx'),
      () => import('../../players/player-dialog.tsx'),
      () => import('../../../components/ui/confirm-dialog-content.tsx'),
    ]) {
      void part().catch(() => undefined);
    }
    preloadToasts();
  };
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load);
  else setTimeout(load, 1);
}

export function prefetchDashboard(queryClient: QueryClient, secretSantaId: string): void {
  void loadDashboardScreen();
  void queryClient.prefetchQuery(secretSantaQuery(secretSantaId));
  void queryClient.prefetchQuery(drawStateQuery(secretSantaId));
}
