import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { openDatabase } from '../../src/server/db/database.server.ts';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { activateAccount, drawMailsAllSent, jsonClient, until } from '../support/e2e-api.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { freePort } from '../support/free-port.ts';
import {
  canStartPostgres,
  createEmptyDatabase,
  startPostgresCluster,
  type PostgresCluster,
} from '../support/postgres-cluster.ts';
import { NGINX, siteFor, startNginx, throwawayCertificate } from '../support/nginx.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { PROJECT_ROOT } from '../../src/server/project-root.ts';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../../scripts/server-command.mjs';

// README « In production »: Debian's nginx with deploy/nginx-secret-santa.conf, HTTPS and
// HTTP/2, in front of three instances on one PostgreSQL. Under a bounded load one instance is
// killed (SIGKILL) and another restarted (SIGTERM, then started again), as a crash and a
// rolling restart; docs/reliability.md keeps the figures.

const SENDERS = ['a@example.org', 'b@example.org', 'c@example.org'] as const;
const AUTH_SECRET = 'one-secret-for-every-instance-0123456789';
const ORGANISER = { name: 'Hélène', email: 'helene.nginx@example.org', password: 'proxy-2026' };
const NOTIFIED = 300;
const LOAD_WORKERS = 12;

let cluster: PostgresCluster | undefined;
let nginx: ChildProcess | undefined;
let folder: string | undefined;
const servers: E2eServer[] = [];
afterAll(async () => {
  nginx?.kill('SIGTERM');
  for (const server of servers) await server.stop();
  cluster?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

type Answer = { status: number; body: any; startedAt: number; endedAt: number };

/** Requests sent again on a fresh connection after nginx closed a kept-alive one. */
let resentOnReusedSocket = 0;

/**
 * A JSON client through nginx's TLS, trusting only the run's certificate. Like a browser, it
 * sends a request again when the kept-alive connection it went out on was closed before any
 * answer: Node's documented `reusedSocket` case, in which nginx never received it.
 */
function httpsClient(base: string, ca: string, cookie: string) {
  const agent = new https.Agent({ ca, keepAlive: true, maxSockets: LOAD_WORKERS });
  const send = (method: string, pathname: string, body?: unknown): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const startedAt = performance.now();
      const data = body === undefined ? undefined : JSON.stringify(body);
      const request = https.request(
        new URL(pathname, base),
        {
          method,
          agent,
          headers: {
            cookie,
            origin: base,
            ...(data ? { 'content-type': 'application/json' } : {}),
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => (text += chunk));
          response.on('end', () => {
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // nginx's own page.
            }
            resolve({
              status: response.statusCode ?? 0,
              body: parsed,
              startedAt,
              endedAt: performance.now(),
            });
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (request.reusedSocket && error.code === 'ECONNRESET') {
          resentOnReusedSocket++;
          resolve(send(method, pathname, body));
        } else {
          reject(error);
        }
      });
      request.end(data);
    });
  return send;
}

describe.skipIf(!NGINX || (!process.env.DATABASE_URL && !canStartPostgres()))(
  'behind nginx, three instances on one PostgreSQL',
  () => {
    it(
      'loses no acknowledged write and no e-mail when one instance is killed and another restarted under load',
      { timeout: 300_000 },
      async () => {
        folder = mkdtempSync(path.join(os.tmpdir(), 'secret-santa-nginx-'));
        const { cert, key } = throwawayCertificate(folder);
        const ca = readFileSync(cert, 'utf8');
        const serverUrl =
          process.env.DATABASE_URL ?? (cluster ??= await startPostgresCluster()).url;
        const databaseUrl = await createEmptyDatabase(
          serverUrl,
          `secret_santa_nginx_${process.pid}`,
        );
        // Slow enough that the e-mails are still going when B is killed.
        const sink = await startSmtpSink({ delayMs: 60 });
        const proxyPort = await freePort();
        const publicUrl = `https://localhost:${proxyPort}`;
        const ports = [await freePort(), await freePort(), await freePort()];
        const start = (index: number) =>
          startE2eServer({
            smtpUrl: sink.url,
            port: ports[index],
            env: {
              DATABASE_URL: databaseUrl,
              AUTH_SECRET,
              PUBLIC_URL: publicUrl,
              TRUST_PROXY: '1',
              MAIL_FROM: `Secret Santa <${SENDERS[index]}>`,
              // The first writes its log as JSON lines, each with nginx's request id.
              ...(index === 0 ? { LOG_FORMAT: 'json' } : {}),
            },
          });
        const instances = await Promise.all([0, 1, 2].map(start));
        servers.push(...instances);
        nginx = startNginx(folder, siteFor({ port: proxyPort, cert, key, instances: ports }));

        // The organiser's session, made on one instance, is read by all: one AUTH_SECRET.
        const direct = jsonClient(instances[0]!.url);
        await direct('POST', '/api/auth/sign-up', { name: ORGANISER.name, email: ORGANISER.email });
        const verify = await sink.waitForMail(ORGANISER.email);
        // The link names PUBLIC_URL, nginx's: this process trusts its certificate only in `api`.
        const link = new URL(verify.links.find((l) => l.includes('/verify-email?token='))!);
        await activateAccount(`${instances[0]!.url}${link.pathname}${link.search}`, ORGANISER);
        const signedIn = await direct('POST', '/api/auth/sign-in', {
          email: ORGANISER.email,
          password: ORGANISER.password,
        });
        expect(signedIn.status).toBe(200);
        const api = httpsClient(publicUrl, ca, direct.cookie());
        await until(
          async () => (await api('GET', '/api/ready').catch(() => null))?.status === 200,
          15_000,
          'nginx',
        );

        // HTTP/2 to the browser, as the site says.
        const h2 = http2.connect(publicUrl, { ca });
        const h2Status = await new Promise<number>((resolve, reject) => {
          const stream = h2.request({ ':path': '/api/health' });
          stream.on('response', (headers) => resolve(Number(headers[':status'])));
          stream.on('error', reject);
          stream.end();
        });
        h2.close();
        expect(h2Status).toBe(200);

        // An event of 300, drawn and notified: its e-mails go while the instances come and go.
        const notified = (await api('POST', '/api/secret-santas', { name: 'Siège' })).body
          .secretSanta.id as string;
        const people = Array.from({ length: NOTIFIED }, (_, i) => ({
          line: i + 1,
          name: `Salarié ${i}`,
          email: `salarie${i}@example.org`,
          address: '',
          giftIdeas: '',
        }));
        const imported = await api('POST', `/api/secret-santas/${notified}/players/import`, {
          players: people,
          dryRun: false,
        });
        expect(imported.body.imported).toBe(NOTIFIED);
        expect((await api('POST', `/api/secret-santas/${notified}/draw`)).status).toBe(200);

        // The load: each worker adds people to another event and reads it, until told to stop.
        const loaded = (await api('POST', '/api/secret-santas', { name: 'Charge' })).body
          .secretSanta.id as string;
        const answers: Array<Answer & { method: string }> = [];
        const acknowledged: string[] = [];
        let written = 0;
        let isStopping = false;
        const worker = async (index: number) => {
          for (let round = 0; !isStopping; round++) {
            const isWrite = round % 3 === 0;
            const answer = isWrite
              ? await api('POST', `/api/secret-santas/${loaded}/players`, {
                  name: `Personne ${index}-${round}`,
                  email: `p${index}.${round}@example.org`,
                  imageUrl: AVATARS[round % AVATARS.length]!.src,
                })
              : await api('GET', `/api/secret-santas/${loaded}`);
            answers.push({ ...answer, method: isWrite ? 'POST' : 'GET' });
            if (isWrite && answer.status === 201) acknowledged.push(answer.body.player.id);
            if (isWrite) written++;
          }
        };
        const load = Promise.all(Array.from({ length: LOAD_WORKERS }, (_, i) => worker(i)));
        // Awaited below; a failure before then must not also surface as an unhandled one.
        load.catch(() => undefined);
        expect((await api('POST', `/api/secret-santas/${notified}/draw/notify`)).status).toBe(200);
        const drawMails = () =>
          sink.received.filter((mail) => mail.subject === mailMessages.mail.drawSubject('Siège'));

        // B is killed while it sends: it holds a batch it has not finished.
        await until(
          () => answers.length >= 50 && drawMails().some((mail) => mail.from === SENDERS[1]),
          60_000,
          'the load under way, and B sending',
        );
        expect(drawMails().length).toBeLessThan(NOTIFIED);
        const killingAt = performance.now();
        await instances[1]!.kill();
        const killedAt = performance.now();
        await until(() => answers.length >= 600, 60_000, '600 answers');
        // A rolling restart, as README says: stopped by its signal (nginx sends the next
        // requests elsewhere), started again on its port, back in rotation once ready.
        const restartedAt = performance.now();
        await instances[2]!.stop();
        const stoppedAt = performance.now();
        const restarted = await start(2);
        servers.push(restarted);
        await until(
          async () => (await fetch(`${restarted.url}/api/ready`)).status === 200,
          15_000,
          'C ready',
        );
        const backAt = performance.now();
        await until(() => answers.length >= 1200, 60_000, '1,200 answers');
        isStopping = true;
        await load;

        // Every write acknowledged is there, read from the database itself.
        const check = await openDatabase({ databaseUrl, dataDir: '' });
        const stored = await executeRows<{ id: string }>(
          check.db,
          sql`select id from players where secret_santa_id = ${loaded}`,
        );
        const storedIds = new Set(stored.map((row) => row.id));
        expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);

        // The errors: only writes, each a POST (nginx asks another instance for a read, and
        // never sends a POST twice), each in flight as an instance went away: on the killed one, or on the
        // one restarted, whose connection the system had accepted an instant before the
        // instance closed its port (a connection it took itself, it answers).
        const failed = answers.filter((answer) => answer.status >= 500);
        const inFlight = (answer: Answer, from: number, to: number) =>
          answer.startedAt < to && answer.endedAt > from;
        const onKilled = failed.filter((answer) => inFlight(answer, killingAt, killedAt));
        const onRestarted = failed.filter((answer) => inFlight(answer, restartedAt, stoppedAt));
        for (const answer of failed) {
          expect({ method: answer.method, status: answer.status }).toEqual({
            method: 'POST',
            status: 502,
          });
        }
        expect(onKilled.length + onRestarted.length).toBe(failed.length);
        expect(answers.filter((a) => a.status >= 400 && a.status < 500)).toEqual([]);

        // Each of the 300 got exactly one draw e-mail: a copy could only be the same message
        // again (its Message-ID), sent by the killed instance before it could record it.
        const api2 = direct.withBase(instances[0]!.url);
        await until(() => drawMailsAllSent(api2, notified), 120_000, 'the 300 draw e-mails');
        const idsByAddress = new Map<string, Set<string | undefined>>();
        for (const mail of drawMails()) {
          idsByAddress.set(
            mail.to[0]!,
            (idsByAddress.get(mail.to[0]!) ?? new Set()).add(mail.messageId),
          );
        }
        expect(idsByAddress.size).toBe(NOTIFIED);
        for (const [address, ids] of idsByAddress) expect(ids.size, address).toBe(1);
        const bySender = SENDERS.map(
          (sender) => drawMails().filter((m) => m.from === sender).length,
        );

        const reads = answers.filter((answer) => answer.method === 'GET');
        console.log(
          [
            `Derrière nginx : ${answers.length} requêtes (${reads.length} lectures, ${written} écritures), ${acknowledged.length} écritures confirmées, toutes en base.`,
            `Erreurs : ${failed.length}, toutes des écritures (502) en cours quand une instance s’en allait : ${onKilled.length} sur l’instance tuée, ${onRestarted.length} sur celle redémarrée (de nouveau prête en ${((backAt - restartedAt) / 1000).toFixed(1)} s) ; ${resentOnReusedSocket} requête(s) renvoyée(s) par le client sur une nouvelle connexion, comme un navigateur.`,
            `E-mails du tirage : ${drawMails().length} reçus pour ${NOTIFIED} personnes, un seul Message-ID chacune ; envoyés par A, B, C : ${bySender.join(', ')}.`,
          ].join('\n'),
        );
        // What an operator watches: from the instance's own machine, and never through nginx.
        const metrics = await (await fetch(`${instances[0]!.url}/metrics`)).text();
        expect(metrics).toMatch(/secret_santa_emails_sent_total \d+/);
        expect(metrics).toMatch(/secret_santa_outbox_emails\{status="sent"\} \d+/);
        expect(metrics).toMatch(/secret_santa_database_connections\{state="total"\} \d+/);
        expect((await api('GET', '/metrics')).status).toBe(404);
        const lines = instances[0]!.output().trim().split('\n');
        const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
        const answered = logged.filter((line) => line.msg === 'answer');
        expect(answered.some((line) => /^[0-9a-f]{32}$/.test(String(line.requestId)))).toBe(true);

        // Through nginx as the app sends them: the organiser's dashboard compressed, a
        // participant's space never (docs/security.md, "Compressed answers").
        const encodingOf = (pathname: string, headers: Record<string, string>) =>
          new Promise<string | undefined>((resolve, reject) => {
            https
              .get(
                new URL(pathname, publicUrl),
                { ca, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } },
                (response) => {
                  response.resume();
                  resolve(response.headers['content-encoding']);
                },
              )
              .on('error', reject);
          });
        expect(
          await encodingOf(`/api/secret-santas/${notified}`, { cookie: direct.cookie() }),
        ).toBe('br');
        const personalLink = drawMails()[0]!.links.find((link) =>
          link.includes(`/participant/${notified}/`),
        )!;
        const bearer = `Bearer ${decodeURIComponent(personalLink.split('/').at(-1)!)}`;
        expect(
          await encodingOf(`/api/participant/${notified}`, { authorization: bearer }),
        ).toBeUndefined();

        await check.close();
        await sink.close();
      },
    );
  },
);

describe('deploy/secret-santa@.service', () => {
  it('starts the server as npm start and these tests do', () => {
    const unit = readFileSync(path.join(PROJECT_ROOT, 'deploy', 'secret-santa@.service'), 'utf8');
    const command = ['/usr/bin/node', ...SERVER_NODE_FLAGS, SERVER_BUNDLE].join(' ');
    expect(unit).toContain(`\nExecStart=${command}\n`);
  });
});
