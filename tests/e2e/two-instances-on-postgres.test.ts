import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { openDatabase } from '../../src/server/db/database.server.ts';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { players } from '../../src/server/db/schema.ts';
import { checkDatabase } from '../support/database-check.ts';
import {
  drawMailsAllSent,
  jsonClient,
  signInNewOrganiserByApi,
  until,
} from '../support/e2e-api.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import {
  canStartPostgres,
  createEmptyDatabase,
  startPostgresCluster,
  type PostgresCluster,
} from '../support/postgres-cluster.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';

const PARTICIPANTS = 2000;
const EVENT = 'Entreprise';
// Each instance signs with its own sender, so the SMTP server can tell who sent what.
const SENDERS = ['instance-a@example.org', 'instance-b@example.org'] as const;
const ALICE = { name: 'Alice', email: 'alice@example.org', password: 'sapin-2026' };

let cluster: PostgresCluster | undefined;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const servers: E2eServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  await sink?.close();
  cluster?.stop();
});

/** A database of its own on DATABASE_URL's server if given, else on a throwaway cluster. */
async function freshDatabaseUrl(name: string): Promise<string> {
  const serverUrl = process.env.DATABASE_URL ?? (cluster ??= await startPostgresCluster()).url;
  return createEmptyDatabase(serverUrl, `secret_santa_${name}_${process.pid}`);
}

/** `count` employees added straight to the database (adding them one by one is not under test). */
async function seedPlayers(databaseUrl: string, eventId: string, count: number) {
  const seed = await openDatabase({ databaseUrl, dataDir: '' });
  const emails = Array.from({ length: count }, (_, i) => `salarie${i}@example.org`);
  await seed.db.insert(players).values(
    emails.map((email, i) => ({
      secretSantaId: eventId,
      name: `Salarié ${i}`,
      email,
      address: `${i} avenue du Bureau, Paris`,
      imageUrl: AVATARS[i % AVATARS.length]!.src,
    })),
  );
  return { seed, emails };
}

// scripts/test.mjs makes PostgreSQL mandatory under CI; on a laptop without it this is skipped.
describe.skipIf(!process.env.DATABASE_URL && !canStartPostgres())(
  'two app instances on one PostgreSQL',
  () => {
    it(
      'draw once when both are asked at once, and deliver each of 2,000 e-mails exactly once',
      { timeout: 300_000 },
      async () => {
        sink = await startSmtpSink({ delayMs: 2 });
        const databaseUrl = await freshDatabaseUrl('instances');
        // Started together: both run the migrations, which must take turns. As README.md says,
        // every instance gets the same AUTH_SECRET, so a session from one is valid on the other.
        const [a, b] = await Promise.all(
          SENDERS.map((sender) =>
            startE2eServer({
              smtpUrl: sink.url,
              env: {
                DATABASE_URL: databaseUrl,
                AUTH_SECRET: 'one-secret-for-every-instance-0123456789',
                MAIL_FROM: `Secret Santa <${sender}>`,
              },
            }),
          ),
        );
        servers.push(a!, b!);

        const onA = await signInNewOrganiserByApi(a!.url, sink, ALICE);
        const onB = onA.withBase(b!.url);
        const eventId = (await onA('POST', '/api/secret-santas', { name: EVENT })).body.secretSanta
          .id as string;
        const { seed, emails } = await seedPlayers(databaseUrl, eventId, PARTICIPANTS);

        const answers = await Promise.all([
          onA('POST', `/api/secret-santas/${eventId}/draw`),
          onB('POST', `/api/secret-santas/${eventId}/draw`),
        ]);
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        expect(answers.find((answer) => answer.status === 409)!.body.error.message).toBe(
          organiserMessages.draw.alreadyDrawn,
        );

        expect((await onB('POST', `/api/secret-santas/${eventId}/draw/notify`)).status).toBe(200);
        const drawMails = () =>
          sink.received.filter((m) => m.subject === mailMessages.mail.drawSubject(EVENT));
        // Every outbox message sent: none can come again, so the sink's count is final.
        await until(() => drawMailsAllSent(onA, eventId), 180_000, 'les 2 000 e-mails envoyés');

        const received = drawMails();
        const bySender = Object.fromEntries(
          SENDERS.map((s) => [s, received.filter((m) => m.from === s).length]),
        );
        console.log(
          `2 instances : ${received.length} e-mails pour ${PARTICIPANTS} participants ; envoyés par A : ${bySender[SENDERS[0]]}, par B : ${bySender[SENDERS[1]]}.`,
        );
        expect(received).toHaveLength(PARTICIPANTS);
        expect(received.map((m) => m.to[0]).sort()).toEqual([...emails].sort());
        // Both really sent: otherwise this would prove nothing about two senders.
        for (const sender of SENDERS) expect(bySender[sender]).toBeGreaterThan(0);

        expect(await checkDatabase((text) => executeRows(seed.db, sql.raw(text)))).toEqual([]);
        await seed.close();
      },
    );

    it(
      'sends the batch of an instance killed mid-sending from another within seconds',
      { timeout: 180_000 },
      async () => {
        const slowSink = await startSmtpSink({ delayMs: 20 });
        const databaseUrl = await freshDatabaseUrl('takeover');
        const env = (sender: string) => ({
          DATABASE_URL: databaseUrl,
          AUTH_SECRET: 'one-secret-for-every-instance-0123456789',
          MAIL_FROM: `Secret Santa <${sender}>`,
        });
        const a = await startE2eServer({ smtpUrl: slowSink.url, env: env(SENDERS[0]) });
        servers.push(a);
        const onA = await signInNewOrganiserByApi(a.url, slowSink, ALICE);
        const eventId = (await onA('POST', '/api/secret-santas', { name: EVENT })).body.secretSanta
          .id as string;
        const { seed, emails } = await seedPlayers(databaseUrl, eventId, 300);
        await onA('POST', `/api/secret-santas/${eventId}/draw`);
        expect((await onA('POST', `/api/secret-santas/${eventId}/draw/notify`)).status).toBe(200);
        const drawMails = () =>
          slowSink.received.filter((m) => m.subject === mailMessages.mail.drawSubject(EVENT));

        // A is sending, so it holds a batch: killed, it leaves that batch claimed.
        await until(() => drawMails().length >= 40, 60_000, 'A sending');
        await a.kill();
        const killedAt = performance.now();
        const sentByA = drawMails().length;
        const b = await startE2eServer({ smtpUrl: slowSink.url, env: env(SENDERS[1]) });
        servers.push(b);
        const onB = jsonClient(b.url);
        await onB('POST', '/api/auth/sign-in', { email: ALICE.email, password: ALICE.password });
        await until(() => drawMailsAllSent(onB, eventId), 60_000, 'the 300 e-mails sent');
        const seconds = (performance.now() - killedAt) / 1000;
        console.log(
          `Instance A tuée après ${sentByA} e-mails : B a tout envoyé ${seconds.toFixed(1)} s plus tard (démarrage de B compris).`,
        );

        // Everyone has theirs; a copy is only ever the same message again (one Message-ID).
        const received = drawMails();
        expect(new Set(received.map((m) => m.to[0]))).toEqual(new Set(emails));
        for (const email of emails) {
          const ids = new Set(received.filter((m) => m.to[0] === email).map((m) => m.messageId));
          expect(ids.size, email).toBe(1);
        }
        // Sooner than the minute a claim used to hold a dead instance's batch.
        expect(seconds).toBeLessThan(30);
        await seed.close();
        await slowSink.close();
      },
    );
  },
);
