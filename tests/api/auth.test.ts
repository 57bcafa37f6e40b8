import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema.ts';
import { messages } from '../../src/shared/messages.ts';
import { createTestApp, PUBLIC_URL, signUpAndVerify } from '../support/test-app.ts';

const t = await createTestApp();
const path = (link: string) => link.replace(PUBLIC_URL, '');

describe('sign-up and e-mail verification', () => {
  it('sends a French verification e-mail, refuses login until confirmed, and the link signs in', async () => {
    const browser = t.client();
    const signUp = await browser.post('/api/auth/sign-up', {
      name: 'Alice Martin',
      email: 'Alice@Example.org',
      password: 'sapin123',
    });
    expect(signUp.status).toBe(201);

    const mail = await t.lastMailTo('alice@example.org');
    expect(mail?.subject).toBe(messages.mail.verifySubject);
    expect(mail?.text).toContain('Bonjour Alice Martin');
    const link = mail?.links.find((l) => l.startsWith(`${PUBLIC_URL}/api/auth/verify-email?token=`));
    expect(link).toBeDefined();

    const early = await browser.post('/api/auth/sign-in', { email: 'alice@example.org', password: 'sapin123' });
    expect(early.status).toBe(403);
    expect(early.body.error).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: messages.auth.emailNotConfirmedText });

    const verified = await browser.get(path(link!));
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/');
    const session = await browser.get('/api/auth/session');
    expect(session.body.user).toMatchObject({ email: 'alice@example.org', name: 'Alice Martin', isAdmin: true });
  });

  it('a broken or reused verification link leads to the auth error page', async () => {
    const answer = await t.client().get('/api/auth/verify-email?token=not-a-token');
    expect(answer.status).toBe(302);
    const location = answer.headers.get('location') ?? '';
    expect(location.startsWith('/auth-error#')).toBe(true);
    const hash = new URLSearchParams(location.split('#')[1]);
    expect(hash.get('error_description')).toBe(messages.authError.invalidLink);
  });

  it('answers an address that already has an account exactly like a new one, and creates nothing', async () => {
    await signUpAndVerify(t, { name: 'Bruno', email: 'bruno@example.org', password: 'bruno-pass' });
    const again = await t.client().post('/api/auth/sign-up', { name: 'Imposteur', email: 'BRUNO@example.org', password: 'autre-pass' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ ok: true });
    const login = await t.client().post('/api/auth/sign-in', { email: 'bruno@example.org', password: 'bruno-pass' });
    expect(login.status).toBe(200);
    expect(login.body.user.name).toBe('Bruno');
    const intruder = await t.client().post('/api/auth/sign-in', { email: 'bruno@example.org', password: 'autre-pass' });
    expect(intruder.status).toBe(401);
  });

  it.each([
    [{ name: '', email: 'a@b.fr', password: 'secret1' }, 'name', messages.auth.nameRequired],
    [{ name: 'A', email: '', password: 'secret1' }, 'email', messages.auth.emailRequired],
    [{ name: 'A', email: 'pas-un-email', password: 'secret1' }, 'email', messages.auth.emailInvalid],
    [{ name: 'A', email: 'a@b.fr', password: '' }, 'password', messages.auth.passwordRequired],
    [{ name: 'A', email: 'a@b.fr', password: '12345' }, 'password', messages.auth.passwordTooShort],
    [{ name: 'A', email: 'a@b.fr' }, 'password', messages.auth.passwordRequired],
  ])('refuses sign-up %j with the French message for %s', async (body, field, message) => {
    const answer = await t.client().post('/api/auth/sign-up', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: 'INVALID_INPUT', field, message });
  });

  it('refuses a body that is not JSON with a French message', async () => {
    const answer = await t.client().request('POST', '/api/auth/sign-up', '{pas du json');
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(messages.api.malformedJson);
  });
});

