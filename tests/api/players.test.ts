import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { mailOutbox, players, santaAssignments } from '../../src/server/db/schema.ts';
import { rateRules } from '../../src/server/security/rate-limit.server.ts';
import { signToken } from '../../src/server/security/signed-token.server.ts';
import type { Player } from '../../src/shared/contracts/player.ts';
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
      message: organiserMessages.participantsTab.nameTaken,
    });
    const sameEmail = await alice.post(
      `/api/secret-santas/${id}/players`,
      person('Denis', 'chloe@EXAMPLE.org'),
    );
    expect(sameEmail.body.error).toMatchObject({
      field: 'email',
      message: organiserMessages.participantsTab.emailTaken,
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
    expect(refused.body.error.message).toBe(organiserMessages.participantsTab.deleteAfterDraw('Iris'));
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

describe('one link per person, from the invitation to the last gift (docs/decisions/0029)', () => {
  /** Alice's event of these people, at `{name}.{event}@example.org`; their ids by name. */
  async function eventOf(event: string, names: string[]) {
    const id = await newEvent(alice, event);
    const ids: Record<string, string> = {};
    for (const name of names) {
      const added = await alice.post(
        `/api/secret-santas/${id}/players`,
        person(name, emailOf(name, event)),
      );
      ids[name] = added.body.player.id;
    }
    return { id, ids };
  }
  const emailOf = (name: string, event: string) =>
    `${name}.${event}`
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z.]+/g, '-')
      .concat('@example.org');
  /** The personal link in the newest e-mail to `email`: `/participant/:id/:token`. */
  const linkIn = async (email: string, id: string) => {
    const mail = await t.lastMailTo(email);
    const links = mail!.links.filter((l) => l.includes(`/participant/${id}/`));
    expect(links).toHaveLength(1);
    return new URL(links[0]!).pathname;
  };
  const open = (link: string, client = t.client()) =>
    client.request('GET', `/api/participant/${link.split('/').at(-2)}`, undefined, {
      authorization: `Bearer ${link.split('/').at(-1)}`,
    });
  const playerOf = async (id: string, playerId: string): Promise<Player> =>
    (await alice.get(`/api/secret-santas/${id}/players`)).body.players.find(
      (p: Player) => p.id === playerId,
    );
  const sendLink = (id: string, playerId: string) =>
    alice.post(`/api/secret-santas/${id}/players/${playerId}/invitation`);
  /** The mail worker took what waits: the e-mails are in their mailboxes. */
  const sent = (id: string) =>
    t.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.secretSantaId, id));

  it('invites by e-mail with the person’s link and no password; it opens their space before the draw, and shows whom they give to after it', async () => {
    const event = 'Noël 2026';
    const { id, ids } = await eventOf(event, ['Chloé', 'Denis', 'Emma']);
    const invited = await sendLink(id, ids.Chloé!);
    expect(invited.status).toBe(200);
    expect(invited.body.player).toMatchObject({ invited: true, linkOpened: false });
    expect(invited.body.player.invitationSentAt).toEqual(expect.any(Number));

    const chloe = emailOf('Chloé', event);
    const mail = (await t.lastMailTo(chloe))!;
    expect(mail.kind).toBe('invitation');
    expect(mail.subject).toBe(mailMessages.mail.invitationSubject(event));
    expect(mail.text).toContain(mailMessages.mail.invitationIntro('Alice', event));
    // The draw has not happened yet, and the same link will show it.
    expect(mail.text).toContain(mailMessages.mail.invitationSteps);
    expect(mail.text).toContain(mailMessages.mail.invitationButton);
    expect(mail.text).not.toMatch(/provisoire/i);
    expect(mail.links.filter((l) => l.includes('/invitation/'))).toEqual([]);
    // Nothing kept to send it is a secret: the link is signed from its claims when it leaves.
    const [row] = await t.mailsTo(chloe);
    expect(Object.keys(row!.payload as object).sort()).toEqual([
      'organiserName',
      'personalLink',
      'playerName',
      'secretSantaName',
    ]);
    expect((row!.payload as { personalLink: object }).personalLink).toEqual({
      secretSantaId: id,
      playerId: ids.Chloé,
      expiresAt: expect.any(Number),
      countsOpening: true,
    });

    // Followed before the draw: her space, waiting for it.
    const link = await linkIn(chloe, id);
    const waiting = await open(link);
    expect(waiting.status).toBe(200);
    expect(waiting.body.space).toMatchObject({
      drawn: false,
      recipient: null,
      me: { name: 'Chloé' },
    });
    expect(JSON.stringify(waiting.body)).not.toContain(emailOf('Denis', event));

    // The draw, then the notification: her draw e-mail carries the same link, which now shows
    // whom she gives to.
    expect((await alice.post(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    expect((await alice.post(`/api/secret-santas/${id}/draw/notify`)).status).toBe(200);
    expect((await t.lastMailTo(chloe))?.kind).toBe('draw-notification');
    expect(await linkIn(chloe, id)).toBe(link);
    const [pair] = await t.db
      .select()
      .from(santaAssignments)
      .where(eq(santaAssignments.giverId, ids.Chloé!));
    const drawn = await open(link);
    expect(drawn.body.space).toMatchObject({ drawn: true, recipient: { id: pair!.receiverId } });
  });

  it('sends the same link again with ‘Renvoyer son lien’: in place of the invitation still waiting, and after the notification in the draw e-mail', async () => {
    const event = 'Renvoi';
    const { id, ids } = await eventOf(event, ['Denis', 'Emma']);
    const denis = emailOf('Denis', event);
    await sendLink(id, ids.Denis!);
    const first = await linkIn(denis, id);
    // Sent again before the mail worker took it: one e-mail waits, with the same link.
    await sendLink(id, ids.Denis!);
    expect(await t.mailsTo(denis)).toHaveLength(1);
    expect(await linkIn(denis, id)).toBe(first);

    // Sent, then asked again ('il n'a rien reçu'): a second e-mail, the same link, and the
    // first still opens his space.
    await sent(id);
    await sendLink(id, ids.Denis!);
    expect((await t.mailsTo(denis)).map((m) => m.kind)).toEqual(['invitation', 'invitation']);
    expect(await linkIn(denis, id)).toBe(first);
    expect((await open(first)).status).toBe(200);

    // After the notification, the e-mail that fits: the draw's, still with his link.
    await alice.post(`/api/secret-santas/${id}/draw`);
    await alice.post(`/api/secret-santas/${id}/draw/notify`);
    await sent(id);
    const again = await sendLink(id, ids.Denis!);
    expect(again.body.player.invited).toBe(true);
    expect((await t.lastMailTo(denis))?.kind).toBe('draw-notification');
    expect(await linkIn(denis, id)).toBe(first);
  });

  it('leaves one invitation waiting for two clicks at once, and no 500', async () => {
    const event = 'Double clic';
    const { id, ids } = await eventOf(event, ['Gaël']);
    const answers = await Promise.all([sendLink(id, ids.Gaël!), sendLink(id, ids.Gaël!)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const waiting = await t.mailsTo(emailOf('Gaël', event));
    expect(waiting.map((m) => [m.kind, m.status])).toEqual([['invitation', 'pending']]);
    expect((await playerOf(id, ids.Gaël!)).invited).toBe(true);
  });

  it('ends the link the old address received once the organiser corrects it, and withdraws the invitation still waiting there', async () => {
    const event = 'Faute de frappe';
    const { id, ids } = await eventOf(event, ['Sacha', 'Tom']);
    const typo = emailOf('Sacha', event);
    await sendLink(id, ids.Sacha!);
    const oldLink = await linkIn(typo, id);
    await sent(id);
    // Whoever reads the mistyped mailbox opens the space; the organiser sees 'Lien ouvert'.
    expect((await open(oldLink)).status).toBe(200);
    expect((await playerOf(id, ids.Sacha!)).linkOpened).toBe(true);
    // Sent again, and still waiting when the organiser sees the typo.
    await sendLink(id, ids.Sacha!);

    const fixed = 'sacha.bon@example.org';
    const edit = await alice.request(
      'PUT',
      `/api/secret-santas/${id}/players/${ids.Sacha}`,
      person('Sacha', fixed),
    );
    expect(edit.status).toBe(200);
    expect(edit.body.player).toMatchObject({ email: fixed, invited: false, linkOpened: false });
    // The old mailbox keeps nothing that works, and nothing more goes there.
    const refused = await open(oldLink);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toEqual({
      code: 'LINK_REPLACED',
      message: messages.participantSpace.linkReplaced,
    });
    expect(JSON.stringify(refused.body)).not.toMatch(/Sacha|Tom|Faute|rue des Sapins/);
    expect((await t.mailsTo(typo)).filter((m) => m.status === 'pending')).toEqual([]);
    expect(await t.mailsTo(fixed)).toEqual([]);

    // Her link sent to the corrected address is a new one, and opens her space.
    await sendLink(id, ids.Sacha!);
    const newLink = await linkIn(fixed, id);
    expect(newLink).not.toBe(oldLink);
    expect((await open(newLink)).body.space.me).toMatchObject({ name: 'Sacha', email: fixed });
    expect((await open(oldLink)).status).toBe(401);
  });

  it('sends the e-mails still waiting for someone whose address changes after the draw to the new address, with the new link', async () => {
    const event = 'Adresse apres tirage';
    const { id, ids } = await eventOf(event, ['Ugo', 'Vera', 'Willy']);
    await alice.post(`/api/secret-santas/${id}/draw`);
    await alice.post(`/api/secret-santas/${id}/draw/notify`);
    const old = emailOf('Ugo', event);
    const oldLink = await linkIn(old, id);
    const fixed = 'ugo.bon@example.org';
    await alice.request('PUT', `/api/secret-santas/${id}/players/${ids.Ugo}`, person('Ugo', fixed));

    // The old address is told of the change, and nothing else: no link, no draw e-mail.
    const toOld = await t.mailsTo(old);
    expect(toOld.map((m) => m.kind)).toEqual(['email-changed']);
    expect((await t.lastMailTo(old))!.links.filter((l) => l.includes('/participant/'))).toEqual([]);
    expect((await open(oldLink)).body.error.code).toBe('LINK_REPLACED');
    // His draw e-mail, still waiting, leaves for the new address with a link that works.
    const moved = await t.mailsTo(fixed);
    expect(moved.map((m) => [m.kind, m.status])).toEqual([['draw-notification', 'pending']]);
    const newLink = await linkIn(fixed, id);
    expect(newLink).not.toBe(oldLink);
    expect((await open(newLink)).body.space).toMatchObject({ drawn: true, me: { name: 'Ugo' } });
  });

  it('says ‘Lien ouvert’ once the person opened their space with their own link, never for a message e-mail’s link', async () => {
    const event = 'Lien ouvert';
    const { id, ids } = await eventOf(event, ['Xavier', 'Yasmine', 'Zoé']);
    for (const name of ['Xavier', 'Yasmine', 'Zoé']) {
      expect((await playerOf(id, ids[name]!)).linkOpened).toBe(false);
    }
    // Xavier follows his invitation before the draw.
    await sendLink(id, ids.Xavier!);
    await open(await linkIn(emailOf('Xavier', event), id));
    expect((await playerOf(id, ids.Xavier!)).linkOpened).toBe(true);

    // After the draw, Yasmine's Santa writes to her, and she opens the message's e-mail only.
    await alice.post(`/api/secret-santas/${id}/draw`);
    await alice.post(`/api/secret-santas/${id}/draw/notify`);
    const yasmine = emailOf('Yasmine', event);
    const drawLink = await linkIn(yasmine, id);
    const [santa] = await t.db
      .select()
      .from(santaAssignments)
      .where(eq(santaAssignments.receiverId, ids.Yasmine!));
    const santaName = Object.keys(ids).find((name) => ids[name] === santa!.giverId)!;
    const santaLink = await linkIn(emailOf(santaName, event), id);
    const written = await t
      .client()
      .request(
        'POST',
        `/api/participant/${id}/messages`,
        { to: 'withRecipient', text: 'Quelle est ta couleur préférée ?' },
        { authorization: `Bearer ${santaLink.split('/').at(-1)}` },
      );
    expect(written.status).toBe(200);
    expect((await t.lastMailTo(yasmine))?.kind).toBe('message');
    const messageLink = await linkIn(yasmine, id);
    const fromMessage = await open(messageLink);
    expect(fromMessage.body.space.me.name).toBe('Yasmine');
    expect((await playerOf(id, ids.Yasmine!)).linkOpened).toBe(false);
    expect(messageLink).not.toBe(drawLink);
    // Her draw e-mail's link is the one she keeps: opening it says so.
    await open(drawLink);
    expect((await playerOf(id, ids.Yasmine!)).linkOpened).toBe(true);
    // Nobody opened Zoé's.
    expect((await playerOf(id, ids.Zoé!)).linkOpened).toBe(false);
  });
});

describe('the invitation links an earlier version sent', () => {
  it('open nothing, a genuine one included: it may sit in a mailbox that was never the player’s', async () => {
    const id = await newEvent(alice, 'Ancienne invitation');
    const hugo = (
      await alice.post(`/api/secret-santas/${id}/players`, person('Hugo', 'hugo@example.org'))
    ).body.player;
    // What such an invitation carried: `/invitation/:id/:email?token=…`, for 7 days.
    const token = signToken(t.config.authSecret, {
      purpose: 'invitation',
      secretSantaId: id,
      playerId: hugo.id,
      expiresAt: Math.floor(Date.now() / 1000) + 7 * 24 * 60 * 60,
    });
    const visitor = t.client();
    const followed = await visitor.get(`/api/invitations/${id}?token=${encodeURIComponent(token)}`);
    expect(followed.status).toBe(404);
    expect(JSON.stringify(followed.body)).not.toMatch(/Hugo|hugo@/);
    const asPersonalLink = await visitor.request('GET', `/api/participant/${id}`, undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(asPersonalLink.status).toBe(403);
    expect(JSON.stringify(asPersonalLink.body)).not.toMatch(/Hugo|hugo@/);
    expect((await alice.get(`/api/secret-santas/${id}/players`)).body.players[0].linkOpened).toBe(
      false,
    );
  });
});

describe('the participants’ sign-in page', () => {
  it('tells an e-mail that is not a player so, and limits password guesses', async () => {
    const id = await newEvent(alice, 'Devinettes');
    await alice.post(`/api/secret-santas/${id}/players`, person('Farid', 'farid@example.org'));
    const stranger = await t
      .client()
      .post(`/api/santa-auth/${id}/sign-in`, { email: 'inconnu@example.org', password: 'x' });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe(
      accountMessages.participantAuth.notAPlayer('inconnu@example.org'),
    );

    // From many addresses, one player's password: the allowance is the player's.
    const statuses: number[] = [];
    for (let i = 0; i < rateRules.signIn.max + 1; i++) {
      const guess = await t.client().post(`/api/santa-auth/${id}/sign-in`, {
        email: 'farid@example.org',
        password: `essai-${i}`,
      });
      statuses.push(guess.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers an unknown event on the participant login page with the product’s message', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const answer = await t.client().get(`/api/santa-auth/${missing}`);
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(accountMessages.participantAuth.notFound(missing));
  });
});
