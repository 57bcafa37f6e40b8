import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema.ts';
import {
  pollBounces,
  recordBounce,
  startBouncePoller,
} from '../../src/server/mail/bounces.server.ts';
import { sendDueMail } from '../../src/server/mail/mail-worker.server.ts';
import { enqueueMail } from '../../src/server/mail/outbox.server.ts';
import { createSmtpTransport } from '../../src/server/mail/mail-transport.server.ts';
import { readBounce, verpAddress } from '../../src/server/mail/read-bounce.ts';
import type { DrawState } from '../../src/shared/contracts/draw.ts';
import { drawnEvent } from '../support/drawn-event.ts';
import { canStartImapServer, startImapServer } from '../support/imap-server.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

/**
 * Bounces that arrive after SMTP took an e-mail (docs/product.md §10), read from a real IMAP
 * mailbox (Dovecot) in the forms real mail servers send them.
 */
const t = await createTestApp();
const sink = await startSmtpSink();
const olga = await signUpAndVerify(t, { name: 'Olga', email: 'olga@example.org' });
// Dovecot, when the machine has it (scripts/test.mjs says SKIPPED otherwise, and fails under CI).
const imap = canStartImapServer() ? await startImapServer() : undefined;
const mailbox = {
  imapUrl: imap?.url ?? '',
  bounceAddress: imap?.user ?? 'bounces@example.org',
  senderDomain: 'example.org',
};
const smtp = createSmtpTransport({
  smtpUrl: sink.url,
  from: 'Secret Santa <noel@example.org>',
  bounceAddress: mailbox.bounceAddress,
});
afterAll(async () => {
  smtp.close();
  await sink.close();
  await imap?.stop();
});

const now = () => new Date();
async function sendOutbox() {
  while ((await sendDueMail({ db: t.db, transport: smtp, signing: t.config, now })) > 0);
}

/** A bounce as `server` writes it, about outbox row `id` to `recipient`, sent back to its VERP. */
function bounceFrom(server: string, id: string, recipient: string): string {
  const sample = readFileSync(new URL(`../support/bounces/${server}.eml`, import.meta.url), 'utf8');
  return sample
    .replaceAll('{{VERP}}', verpAddress(mailbox.bounceAddress, id))
    .replaceAll('{{RECIPIENT}}', recipient)
    .replaceAll('{{MESSAGE_ID}}', `<${id}@example.org>`);
}

const FAMILY = ['Anna', 'Boris', 'Cyril', 'Dora'] as const;

