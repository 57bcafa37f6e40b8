import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../src/server/db/schema.ts';
import { CODE_SECONDS, signInAtProvider, startOidcProvider } from '../support/oidc-provider.ts';
import { until } from '../support/e2e-api.ts';
import {
  createTestApp,
  PUBLIC_URL,
  signUpAndVerify,
  type TestClient,
} from '../support/test-app.ts';

// docs/product.md §2.8: organisers signing in with their company's OpenID provider.

const provider = await startOidcProvider({ redirectUri: `${PUBLIC_URL}/api/auth/callback/oidc` });
afterAll(() => provider.close());
const t = await createTestApp({
  env: {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_ALLOWED_DOMAINS: 'entreprise.example, filiale.example',
    OIDC_NAME: 'Entreprise',
  },
});

/** From « Se connecter avec Entreprise » back to the app, as the browser follows it. */
async function signInWith(client: TestClient, login: string) {
  const start = await client.post('/api/auth/sign-in/oidc');
  expect(start.status).toBe(200);
  const back = new URL(await signInAtProvider(start.body.url, login));
  expect(back.origin + back.pathname).toBe(`${PUBLIC_URL}/api/auth/callback/oidc`);
  return { back, answer: await client.get(back.pathname + back.search) };
}

describe('single sign-on', () => {
  it('offers the provider by its name, and signs a new organiser in with a verified address', async () => {
    expect((await t.client().get('/api/auth/sign-in-options')).body).toEqual({
      oidc: { name: 'Entreprise' },
    });
    provider.people.set('helene', {
      email: 'Helene.RH@Entreprise.example',
      email_verified: true,
      name: 'Hélène RH',
    });
    const client = t.client();
    const { answer } = await signInWith(client, 'helene');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${PUBLIC_URL}/`);
    const session = (await client.get('/api/auth/session')).body.user;
    expect(session).toMatchObject({ email: 'helene.rh@entreprise.example', name: 'Hélène RH' });
    // An organiser like any: their events.
    expect((await client.post('/api/secret-santas', { name: 'Noël du siège' })).status).toBe(201);
  });

  it('takes an existing account at a verified address, without its password', async () => {
    const before = await signUpAndVerify(t, { name: 'Marc', email: 'marc@filiale.example' });
    const [account] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'marc@filiale.example'));
    provider.people.set('marc', {
      email: 'marc@filiale.example',
      email_verified: true,
      name: 'Marc',
    });
    const client = t.client();
    await signInWith(client, 'marc');
    expect((await client.get('/api/auth/session')).body.user.id).toBe(account!.id);
    expect(before).toBeDefined();
  });

  it('signs nobody in, and makes no account, for an address the provider does not say is verified', async () => {
    provider.people.set('nina', {
      email: 'nina@entreprise.example',
      email_verified: false,
      name: 'Nina',
    });
    const client = t.client();
    const { answer } = await signInWith(client, 'nina');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toMatch(
      new RegExp(`^${PUBLIC_URL}/auth-error\\?source=oidc&`),
    );
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
    expect(
      await t.db.select().from(users).where(eq(users.email, 'nina@entreprise.example')),
    ).toEqual([]);
  });

  it('signs nobody in from a domain not allowed', async () => {
    provider.people.set('olga', {
      email: 'olga@ailleurs.example',
      email_verified: true,
      name: 'Olga',
    });
    const client = t.client();
    const { answer } = await signInWith(client, 'olga');
    expect(answer.headers.get('location')).toMatch(
      new RegExp(`^${PUBLIC_URL}/auth-error\\?source=oidc&`),
    );
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
    expect(await t.db.select().from(users).where(eq(users.email, 'olga@ailleurs.example'))).toEqual(
      [],
    );
  });

  it('refuses a callback whose state is not the one this browser started with', async () => {
    provider.people.set('paul', {
      email: 'paul@entreprise.example',
      email_verified: true,
      name: 'Paul',
    });
    const started = t.client();
    const start = await started.post('/api/auth/sign-in/oidc');
    const back = new URL(await signInAtProvider(start.body.url, 'paul'));
    // Another browser (an attacker's link) brings the code back: its state cookie is not there.
    const other = t.client();
    await other.post('/api/auth/sign-in/oidc');
    const answer = await other.get(back.pathname + back.search);
    expect(answer.headers.get('location')).toMatch(
      new RegExp(`^${PUBLIC_URL}/auth-error\\?source=oidc&`),
    );
    expect((await other.get('/api/auth/session')).body.user).toBeNull();
    // A state changed by hand, in the browser that started.
    back.searchParams.set('state', 'pas-le-bon');
    const tampered = await started.get(back.pathname + back.search);
    expect(tampered.headers.get('location')).toMatch(
      new RegExp(`^${PUBLIC_URL}/auth-error\\?source=oidc&`),
    );
    expect((await started.get('/api/auth/session')).body.user).toBeNull();
  });

  it('refuses a code that has expired', async () => {
    provider.people.set('remi', {
      email: 'remi@entreprise.example',
      email_verified: true,
      name: 'Rémi',
    });
    const client = t.client();
    const start = await client.post('/api/auth/sign-in/oidc');
    const back = new URL(await signInAtProvider(start.body.url, 'remi'));
    const expiry = Date.now() + CODE_SECONDS * 1000;
    await until(() => Date.now() > expiry, 10_000, 'le code du fournisseur a expiré');
    const answer = await client.get(back.pathname + back.search);
    expect(answer.headers.get('location')).toMatch(
      new RegExp(`^${PUBLIC_URL}/auth-error\\?source=oidc&`),
    );
    expect((await client.get('/api/auth/session')).body.user).toBeNull();
    expect(await t.db.select().from(accounts)).not.toContainEqual(
      expect.objectContaining({ accountId: 'remi' }),
    );
  });
});
