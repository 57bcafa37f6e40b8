import { describe, expect, it } from 'vitest';
import type {
  DrawAssignment,
  DrawHistoryEntry,
  DrawPlayer,
  DrawRules,
} from './draw-assignments.ts';
import { createSeededRandomSource, type RandomSource } from './random-source.ts';
import { organiserMessages } from '../organiser-messages.ts';
import { insert, MAX_CHANGED_GIVERS, withdraw } from './repair-draw.ts';
import { type DrawInstance, toReceiverIndices } from './testing/brute-force-draw.ts';
import {
  buildAllowedMatrixWithHouseholds,
  listValidDrawsUnderRules,
  listYearsInWindow,
} from './testing/brute-force-draw-under-rules.ts';
import { countChanged, listSmallestRepairs } from './testing/brute-force-repair.ts';
import { chiSquarePValue, chiSquareStatisticForUniform } from './testing/chi-square-p-value.ts';
import { describeDrawProblem } from './draw-problem.ts';
import { createPlayers, inWords } from './testing/draw-fixtures.ts';

/** The repair's refusals, as the organiser reads them in French. */
const REPAIR_MESSAGES = {
  tooFewPlayers: organiserMessages.drawChange.repairTooFewPlayers,
  noSmallChange: organiserMessages.drawChange.noSmallChange(MAX_CHANGED_GIVERS),
};

const YEAR = 2025;
const NO_RULES: DrawRules = { avoidMutual: false, singleCircle: false, historyYears: null };

/** A draw from receiver indices: `circle(4)` is p0 → p1 → p2 → p3 → p0. */
function drawOf(players: readonly DrawPlayer[], receivers: readonly number[]): DrawAssignment[] {
  return receivers.map((receiver, giver) => ({
    giver: (players[giver] as DrawPlayer).id,
    receiver: (players[receiver] as DrawPlayer).id,
  }));
}

function circle(size: number): number[] {
  return Array.from({ length: size }, (_, index) => (index + 1) % size);
}

function without(players: readonly DrawPlayer[], id: string): DrawPlayer[] {
  return players.filter((player) => player.id !== id);
}

