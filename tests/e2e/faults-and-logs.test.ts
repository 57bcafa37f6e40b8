import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { serverMessages } from '../../src/shared/server-messages.ts';
import { jsonClient, signInNewOrganiserByApi, until } from '../support/e2e-api.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import {
  canStartPostgres,
  createEmptyDatabase,
  startPostgresCluster,
  type PostgresCluster,
} from '../support/postgres-cluster.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';

const TIMEOUT_MS = 2_000;
const SMTP_PASSWORD = 'smtp-Pa55word-never-logged';
const AUTH_SECRET = 'the-signing-key-no-log-may-show-0123456789';
const ORGANISER = { name: 'Odile', email: 'odile@example.org', password: 'odile-Secret-2026' };
const PEOPLE = ['Anna', 'Ben', 'Cleo'] as const;

let cluster: PostgresCluster | undefined;
let server: E2eServer | undefined;
const sinks: Array<{ close: () => Promise<void> }> = [];
afterAll(async () => {
  cluster?.signalAll('SIGCONT');
  await server?.stop();
  for (const sink of sinks) await sink.close();
  cluster?.stop();
});

/** The value of `name` in a link's query, or its last path segment. */
const tokenOf = (link: string) =>
  new URL(link).searchParams.get('token') ?? decodeURIComponent(link.split('/').pop()!);

/** A request, and how long its answer took. */
async function timed(url: string, init: RequestInit = {}) {
  const started = performance.now();
  const answer = await fetch(url, init);
  const body = (await answer.json().catch(() => undefined)) as
    { error?: { message: string } } | undefined;
  return {
    status: answer.status,
    retryAfter: answer.headers.get('retry-after'),
    message: body?.error?.message,
    ms: performance.now() - started,
  };
}

