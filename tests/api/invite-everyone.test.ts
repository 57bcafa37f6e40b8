import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox, players, rateLimits } from '../../src/server/db/schema.ts';
import {
  createMailboxTransport,
  createSmtpTransport,
} from '../../src/server/mail/mail-transport.server.ts';
import { renderMail } from '../../src/server/mail/render-mail.tsx';
import { sendDueMail } from '../../src/server/mail/mail-worker.server.ts';
import { rateRules } from '../../src/server/security/rate-limit.server.ts';
import { AVATARS } from '../../src/shared/avatars.ts';
import { errorCodes } from '../../src/shared/contracts/api-error.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { dumpDatabase } from '../support/dump-database.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import {
  createTestApp,
  extractLinks,
  signUpAndVerify,
  type TestClient,
} from '../support/test-app.ts';

/**
 * 'Inviter tout le monde' (docs/product.md §4.6): one invitation for every player not yet invited,
 * queued in one request; each provisional password made by the mail worker when it sends the
 * e-mail (decision 0023), through a real SMTP server.
 */
const t = await createTestApp();
const sink = await startSmtpSink({ refuses: (address) => address.startsWith('inconnu') });
const smtp = createSmtpTransport({ smtpUrl: sink.url, from: 'Secret Santa <noel@example.org>' });
afterAll(async () => {
  smtp.close();
  await sink.close();
});
const p = organiserMessages.participantsTab;

let organiserCount = 0;
async function newOrganiser() {
  organiserCount++;
  return signUpAndVerify(t, {
    name: `Organisatrice ${organiserCount}`,
    email: `organisatrice.${organiserCount}@example.org`,
  });
}

