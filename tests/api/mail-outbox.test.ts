import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema.ts';
import { enqueueMail } from '../../src/server/mail/outbox.server.ts';
import {
  claimDueMail,
  releaseAllLeases,
  sendDueMail,
} from '../../src/server/mail/mail-worker.server.ts';
import {
  createSmtpTransport,
  type MailTransport,
} from '../../src/server/mail/mail-transport.server.ts';
import { signPersonalLink } from '../../src/server/mail/sign-personal-link.server.ts';
import { verifyToken } from '../../src/server/security/signed-token.server.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { AVATARS } from '../../src/shared/avatars.ts';
import type { DrawState } from '../../src/shared/contracts/draw.ts';
import type { Player } from '../../src/shared/contracts/player.ts';
import { newEvent } from '../support/drawn-event.ts';
import { createTestApp, signUpAndVerify, type TestClient } from '../support/test-app.ts';

const t = await createTestApp();
const sink = await startSmtpSink();
const smtp = createSmtpTransport({ smtpUrl: sink.url, from: 'Secret Santa <noel@example.org>' });
afterAll(async () => {
  smtp.close();
  await sink.close();
});

const resetMail = (recipient: string) => ({
  kind: 'reset-password' as const,
  recipient,
  payload: { name: 'Test', url: 'http://localhost:3000/reset-password?token=abc' },
  language: 'fr' as const,
});

async function drain(send: () => Promise<number>) {
  while ((await send()) > 0);
}

/** The clock the outbox's worker reads here: real time, which a test may move ahead. */
const clock = { aheadMs: 0, now: () => new Date(Date.now() + clock.aheadMs) };
afterEach(() => {
  clock.aheadMs = 0;
});

/** The outbox sent through `transport`, links signed with the app's key, as the server's worker does. */
const sendingThrough = (transport: MailTransport) => () =>
  sendDueMail({ db: t.db, transport, signing: t.config, now: clock.now });

