import { afterAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { drawMailsAllSent, signInNewOrganiserByApi, until } from '../support/e2e-api.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';

const PARTICIPANTS = 2000;
const EVENT = 'Entreprise';
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const servers: E2eServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
  await sink?.close();
});

describe('a crash while notifying 2,000 participants', () => {
  it('loses no e-mail and sends none twice from the outbox', { timeout: 300_000 }, async () => {
    // A slightly slow SMTP server, so the kill lands in the middle of the sending.
    sink = await startSmtpSink({ delayMs: 4 });
    const first = await startE2eServer({ smtpUrl: sink.url });
    servers.push(first);
    const api = await signInNewOrganiserByApi(first.url, sink, {
      name: 'Alice',
      email: 'alice@example.org',
      password: 'sapin-2026',
    });
    const event = (await api('POST', '/api/secret-santas', { name: EVENT })).body.secretSanta;

    // A company's list comes in by import: adding people is not what is under test here.
    const emails = Array.from({ length: PARTICIPANTS }, (_, i) => `salarie${i}@example.org`);
    const imported = await api('POST', `/api/secret-santas/${event.id}/players/import`, {
      dryRun: false,
      players: emails.map((email, i) => ({
        line: i + 1,
        name: `Salarié ${i}`,
        email,
        address: `${i} avenue du Bureau, Paris`,
        giftIdeas: '',
      })),
    });
    expect(imported.body.imported).toBe(PARTICIPANTS);
    expect((await api('POST', `/api/secret-santas/${event.id}/draw`)).status).toBe(200);
    expect((await api('POST', `/api/secret-santas/${event.id}/draw/notify`)).status).toBe(200);

    const drawMails = () =>
      sink.received.filter((m) => m.subject === mailMessages.mail.drawSubject(EVENT));
    await until(() => drawMails().length >= 300, 120_000, '300 e-mails avant la panne');
    await first.kill();
    const atKill = drawMails().length;
    const killedAt = Date.now();

    const second = await startE2eServer({
      smtpUrl: sink.url,
      reuse: { dataDir: first.dataDir, port: Number(new URL(first.url).port) },
    });
    servers.push(second);
    // Every outbox message sent: none can come again, so the sink's count is final.
    await until(
      () => drawMailsAllSent(api, event.id),
      180_000,
      'tous les e-mails envoyés après le redémarrage',
    );

    const received = drawMails();
    const byRecipient = new Map<string, Set<string | undefined>>();
    for (const mail of received)
      byRecipient.set(mail.to[0]!, (byRecipient.get(mail.to[0]!) ?? new Set()).add(mail.messageId));
    const copies = received.length - byRecipient.size;
    console.log(`Envoi repris en ${Math.round((Date.now() - killedAt) / 1000)} s.`);
    console.log(
      `Panne après ${atKill} e-mails sur ${PARTICIPANTS} ; après redémarrage : ${byRecipient.size} destinataires, ${copies} copie(s) en double.`,
    );
    expect(byRecipient.size).toBe(PARTICIPANTS);
    expect([...byRecipient.keys()].sort()).toEqual([...emails].sort());
    // A copy can only be a message SMTP had accepted just before the kill, before the outbox
    // recorded it: it is then the same outbox message (same Message-ID), and at most one batch.
    for (const ids of byRecipient.values()) expect(ids.size).toBe(1);
    expect(copies).toBeLessThanOrEqual(50);
  });
});
