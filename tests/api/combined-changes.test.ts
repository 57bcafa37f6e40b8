import { inArray, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changesWaitingCount, waitingRequestCount } from '../../src/server/db/arrival-order.ts';
import { MAX_STATEMENTS_AT_ONCE } from '../../src/server/db/combined-changes.ts';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { players } from '../../src/server/db/schema.ts';
import { messages } from '../../src/shared/messages.ts';
import { drawnEvent } from '../support/drawn-event.ts';
import { until } from '../support/e2e-api.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

/**
 * Participants' changes that come while the database is busy go together in one statement
 * (decision 0041); each is answered as it would be alone. What that saves under load is measured
 * by `npm run bench -- http-load` (docs/benchmarks.md).
 */
const statements: string[] = [];
const t = await createTestApp({ logQuery: (query) => statements.push(query) });
const alice = await signUpAndVerify(t, { name: 'Alice', email: 'alice@example.org' });
/** The statement that carries several changes: its text names them as a list. */
const combinedStatementsSent = () => statements.filter((q) => q.includes('unnest(')).length;

/** Everyone's saves come from one address, as from a family's home. */
const participants = t.client();
const save = (id: string, token: string, what: string, body: unknown) =>
  participants.request('PUT', `/api/participant/${id}/${what}`, body, {
    authorization: `Bearer ${token}`,
  });

/** A transaction that has run `hold`, and holds what it took until released. */
async function heldTransaction(hold: SQL) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  const held = t.db.transaction(async (tx) => {
    await tx.execute(hold);
    taken();
    await released;
  });
  await Promise.race([isTaken, held]);
  return {
    release: async () => {
      release();
      await held;
    },
  };
}

/** Rows of these players locked by a transaction of their own until released (PostgreSQL). */
const lockRows = (ids: string[]) =>
  heldTransaction(sql`select 1 from ${players} where ${inArray(players.id, ids)} for update`);

/**
 * Every statement that would change a player made to wait until released: on PGlite, any
 * transaction holds the database; on PostgreSQL, the players' table locked against changes.
 */
const holdChanges = () =>
  heldTransaction(t.kind === 'pglite' ? sql`select 1` : sql`lock table ${players} in share mode`);

const statementsWaitingForALock = async () =>
  (
    await executeRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    )
  )[0]!.count;

/** Waits until `count` statements wait: for the database's turn (PGlite), for a lock (PostgreSQL). */
const untilStatementsWait = (count: number) =>
  until(
    async () =>
      t.kind === 'pglite'
        ? waitingRequestCount() - changesWaitingCount() === count
        : (await statementsWaitingForALock()) === count,
    10_000,
    'les premières instructions en attente',
  );

/** These players' rows as the database has them, by name. */
const rowsByName = async (playerIds: string[]) =>
  new Map(
    (await t.db.select().from(players).where(inArray(players.id, playerIds))).map((row) => [
      row.name,
      row,
    ]),
  );

/** Text a list of values must carry intact: quotes, backslashes, braces, commas, the word NULL. */
const awkward = (name: string) => `Pour ${name} : "un livre", \\ {NULL}, 🎁\nou rien`;

