import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

export type E2eServer = {
  url: string;
  dataDir: string;
  output: () => string;
  /** SIGKILL: no clean shutdown, as a crash or a pulled plug. The data folder is kept. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * The product as a person runs it: the real server process (`src/server/main.ts`, the
 * same entry as `npm start`) on the built web app, a fresh PGlite folder, a real SMTP server.
 */
export async function startE2eServer(options: {
  smtpUrl: string;
  env?: Record<string, string>;
  /** Start again on an existing data folder (after `kill`), on the same port. */
  reuse?: { dataDir: string; port: number };
}): Promise<E2eServer> {
  const port = options.reuse?.port ?? (await freePort());
  const dataDir =
    options.reuse?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'secret-santa-e2e-'));
  const url = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      SMTP_URL: options.smtpUrl,
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
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  // A process killed by a signal has a signalCode and no exitCode.
  const isRunning = () => child.exitCode === null && child.signalCode === null;

  return {
    url,
    dataDir,
    output: () => output,
    kill: async () => {
      if (!isRunning()) return;
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    },
    stop: async () => {
      if (isRunning()) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
