import { afterAll, describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { signInNewOrganiserByApi, until } from '../support/e2e-api.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { freePort } from '../support/free-port.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';

const EVENT = 'Famille';
const PEOPLE = ['Chloe', 'Denis', 'Emma', 'Zoe'] as const;
const emailOf = (name: string) => `${name.toLowerCase()}@example.org`;

let server: E2eServer | undefined;
const sinks: Awaited<ReturnType<typeof startSmtpSink>>[] = [];
afterAll(async () => {
  await server?.stop();
  for (const sink of sinks) await sink.close();
});

describe('the SMTP server down, then refusing one address', () => {
  it(
    'keeps the e-mails waiting, sends them when it is back, and shows a refusal to the organiser, who resends',
    { timeout: 180_000 },
    async () => {
      const port = await freePort();
      const smtpUrl = `smtp://127.0.0.1:${port}`;
      const up = async (options: Parameters<typeof startSmtpSink>[0] = {}) => {
        const sink = await startSmtpSink({ ...options, port });
        sinks.push(sink);
        return sink;
      };

      let sink = await up();
      server = await startE2eServer({ smtpUrl });
      const api = await signInNewOrganiserByApi(server.url, sink, {
        name: 'Alice',
        email: 'alice@example.org',
        password: 'sapin-2026',
      });
      const eventId = (await api('POST', '/api/secret-santas', { name: EVENT })).body.secretSanta
        .id as string;
      const ids: Record<string, string> = {};
      for (const [i, name] of PEOPLE.entries()) {
        const answer = await api('POST', `/api/secret-santas/${eventId}/players`, {
          name,
          email: emailOf(name),
          address: `${i + 1} rue du Houx, Lille`,
          imageUrl: AVATARS[i]!.src,
        });
        ids[name] = answer.body.player.id;
      }
      expect((await api('POST', `/api/secret-santas/${eventId}/draw`)).status).toBe(200);

      // SMTP goes down; the organiser notifies anyway.
      await sink.close();
      expect((await api('POST', `/api/secret-santas/${eventId}/draw/notify`)).status).toBe(200);
      const notifications = async () =>
        (await api('GET', `/api/secret-santas/${eventId}/draw`)).body.draw.notifications;
      await until(
        async () =>
          (await notifications()).players.every((p: { lastError: string | null }) => p.lastError),
        30_000,
        'un premier essai échoué',
      );
      const waiting = await notifications();
      expect(waiting).toMatchObject({
        total: PEOPLE.length,
        pending: PEOPLE.length,
        sent: 0,
        failed: 0,
      });

      // Back, but Zoé's mailbox no longer exists.
      sink = await up({ refuses: (address) => address === emailOf('Zoe') });
      const drawMails = () =>
        sink.received.filter((m) => m.subject === mailMessages.mail.drawSubject(EVENT));
      await until(
        async () => (await notifications()).pending === 0,
        90_000,
        'le retour du serveur SMTP',
      );
      const afterOutage = await notifications();
      expect(afterOutage).toMatchObject({ sent: PEOPLE.length - 1, failed: 1 });
      const zoe = afterOutage.players.find((p: { playerId: string }) => p.playerId === ids.Zoe);
      expect(zoe).toMatchObject({ status: 'failed' });
      expect(zoe.lastError).toContain('Boîte inexistante');
      expect(
        drawMails()
          .map((m) => m.to[0])
          .sort(),
      ).toEqual(['Chloe', 'Denis', 'Emma'].map(emailOf));

      // The address works again; the organiser sends Zoé her link again, to her alone: after the
      // notification, 'Renvoyer son lien' is her draw e-mail.
      await sink.close();
      sink = await up();
      expect(
        (await api('POST', `/api/secret-santas/${eventId}/players/${ids.Zoe}/invitation`)).status,
      ).toBe(200);
      const resent = await sink.waitForMail(emailOf('Zoe'));
      expect(resent.subject).toBe(mailMessages.mail.drawSubject(EVENT));
      await until(
        async () => (await notifications()).sent === PEOPLE.length,
        30_000,
        'le renvoi à Zoé',
      );
      expect(sink.received.filter((m) => m.to[0] !== emailOf('Zoe'))).toEqual([]);
    },
  );
});
