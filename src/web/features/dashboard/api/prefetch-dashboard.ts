import type { QueryClient } from '@tanstack/react-query';
import { drawStateQuery } from '../../draw/api/get-draw.ts';
import { secretSantaQuery } from './get-secret-santa.ts';

export const loadDashboardScreen = () => import('../dashboard-screen.tsx');

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