// The cluster is always a throwaway one: it is frozen with SIGSTOP. scripts/test.mjs makes
// PostgreSQL mandatory under CI; on a laptop without it this is skipped.
describe.skipIf(!canStartPostgres())('an operator’s bad day on PostgreSQL', () => {
  it(
    'a frozen database answers 503 within its timeout and recovers; no log line carries a secret',
    { timeout: 180_000 },
    async () => {
      cluster = await startPostgresCluster();
      const databaseUrl = await createEmptyDatabase(cluster.url, 'secret_santa_faults');
      const sink = await startSmtpSink();
      sinks.push(sink);
      const smtpPort = new URL(sink.url).port;
      server = await startE2eServer({
        smtpUrl: `smtp://santa:${SMTP_PASSWORD}@127.0.0.1:${smtpPort}`,
        env: {
          DATABASE_URL: databaseUrl,
          AUTH_SECRET,
          DATABASE_CONNECT_TIMEOUT_MS: String(TIMEOUT_MS),
          DATABASE_STATEMENT_TIMEOUT_MS: String(TIMEOUT_MS),
        },
      });
      const base = server.url;
      const secrets: Record<string, string> = {
        'SMTP password': SMTP_PASSWORD,
        'SMTP AUTH PLAIN': Buffer.from(`\0santa\0${SMTP_PASSWORD}`).toString('base64'),
        AUTH_SECRET,
        'organiser password': ORGANISER.password,
      };

      // A whole season: sign-up, an event, an invitation, the draw and its e-mails, a reset link.
      const organiser = await signInNewOrganiserByApi(base, sink, ORGANISER);
      const signUpMail = sink.received.find((mail) => mail.to[0] === ORGANISER.email)!;
      secrets['sign-up link token'] = tokenOf(signUpMail.links.find((l) => l.includes('token='))!);
      const sessionCookie = decodeURIComponent(
        /secret-santa\.session_token=([^;]+)/.exec(organiser.cookie())![1]!,
      );
      secrets['session cookie'] = sessionCookie;
      secrets['session token'] = sessionCookie.slice(0, sessionCookie.lastIndexOf('.'));

      const id = (await organiser('POST', '/api/secret-santas', { name: 'Bureau' })).body
        .secretSanta.id as string;
      const playerIds: string[] = [];
      for (const [index, name] of PEOPLE.entries()) {
        const added = await organiser('POST', `/api/secret-santas/${id}/players`, {
          name,
          email: `${name.toLowerCase()}@example.org`,
          address: '3 rue des Lilas, Nantes',
          imageUrl: AVATARS[index]!.src,
        });
        playerIds.push(added.body.player.id);
      }
      await organiser('POST', `/api/secret-santas/${id}/players/${playerIds[0]}/invitation`);
      const invitation = await sink.waitForMail('anna@example.org');
      secrets['invitation link token'] = tokenOf(
        invitation.links.find((l) => l.includes(`/participant/${id}/`))!,
      );
      expect((await organiser('POST', `/api/secret-santas/${id}/draw`)).status).toBe(200);
      expect((await organiser('POST', `/api/secret-santas/${id}/draw/notify`)).status).toBe(200);
      const personalTokens: string[] = [];
      for (const name of PEOPLE) {
        const mail = await sink.waitForMail(`${name.toLowerCase()}@example.org`, (m) =>
          m.links.some((l) => l.includes(`/participant/${id}/`)),
        );
        const token = tokenOf(mail.links.find((l) => l.includes(`/participant/${id}/`))!);
        personalTokens.push(token);
        secrets[`personal link of ${name}`] = token;
      }
      await jsonClient(base)('POST', '/api/auth/request-password-reset', {
        email: ORGANISER.email,
      });
      const reset = await sink.waitForMail(ORGANISER.email, (m) =>
        m.links.some((l) => l.includes('/reset-password')),
      );
      secrets['reset link token'] = tokenOf(
        reset.links.find((l) => l.includes('/reset-password'))!,
      );

      // The database freezes, as on a stalled disk: every kind of request is answered in time.
      cluster.signalAll('SIGSTOP');
      const bearer = { authorization: `Bearer ${personalTokens[0]}` };
      const json = { 'content-type': 'application/json', origin: base };
      const answers = await Promise.all([
        timed(`${base}/api/auth/session`, { headers: { cookie: organiser.cookie() } }),
        timed(`${base}/api/secret-santas/${id}`, { headers: { cookie: organiser.cookie() } }),
        timed(`${base}/api/participant/${id}`, { headers: bearer }),
        timed(`${base}/api/participant/${id}/gift-ideas`, {
          method: 'PUT',
          headers: { ...bearer, ...json },
          body: JSON.stringify({ giftIdeas: 'Un livre' }),
        }),
        timed(`${base}/api/auth/sign-in`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: ORGANISER.email, password: ORGANISER.password }),
        }),
      ]);
      for (const answer of answers) {
        expect(answer).toMatchObject({
          status: 503,
          retryAfter: '5',
          message: serverMessages.api.unavailable,
        });
        // The statement's timeout, the client's second on top, and room for a busy machine.
        expect(answer.ms).toBeLessThan(TIMEOUT_MS + 1_000 + 3_000);
      }
      console.log(
        `Base gelée : réponses 503 en ${answers.map((a) => Math.round(a.ms)).join(', ')} ms`,
      );

      // Back: the same requests work again, and the mail worker resumes by itself.
      cluster.signalAll('SIGCONT');
      const thawedAt = performance.now();
      await until(
        async () => (await organiser('GET', '/api/auth/session')).status === 200,
        30_000,
        'the session answered again',
      );
      console.log(
        `Base revenue : réponses normales après ${Math.round(performance.now() - thawedAt)} ms`,
      );
      const space = await fetch(`${base}/api/participant/${id}`, { headers: bearer });
      expect(space.status).toBe(200);
      await jsonClient(base)('POST', '/api/auth/request-password-reset', {
        email: ORGANISER.email,
      });
      await until(
        () =>
          sink.received.filter(
            (m) =>
              m.to[0] === ORGANISER.email && m.links.some((l) => l.includes('/reset-password')),
          ).length === 2,
        30_000,
        'the reset e-mail asked after the freeze',
      );

      // The mail server goes away for a while: the e-mail asked meanwhile arrives once it is back.
      await sink.close();
      sinks.splice(sinks.indexOf(sink), 1);
      await jsonClient(base)('POST', '/api/auth/request-password-reset', {
        email: ORGANISER.email,
      });
      const back = await startSmtpSink({ port: Number(smtpPort) });
      sinks.push(back);
      await back.waitForMail(ORGANISER.email);

      // What the operator read: the outage, said; never a secret.
      const log = server.output();
      expect(log).toContain('base de données indisponible');
      for (const [what, secret] of Object.entries(secrets)) {
        expect(log.includes(secret), `${what} in the logs`).toBe(false);
      }
    },
  );
});

describe('the embedded database loses its folder', () => {
  it(
    'answers a French 503 with Retry-After, and the server stays up',
    { timeout: 120_000 },
    async () => {
      const sink = await startSmtpSink();
      sinks.push(sink);
      const embedded = await startE2eServer({ smtpUrl: sink.url });
      try {
        const organiser = await signInNewOrganiserByApi(embedded.url, sink, ORGANISER);
        const created = await organiser('POST', '/api/secret-santas', { name: 'Avant' });
        expect(created.status).toBe(201);

        // An operator's mistake, or a volume unmounted under the running app: what the database
        // has not read yet is gone (here the draw's tables, which nothing has asked for).
        rmSync(path.join(embedded.dataDir, 'pglite', 'base'), { recursive: true, force: true });
        const answer = await timed(
          `${embedded.url}/api/secret-santas/${created.body.secretSanta.id}/draw`,
          {
            headers: { cookie: organiser.cookie() },
          },
        );
        expect(answer).toMatchObject({
          status: 503,
          retryAfter: '5',
          message: serverMessages.api.unavailable,
        });
        expect((await fetch(`${embedded.url}/api/health`)).status).toBe(200);
        expect(embedded.output()).toContain('base de données indisponible');
      } finally {
        await embedded.stop();
      }
    },
  );
});
