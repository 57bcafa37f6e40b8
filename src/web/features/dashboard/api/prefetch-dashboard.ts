import type { QueryClient } from '@tanstack/react-query';
import { secretSantaQuery } from './get-secret-santa.ts';

export const loadDashboardScreen = () => import('../dashboard-screen.tsx');

/**
 * Starts what the dashboard needs (its code, and the event with its players) at once, rather
 * than one after the other as its parts mount: round trips less on a phone (decision 0009).
 */
export function prefetchDashboard(queryClient: QueryClient, secretSantaId: string): void {
  void loadDashboardScreen();
  void queryClient.prefetchQuery(secretSantaQuery(secretSantaId));
}
