import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../../scripts/server-command.mjs';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export type E2eServer = {
  url: string;
  /** The server process's: the benchmarks read its memory and CPU time. */
  pid: number;
  dataDir: string;
  output: () => string;
  /** SIGKILL: no clean shutdown, as a crash or a pulled plug. The data folder is kept. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The server as `npm start` runs it: its bundle, which scripts/build.mjs writes there (the
 * end-to-end tests' setup builds it when it is stale), with the same flags.
 */
const SERVER_COMMAND = [...SERVER_NODE_FLAGS, SERVER_BUNDLE];

/** Where the end-to-end setup left the migrated data folder it made for the whole run. */
export const DATA_TEMPLATE_VARIABLE = 'SECRET_SANTA_E2E_DATA_TEMPLATE';

/**
 * An empty data folder as the server leaves it after its first start (migrated), to copy for
 * each server, which then starts without migrating anything. The caller removes it.
 */
export async function makeMigratedDataFolder(): Promise<string> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'secret-santa-e2e-template-'));
  const first = await startProcess({ dataDir: folder, port: await freePort(), env: {} });
  await first.stop();
  return folder;
}

let madeHere: Promise<string> | undefined;

/**
 * The run's folder, made once by the end-to-end setup (tests/support/global-setup-e2e.ts), or,
 * outside Vitest (the benchmarks), one made here and removed when the process exits.
 */
function migratedDataFolder(): Promise<string> {
  const fromSetup = process.env[DATA_TEMPLATE_VARIABLE];
  if (fromSetup) return Promise.resolve(fromSetup);
  madeHere ??= makeMigratedDataFolder().then((folder) => {
    process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
    return folder;
  });
  return madeHere;
}

/**
 * The product as a person runs it: the real server process (the bundle `npm start` runs) on the
 * built web app, a fresh PGlite folder, a real SMTP server.
 */
export async function startE2eServer(options: {
  smtpUrl: string;
  env?: Record<string, string>;
  /** Start again on an existing data folder (after `kill`), on the same port. */
  reuse?: { dataDir: string; port: number };
  /** A port chosen beforehand: its address is known to another server (an OpenID provider). */
  port?: number;
}): Promise<E2eServer> {
  const port = options.reuse?.port ?? options.port ?? (await freePort());
  let dataDir = options.reuse?.dataDir;
  if (dataDir === undefined) {
    const template = await migratedDataFolder();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'secret-santa-e2e-'));
    cpSync(template, dataDir, { recursive: true });
  }
  const started = await startProcess({
    dataDir,
    port,
    // The test SMTP server plays a relay that paces each domain itself: the journeys and the
    // benchmarks send thousands to example.org as fast as the product can, and the pace per
    // domain is tested on its own (tests/api/mail-outbox.test.ts).
    env: { SMTP_URL: options.smtpUrl, MAIL_RATE_PER_DOMAIN: '0', ...options.env },
  });
  return {
    url: started.url,
    pid: started.pid,
    dataDir,
    output: started.output,
    kill: started.kill,
    stop: async () => {
      await started.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the server on `dataDir` and `port`, and waits until it answers. */
async function startProcess(options: {
  dataDir: string;
  port: number;
  env: Record<string, string>;
}) {
  const { port, dataDir } = options;
  const url = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, SERVER_COMMAND, {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté :\n${output}`);
    try {
      const health = await fetch(`${url}/api/health`);
      if (health.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`Le serveur ne répond pas :\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  // A process killed by a signal has a signalCode and no exitCode.
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  return {
    url,
    pid: child.pid!,
    output: () => output,
    kill: async () => {
      if (!isRunning()) return;
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    },
    stop: async () => {
      if (!isRunning()) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
