import { storageKeyPrefixes, storageKeys } from './storage-keys.ts';
import { readStorage, storedKeys, writeStorage } from './storage.ts';

/**
 * The personal link `/participant/:secretSantaId/:token` (docs/product.md §7.1): its signed
 * token is sent as `Authorization: Bearer` on the participant's requests. It is kept in memory,
 * and in this tab's sessionStorage so that `/participant/:id` (a reload, the way back from
 * another page) keeps working without it; never in localStorage, never in another page's URL.
 */
const tokens = new Map<string, string>();

/** The participant space of an event, reached with the link's token or the session. */
export function participantSpacePath(secretSantaId: string): string {
  return `/participant/${encodeURIComponent(secretSantaId)}`;
}

/** Without storage, the token lives as long as the page. */
export function rememberParticipantToken(secretSantaId: string, token: string): void {
  tokens.set(secretSantaId, token);
  writeStorage(storageKeys.participantToken(secretSantaId), token, 'sessionStorage');
}

export function readParticipantToken(secretSantaId: string): string | null {
  return (
    tokens.get(secretSantaId) ||
    readStorage(storageKeys.participantToken(secretSantaId), 'sessionStorage') ||
    null
  );
}

/** Someone signed in with their account: their session says who they are, not an old link. */
export function forgetParticipantToken(secretSantaId: string): void {
  tokens.delete(secretSantaId);
  writeStorage(storageKeys.participantToken(secretSantaId), null, 'sessionStorage');
}

/**
 * Sign-out: this tab forgets every personal link it was given, so that the next person on a
 * shared computer cannot reopen a space from it (docs/security.md).
 */
export function forgetAllParticipantTokens(): void {
  tokens.clear();
  for (const key of storedKeys('sessionStorage')) {
    if (key.startsWith(storageKeyPrefixes.participantToken)) {
      writeStorage(key, null, 'sessionStorage');
    }
  }
}

/**
 * When a token's link expires, in epoch milliseconds. The payload is readable but proves
 * nothing (only the server checks the signature): it only says how long this browser may keep
 * the offline copy made with it (decision 0016).
 */
export function linkExpiryOf(token: string): number | null {
  const body = token.split('.')[0] ?? '';
  try {
    const base64 = body.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(
      window.atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')),
    );
    if (typeof claims !== 'object' || claims === null || !('e' in claims)) return null;
    return typeof claims.e === 'number' ? claims.e * 1000 : null;
  } catch {
    return null;
  }
}
