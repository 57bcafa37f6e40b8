import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { mailOutbox, players, santaAssignments } from '../../src/server/db/schema.ts';
import type { MailPayload } from '../../src/server/mail/mail-kinds.ts';
import { createSmtpTransport } from '../../src/server/mail/mail-transport.server.ts';
import { sendDueMail } from '../../src/server/mail/mail-worker.server.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { participantMessages } from '../../src/shared/participant-messages.ts';
import { drawnEvent } from '../support/drawn-event.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

/**
 * Messages between a giver and their recipient (docs/product.md §7.7): both ways, the giver
 * never named to the recipient, e-mails at most every 15 minutes per conversation's direction.
 */
const START = Date.parse('2026-12-01T10:00:00Z');
let clock = START;
const now = () => new Date(clock);
const t = await createTestApp({ now });
const olga = await signUpAndVerify(t, { name: 'Olga', email: 'olga@example.org' });
const FAMILY = ['Anna', 'Boris', 'Cyril', 'Dora'] as const;
const m = participantMessages.conversation;

async function event(name: string) {
  clock = START;
  const drawn = await drawnEvent(t, olga, name, FAMILY);
  const pairs = await t.db
    .select()
    .from(santaAssignments)
    .where(eq(santaAssignments.secretSantaId, drawn.id));
  const nameOf = (id: string) => FAMILY.find((n) => drawn.ids[n] === id)!;
  const recipientOf = (giver: (typeof FAMILY)[number]) =>
    nameOf(pairs.find((p) => p.giverId === drawn.ids[giver])!.receiverId);
  const emailOf = (n: string) => `${n.toLowerCase()}.${name.length}@example.org`;
  const as = (n: (typeof FAMILY)[number]) => {
    const client = t.client();
    const authorization = `Bearer ${drawn.tokens[n]}`;
    const base = `/api/participant/${drawn.id}/messages`;
    return {
      read: () => client.request('GET', base, undefined, { authorization }),
      send: (to: 'withRecipient' | 'withSanta', text: unknown) =>
        client.request('POST', base, { to, text }, { authorization }),
      markRead: (conversation: 'withRecipient' | 'withSanta') =>
        client.request('POST', `${base}/read`, { conversation }, { authorization }),
      space: () =>
        client.request('GET', `/api/participant/${drawn.id}`, undefined, { authorization }),
    };
  };
  return { ...drawn, recipientOf, emailOf, as };
}

/** A real SMTP server, and the transport the mail worker sends through to it, for one test. */
async function smtpForThisTest() {
  const sink = await startSmtpSink();
  const smtp = createSmtpTransport({ smtpUrl: sink.url, from: 'Secret Santa <noel@example.org>' });
  onTestFinished(async () => {
    smtp.close();
    await sink.close();
  });
  return { sink, smtp };
}

/** The message e-mails queued for `recipient`, oldest first. */
async function messageMails(recipient: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'message'), eq(mailOutbox.recipient, recipient)))
    .orderBy(asc(mailOutbox.runAt));
}

