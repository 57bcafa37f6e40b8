import { describe, expect, it } from 'vitest';
import { createTestApp, signUpTokenFor } from '../support/test-app.ts';

const HTTPS_URL = 'https://noel.example.org';
const https = await createTestApp({ publicUrl: HTTPS_URL });
const plain = await createTestApp();

/** A request as it reaches the app from a TLS reverse proxy: the public https address. */
const call = (path: string, init: RequestInit = {}) =>
  https.app.request(`${HTTPS_URL}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.7',
      ...init.headers,
    },
  });

async function signUpAndVerifyOverHttps(email: string) {
  await call('/api/auth/sign-up', {
    method: 'POST',
    body: JSON.stringify({ name: 'Léa', email }),
  });
  const link = (await https.lastMailTo(email))!.links.find((l) => l.includes('/verify-email'))!;
  expect(link.startsWith(`${HTTPS_URL}/verify-email?token=`)).toBe(true);
  return call('/api/auth/verify-email', {
    method: 'POST',
    body: JSON.stringify({
      token: new URL(link).searchParams.get('token'),
      name: 'Léa',
      password: 'lea-pass-1',
    }),
  });
}

describe('served over HTTPS', () => {
  it.each(['/', '/api/health', '/api/auth/session', '/participant/x'])(
    'asks browsers to keep to HTTPS on %s',
    async (path) => {
      const answer = await call(path);
      expect(answer.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    },
  );

  it('sets the session cookie Secure, HttpOnly and SameSite, from verification and from sign-in', async () => {
    const verified = await signUpAndVerifyOverHttps('lea@example.org');
    const signIn = await call('/api/auth/sign-in', {
      method: 'POST',
      body: JSON.stringify({ email: 'lea@example.org', password: 'lea-pass-1' }),
    });
    expect(signIn.status).toBe(200);
    for (const answer of [verified, signIn]) {
      const session = answer.headers.getSetCookie().find((c) => /session_token=/.test(c));
      expect(session).toBeDefined();
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/;\s*HttpOnly/i);
      expect(session).toMatch(/;\s*SameSite=Lax/i);
    }
  });
});

describe('served over plain HTTP (a family on its own machine)', () => {
  it('sends no HSTS, which would lock the browser out of http://localhost', async () => {
    const answer = await plain.app.request('/api/health');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
  });

  it('still sets the session cookie HttpOnly and SameSite', async () => {
    const client = plain.client();
    await client.post('/api/auth/sign-up', { name: 'Marc', email: 'marc@example.org' });
    const verified = await client.post('/api/auth/verify-email', {
      token: await signUpTokenFor(plain, 'marc@example.org'),
      name: 'Marc',
      password: 'marc-pass-1',
    });
    const session = verified.headers.getSetCookie().find((c) => /session_token=/.test(c));
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
  });
});
