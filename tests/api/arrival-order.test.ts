import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_WAITING_REQUESTS, waitingRequestCount } from '../../src/server/db/arrival-order.ts';
import { players } from '../../src/server/db/schema.ts';
import { serverMessages } from '../../src/shared/server-messages.ts';
import { until } from '../support/e2e-api.ts';
import { drawnEvent } from '../support/drawn-event.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

/**
 * The database refuses new requests when too many wait for it (decision 0018): the embedded
 * one's queue, PostgreSQL's pool. How serving them in arrival order bounds every answer's time
 * under load, and how a storm of requests asked again at once leaves the database its pace, is
 * measured by `npm run bench` (docs/benchmarks.md).
 */
const t = await createTestApp();
const alice = await signUpAndVerify(t, { name: 'Alice', email: 'alice@example.org' });
const { id, ids, tokens } = await drawnEvent(t, alice, 'File', ['Chloe', 'Denis', 'Emma']);
const write = (giftIdeas: string) =>
  t.client().request(
    'PUT',
    `/api/participant/${id}/gift-ideas`,
    { giftIdeas },
    {
      authorization: `Bearer ${tokens.Chloe}`,
    },
  );

describe.skipIf(t.kind !== 'pglite')('the embedded database under load', () => {
  it('refuses a request at once, in French, with Retry-After, when too many wait, and changes nothing', async () => {
    // A transaction holds the database's turn until released, so that the queue stays full
    // while the test looks at it, however fast the database would drain it.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await released;
    });
    const queued = Array.from({ length: MAX_WAITING_REQUESTS }, (_, i) => write(`file ${i}`));
    await until(() => waitingRequestCount() >= MAX_WAITING_REQUESTS, 20_000, 'la file pleine');
    const refused = await write('refusée');
    expect(refused.status).toBe(503);
    expect(refused.body.error).toEqual({ code: 'BUSY', message: serverMessages.api.busy });
    expect(refused.headers.get('retry-after')).toBe('3');
    release();
    await holding;
    const answers = await Promise.all(queued);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const [chloe] = await t.db.select().from(players).where(eq(players.id, ids.Chloe!));
    expect(chloe?.giftIdeas).toBe(`file ${MAX_WAITING_REQUESTS - 1}`);
  });
});

describe.skipIf(t.kind !== 'postgres')('PostgreSQL under load', () => {
  it('refuses a request at once, with Retry-After, when too many wait for a connection, and changes nothing', async () => {
    // Every connection of the pool held by a transaction until released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = Array.from({ length: 10 }, () =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await released;
      }),
    );
    const waiting = () => t.poolUse()!.waiting;
    await until(() => t.poolUse()!.idle === 0 && t.poolUse()!.total === 10, 20_000, 'le pool pris');
    const queued = Array.from({ length: MAX_WAITING_REQUESTS }, (_, i) => write(`file ${i}`));
    await until(() => waiting() >= MAX_WAITING_REQUESTS, 20_000, 'la file pleine');
    const refused = await write('refusée');
    expect(refused.status).toBe(503);
    expect(refused.body.error).toEqual({ code: 'BUSY', message: serverMessages.api.busy });
    expect(refused.headers.get('retry-after')).toBe('3');
    release();
    await Promise.all(holding);
    const answers = await Promise.all(queued);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const [chloe] = await t.db.select().from(players).where(eq(players.id, ids.Chloe!));
    expect(chloe?.giftIdeas).not.toBe('refusée');
  });
});