describe('messages between a giver and their recipient', () => {
  it('go both ways, and never tell the recipient who their Santa is', async () => {
    const e = await event('Messages croisés');
    const recipient = e.recipientOf('Anna');
    const anna = e.as('Anna');
    const them = e.as(recipient as (typeof FAMILY)[number]);

    const sent = await anna.send('withRecipient', 'Quelle est ta taille ?');
    expect(sent.status).toBe(200);
    expect(sent.body.conversations.withRecipient.messages).toMatchObject([
      { fromMe: true, text: 'Quelle est ta taille ?' },
    ]);

    const received = await them.read();
    expect(received.body.conversations.withSanta).toMatchObject({
      messages: [{ fromMe: false, text: 'Quelle est ta taille ?' }],
      unread: 1,
    });
    const answered = await them.send('withSanta', 'Du M, merci !');
    const read = await them.markRead('withSanta');
    expect(read.body.conversations.withSanta.unread).toBe(0);
    // Nothing the recipient gets about messages names Anna or holds anyone's id.
    const annaRow = (await t.db.select().from(players).where(eq(players.id, e.ids.Anna!)))[0]!;
    for (const answer of [received, answered, read, await them.read()]) {
      const json = JSON.stringify(answer.body);
      for (const id of Object.values(e.ids)) expect(json).not.toContain(id);
      // Their own recipient they may know by name (in a draw of four, it may be Anna herself).
      const withSanta = JSON.stringify(answer.body.conversations.withSanta);
      expect(withSanta).not.toContain('Anna');
      expect(json).not.toContain(annaRow.email);
    }

    const annaSees = await anna.read();
    expect(annaSees.body.conversations.withRecipient).toMatchObject({
      messages: [
        { fromMe: true, text: 'Quelle est ta taille ?' },
        { fromMe: false, text: 'Du M, merci !' },
      ],
      unread: 1,
    });

    // The e-mail to the recipient does not name Anna; the one to Anna names who answered.
    const toRecipient = await t.lastMailTo(e.emailOf(recipient));
    expect(toRecipient?.subject).toBe(
      mailMessages.mail.messageFromSantaSubject('Messages croisés'),
    );
    expect(toRecipient?.text).toContain('Quelle est ta taille ?');
    expect(`${toRecipient?.subject} ${toRecipient?.text} ${toRecipient?.html}`).not.toContain(
      'Anna',
    );
    const toAnna = await t.lastMailTo(e.emailOf('Anna'));
    expect(toAnna?.subject).toBe(
      mailMessages.mail.messageFromRecipientSubject(recipient, 'Messages croisés'),
    );
  });

  it('refuses an empty, a too long or a 31st message in an hour, in French, and keeps hostile text inert', async () => {
    const e = await event('Limites');
    const anna = e.as('Anna');
    const empty = await anna.send('withRecipient', '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(m.textRequired);
    const long = await anna.send('withRecipient', 'x'.repeat(1001));
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(m.textTooLong);
    expect((await anna.read()).body.conversations.withRecipient.messages).toEqual([]);

    const hostile = '<img src=x onerror=alert(1)> https://example.org/piege';
    expect((await anna.send('withRecipient', hostile)).status).toBe(200);
    const mail = await t.lastMailTo(e.emailOf(e.recipientOf('Anna')));
    expect(mail?.html).not.toMatch(/<img src=x/);
    expect(mail?.html).not.toContain('href="https://example.org/piege"');
    expect(mail?.text).toContain(hostile);

    for (let i = 2; i <= 30; i++) {
      expect((await anna.send('withRecipient', `Message ${i}`)).status).toBe(200);
    }
    const tooMany = await anna.send('withRecipient', 'Encore un');
    expect(tooMany.status).toBe(429);
    expect((await anna.read()).body.conversations.withRecipient.messages).toHaveLength(30);
  });

  it('e-mails the first message at once, then at most once every 15 minutes with what was written meanwhile', async () => {
    const e = await event('Quinze minutes');
    const recipientEmail = e.emailOf(e.recipientOf('Anna'));
    const anna = e.as('Anna');
    await anna.send('withRecipient', 'Premier');
    clock = START + 60_000;
    await anna.send('withRecipient', 'Deuxième');
    clock = START + 5 * 60_000;
    await anna.send('withRecipient', 'Troisième');
    let mails = await messageMails(recipientEmail);
    expect(
      mails.map((mail) => [mail.runAt.getTime() - START, (mail.payload as { text: string }).text]),
    ).toEqual([
      [0, 'Premier'],
      [15 * 60_000, 'Deuxième\n\nTroisième'],
    ]);
    // The window's e-mail is due: the next message waits for the window after it.
    clock = START + 16 * 60_000;
    await anna.send('withRecipient', 'Quatrième');
    mails = await messageMails(recipientEmail);
    expect(mails.map((mail) => mail.runAt.getTime() - START)).toEqual([
      0,
      15 * 60_000,
      30 * 60_000,
    ]);
    // An hour later, a message leaves at once again.
    clock = START + 2 * 60 * 60_000;
    await anna.send('withRecipient', 'Cinquième');
    mails = await messageMails(recipientEmail);
    expect(mails.at(-1)!.runAt.getTime()).toBe(clock);
    expect(mails).toHaveLength(4);
    // The other direction has windows of its own.
    const answer = await e
      .as(e.recipientOf('Anna') as (typeof FAMILY)[number])
      .send('withSanta', 'Merci');
    expect(answer.status).toBe(200);
    expect((await messageMails(e.emailOf('Anna'))).map((mail) => mail.runAt.getTime())).toEqual([
      clock,
    ]);
  });

  it('closes the giver’s conversation when their recipient changes, and the reset closes all', async () => {
    const e = await event('Nouvelle paire');
    const anna = e.as('Anna');
    await anna.send('withRecipient', 'Bonjour !');
    // Anna's recipient leaves: Anna gives to someone else, with nothing written yet.
    const recipient = e.recipientOf('Anna');
    const withdrawal = await olga.post(
      `/api/secret-santas/${e.id}/players/${e.ids[recipient as 'Anna']}/withdrawal`,
      {},
    );
    expect(withdrawal.status).toBe(200);
    const after = (await anna.read()).body.conversations.withRecipient;
    expect(after).toMatchObject({ messages: [], unread: 0 });
    expect(after.recipientName).not.toBe(recipient);
    await anna.send('withRecipient', 'Bonjour à toi !');
    // A reset closes every conversation and withdraws their e-mails not sent yet; before a
    // draw there are none.
    clock += 60_000;
    await anna.send('withRecipient', 'Encore moi');
    await olga.post(`/api/secret-santas/${e.id}/draw/reset`);
    // The reset also replaced Anna's link (docs/decisions/0029): she asks for a new one.
    expect((await anna.read()).body.error.code).toBe('LINK_REPLACED');
    await t.client().post(`/api/participant/${e.id}/new-link`, { email: e.emailOf('Anna') });
    e.tokens.Anna = (await t.lastMailTo(e.emailOf('Anna')))!.links
      .find((l) => l.includes(`/participant/${e.id}/`))!
      .split('/')
      .pop()!;
    const annaAgain = e.as('Anna');
    expect((await annaAgain.read()).body.conversations).toEqual({
      withRecipient: null,
      withSanta: null,
    });
    const waiting = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.secretSantaId, e.id),
          eq(mailOutbox.kind, 'message'),
          eq(mailOutbox.status, 'pending'),
        ),
      );
    expect(waiting).toEqual([]);
    const refused = await annaAgain.send('withRecipient', 'Tu es là ?');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(m.notInDraw);
  });

  it('never shows a new Santa the previous pair’s messages, and sends waiting e-mails to the pair as it is when they leave', async () => {
    const e = await event('Père Noël remplacé');
    const { sink, smtp } = await smtpForThisTest();
    const sendDue = async () => {
      while ((await sendDueMail({ db: t.db, transport: smtp, signing: t.config, now })) > 0);
    };
    // Everyone writes to both sides: these first messages leave at once. A minute later each
    // writes to their Santa again: that one waits for its conversation's 15-minute window.
    for (const name of FAMILY) {
      await e.as(name).send('withSanta', `${name} : merci pour les idées`);
      await e.as(name).send('withRecipient', `${name} : bonjour`);
    }
    await sendDue();
    clock = START + 60_000;
    for (const name of FAMILY) await e.as(name).send('withSanta', `${name} : encore une chose`);

    // Gus joins between a giver and their recipient: that recipient gets Gus as their Santa.
    const joined = await olga.post(`/api/secret-santas/${e.id}/players`, {
      name: 'Gus',
      email: 'gus@example.org',
      address: '1 rue des Lutins, Paris',
      imageUrl: '/avatars/penguin.svg',
    });
    expect(joined.status).toBe(201);
    const gusId = joined.body.player.id as string;
    const pairs = await t.db
      .select()
      .from(santaAssignments)
      .where(eq(santaAssignments.secretSantaId, e.id));
    const nameOf = (id: string) => FAMILY.find((n) => e.ids[n] === id)!;
    const recipient = nameOf(pairs.find((p) => p.giverId === gusId)!.receiverId);
    const previousSanta = nameOf(pairs.find((p) => p.receiverId === gusId)!.giverId);
    const others = FAMILY.filter((n) => n !== recipient);

    // Their thread with their Santa stays whole, and says nothing: an emptied thread would tell
    // them, beside Gus joining, that Gus is their Santa. The previous Santa's conversation with
    // their new recipient (Gus) starts afresh, and says so: their draw changed, as their
    // e-mail told them.
    const recipientSees = (await e.as(recipient).read()).body.conversations;
    const recipientThread = recipientSees.withSanta.messages.map((m: { text: string }) => m.text);
    expect(recipientThread.sort()).toEqual(
      [
        `${recipient} : merci pour les idées`,
        `${previousSanta} : bonjour`,
        `${recipient} : encore une chose`,
      ].sort(),
    );
    expect(recipientSees.withSanta).not.toHaveProperty('restarted');
    expect(recipientSees.withRecipient.restarted).toBe(false);
    const santaSees = (await e.as(previousSanta).read()).body.conversations.withRecipient;
    expect(santaSees).toMatchObject({ messages: [], restarted: true, recipientName: 'Gus' });
    for (const name of others.filter((n) => n !== previousSanta)) {
      const sees = (await e.as(name).read()).body.conversations;
      expect(sees.withRecipient.restarted, name).toBe(false);
      // Their two messages to their Santa, and their Santa's « bonjour ».
      expect(sees.withSanta.messages, name).toHaveLength(3);
    }

    // The recipient writes to their Santa: Gus, who reads only this, at once.
    expect((await e.as(recipient).send('withSanta', 'Et toi, tu aimes quoi ?')).status).toBe(200);
    const gusLink = new URL(
      (await t.lastMailTo('gus@example.org'))!.links.find((l) =>
        l.includes(`/participant/${e.id}/`),
      )!,
    );
    // « Répondre dans mon espace » opens the space on its messages (docs/product.md §7.7).
    expect(gusLink.hash).toBe('#messages');
    const gus = t.client();
    const gusSees = await gus.request('GET', `/api/participant/${e.id}/messages`, undefined, {
      authorization: `Bearer ${gusLink.pathname.split('/').pop()}`,
    });
    expect(gusSees.body.conversations.withRecipient).toMatchObject({
      messages: [{ fromMe: false, text: 'Et toi, tu aimes quoi ?' }],
      unread: 1,
      restarted: false,
    });

    // The organiser corrects Gus's address before the e-mails leave; 15 minutes later they do.
    const corrected = await olga.request('PUT', `/api/secret-santas/${e.id}/players/${gusId}`, {
      name: 'Gus',
      email: 'gus.corrige@example.org',
      address: '1 rue des Lutins, Paris',
      imageUrl: '/avatars/penguin.svg',
    });
    expect(corrected.status).toBe(200);
    clock = START + 16 * 60_000;
    await sendDue();

    // The e-mails « {writer} vous répond » a Santa receives.
    const messagesTo = (email: string) =>
      sink.received.filter(
        (mail) =>
          mail.to.includes(email) &&
          FAMILY.some(
            (writer) =>
              mail.subject ===
              mailMessages.mail.messageFromRecipientSubject(writer, 'Père Noël remplacé'),
          ),
      );
    // The previous Santa never gets what was written after the change, nor what waited for them.
    const toPreviousSanta = messagesTo(e.emailOf(previousSanta))
      .map((mail) => mail.text)
      .join();
    expect(toPreviousSanta).toContain(`${recipient} : merci pour les idées`);
    expect(toPreviousSanta).not.toContain(`${recipient} : encore une chose`);
    expect(toPreviousSanta).not.toContain('Et toi, tu aimes quoi ?');
    // Gus gets only the new pair's message, at the address as corrected, in their e-mail
    // « {recipient} vous répond ».
    const toGus = await sink.waitForMail('gus.corrige@example.org', (mail) =>
      mail.text.includes('Et toi, tu aimes quoi ?'),
    );
    expect(toGus.subject).toBe(
      mailMessages.mail.messageFromRecipientSubject(recipient, 'Père Noël remplacé'),
    );
    expect(toGus.text).not.toContain('encore une chose');
    expect(messagesTo('gus@example.org')).toEqual([]);
    // Every pair the change left alone got its waiting message.
    for (const name of others) {
      const santa = nameOf(pairs.find((p) => p.receiverId === e.ids[name])!.giverId);
      await sink.waitForMail(e.emailOf(santa), (mail) =>
        mail.text.includes(`${name} : encore une chose`),
      );
    }
  });

  it('withdraws an e-mail an earlier version queued once its pair no longer holds', async () => {
    const e = await event('Ancienne file');
    const { sink, smtp } = await smtpForThisTest();
    const recipient = e.recipientOf('Anna') as (typeof FAMILY)[number];
    await e.as(recipient).send('withSanta', 'Premier mot');
    clock = START + 60_000;
    await e.as(recipient).send('withSanta', 'Mot en attente');
    // The waiting row as an earlier version wrote it: its pair named only by its key.
    const [waiting] = (await messageMails(e.emailOf('Anna'))).filter(
      (mail) => mail.status === 'pending' && mail.runAt.getTime() > clock,
    );
    const { pair, ...earlier } = waiting!.payload as MailPayload<'message'>;
    await t.db
      .update(mailOutbox)
      .set({ payload: { ...earlier, conversation: `${pair!.receiverId}:${pair!.year}:to-santa` } })
      .where(eq(mailOutbox.id, waiting!.id));
    // Anna and another giver swap recipients: not her recipient, who would then give to themselves.
    const other = FAMILY.find(
      (n) => n !== 'Anna' && n !== recipient && e.recipientOf(n) !== 'Anna',
    )!;
    const otherRecipient = e.ids[e.recipientOf(other) as (typeof FAMILY)[number]]!;
    await t.db.transaction(async (tx) => {
      const giverIsAnnaOrOther = and(
        eq(santaAssignments.secretSantaId, e.id),
        sql`${santaAssignments.giverId} in (${e.ids.Anna!}::uuid, ${e.ids[other]!}::uuid)`,
      );
      const [swapped] = await tx.select().from(santaAssignments).where(giverIsAnnaOrOther);
      await tx.delete(santaAssignments).where(giverIsAnnaOrOther);
      await tx.insert(santaAssignments).values([
        { ...swapped!, giverId: e.ids.Anna!, receiverId: otherRecipient },
        { ...swapped!, giverId: e.ids[other]!, receiverId: e.ids[recipient]! },
      ]);
    });

    clock = START + 16 * 60_000;
    while ((await sendDueMail({ db: t.db, transport: smtp, signing: t.config, now })) > 0);
    const toAnna = sink.received.filter((mail) => mail.to.includes(e.emailOf('Anna')));
    expect(toAnna.map((mail) => mail.text).join()).not.toContain('Mot en attente');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, waiting!.id))).toEqual([]);
  });

  it('give the organiser nothing: their session is no player’s', async () => {
    const e = await event('Organisatrice curieuse');
    expect((await olga.get(`/api/participant/${e.id}/messages`)).status).toBe(403);
  });
});
