import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, signUps, users } from '../../src/server/db/schema.ts';
import { AVATARS } from '../../src/shared/avatars.ts';
import { serverMessages } from '../../src/shared/server-messages.ts';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { createTestApp, PUBLIC_URL, signUpAndVerify, signUpTokenFor } from '../support/test-app.ts';

const t = await createTestApp();

const accountsOf = (email: string) => t.db.select().from(users).where(eq(users.email, email));

describe('sign-up and e-mail verification', () => {
  it('sends a French e-mail whose link’s page makes the account with the password chosen there, and signs in', async () => {
    const browser = t.client();
    const signUp = await browser.post('/api/auth/sign-up', {
      name: 'Alice Martin',
      email: 'Alice@Example.org',
    });
    expect(signUp.status).toBe(201);
    expect(signUp.body).toEqual({ ok: true });

    const mail = await t.lastMailTo('alice@example.org');
    expect(mail?.subject).toBe(mailMessages.mail.verifySubject);
    expect(mail?.text).toContain('Bonjour Alice Martin');
    const link = mail?.links.find((l) => l.startsWith(`${PUBLIC_URL}/verify-email?token=`));
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;

    // No account, and no password, until the link is followed: every password is just wrong.
    expect(await accountsOf('alice@example.org')).toEqual([]);
    const early = await t
      .client()
      .post('/api/auth/sign-in', { email: 'alice@example.org', password: 'sapin123' });
    expect(early.status).toBe(401);
    expect(early.body.error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: accountMessages.auth.invalidCredentials,
    });

    // The page offers the name typed at sign-up; the person may keep it or change it.
    const page = await browser.get(`/api/auth/sign-up?token=${token}`);
    expect(page.body).toEqual({
      signUp: { email: 'alice@example.org', name: 'Alice Martin', isActivated: false },
    });
    const verified = await browser.post('/api/auth/verify-email', {
      token,
      name: 'Alice',
      password: 'sapin123',
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ email: 'alice@example.org', name: 'Alice' });
    const session = await browser.get('/api/auth/session');
    expect(session.body.user).toMatchObject({
      email: 'alice@example.org',
      name: 'Alice',
      isAdmin: true,
    });
    const again = await t
      .client()
      .post('/api/auth/sign-in', { email: 'alice@example.org', password: 'sapin123' });
    expect(again.status).toBe(200);
  });

  it('refuses a broken or expired link with the product’s message, and sends an earlier e-mail’s link to the page', async () => {
    for (const answer of [
      await t.client().get('/api/auth/sign-up?token=pas-un-jeton'),
      await t.client().post('/api/auth/verify-email', {
        token: 'pas-un-jeton',
        name: 'X',
        password: 'secret1',
      }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: 'INVALID_TOKEN',
        message: accountMessages.authError.invalidLink,
      });
    }
    let clock = new Date();
    const timed = await createTestApp({ now: () => clock });
    await timed.client().post('/api/auth/sign-up', { name: 'Paul', email: 'paul@example.org' });
    const token = await signUpTokenFor(timed, 'paul@example.org');
    clock = new Date(clock.getTime() + 25 * 60 * 60 * 1000);
    expect((await timed.client().get(`/api/auth/sign-up?token=${token}`)).status).toBe(400);
    const expired = await timed
      .client()
      .post('/api/auth/verify-email', { token, name: 'Paul', password: 'paul-pass' });
    expect(expired.body.error).toMatchObject({
      code: 'INVALID_TOKEN',
      message: accountMessages.authError.invalidLink,
    });

    const earlier = await t.client().get('/api/auth/verify-email?token=ancien-jeton');
    expect(earlier.status).toBe(302);
    expect(earlier.headers.get('location')).toBe('/verify-email?token=ancien-jeton');
  });

  it('says a link already used that the account is active, to its holder alone, and changes nothing', async () => {
    const browser = await signUpAndVerify(t, {
      name: 'Octave',
      email: 'octave@example.org',
      password: 'octave-1',
    });
    expect((await browser.get('/api/auth/session')).body.user.email).toBe('octave@example.org');
    const used = await signUpTokenFor(t, 'octave@example.org');

    const page = await t.client().get(`/api/auth/sign-up?token=${used}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({
      signUp: { email: 'octave@example.org', name: 'Octave', isActivated: true },
    });
    // Activating again is refused with its own code: no session, and the account's name and
    // password stay.
    const again = await t
      .client()
      .post('/api/auth/verify-email', { token: used, name: 'Intrus', password: 'intrus-pass' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({
      code: 'ALREADY_ACTIVATED',
      message: accountMessages.auth.accountExists,
    });
    expect(again.headers.get('set-cookie')).toBeNull();
    const signIn = (password: string) =>
      t.client().post('/api/auth/sign-in', { email: 'octave@example.org', password });
    expect((await signIn('octave-1')).body.user?.name).toBe('Octave');
    expect((await signIn('intrus-pass')).status).toBe(401);
    const [row] = await t.db.select().from(signUps).where(eq(signUps.email, 'octave@example.org'));
    expect(row?.usedAt).toEqual(expect.any(Date));

    // A token the server never sent learns nothing about the address's account.
    for (const forged of ['pas-un-jeton', 'a'.repeat(43), `${used.slice(0, -1)}x`]) {
      const answer = await t.client().get(`/api/auth/sign-up?token=${forged}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('INVALID_TOKEN');
    }
  });

  it('says a used link is active past its day, and an unused one past its day is invalid', async () => {
    let clock = new Date();
    const timed = await createTestApp({ now: () => clock });
    await signUpAndVerify(timed, {
      name: 'Prune',
      email: 'prune@example.org',
      password: 'prune-1',
    });
    const used = await signUpTokenFor(timed, 'prune@example.org');
    await timed.client().post('/api/auth/sign-up', {
      name: 'Quentin',
      email: 'quentin@example.org',
    });
    const unused = await signUpTokenFor(timed, 'quentin@example.org');
    clock = new Date(clock.getTime() + 25 * 60 * 60 * 1000);
    expect((await timed.client().get(`/api/auth/sign-up?token=${unused}`)).body.error).toEqual({
      code: 'INVALID_TOKEN',
      field: 'token',
      message: accountMessages.authError.invalidLink,
    });
    expect((await timed.client().get(`/api/auth/sign-up?token=${used}`)).body).toEqual({
      signUp: { email: 'prune@example.org', name: 'Prune', isActivated: true },
    });
    const again = await timed
      .client()
      .post('/api/auth/verify-email', { token: used, name: 'Prune', password: 'prune-2' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_ACTIVATED');
  });

  it('answers an address that already has an account exactly like a new one, and creates and sends nothing', async () => {
    await signUpAndVerify(t, { name: 'Bruno', email: 'bruno@example.org', password: 'bruno-pass' });
    const mailsBefore = (await t.mailsTo('bruno@example.org')).length;
    const signUpsBefore = await t.db
      .select()
      .from(signUps)
      .where(eq(signUps.email, 'bruno@example.org'));
    const again = await t.client().post('/api/auth/sign-up', {
      name: 'Imposteur',
      email: 'BRUNO@example.org',
    });
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ ok: true });
    expect(await t.mailsTo('bruno@example.org')).toHaveLength(mailsBefore);
    expect(await t.db.select().from(signUps).where(eq(signUps.email, 'bruno@example.org'))).toEqual(
      signUpsBefore,
    );
    const login = await t
      .client()
      .post('/api/auth/sign-in', { email: 'bruno@example.org', password: 'bruno-pass' });
    expect(login.status).toBe(200);
    expect(login.body.user.name).toBe('Bruno');
  });

  it.each([
    [{ name: '', email: 'a@b.fr' }, 'name', accountMessages.auth.nameRequired],
    [{ name: 'A', email: '' }, 'email', accountMessages.auth.emailRequired],
    [{ name: 'A', email: 'pas-un-email' }, 'email', accountMessages.auth.emailInvalid],
    [{ name: 'A' }, 'email', accountMessages.auth.emailRequired],
  ])('refuses sign-up %j with the French message for %s', async (body, field, message) => {
    const answer = await t.client().post('/api/auth/sign-up', body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: 'INVALID_INPUT', field, message });
  });

  it.each([
    [{ name: ' ', password: 'secret1' }, 'name', accountMessages.auth.nameRequired],
    [{ name: 'A', password: '' }, 'password', accountMessages.auth.passwordRequired],
    [{ name: 'A', password: '12345' }, 'password', accountMessages.auth.passwordTooShort],
    [{ name: 'A', password: 'x'.repeat(129) }, 'password', accountMessages.auth.passwordTooLong],
    [{ name: 'A' }, 'password', accountMessages.auth.passwordRequired],
  ])('refuses activation %j with the French message for %s', async (fields, field, message) => {
    const answer = await t
      .client()
      .post('/api/auth/verify-email', { token: 'pas-un-jeton', ...fields });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({ code: 'INVALID_INPUT', field, message });
  });

  it('refuses a body that is not JSON with a French message', async () => {
    const answer = await t.client().request('POST', '/api/auth/sign-up', '{pas du json');
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(serverMessages.api.malformedJson);
  });
});

