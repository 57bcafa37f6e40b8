import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { mailOutbox, reminders, santaAssignments } from '../../src/server/db/schema.ts';
import {
  createMailboxTransport,
  createSmtpTransport,
} from '../../src/server/mail/mail-transport.server.ts';
import { sendDueMail, startMailWorker } from '../../src/server/mail/mail-worker.server.ts';
import { mailMessages as englishMail } from '../../src/shared/mail-messages.en.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { drawnEvent, newEvent } from '../support/drawn-event.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

/**
 * The exchange's date, budget and place (docs/product.md §3.6), its calendar event, who opened
 * their link (§6.5) and the reminders (§6.9), on a clock the tests move.
 */
const START = Date.parse('2026-12-01T10:00:00Z');
let clock = START;
const now = () => new Date(clock);
const t = await createTestApp({ now });
const olga = await signUpAndVerify(t, { name: 'Olga', email: 'olga@example.org' });
const FAMILY = ['Anna', 'Boris', 'Cyril', 'Dora'] as const;
type Name = (typeof FAMILY)[number];
const x = organiserMessages.exchange;

const DETAILS = {
  date: '2026-12-19',
  time: '15:00',
  timeZone: 'Europe/Paris',
  budget: '20 à 30 €',
  currency: 'EUR',
  place: 'Chez Mamie, 3 rue des Lilas',
  note: 'Apportez un dessert\u202f!',
  reminders: { beforeExchange: true, giftIdeas: true, giftReceived: true },
};

const saveExchange = (id: string, details: object, client = olga) =>
  client.request('PUT', `/api/secret-santas/${id}/exchange`, details);

async function event(name: string, details: object | null = DETAILS) {
  clock = START;
  const emailOf = (n: string) => `${n.toLowerCase()}.${name.length}@example.org`;
  const drawn = await drawnEvent(t, olga, name, FAMILY);
  if (details) expect((await saveExchange(drawn.id, details)).status).toBe(200);
  const pairs = await t.db
    .select()
    .from(santaAssignments)
    .where(eq(santaAssignments.secretSantaId, drawn.id));
  const nameOf = (playerId: string) => FAMILY.find((n) => drawn.ids[n] === playerId)!;
  const recipientOf = (giver: Name) =>
    nameOf(pairs.find((p) => p.giverId === drawn.ids[giver])!.receiverId);
  const as = (n: Name) => {
    const client = t.client();
    const authorization = `Bearer ${drawn.tokens[n]}`;
    return {
      space: () =>
        client.request('GET', `/api/participant/${drawn.id}`, undefined, { authorization }),
      calendar: () =>
        client.request('GET', `/api/participant/${drawn.id}/calendar`, undefined, {
          authorization,
        }),
      giftIdeas: (giftIdeas: string) =>
        client.request(
          'PUT',
          `/api/participant/${drawn.id}/gift-ideas`,
          { giftIdeas },
          {
            authorization,
          },
        ),
      received: () =>
        client.request('POST', `/api/participant/${drawn.id}/gift-received`, undefined, {
          authorization,
        }),
    };
  };
  return { ...drawn, emailOf, recipientOf, as };
}

/**
 * The outbox is sent by the later of this file's clock and the real one: its rows are due from
 * when the database stamped them, by its own clock (ARCHITECTURE.md, Time), which passes this
 * file's once the real date is past START.
 */
const sendingNow = () => new Date(Math.max(clock, Date.now()));

/** Sends what the outbox holds, as the server's worker does (through the local mailbox). */
const transport = createMailboxTransport({ publicUrl: t.config.publicUrl, log: () => {} });
async function sendOutbox() {
  while ((await sendDueMail({ db: t.db, transport, signing: t.config, now: sendingNow })) > 0);
}

/**
 * The mail workers of `instances` server instances (start-server.ts starts one per process) on
 * this file's clock: the due reminders, then the outbox, until nothing is due; then stopped, as
 * at a shutdown, so that the next call starts fresh ones, as after a restart. On PostgreSQL each
 * worker takes its own connections from the pool, as two servers would, and their race is real;
 * PGlite is held by one process, whose workers take turns on its one connection.
 */
async function runWorkers(instances = 1) {
  const workers = Array.from({ length: instances }, () =>
    startMailWorker({ db: t.db, transport, signing: t.config, now, pollMs: 10 }),
  );
  await expect.poll(isNothingDue, { interval: 10, timeout: 15_000 }).toBe(true);
  await Promise.all(workers.map((worker) => worker.stop()));
}

