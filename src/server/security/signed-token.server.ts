import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short signed tokens for links in e-mails (personal links, and the invitation links an earlier
 * version sent): the payload is readable, but cannot be changed or forged without AUTH_SECRET,
 * and carries its expiry. A link is bound to one purpose, one event and one player.
 */
export type TokenClaims = {
  /** 'stop-reminders': the reminders' unsubscribe link (docs/product.md §6.9). */
  purpose: 'invitation' | 'participant' | 'stop-reminders';
  secretSantaId: string;
  playerId: string;
  /** Epoch seconds. */
  expiresAt: number;
  /**
   * The player's link generation it was signed with: only the player's current one opens the
   * space (docs/decisions/0029). Left out when 0, so links signed before it existed are 0.
   */
  generation?: number;
  /**
   * The link as the person keeps it: opening it says 'Lien ouvert' to the organiser
   * (docs/product.md §6.5). Absent from the copies in other e-mails, whose opening says nothing.
   */
  countsOpening?: true;
};

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function signature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function signToken(secret: string, claims: TokenClaims): string {
  const body = base64url(
    JSON.stringify({
      p: claims.purpose,
      s: claims.secretSantaId,
      u: claims.playerId,
      e: claims.expiresAt,
      ...(claims.generation ? { g: claims.generation } : {}),
      ...(claims.countsOpening ? { d: 1 } : {}),
    }),
  );
  return `${body}.${signature(secret, body)}`;
}

export type TokenCheck =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'invalid' | 'expired'; claims?: TokenClaims };

/** Checks the signature first, then the purpose and the expiry against `now` (ms). */
export function verifyToken(
  secret: string,
  token: string,
  expected: { purpose: TokenClaims['purpose']; secretSantaId: string },
  now: number,
): TokenCheck {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expectedMac = Buffer.from(signature(secret, body));
  const givenMac = Buffer.from(mac);
  if (expectedMac.length !== givenMac.length || !timingSafeEqual(expectedMac, givenMac)) {
    return { ok: false, reason: 'invalid' };
  }
  let claims: TokenClaims;
  try {
    const raw = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    claims = {
      purpose: raw.p,
      secretSantaId: raw.s,
      playerId: raw.u,
      expiresAt: raw.e,
      ...(typeof raw.g === 'number' ? { generation: raw.g } : {}),
      ...(raw.d === 1 ? { countsOpening: true } : {}),
    } as TokenClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (claims.purpose !== expected.purpose || claims.secretSantaId !== expected.secretSantaId) {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof claims.expiresAt !== 'number' || claims.expiresAt * 1000 <= now) {
    return { ok: false, reason: 'expired', claims };
  }
  return { ok: true, claims };
}
