import type { ParticipantSpace } from '../../shared/contracts/participant-space.ts';
import { isSameKey } from '../../shared/same-key.ts';
import { linkExpiryOf, readParticipantToken } from './participant-link.ts';
import { storageKeyPrefixes, storageKeys } from './storage-keys.ts';
import { readStorage, storageArea, storedKeys, writeStorage } from './storage.ts';

/**
 * The last participant space this browser loaded, kept so that it can still be shown, marked
 * as possibly stale, when the server cannot be reached (decision 0016). It says whom the
 * person gives to, and a family computer is shared (docs/security.md), so:
 * - reached by personal link: in localStorage, AES-GCM encrypted under a key derived from the
 *   link's token (never stored), under a name derived from it too, until the link expires.
 *   Only whoever holds the link can find or read it, and they could ask the server anyway;
 *   the token's readable payload is not enough. Without WebCrypto (plain http on a LAN
 *   address) nothing is kept;
 * - reached by a session: in this tab's sessionStorage only;
 * - sign-out deletes every copy in localStorage and in this tab's sessionStorage.
 */

/**
 * Fingerprint of `ParticipantSpaceSchema` (first 16 hex digits of the SHA-256 of its JSON
 * Schema). last-known-space.test.ts recomputes it: a change to the contract fails that test
 * until this is updated, which also sets aside the copies older versions stored. A format
 * rather than a zod parse, because parsing would put zod on page load (decision 0009).
 */
export const PARTICIPANT_SPACE_FORMAT = '6ae008e89ae01d90';

/** Whose copy: the personal link's token, or (null) the signed-in account. */
type Owner = { secretSantaId: string; token: string | null };
/** What localStorage holds for a link: nothing readable but when it may be thrown away. */
type LinkRecord = { format: string; iv: string; data: string; expiresAt: number };

const encoder = new TextEncoder();
const SALT = encoder.encode('secret-santa-offline-copy');

/**
 * Changes to the copies happen one at a time, in the order asked: a save's copy is not
 * overwritten by an older one finishing later, and a copy still being encrypted when the
 * person signs out is deleted with the others. A read waits for them.
 */
let changes = Promise.resolve();
function change(task: () => void | Promise<void>): Promise<void> {
  changes = changes.then(task).catch(() => undefined);
  return changes;
}

/** Loaded with this access; kept under the event the server says it belongs to, only. */
export function rememberSpace(owner: Owner, space: ParticipantSpace): Promise<void> {
  return change(() => writeCopy(owner, space));
}

/** This visitor's own copy for the event, or null. */
export async function readLastKnownSpace(
  owner: Owner,
  sessionEmail: string | null,
): Promise<ParticipantSpace | null> {
  await changes;
  forgetUnusableCopies();
  if (owner.token === null) {
    const stored = parse(readStorage(sessionKey(owner), 'sessionStorage'));
    const space = stored?.format === PARTICIPANT_SPACE_FORMAT ? stored.value : null;
    if (!isSpace(space) || space.secretSanta.id !== owner.secretSantaId) return null;
    return sessionEmail !== null &&
      space.me.email !== null &&
      isSameKey(sessionEmail, space.me.email)
      ? space
      : null;
  }
  const local = storageArea('localStorage');
  const secrets = await linkSecrets(owner.token, owner.secretSantaId);
  const record = secrets && linkRecordOf(local?.getItem(secrets.name));
  if (!local || !secrets || !record) return null;
  try {
    const plain = await window.crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(record.iv) },
      secrets.key,
      fromBase64(record.data),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as ParticipantSpace;
  } catch {
    // Not made with this link (tampered with, or moved under its name): worth nothing.
    local.removeItem(secrets.name);
    return null;
  }
}

/** The server refused this access: its copy is not to be shown again. */
export function forgetLastKnownSpace(owner: Owner): Promise<void> {
  return change(async () => {
    forgetUnusableCopies();
    if (owner.token === null) {
      writeStorage(sessionKey(owner), null, 'sessionStorage');
      return;
    }
    const secrets = await linkSecrets(owner.token, owner.secretSantaId);
    if (secrets) writeStorage(secrets.name, null);
  });
}

