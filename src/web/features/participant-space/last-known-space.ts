import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import { forgetLastKnown, readLastKnown, writeLastKnown } from '../../lib/last-known-data.ts';
import { participantIdOf } from '../../lib/participant-link.ts';
import type { ParticipantAccess } from './api/participant-request.ts';

const storageKey = (secretSantaId: string) => `secret-santa-participant-space-${secretSantaId}`;

/**
 * Fingerprint of `ParticipantSpaceSchema` (first 16 hex digits of the SHA-256 of its JSON
 * Schema). last-known-space.test.ts recomputes it: a change to the contract fails that test
 * until this is updated, which also sets aside the copies older versions stored.
 */
export const PARTICIPANT_SPACE_FORMAT = 'c58b3168a6473e82';

/** Kept under the event the server says it belongs to, never under the one that was asked. */
export function rememberSpace(space: ParticipantSpace): void {
  writeLastKnown(storageKey(space.secretSanta.id), PARTICIPANT_SPACE_FORMAT, space);
}

export function forgetLastKnownSpace(secretSantaId: string): void {
  forgetLastKnown(storageKey(secretSantaId));
}

/**
 * The space last loaded for this event, only if it is this visitor's own: the player named by
 * the link's token, or the signed-in account's e-mail. On a family computer, one person's
 * recipient must never show up on another person's screen.
 */
export function readLastKnownSpace(
  access: ParticipantAccess,
  sessionEmail: string | null,
): ParticipantSpace | null {
  const space = readLastKnown<ParticipantSpace>(
    storageKey(access.secretSantaId),
    PARTICIPANT_SPACE_FORMAT,
  );
  if (!space || space.secretSanta.id !== access.secretSantaId) return null;
  const isOwn = access.token
    ? participantIdOf(access.token) === space.me.id
    : sessionEmail !== null && sessionEmail.toLowerCase() === space.me.email.toLowerCase();
  return isOwn ? space : null;
}
