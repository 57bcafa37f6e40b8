import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/database.server.ts';
import { AVATARS } from '../src/shared/avatars.ts';
import { mailMessages } from '../src/shared/mail-messages.ts';
import { activateAccount, withCookies } from '../tests/support/e2e-api.ts';
import { startE2eServer, type E2eServer } from '../tests/support/e2e-server.ts';
import { freePort } from '../tests/support/free-port.ts';
import { canStartPostgres, startPostgresCluster } from '../tests/support/postgres-cluster.ts';
import type { startSmtpSink } from '../tests/support/smtp-sink.ts';

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;
export type DatabaseKind = 'PGlite' | 'PostgreSQL';

/** PGlite always; PostgreSQL at DATABASE_URL, else a throwaway cluster when its binaries are here. */
export function benchDatabases(): DatabaseKind[] {
  return process.env.DATABASE_URL || canStartPostgres() ? ['PGlite', 'PostgreSQL'] : ['PGlite'];
}

export type BenchServer = {
  url: string;
  /** The server's own process: its memory is read from /proc. */
  pid: number;
  stop: () => Promise<void>;
};

/**
 * The product as it is deployed: the real server process (`src/server/main.ts`) on PGlite
 * or on PostgreSQL, sending its e-mails to `sink`. The PGlite folder is created and
 * migrated beforehand, so the server opens it as on every start but the first (creating a
 * folder is a one-off whose memory peak would hide the event's, see docs/benchmarks.md).
 */
export async function startBenchServer(
  database: DatabaseKind,
  sink: SmtpSink,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const cluster =
    database === 'PostgreSQL' && !process.env.DATABASE_URL
      ? await startPostgresCluster()
      : undefined;
  let server: E2eServer;
  try {
    if (database === 'PostgreSQL') {
      const databaseUrl = process.env.DATABASE_URL ?? cluster!.url;
      server = await startE2eServer({
        smtpUrl: sink.url,
        env: { ...env, DATABASE_URL: databaseUrl },
      });
    } else {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'secret-santa-bench-'));
      await (await openDatabase({ dataDir })).close();
      server = await startE2eServer({
        smtpUrl: sink.url,
        env,
        reuse: { dataDir, port: await freePort() },
      });
    }
  } catch (error) {
    cluster?.stop();
    throw error;
  }
  return {
    url: server.url,
    pid: server.pid,
    stop: async () => {
      await server.stop();
      cluster?.stop();
    },
  };
}

/** Resident memory of a process in MB: now (VmRSS) and its peak (VmHWM). */
export function readMemory(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** CPU time the process has used so far, user and system, in ms (Linux counts in 1/100 s). */
export function readCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Starts counting the peak (VmHWM) afresh from the current memory (Linux's clear_refs). */
export function resetPeakMemory(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

export type ApiAnswer = { status: number; body: any; ms: number };
export type ApiClient = (method: string, path: string, body?: unknown) => Promise<ApiAnswer>;

/** A JSON client with a cookie jar of one, as the web app talks to the API; each answer is timed. */
export function createApiClient(baseUrl: string): ApiClient & { cookie: () => string } {
  let cookie = '';
  const request = async (method: string, path: string, body?: unknown): Promise<ApiAnswer> => {
    const start = performance.now();
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    const ms = performance.now() - start;
    cookie = withCookies(cookie, answer.headers.getSetCookie());
    return { status: answer.status, body: text ? JSON.parse(text) : undefined, ms };
  };
  return Object.assign(request, { cookie: () => cookie });
}

/** Fails the benchmark loudly when the product refuses a step: figures of a broken run mean nothing. */
export function expectStatus(answer: ApiAnswer, status: number, what: string): ApiAnswer {
  if (answer.status !== status)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

/** An organiser signed up, confirmed from the e-mail and signed in, with an event of their own. */
export async function createOrganiserWithEvent(
  server: BenchServer,
  sink: SmtpSink,
  eventName: string,
) {
  const api = createApiClient(server.url);
  const email = `organisateur-${Date.now()}@example.org`;
  const password = 'sapin-de-noel-2026';
  expectStatus(
    await api('POST', '/api/auth/sign-up', { name: 'Organisateur', email }),
    201,
    'inscription',
  );
  const mail = await sink.waitForMail(email, (m) => m.subject === mailMessages.mail.verifySubject);
  await activateAccount(
    mail.links.find((link) => link.includes('/verify-email?token='))!,
    {
      name: 'Organisateur',
      password,
    },
  );
  expectStatus(await api('POST', '/api/auth/sign-in', { email, password }), 200, 'connexion');
  const event = expectStatus(
    await api('POST', '/api/secret-santas', { name: eventName }),
    201,
    'création',
  );
  return { api, secretSantaId: event.body.secretSanta.id as string };
}

/** Adds `count` players through the API, `concurrency` requests at a time; returns their ids in order. */
export async function addPlayers(
  api: ApiClient,
  secretSantaId: string,
  count: number,
  concurrency = 1,
) {
  const ids: string[] = new Array<string>(count);
  let next = 0;
  const addOne = async (index: number) => {
    const answer = await api('POST', `/api/secret-santas/${secretSantaId}/players`, {
      name: `Personne ${index}`,
      email: `personne${index}@example.org`,
      address: `${index} rue des Lutins, Paris`,
      imageUrl: AVATARS[index % AVATARS.length]!.src,
      giftIdeas: 'Un livre, des chaussettes',
    });
    ids[index] = expectStatus(answer, 201, 'ajout d’un participant').body.player.id as string;
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await addOne(next++);
    }),
  );
  return ids;
}
