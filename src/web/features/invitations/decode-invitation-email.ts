import { accountMessages } from '../../../shared/account-messages.ts';

const t = accountMessages.invitations;

export type DecodedInvitationEmail = { ok: true; email: string } | { ok: false; error: string };

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Control characters: bytes a mangled link may decode to, but an e-mail never holds. */
function hasControlCharacter(text: string): boolean {
  return Array.from(text).some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}

/** base64url or base64, padded or not, holding UTF-8 text; null if it is not that. */
function decodeBase64Text(value: string): string | null {
  const standard = value.replace(/-/g, '+').replace(/_/g, '/');
  if (!BASE64.test(standard) || standard.length % 4 === 1) return null;
  const padded = standard.replace(/=+$/, '').padEnd(Math.ceil(standard.length / 4) * 4, '=');
  try {
    const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return hasControlCharacter(text) ? null : text;
  } catch {
    return null;
  }
}

function decodeUriText(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The e-mail in an invitation link `/invitation/:santaId/:encodedEmail` (docs/product.md §8.5):
 * base64 first (the server writes base64url), else URI encoding. An e-mail never contains
 * a base64 letter such as `@` or `.`, so the two readings cannot be confused.
 *
 * The e-mail is only displayed: the signed token beside it is what opens the invitation.
 */
export function decodeInvitationEmail(
  secretSantaId: string | undefined,
  encodedEmail: string | undefined,
): DecodedInvitationEmail {
  if (!secretSantaId?.trim() || !encodedEmail?.trim()) {
    return { ok: false, error: t.missingParams };
  }
  const value = encodedEmail.trim();
  const fromBase64 = decodeBase64Text(value);
  if (fromBase64?.includes('@')) return { ok: true, email: fromBase64.trim() };
  const fromUri = decodeUriText(value);
  if (fromUri?.includes('@')) return { ok: true, email: fromUri.trim() };
  if (fromBase64 === null && fromUri === null) return { ok: false, error: t.invalidFormat };
  return { ok: false, error: t.invalidEmailFormat };
}
