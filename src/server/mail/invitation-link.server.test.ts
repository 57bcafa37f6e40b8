import { describe, expect, it } from 'vitest';
import { verifyToken } from '../security/signed-token.server.ts';
import { invitationProps } from './invitation-link.server.ts';

const signing = {
  publicUrl: 'http://localhost:3000',
  authSecret: 'test-secret-that-is-long-enough-0123456789',
};
const invitee = {
  secretSantaId: '2f6c1f0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
  playerId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  email: 'chloe@example.org',
};
const queued = { organiserName: 'Alice', playerName: 'Chloé', secretSantaName: 'Noël', invitee };
/** 8 December 2026, 23:30 in Paris: the date an e-mail shows is Paris's (docs/product.md §10). */
const expiresAt = Date.UTC(2026, 11, 8, 22, 30) / 1000;

describe('invitationProps', () => {
  it('signs the link from the expiry the mail worker stored, the same at every try', () => {
    const sent = { ...queued, expiresAt, secrets: { provisionalPassword: 'Xy7kP2mQ' } };
    const props = invitationProps(sent, signing, 'fr');
    expect(invitationProps(sent, signing, 'fr')).toEqual(props);
    const url = new URL(props.url);
    expect(url.pathname).toBe(
      `/invitation/${invitee.secretSantaId}/${Buffer.from(invitee.email).toString('base64url')}`,
    );
    const check = verifyToken(
      signing.authSecret,
      url.searchParams.get('token')!,
      { purpose: 'invitation', secretSantaId: invitee.secretSantaId },
      (expiresAt - 60) * 1000,
    );
    expect(check).toMatchObject({ ok: true, claims: { playerId: invitee.playerId, expiresAt } });
    expect(props.validUntil).toBe('8 décembre 2026');
    expect(invitationProps(sent, signing, 'en').validUntil).toBe('December 8, 2026');
    expect(props.secrets).toEqual({ provisionalPassword: 'Xy7kP2mQ' });
  });

  it('shows no password and a link that opens nothing before the worker made them', () => {
    const props = invitationProps(queued, signing, 'fr');
    expect(props.secrets).toBeUndefined();
    expect(new URL(props.url).searchParams.has('token')).toBe(false);
  });
});
