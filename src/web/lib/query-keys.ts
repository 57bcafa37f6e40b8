/** React Query keys shared by the event list and the dashboard. */
export const secretSantaKeys = {
  all: ['secret-santas'] as const,
  detail: (id: string) => ['secret-santas', id] as const,
};

/** Under the event's key, so forgetting an event forgets its players too. */
export const playerKeys = {
  list: (secretSantaId: string) => ['secret-santas', secretSantaId, 'players'] as const,
};
