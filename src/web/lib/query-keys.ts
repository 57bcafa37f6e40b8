/**
 * Every React Query key of the app, so that what one screen reads another can update or
 * forget. Sign-out forgets every query but the session's (lib/sign-out.ts).
 */

/** Who is signed in: asked by every screen. */
export const sessionQueryKey = ['session'] as const;

/** The organiser's events: the list, and each event as the dashboard reads it. */
export const secretSantaKeys = {
  all: ['secret-santas'] as const,
  detail: (id: string) => ['secret-santas', id] as const,
};

/** Under the event's key, so forgetting an event forgets its players too. */
export const playerKeys = {
  list: (secretSantaId: string) => ['secret-santas', secretSantaId, 'players'] as const,
  /** 'Envoi des invitations': how the newest 'Inviter tout le monde' is going. */
  invitations: (secretSantaId: string) =>
    ['secret-santas', secretSantaId, 'players', 'invitations'] as const,
};

/** Under the event's key, like its players: invalidating the event refreshes its draw too. */
export const drawKeys = {
  state: (secretSantaId: string) => ['secret-santas', secretSantaId, 'draw'] as const,
};

/** Under the event's key: the sign-up link's state (docs/product.md §4.9). */
export const registrationLinkKeys = {
  detail: (secretSantaId: string) => ['secret-santas', secretSantaId, 'registration-link'] as const,
};

/** Under the event's key: who organises it, and its « Historique » (docs/product.md §3.7, §3.8). */
export const organiserKeys = {
  list: (secretSantaId: string) => ['secret-santas', secretSantaId, 'co-organisers'] as const,
  journal: (secretSantaId: string) => ['secret-santas', secretSantaId, 'journal'] as const,
};

/** What an invitation to co-organise says, by its link's token. */
export const coOrganiserInvitationKeys = {
  detail: (token: string) => ['co-organiser-invitation', token] as const,
};

/** What the sign-up page of a link's key shows. */
export const registrationPageKeys = {
  detail: (key: string) => ['registration', key] as const,
};

/**
 * The Restrictions tab's unsaved ticks, per event: not under the event's key, so that refreshing
 * the event never throws them away.
 */
export const restrictionKeys = {
  workingCopy: (secretSantaId: string) => ['restrictions-working-copy', secretSantaId] as const,
};

/** Whether an e-mailed password-reset link can still be used. */
export const resetLinkKeys = {
  detail: (token: string) => ['reset-link', token] as const,
};

/** Whose sign-up the e-mailed link activates. */
export const pendingSignUpKeys = {
  detail: (token: string) => ['pending-sign-up', token] as const,
};

/** `/santa-auth/:id`: the event's name, and whether the signed-in user plays in it. */
export const santaAuthKeys = {
  detail: (secretSantaId: string) => ['santa-auth', secretSantaId] as const,
};

/** The events the signed-in account plays in. */
export const participationKeys = { all: ['participations'] as const };

/**
 * A participant space, per access: the personal link's token, or (null) the session. Its
 * offline copy is asked for separately, and per account, since it is only ever this visitor's.
 */
export const participantSpaceKeys = {
  detail: ({ secretSantaId, token }: { secretSantaId: string; token: string | null }) =>
    ['participant-space', secretSantaId, token] as const,
  copy: (
    { secretSantaId, token }: { secretSantaId: string; token: string | null },
    sessionEmail: string | null,
  ) => ['participant-space-copy', secretSantaId, token, sessionEmail] as const,
};

/** A participant's two conversations (docs/product.md §7.7), per access like the space. */
export const participantMessageKeys = {
  detail: ({ secretSantaId, token }: { secretSantaId: string; token: string | null }) =>
    ['participant-messages', secretSantaId, token] as const,
};
