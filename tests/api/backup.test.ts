import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject, describe, expect, it, onTestFinished } from 'vitest';
import { sql as drizzleSql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/database.server.ts';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/** The real commands, as `npm run backup` / `npm run restore` run them. */
function run(args: string[], env: Record<string, string>) {
  return execFileSync(process.execPath, ['--import', 'tsx', 'src/server/cli/backup.ts', ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

/** One statement against the configured database, opened and closed around it as the app would. */
async function sql(statement: string, env: Record<string, string>): Promise<string> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR!,
  });
  try {
    return JSON.stringify(await executeRows(database.db, drizzleSql.raw(statement)));
  } finally {
    await database.close();
  }
}

describe('backup and restore', () => {
  // The commands are processes of their own that open the database, as a person runs them.
  it('round-trips the database', { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    let env: Record<string, string> = { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '' };
    if (testDatabaseKind === 'postgres') {
      const url = new URL(inject('postgresUrl'));
      url.pathname = `/backup_${Date.now()}`;
      const admin = inject('postgresUrl');
      const pg = await import('pg');
      const client = new pg.default.Client({ connectionString: admin });
      await client.connect();
      await client.query(`create database ${url.pathname.slice(1)}`);
      await client.end();
      env = { ...env, DATABASE_URL: url.toString() };
    }
    await sql(
      `with alice as (insert into users (id, name, email) values ('u1', 'Alice', 'alice@example.org') returning id)
         insert into secret_santas (name, admin_id) select 'Noël sauvegardé', id from alice`,
      env,
    );
    const file = path.join(dir, testDatabaseKind === 'postgres' ? 'backup.dump' : 'backup.tar.gz');
    expect(run(['backup', file], env)).toContain(file);

    await sql(`delete from secret_santas`, env);
    run(['restore', file], env);
    expect(await sql(`select name from secret_santas`, env)).toBe('[{"name":"Noël sauvegardé"}]');
  });
});