describe('sign-in and sign-out', () => {
  it('gives the same answer for a wrong password and an unknown account', async () => {
    await signUpAndVerify(t, { name: 'Chloé', email: 'chloe@example.org', password: 'chloe-pass' });
    const wrong = await t.client().post('/api/auth/sign-in', { email: 'chloe@example.org', password: 'mauvais' });
    const unknown = await t.client().post('/api/auth/sign-in', { email: 'personne@example.org', password: 'mauvais' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe(messages.auth.invalidCredentials);
  });

  it('signs out', async () => {
    const browser = await signUpAndVerify(t, { name: 'Denis', email: 'denis@example.org' });
    expect((await browser.get('/api/auth/session')).body.user?.email).toBe('denis@example.org');
    expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
    expect((await browser.get('/api/auth/session')).body.user).toBeNull();
  });

  it('limits password guesses per account, in French', async () => {
    await signUpAndVerify(t, { name: 'Emma', email: 'emma@example.org', password: 'emma-pass' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await t.client().post('/api/auth/sign-in', { email: 'emma@example.org', password: `essai-${i}` })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const blocked = await t.client().post('/api/auth/sign-in', { email: 'emma@example.org', password: 'emma-pass' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(messages.auth.tooManyAttempts);
  });
});

describe('resending the verification e-mail', () => {
  it('sends a new link to an unconfirmed account and answers the same for anyone else', async () => {
    await t.client().post('/api/auth/sign-up', { name: 'Farid', email: 'farid@example.org', password: 'farid-pass' });
    const before = (await t.mailsTo('farid@example.org')).length;
    const resend = await t.client().post('/api/auth/resend-verification', { email: 'farid@example.org' });
    const unknown = await t.client().post('/api/auth/resend-verification', { email: 'inconnu@example.org' });
    expect(resend.status).toBe(200);
    expect(unknown.body).toEqual(resend.body);
    expect((await t.mailsTo('farid@example.org')).length).toBe(before + 1);
    expect(await t.mailsTo('inconnu@example.org')).toHaveLength(0);
  });
});

describe('password reset', () => {
  it('resets with the e-mailed link; the old password and the used link stop working', async () => {
    await signUpAndVerify(t, { name: 'Gaëlle', email: 'gaelle@example.org', password: 'ancien-pass' });
    const request = await t.client().post('/api/auth/request-password-reset', { email: 'gaelle@example.org' });
    const unknown = await t.client().post('/api/auth/request-password-reset', { email: 'nobody@example.org' });
    expect(request.status).toBe(200);
    expect(unknown.body).toEqual(request.body);
    expect(await t.mailsTo('nobody@example.org')).toHaveLength(0);

    const mail = await t.lastMailTo('gaelle@example.org');
    expect(mail?.subject).toBe(messages.mail.resetSubject);
    const link = mail?.links.find((l) => l.startsWith(`${PUBLIC_URL}/reset-password?token=`));
    const token = new URL(link!).searchParams.get('token')!;

    const tooShort = await t.client().post('/api/auth/reset-password', { token, newPassword: '123' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error.message).toBe(messages.resetPassword.tooShort);

    const reset = await t.client().post('/api/auth/reset-password', { token, newPassword: 'nouveau-pass' });
    expect(reset.status).toBe(200);
    const old = await t.client().post('/api/auth/sign-in', { email: 'gaelle@example.org', password: 'ancien-pass' });
    expect(old.status).toBe(401);
    const fresh = await t.client().post('/api/auth/sign-in', { email: 'gaelle@example.org', password: 'nouveau-pass' });
    expect(fresh.status).toBe(200);

    const reused = await t.client().post('/api/auth/reset-password', { token, newPassword: 'encore-autre' });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatchObject({ code: 'INVALID_TOKEN', message: messages.resetPassword.invalidLink });
  });
});

describe('the session cookie', () => {
  /** Signs in from a new browser and returns the session cookie it received, as sent back. */
  async function signIn(email: string) {
    const login = await t.client().post('/api/auth/sign-in', { email, password: 'motdepasse' });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('secret-santa.session_token='));
    if (!cookie) throw new Error('no session cookie');
    const pair = cookie.split(';')[0]!;
    const token = decodeURIComponent(pair.slice(pair.indexOf('=') + 1)).split('.')[0]!;
    return { pair, token };
  }
  const sessionOf = (cookie: string) =>
    t.client().request('GET', '/api/auth/session', undefined, { cookie });

  it('is refused when its signature is not the server’s, even around a real session token', async () => {
    await signUpAndVerify(t, { name: 'Gaspard', email: 'gaspard@example.org' });
    const { pair, token } = await signIn('gaspard@example.org');
    expect((await sessionOf(pair)).body.user?.email).toBe('gaspard@example.org');

    const forgedSignature = encodeURIComponent(`${token}.${'A'.repeat(43)}=`);
    for (const forged of [
      `secret-santa.session_token=${forgedSignature}`,
      `secret-santa.session_token=${token}`,
    ]) {
      expect((await sessionOf(forged)).body.user).toBeNull();
      const write = await t
        .client()
        .request('POST', '/api/secret-santas', { name: 'Intrus' }, { cookie: forged });
      expect(write.status).toBe(401);
    }
  });

  it('stops as soon as the app hears the session was revoked or expired in the database', async () => {
    await signUpAndVerify(t, { name: 'Hélène', email: 'helene@example.org' });
    const revoked = await signIn('helene@example.org');
    const expired = await signIn('helene@example.org');
    // Read once, so that the answer cache holds both.
    expect((await sessionOf(revoked.pair)).body.user).not.toBeNull();
    expect((await sessionOf(expired.pair)).body.user).not.toBeNull();
    await t.db.delete(sessions).where(eq(sessions.token, revoked.token));
    await t.caughtUp();
    expect((await sessionOf(revoked.pair)).body.user).toBeNull();

    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.token, expired.token));
    await t.caughtUp();
    const answer = await sessionOf(expired.pair);
    expect(answer.body.user).toBeNull();
    // The browser is told to forget it.
    expect(
      answer.headers
        .getSetCookie()
        .some((c) => /^secret-santa\.session_token=;/.test(c) || /max-age=0/i.test(c)),
    ).toBe(true);
  });

  it('is extended for 30 days when used a day after its last extension', async () => {
    await signUpAndVerify(t, { name: 'Ivan', email: 'ivan@example.org' });
    const { pair, token } = await signIn('ivan@example.org');
    const day = 24 * 60 * 60 * 1000;
    // Fresh: used as it is, no new cookie.
    expect((await sessionOf(pair)).headers.getSetCookie()).toEqual([]);

    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 28 * day) })
      .where(eq(sessions.token, token));
    await t.caughtUp();
    const answer = await sessionOf(pair);
    expect(answer.body.user?.email).toBe('ivan@example.org');
    expect(
      answer.headers.getSetCookie().some((c) => c.startsWith('secret-santa.session_token=')),
    ).toBe(true);
    const [stored] = await t.db.select().from(sessions).where(eq(sessions.token, token));
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * day);
  });
});