/**
 * An attacker signs up with someone else's address, before or after its owner, or alone, and
 * hopes to sign in to the account it becomes (docs/decisions/0013). A sign-up carries no
 * password: only the page of a link that reached the mailbox chooses one.
 */
describe('an address belongs to whoever reads its mailbox', () => {
  const signUp = (email: string, name: string) =>
    t.client().post('/api/auth/sign-up', { name, email });
  const tokensFor = async (email: string) =>
    (await t.mailsTo(email))
      .map((row) => new URL((row.payload as { url: string }).url).searchParams.get('token')!)
      .reverse();
  const activate = (token: string, name: string, password: string) =>
    t.client().post('/api/auth/verify-email', { token, name, password });
  const canSignIn = async (email: string, password: string) =>
    (await t.client().post('/api/auth/sign-in', { email, password })).status === 200;

  it('signed up first by an attacker: the owner’s own sign-up sends a fresh link, and the link she follows takes her name and password', async () => {
    expect((await signUp('rose@example.org', 'Pirate')).status).toBe(201);
    expect((await signUp('rose@example.org', 'Rose')).status).toBe(201);
    const [attackerLink, ownLink] = await tokensFor('rose@example.org');
    expect(ownLink).toBeDefined();
    // The owner clicks the first e-mail, the attacker's: it offers his name, she types hers.
    expect((await t.client().get(`/api/auth/sign-up?token=${attackerLink}`)).body.signUp).toEqual({
      email: 'rose@example.org',
      name: 'Pirate',
      isActivated: false,
    });
    const activated = await activate(attackerLink!, 'Rose', 'rose-pass');
    expect(activated.status).toBe(200);
    expect(activated.body.user).toMatchObject({ email: 'rose@example.org', name: 'Rose' });
    expect(await canSignIn('rose@example.org', 'rose-pass')).toBe(true);
    // Both links are used with it: the other one says the account is active, and activates
    // nothing.
    const other = await activate(ownLink!, 'Pirate', 'pirate-pass');
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('ALREADY_ACTIVATED');
    expect(await canSignIn('rose@example.org', 'pirate-pass')).toBe(false);
    expect((await t.client().get(`/api/auth/sign-up?token=${ownLink}`)).body.signUp).toEqual({
      email: 'rose@example.org',
      name: 'Rose',
      isActivated: true,
    });
  });

  it('signed up by an attacker after the owner: the owner’s link still works, with her password', async () => {
    await signUp('sacha@example.org', 'Sacha');
    await signUp('sacha@example.org', 'Pirate');
    const [own, attackers] = await tokensFor('sacha@example.org');
    expect(attackers).toBeDefined();
    const activated = await activate(own!, 'Sacha', 'sacha-pass');
    expect(activated.status).toBe(200);
    expect(activated.body.user.name).toBe('Sacha');
    expect(await canSignIn('sacha@example.org', 'sacha-pass')).toBe(true);
    expect((await activate(attackers!, 'Pirate', 'pirate-pass')).status).toBe(409);
    expect(await canSignIn('sacha@example.org', 'pirate-pass')).toBe(false);
  });

  it('signed up by an attacker alone: nothing exists until the owner follows the link, and then it is hers', async () => {
    await signUp('tina@example.org', 'Pirate');
    const [link] = await tokensFor('tina@example.org');
    expect(await accountsOf('tina@example.org')).toEqual([]);
    // Holding the link proves the mailbox: she chooses her name and password there.
    const chosen = await activate(link!, 'Tina', 'tina-pass');
    expect(chosen.status).toBe(200);
    expect(chosen.body.user).toMatchObject({ email: 'tina@example.org', name: 'Tina' });
    expect(await canSignIn('tina@example.org', 'tina-pass')).toBe(true);
  });

  it('never lets the attacker in without the link', async () => {
    await signUp('ugo@example.org', 'Pirate');
    // No password was chosen: any one typed is wrong, as for an address nobody signed up with.
    const guess = await t
      .client()
      .post('/api/auth/sign-in', { email: 'ugo@example.org', password: 'pirate-pass' });
    const nobody = await t
      .client()
      .post('/api/auth/sign-in', { email: 'personne-ugo@example.org', password: 'pirate-pass' });
    expect(guess.status).toBe(401);
    expect(guess.body).toEqual(nobody.body);
    const forged = await activate('a'.repeat(43), 'Pirate', 'pirate-pass');
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('INVALID_TOKEN');
    // Resending sends the link to the mailbox, not to whoever asks.
    const before = (await t.mailsTo('ugo@example.org')).length;
    expect(
      (await t.client().post('/api/auth/resend-verification', { email: 'ugo@example.org' })).body,
    ).toEqual({ ok: true });
    expect(await t.mailsTo('ugo@example.org')).toHaveLength(before + 1);
    expect(await accountsOf('ugo@example.org')).toEqual([]);
  });

  it.each([
    ['the same link twice', (links: string[]) => [links[0]!, links[0]!]],
    ['two links of the address', (links: string[]) => [links[0]!, links[1]!]],
  ])(
    'makes one account from two activations at once with %s, with the winner’s password, and no 500',
    async (label, pick) => {
      const email = `vera-${label.length}@example.org`;
      await signUp(email, 'Vera');
      await signUp(email, 'Vera');
      const [first, second] = pick(await tokensFor(email));
      const answers = await Promise.all([
        activate(first!, 'Vera', 'vera-pass'),
        activate(second!, 'Vera', 'autre-pass'),
      ]);
      const statuses = answers.map((a) => a.status);
      expect(statuses.toSorted()).toEqual([200, 409]);
      expect(await accountsOf(email)).toHaveLength(1);
      const winner = statuses[0] === 200 ? 'vera-pass' : 'autre-pass';
      const loser = winner === 'vera-pass' ? 'autre-pass' : 'vera-pass';
      expect(await canSignIn(email, winner)).toBe(true);
      expect(await canSignIn(email, loser)).toBe(false);
    },
  );

  it('applies the same to a participant’s own sign-up, which asks the address alone', async () => {
    const organiser = await signUpAndVerify(t, { name: 'Wanda', email: 'wanda@example.org' });
    const id = (await organiser.post('/api/secret-santas', { name: 'Famille W' })).body.secretSanta
      .id as string;
    await organiser.post(`/api/secret-santas/${id}/players`, {
      name: 'Xavier',
      email: 'xavier@example.org',
      address: '1 rue du Test, Paris',
      imageUrl: AVATARS[0].src,
    });
    const participantSignUp = (body: object) =>
      t.client().post(`/api/santa-auth/${id}/sign-up`, body);
    expect((await participantSignUp({})).body.error).toEqual({
      code: 'INVALID_INPUT',
      field: 'email',
      message: accountMessages.auth.emailRequired,
    });
    // Anyone may ask for the player's address, the attacker first: each asks the same.
    expect((await participantSignUp({ email: 'xavier@example.org' })).status).toBe(201);
    expect((await participantSignUp({ email: 'XAVIER@example.org' })).status).toBe(201);
    const [first] = await tokensFor('xavier@example.org');
    // The page offers the player's name.
    expect((await t.client().get(`/api/auth/sign-up?token=${first}`)).body.signUp).toEqual({
      email: 'xavier@example.org',
      name: 'Xavier',
      isActivated: false,
    });
    const early = await t.client().post(`/api/santa-auth/${id}/sign-in`, {
      email: 'xavier@example.org',
      password: 'xavier-pass',
    });
    expect(early.status).toBe(401);
    expect((await activate(first!, 'Xavier', 'xavier-pass')).status).toBe(200);
    // The same page says both of the address's links are used.
    for (const link of await tokensFor('xavier@example.org')) {
      expect((await t.client().get(`/api/auth/sign-up?token=${link}`)).body.signUp).toEqual({
        email: 'xavier@example.org',
        name: 'Xavier',
        isActivated: true,
      });
      expect((await activate(link, 'Xavier', 'xavier-pass')).body.error.code).toBe(
        'ALREADY_ACTIVATED',
      );
    }
    expect(
      (
        await t.client().post(`/api/santa-auth/${id}/sign-in`, {
          email: 'xavier@example.org',
          password: 'xavier-pass',
        })
      ).status,
    ).toBe(200);
  });
  it('gives an account from the participant space only through the player’s own mailbox, whoever holds the space’s link (decision 0029)', async () => {
    const organiser = await signUpAndVerify(t, { name: 'Yann', email: 'yann@example.org' });
    const id = (await organiser.post('/api/secret-santas', { name: 'Famille Y' })).body.secretSanta
      .id as string;
    const { player } = (
      await organiser.post(`/api/secret-santas/${id}/players`, {
        name: 'Yvonne',
        email: 'Yvonne@example.org',
        imageUrl: AVATARS[0].src,
      })
    ).body;
    await organiser.post(`/api/secret-santas/${id}/players/${player.id}/invitation`);
    const invitation = await t.lastMailTo('yvonne@example.org');
    const spaceLink = invitation!.links.find((l) => l.includes(`/participant/${id}/`))!;
    const bearer = { authorization: `Bearer ${spaceLink.split('/').pop()}` };

    // Whoever holds the space's link (a forwarded e-mail) may ask: the link that chooses the
    // password goes to the player's address, in the player's name, and to nobody else.
    const stranger = t.client();
    const asked = await stranger.request('POST', `/api/participant/${id}/account`, {}, bearer);
    expect(asked).toMatchObject({ status: 200, body: { ok: true } });
    const link = await signUpTokenFor(t, 'yvonne@example.org');
    expect((await t.client().get(`/api/auth/sign-up?token=${link}`)).body.signUp).toEqual({
      email: 'yvonne@example.org',
      name: 'Yvonne',
      isActivated: false,
    });
    expect((await stranger.get('/api/auth/session')).body.user).toBeNull();
    expect((await activate(link, 'Yvonne', 'yvonne-pass')).status).toBe(200);
    expect(
      (
        await t.client().post(`/api/santa-auth/${id}/sign-in`, {
          email: 'yvonne@example.org',
          password: 'yvonne-pass',
        })
      ).status,
    ).toBe(200);

    // Asked again once the address has its account: the same answer, and no e-mail.
    const before = (await t.mailsTo('yvonne@example.org')).length;
    const again = await stranger.request('POST', `/api/participant/${id}/account`, {}, bearer);
    expect(again).toMatchObject({ status: 200, body: { ok: true } });
    expect(await t.mailsTo('yvonne@example.org')).toHaveLength(before);
    // Without the link or a session, nothing is asked for anyone.
    expect((await t.client().post(`/api/participant/${id}/account`)).status).toBe(403);
  });
});

