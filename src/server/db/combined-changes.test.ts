import { describe, expect, it } from 'vitest';
import { waitingRequestCount } from './arrival-order.ts';
import {
  MAX_CHANGES_AT_ONCE,
  MAX_STATEMENTS_AT_ONCE,
  combinedChanges,
  type ChangeKind,
} from './combined-changes.ts';
import type { Database } from './database.server.ts';

type Change = { player: string; ideas: string };

/** A statement the test answers when it chooses. */
type Statement = {
  changes: Change[];
  answer: (saved: Map<string, string> | string | null) => void;
  fail: () => void;
};

/** A kind of change whose statements wait for the test, each one listed as it is sent. */
function heldStatements() {
  const sent: Statement[] = [];
  const send = <T>(changes: Change[]) =>
    new Promise<T>((resolve, reject) => {
      sent.push({
        changes,
        answer: (saved) => resolve(saved as T),
        fail: () => reject(new Error('statement failed')),
      });
    });
  const kind: ChangeKind<Change, string> = {
    keyOf: (change) => change.player,
    one: (_db, change) => send<string | null>([change]),
    several: (_db, changes) => send<Map<string, string>>(changes),
  };
  return { save: combinedChanges(kind), sent };
}

const db = {} as Database;
const change = (player: string, ideas = `idées de ${player}`) => ({ player, ideas });
/** Lets the promises already settled run on. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('changes combined into one statement', () => {
  it('sends a change at once, alone, while the database keeps up', async () => {
    const { save, sent } = heldStatements();
    const saved = save(db, change('chloe'));
    expect(sent.map((statement) => statement.changes)).toEqual([[change('chloe')]]);
    sent[0]!.answer('enregistré');
    expect(await saved).toBe('enregistré');
  });

  it('carries together the changes that come while statements are under way, never two of one person', async () => {
    const { save, sent } = heldStatements();
    const first = Array.from({ length: MAX_STATEMENTS_AT_ONCE }, (_, i) =>
      save(db, change(`p${i}`)),
    );
    expect(sent).toHaveLength(MAX_STATEMENTS_AT_ONCE);
    const later = ['denis', 'emma', 'denis', 'farid', 'gaby'].map((player, i) =>
      save(db, change(player, `idées ${i}`)),
    );
    expect(sent).toHaveLength(MAX_STATEMENTS_AT_ONCE);
    expect(waitingRequestCount()).toBe(5);

    sent[0]!.answer('p0');
    await settle();
    const together = sent[MAX_STATEMENTS_AT_ONCE]!;
    expect(together.changes.map((c) => c.player)).toEqual(['denis', 'emma', 'farid', 'gaby']);
    // Denis's second change waits for a statement of its own.
    expect(waitingRequestCount()).toBe(1);

    // The statement leaves Gaby out (a row it could not take at once): Gaby's is sent alone.
    together.answer(
      new Map([
        ['denis', 'denis 0'],
        ['emma', 'emma 1'],
        ['farid', 'farid 3'],
      ]),
    );
    await settle();
    expect(await later[0]).toBe('denis 0');
    expect(await later[1]).toBe('emma 1');
    expect(await later[3]).toBe('farid 3');
    const sentAfter = sent.slice(MAX_STATEMENTS_AT_ONCE + 1).map((s) => s.changes);
    expect(sentAfter).toEqual(
      expect.arrayContaining([[change('gaby', 'idées 4')], [change('denis', 'idées 2')]]),
    );
    expect(waitingRequestCount()).toBe(0);
    for (const statement of sent.slice(1)) statement.answer(null);
    expect(await later[4]).toBeNull();
    expect(await later[2]).toBeNull();
    expect(await first[0]).toBe('p0');
  });

  it('tries each change of a failed statement alone, each answered by its own outcome', async () => {
    const { save, sent } = heldStatements();
    const holding = Array.from({ length: MAX_STATEMENTS_AT_ONCE }, (_, i) =>
      save(db, change(`p${i}`)),
    );
    const later = ['denis', 'emma', 'farid'].map((player) => save(db, change(player)));
    sent[0]!.answer('p0');
    await settle();
    sent[MAX_STATEMENTS_AT_ONCE]!.fail();
    await settle();
    const alone = sent.slice(MAX_STATEMENTS_AT_ONCE + 1);
    expect(alone.map((s) => s.changes[0]!.player).sort()).toEqual(['denis', 'emma', 'farid']);
    for (const statement of alone) {
      if (statement.changes[0]!.player === 'emma') statement.fail();
      else statement.answer(`${statement.changes[0]!.player} enregistré`);
    }
    expect(await later[0]).toBe('denis enregistré');
    await expect(later[1]).rejects.toThrow('statement failed');
    expect(await later[2]).toBe('farid enregistré');
    for (const statement of sent.slice(1, MAX_STATEMENTS_AT_ONCE)) statement.answer(null);
    await Promise.all(holding);
  });

  it(`carries at most ${MAX_CHANGES_AT_ONCE} changes in one statement`, async () => {
    const { save, sent } = heldStatements();
    const holding = Array.from({ length: MAX_STATEMENTS_AT_ONCE }, (_, i) =>
      save(db, change(`p${i}`)),
    );
    const many = Array.from({ length: MAX_CHANGES_AT_ONCE + 1 }, (_, i) =>
      save(db, change(`q${i}`)),
    );
    sent[0]!.answer(null);
    await settle();
    expect(sent[MAX_STATEMENTS_AT_ONCE]!.changes).toHaveLength(MAX_CHANGES_AT_ONCE);
    expect(waitingRequestCount()).toBe(1);
    sent[1]!.answer(null);
    await settle();
    expect(sent[MAX_STATEMENTS_AT_ONCE + 1]!.changes).toEqual([change(`q${MAX_CHANGES_AT_ONCE}`)]);
    for (const statement of sent.slice(2)) {
      statement.answer(
        statement.changes.length > 1
          ? new Map(statement.changes.map((c) => [c.player, 'ok']))
          : 'ok',
      );
    }
    expect(new Set(await Promise.all(many))).toEqual(new Set(['ok']));
    await Promise.all(holding);
    expect(waitingRequestCount()).toBe(0);
  });
});
