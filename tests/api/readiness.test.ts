import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { createTestApp } from '../support/test-app.ts';

// README « Production »: alive (`/api/health`) and ready (`/api/ready`) for a load balancer.

const t = await createTestApp();

describe('health and readiness', () => {
  it('is alive, and ready once the database answers with every migration of this build', async () => {
    expect((await t.client().get('/api/health')).body).toEqual({ ok: true });
    const ready = await t.client().get('/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ ready: true, database: true, migrations: true });
  });

  it('is not ready while the newest migration is missing, and says when to ask again', async () => {
    const [newest] = await executeRows<{ id: number; hash: string; created_at: string }>(
      t.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations
        order by created_at desc limit 1`,
    );
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const answer = await t.client().get('/api/ready');
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.body).toEqual({ ready: false, database: true, migrations: false });
    } finally {
      await t.db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
        values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`);
    }
    expect((await t.client().get('/api/ready')).status).toBe(200);
  });
});
