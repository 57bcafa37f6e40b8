import type { QueryClient } from '@tanstack/react-query';
import { preloadToasts } from '../../lib/toast.ts';
import { drawStateQuery } from '../../lib/reads/get-draw.ts';
import { secretSantaQuery } from '../../lib/reads/get-secret-santa.ts';

export const loadDashboardScreen = () => import('./dashboard-screen.tsx');

/** When the dashboard's later parts start downloading, after it shows. */
const PRELOAD_DELAY_MS = 3000;

/**
 * Once the dashboard shows, the parts it loads on first use (the other tabs, the dialogs, the
 * toaster) are downloaded while the page is idle: a connection lost later still lets the
 * organiser open them, and be told that the server cannot be reached (docs/product.md §9.4).
 * They start a few seconds after the dashboard shows, one part per idle moment: loaded at once,
 * their code blocked a phone's main thread for a few hundred milliseconds just as the organiser
 * began to read and click (Lighthouse's blocking time, docs/benchmarks.md). A part opened sooner
 * is loaded then, as any other time.
 */
export function preloadDashboardParts(): () => void {
  const parts: (() => Promise<unknown>)[] = [
    () => import('./restrictions-tab.tsx'),
    () => import('./draw-tab.tsx'),
    () => import('../../features/players/player-dialog.tsx'),
    () => import('../../components/ui/confirm-dialog-content.tsx'),
    preloadToasts,
  ];
  let stopped = false;
  const loadNext = () => {
    const part = parts.shift();
    if (stopped || !part) return;
    void part()
      .catch(() => undefined)
      .then(() => whenIdle(loadNext));
  };
  const start = setTimeout(() => whenIdle(loadNext), PRELOAD_DELAY_MS);
  return () => {
    stopped = true;
    clearTimeout(start);
  };
}

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else setTimeout(run, 1);
}

/**
 * Starts what the dashboard needs (its code, the event with its players, and the draw state the
 * cards' badges read) at once, rather than one after the other as its parts mount: round trips
 * less on a phone (decision 0009).
 */
export function prefetchDashboard(queryClient: QueryClient, secretSantaId: string): void {
  void loadDashboardScreen();
  void queryClient.prefetchQuery(secretSantaQuery(secretSantaId));
  void queryClient.prefetchQuery(drawStateQuery(secretSantaId));
}
