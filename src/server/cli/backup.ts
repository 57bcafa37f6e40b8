/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE`.
 *
 * Embedded database (no DATABASE_URL): the PGlite folder as a gzipped tar, taken under the
 * data-folder lock, so the server must be stopped (it says so otherwise). PostgreSQL:
 * `pg_dump --format=custom`, restored with `pg_restore --clean --if-exists`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from '../db/data-dir-lock.server.ts';
import { readConfig } from '../env.server.ts';

function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  const found = existsSync(root)
    ? readdirSync(root)
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(root, version, 'bin', name))
        .find((candidate) => existsSync(candidate))
    : undefined;
  if (!found) throw new Error(`${name} introuvable : installez le client PostgreSQL.`);
  return found;
}

export async function backup(
  file: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const config = readConfig(env);
  const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19);
  if (config.databaseUrl) {
    const target = file ?? `secret-santa-${stamp}.dump`;
    execFileSync(
      postgresTool('pg_dump'),
      ['--format=custom', '--file', target, config.databaseUrl],
      { stdio: 'inherit' },
    );
    return target;
  }
  const target = file ?? path.join(config.dataDir, '..', `secret-santa-${stamp}.tar.gz`);
  const release = acquireDataDirLock(config.dataDir);
  try {
    const db = await PGlite.create({ dataDir: path.join(config.dataDir, 'pglite') });
    const archive = await db.dumpDataDir('gzip');
    await db.close();
    writeFileSync(target, Buffer.from(await archive.arrayBuffer()));
    return target;
  } finally {
    release();
  }
}

export async function restore(file: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (!existsSync(file)) throw new Error(`Sauvegarde introuvable : ${file}`);
  const config = readConfig(env);
  if (config.databaseUrl) {
    execFileSync(
      postgresTool('pg_restore'),
      ['--clean', '--if-exists', '--no-owner', '--dbname', config.databaseUrl, file],
      { stdio: 'inherit' },
    );
    return;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const release = acquireDataDirLock(config.dataDir);
  try {
    const folder = path.join(config.dataDir, 'pglite');
    // The current database is kept aside, never deleted by a restore.
    if (existsSync(folder)) renameSync(folder, `${folder}.avant-restauration-${Date.now()}`);
    const db = await PGlite.create({
      dataDir: folder,
      loadDataDir: new Blob([readFileSync(file)]),
    });
    await db.query('select 1');
    await db.close();
  } finally {
    release();
  }
}

async function main() {
  const [command, file] = process.argv.slice(2);
  try {
    if (command === 'backup') console.log(`Sauvegarde écrite : ${await backup(file)}`);
    else if (command === 'restore' && file) {
      await restore(file);
      console.log(`Base restaurée depuis ${file}.`);
    } else {
      console.error('Utilisation : npm run backup [-- FICHIER]  |  npm run restore -- FICHIER');
      process.exit(2);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
