/** The dashboard's tabs, as their addresses name them (docs/product.md §3.4). */
export const dashboardTabs = ['participants', 'restrictions', 'tirage'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export function isDashboardTab(value: string | undefined): value is DashboardTab {
  return (dashboardTabs as readonly (string | undefined)[]).includes(value);
}

/** `/secret-santas/:id/:tab`: one event's dashboard, on one tab. */
export function dashboardPath(secretSantaId: string, tab: DashboardTab = 'participants'): string {
  return `/secret-santas/${encodeURIComponent(secretSantaId)}/${tab}`;
}