/** Sign-out: no copy of any space, of any person, stays in this browser. */
export function forgetAllLastKnownSpaces(): Promise<void> {
  return change(() => {
    for (const area of ['localStorage', 'sessionStorage'] as const) {
      for (const key of storedKeys(area)) {
        if (
          key.startsWith(storageKeyPrefixes.spaceCopy) ||
          key.startsWith(storageKeyPrefixes.clearSpaceCopy)
        ) {
          writeStorage(key, null, area);
        }
      }
    }
  });
}

async function writeCopy(owner: Owner, space: ParticipantSpace): Promise<void> {
  forgetUnusableCopies();
  if (space.secretSanta.id !== owner.secretSantaId) return;
  if (owner.token === null) {
    const value = JSON.stringify({ format: PARTICIPANT_SPACE_FORMAT, value: space });
    writeStorage(sessionKey(owner), value, 'sessionStorage');
    return;
  }
  // A link this tab no longer remembers was signed out of: an answer still under way then
  // must not leave a copy behind.
  if (readParticipantToken(owner.secretSantaId) !== owner.token) return;
  const expiresAt = linkExpiryOf(owner.token);
  const local = storageArea('localStorage');
  if (expiresAt === null || expiresAt <= Date.now() || !local) return;
  const secrets = await linkSecrets(owner.token, owner.secretSantaId);
  if (!secrets) return;
  const iv = window.crypto.getRandomValues(new Uint8Array(12));
  const data = await window.crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    secrets.key,
    encoder.encode(JSON.stringify(space)),
  );
  const record: LinkRecord = {
    format: PARTICIPANT_SPACE_FORMAT,
    iv: toBase64(iv),
    data: toBase64(new Uint8Array(data)),
    expiresAt,
  };
  local.setItem(secrets.name, JSON.stringify(record));
}

/**
 * The name and the key of a link's copy, both derived from its token by HKDF-SHA-256: the
 * name says nothing of the person, the key is neither stored nor exportable. Null without
 * WebCrypto (secure contexts only): then nothing is kept, rather than a clear copy.
 */
async function linkSecrets(token: string, secretSantaId: string) {
  const subtle: SubtleCrypto | undefined = window.crypto?.subtle;
  if (!subtle) return null;
  const hkdf = (info: string) => ({
    name: 'HKDF',
    hash: 'SHA-256',
    salt: SALT,
    info: encoder.encode(info),
  });
  try {
    const material = await subtle.importKey('raw', encoder.encode(token), 'HKDF', false, [
      'deriveBits',
      'deriveKey',
    ]);
    const name = storageKeys.spaceCopy(
      toHex(await subtle.deriveBits(hkdf('storage-name'), material, 128)),
    );
    const key = await subtle.deriveKey(
      hkdf(`copy:${secretSantaId}`),
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    );
    return { name, key };
  } catch {
    return null;
  }
}

/**
 * Found in any participant-space load: the clear copies older versions kept, copies another
 * version wrote, and copies whose link has expired (they expire with it) are deleted.
 */
function forgetUnusableCopies(now = Date.now()): void {
  const local = storageArea('localStorage');
  for (const key of storedKeys('localStorage')) {
    const expiresAt = key.startsWith(storageKeyPrefixes.spaceCopy)
      ? (linkRecordOf(local?.getItem(key))?.expiresAt ?? 0)
      : Infinity;
    if (key.startsWith(storageKeyPrefixes.clearSpaceCopy) || expiresAt <= now) {
      local?.removeItem(key);
    }
  }
}

function linkRecordOf(raw: string | null | undefined): LinkRecord | null {
  const record = parse(raw);
  if (record?.format !== PARTICIPANT_SPACE_FORMAT) return null;
  const { iv, data, expiresAt } = record;
  if (typeof iv !== 'string' || typeof data !== 'string' || typeof expiresAt !== 'number') {
    return null;
  }
  return { format: PARTICIPANT_SPACE_FORMAT, iv, data, expiresAt };
}

function isSpace(value: unknown): value is ParticipantSpace {
  return typeof value === 'object' && value !== null && 'secretSanta' in value && 'me' in value;
}

function parse(raw: string | null | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const sessionKey = ({ secretSantaId }: Owner) => storageKeys.spaceCopy(secretSantaId);

const toHex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
const toBase64 = (bytes: Uint8Array) =>
  window.btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
const fromBase64 = (text: string) => Uint8Array.from(window.atob(text), (c) => c.charCodeAt(0));
