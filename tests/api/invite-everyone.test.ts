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
 * queued in one request; each carries the player's personal link, signed by the mail worker when
 * it sends the e-mail, and no password (docs/decisions/0029), through a real SMTP server.
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
/** The personal link an e-mail carries, as `/participant/:id/:token`; exactly one. */
const linkIn = (mail: { links: string[] }) => {
  const links = mail.links.filter((l) => l.includes('/participant/'));
  expect(links).toHaveLength(1);
  return new URL(links[0]!).pathname;
};
/** The space a personal link opens, as its holder sees it. */
const open = (link: string) =>
  t.client().request('GET', `/api/participant/${link.split('/').at(-2)}`, undefined, {
    authorization: `Bearer ${link.split('/').at(-1)}`,
  });
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
    // Queued in the request, each naming the link it carries; nothing in them is a secret.
    const queued = await invitationRows(id);
    expect(queued.filter((row) => row.status === 'pending')).toHaveLength(4);
    for (const row of queued.filter((r) => r.status === 'pending')) {
      expect(row.payload).not.toHaveProperty('secrets');
      expect(row.payload).toMatchObject({
        personalLink: { secretSantaId: id, countsOpening: true },
      });
    }
    const list = (await alice.get(`/api/secret-santas/${id}/players`)).body.players;
    expect(list.every((player: { invited: boolean }) => player.invited)).toBe(true);

    await sendEverything();
    for (const name of names) expect(invitationsIn(addressOf(name, event))).toHaveLength(1);
    const boris = invitationsIn(addressOf('Boris', event))[0]!;
    expect(boris.subject).toBe(mailMessages.mail.invitationSubject(event));
    expect(boris.text).not.toMatch(/provisoire/i);
    expect((await open(linkIn(boris))).body.space.me.name).toBe('Boris');

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

  it('invites everyone while the organiser edits people on another instance: both done, no error', async () => {
    const alice = await newOrganiser();
    const elsewhere = (await t.anotherInstance()).client();
    expect(
      (
        await elsewhere.post('/api/auth/sign-in', {
          email: `organisatrice.${organiserCount}@example.org`,
          password: 'motdepasse',
        })
      ).status,
    ).toBe(200);
    const names = ['Ada', 'Basile', 'Cyril', 'Dora', 'Elio', 'Flore', 'Gaspard', 'Hana'];
    // Rounds, each with edits racing it: an edit takes the event's row, then a player's; the
    // round takes the players it invites, then needs the event's row for its e-mails.
    for (let round = 0; round < 8; round++) {
      const event = `Tous et retouches ${'abcdefgh'[round]}`;
      const { id, ids } = await eventWith(alice, event, names);
      const edit = (index: number) =>
        elsewhere.request('PUT', `/api/secret-santas/${id}/players/${ids[index]}`, {
          name: `${names[index]} bis`,
          email: addressOf(names[index]!, event),
          imageUrl: AVATARS[index % AVATARS.length]!.src,
        });
      const answers = await Promise.all([
        edit(names.length - 1),
        inviteEveryone(alice, id, names.length),
        edit(names.length - 2),
        edit(0),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(await invitationRows(id)).toHaveLength(names.length);
    }
  });

  it('gives each their own link, which opens their space alone, and a resend sends the same link', async () => {
    const alice = await newOrganiser();
    const event = 'Premiere connexion';
    const { id, ids } = await eventWith(alice, event, ['Léa', 'Marc', 'Nina']);
    await inviteEveryone(alice, id, 3);
    await sendEverything();

    // Léa's e-mail opens Léa's space, before the draw, and nobody else's.
    const lea = linkIn(invitationsIn(addressOf('Léa', event))[0]!);
    const space = (await open(lea)).body.space;
    expect(space).toMatchObject({ me: { name: 'Léa' }, drawn: false, recipient: null });
    expect(JSON.stringify(space)).not.toContain(addressOf('Marc', event));
    const links = ['Léa', 'Marc', 'Nina'].map((name) =>
      linkIn(invitationsIn(addressOf(name, event))[0]!),
    );
    expect(new Set(links).size).toBe(3);

    // Marc's invitation is sent again: the same link, and the first e-mail's still works.
    const marc = addressOf('Marc', event);
    await alice.post(`/api/secret-santas/${id}/players/${ids[1]}/invitation`);
    await sendEverything();
    expect(invitationsIn(marc)).toHaveLength(2);
    expect(linkIn(invitationsIn(marc)[1]!)).toBe(linkIn(invitationsIn(marc)[0]!));
    expect((await open(linkIn(invitationsIn(marc)[0]!))).body.space.me.name).toBe('Marc');
  });

  it('replaces an invitation still waiting: one e-mail, and its link works', async () => {
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
    const answer = await open(linkIn(invitationsIn(olga)[0]!));
    expect(answer.status).toBe(200);
    expect(answer.body.space.me.name).toBe('Olga');
  });

  it('sends nothing to an address changed while the invitation waited, and says the player is not invited', async () => {
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
    expect((await open(linkIn(invitationsIn(fixed)[0]!))).body.space.me.email).toBe(fixed);
  });

  it('ends the link the old address received once the organiser corrects it', async () => {
    const alice = await newOrganiser();
    const event = 'Faute de frappe';
    const { id, ids } = await eventWith(alice, event, ['Sacha', 'Tom']);
    await inviteEveryone(alice, id, 2);
    await sendEverything();
    const typo = addressOf('Sacha', event);
    const oldLink = linkIn(invitationsIn(typo)[0]!);
    const fixed = 'sacha.bon@example.org';
    await alice.request('PUT', `/api/secret-santas/${id}/players/${ids[0]}`, {
      name: 'Sacha',
      email: fixed,
      imageUrl: AVATARS[0].src,
    });
    // Whoever reads the mistyped mailbox opens nothing of Sacha's, and learns nothing.
    const taken = await open(oldLink);
    expect(taken.status).toBe(401);
    expect(taken.body.error.code).toBe(errorCodes.linkReplaced);
    expect(JSON.stringify(taken.body)).not.toMatch(/Sacha|Tom|sacha\.bon/);
    const list = (await alice.get(`/api/secret-santas/${id}/players`)).body.players;
    expect(list[0]).toMatchObject({ email: fixed, invited: false, linkOpened: false });
    // Tom's link, sent in the same round, is his still.
    expect((await open(linkIn(invitationsIn(addressOf('Tom', event))[0]!))).status).toBe(200);
  });

  it('holds no e-mail queued after a round: nothing is left to make before the invitations leave', async () => {
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

    // One round of the mail worker sends the reset, and the invitations with it: each only
    // has its link to sign, where a password had to be made, slowly, for each.
    await sendDueMail({ db: t.db, transport: smtp, signing: t.config, now: () => new Date() });
    const resetMails = sink.received.filter(
      (mail) =>
        mail.to.includes(`organisatrice.${organiserCount}@example.org`) &&
        mail.subject === mailMessages.mail.resetSubject,
    );
    expect(resetMails).toHaveLength(1);
    for (const name of names) expect(invitationsIn(addressOf(name, event))).toHaveLength(1);
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

  it('works after the draw, for those not sent their link yet: the draw leaves the others invited', async () => {
    const alice = await newOrganiser();
    const event = 'Apres tirage';
    const names = ['Xavier', 'Yasmine', 'Zoé'];
    const { id, ids } = await eventWith(alice, event, names);
    await alice.post(`/api/secret-santas/${id}/players/${ids[0]}/invitation`);
    expect((await alice.post(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    expect((await inviteEveryone(alice, id, 3)).body).toEqual({ invited: 2 });
    await sendEverything();
    for (const name of names) {
      const received = invitationsIn(addressOf(name, event));
      expect(received).toHaveLength(1);
      // The link shows whom they give to already, as their draw e-mail's will.
      const space = (await open(linkIn(received[0]!))).body.space;
      expect(space).toMatchObject({ me: { name }, drawn: true });
      expect(space.recipient).not.toBeNull();
    }
  });
});

describe('without an SMTP server', () => {
  it('keeps each invitation sent in the local mailbox with its link, and no password', async () => {
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

    // The mailbox page shows each row as it is (docs/product.md §9.6): sent, its link working.
    const rows = await invitationRows(id);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.status).toBe('sent');
      const shown = await renderMail(row, t.config);
      expect(shown.text).not.toMatch(/provisoire/i);
      const space = await open(linkIn({ links: extractLinks(shown.text) }));
      expect(space.body.space.me.email).toBe(row.recipient);
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