describe('the outbox sends through real SMTP', () => {
  it('delivers each message exactly once, even with two workers draining together', async () => {
    const recipients = Array.from({ length: 120 }, (_, i) => `personne${i}@example.org`);
    await enqueueMail(t.db, recipients.map(resetMail));
    const other = createSmtpTransport({
      smtpUrl: sink.url,
      from: 'Secret Santa <noel@example.org>',
    });
    await Promise.all([drain(sendingThrough(smtp)), drain(sendingThrough(other))]);
    other.close();

    const delivered = sink.received.filter((mail) => mail.to[0]?.startsWith('personne'));
    expect(delivered).toHaveLength(120);
    expect(new Set(delivered.map((mail) => mail.to[0])).size).toBe(120);
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    expect(rows.length).toBeGreaterThanOrEqual(120);

    const sample = delivered[0]!;
    expect(sample.subject).toBe('Réinitialisation de votre mot de passe – Secret Santa');
    expect(sample.messageId).toMatch(/^<[0-9a-f-]{36}@example\.org>$/);
    expect(sample.html).toContain('Choisir un nouveau mot de passe');
    expect(sample.links).toContain('http://localhost:3000/reset-password?token=abc');
  });

  it('sends an invitation with the person’s link and no password, the same link on a retry, and keeps no secret', async () => {
    const organiser = await signUpAndVerify(t, { name: 'Inès', email: 'ines@example.org' });
    const id = (await organiser.post('/api/secret-santas', { name: 'Oubli' })).body.secretSanta.id;
    const player = (
      await organiser.post(`/api/secret-santas/${id}/players`, {
        name: 'Yann',
        email: 'yann@example.org',
        imageUrl: AVATARS[1].src,
      })
    ).body.player;
    await organiser.post(`/api/secret-santas/${id}/players/${player.id}/invitation`);
    const queuedLink = (await t.lastMailTo('yann@example.org'))!.links.find((l) =>
      l.includes(`/participant/${id}/`),
    );
    expect(queuedLink).toBeDefined();

    // The first try fails (SMTP is down): the row waits as it was queued, nothing added to it.
    const [queued] = await t.mailsTo('yann@example.org');
    const down = createSmtpTransport({ smtpUrl: 'smtp://127.0.0.1:9', from: 'x@example.org' });
    await drain(sendingThrough(down));
    down.close();
    const [waiting] = await t.mailsTo('yann@example.org');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.payload).toEqual(queued?.payload);

    clock.aheadMs = 60_000;
    await drain(sendingThrough(smtp));
    const received = await sink.waitForMail('yann@example.org');
    expect(received.subject).toBe(mailMessages.mail.invitationSubject('Oubli'));
    expect(received.links.filter((l) => l.includes('/participant/'))).toEqual([queuedLink]);
    expect(received.text).not.toMatch(/provisoire/i);
    const [sent] = await t.mailsTo('yann@example.org');
    expect(sent?.status).toBe('sent');
    // What the row keeps is what the link is signed from, never the link or a password.
    expect(sent?.payload).toEqual(queued?.payload);
    expect(Object.keys(sent!.payload as object).sort()).toEqual([
      'organiserName',
      'personalLink',
      'playerName',
      'secretSantaName',
    ]);
    expect(JSON.stringify(sent?.payload)).not.toMatch(/password|token|\/participant\//i);
    const token = queuedLink!.split('/').at(-1)!;
    const space = await t
      .client()
      .request('GET', `/api/participant/${id}`, undefined, { authorization: `Bearer ${token}` });
    expect(space.body.space.me.name).toBe('Yann');
  });

  it('sends an e-mail still waiting when the person’s link is replaced with the new link, not the dead one', async () => {
    const organiser = await signUpAndVerify(t, { name: 'Jules', email: 'jules@example.org' });
    const id = (await organiser.post('/api/secret-santas', { name: 'Lien perdu' })).body.secretSanta
      .id as string;
    const player = (
      await organiser.post(`/api/secret-santas/${id}/players`, {
        name: 'Wanda',
        email: 'wanda@example.org',
        imageUrl: AVATARS[2].src,
      })
    ).body.player;
    await organiser.post(`/api/secret-santas/${id}/players/${player.id}/invitation`);
    const firstLink = (await t.lastMailTo('wanda@example.org'))!.links.find((l) =>
      l.includes(`/participant/${id}/`),
    )!;
    // SMTP is down when the invitation is first tried: it waits.
    const down = createSmtpTransport({ smtpUrl: 'smtp://127.0.0.1:9', from: 'x@example.org' });
    await drain(sendingThrough(down));
    down.close();
    // Meanwhile Wanda asks for a new link and opens it (her inbox's other copy of the e-mail,
    // say): the link her waiting invitation was to carry stops working.
    await t.client().post(`/api/participant/${id}/new-link`, { email: 'wanda@example.org' });
    const nextLink = (await t.lastMailTo('wanda@example.org'))!.links.find((l) =>
      l.includes(`/participant/${id}/`),
    )!;
    const first = await t.client().request('GET', `/api/participant/${id}`, undefined, {
      authorization: `Bearer ${nextLink.split('/').at(-1)}`,
    });
    expect(first.body.space.me.name).toBe('Wanda');

    clock.aheadMs = 60_000;
    await drain(sendingThrough(smtp));
    const invitation = await sink.waitForMail(
      'wanda@example.org',
      (mail) => mail.subject === mailMessages.mail.invitationSubject('Lien perdu'),
    );
    const newLink = await sink.waitForMail(
      'wanda@example.org',
      (mail) => mail.subject === mailMessages.mail.personalLinkSubject('Lien perdu'),
    );
    const linkOf = (mail: { links: string[] }) =>
      mail.links.find((l) => l.includes('/participant/'))!;
    expect(linkOf(invitation)).toBe(linkOf(newLink));
    expect(linkOf(invitation)).toBe(nextLink);
    expect(linkOf(invitation)).not.toBe(firstLink);
    const dead = await t.client().request('GET', `/api/participant/${id}`, undefined, {
      authorization: `Bearer ${firstLink.split('/').at(-1)}`,
    });
    expect(dead.body.error.code).toBe('LINK_REPLACED');
    const opened = await t.client().request('GET', `/api/participant/${id}`, undefined, {
      authorization: `Bearer ${linkOf(invitation).split('/').at(-1)}`,
    });
    expect(opened.body.space.me.name).toBe('Wanda');
  });

  it('gives a dead instance’s batch back at once when the restarted app owns the database alone', async () => {
    await enqueueMail(t.db, [resetMail('bail-1@example.org'), resetMail('bail-2@example.org')]);
    const leased = (await claimDueMail(t.db, clock.now())).map((mail) => mail.recipient).sort();
    expect(leased).toEqual(['bail-1@example.org', 'bail-2@example.org']);
    // The process that claimed them is gone: nobody else may take them for a few seconds...
    expect(await claimDueMail(t.db, clock.now())).toEqual([]);
    // ...unless the new process knows it is the only one (PGlite's locked data folder).
    await releaseAllLeases(t.db);
    await drain(sendingThrough(smtp));
    for (const recipient of leased) await sink.waitForMail(recipient);
    expect((await t.mailsTo('bail-1@example.org'))[0]?.status).toBe('sent');
  });

  it('enqueues a deduplicated message only once', async () => {
    const once = { ...resetMail('unique@example.org'), dedupeKey: 'completion:test' };
    await enqueueMail(t.db, once);
    await enqueueMail(t.db, once);
    expect(await t.mailsTo('unique@example.org')).toHaveLength(1);
  });

  it('keeps a message waiting, with a growing delay, while SMTP is down', async () => {
    await enqueueMail(t.db, resetMail('attente@example.org'));
    const down = createSmtpTransport({ smtpUrl: 'smtp://127.0.0.1:9', from: 'x@example.org' });
    await drain(sendingThrough(down));
    down.close();
    const [row] = await t.mailsTo('attente@example.org');
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('marks a message failed, with the reason, when the SMTP server refuses it for good', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const port = (refusing.server.address() as { port: number }).port;
    const transport = createSmtpTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'x@example.org',
    });
    await enqueueMail(t.db, resetMail('refuse@example.org'));
    await drain(sendingThrough(transport));
    transport.close();
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
    const [row] = await t.mailsTo('refuse@example.org');
    expect(row?.status).toBe('failed');
    expect(row?.lastError).toContain('Mailbox unavailable');
  });

  it('puts a player back to “Pas encore invité” when the invitation is refused for good', async () => {
    const organiser = await signUpAndVerify(t, { name: 'Alice', email: 'alice@example.org' });
    const id = (await organiser.post('/api/secret-santas', { name: 'Refus' })).body.secretSanta.id;
    const player = (
      await organiser.post(`/api/secret-santas/${id}/players`, {
        name: 'Zoé',
        email: 'zoe@example.org',
        address: '1 rue Fermée, Paris',
        imageUrl: AVATARS[0].src,
      })
    ).body.player;
    expect(
      (await organiser.post(`/api/secret-santas/${id}/players/${player.id}/invitation`)).body.player
        .invited,
    ).toBe(true);

    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('No such user'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const port = (refusing.server.address() as { port: number }).port;
    const transport = createSmtpTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'x@example.org',
    });
    await drain(sendingThrough(transport));
    transport.close();
    await new Promise<void>((resolve) => refusing.close(() => resolve()));

    const players = (await organiser.get(`/api/secret-santas/${id}/players`)).body.players;
    expect(players[0]).toMatchObject({ name: 'Zoé', invited: false });
  });
});

