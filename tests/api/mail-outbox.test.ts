import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/server/db/schema.ts';
import { enqueueMail } from '../../src/server/mail/enqueue-mail.server.ts';
import {
  claimDueMail,
  releaseAllLeases,
  sendDueMail,
} from '../../src/server/mail/mail-worker.server.ts';
import { createSmtpTransport } from '../../src/server/mail/mail-transport.server.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { AVATARS } from '../../src/shared/avatars.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

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
});

async function drain(send: () => Promise<number>) {
  while ((await send()) > 0);
}

describe('the outbox sends through real SMTP', () => {
  it('delivers each message exactly once, even with two workers draining together', async () => {
    const recipients = Array.from({ length: 120 }, (_, i) => `personne${i}@example.org`);
    await enqueueMail(t.db, recipients.map(resetMail));
    const other = createSmtpTransport({
      smtpUrl: sink.url,
      from: 'Secret Santa <noel@example.org>',
    });
    await Promise.all([
      drain(() => sendDueMail(t.db, smtp)),
      drain(() => sendDueMail(t.db, other)),
    ]);
    other.close();

    const delivered = sink.received.filter((mail) => mail.to[0]?.startsWith('personne'));
    expect(delivered).toHaveLength(120);
    expect(new Set(delivered.map((mail) => mail.to[0])).size).toBe(120);
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    expect(rows.length).toBeGreaterThanOrEqual(120);

    const sample = delivered[0]!;
    expect(sample.subject).toBe('Réinitialisation de votre mot de passe – Secret Santa');
    expect(sample.messageId).toMatch(/@secret-santa>$/);
    expect(sample.html).toContain('Choisir un nouveau mot de passe');
    expect(sample.links).toContain('http://localhost:3000/reset-password?token=abc');
  });

  it('forgets a provisional password once the message is handed to SMTP', async () => {
    await enqueueMail(t.db, {
      kind: 'invitation',
      recipient: 'invite@example.org',
      payload: {
        organiserName: 'Alice',
        playerName: 'Chloé',
        secretSantaName: 'Noël',
        url: 'http://localhost:3000/invitation/x/y?token=z',
        validUntil: '29 novembre 2026',
        secrets: { provisionalPassword: 'Xy7kP2mQ' },
      },
    });
    await drain(() => sendDueMail(t.db, smtp));
    const received = await sink.waitForMail('invite@example.org');
    expect(received.text).toContain('Xy7kP2mQ');
    const [row] = await t.mailsTo('invite@example.org');
    expect(row?.status).toBe('sent');
    expect(JSON.stringify(row?.payload)).not.toContain('Xy7kP2mQ');
  });

  it('gives a dead instance’s batch back at once when the restarted app owns the database alone', async () => {
    await enqueueMail(t.db, [resetMail('bail-1@example.org'), resetMail('bail-2@example.org')]);
    const leased = (await claimDueMail(t.db)).map((mail) => mail.recipient).sort();
    expect(leased).toEqual(['bail-1@example.org', 'bail-2@example.org']);
    // The process that claimed them is gone: nobody else may take them for a minute...
    expect(await claimDueMail(t.db)).toEqual([]);
    // ...unless the new process knows it is the only one (PGlite's locked data folder).
    await releaseAllLeases(t.db);
    await drain(() => sendDueMail(t.db, smtp));
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
    await drain(() => sendDueMail(t.db, down));
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
    await drain(() => sendDueMail(t.db, transport));
    transport.close();
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
    const [row] = await t.mailsTo('refuse@example.org');
    expect(row?.status).toBe('failed');
    expect(row?.lastError).toContain('Mailbox unavailable');
  });

  it('puts a player back to "En attente" when the invitation is refused for good', async () => {
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
    await drain(() => sendDueMail(t.db, transport));
    transport.close();
    await new Promise<void>((resolve) => refusing.close(() => resolve()));

    const players = (await organiser.get(`/api/secret-santas/${id}/players`)).body.players;
    expect(players[0]).toMatchObject({ name: 'Zoé', invited: false });
  });
});
