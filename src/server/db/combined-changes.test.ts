import { describe, expect, it } from 'vitest';
import { changesWaitingCount } from './arrival-order.ts';
import {
  MAX_CHANGES_AT_ONCE,
  MAX_STATEMENTS_AT_ONCE,
  combinedChanges,
  type ChangeKind,
} from './combined-changes.ts';
import type { Database } from './database.server.ts';

/** A person's change: their ideas, under their link. */
type Change = { player: string; ideas: string; link?: number };

/** A statement the test answers when it chooses. */
type Statement = {
  changes: Change[];
  isAlone: boolean;
  answer: (saved: Map<string, string> | string | null) => void;
  fail: () => void;
};

/** A kind of change whose statements wait for the test, each one listed as it is sent. */
function heldStatements() {
  const sent: Statement[] = [];
  const send = <T>(changes: Change[], isAlone: boolean) =>
    new Promise<T>((resolve, reject) => {
      sent.push({
        changes,
        isAlone,
        answer: (saved) => resolve(saved as T),
        fail: () => reject(new Error('statement failed')),
      });
    });
  const kind: ChangeKind<Change, string> = {
    keyOf: (change) => change.player,
    merged: (earlier, later) =>
      earlier.link === later.link
        ? { ...earlier, ideas: `${earlier.ideas}+${later.ideas}` }
        : undefined,
    together: (_db, changes) => send<Map<string, string>>(changes, false),
    alone: (_db, change) => send<string | null>([change], true),
  };
  return { save: combinedChanges(kind), sent };
}

const db = {} as Database;
const change = (player: string, ideas = player, link?: number): Change => ({ player, ideas, link });
/** Lets the promises already settled run on. */
const settle = () => new Promise((resolve) => setImmediate(resolve));
/** Each person's change saved as they asked. */
const savedAsAsked = (statement: Statement) =>
  statement.answer(new Map(statement.changes.map((c) => [c.player, c.ideas])));
/** Every statement of the kind under way, each carrying one change that the test holds. */
function holdEveryStatement(save: ReturnType<typeof heldStatements>['save']) {
  return Array.from({ length: MAX_STATEMENTS_AT_ONCE }, (_, i) => save(db, change(`p${i}`)));
}