/** An event of `names`, each at `{name}.{event}@example.org`; returns their ids in that order. */
async function eventWith(organiser: TestClient, event: string, names: string[]) {
  const id = (await organiser.post('/api/secret-santas', { name: event })).body.secretSanta
    .id as string;
  const ids: string[] = [];
  for (const [index, name] of names.entries()) {
    const added = await organiser.post(`/api/secret-santas/${id}/players`, {
      name,
      email: addressOf(name, event),
      imageUrl: AVATARS[index % AVATARS.length]!.src,
    });
    expect(added.status).toBe(201);
    ids.push(added.body.player.id);
  }
  return { id, ids };
}
/** A name and an event in an address, accents dropped. */
const addressOf = (name: string, event: string) =>
  `${name}.${event}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z.]+/g, '-')
    .concat('@example.org');

const inviteEveryone = (organiser: TestClient, id: string, expected: number) =>
  organiser.post(`/api/secret-santas/${id}/players/invitations`, { expected });
const progressOf = async (organiser: TestClient, id: string) =>
  (await organiser.get(`/api/secret-santas/${id}/players/invitations`)).body.invitations;

/** The mail worker's rounds until the outbox has nothing due. */
async function sendEverything() {
  while (
    (await sendDueMail({ db: t.db, transport: smtp, signing: t.config, now: () => new Date() })) > 0
  );
}

const invitationsIn = (recipient: string) =>
  sink.received.filter(
    (mail) => mail.to.includes(recipient) && mail.subject.startsWith('🎁 Invitation'),
  );
const passwordIn = (text: string) => /provisoire\s*:\s*([A-Za-z0-9]{8})/.exec(text)?.[1];
const invitationRows = async (id: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.secretSantaId, id), eq(mailOutbox.kind, 'invitation')));

describe('inviting everyone', () => {
  it('sends one invitation to each player not yet invited, and none to those already invited', async () => {
    const alice = await newOrganiser();
    const event = 'Bureau';
    const names = ['Anna', 'Boris', 'Chloé', 'Denis', 'Emma'];
    const { id, ids } = await eventWith(alice, event, names);
    await alice.post(`/api/secret-santas/${id}/players/${ids[0]}/invitation`);
    await sendEverything();

    const answer = await inviteEveryone(alice, id, 4);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ invited: 4 });
    // Queued in the request, each password made when its e-mail is sent.
    const queued = await invitationRows(id);
    expect(queued.filter((row) => row.status === 'pending')).toHaveLength(4);
    expect(JSON.stringify(queued)).not.toContain('provisionalPassword');
    const list = (await alice.get(`/api/secret-santas/${id}/players`)).body.players;
    expect(list.every((player: { invited: boolean }) => player.invited)).toBe(true);

    await sendEverything();
    for (const name of names) expect(invitationsIn(addressOf(name, event))).toHaveLength(1);
    const boris = invitationsIn(addressOf('Boris', event))[0]!;
    expect(boris.subject).toBe(mailMessages.mail.invitationSubject(event));
    expect(passwordIn(boris.text)).toMatch(/^[A-Za-z0-9]{8}$/);

    // Nobody is left: another round queues nothing, and nobody gets a second one.
    expect((await inviteEveryone(alice, id, 5)).body).toEqual({ invited: 0 });
    await sendEverything();
    for (const name of names) expect(invitationsIn(addressOf(name, event))).toHaveLength(1);
  });

  it('sends one invitation each when the button is pressed twice at once, through two instances', async () => {
    const alice = await newOrganiser();
    const event = 'Double clic';
    const names = ['Fanny', 'Gaël', 'Hugo', 'Inès', 'Jules', 'Karim'];
    const { id } = await eventWith(alice, event, names);
    // The same organiser signed in on another instance, as behind a load balancer.
    const sameOrganiserElsewhere = (await t.anotherInstance()).client();
    const signIn = await sameOrganiserElsewhere.post('/api/auth/sign-in', {
      email: `organisatrice.${organiserCount}@example.org`,
      password: 'motdepasse',
    });
    expect(signIn.status).toBe(200);

    const answers = await Promise.all([
      inviteEveryone(alice, id, names.length),
      inviteEveryone(sameOrganiserElsewhere, id, names.length),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.invited).sort()).toEqual([0, names.length]);
    expect(await invitationRows(id)).toHaveLength(names.length);
    await sendEverything();
    for (const name of names) expect(invitationsIn(addressOf(name, event))).toHaveLength(1);
  });

  it('gives a password that opens the first login, and after a resend only the newest one works', async () => {
    const alice = await newOrganiser();
    const event = 'Premiere connexion';
    const { id, ids } = await eventWith(alice, event, ['Léa', 'Marc', 'Nina']);
    await inviteEveryone(alice, id, 3);
    await sendEverything();

    // Léa makes her account with the password of her e-mail.
    const lea = addressOf('Léa', event);
    const leaPassword = passwordIn(invitationsIn(lea)[0]!.text);
    const leaLink = new URL(invitationsIn(lea)[0]!.links.find((l) => l.includes('/invitation/'))!);
    const visitor = t.client();
    const page = await visitor.get(
      `/api/invitations/${id}?token=${encodeURIComponent(leaLink.searchParams.get('token')!)}`,
    );
    expect(page.body.invitation).toMatchObject({ playerName: 'Léa', email: lea });
    const created = await visitor.post(`/api/santa-auth/${id}/first-login`, {
      email: lea,
      provisionalPassword: leaPassword,
      newPassword: 'etoile-2026',
    });
    expect(created.status).toBe(201);

    // Marc's invitation is sent again: the first password stops working, the new one works.
    const marc = addressOf('Marc', event);
    const first = passwordIn(invitationsIn(marc)[0]!.text);
    await alice.post(`/api/secret-santas/${id}/players/${ids[1]}/invitation`);
    const check = (password: string | undefined) =>
      t.client().post(`/api/santa-auth/${id}/check-provisional`, {
        email: marc,
        provisionalPassword: password,
      });
    expect((await check(first)).status).toBe(400);
    await sendEverything();
    const second = passwordIn(invitationsIn(marc)[1]!.text);
    expect(second).not.toBe(first);
    expect((await check(first)).body.error.message).toBe(
      accountMessages.participantAuth.wrongProvisional,
    );
    expect((await check(second)).status).toBe(200);
  });

  it('replaces an invitation still waiting: one e-mail, and its password works', async () => {
    const alice = await newOrganiser();
    const event = 'Renvoi en attente';
    const { id, ids } = await eventWith(alice, event, ['Olga', 'Paul']);
    await inviteEveryone(alice, id, 2);
    // Sent again before the mail worker took the first one.
    await alice.post(`/api/secret-santas/${id}/players/${ids[0]}/invitation`);
    expect(await invitationRows(id)).toHaveLength(2);
    await sendEverything();
    const olga = addressOf('Olga', event);
    expect(invitationsIn(olga)).toHaveLength(1);
    const answer = await t.client().post(`/api/santa-auth/${id}/check-provisional`, {
      email: olga,
      provisionalPassword: passwordIn(invitationsIn(olga)[0]!.text),
    });
    expect(answer.status).toBe(200);
  });

  it('sends no password to an address changed while the invitation waited, and says the player is not invited', async () => {
    const alice = await newOrganiser();
    const event = 'Adresse corrigee';
    const { id, ids } = await eventWith(alice, event, ['Quentin', 'Rose']);
    await inviteEveryone(alice, id, 2);
    const typo = addressOf('Quentin', event);
    const fixed = 'quentin.bon@example.org';
    const edit = await alice.request('PUT', `/api/secret-santas/${id}/players/${ids[0]}`, {
      name: 'Quentin',
      email: fixed,
      imageUrl: AVATARS[0].src,
    });
    expect(edit.status).toBe(200);
    await sendEverything();
    expect(invitationsIn(typo)).toHaveLength(0);
    const list = (await alice.get(`/api/secret-santas/${id}/players`)).body.players;
    expect(list[0]).toMatchObject({ email: fixed, invited: false });
    expect(list[1]).toMatchObject({ invited: true });
    // 'Inviter tout le monde' now reaches the corrected address.
    expect((await inviteEveryone(alice, id, 1)).body).toEqual({ invited: 1 });
    await sendEverything();
    expect(invitationsIn(fixed)).toHaveLength(1);
  });

  it('ends the password the old address received once the organiser corrects it', async () => {
    const alice = await newOrganiser();
    const event = 'Faute de frappe';
    const { id, ids } = await eventWith(alice, event, ['Sacha', 'Tom']);
    await inviteEveryone(alice, id, 2);
    await sendEverything();
    const typo = addressOf('Sacha', event);
    const password = passwordIn(invitationsIn(typo)[0]!.text);
    const fixed = 'sacha.bon@example.org';
    await alice.request('PUT', `/api/secret-santas/${id}/players/${ids[0]}`, {
      name: 'Sacha',
      email: fixed,
      imageUrl: AVATARS[0].src,
    });
    // Whoever reads the mistyped mailbox cannot make the corrected address's account.
    const taken = await t.client().post(`/api/santa-auth/${id}/first-login`, {
      email: fixed,
      provisionalPassword: password,
      newPassword: 'volee-2026',
    });
    expect(taken.status).toBe(400);
    const list = (await alice.get(`/api/secret-santas/${id}/players`)).body.players;
    expect(list[0]).toMatchObject({ email: fixed, invited: false });
  });

  it('lets e-mails queued after a round go out first, while its passwords are made', async () => {
    const alice = await newOrganiser();
    const event = 'Grande entreprise';
    const names = [
      'Ada',
      'Bea',
      'Cal',
      'Dan',
      'Eve',
      'Fox',
      'Gus',
      'Hal',
      'Ivy',
      'Jon',
      'Kim',
      'Lou',
    ];
    const { id } = await eventWith(alice, event, names);
    await inviteEveryone(alice, id, names.length);
    // Asked just after the round: a password reset for the organiser.
    const reset = await t.client().post('/api/auth/request-password-reset', {
      email: `organisatrice.${organiserCount}@example.org`,
    });
    expect(reset.status).toBe(200);

    await sendDueMail({ db: t.db, transport: smtp, signing: t.config, now: () => new Date() });
    const resetMails = sink.received.filter(
      (mail) =>
        mail.to.includes(`organisatrice.${organiserCount}@example.org`) &&
        mail.subject === mailMessages.mail.resetSubject,
    );
    expect(resetMails).toHaveLength(1);
    const sentInvitations = names.filter(
      (name) => invitationsIn(addressOf(name, event)).length > 0,
    );
    expect(sentInvitations.length).toBeGreaterThan(0);
    expect(sentInvitations.length).toBeLessThan(names.length);
    await sendEverything();
    for (const name of names) expect(invitationsIn(addressOf(name, event))).toHaveLength(1);
  });

  it('answers another organiser’s event as a missing one, and queues nothing', async () => {
    const alice = await newOrganiser();
    const bruno = await newOrganiser();
    const { id } = await eventWith(alice, 'Pas le sien', ['Sacha', 'Théo']);
    const before = await dumpDatabase(t.db);
    for (const answer of [
      await inviteEveryone(bruno, id, 2),
      await bruno.get(`/api/secret-santas/${id}/players/invitations`),
      await inviteEveryone(t.client(), id, 2),
    ]) {
      expect([401, 404]).toContain(answer.status);
      expect(JSON.stringify(answer.body)).not.toMatch(/Sacha|Théo|Pas le sien/);
    }
    expect(await dumpDatabase(t.db)).toEqual(before);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await inviteEveryone(bruno, missing, 2)).status).toBe(404);
  });

  it('never invites more people than the confirmation said', async () => {
    const alice = await newOrganiser();
    const { id } = await eventWith(alice, 'Liste changee', ['Ugo', 'Vera', 'Willy']);
    const before = await dumpDatabase(t.db);
    const answer = await inviteEveryone(alice, id, 2);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toEqual({
      code: errorCodes.playersChanged,
      message: p.inviteAllChanged(3),
    });
    expect(await dumpDatabase(t.db)).toEqual(before);
    // Fewer than it said (someone was invited meanwhile) is fine.
    expect((await inviteEveryone(alice, id, 10)).body).toEqual({ invited: 3 });
  });

  it('works after the draw, for everyone the draw made not invited again', async () => {
    const alice = await newOrganiser();
    const event = 'Apres tirage';
    const names = ['Xavier', 'Yasmine', 'Zoé'];
    const { id, ids } = await eventWith(alice, event, names);
    await alice.post(`/api/secret-santas/${id}/players/${ids[0]}/invitation`);
    expect((await alice.post(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    expect((await inviteEveryone(alice, id, 3)).body).toEqual({ invited: 3 });
    await sendEverything();
    for (const name of names)
      expect(passwordIn(invitationsIn(addressOf(name, event)).at(-1)!.text)).toBeTruthy();
  });
});

describe('without an SMTP server', () => {
  it('keeps each invitation sent in the local mailbox with its password and link', async () => {
    const alice = await newOrganiser();
    const event = 'Boite locale';
    const { id } = await eventWith(alice, event, ['Jade', 'Kévin']);
    expect((await inviteEveryone(alice, id, 2)).body).toEqual({ invited: 2 });
    const mailbox = createMailboxTransport({ publicUrl: t.config.publicUrl, log: () => {} });
    while (
      (await sendDueMail({
        db: t.db,
        transport: mailbox,
        signing: t.config,
        now: () => new Date(),
      })) > 0
    );

    // The mailbox page shows each row as it is (docs/product.md §9.6): sent, password kept.
    for (const row of await invitationRows(id)) {
      expect(row.status).toBe('sent');
      const shown = await renderMail(row, t.config);
      const password = passwordIn(shown.text);
      expect(password).toMatch(/^[A-Za-z0-9]{8}$/);
      const link = new URL(extractLinks(shown.text).find((l) => l.includes('/invitation/'))!);
      expect(link.searchParams.get('token')).toBeTruthy();
      const check = await t.client().post(`/api/santa-auth/${id}/check-provisional`, {
        email: row.recipient,
        provisionalPassword: password,
      });
      expect(check.status).toBe(200);
    }
  });
});

describe('the progress of the invitations', () => {
  it('counts the newest round’s invitations, sent, waiting and failed, with one sent again in its place', async () => {
    const alice = await newOrganiser();
    const event = 'Progression';
    const { id, ids } = await eventWith(alice, event, ['Aline', 'Inconnu', 'Basile']);
    const zero = { total: 0, sent: 0, pending: 0, failed: 0 };
    // One by one is not a round: nothing to show yet.
    await alice.post(`/api/secret-santas/${id}/players/${ids[0]}/invitation`);
    expect(await progressOf(alice, id)).toEqual(zero);
    await sendEverything();

    expect((await inviteEveryone(alice, id, 2)).body).toEqual({ invited: 2 });
    expect(await progressOf(alice, id)).toEqual({ total: 2, sent: 0, pending: 2, failed: 0 });
    // 'inconnu…' is refused for good by the mail server.
    await sendEverything();
    expect(await progressOf(alice, id)).toEqual({ total: 2, sent: 1, pending: 0, failed: 1 });
    const list = (await alice.get(`/api/secret-santas/${id}/players`)).body.players;
    expect(list.map((player: { invited: boolean }) => player.invited)).toEqual([true, false, true]);

    // The address corrected and the invitation sent again: it counts in place of the failed one.
    await alice.request('PUT', `/api/secret-santas/${id}/players/${ids[1]}`, {
      name: 'Inconnu',
      email: 'connu.progression@example.org',
      imageUrl: AVATARS[1].src,
    });
    await alice.post(`/api/secret-santas/${id}/players/${ids[1]}/invitation`);
    expect(await progressOf(alice, id)).toEqual({ total: 2, sent: 1, pending: 1, failed: 0 });
    await sendEverything();
    expect(await progressOf(alice, id)).toEqual({ total: 2, sent: 2, pending: 0, failed: 0 });

    // Someone added and invited later joins the counts; a new round starts them afresh.
    const late = await alice.post(`/api/secret-santas/${id}/players`, {
      name: 'Camille',
      email: 'camille.progression@example.org',
      imageUrl: AVATARS[2].src,
    });
    await alice.post(`/api/secret-santas/${id}/players/${late.body.player.id}/invitation`);
    expect(await progressOf(alice, id)).toEqual({ total: 3, sent: 2, pending: 1, failed: 0 });
    for (const [index, name] of ['Dora', 'Éloi'].entries()) {
      await alice.post(`/api/secret-santas/${id}/players`, {
        name,
        email: addressOf(name, event),
        imageUrl: AVATARS[3 + index]!.src,
      });
    }
    expect((await inviteEveryone(alice, id, 2)).body).toEqual({ invited: 2 });
    expect(await progressOf(alice, id)).toEqual({ total: 2, sent: 0, pending: 2, failed: 0 });
    // A player removed leaves the counts.
    const dora = (await alice.get(`/api/secret-santas/${id}/players`)).body.players.at(-2).id;
    await alice.delete(`/api/secret-santas/${id}/players/${dora}`);
    expect(await progressOf(alice, id)).toEqual({ total: 1, sent: 0, pending: 1, failed: 0 });
  });
});

describe('the limits of inviting everyone', () => {
  it('lets a company invite its thousands in one round, within a daily allowance that a refused round leaves whole', async () => {
    const alice = await newOrganiser();
    const { id } = await eventWith(alice, 'Quota', ['Élise', 'Fabien']);
    const organiserId = (await alice.get('/api/auth/session')).body.user.id as string;
    const key = `invite-all:invitations:${organiserId}`;
    const max = rateRules.inviteAllInvitationsPerOrganiser.max;
    // As if the day's allowance had been used but one invitation.
    await t.db.insert(rateLimits).values({ key, count: max - 1, windowStart: new Date() });
    const before = await dumpDatabase(t.db);
    const refused = await inviteEveryone(alice, id, 2);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toEqual({
      code: errorCodes.rateLimited,
      message: p.inviteAllTooMany,
    });
    expect(await dumpDatabase(t.db)).toEqual(before);
    const [counter] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(counter?.count).toBe(max - 1);

    // The one left is still there for a smaller round.
    const single = await eventWith(alice, 'Quota bis', ['Gisèle']);
    expect((await inviteEveryone(alice, single.id, 1)).body).toEqual({ invited: 1 });
    const [after] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(after?.count).toBe(max);
  });

  it('limits the rounds an organiser starts in an hour', async () => {
    const alice = await newOrganiser();
    const { id } = await eventWith(alice, 'Tours', ['Hélène']);
    const statuses: number[] = [];
    for (let i = 0; i <= rateRules.inviteAllPerOrganiser.max; i++)
      statuses.push((await inviteEveryone(alice, id, 1)).status);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const rows = await t.db.select().from(players).where(eq(players.secretSantaId, id));
    expect(rows).toHaveLength(1);
    expect(await invitationRows(id)).toHaveLength(1);
  });
});