describe('sign-in and sign-out', () => {
  it('gives the same answer for a wrong password and an unknown account', async () => {
    await signUpAndVerify(t, { name: 'Chloé', email: 'chloe@example.org', password: 'chloe-pass' });
    const wrong = await t
      .client()
      .post('/api/auth/sign-in', { email: 'chloe@example.org', password: 'mauvais' });
    const unknown = await t
      .client()
      .post('/api/auth/sign-in', { email: 'personne@example.org', password: 'mauvais' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe(accountMessages.auth.invalidCredentials);
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
      statuses.push(
        (
          await t
            .client()
            .post('/api/auth/sign-in', { email: 'emma@example.org', password: `essai-${i}` })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const blocked = await t
      .client()
      .post('/api/auth/sign-in', { email: 'emma@example.org', password: 'emma-pass' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(accountMessages.auth.tooManyAttempts);
  });
});

describe('resending the verification e-mail', () => {
  it('sends a new link to a pending sign-up and answers the same for anyone else', async () => {
    await t.client().post('/api/auth/sign-up', { name: 'Farid', email: 'farid@example.org' });
    const before = (await t.mailsTo('farid@example.org')).length;
    const resend = await t
      .client()
      .post('/api/auth/resend-verification', { email: 'farid@example.org' });
    const unknown = await t
      .client()
      .post('/api/auth/resend-verification', { email: 'inconnu@example.org' });
    expect(resend.status).toBe(200);
    expect(unknown.body).toEqual(resend.body);
    expect((await t.mailsTo('farid@example.org')).length).toBe(before + 1);
    expect(await t.mailsTo('inconnu@example.org')).toHaveLength(0);
  });
});

describe('password reset', () => {
  it('resets with the e-mailed link; the old password and the used link stop working', async () => {
    await signUpAndVerify(t, {
      name: 'Gaëlle',
      email: 'gaelle@example.org',
      password: 'ancien-pass',
    });
    const request = await t
      .client()
      .post('/api/auth/request-password-reset', { email: 'gaelle@example.org' });
    const unknown = await t
      .client()
      .post('/api/auth/request-password-reset', { email: 'nobody@example.org' });
    expect(request.status).toBe(200);
    expect(unknown.body).toEqual(request.body);
    expect(await t.mailsTo('nobody@example.org')).toHaveLength(0);

    const mail = await t.lastMailTo('gaelle@example.org');
    expect(mail?.subject).toBe(mailMessages.mail.resetSubject);
    const link = mail?.links.find((l) => l.startsWith(`${PUBLIC_URL}/reset-password?token=`));
    const token = new URL(link!).searchParams.get('token')!;
    // The page asks first whether the link can still be used, without using it.
    const checkLink = (value: string) =>
      t.client().get(`/api/auth/reset-password?token=${encodeURIComponent(value)}`);
    expect((await checkLink(token)).status).toBe(200);
    expect((await checkLink(token)).status).toBe(200);
    expect((await checkLink(`${token}x`)).body.error).toMatchObject({
      code: 'INVALID_TOKEN',
      message: accountMessages.resetPassword.invalidLink,
    });

    const tooShort = await t
      .client()
      .post('/api/auth/reset-password', { token, newPassword: '123' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error.message).toBe(accountMessages.resetPassword.tooShort);

    const reset = await t
      .client()
      .post('/api/auth/reset-password', { token, newPassword: 'nouveau-pass' });
    expect(reset.status).toBe(200);
    const old = await t
      .client()
      .post('/api/auth/sign-in', { email: 'gaelle@example.org', password: 'ancien-pass' });
    expect(old.status).toBe(401);
    const fresh = await t
      .client()
      .post('/api/auth/sign-in', { email: 'gaelle@example.org', password: 'nouveau-pass' });
    expect(fresh.status).toBe(200);

    const reused = await t
      .client()
      .post('/api/auth/reset-password', { token, newPassword: 'encore-autre' });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatchObject({
      code: 'INVALID_TOKEN',
      message: accountMessages.resetPassword.invalidLink,
    });
    expect((await checkLink(token)).body.error.code).toBe('INVALID_TOKEN');
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
