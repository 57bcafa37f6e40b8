import { countChangesWaiting, currentArrival, inTurnOf, type Arrival } from './arrival-order.ts';
import type { Database } from './database.server.ts';

/**
 * Statements of one kind under way at once, per database: while that many are, the changes that
 * come wait, and the next statement carries all of them. Fewer than the pool's connections, so
 * that the reads and the other writes keep some.
 */
export const MAX_STATEMENTS_AT_ONCE = 4;
/** People whose changes one statement carries at most. */
export const MAX_CHANGES_AT_ONCE = 100;

/** `statement()`, a throw made a rejection: every change waiting is answered either way. */
function attempt<T>(statement: () => Promise<T>): Promise<T> {
  try {
    return statement();
  } catch (error) {
    return Promise.reject(error);
  }
}

/** How a kind of change is saved: together with others, or alone. */
export type ChangeKind<Change, Saved> = {
  /** Whose change it is (a player): one statement carries one change of each. */
  keyOf: (change: Change) => string;
  /**
   * One person's two changes waiting together, as one (the later's values over the earlier's),
   * when they can be: under the same conditions (the same personal link).
   */
  merged: (earlier: Change, later: Change) => Change | undefined;
  /**
   * Changes of different people in one statement that never waits for a row another
   * transaction holds: what each saved, by key. A change it leaves out is then tried alone.
   */
  together: (db: Database, changes: Change[]) => Promise<Map<string, Saved>>;
  /** One change alone, waiting for its row if need be: what it saved, or null if nothing. */
  alone: (db: Database, change: Change) => Promise<Saved | null>;
};

type Waiting<Change, Saved> = {
  change: Change;
  answer: (saved: Promise<Saved | null>) => void;
  /** Its request's turn on the embedded database (arrival-order.ts). */
  arrival: Arrival | undefined;
};

/** One person's change in a statement, and the requests it answers. */
type Taken<Change, Saved> = { key: string; change: Change; answers: Waiting<Change, Saved>[] };

/**
 * Saves `kind`'s changes, each as soon as it comes while the database keeps up, and together
 * when they come faster than its statements return: many people saving at once cost the
 * database and this process one statement and one round trip, not one each (decision 0041).
 * One person's changes are saved in the order they came, one statement at a time; those that
 * wait together go as one, each of them answered with the details as they then are. A change
 * the statement leaves out (its row held by another transaction, its link no longer the
 * person's) or whose statement fails is tried alone, and answered as it would have been.
 */
export function combinedChanges<Change, Saved>(
  kind: ChangeKind<Change, Saved>,
): (db: Database, change: Change) => Promise<Saved | null> {
  type Queue = {
    /** Each person's changes in the order they came; the people, by their first change. */
    waiting: Map<string, Waiting<Change, Saved>[]>;
    /** People with a change being saved: their next waits for it. */
    beingSaved: Set<string>;
    statementsUnderWay: number;
  };
  const queues = new WeakMap<Database, Queue>();

  /** Sends what waits while fewer than `MAX_STATEMENTS_AT_ONCE` statements are under way. */
  const send = (db: Database, queue: Queue) => {
    while (queue.statementsUnderWay < MAX_STATEMENTS_AT_ONCE) {
      const taken: Taken<Change, Saved>[] = [];
      for (const [key, changes] of queue.waiting) {
        if (taken.length === MAX_CHANGES_AT_ONCE) break;
        if (queue.beingSaved.has(key)) continue;
        let change = changes[0]!.change;
        let count = 1;
        for (; count < changes.length; count++) {
          const merged = kind.merged(change, changes[count]!.change);
          if (merged === undefined) break;
          change = merged;
        }
        taken.push({ key, change, answers: changes.splice(0, count) });
        if (changes.length === 0) queue.waiting.delete(key);
        queue.beingSaved.add(key);
      }
      if (taken.length === 0) return;
      countChangesWaiting(-taken.reduce((sum, one) => sum + one.answers.length, 0));
      queue.statementsUnderWay++;
      // In the turn of the oldest request it answers.
      const arrival = taken
        .flatMap((one) => one.answers.map((waiting) => waiting.arrival))
        .reduce((oldest, next) => (!oldest || (next && next.at < oldest.at) ? next : oldest));
      void inTurnOf(arrival, () => saveTogether(db, queue, taken)).finally(() => {
        queue.statementsUnderWay--;
        send(db, queue);
      });
    }
  };

  /** Resolves once the statement is done; the changes it left out are then tried alone. */
  const saveTogether = async (db: Database, queue: Queue, taken: Taken<Change, Saved>[]) => {
    const saved = await attempt(() =>
      kind.together(
        db,
        taken.map((one) => one.change),
      ),
    ).catch(() => undefined);
    for (const { key, change, answers } of taken) {
      const found = saved?.get(key);
      const result =
        found === undefined
          ? inTurnOf(answers[0]!.arrival, () => attempt(() => kind.alone(db, change)))
          : Promise.resolve(found);
      for (const waiting of answers) waiting.answer(result);
      void result
        .catch(() => {})
        .finally(() => {
          queue.beingSaved.delete(key);
          send(db, queue);
        });
    }
  };

  return (db, change) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = { waiting: new Map(), beingSaved: new Set(), statementsUnderWay: 0 };
      queues.set(db, queue);
    }
    const key = kind.keyOf(change);
    const answered = new Promise<Saved | null>((answer) => {
      const waiting = { change, answer, arrival: currentArrival() };
      const ofKey = queue.waiting.get(key);
      if (ofKey) ofKey.push(waiting);
      else queue.waiting.set(key, [waiting]);
    });
    countChangesWaiting(1);
    send(db, queue);
    return answered;
  };
}
