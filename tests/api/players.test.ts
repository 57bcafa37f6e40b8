import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { messages } from '../../src/shared/messages.ts';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { players, santaAssignments, users } from '../../src/server/db/schema.ts';
import { newEvent } from '../support/drawn-event.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

const t = await createTestApp();
const alice = await signUpAndVerify(t, { name: 'Alice', email: 'alice@example.org' });
const bruno = await signUpAndVerify(t, { name: 'Bruno', email: 'bruno@example.org' });

const person = (name: string, email: string, overrides: Record<string, unknown> = {}) => ({
  name,
  email,
  address: '12 rue des Sapins, 75001 Paris',
  imageUrl: AVATARS[0].src,
  giftIdeas: 'Des livres',
  ...overrides,
});


describe('the organiser’s participants', () => {
  it('adds, lists, edits and deletes, with the product’s rules', async () => {
    const id = await newEvent(alice, 'Famille');
    const added = await alice.post(
      `/api/secret-santas/${id}/players`,
      person('Chloé', 'Chloe@Example.org'),
    );
    expect(added.status).toBe(201);
    expect(added.body.player).toMatchObject({
      name: 'Chloé',
      email: 'chloe@example.org',
      invited: false,
      giftReceived: false,
      excluded: [],
    });

    const sameName = await alice.post(
      `/api/secret-santas/${id}/players`,
      person('CHLOÉ', 'autre@example.org'),
    );
    expect(sameName.status).toBe(409);
    expect(sameName.body.error).toMatchObject({
      field: 'name',
      message: messages.players.nameTaken,
    });
    const sameEmail = await alice.post(
      `/api/secret-santas/${id}/players`,
      person('Denis', 'chloe@EXAMPLE.org'),
    );
    expect(sameEmail.body.error).toMatchObject({
      field: 'email',
      message: messages.players.emailTaken,
    });

    const edited = await alice.request(
      'PUT',
      `/api/secret-santas/${id}/players/${added.body.player.id}`,
      person('Chloé M.', 'chloe@example.org', { giftIdeas: 'Du thé' }),
    );
    expect(edited.body.player).toMatchObject({ name: 'Chloé M.', giftIdeas: 'Du thé' });
    expect((await alice.get(`/api/secret-santas/${id}/players`)).body.players).toHaveLength(1);
  });

  it('opens the dashboard with one request: the event and its players, in the order they were added', async () => {
    const id = await newEvent(alice, 'Tableau de bord');
    expect((await alice.get(`/api/secret-santas/${id}`)).body).toMatchObject({
      secretSanta: { id, name: 'Tableau de bord' },
      players: [],
    });
    for (const [name, email] of [
      ['Inès', 'ines@example.org'],
      ['Jules', 'jules@example.org'],
    ] as const) {
      await alice.post(`/api/secret-santas/${id}/players`, person(name, email));
    }
    const dashboard = await alice.get(`/api/secret-santas/${id}`);
    expect(dashboard.body.players).toEqual(
      (await alice.get(`/api/secret-santas/${id}/players`)).body.players,
    );
    expect(dashboard.body.players.map((p: { name: string }) => p.name)).toEqual(['Inès', 'Jules']);
    // Someone else's event: as if it did not exist, and none of its players.
    const refused = await bruno.get(`/api/secret-santas/${id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.players).toBeUndefined();
  });

  it.each([
    [{ name: 'A' }, 'name', messages.players.nameTooShort],
    [{ address: '1 r' }, 'address', messages.players.addressTooShort],
    [{ email: 'pas-un-email' }, 'email', messages.players.emailInvalid],
    [{ imageUrl: 'https://ailleurs.example/x.png' }, 'imageUrl', messages.players.avatarInvalid],
  ])(
    'refuses %j with the French message for %s and stores nothing',
    async (change, field, message) => {
      const id = await newEvent(alice, `Refus ${field}`);
      const answer = await alice.post(
        `/api/secret-santas/${id}/players`,
        person('Emma', 'emma@example.org', change),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ field, message });
      expect((await alice.get(`/api/secret-santas/${id}/players`)).body.players).toHaveLength(0);
    },
  );

  it('adds someone whose address the organiser does not know; a short one is still refused', async () => {
    const id = await newEvent(alice, 'Sans adresse');
    const { address: _address, ...withoutAddress } = person('Mona', 'mona@example.org');
    const added = await alice.post(`/api/secret-santas/${id}/players`, withoutAddress);
    expect(added.status).toBe(201);
    expect(added.body.player.address).toBe('');
    const blank = await alice.post(
      `/api/secret-santas/${id}/players`,
      person('Noé', 'noe@example.org', { address: '   ' }),
    );
    expect(blank.body.player.address).toBe('');
    const short = await alice.post(
      `/api/secret-santas/${id}/players`,
      person('Olga', 'olga@example.org', { address: 'ici' }),
    );
    expect(short.body.error).toMatchObject({
      field: 'address',
      message: messages.players.addressTooShort,
    });
  });

  it('removes a deleted player from everyone’s restrictions and from every pair', async () => {
    const id = await newEvent(alice, 'Suppression');
    const ids: string[] = [];
    for (const [name, email] of [
      ['Farid', 'farid@example.org'],
      ['Gaëlle', 'gaelle@example.org'],
      ['Hugo', 'hugo@example.org'],
    ] as const) {
      ids.push(
        (await alice.post(`/api/secret-santas/${id}/players`, person(name, email))).body.player.id,
      );
    }
    const [farid, gaelle, hugo] = ids as [string, string, string];
    await t.db
      .update(players)
      .set({ excluded: [farid, hugo] })
      .where(eq(players.id, gaelle));
    await t.db.insert(santaAssignments).values([
      { secretSantaId: id, year: 2025, giverId: farid, receiverId: gaelle },
      { secretSantaId: id, year: 2025, giverId: gaelle, receiverId: hugo },
      { secretSantaId: id, year: 2025, giverId: hugo, receiverId: farid },
    ]);

    expect((await alice.delete(`/api/secret-santas/${id}/players/${farid}`)).status).toBe(200);
    const [gaelleRow] = await t.db.select().from(players).where(eq(players.id, gaelle));
    expect(gaelleRow?.excluded).toEqual([hugo]);
    const pairs = await t.db
      .select()
      .from(santaAssignments)
      .where(eq(santaAssignments.secretSantaId, id));
    expect(pairs.map((p) => [p.giverId, p.receiverId])).toEqual([[gaelle, hugo]]);
  });

  it('refuses, after the draw, to delete someone in it, and changes nothing; someone added since is in it too', async () => {
    const id = await newEvent(alice, 'Suppression après tirage');
    const ids: string[] = [];
    for (const [name, email] of [
      ['Iris', 'iris@example.org'],
      ['Jade', 'jade@example.org'],
      ['Kylian', 'kylian@example.org'],
    ] as const) {
      ids.push(
        (await alice.post(`/api/secret-santas/${id}/players`, person(name, email))).body.player.id,
      );
    }
    expect((await alice.post(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    const pairsBefore = await t.db
      .select()
      .from(santaAssignments)
      .where(eq(santaAssignments.secretSantaId, id));

    const refused = await alice.delete(`/api/secret-santas/${id}/players/${ids[0]}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(messages.players.deleteAfterDraw('Iris'));
    expect((await alice.get(`/api/secret-santas/${id}/players`)).body.players).toHaveLength(3);
    expect(
      await t.db.select().from(santaAssignments).where(eq(santaAssignments.secretSantaId, id)),
    ).toEqual(pairsBefore);

    // Added after the draw, Léon joins it (docs/product.md §6.8): leaving is a withdrawal.
    const late = (
      await alice.post(`/api/secret-santas/${id}/players`, person('Léon', 'leon@example.org'))
    ).body.player.id;
    expect((await alice.delete(`/api/secret-santas/${id}/players/${late}`)).status).toBe(409);

    expect((await alice.post(`/api/secret-santas/${id}/draw/reset`)).status).toBe(200);
    expect((await alice.delete(`/api/secret-santas/${id}/players/${ids[0]}`)).status).toBe(200);
  });

  it('lets nobody else list, add, edit, delete or invite', async () => {
    const id = await newEvent(alice, 'Privé');
    const chloe = (
      await alice.post(`/api/secret-santas/${id}/players`, person('Chloé', 'chloe@example.org'))
    ).body.player.id;
    const attempts = [
      bruno.get(`/api/secret-santas/${id}/players`),
      bruno.post(`/api/secret-santas/${id}/players`, person('Intrus', 'intrus@example.org')),
      bruno.request(
        'PUT',
        `/api/secret-santas/${id}/players/${chloe}`,
        person('Chloé', 'chloe@example.org', { address: 'Ailleurs 12345' }),
      ),
      bruno.delete(`/api/secret-santas/${id}/players/${chloe}`),
      bruno.post(`/api/secret-santas/${id}/players/${chloe}/invitation`),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toMatch(/Chlo|Privé|rue des Sapins/);
    }
    const anonymous = await t.client().get(`/api/secret-santas/${id}/players`);
    expect(anonymous.status).toBe(401);
    expect((await alice.get(`/api/secret-santas/${id}/players`)).body.players[0].address).toBe(
      '12 rue des Sapins, 75001 Paris',
    );
  });
});

describe('invitations and the first login', () => {
  it('invites by e-mail with a provisional password kept only as a hash, and the person gets in', async () => {
    const id = await newEvent(alice, 'Noël 2026');
    const chloe = (
      await alice.post(`/api/secret-santas/${id}/players`, person('Chloé', 'chloe@example.org'))
    ).body.player;
    const invited = await alice.post(`/api/secret-santas/${id}/players/${chloe.id}/invitation`);
    expect(invited.status).toBe(200);
    expect(invited.body.player.invited).toBe(true);

    const mail = await t.lastMailTo('chloe@example.org');
    expect(mail?.subject).toBe(mailMessages.mail.invitationSubject('Noël 2026'));
    expect(mail?.text).toContain('Alice vous invite');
    const provisional = /mot de passe provisoire\s*:\s*([A-Za-z0-9]{8})/i.exec(mail!.text)?.[1];
    expect(provisional).toMatch(/^[A-Za-z0-9]{8}$/);
    const [row] = await t.db.select().from(players).where(eq(players.id, chloe.id));
    expect(row?.provisionalPasswordHash).toBeTruthy();
    expect(row?.provisionalPasswordHash).not.toContain(provisional!);

    const link = new URL(mail!.links.find((l) => l.includes('/invitation/'))!);
    expect(link.pathname).toBe(
      `/invitation/${id}/${Buffer.from('chloe@example.org').toString('base64url')}`,
    );
    const token = link.searchParams.get('token')!;
    const visitor = t.client();
    const page = await visitor.get(`/api/invitations/${id}?token=${encodeURIComponent(token)}`);
    expect(page.body.invitation).toMatchObject({
      secretSantaName: 'Noël 2026',
      playerName: 'Chloé',
      email: 'chloe@example.org',
      accepted: false,
    });
    expect(
      (await visitor.post(`/api/invitations/${id}/accept`, { token })).body.invitation.accepted,
    ).toBe(true);

    const wrong = await visitor.post(`/api/santa-auth/${id}/check-provisional`, {
      email: 'chloe@example.org',
      provisionalPassword: 'mauvais1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(accountMessages.participantAuth.wrongProvisional);
    const right = await visitor.post(`/api/santa-auth/${id}/check-provisional`, {
      email: 'chloe@example.org',
      provisionalPassword: provisional,
    });
    expect(right.status).toBe(200);
    const created = await visitor.post(`/api/santa-auth/${id}/first-login`, {
      email: 'chloe@example.org',
      provisionalPassword: provisional,
      newPassword: 'etoile-2026',
    });
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ email: 'chloe@example.org', name: 'chloe' });
    expect((await visitor.get(`/api/santa-auth/${id}`)).body).toMatchObject({
      isPlayer: true,
      secretSanta: { name: 'Noël 2026' },
    });

    // The provisional password is spent; the account now logs in with its own password.
    const again = await t
      .client()
      .post(`/api/santa-auth/${id}/check-provisional`, {
        email: 'chloe@example.org',
        provisionalPassword: provisional,
      });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'ACCOUNT_EXISTS',
      message: messages.auth.accountExists,
    });
    const login = await t
      .client()
      .post(`/api/santa-auth/${id}/sign-in`, {
        email: 'chloe@example.org',
        password: 'etoile-2026',
      });
    expect(login.status).toBe(200);
  });

  it('makes one account from two first-login submissions sent at once, and no 500', async () => {
    const id = await newEvent(alice, 'Double clic');
    const gael = (
      await alice.post(`/api/secret-santas/${id}/players`, person('Gaël', 'gael@example.org'))
    ).body.player;
    await alice.post(`/api/secret-santas/${id}/players/${gael.id}/invitation`);
    const provisional = /provisoire\s*:\s*([A-Za-z0-9]{8})/.exec(
      (await t.lastMailTo('gael@example.org'))!.text,
    )?.[1];
    const submit = (newPassword: string) =>
      t
        .client()
        .post(`/api/santa-auth/${id}/first-login`, {
          email: 'gael@example.org',
          provisionalPassword: provisional,
          newPassword,
        });
    const answers = await Promise.all([submit('premier-choix'), submit('second-choix')]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.message).toBe(
      messages.auth.accountExists,
    );
    const accounts = await t.db.select().from(users).where(eq(users.email, 'gael@example.org'));
    expect(accounts).toHaveLength(1);
    // The password that works is the one of the submission that made the account.
    const winner = answers[0]!.status === 201 ? 'premier-choix' : 'second-choix';
    const login = await t
      .client()
      .post(`/api/santa-auth/${id}/sign-in`, { email: 'gael@example.org', password: winner });
    expect(login.status).toBe(200);
    const [row] = await t.db.select().from(players).where(eq(players.id, gael.id));
    expect(row).toMatchObject({ provisionalPasswordHash: null, invited: true });
  });

  it('makes a resend invalidate the previous provisional password and the unsent e-mail', async () => {
    const id = await newEvent(alice, 'Renvoi');
    const denis = (
      await alice.post(`/api/secret-santas/${id}/players`, person('Denis', 'denis@example.org'))
    ).body.player;
    await alice.post(`/api/secret-santas/${id}/players/${denis.id}/invitation`);
    const first = /provisoire\s*:\s*([A-Za-z0-9]{8})/.exec(
      (await t.lastMailTo('denis@example.org'))!.text,
    )?.[1];
    await alice.post(`/api/secret-santas/${id}/players/${denis.id}/invitation`);
    const mails = await t.mailsTo('denis@example.org');
    expect(mails).toHaveLength(1);
    const old = await t
      .client()
      .post(`/api/santa-auth/${id}/check-provisional`, {
        email: 'denis@example.org',
        provisionalPassword: first,
      });
    expect(old.status).toBe(400);
  });

  it('refuses a hand-made invitation link, a tampered token and another event’s token', async () => {
    const id = await newEvent(alice, 'Liens');
    const other = await newEvent(alice, 'Autre');
    const emma = (
      await alice.post(`/api/secret-santas/${id}/players`, person('Emma', 'emma@example.org'))
    ).body.player;
    await alice.post(`/api/secret-santas/${id}/players/${emma.id}/invitation`);
    const token = new URL(
      (await t.lastMailTo('emma@example.org'))!.links.find((l) => l.includes('/invitation/'))!,
    ).searchParams.get('token')!;
    const visitor = t.client();
    for (const [eventId, candidate] of [
      [id, Buffer.from('emma@example.org').toString('base64')],
      [id, `${token.slice(0, -2)}xx`],
      [other, token],
    ] as const) {
      const answer = await visitor.get(
        `/api/invitations/${eventId}?token=${encodeURIComponent(candidate)}`,
      );
      expect(answer.status).toBe(403);
      expect(JSON.stringify(answer.body)).not.toContain('Emma');
      expect(
        (await visitor.post(`/api/invitations/${eventId}/accept`, { token: candidate })).status,
      ).toBe(403);
    }
  });

  it('tells an e-mail that is not a player so, and limits provisional-password guesses', async () => {
    const id = await newEvent(alice, 'Devinettes');
    const farid = (
      await alice.post(`/api/secret-santas/${id}/players`, person('Farid', 'farid@example.org'))
    ).body.player;
    await alice.post(`/api/secret-santas/${id}/players/${farid.id}/invitation`);
    const stranger = await t
      .client()
      .post(`/api/santa-auth/${id}/sign-in`, { email: 'inconnu@example.org', password: 'x' });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe(
      accountMessages.participantAuth.notAPlayer('inconnu@example.org'),
    );

    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const guess = await t
        .client()
        .post(`/api/santa-auth/${id}/check-provisional`, {
          email: 'farid@example.org',
          provisionalPassword: `essai${i}xx`,
        });
      statuses.push(guess.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers an unknown event on the participant login page with the product’s message', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const answer = await t.client().get(`/api/santa-auth/${missing}`);
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(accountMessages.participantAuth.notFound(missing));
  });
});