describe.skipIf(imap === undefined)('bounces', () => {
  it('mark the e-mail « Non distribué » with the reason, once; a corrected address gets one e-mail', async () => {
    const e = await drawnEvent(t, olga, 'Retours', FAMILY);
    const emailOf = (name: string) => `${name.toLowerCase()}.${'Retours'.length}@example.org`;
    await sendOutbox();
    const drawMailTo = async (name: string) => {
      const [row] = await t.db
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.recipient, emailOf(name)), eq(mailOutbox.kind, 'draw-notification')),
        );
      return row!;
    };
    // Each e-mail's envelope sender is its own (VERP), its Message-ID on the sender's domain.
    const anna = await drawMailTo('Anna');
    const received = sink.received.find((mail) => mail.to.includes(emailOf('Anna')))!;
    expect(received.from).toBe(`bounces+${anna.id}@example.org`);
    expect(received.messageId).toBe(`<${anna.id}@example.org>`);

    // Anna's bounces (Postfix), Boris answers from the beach, Cyril's is only delayed.
    await imap!.deliver(bounceFrom('postfix', anna.id, emailOf('Anna')));
    await imap!.deliver(
      bounceFrom('out-of-office', (await drawMailTo('Boris')).id, emailOf('Boris')),
    );
    await imap!.deliver(bounceFrom('delayed', (await drawMailTo('Cyril')).id, emailOf('Cyril')));
    const poller = startBouncePoller({ db: t.db, mailbox, now, intervalMs: 50 });
    const drawState = async (): Promise<DrawState> =>
      (await olga.get(`/api/secret-santas/${e.id}/draw`)).body.draw;
    const entryOf = async (name: (typeof FAMILY)[number]) =>
      (await drawState()).notifications.players.find((p) => p.playerId === e.ids[name])!;
    await expect
      .poll(async () => (await entryOf('Anna')).undelivered, { timeout: 15_000 })
      .toBe(true);
    await poller.stop();
    expect(await entryOf('Anna')).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/^550 5\.1\.1 .*User unknown/),
    });
    for (const name of ['Boris', 'Cyril', 'Dora'] as const)
      expect(await entryOf(name), name).toMatchObject({ status: 'sent', undelivered: false });
    expect((await drawState()).notifications).toMatchObject({ sent: 3, failed: 1 });
    expect((await imap!.messages()).every((m) => m.flags.includes('$SecretSantaRead'))).toBe(true);

    // Read again after a restart: nothing more happens to the row.
    const bounced = await drawMailTo('Anna');
    expect(await pollBounces(t.db, mailbox, now)).toBe(0);
    expect(await drawMailTo('Anna')).toEqual(bounced);

    // The organiser corrects the address and sends her link again: one e-mail, to the new one.
    const player = (await olga.get(`/api/secret-santas/${e.id}`)).body.players.find(
      (p: { id: string }) => p.id === e.ids.Anna,
    );
    const corrected = await olga.request(
      'PUT',
      `/api/secret-santas/${e.id}/players/${e.ids.Anna}`,
      {
        name: player.name,
        email: 'anna.vraie@example.org',
        address: player.address,
        imageUrl: player.imageUrl,
        giftIdeas: player.giftIdeas,
      },
    );
    expect(corrected.status).toBe(200);
    const mark = sink.received.length;
    expect(
      (await olga.post(`/api/secret-santas/${e.id}/players/${e.ids.Anna}/invitation`)).status,
    ).toBe(200);
    await sendOutbox();
    const sinceCorrection = sink.received.slice(mark);
    const withLink = (mail: (typeof sinceCorrection)[number]) =>
      mail.links.some((link) => link.includes(`/participant/${e.id}/`));
    expect(sinceCorrection.filter((mail) => mail.to.includes('anna.vraie@example.org'))).toEqual([
      expect.objectContaining({ subject: expect.any(String) }),
    ]);
    expect(
      withLink(sinceCorrection.find((mail) => mail.to.includes('anna.vraie@example.org'))!),
    ).toBe(true);
    // The old address is only told of the change, as after any change of address after the
    // draw (decision 0014), with no link.
    expect(
      sinceCorrection.filter((mail) => mail.to.includes(emailOf('Anna'))).filter(withLink),
    ).toEqual([]);
    expect(await entryOf('Anna')).toMatchObject({ status: 'sent', undelivered: false });
  });

  it.each(['exim', 'gmail', 'outlook'])('are read as %s writes them', async (server) => {
    const e = await drawnEvent(t, olga, `Retours ${server}`, FAMILY);
    await sendOutbox();
    const email = `dora.${`Retours ${server}`.length}@example.org`;
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'draw-notification')));
    await imap!.deliver(bounceFrom(server, row!.id, email));
    expect(await pollBounces(t.db, mailbox, now)).toBe(1);
    // The reader writes outside any request: the app's instance hears of it a moment later.
    await t.caughtUp();
    const state = (await olga.get(`/api/secret-santas/${e.id}/draw`)).body.draw as DrawState;
    expect(state.notifications.players.find((p) => p.playerId === e.ids.Dora)).toMatchObject({
      status: 'failed',
      undelivered: true,
    });
  });

  it('are neither lost nor counted twice when the reader stops between recording and marking read', async () => {
    const e = await drawnEvent(t, olga, 'Retours interrompus', FAMILY);
    await sendOutbox();
    const email = `cyril.${'Retours interrompus'.length}@example.org`;
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.kind, 'draw-notification')));
    const raw = bounceFrom('gmail', row!.id, email);
    await imap!.deliver(raw);
    // The reader recorded it, then stopped before marking the message read.
    const bounce = (await readBounce(raw, mailbox))!;
    expect(await recordBounce(t.db, bounce, now())).toBe(true);
    const [recorded] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    // Started again, it reads the message again: nothing recorded twice, and it is marked read.
    expect(await pollBounces(t.db, mailbox, now)).toBe(0);
    // The reader writes outside any request: the app's instance hears of it a moment later.
    await t.caughtUp();
    const [after] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(after).toEqual(recorded);
    expect((await imap!.messages()).every((m) => m.flags.includes('$SecretSantaRead'))).toBe(true);
    const state = (await olga.get(`/api/secret-santas/${e.id}/draw`)).body.draw as DrawState;
    expect(state.notifications).toMatchObject({ failed: 1, sent: FAMILY.length - 1 });
  });

  it('take a reminder’s unsubscribe by e-mail: its List-Unsubscribe mailto stops that player’s reminders', async () => {
    const e = await drawnEvent(t, olga, 'Rappels par retour', FAMILY);
    await sendOutbox();
    const email = `boris.${'Rappels par retour'.length}@example.org`;
    await enqueueMail(t.db, {
      kind: 'gift-ideas-reminder',
      recipient: email,
      payload: {
        playerName: 'Boris',
        secretSantaName: 'Rappels par retour',
        personalLink: { secretSantaId: e.id, playerId: e.ids.Boris!, expiresAt: 4_102_444_800 },
      },
      secretSantaId: e.id,
      language: 'fr',
    });
    const mark = sink.received.length;
    await sendOutbox();
    const reminder = sink.received.slice(mark).find((mail) => mail.to.includes(email))!;
    const id = /^<(.+)@example\.org>$/.exec(reminder.messageId!)![1]!;
    const listUnsubscribe = /^List-Unsubscribe: (.*)$/m.exec(
      reminder.raw.replaceAll(/\r\n[ \t]+/g, ' '),
    )?.[1];
    expect(listUnsubscribe).toContain(`<mailto:${mailbox.bounceAddress}?subject=stop-${id}>`);

    // The mail client sends it; Anna, who never saw Boris's reminder, cannot name its id.
    await imap!.deliver(
      `From: ${email}\r\nTo: ${mailbox.bounceAddress}\r\nSubject: stop-${id}\r\n\r\nUnsubscribe\r\n`,
    );
    await imap!.deliver(
      `From: anna@example.org\r\nTo: ${mailbox.bounceAddress}\r\nSubject: stop-${crypto.randomUUID()}\r\n\r\nx\r\n`,
    );
    await pollBounces(t.db, mailbox, now);
    // The reader writes outside any request: the app's instance hears of it a moment later.
    await t.caughtUp();
    const remindersOf = async (name: 'Anna' | 'Boris') =>
      (
        await t.client().request('GET', `/api/participant/${e.id}`, undefined, {
          authorization: `Bearer ${e.tokens[name]}`,
        })
      ).body.space.me.reminders as boolean;
    expect(await remindersOf('Boris')).toBe(false);
    expect(await remindersOf('Anna')).toBe(true);
  });

  it('take an invited player back to « Pas encore invité » when their invitation bounces', async () => {
    const id = (await olga.post('/api/secret-santas', { name: 'Invitation renvoyée' })).body
      .secretSanta.id as string;
    const added = await olga.post(`/api/secret-santas/${id}/players`, {
      name: 'Emma',
      email: 'emma.inconnue@example.org',
      imageUrl: '/avatars/penguin.svg',
    });
    await olga.post(`/api/secret-santas/${id}/players/${added.body.player.id}/invitation`);
    await sendOutbox();
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, 'emma.inconnue@example.org'),
          eq(mailOutbox.kind, 'invitation'),
        ),
      );
    const invited = async () =>
      (await olga.get(`/api/secret-santas/${id}`)).body.players[0].invited as boolean;
    expect(await invited()).toBe(true);
    await imap!.deliver(bounceFrom('outlook', row!.id, 'emma.inconnue@example.org'));
    expect(await pollBounces(t.db, mailbox, now)).toBe(1);
    // The reader writes outside any request: the app's instance hears of it a moment later.
    await t.caughtUp();
    expect(await invited()).toBe(false);
  });
});