describe('the pace per receiving domain', () => {
  const resetTo = (recipient: string) => resetMail(recipient);
  const delivered = (domain: string) =>
    sink.received.filter((mail) => mail.to[0]?.endsWith(`@${domain}`)).map((mail) => mail.to[0]);

  it('sends each domain at most its e-mails a minute, and the other domains meanwhile', async () => {
    const pacedAt = (aheadMs: number) => ({
      db: t.db,
      transport: smtp,
      signing: t.config,
      now: () => new Date(Date.now() + clock.aheadMs + aheadMs),
      perDomainPerMinute: 3,
    });
    const gmail = Array.from({ length: 7 }, (_, i) => `rythme${i}@gmail.example`);
    const others = ['un@autre.example', 'deux@autre.example'];
    await enqueueMail(t.db, [...gmail, ...others].map(resetTo));

    await drain(() => sendDueMail(pacedAt(0)));
    expect(delivered('gmail.example')).toHaveLength(3);
    expect(delivered('autre.example').sort()).toEqual([...others].sort());
    // The others wait for the domain's next minute, none tried yet.
    const waiting = await t.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.recipient} like 'rythme%' and ${mailOutbox.status} = 'pending'`);
    expect(waiting).toHaveLength(4);
    expect(waiting.every((row) => row.attempts === 0 && row.firstTriedAt === null)).toBe(true);

    await drain(() => sendDueMail(pacedAt(61_000)));
    expect(delivered('gmail.example')).toHaveLength(6);
    await drain(() => sendDueMail(pacedAt(122_000)));
    expect(delivered('gmail.example').sort()).toEqual([...gmail].sort());
  });

  it('holds a domain that says « try later » (4xx), and not the others', async () => {
    const slow = await startSmtpSink({ defers: (to) => to.endsWith('@lent.example') });
    const transport = createSmtpTransport({ smtpUrl: slow.url, from: 'noel@example.org' });
    const at = (aheadMs: number) => ({
      db: t.db,
      transport,
      signing: t.config,
      now: () => new Date(Date.now() + aheadMs),
    });
    await enqueueMail(t.db, [
      resetTo('a@lent.example'),
      resetTo('b@lent.example'),
      resetTo('c@vite.example'),
      resetTo('d@vite.example'),
    ]);
    await drain(() => sendDueMail(at(0)));
    expect(slow.received.map((mail) => mail.to[0]).sort()).toEqual([
      'c@vite.example',
      'd@vite.example',
    ]);
    const held = await t.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.recipient} like '%@lent.example'`);
    expect(held.map((row) => row.status)).toEqual(['pending', 'pending']);
    expect(held.every((row) => /451/.test(row.lastError ?? ''))).toBe(true);
    transport.close();
    await slow.close();
  });
});

