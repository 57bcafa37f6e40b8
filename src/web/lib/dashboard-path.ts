/** The dashboard's tabs, as their addresses name them (docs/product.md §3.4). */
export const dashboardTabs = ['participants', 'restrictions', 'tirage', 'historique'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

export function isDashboardTab(value: string | undefined): value is DashboardTab {
  return (dashboardTabs as readonly (string | undefined)[]).includes(value);
}

/** `/secret-santas/:id/:tab`: one event's dashboard, on one tab. */
export function dashboardPath(secretSantaId: string, tab: DashboardTab = 'participants'): string {
  return `/secret-santas/${encodeURIComponent(secretSantaId)}/${tab}`;
}

/**
 * The Participants tab showing only those without an address yet (docs/product.md §4.4): in
 * the address, so that a link opens it, and Back and a reload keep it.
 */
export const withoutAddressFilter = { name: 'filtre', value: 'sans-adresse' } as const;

export function withoutAddressPath(secretSantaId: string): string {
  const { name, value } = withoutAddressFilter;
  return `${dashboardPath(secretSantaId, 'participants')}?${name}=${value}`;
}