describe('participants saving at once', () => {
  it('are each saved at their own link and answered with their own details, several in one statement', async () => {
    const first = ['Ana', 'Gus', 'Hana', 'Ivo'].slice(0, MAX_STATEMENTS_AT_ONCE);
    const next = ['Ben', 'Cleo', 'Dan', 'Eva', 'Fred', 'Jade'];
    const names = [...first, ...next];
    const { id, ids, tokens } = await drawnEvent(t, alice, 'Tous en même temps', names);
    // Ben's link is replaced by a new one, opened once: his old one changes nothing. What a
    // change reads first, the address's allowance of forged links, is in memory from now on.
    const email = `ben.${'Tous en même temps'.length}@example.org`;
    await t.client().post(`/api/participant/${id}/new-link`, { email });
    const bensNewLink = (await t.lastMailTo(email))!.links
      .find((l) => l.includes(`/participant/${id}/`))!
      .split('/')
      .pop()!;
    expect((await save(id, bensNewLink, 'gift-ideas', { giftIdeas: 'Des gants' })).status).toBe(
      200,
    );

    const hold = await holdChanges();
    const firstSaves = first.map((name) =>
      save(id, tokens[name]!, 'gift-ideas', { giftIdeas: `${name} attend` }),
    );
    await untilStatementsWait(first.length);
    const statementsBefore = combinedStatementsSent();
    const nextSaves = next.map((name) =>
      name === 'Ben'
        ? save(id, tokens.Ben!, 'gift-ideas', { giftIdeas: 'Avec l’ancien lien' })
        : name === 'Cleo'
          ? save(id, tokens.Cleo!, 'language', { language: 'en' })
          : name === 'Dan'
            ? save(id, tokens.Dan!, 'reminders', { reminders: false })
            : save(id, tokens[name]!, 'gift-ideas', { giftIdeas: awkward(name) }),
    );
    await until(
      () => changesWaitingCount() === next.length,
      10_000,
      'les changements qui attendent une instruction',
    );
    await hold.release();
    const answered = await Promise.all([...firstSaves, ...nextSaves]);

    expect(combinedStatementsSent()).toBe(statementsBefore + 1);
    const rows = await rowsByName(names.map((name) => ids[name]!));
    names.forEach((name, i) => {
      const answer = answered[i]!;
      const row = rows.get(name)!;
      if (name === 'Ben') {
        expect(answer.status).toBe(401);
        expect(answer.body.error.message).toBe(messages.participantSpace.linkReplaced);
        expect(row.giftIdeas).toBe('Des gants');
        return;
      }
      expect(answer.status).toBe(200);
      expect(answer.body.me).toEqual({
        address: row.address,
        giftIdeas: row.giftIdeas,
        language: row.language,
        reminders: row.reminders,
      });
      const expected = first.includes(name)
        ? [`${name} attend`, 'fr', true]
        : name === 'Cleo'
          ? ['Idées de Cleo', 'en', true]
          : name === 'Dan'
            ? ['Idées de Dan', 'fr', false]
            : [awkward(name), 'fr', true];
      expect([row.giftIdeas, row.language, row.reminders]).toEqual(expected);
    });
  });

  it('saves one person’s changes in order: those that wait together go as one, each answered with the result', async () => {
    const { id, ids, tokens } = await drawnEvent(t, alice, 'Une personne pressée', [
      'Zoe',
      'Yann',
      'Xavier',
    ]);
    const hold = await holdChanges();
    const first = save(id, tokens.Zoe!, 'gift-ideas', { giftIdeas: 'Un atlas' });
    await untilStatementsWait(1);
    const statementsBefore = statements.length;
    const language = save(id, tokens.Zoe!, 'language', { language: 'en' });
    const ideas = save(id, tokens.Zoe!, 'gift-ideas', { giftIdeas: 'Une boussole' });
    await until(() => changesWaitingCount() === 2, 10_000, 'ses deux changements suivants');
    await hold.release();
    const answered = await Promise.all([first, language, ideas]);
    expect(answered.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answered[0]!.body.me).toMatchObject({ giftIdeas: 'Un atlas', language: 'fr' });
    // The two that waited together: one statement, both answered with her details as they are.
    const together = { giftIdeas: 'Une boussole', language: 'en' };
    expect(answered[1]!.body.me).toMatchObject(together);
    expect(answered[2]!.body.me).toMatchObject(together);
    expect(statements.slice(statementsBefore).filter((q) => q.includes('unnest('))).toHaveLength(1);
    const rows = await rowsByName([ids.Zoe!]);
    expect(rows.get('Zoe')).toMatchObject(together);
  });

  it.runIf(t.kind === 'postgres')(
    'never wait for a row another transaction holds: that change is saved once it is free',
    async () => {
      const first = ['Slot0', 'Slot1', 'Slot2', 'Slot3'].slice(0, MAX_STATEMENTS_AT_ONCE);
      const next = ['Chloe', 'Eli', 'Fanny', 'Gael'];
      const names = [...first, ...next];
      const { id, ids, tokens } = await drawnEvent(t, alice, 'Une ligne tenue', names);
      const chloesRow = await lockRows([ids.Chloe!]);
      const hold = await holdChanges();

      const firstSaves = first.map((name) =>
        save(id, tokens[name]!, 'gift-ideas', { giftIdeas: `Pour ${name}` }),
      );
      await untilStatementsWait(first.length);
      const answeredNow = new Set<string>();
      const nextSaves = next.map((name) =>
        save(id, tokens[name]!, 'gift-ideas', { giftIdeas: `Pour ${name}` }).then((answer) => {
          answeredNow.add(name);
          return answer;
        }),
      );
      await until(
        () => changesWaitingCount() === next.length,
        10_000,
        'les changements qui attendent une instruction',
      );
      const statementsBefore = combinedStatementsSent();
      await hold.release();

      // One statement carries the four; Chloe's row is held, the three others are saved at once.
      await until(
        () => ['Eli', 'Fanny', 'Gael'].every((name) => answeredNow.has(name)),
        10_000,
        'les trois autres enregistrés pendant que la ligne de Chloe est tenue',
      );
      expect(combinedStatementsSent()).toBe(statementsBefore + 1);
      expect(answeredNow.has('Chloe')).toBe(false);
      await chloesRow.release();
      const answered = await Promise.all([...firstSaves, ...nextSaves]);
      expect(answered.map((answer) => answer.status)).toEqual(names.map(() => 200));
      const rows = await rowsByName(names.map((name) => ids[name]!));
      expect(Object.fromEntries([...rows].map(([name, row]) => [name, row.giftIdeas]))).toEqual(
        Object.fromEntries(names.map((name) => [name, `Pour ${name}`])),
      );
    },
  );
});