describe('changes combined into one statement', () => {
  it('sends a change at once while the database keeps up', async () => {
    const { save, sent } = heldStatements();
    const saved = save(db, change('chloe'));
    expect(sent.map((statement) => statement.changes)).toEqual([[change('chloe')]]);
    savedAsAsked(sent[0]!);
    expect(await saved).toBe('chloe');
  });

  it('carries together the changes of different people that come while statements are under way', async () => {
    const { save, sent } = heldStatements();
    const held = holdEveryStatement(save);
    const later = ['denis', 'emma', 'farid'].map((player) => save(db, change(player)));
    expect(sent).toHaveLength(MAX_STATEMENTS_AT_ONCE);
    expect(changesWaitingCount()).toBe(3);
    savedAsAsked(sent[0]!);
    await settle();
    expect(sent[MAX_STATEMENTS_AT_ONCE]!.changes.map((c) => c.player)).toEqual([
      'denis',
      'emma',
      'farid',
    ]);
    expect(changesWaitingCount()).toBe(0);
    for (const statement of sent.slice(1)) savedAsAsked(statement);
    expect(await Promise.all(later)).toEqual(['denis', 'emma', 'farid']);
    await Promise.all(held);
  });

  it('saves one person’s changes in order, those that wait together as one, each answered with the result', async () => {
    const { save, sent } = heldStatements();
    const first = save(db, change('denis', 'a'));
    // While Denis's first change is being saved, his next ones wait for it.
    const second = save(db, change('denis', 'b'));
    const third = save(db, change('denis', 'c'));
    const underAnotherLink = save(db, change('denis', 'd', 1));
    expect(sent).toHaveLength(1);
    savedAsAsked(sent[0]!);
    expect(await first).toBe('a');
    await settle();
    expect(sent[1]!.changes).toEqual([change('denis', 'b+c')]);
    savedAsAsked(sent[1]!);
    expect([await second, await third]).toEqual(['b+c', 'b+c']);
    await settle();
    expect(sent[2]!.changes).toEqual([change('denis', 'd', 1)]);
    savedAsAsked(sent[2]!);
    expect(await underAnotherLink).toBe('d');
  });

  it('tries alone a change the statement left out, and the person’s next waits for it', async () => {
    const { save, sent } = heldStatements();
    const held = holdEveryStatement(save);
    const emma = save(db, change('emma'));
    const gaby = save(db, change('gaby'));
    savedAsAsked(sent[0]!);
    await settle();
    // Gaby's row is held elsewhere: the statement leaves her out.
    sent[MAX_STATEMENTS_AT_ONCE]!.answer(new Map([['emma', 'emma']]));
    await settle();
    expect(await emma).toBe('emma');
    const alone = sent.at(-1)!;
    expect([alone.isAlone, alone.changes]).toEqual([true, [change('gaby')]]);
    const gabysNext = save(db, change('gaby', 'encore'));
    await settle();
    expect(sent.at(-1)).toBe(alone);
    alone.answer('gaby');
    expect(await gaby).toBe('gaby');
    await settle();
    expect(sent.at(-1)!.changes).toEqual([change('gaby', 'encore')]);
    savedAsAsked(sent.at(-1)!);
    expect(await gabysNext).toBe('encore');
    for (const statement of sent.slice(1, MAX_STATEMENTS_AT_ONCE)) savedAsAsked(statement);
    await Promise.all(held);
  });

  it('tries each change of a failed statement alone, each answered by its own outcome', async () => {
    const { save, sent } = heldStatements();
    const held = holdEveryStatement(save);
    const later = ['denis', 'emma', 'farid'].map((player) => save(db, change(player)));
    savedAsAsked(sent[0]!);
    await settle();
    sent[MAX_STATEMENTS_AT_ONCE]!.fail();
    await settle();
    const alone = sent.slice(MAX_STATEMENTS_AT_ONCE + 1);
    expect(alone.map((s) => [s.isAlone, s.changes[0]!.player])).toEqual([
      [true, 'denis'],
      [true, 'emma'],
      [true, 'farid'],
    ]);
    alone[0]!.answer('denis enregistré');
    alone[1]!.fail();
    alone[2]!.answer(null);
    expect(await later[0]).toBe('denis enregistré');
    await expect(later[1]).rejects.toThrow('statement failed');
    expect(await later[2]).toBeNull();
    for (const statement of sent.slice(1, MAX_STATEMENTS_AT_ONCE)) savedAsAsked(statement);
    await Promise.all(held);
  });

  it(`carries the changes of at most ${MAX_CHANGES_AT_ONCE} people in one statement`, async () => {
    const { save, sent } = heldStatements();
    const held = holdEveryStatement(save);
    const many = Array.from({ length: MAX_CHANGES_AT_ONCE + 1 }, (_, i) =>
      save(db, change(`q${i}`)),
    );
    savedAsAsked(sent[0]!);
    await settle();
    expect(sent[MAX_STATEMENTS_AT_ONCE]!.changes).toHaveLength(MAX_CHANGES_AT_ONCE);
    expect(changesWaitingCount()).toBe(1);
    savedAsAsked(sent[1]!);
    await settle();
    expect(sent[MAX_STATEMENTS_AT_ONCE + 1]!.changes).toEqual([change(`q${MAX_CHANGES_AT_ONCE}`)]);
    for (const statement of sent.slice(2)) savedAsAsked(statement);
    expect(await Promise.all(many)).toEqual(many.map((_, i) => `q${i}`));
    await Promise.all(held);
    expect(changesWaitingCount()).toBe(0);
  });
});