describe('a draw e-mail', () => {
  async function notifiedEvent(name: string, people: string[]) {
    const organiser = await signUpAndVerify(t, {
      name: 'Organisatrice',
      email: `organisatrice-${name.toLowerCase()}@example.org`,
    });
    const id = await newEvent(organiser, name);
    for (const [index, person] of people.entries()) {
      const added = await organiser.post(`/api/secret-santas/${id}/players`, {
        name: person,
        email: `${person.toLowerCase()}@example.org`,
        address: '5 rue des Sapins, Lille',
        imageUrl: AVATARS[index]!.src,
      });
      expect(added.status).toBe(201);
    }
    expect((await organiser.post(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    const before = Math.floor(Date.now() / 1000);
    expect((await organiser.post(`/api/secret-santas/${id}/draw/notify`)).status).toBe(200);
    const after = Math.floor(Date.now() / 1000);
    return { id, organiser, notifiedBetween: [before, after] as const };
  }

  /** The organiser's Tirage panel, as it reads now. */
  async function drawPanel(organiser: TestClient, id: string): Promise<DrawState> {
    await t.caughtUp();
    return (await organiser.get(`/api/secret-santas/${id}/draw`)).body.draw;
  }

  it('waits out a two-day SMTP outage, then fails; "Notifier" queues the failed ones again and each person gets one e-mail', async () => {
    const people = ['Lou', 'Max', 'Noa'];
    const { id, organiser } = await notifiedEvent('Orage', people);
    const down = createSmtpTransport({ smtpUrl: 'smtp://127.0.0.1:9', from: 'x@example.org' });
    const addresses = people.map((person) => `${person.toLowerCase()}@example.org`);
    const rowsOf = async () => Promise.all(addresses.map(async (a) => (await t.mailsTo(a))[0]!));
    // When Lou's e-mail was tried, by the worker's clock.
    const tries: number[] = [];
    for (;;) {
      const pending = (await rowsOf()).filter((row) => row.status === 'pending');
      if (pending.length === 0) break;
      // Straight to the moment the next e-mail is due again.
      const nextDue = Math.min(...pending.map((row) => row.runAt.getTime()));
      clock.aheadMs += Math.max(0, nextDue - clock.now().getTime());
      const louAttempts = (await rowsOf())[0]!.attempts;
      await drain(sendingThrough(down));
      if ((await rowsOf())[0]!.attempts > louAttempts) tries.push(clock.now().getTime());

      if (tries.length === 3 && (await rowsOf())[0]!.status === 'pending') {
        // The organiser sees it waiting, why, and when it is tried again.
        const [waiting] = await rowsOf();
        const lou = (await drawPanel(organiser, id)).notifications.players[0]!;
        expect(lou).toMatchObject({ status: 'pending', nextAttemptAt: waiting!.runAt.getTime() });
        expect(lou.lastError).toContain('ECONNREFUSED');
      }
    }
    down.close();

    // Each gap is the delay the worker chose, plus the real milliseconds the round took.
    const gaps = tries.slice(1).map((at, i) => at - tries[i]!);
    expect(Math.max(...gaps)).toBeGreaterThanOrEqual(30 * 60 * 1000);
    expect(Math.max(...gaps)).toBeLessThan(30 * 60 * 1000 + 1000);
    expect(tries.at(-1)! - tries[0]!).toBeGreaterThanOrEqual(48 * 60 * 60 * 1000);
    expect(tries.at(-2)! - tries[0]!).toBeLessThan(48 * 60 * 60 * 1000);
    expect(tries.length).toBeGreaterThan(90);
    console.log(
      `Panne SMTP : ${tries.length} essais en ${((tries.at(-1)! - tries[0]!) / 3_600_000).toFixed(1)} h avant l’échec`,
    );
    const failed = await drawPanel(organiser, id);
    expect(failed.notifications).toMatchObject({ failed: 3, pending: 0, sent: 0 });

    // "Notifier" again: the failed e-mails go back in the queue, each once.
    const again = await organiser.post(`/api/secret-santas/${id}/draw/notify`);
    expect(again.body.draw.notifications).toMatchObject({ failed: 0, pending: 3 });
    await organiser.post(`/api/secret-santas/${id}/draw/notify`);

    await drain(sendingThrough(smtp));
    for (const person of people) {
      const address = `${person.toLowerCase()}@example.org`;
      await sink.waitForMail(
        address,
        (mail) => mail.subject === mailMessages.mail.drawSubject('Orage'),
      );
      expect(sink.received.filter((mail) => mail.to[0] === address)).toHaveLength(1);
    }
    expect((await drawPanel(organiser, id)).notifications).toMatchObject({ sent: 3, failed: 0 });
  });

  it('"Renvoyer les emails en échec" sends again, once, to each person whose e-mail was refused, at the address corrected since', async () => {
    const { id, organiser } = await notifiedEvent('Correction', ['Pia', 'Rob']);
    const refusing = await startSmtpSink({ refuses: (address) => address === 'pia@example.org' });
    const throughRefusing = createSmtpTransport({ smtpUrl: refusing.url, from: 'x@example.org' });
    await drain(sendingThrough(throughRefusing));
    throughRefusing.close();
    await refusing.close();
    const before = await drawPanel(organiser, id);
    expect(before.notifications).toMatchObject({ sent: 1, failed: 1 });
    const pia = before.notifications.players.find((p) => p.status === 'failed')!;
    expect(pia.lastError).toContain('550');

    const players = (await organiser.get(`/api/secret-santas/${id}/players`)).body
      .players as Player[];
    const piaPlayer = players.find((p) => p.id === pia.playerId)!;
    const fixed = await organiser.request(
      'PUT',
      `/api/secret-santas/${id}/players/${pia.playerId}`,
      {
        name: piaPlayer.name,
        email: 'pia.bis@example.org',
        address: piaPlayer.address,
        imageUrl: piaPlayer.imageUrl,
      },
    );
    expect(fixed.status).toBe(200);

    const resent = await organiser.post(`/api/secret-santas/${id}/draw/resend-failed`);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({
      resent: 1,
      draw: { notifications: { pending: 1, failed: 0 } },
    });
    // A second click finds nothing failed: nothing more is queued.
    expect((await organiser.post(`/api/secret-santas/${id}/draw/resend-failed`)).body.resent).toBe(
      0,
    );

    await drain(sendingThrough(smtp));
    await sink.waitForMail('pia.bis@example.org');
    expect(sink.received.filter((mail) => mail.to[0] === 'pia.bis@example.org')).toHaveLength(1);
    expect(sink.received.filter((mail) => mail.to[0] === 'rob@example.org')).toHaveLength(0);
    expect((await drawPanel(organiser, id)).notifications).toMatchObject({ sent: 2, failed: 0 });
  });

  it('carries a link that opens the participant space until the January after the edition, the same on a later try', async () => {
    const { id, notifiedBetween } = await notifiedEvent('Reprise', ['Hugo', 'Ines']);
    const queued = await t.lastMailTo('hugo@example.org');
    const queuedLink = queued!.links.find((link) => link.includes(`/participant/${id}/`));

    // The first try fails (no SMTP server there); the message waits for its retry...
    const down = createSmtpTransport({ smtpUrl: 'smtp://127.0.0.1:9', from: 'x@example.org' });
    await drain(sendingThrough(down));
    down.close();
    const [waiting] = await t.mailsTo('hugo@example.org');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    // ...which is made due at once, as after the retry delay. A second later: a link whose
    // expiry were counted from its signing would now differ from the one rendered at first.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.db
      .update(mailOutbox)
      .set({ runAt: sql`now()` })
      .where(eq(mailOutbox.recipient, 'hugo@example.org'));
    await drain(sendingThrough(smtp));

    const received = await sink.waitForMail(
      'hugo@example.org',
      (mail) => mail.subject === mailMessages.mail.drawSubject('Reprise'),
    );
    const link = received.links.find((l) => l.includes(`/participant/${id}/`));
    expect(link).toBeDefined();
    expect(link).toBe(queuedLink);
    const token = decodeURIComponent(link!.split('/').at(-1)!);
    const check = verifyToken(
      t.config.authSecret,
      token,
      { purpose: 'participant', secretSantaId: id },
      Date.now(),
    );
    expect(check.ok).toBe(true);
    const expiresAt = check.ok ? check.claims.expiresAt : 0;
    const edition = new Date(notifiedBetween[0] * 1000).getFullYear();
    expect(expiresAt).toBe(new Date(edition + 1, 1, 1).getTime() / 1000);

    const space = await t
      .client()
      .request('GET', `/api/participant/${id}`, undefined, { authorization: `Bearer ${token}` });
    expect(space.status).toBe(200);
    expect(JSON.stringify(space.body)).toContain('Hugo');
  });

  it('queued by an earlier version, its link signed then, is still sent with that link', async () => {
    const { id } = await notifiedEvent('Ancien', ['Jade', 'Karim']);
    const [player] = await t.mailsTo('jade@example.org');
    const claims = (player!.payload as { personalLink: { playerId: string; expiresAt: number } })
      .personalLink;
    // The row as the previous version wrote it: the signed link in the payload.
    const url = signPersonalLink(t.config, { ...claims, secretSantaId: id });
    await t.db
      .update(mailOutbox)
      .set({ payload: { playerName: 'Jade', secretSantaName: 'Ancien', url } })
      .where(eq(mailOutbox.recipient, 'jade@example.org'));
    await drain(sendingThrough(smtp));

    const received = await sink.waitForMail(
      'jade@example.org',
      (mail) => mail.subject === mailMessages.mail.drawSubject('Ancien'),
    );
    expect(received.links).toContain(url);
    expect(received.text).toContain('Jade');
    expect((await t.mailsTo('jade@example.org'))[0]?.status).toBe('sent');
  });
});