/** Whether a worker would find nothing to take now: no reminder due, no e-mail due. */
async function isNothingDue() {
  const dueReminders = await t.db
    .select({ kind: reminders.kind })
    .from(reminders)
    .where(and(isNull(reminders.sentAt), lte(reminders.dueAt, now())))
    .limit(1);
  const dueMail = await t.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.runAt, now())))
    .limit(1);
  return dueReminders.length === 0 && dueMail.length === 0;
}

async function mailsOfKind(secretSantaId: string, kind: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.secretSantaId, secretSantaId), eq(mailOutbox.kind, kind)))
    .orderBy(asc(mailOutbox.createdAt));
}

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(timezone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('the exchange’s date, budget and place', () => {
  it('are saved by the organiser and shown in the space, the e-mails and the calendar event', async () => {
    const e = await event('Noël chez Mamie');
    const dashboard = await olga.get(`/api/secret-santas/${e.id}`);
    expect(dashboard.body.secretSanta.exchange).toEqual({
      date: '2026-12-19',
      time: '15:00',
      timeZone: 'Europe/Paris',
      budget: { min: 2000, max: 3000 },
      currency: 'EUR',
      place: 'Chez Mamie, 3 rue des Lilas',
      note: 'Apportez un dessert\u202f!',
    });

    const space = await e.as('Anna').space();
    expect(space.body.space.secretSanta.exchange).toEqual(dashboard.body.secretSanta.exchange);
    expect(space.body.space.secretSanta.organiserName).toBe('Olga');

    // Saved after the notification, the draw e-mails (not sent yet) go with the details as they
    // are when sent, and the calendar event.
    const mail = (await t.lastMailTo(e.emailOf('Anna')))!;
    expect(mail.kind).toBe('exchange-changed');
    const drawMail = await renderedDrawMail(e.id, e.emailOf('Anna'));
    expect(drawMail.text).toContain(
      'Échange le samedi 19 décembre 2026 à 15\u00a0h (heure de Paris) · Budget 20 à 30\u00a0€ · Chez Mamie, 3 rue des Lilas',
    );
    expect(drawMail.text).toContain('Apportez un dessert');
    const [attachment] = drawMail.attachments!;
    expect(attachment!.contentType).toMatch(/^text\/calendar/);
    const { vevent, event: calendarEvent } = parseCalendar(attachment!.content);
    expect(calendarEvent.startDate.toJSDate().toISOString()).toBe('2026-12-19T14:00:00.000Z');
    expect(calendarEvent.location).toBe('Chez Mamie, 3 rue des Lilas');
    // The space's address, never a personal link: calendars are shared (docs/security.md).
    expect(calendarEvent.description).toContain(`${t.config.publicUrl}/participant/${e.id}`);
    expect(attachment!.content).not.toContain(e.tokens.Anna!);
    expect(calendarEvent.uid).toBe(`${e.id}-2026@secret-santa`);
    expect(vevent.getFirstPropertyValue('dtstart')!.toString()).toContain('2026-12-19T15:00:00');

    // 'Ajouter à mon agenda' downloads the same event.
    const download = await e.as('Anna').calendar();
    expect(download.status).toBe(200);
    const downloaded = parseCalendar(download.body.calendar as string).event;
    expect(downloaded.uid).toBe(calendarEvent.uid);
    expect(downloaded.sequence).toBe(calendarEvent.sequence);
    expect(downloaded.startDate.toJSDate()).toEqual(calendarEvent.startDate.toJSDate());
  });

  it('refuse bad input in French and change nothing', async () => {
    const e = await event('Refus de dates');
    const before = (await olga.get(`/api/secret-santas/${e.id}`)).body.secretSanta;
    const refusals: Array<[object, string, string]> = [
      [{ budget: 'trente euros' }, 'budget', x.budgetInvalid],
      [{ budget: '30 à 20 €' }, 'budget', x.budgetInvalid],
      // Another currency's sign is not converted: the budget is in the currency chosen.
      [{ budget: '$25' }, 'budget', x.budgetInvalid],
      [{ budget: '25', currency: 'XYZ' }, 'currency', x.currencyInvalid],
      [{ budget: '25', currency: 'usd' }, 'currency', x.currencyInvalid],
      [{ budget: '25', currency: 'U\ud800S' }, 'currency', x.currencyInvalid],
      [{ currency: undefined }, 'currency', x.currencyInvalid],
      [{ date: '2026-02-30' }, 'date', x.dateInvalid],
      [{ time: '25:00' }, 'time', x.timeInvalid],
      [{ date: '', time: '15:00' }, 'date', x.timeWithoutDate],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', x.timeZoneInvalid],
      [{ place: 'x'.repeat(201) }, 'place', x.placeTooLong],
      [{ note: 'x'.repeat(501) }, 'note', x.noteTooLong],
      [{ date: '2026-11-30' }, 'date', x.dateInPast],
      // From 1 January the spaces show the next edition (docs/product.md §1.2).
      [{ date: '2027-01-06' }, 'date', x.dateAfterEdition(2026)],
      [{ timeZone: undefined }, 'timeZone', x.timeZoneInvalid],
    ];
    for (const [change, field, message] of refusals) {
      const answer = await saveExchange(e.id, { ...DETAILS, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body.error).toMatchObject({ message, field });
    }
    expect((await olga.get(`/api/secret-santas/${e.id}`)).body.secretSanta).toEqual(before);
    // Today is not past, and a date already past may stay while the rest changes.
    expect((await saveExchange(e.id, { ...DETAILS, date: '2026-12-01' })).status).toBe(200);
    clock = Date.parse('2026-12-05T10:00:00Z');
    const kept = await saveExchange(e.id, { ...DETAILS, date: '2026-12-01', place: 'Chez Paul' });
    expect(kept.status).toBe(200);
    expect(kept.body.secretSanta.exchange.place).toBe('Chez Paul');
  });

  it('belong to the organiser alone', async () => {
    const e = await event('Notre Noël à nous');
    const other = await signUpAndVerify(t, { name: 'Igor', email: 'igor@example.org' });
    expect((await saveExchange(e.id, DETAILS, other)).status).toBe(404);
    expect((await saveExchange(e.id, DETAILS, t.client())).status).toBe(401);
    const asAnna = await t.client().request('PUT', `/api/secret-santas/${e.id}/exchange`, DETAILS, {
      authorization: `Bearer ${e.tokens.Anna}`,
    });
    expect(asAnna.status).toBe(401);
  });

  it('send the calendar event again when the date changes after the notification, once per change waiting', async () => {
    const e = await event('Nouvelle date', null);
    // No date yet: nothing to put in a calendar, nothing to send.
    expect((await e.as('Anna').calendar()).body).toEqual({ calendar: null });
    const first = await saveExchange(e.id, DETAILS);
    expect(first.body.calendarUpdates).toBe(4);
    await sendOutbox();
    const sequenceOf = async (name: Name) =>
      parseCalendar((await e.as(name).calendar()).body.calendar as string).event.sequence;
    const firstSequence = await sequenceOf('Boris');

    // The budget alone is not in the calendar.
    const budget = await saveExchange(e.id, { ...DETAILS, budget: '25' });
    expect(budget.body.calendarUpdates).toBe(0);

    const moved = await saveExchange(e.id, { ...DETAILS, date: '2026-12-20', time: '12:30' });
    expect(moved.body.calendarUpdates).toBe(4);
    // Corrected again before it went: still one e-mail each, rendered with the latest.
    const again = await saveExchange(e.id, { ...DETAILS, date: '2026-12-20', time: '13:00' });
    expect(again.body.calendarUpdates).toBe(0);
    const waiting = (await mailsOfKind(e.id, 'exchange-changed')).filter(
      (m) => m.status === 'pending',
    );
    expect(waiting.map((m) => m.recipient).sort()).toEqual(FAMILY.map(e.emailOf).sort());

    const mail = (await t.lastMailTo(e.emailOf('Boris')))!;
    expect(mail.subject).toBe(mailMessages.mail.exchangeChangedSubject('Nouvelle date'));
    expect(mail.text).toContain('Échange le dimanche 20 décembre 2026 à 13\u00a0h');
    const updated = parseCalendar(mail.attachments![0]!.content).event;
    expect(updated.uid).toBe(`${e.id}-2026@secret-santa`);
    expect(updated.sequence).toBeGreaterThan(firstSequence);
    expect(updated.startDate.toJSDate().toISOString()).toBe('2026-12-20T12:00:00.000Z');
    // No e-mail names whom its reader gives to.
    for (const giver of FAMILY) {
      const text = (await t.lastMailTo(e.emailOf(giver)))!.text;
      expect(text).not.toContain(e.recipientOf(giver));
    }
  });

  it('are in the invitation e-mail, its HTML and its text, with the organiser’s word', async () => {
    clock = START;
    const sink = await startSmtpSink();
    const smtp = createSmtpTransport({
      smtpUrl: sink.url,
      from: 'Secret Santa <noel@example.org>',
    });
    try {
      const name = 'Invitation au réveillon';
      const id = await newEvent(olga, name);
      expect((await saveExchange(id, DETAILS)).status).toBe(200);
      const eva = await olga.post(`/api/secret-santas/${id}/players`, {
        name: 'Eva',
        email: 'eva.invitee@example.org',
        address: '3 rue du Houx, Lille',
        imageUrl: '/avatars/penguin.svg',
      });
      const invited = await olga.post(
        `/api/secret-santas/${id}/players/${eva.body.player.id}/invitation`,
      );
      expect(invited.status).toBe(200);
      while (
        (await sendDueMail({ db: t.db, transport: smtp, signing: t.config, now: sendingNow })) > 0
      );

      const mail = await sink.waitForMail(
        'eva.invitee@example.org',
        (m) => m.subject === mailMessages.mail.invitationSubject(name),
      );
      const line =
        'Échange le samedi 19 décembre 2026 à 15\u00a0h (heure de Paris) · Budget 20 à 30\u00a0€ · Chez Mamie, 3 rue des Lilas';
      const word = `${mailMessages.mail.organiserNote} Apportez un dessert\u202f!`;
      expect(mail.text).toContain(line);
      expect(mail.text).toContain(word);
      // React marks where one text ends and the next begins; a reader sees none of it.
      const html = mail.html.replaceAll('<!-- -->', '');
      expect(html).toContain(line);
      expect(html).toContain(word);
    } finally {
      smtp.close();
      await sink.close();
    }
  });
});

/** The newest draw e-mail to `recipient`, rendered as the worker would send it now. */
async function renderedDrawMail(secretSantaId: string, recipient: string) {
  const [row] = (await mailsOfKind(secretSantaId, 'draw-notification')).filter(
    (m) => m.recipient === recipient,
  );
  const { renderMail } = await import('../../src/server/mail/render-mail.tsx');
  const { readMailEvents } = await import('../../src/server/domain/exchange.server.ts');
  return renderMail(row!, t.config, {
    secretSantaId,
    event: (await readMailEvents(t.db, [secretSantaId])).get(secretSantaId),
    now: now(),
  });
}

describe('the event’s currency', () => {
  it('is the one chosen, for the budget typed in it and as each reader writes it', async () => {
    const e = await event('Noël à New York', {
      ...DETAILS,
      timeZone: 'America/New_York',
      budget: '$25',
      currency: 'USD',
    });
    const { exchange } = (await olga.get(`/api/secret-santas/${e.id}`)).body.secretSanta;
    expect(exchange).toMatchObject({ budget: { min: 2500, max: 2500 }, currency: 'USD' });
    expect((await e.as('Anna').space()).body.space.secretSanta.exchange).toEqual(exchange);

    // An e-mail in French and the same in English each write the dollars their way.
    expect((await renderedDrawMail(e.id, e.emailOf('Anna'))).text).toContain('Budget 25\u00a0$US');
    const [boris] = (await mailsOfKind(e.id, 'draw-notification')).filter(
      (m) => m.recipient === e.emailOf('Boris'),
    );
    const { renderMail } = await import('../../src/server/mail/render-mail.tsx');
    const { readMailEvents } = await import('../../src/server/domain/exchange.server.ts');
    const english = await renderMail({ ...boris!, language: 'en' }, t.config, {
      secretSantaId: e.id,
      event: (await readMailEvents(t.db, [e.id])).get(e.id),
      now: now(),
    });
    expect(english.text).toContain('Budget $25');
  });

  it('is the euro for an event whose budget was set before currencies', async () => {
    const e = await event('Sans devise', null);
    const { exchange } = (await olga.get(`/api/secret-santas/${e.id}`)).body.secretSanta;
    expect(exchange.currency).toBe('EUR');
  });
});

describe('who has opened their link (the Tirage tab)', () => {
  it('shows who opened their space since the notification, and sends the others their e-mail again', async () => {
    // Far from UTC, so that the day shown is the event's, not the server's.
    const timeZone = 'Pacific/Kiritimati';
    const e = await event('Liens ouverts ou pas', { ...DETAILS, timeZone });
    const drawState = async () => (await olga.get(`/api/secret-santas/${e.id}/draw`)).body.draw;
    const openedOn = async () =>
      Object.fromEntries(
        (await drawState()).notifications.players.map(
          (p: { playerId: string; openedOn: string | null }) => [p.playerId, p.openedOn],
        ),
      );
    // '2026-12-02': the day as the event's clocks show it (the database's clock writes it).
    const today = () => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    expect(Object.values(await openedOn())).toEqual([null, null, null, null]);

    // The link of a message's e-mail (here from her Santa) says nothing: only the link she
    // keeps (invitation, draw e-mail, new link) does, so that opening a message's e-mail
    // cannot point at its reader, nor tell her Santa's organiser who wrote to whom.
    const santaOfAnna = FAMILY.find((n) => e.recipientOf(n) === 'Anna')!;
    const written = await t
      .client()
      .request(
        'POST',
        `/api/participant/${e.id}/messages`,
        { to: 'withRecipient', text: 'Quelle est ta pointure ?' },
        { authorization: `Bearer ${e.tokens[santaOfAnna]}` },
      );
    expect(written.status).toBe(200);
    const messageMail = (await t.lastMailTo(e.emailOf('Anna')))!;
    expect(messageMail.kind).toBe('message');
    const messageLink = messageMail.links.find((l) => l.includes(`/participant/${e.id}/`))!;
    const fromMessage = await t.client().request('GET', `/api/participant/${e.id}`, undefined, {
      authorization: `Bearer ${new URL(messageLink).pathname.split('/').pop()}`,
    });
    expect(fromMessage.body.space.me.name).toBe('Anna');
    expect(Object.values(await openedOn())).toEqual([null, null, null, null]);

    const dayBefore = today();
    await e.as('Anna').space();
    const opened = await openedOn();
    // The day and nothing finer: an hour could be matched with an anonymous message's.
    expect([dayBefore, today()]).toContain(opened[e.ids.Anna!]);
    expect([e.ids.Boris, e.ids.Cyril, e.ids.Dora].map((id) => opened[id!])).toEqual([
      null,
      null,
      null,
    ]);
    expect((await drawState()).notifications.opened).toBe(1);

    // While the draw e-mails have not gone, 'Relancer' sends nothing twice.
    const early = await olga.post(`/api/secret-santas/${e.id}/draw/remind-unopened`);
    expect(early.body.resent).toBe(0);
    await sendOutbox();
    const nudge = await olga.post(`/api/secret-santas/${e.id}/draw/remind-unopened`);
    expect(nudge.body.resent).toBe(3);
    const twice = await olga.post(`/api/secret-santas/${e.id}/draw/remind-unopened`);
    expect(twice.body.resent).toBe(0);
    const drawMails = await mailsOfKind(e.id, 'draw-notification');
    expect(drawMails.filter((m) => m.recipient === e.emailOf('Anna'))).toHaveLength(1);
    expect(drawMails.filter((m) => m.recipient === e.emailOf('Boris'))).toHaveLength(2);

    // A new draw asks again: nobody has opened the new one yet.
    await olga.post(`/api/secret-santas/${e.id}/draw/reset`);
    await olga.post(`/api/secret-santas/${e.id}/draw`);
    await olga.post(`/api/secret-santas/${e.id}/draw/notify`);
    expect((await drawState()).notifications.opened).toBe(0);
  });
});

describe('the reminders', () => {
  const at = (iso: string) => {
    clock = Date.parse(iso);
  };
  const remindersOf = async (id: string, kind: string) =>
    (await mailsOfKind(id, kind)).map((m) => m.recipient).sort();

  it('go once each at their time, to whom they are meant for then, across restarts and two instances', async () => {
    const e = await event('Rappels');
    await e.as('Boris').giftIdeas('');
    await e.as('Cyril').giftIdeas('');

    // Gift ideas, 3 days after the notification (START): only to those whose ideas are empty
    // then. (The other tests' events share the database: what is counted is this event's.)
    at('2026-12-04T09:59:00Z');
    await runWorkers();
    expect(await remindersOf(e.id, 'gift-ideas-reminder')).toEqual([]);
    await e.as('Cyril').giftIdeas('Un livre');
    at('2026-12-04T10:00:00Z');
    await runWorkers();
    expect(await remindersOf(e.id, 'gift-ideas-reminder')).toEqual([e.emailOf('Boris')]);
    // Restarted, the instance finds it done.
    await runWorkers();
    expect(await remindersOf(e.id, 'gift-ideas-reminder')).toEqual([e.emailOf('Boris')]);

    // 7 days before 19 December at 9 h in Paris; two instances at once send it once, and so
    // does a restart after them.
    at('2026-12-12T07:59:00Z');
    await runWorkers();
    expect(await remindersOf(e.id, 'exchange-reminder')).toEqual([]);
    at('2026-12-12T08:00:00Z');
    await runWorkers(2);
    await runWorkers();
    expect(await remindersOf(e.id, 'exchange-reminder')).toEqual(FAMILY.map(e.emailOf).sort());
    const reminder = (await t.lastMailTo(e.emailOf('Dora')))!;
    expect(reminder.subject).toBe(mailMessages.mail.exchangeIn7DaysSubject('Rappels'));
    expect(reminder.text).toContain(
      'Échange le samedi 19 décembre 2026 à 15\u00a0h (heure de Paris)',
    );
    expect(reminder.links.some((l) => l.includes(`/participant/${e.id}/`))).toBe(true);
    for (const giver of FAMILY) {
      const text = (await t.lastMailTo(e.emailOf(giver)))!.text;
      expect(text).not.toContain(e.recipientOf(giver));
    }

    // The date moves a day later: the reminder not sent yet follows it.
    await saveExchange(e.id, { ...DETAILS, date: '2026-12-20' });
    at('2026-12-18T08:00:00Z');
    await runWorkers();
    expect(await remindersOf(e.id, 'exchange-reminder')).toHaveLength(4);
    at('2026-12-19T08:00:00Z');
    await runWorkers(2);
    const tomorrow = await mailsOfKind(e.id, 'exchange-reminder');
    expect(tomorrow).toHaveLength(8);
    expect((await t.lastMailTo(e.emailOf('Anna')))!.subject).toBe(
      mailMessages.mail.exchangeTomorrowSubject('Rappels'),
    );

    // The day after, to those who have not said their gift arrived.
    await e.as('Anna').received();
    at('2026-12-21T08:00:00Z');
    await runWorkers(2);
    await runWorkers();
    expect(await remindersOf(e.id, 'gift-received-reminder')).toEqual(
      (['Boris', 'Cyril', 'Dora'] as const).map(e.emailOf).sort(),
    );
    const rows = await t.db.select().from(reminders).where(eq(reminders.secretSantaId, e.id));
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);
  });

  it('are written in each player’s language, as is the exchange’s change (docs/product.md §9.9)', async () => {
    const e = await event('Langues');
    // Boris reads English: he says so in his space.
    const chosen = await t.client().request(
      'PUT',
      `/api/participant/${e.id}/language`,
      { language: 'en' },
      {
        authorization: `Bearer ${e.tokens.Boris}`,
      },
    );
    expect(chosen.status).toBe(200);
    await e.as('Boris').giftIdeas('');
    await e.as('Cyril').giftIdeas('');

    at('2026-12-04T10:00:00Z');
    await runWorkers();
    expect(await remindersOf(e.id, 'gift-ideas-reminder')).toEqual(
      [e.emailOf('Boris'), e.emailOf('Cyril')].sort(),
    );
    expect((await t.lastMailTo(e.emailOf('Boris')))!.subject).toBe(
      englishMail.mail.giftIdeasReminderSubject,
    );
    expect((await t.lastMailTo(e.emailOf('Cyril')))!.subject).toBe(
      mailMessages.mail.giftIdeasReminderSubject,
    );

    // The date moves: the calendar's update, in each one's language.
    await saveExchange(e.id, { ...DETAILS, date: '2026-12-20' });
    const changed = (await t.lastMailTo(e.emailOf('Boris')))!;
    expect(changed.subject).toBe(englishMail.mail.exchangeChangedSubject('Langues'));
    expect(changed.text).toContain('Exchange on Sunday, December 20, 2026 at 3\u00a0PM');
    expect(changed.text).toContain('Budget €20 to €30');
    expect((await t.lastMailTo(e.emailOf('Anna')))!.subject).toBe(
      mailMessages.mail.exchangeChangedSubject('Langues'),
    );

    at('2026-12-13T08:00:00Z');
    await runWorkers();
    expect((await t.lastMailTo(e.emailOf('Boris')))!.subject).toBe(
      englishMail.mail.exchangeIn7DaysSubject('Langues'),
    );
    expect((await t.lastMailTo(e.emailOf('Dora')))!.subject).toBe(
      mailMessages.mail.exchangeIn7DaysSubject('Langues'),
    );
  });

  it('stop for the person who asks, in one click from their mail client, until their space turns them on', async () => {
    const e = await event('Rappels à la carte');
    at('2026-12-12T08:00:00Z');
    await runWorkers();
    const reminder = (await t.lastMailTo(e.emailOf('Anna')))!;
    expect(reminder.subject).toBe(mailMessages.mail.exchangeIn7DaysSubject('Rappels à la carte'));
    const stopUrl = reminder.unsubscribeUrl!;
    expect(stopUrl).toMatch(new RegExp(`^${t.config.publicUrl}/stop/${e.id}/[\\w-]+\\.[\\w-]+$`));
    // The same address is the e-mail's visible link, which opens the page that asks.
    expect(reminder.links).toContain(stopUrl);
    const path = new URL(stopUrl).pathname;

    // A mail scanner follows the link: the page, and nothing stopped.
    const page = await t.app.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect((await e.as('Anna').space()).body.space.me.reminders).toBe(true);

    // A forged or altered link stops nothing, and says so.
    for (const forged of [
      `${path}x`,
      path.replace(e.id, crypto.randomUUID()),
      `/stop/${e.id}/abc.def`,
    ]) {
      const refused = await t.app.request(forged, { method: 'POST' });
      expect(refused.status, forged).toBe(403);
      expect((await refused.json()).error.message).toBe(accountMessages.stopReminders.invalid);
    }
    // The mail client's one-click POST (RFC 8058): no cookie, no origin, a form body.
    const oneClick = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await e.as('Anna').space()).body.space.me.reminders).toBe(false);
    expect((await e.as('Boris').space()).body.space.me.reminders).toBe(true);

    // The day before: everyone but Anna; the e-mails she needs still come.
    at('2026-12-18T08:00:00Z');
    await runWorkers();
    const tomorrow = (await mailsOfKind(e.id, 'exchange-reminder')).filter(
      (m) => (m.payload as { daysLeft: number }).daysLeft === 1,
    );
    expect(tomorrow.map((m) => m.recipient).sort()).toEqual(
      (['Boris', 'Cyril', 'Dora'] as const).map(e.emailOf).sort(),
    );
    await saveExchange(e.id, { ...DETAILS, place: 'Chez Paul' });
    expect((await t.mailsTo(e.emailOf('Anna')))[0]!.kind).toBe('exchange-changed');

    // Her space turns them on again: the page's button says the same as the one-click.
    const on = await t
      .client()
      .request(
        'PUT',
        `/api/participant/${e.id}/reminders`,
        { reminders: true },
        { authorization: `Bearer ${e.tokens.Anna}` },
      );
    expect(on.status).toBe(200);
    expect(on.body.me.reminders).toBe(true);
    const again = await t.client().post('/api/reminders/stop', {
      secretSantaId: e.id,
      token: path.split('/').pop(),
    });
    expect(again.status).toBe(200);
    expect((await e.as('Anna').space()).body.space.me.reminders).toBe(false);
  });

  it('wait for the notification: one due before it is not spent, and a later date brings it back', async () => {
    clock = START;
    const id = (await olga.post('/api/secret-santas', { name: 'Avant le tirage' })).body.secretSanta
      .id as string;
    for (const name of FAMILY)
      await olga.post(`/api/secret-santas/${id}/players`, {
        name,
        email: `${name.toLowerCase()}.avant@example.org`,
        address: '1 rue du Houx, Lille',
        imageUrl: '/avatars/penguin.svg',
      });
    await saveExchange(id, DETAILS);
    at('2026-12-12T08:00:00Z');
    await runWorkers();
    await olga.post(`/api/secret-santas/${id}/draw`);
    await olga.post(`/api/secret-santas/${id}/draw/notify`);
    expect(await mailsOfKind(id, 'exchange-reminder')).toEqual([]);
    // Put off to the 27th: a week before is the 20th.
    await saveExchange(id, { ...DETAILS, date: '2026-12-27' });
    at('2026-12-20T08:00:00Z');
    await runWorkers();
    expect(await mailsOfKind(id, 'exchange-reminder')).toHaveLength(FAMILY.length);
  });

  it('are not sent while turned off, and go once when turned back on', async () => {
    const OFF = { beforeExchange: false, giftIdeas: false, giftReceived: false };
    const KINDS = ['gift-ideas-reminder', 'exchange-reminder', 'gift-received-reminder'] as const;
    // Turned off by the organiser after the notification.
    const off = await event('Rappels coupés net');
    await off.as('Boris').giftIdeas('');
    expect((await saveExchange(off.id, { ...DETAILS, reminders: OFF })).status).toBe(200);

    // Turned off and on again before the notification, which the gift-ideas reminder counts
    // from. (Turned on again after it, that reminder would count from the draw's `notified_at`,
    // the database's clock (ARCHITECTURE.md, Time), not this file's.) Nobody's ideas are
    // written yet: the gift-ideas reminder is for everyone.
    const backName = 'Rappels rallumés';
    const back = (await olga.post('/api/secret-santas', { name: backName })).body.secretSanta
      .id as string;
    const backEmailOf = (name: string) => `${name.toLowerCase()}.${backName.length}@example.org`;
    for (const name of FAMILY)
      await olga.post(`/api/secret-santas/${back}/players`, {
        name,
        email: backEmailOf(name),
        address: '1 rue du Houx, Lille',
        imageUrl: '/avatars/penguin.svg',
      });
    expect((await saveExchange(back, { ...DETAILS, reminders: OFF })).status).toBe(200);
    expect((await saveExchange(back, DETAILS)).status).toBe(200);
    await olga.post(`/api/secret-santas/${back}/draw`);
    expect((await olga.post(`/api/secret-santas/${back}/draw/notify`)).status).toBe(200);
    const everyoneOf = (emailOf: (name: string) => string) => FAMILY.map(emailOf).sort();

    /**
     * Just past a reminder's time, a worker runs, then a fresh one (a restart): the event left on
     * gets it once, at the very moment the other gets nothing of that kind.
     */
    const justPast = async (iso: string, kind: (typeof KINDS)[number]) => {
      clock = Date.parse(iso) + 1000;
      await runWorkers();
      await runWorkers();
      expect(await remindersOf(off.id, kind)).toEqual([]);
      return remindersOf(back, kind);
    };
    // 3 days after the notification (START).
    expect(await justPast('2026-12-04T10:00:00Z', 'gift-ideas-reminder')).toEqual(
      everyoneOf(backEmailOf),
    );
    // 7 days before 19 December, at 9 h in Paris.
    expect(await justPast('2026-12-12T08:00:00Z', 'exchange-reminder')).toEqual(
      everyoneOf(backEmailOf),
    );

    // On again after the notification: the next one goes once; the 7-day one is not sent late.
    await saveExchange(off.id, { ...DETAILS, reminders: { ...OFF, beforeExchange: true } });
    await runWorkers();
    expect(await remindersOf(off.id, 'exchange-reminder')).toEqual([]);
    at('2026-12-18T08:00:01Z');
    await runWorkers();
    await runWorkers();
    expect(await remindersOf(off.id, 'exchange-reminder')).toEqual(everyoneOf(off.emailOf));
    expect((await t.lastMailTo(off.emailOf('Anna')))!.subject).toBe(
      mailMessages.mail.exchangeTomorrowSubject('Rappels coupés net'),
    );
    expect(await remindersOf(back, 'exchange-reminder')).toHaveLength(2 * FAMILY.length);

    // The day after the exchange, at 9 h: nobody has said their gift arrived.
    expect(await justPast('2026-12-20T08:00:00Z', 'gift-received-reminder')).toEqual(
      everyoneOf(backEmailOf),
    );
    // Nor did any come later.
    for (const kind of KINDS.filter((kind) => kind !== 'exchange-reminder'))
      expect(await remindersOf(off.id, kind)).toEqual([]);
  });

  it('are not sent more than a day late', async () => {
    const e = await event('Rappels bien en retard');
    await e.as('Boris').giftIdeas('');
    // Down from 3 to 6 December: the gift-ideas reminder, due on the 4th, is dropped; and from
    // then to the 25th, those of the 12th, the 18th and the 20th.
    at('2026-12-06T10:00:00Z');
    await runWorkers();
    at('2026-12-25T10:00:00Z');
    await runWorkers();
    for (const kind of ['exchange-reminder', 'gift-ideas-reminder', 'gift-received-reminder'])
      expect(await mailsOfKind(e.id, kind)).toEqual([]);
    const rows = await t.db.select().from(reminders).where(eq(reminders.secretSantaId, e.id));
    expect(rows.map((row) => row.kind).sort()).toEqual([
      'exchange-in-7-days',
      'exchange-tomorrow',
      'gift-ideas',
      'gift-received',
    ]);
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);
  });
});
