import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../../shared/account-messages.ts';
import { decodeInvitationEmail } from './decode-invitation-email.ts';

const t = accountMessages.invitations;
const SANTA_ID = '5f0c2c7e-8c1a-4d4b-9a57-3e1c1f2b8a10';

function base64url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) =>
    String.fromCharCode(byte),
  ).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('decodeInvitationEmail', () => {
  it('reads the base64url the server writes, accents included', () => {
    expect(decodeInvitationEmail(SANTA_ID, base64url('élise+noël@example.com'))).toEqual({
      ok: true,
      email: 'élise+noël@example.com',
    });
  });

  it('reads padded standard base64 too', () => {
    expect(decodeInvitationEmail(SANTA_ID, btoa('bob@example.com'))).toEqual({
      ok: true,
      email: 'bob@example.com',
    });
  });

  it('falls back to URI decoding when the segment is not base64', () => {
    expect(decodeInvitationEmail(SANTA_ID, 'alice%40example.com')).toEqual({
      ok: true,
      email: 'alice@example.com',
    });
    expect(decodeInvitationEmail(SANTA_ID, 'alice@example.com')).toEqual({
      ok: true,
      email: 'alice@example.com',
    });
  });

  it('wants both parameters', () => {
    expect(decodeInvitationEmail(undefined, base64url('a@b.fr'))).toEqual({
      ok: false,
      error: t.missingParams,
    });
    expect(decodeInvitationEmail(SANTA_ID, '')).toEqual({ ok: false, error: t.missingParams });
  });

  it('refuses a decoded value without @, whichever decoding worked', () => {
    expect(decodeInvitationEmail(SANTA_ID, base64url('alice.example.com'))).toEqual({
      ok: false,
      error: t.invalidEmailFormat,
    });
    expect(decodeInvitationEmail(SANTA_ID, 'not an email')).toEqual({
      ok: false,
      error: t.invalidEmailFormat,
    });
  });

  it('reports the format when neither base64 nor URI decoding works', () => {
    expect(decodeInvitationEmail(SANTA_ID, '%E0%A4%A')).toEqual({
      ok: false,
      error: t.invalidFormat,
    });
  });

  it('does not take binary garbage that happens to be base64 for an e-mail', () => {
    // '//79' is valid base64 for bytes that are not UTF-8 text; URI decoding keeps it as is.
    expect(decodeInvitationEmail(SANTA_ID, '__79')).toEqual({
      ok: false,
      error: t.invalidEmailFormat,
    });
  });
});
