import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { mailMessages } from '../src/shared/mail-messages.ts';
import { activateAccount } from '../tests/support/e2e-api.ts';
import { startE2eServer, type E2eServer } from '../tests/support/e2e-server.ts';
import { freePort } from '../tests/support/free-port.ts';
import { NGINX, siteFor, startNginx, throwawayCertificate } from '../tests/support/nginx.ts';
import { canStartPostgres, startPostgresCluster } from '../tests/support/postgres-cluster.ts';
import { startSmtpSink } from '../tests/support/smtp-sink.ts';
import { addPlayers, createApiClient, expectStatus } from './bench-server.ts';
import type { Benchmark } from './run.ts';

const INSTANCES = 3;
const PLAYERS = 30;
const SECONDS = 10;
const LOADS = [100, 1_000];
const EVENT_NAME = 'Noël derrière nginx';

type Measured = {
  connections: number;
  stored: number;
  p50: number;
  p99: number;
  statuses: Map<number, number>;
  /** Connections autocannon could not open or that nginx closed without an answer. */
  connectionErrors: number;
};

/** The layout of README « In production »: nginx as shipped, three instances on PostgreSQL. */
async function startLayout(folder: string) {
  const cluster = await startPostgresCluster();
  const sink = await startSmtpSink();
  const { cert, key } = throwawayCertificate(folder);
  const proxyPort = await freePort();
  const publicUrl = `https://localhost:${proxyPort}`;
  const ports = await Promise.all(Array.from({ length: INSTANCES }, () => freePort()));
  const servers: E2eServer[] = [];
  const stop = async () => {
    nginx?.kill('SIGTERM');
    for (const server of servers) await server.stop();
    cluster.stop();
    await sink.close();
  };
  let nginx: ReturnType<typeof startNginx> | undefined;
  try {
    servers.push(
      ...(await Promise.all(
        ports.map((port, index) =>
          startE2eServer({
            smtpUrl: sink.url,
            port,
            env: {
              DATABASE_URL: cluster.url,
              AUTH_SECRET: 'one-secret-for-every-instance-0123456789',
              PUBLIC_URL: publicUrl,
              TRUST_PROXY: '1',
              MAIL_FROM: `Secret Santa <instance${index}@example.org>`,
            },
          }),
        ),
      )),
    );
    nginx = startNginx(folder, siteFor({ port: proxyPort, cert, key, instances: ports }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { publicUrl, direct: servers[0]!.url, sink, stop };
}

/** A drawn, notified event, made on one instance directly; a participant's personal link. */
async function seed(direct: string, sink: Awaited<ReturnType<typeof startSmtpSink>>) {
  const api = createApiClient(direct);
  const email = 'organisatrice.nginx@example.org';
  const password = 'sapin-de-noel-2026';
  expectStatus(await api('POST', '/api/auth/sign-up', { name: 'Orga', email }), 201, 'inscription');
  const verify = await sink.waitForMail(
    email,
    (m) => m.subject === mailMessages.mail.verifySubject,
  );
  // The link names nginx's address; the account is activated on the instance itself.
  const link = new URL(verify.links.find((l) => l.includes('/verify-email?token='))!);
  await activateAccount(`${direct}${link.pathname}${link.search}`, { name: 'Orga', password });
  expectStatus(await api('POST', '/api/auth/sign-in', { email, password }), 200, 'connexion');
  const id = expectStatus(
    await api('POST', '/api/secret-santas', { name: EVENT_NAME }),
    201,
    'création',
  ).body.secretSanta.id as string;
  await addPlayers(api, id, PLAYERS);
  expectStatus(await api('POST', `/api/secret-santas/${id}/draw`), 200, 'tirage');
  expectStatus(await api('POST', `/api/secret-santas/${id}/draw/notify`), 200, 'notification');
  const mail = await sink.waitForMail(
    'personne0@example.org',
    (m) => m.subject === mailMessages.mail.drawSubject(EVENT_NAME),
  );
  const personal = mail.links.find((l) => l.includes(`/participant/${id}/`))!;
  return { id, token: decodeURIComponent(personal.slice(personal.lastIndexOf('/') + 1)) };
}

async function storm(url: string, token: string, connections: number): Promise<Measured> {
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ giftIdeas: 'Un pull de Noël, taille M' }),
        connections,
        duration: SECONDS,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status: number) =>
      statuses.set(status, (statuses.get(status) ?? 0) + 1),
    );
  });
  return {
    connections,
    stored: (statuses.get(200) ?? 0) / SECONDS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    connectionErrors: result.errors,
  };
}

/** nginx's own warnings during the run, by kind, without their times and ids. */
function nginxWarnings(folder: string): string[] {
  const log = readFileSync(path.join(folder, 'error.log'), 'utf8');
  const counts = new Map<string, number>();
  for (const line of log.split('\n')) {
    const kind = /\[(?:warn|error|alert|crit)\] \d+#\d+: (?:\*\d+ )?([^,]+)/.exec(line)?.[1];
    if (kind) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return [...counts].map(([kind, count]) => `${count} × « ${kind} »`);
}

const benchmark: Benchmark = {
  name: 'Behind nginx, three instances',
  async run(log) {
    if (!NGINX || !canStartPostgres())
      return `## ${this.name}\n\nNot measured: nginx or PostgreSQL is missing.`;
    const folder = mkdtempSync(path.join(os.tmpdir(), 'secret-santa-bench-nginx-'));
    const layout = await startLayout(folder);
    const rows: string[] = [];
    try {
      const { id, token } = await seed(layout.direct, layout.sink);
      for (const connections of LOADS) {
        const m = await storm(
          `${layout.publicUrl}/api/participant/${id}/gift-ideas`,
          token,
          connections,
        );
        const statuses = [...m.statuses]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${count} × ${status}`)
          .join(', ');
        log(
          `  ${connections} connections: ${m.stored.toFixed(0)} stored/s, p50 ${m.p50} ms, p99 ${m.p99} ms; ${statuses}; ${m.connectionErrors} connection errors`,
        );
        rows.push(
          `| ${connections.toLocaleString('en')} | ${m.stored.toFixed(0)} | ${m.p50} ms | ${m.p99} ms | ${statuses} | ${m.connectionErrors} |`,
        );
      }
    } finally {
      await layout.stop();
    }
    const warnings = nginxWarnings(folder);
    rmSync(folder, { recursive: true, force: true });
    return [
      `## ${this.name}`,
      '',
      `README « In production » as \`tests/e2e/behind-nginx.test.ts\` runs it (\`bench/behind-nginx.ts\`): Debian's`,
      `nginx with \`deploy/nginx-secret-santa.conf\` and Debian's own worker settings (one per core, 768`,
      `connections each), HTTPS, in front of ${INSTANCES} instances on one PostgreSQL, all on this machine.`,
      `autocannon sends the participant's gift-ideas write (an event of ${PLAYERS}) through nginx for`,
      `${SECONDS} s from each number of connections, each asking again at once whatever the answer.`,
      '',
      '| connections | writes stored a second | p50 | p99 | answers | connection errors |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
      `nginx's error log: ${warnings.length > 0 ? warnings.join('; ') : 'nothing'}.`,
    ].join('\n');
  },
};

export default benchmark;
