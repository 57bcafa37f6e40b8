import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './signed-token.server.ts';

const secret = 'un-secret-de-test-suffisamment-long-0123456789';
const claims = {
  purpose: 'invitation' as const,
  secretSantaId: '11111111-1111-4111-8111-111111111111',
  playerId: '22222222-2222-4222-8222-222222222222',
  expiresAt: 2_000_000_000,
};
const expected = { purpose: 'invitation' as const, secretSantaId: claims.secretSantaId };
const now = 1_900_000_000_000;

describe('signed tokens', () => {
  it('round-trips its claims', () => {
    expect(verifyToken(secret, signToken(secret, claims), expected, now)).toEqual({
      ok: true,
      claims,
    });
  });

  it('refuses a token whose payload was changed', () => {
    const [, mac] = signToken(secret, claims).split('.');
    const forged = Buffer.from(
      JSON.stringify({ p: 'invitation', s: claims.secretSantaId, u: 'autre', e: claims.expiresAt }),
    ).toString('base64url');
    expect(verifyToken(secret, `${forged}.${mac}`, expected, now)).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a token signed with another secret, for another event or another purpose', () => {
    const token = signToken(secret, claims);
    expect(verifyToken('autre-secret-tout-aussi-long-0123456789', token, expected, now).ok).toBe(
      false,
    );
    expect(
      verifyToken(
        secret,
        token,
        { ...expected, secretSantaId: '33333333-3333-4333-8333-333333333333' },
        now,
      ).ok,
    ).toBe(false);
    expect(verifyToken(secret, token, { ...expected, purpose: 'participant' }, now).ok).toBe(false);
  });

  it('says "expired" once the expiry has passed', () => {
    expect(
      verifyToken(secret, signToken(secret, claims), expected, 2_000_000_000_000),
    ).toMatchObject({ ok: false, reason: 'expired' });
  });

  it.each(['', 'abc', 'a.b.c', '.', 'x.'])('refuses the malformed token %j', (token) => {
    expect(verifyToken(secret, token, expected, now).ok).toBe(false);
  });
});
