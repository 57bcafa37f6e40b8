/** React Query keys shared by the event list and the dashboard. */
export const secretSantaKeys = {
  all: ['secret-santas'] as const,
  detail: (id: string) => ['secret-santas', id] as const,
};
