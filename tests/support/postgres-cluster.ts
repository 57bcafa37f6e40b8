import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.ts';

export type PostgresCluster = {
  url: string;
  /**
   * Sends `signal` to the server and every process it started: SIGSTOP freezes the whole
   * database as a stalled disk or a cut network would, SIGCONT brings it back.
   */
  signalAll: (signal: 'SIGSTOP' | 'SIGCONT') => void;
  stop: () => void;
};

/** Where Debian and most distributions put the server binaries, newest first. */
function findPostgresBin(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(onPath);
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

export function canStartPostgres(): boolean {
  return findPostgresBin() !== undefined;
}

/**
 * A throwaway PostgreSQL cluster on a free loopback port, owned by the `postgres` user
 * when running as root (initdb refuses root), deleted by `stop`.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error('initdb introuvable : installez PostgreSQL ou définissez DATABASE_URL.');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'secret-santa-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const isRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], {
          stdio: 'pipe',
        })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });

  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const postmasterPid = () =>
    Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    signalAll: (signal) => {
      const pid = postmasterPid();
      const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
        .stdout.split('\n')
        .filter(Boolean)
        .map(Number);
      // The parent first when freezing, so that it starts no new process meanwhile.
      for (const target of signal === 'SIGSTOP' ? [pid, ...children] : [...children, pid])
        process.kill(target, signal);
    },
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** An empty database `name` on the server at `serverUrl` (dropped first if left over); its URL. */
export async function createEmptyDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
