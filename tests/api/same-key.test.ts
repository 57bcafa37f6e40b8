import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { sameKey } from '../../src/shared/same-key.ts';
import { createTestDatabase } from '../support/test-database.ts';

/**
 * The unique indexes on names and e-mails are built on `lower()`; the page and the server
 * compare with `sameKey`. Both must find the same names the same, on either database.
 */
const database = await createTestDatabase();
afterAll(() => database.close());

describe('sameKey and the database’s lower()', () => {
  it.each([
    'ÉLODIE',
    'İlker',
    'İSTANBUL',
    'ΣΟΦΙΑΣ',
    'Σοφία',
    'Straße',
    'STRAẞE',
    'Ǆemal',
    'ÅSA Øster',
  ])('%s has the same key in both', async (text) => {
    const [row] = await executeRows<{ key: string }>(
      database.db,
      sql`select lower(${text}) as key`,
    );
    expect(row?.key).toBe(sameKey(text));
  });
});