describe('withdraw', () => {
  it('has the withdrawn person’s Santa give to their recipient when every rule allows it', () => {
    const players = createPlayers(4);
    const result = withdraw({
      players: without(players, 'p1'),
      history: [],
      year: YEAR,
      rules: { ...NO_RULES, singleCircle: true },
      assignments: drawOf(players, circle(4)),
      withdrawn: 'p1',
      random: createSeededRandomSource(1),
    });
    expect(result).toEqual({
      ok: true,
      assignments: [
        { giver: 'p0', receiver: 'p2' },
        { giver: 'p2', receiver: 'p3' },
        { giver: 'p3', receiver: 'p0' },
      ],
      changedGivers: ['p0'],
    });
  });

  it('never leaves someone giving to themselves when two people who drew each other lose one', () => {
    // p0 ⇄ p1 and p2 ⇄ p3; p1 withdraws: p0 cannot take "p1's recipient", himself.
    const players = createPlayers(4);
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const result = withdraw({
        players: without(players, 'p1'),
        history: [],
        year: YEAR,
        rules: NO_RULES,
        assignments: drawOf(players, [1, 0, 3, 2]),
        withdrawn: 'p1',
        random: createSeededRandomSource(seed),
      });
      if (!result.ok) throw new Error(describeDrawProblem(result.problem));
      for (const { giver, receiver } of result.assignments) expect(giver).not.toBe(receiver);
      expect(result.changedGivers).toHaveLength(2);
      expect(result.changedGivers).toContain('p0');
      seen.add(result.assignments.map(({ receiver }) => receiver).join());
    }
    // p0 → p3, p2 → p0 (p3 keeps p2) or p0 → p2, p3 → p0 (p2 keeps p3): both come out.
    expect([...seen].sort()).toEqual(['p2,p3,p0', 'p3,p0,p2'].sort());
  });

  it('says no draw exists when only one person would remain', () => {
    const players = createPlayers(2);
    const result = withdraw({
      players: without(players, 'p1'),
      history: [],
      year: YEAR,
      rules: NO_RULES,
      assignments: drawOf(players, [1, 0]),
      withdrawn: 'p1',
      random: createSeededRandomSource(1),
    });
    expect(inWords(result)).toEqual({
      ok: false,
      reason: 'too-few-players',
      message: REPAIR_MESSAGES.tooFewPlayers,
    });
  });

  it('names no pair when no small change exists, and offers the full redraw', () => {
    // Five exchanges (p0 ⇄ p1, p2 ⇄ p3, …) under one circle: once p1 leaves, one giver of each
    // of the five pieces must change to join them, more than a small change allows.
    const players = createPlayers(10);
    const result = withdraw({
      players: without(players, 'p1'),
      history: [],
      year: YEAR,
      rules: { ...NO_RULES, singleCircle: true },
      assignments: drawOf(players, [1, 0, 3, 2, 5, 4, 7, 6, 9, 8]),
      withdrawn: 'p1',
      random: createSeededRandomSource(1),
    });
    expect(inWords(result)).toEqual({
      ok: false,
      reason: 'no-small-change',
      message: REPAIR_MESSAGES.noSmallChange,
    });
    expect(REPAIR_MESSAGES.noSmallChange).toContain('règles\u202f: il faut');
    expect(REPAIR_MESSAGES.tooFewPlayers).toContain('n’est');
  });

  it('says why in names when the restrictions themselves leave no draw', () => {
    const players = createPlayers(3);
    const result = withdraw({
      players: without(players, 'p2'),
      history: [],
      year: YEAR,
      rules: { ...NO_RULES, avoidMutual: true },
      assignments: drawOf(players, circle(3)),
      withdrawn: 'p2',
      random: createSeededRandomSource(1),
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toBe('impossible');
    expect(!result.ok && describeDrawProblem(result.problem)).toContain('Alice et Bruno');
  });
});

describe('insert', () => {
  it('puts the newcomer between a giver and their recipient: one change, the newcomer not counted', () => {
    const players = createPlayers(4);
    const result = insert({
      players,
      history: [],
      year: YEAR,
      rules: { ...NO_RULES, singleCircle: true },
      assignments: drawOf(players.slice(0, 3), circle(3)),
      joining: 'p3',
      random: createSeededRandomSource(3),
    });
    if (!result.ok) throw new Error(describeDrawProblem(result.problem));
    expect(result.changedGivers).toHaveLength(1);
    const [giver] = result.changedGivers as [string];
    const before = drawOf(players.slice(0, 3), circle(3)).find((pair) => pair.giver === giver);
    expect(result.assignments).toContainEqual({ giver, receiver: 'p3' });
    expect(result.assignments).toContainEqual({ giver: 'p3', receiver: before?.receiver });
  });
});

// Property tests: thousands of small random groups with exclusions, households, earlier
// years and the rules, each repair held to the brute force of testing/brute-force-repair.ts.

interface RandomCase {
  instance: DrawInstance;
  rules: DrawRules;
  /** Receiver index per player (a draw of everyone in `instance`). */
  draw: number[];
}

function createRandomCase(random: RandomSource, size: number): RandomCase {
  const density = random.nextInt(40);
  const households = ['A', 'B', null, null][random.nextInt(4)] === null ? 0 : 1 + random.nextInt(2);
  const players: DrawPlayer[] = createPlayers(size, (index) =>
    Array.from({ length: size }, (_, other) => other).filter(
      (other) => other !== index && random.nextInt(100) < density,
    ),
  ).map((player) => ({
    ...player,
    household:
      households > 0 && random.nextInt(3) === 0 ? `Foyer ${random.nextInt(households)}` : null,
  }));
  const history: DrawHistoryEntry[] = [];
  const years = random.nextInt(3);
  for (let year = YEAR - years; year < YEAR; year++) {
    const permutation = shuffle(random, size);
    permutation.forEach((receiver, giver) => {
      if (receiver !== giver && random.nextInt(2) === 0) {
        history.push({ year, giver: `p${giver}`, receiver: `p${receiver}` });
      }
    });
  }
  const rules: DrawRules = {
    avoidMutual: random.nextInt(3) === 0,
    singleCircle: random.nextInt(3) === 0,
    historyYears: [null, 0, 1][random.nextInt(3)] as number | null,
  };
  const instance = { players, history, year: YEAR };
  // Half the time a draw valid under the rules (as the draw would give), else any draw.
  const valid =
    random.nextInt(2) === 0
      ? listValidDrawsUnderRules(
          buildAllowedMatrixWithHouseholds(
            instance,
            listYearsInWindow(instance, rules.historyYears),
          ),
          rules,
        )
      : [];
  const draw =
    valid.length > 0
      ? (valid[random.nextInt(valid.length)] as number[])
      : randomDerangement(random, size);
  return { instance, rules, draw };
}

function shuffle(random: RandomSource, size: number): number[] {
  const items = Array.from({ length: size }, (_, index) => index);
  for (let index = size - 1; index > 0; index--) {
    const other = random.nextInt(index + 1);
    [items[index], items[other]] = [items[other] as number, items[index] as number];
  }
  return items;
}

function randomDerangement(random: RandomSource, size: number): number[] {
  for (;;) {
    const permutation = shuffle(random, size);
    if (permutation.every((receiver, giver) => receiver !== giver)) return permutation;
  }
}

/** Holds a repair's answer to the brute force; returns the number of changed givers (or −1). */
function expectSmallestRepair(options: {
  instance: DrawInstance;
  rules: DrawRules;
  before: readonly DrawAssignment[];
  newcomer?: string;
  result: ReturnType<typeof withdraw>;
}): number {
  const { instance, result } = options;
  const smallest = listSmallestRepairs(options);
  if (smallest === null || smallest.changed > MAX_CHANGED_GIVERS) {
    expect(result.ok).toBe(false);
    return -1;
  }
  if (!result.ok)
    throw new Error(
      `expected a repair of ${smallest.changed}: ${describeDrawProblem(result.problem)}`,
    );
  const ids = instance.players.map((player) => player.id);
  const draw = toReceiverIndices(instance.players, result.assignments);
  draw.forEach((receiver, giver) => expect(receiver).not.toBe(giver));
  expect(smallest.draws.map((each) => each.join())).toContain(draw.join());
  const receiverBefore = new Map(options.before.map(({ giver, receiver }) => [giver, receiver]));
  expect(countChanged(ids, draw, receiverBefore, options.newcomer)).toBe(smallest.changed);
  expect(result.changedGivers).toEqual(
    ids.filter(
      (id, giver) =>
        id !== options.newcomer && receiverBefore.get(id) !== ids[draw[giver] as number],
    ),
  );
  return smallest.changed;
}

describe('repairs of small random groups: valid under every rule, minimal against brute force', () => {
  it('withdraw', () => {
    const random = createSeededRandomSource(18);
    const sizes = new Map<number, number>();
    for (let sample = 0; sample < 3_000; sample++) {
      const size = 2 + random.nextInt(6);
      const { instance, rules, draw } = createRandomCase(random, size);
      const withdrawn = `p${random.nextInt(size)}`;
      const before = drawOf(instance.players, draw);
      const remaining = { ...instance, players: without(instance.players, withdrawn) };
      const result = withdraw({ ...remaining, rules, assignments: before, withdrawn, random });
      const changed = expectSmallestRepair({ instance: remaining, rules, before, result });
      sizes.set(changed, (sizes.get(changed) ?? 0) + 1);
    }
    // Every kind of answer comes up: none, one change, and larger ones.
    for (const changed of [-1, 1, 2, 3]) expect(sizes.get(changed) ?? 0).toBeGreaterThan(20);
  });

  it('insert', () => {
    const random = createSeededRandomSource(19);
    const sizes = new Map<number, number>();
    for (let sample = 0; sample < 3_000; sample++) {
      const size = 2 + random.nextInt(5);
      const { instance, rules, draw } = createRandomCase(random, size);
      const players = [...instance.players, ...createPlayers(size + 1).slice(size)];
      // The newcomer is p{size}: nobody excludes them yet, they may exclude anyone.
      const newcomer = players[size] as DrawPlayer;
      newcomer.excluded = instance.players
        .filter(() => random.nextInt(4) === 0)
        .map((player) => player.id);
      const before = drawOf(instance.players, draw);
      const grown = { ...instance, players };
      const result = insert({ ...grown, rules, assignments: before, joining: newcomer.id, random });
      const changed = expectSmallestRepair({
        instance: grown,
        rules,
        before,
        newcomer: newcomer.id,
        result,
      });
      sizes.set(changed, (sizes.get(changed) ?? 0) + 1);
    }
    for (const changed of [-1, 1, 2]) expect(sizes.get(changed) ?? 0).toBeGreaterThan(20);
  });
});

// Fairness: each fixture's smallest repairs are listed by brute force, many repairs are drawn,
// and the counts compared with a uniform distribution (p > 0.001), on the listing path and on
// the sampling path (budgets cut so that candidates are drawn at random instead).

interface FairnessFixture {
  name: string;
  instance: DrawInstance;
  rules: DrawRules;
  before: DrawAssignment[];
  repair: (
    random: RandomSource,
    budgets?: { enumeration: number; sampling: number },
  ) => ReturnType<typeof withdraw>;
  newcomer?: string;
  /** Budgets that list the sizes below the smallest repair's and draw candidates at its size. */
  samplingBudgets: { enumeration: number; sampling: number };
}

function createWithdrawFixture(
  name: string,
  rules: DrawRules,
  samplingBudgets: FairnessFixture['samplingBudgets'],
): FairnessFixture {
  // p0 → p1 → … → p6 → p0; p1 leaves and p0 may not give to p2 (last year's pair).
  const players = createPlayers(7);
  const before = drawOf(players, circle(7));
  const history = [{ year: YEAR - 1, giver: 'p0', receiver: 'p2' }];
  const instance = { players: without(players, 'p1'), history, year: YEAR };
  return {
    name,
    instance,
    rules,
    before,
    samplingBudgets,
    repair: (random, budgets) =>
      withdraw({
        ...instance,
        rules,
        assignments: before,
        withdrawn: 'p1',
        random,
        ...(budgets ? { budgets } : {}),
      }),
  };
}

function createExchangeFixture(): FairnessFixture {
  // p0 ⇄ p1 and p2 → p3 → p4 → p5 → p2, no exchanges; p1 leaves: p0 must join the circle.
  const players = createPlayers(6);
  const before = drawOf(players, [1, 0, 3, 4, 5, 2]);
  const instance = { players: without(players, 'p1'), history: [], year: YEAR };
  const rules = { ...NO_RULES, avoidMutual: true };
  return {
    name: 'withdraw from an exchange, no exchanges',
    instance,
    rules,
    before,
    samplingBudgets: { enumeration: 1, sampling: 100_000 },
    repair: (random, budgets) =>
      withdraw({
        ...instance,
        rules,
        assignments: before,
        withdrawn: 'p1',
        random,
        ...(budgets ? { budgets } : {}),
      }),
  };
}

function createInsertFixture(): FairnessFixture {
  // p0 → … → p6 → p0 and p7 joins; p7 may not give to p2 and p4 may not give to p7.
  const players = createPlayers(8).map((player) =>
    player.id === 'p7'
      ? { ...player, excluded: ['p2'] }
      : player.id === 'p4'
        ? { ...player, excluded: ['p7'] }
        : player,
  );
  const before = drawOf(players.slice(0, 7), circle(7));
  const instance = { players, history: [], year: YEAR };
  const rules = { ...NO_RULES, singleCircle: true };
  return {
    name: 'insert, one circle, two insertion points forbidden',
    instance,
    rules,
    before,
    newcomer: 'p7',
    samplingBudgets: { enumeration: 1, sampling: 100_000 },
    repair: (random, budgets) =>
      insert({
        ...instance,
        rules,
        assignments: before,
        joining: 'p7',
        random,
        ...(budgets ? { budgets } : {}),
      }),
  };
}

const FAIRNESS_FIXTURES: FairnessFixture[] = [
  createWithdrawFixture('withdraw, no rules: two changes', NO_RULES, {
    enumeration: 1,
    sampling: 100_000,
  }),
  createWithdrawFixture(
    'withdraw, one circle: three changes',
    { ...NO_RULES, singleCircle: true },
    { enumeration: 10, sampling: 100_000 },
  ),
  createExchangeFixture(),
  createInsertFixture(),
];

describe('repairs are fair: chi-square over the smallest repairs of small fixtures', () => {
  for (const fixture of FAIRNESS_FIXTURES) {
    const smallest = listSmallestRepairs(fixture);
    const paths = [
      { path: 'listing', budgets: undefined },
      { path: 'sampling', budgets: fixture.samplingBudgets },
    ];
    for (const [pathIndex, { path, budgets }] of paths.entries()) {
      it(`${fixture.name} (${smallest?.draws.length} smallest repairs of ${smallest?.changed}), ${path}`, () => {
        if (smallest === null) throw new Error('the fixture must have a repair');
        expect(smallest.draws.length).toBeGreaterThan(2);
        const counts = new Map(smallest.draws.map((draw) => [draw.join(), 0]));
        const random = createSeededRandomSource(4_000 + pathIndex);
        const samples = 300 * smallest.draws.length;
        for (let sample = 0; sample < samples; sample++) {
          const result = fixture.repair(random, budgets);
          if (!result.ok) throw new Error(describeDrawProblem(result.problem));
          const key = toReceiverIndices(fixture.instance.players, result.assignments).join();
          const count = counts.get(key);
          if (count === undefined) throw new Error(`not a smallest repair: ${key}`);
          counts.set(key, count + 1);
        }
        const pValue = chiSquarePValue(
          chiSquareStatisticForUniform([...counts.values()]),
          counts.size - 1,
        );
        expect(pValue).toBeGreaterThan(0.001);
      });
    }
  }
});

describe('repairs of a large group', () => {
  it('2,000 people in one circle: the repair stays one circle, valid, with the fewest changes', () => {
    const size = 2_000;
    const players = createPlayers(size).map((player) =>
      player.id === 'p0' ? { ...player, excluded: ['p2'] } : player,
    );
    const before = drawOf(players, circle(size));
    const rules = { avoidMutual: true, singleCircle: true, historyYears: null };
    const result = withdraw({
      players: without(players, 'p1'),
      history: [],
      year: YEAR,
      rules,
      assignments: before,
      withdrawn: 'p1',
      random: createSeededRandomSource(5),
    });
    if (!result.ok) throw new Error(describeDrawProblem(result.problem));
    // p0 may not give to p2, and two changes on one circle always split it: three changes.
    expect(result.changedGivers).toHaveLength(3);
    expect(result.changedGivers).toContain('p0');
    const receiverOf = new Map(result.assignments.map(({ giver, receiver }) => [giver, receiver]));
    expect(receiverOf.get('p0')).not.toBe('p2');
    let person = 'p0';
    let length = 0;
    do {
      person = receiverOf.get(person) as string;
      length++;
    } while (person !== 'p0' && length <= size);
    expect(length).toBe(size - 1);
  });
});
