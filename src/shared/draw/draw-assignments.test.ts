import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeDrawProblem } from './draw-problem.ts';
import {
  type DrawHistoryEntry,
  type DrawPlayer,
  type DrawResult,
  checkRestrictions,
  drawAssignments,
} from './draw-assignments.ts';
import { createSeededRandomSource } from './random-source.ts';
import {
  buildAllowedMatrix,
  type DrawInstance,
  expectDrawOutcome,
  isValidDraw,
  toReceiverIndices,
} from './testing/brute-force-draw.ts';
import { createPlayers, inWords } from './testing/draw-fixtures.ts';

const YEAR = 2025;

/**
 * Random small events: 2–7 players, each excluding up to 3 ids (sometimes an id that is
 * not a player, sometimes themselves), and up to 3 earlier years of arbitrary pairs, plus
 * pairs dated this year or later, which must be ignored.
 */
function arbitraryInstance(options: {
  minSize: number;
  maxSize: number;
  maxExclusions: number;
}): fc.Arbitrary<DrawInstance> {
  return fc.integer({ min: options.minSize, max: options.maxSize }).chain((size) => {
    // Index `size` stands for an id that is not a player (someone removed from the event).
    const anyone = fc.nat(size);
    return fc
      .record({
        excluded: fc.array(fc.array(anyone, { maxLength: options.maxExclusions }), {
          minLength: size,
          maxLength: size,
        }),
        history: fc.array(
          fc.record({
            year: fc.integer({ min: YEAR - 3, max: YEAR + 1 }),
            giver: anyone,
            receiver: anyone,
          }),
          { maxLength: 3 * size },
        ),
      })
      .map(({ excluded, history }) => ({
        players: createPlayers(size, (index) => excluded[index] ?? []),
        history: history.map((entry): DrawHistoryEntry => ({
          year: entry.year,
          giver: `p${entry.giver}`,
          receiver: `p${entry.receiver}`,
        })),
        year: YEAR,
      }));
  });
}

/** Every receiver at least one of `givers` may give to (indices), under `allowed`. */
function neighbourhood(allowed: boolean[][], givers: number[]): number[] {
  return allowed
    .map((_, receiver) => receiver)
    .filter((receiver) => givers.some((giver) => allowed[giver]?.[receiver]));
}

/**
 * Checks one result against the rules, without brute force, so it works for any size:
 * a success must be valid under the rules it claims to keep, and a failure must come with
 * a group that really blocks (which proves no draw exists).
 */
function checkResultCertifies(instance: DrawInstance, result: DrawResult): boolean {
  const indexOf = (id: string): number => instance.players.findIndex((player) => player.id === id);
  if (result.ok) {
    const relaxed = result.relaxedYears;
    const oldestKept =
      relaxed.length === 0 ? Number.NEGATIVE_INFINITY : (relaxed[relaxed.length - 1] as number) + 1;
    return isValidDraw(
      buildAllowedMatrix(instance, oldestKept),
      toReceiverIndices(instance.players, result.assignments),
    );
  }
  if (result.reason !== 'infeasible' || result.blocking === undefined) return false;
  const allowed = buildAllowedMatrix(instance, Number.POSITIVE_INFINITY);
  const givers = result.blocking.givers.map(indexOf);
  const receivers = result.blocking.receivers.map(indexOf);
  return (
    givers.length > 0 &&
    receivers.length < givers.length &&
    JSON.stringify(receivers) === JSON.stringify(neighbourhood(allowed, givers))
  );
}

describe('drawAssignments: basic rules', () => {
  const random = createSeededRandomSource(1);

  it('needs at least 2 players', () => {
    for (const players of [[], createPlayers(1)]) {
      expect(inWords(drawAssignments({ players, history: [], year: YEAR, random }))).toEqual({
        ok: false,
        reason: 'too-few-players',
        message: 'Il faut au moins 2 participants pour commencer le tirage.',
      });
    }
  });

  it('makes two players give to each other, whatever they exclude of themselves or of people gone', () => {
    const players: DrawPlayer[] = [
      { id: 'a', name: 'Alice', excluded: ['a', 'ghost'] },
      { id: 'b', name: 'Bruno', excluded: ['someone-removed'] },
    ];
    expect(drawAssignments({ players, history: [], year: YEAR, random })).toEqual({
      ok: true,
      assignments: [
        { giver: 'a', receiver: 'b' },
        { giver: 'b', receiver: 'a' },
      ],
      relaxedYears: [],
    });
  });

  it('explains in French, with names, who blocks the draw', () => {
    // Chloé, Denis and Emma exclude each other (and nobody else): they can only give to Alice and Bruno.
    const names = ['Alice', 'Bruno', 'Chloé', 'Denis', 'Emma'];
    const players = names.map((name, index) => ({
      id: `p${index}`,
      name,
      excluded: index >= 2 ? ['p2', 'p3', 'p4'] : [],
    }));
    expect(inWords(drawAssignments({ players, history: [], year: YEAR, random }))).toEqual({
      ok: false,
      reason: 'infeasible',
      message:
        "Impossible de trouver un tirage valide avec les restrictions actuelles. Chloé, Denis et Emma ne peuvent offrir qu'à Alice et Bruno.",
      blocking: { givers: ['p2', 'p3', 'p4'], receivers: ['p0', 'p1'] },
    });
  });

  it('gives up the oldest year of history first and says which', () => {
    // Three people have two draws: "+1" and "+2". 2023 used "+1", 2024 used "+2".
    const players = createPlayers(3);
    const shift = (year: number, by: number): DrawHistoryEntry[] =>
      [0, 1, 2].map((giver) => ({ year, giver: `p${giver}`, receiver: `p${(giver + by) % 3}` }));
    const history = [...shift(2023, 1), ...shift(2024, 2)];
    const result = drawAssignments({ players, history, year: YEAR, random });
    expect(result).toEqual({
      ok: true,
      assignments: shift(0, 1).map(({ giver, receiver }) => ({ giver, receiver })),
      relaxedYears: [2023],
    });
  });

  it('ignores pairs of the current year and later (a draw being redone)', () => {
    const players = createPlayers(2);
    const history = [
      { year: YEAR, giver: 'p0', receiver: 'p1' },
      { year: YEAR + 1, giver: 'p1', receiver: 'p0' },
    ];
    const result = drawAssignments({ players, history, year: YEAR, random });
    expect(result.ok && result.relaxedYears).toEqual([]);
  });

  it('refuses duplicate player ids', () => {
    const players = [...createPlayers(2), { id: 'p0', name: 'Autre', excluded: [] }];
    expect(() => drawAssignments({ players, history: [], year: YEAR, random })).toThrow();
  });
});

describe('checkRestrictions: the restrictions alone, decided by the matching', () => {
  it('says what the draw would say about restrictions that leave no draw, with names', () => {
    const names = ['Alice', 'Bruno', 'Chloé', 'Denis', 'Emma'];
    const players = names.map((name, index) => ({
      id: `p${index}`,
      name,
      excluded: index >= 2 ? ['p2', 'p3', 'p4'] : [],
    }));
    const random = createSeededRandomSource(1);
    const draw = drawAssignments({ players, history: [], year: YEAR, random });
    expect(draw.ok).toBe(false);
    expect(inWords(checkRestrictions(players))).toEqual({
      ok: false,
      message: draw.ok ? '' : describeDrawProblem(draw.problem),
    });
  });

  it('agrees with exhaustive search, ignoring history, on thousands of small events', () => {
    fc.assert(
      fc.property(arbitraryInstance({ minSize: 0, maxSize: 7, maxExclusions: 3 }), (instance) => {
        const expected = expectDrawOutcome({ ...instance, history: [] });
        return (
          checkRestrictions(instance.players).ok ===
          (instance.players.length < 2 || expected.feasible)
        );
      }),
      { numRuns: 2_000, seed: 20_261_123 },
    );
  });
});

describe('drawAssignments: complete and correct (property tests)', () => {
  it('answers exactly what exhaustive search says, on thousands of small events', () => {
    const random = createSeededRandomSource(2);
    let infeasible = 0;
    let relaxed = 0;
    fc.assert(
      fc.property(arbitraryInstance({ minSize: 2, maxSize: 7, maxExclusions: 3 }), (instance) => {
        const result = drawAssignments({ ...instance, random });
        const expected = expectDrawOutcome(instance);
        if (!expected.feasible) {
          infeasible++;
          if (result.ok || result.reason !== 'infeasible') return false;
          const names = (ids: string[]): string[] =>
            ids.map((id) => instance.players.find((player) => player.id === id)?.name ?? '?');
          return (
            checkResultCertifies(instance, result) &&
            describeDrawProblem(result.problem) ===
              describeDrawProblem({
                code: 'blockingGroup',
                givers: names(result.blocking?.givers ?? []),
                receivers: names(result.blocking?.receivers ?? []),
              })
          );
        }
        if (!result.ok) return false;
        if (expected.relaxedYears.length > 0) relaxed++;
        return (
          JSON.stringify(result.relaxedYears) === JSON.stringify(expected.relaxedYears) &&
          isValidDraw(expected.allowed, toReceiverIndices(instance.players, result.assignments))
        );
      }),
      { numRuns: 4_000, seed: 20_251_224 },
    );
    // The generator must exercise every branch, not just the easy one.
    expect(infeasible).toBeGreaterThan(200);
    expect(relaxed).toBeGreaterThan(100);
  });

  it('on larger events, returns a valid draw or a group that provably blocks', () => {
    const random = createSeededRandomSource(3);
    fc.assert(
      fc.property(arbitraryInstance({ minSize: 8, maxSize: 40, maxExclusions: 30 }), (instance) =>
        checkResultCertifies(instance, drawAssignments({ ...instance, random })),
      ),
      { numRuns: 300 },
    );
  });

  it('relaxes no more years than needed on larger events: keeping the last relaxed year is impossible', () => {
    const random = createSeededRandomSource(4);
    fc.assert(
      fc.property(arbitraryInstance({ minSize: 8, maxSize: 30, maxExclusions: 12 }), (instance) => {
        const result = drawAssignments({ ...instance, random });
        if (!result.ok || result.relaxedYears.length === 0) return true;
        // Turn the history still kept plus the last relaxed year into exclusions: no draw may exist.
        const lastRelaxed = result.relaxedYears[result.relaxedYears.length - 1] as number;
        const kept = instance.history.filter(
          (entry) => entry.year >= lastRelaxed && entry.year < instance.year,
        );
        const players = instance.players.map((player) => ({
          ...player,
          excluded: [
            ...player.excluded,
            ...kept.filter((entry) => entry.giver === player.id).map((entry) => entry.receiver),
          ],
        }));
        const stricter = drawAssignments({ players, history: [], year: instance.year, random });
        return (
          !stricter.ok &&
          checkResultCertifies({ players, history: [], year: instance.year }, stricter)
        );
      }),
      { numRuns: 300 },
    );
  });

  it('draws 100,000 people with 3 exclusions and 3 earlier years each', () => {
    const size = 100_000;
    const random = createSeededRandomSource(5);
    const players = createPlayers(size, (index) =>
      [1, 2, 3].map(() => (index + 1 + random.nextInt(size - 1)) % size),
    );
    const history: DrawHistoryEntry[] = [];
    for (const [year, shift] of [
      [2022, 7],
      [2023, 11],
      [2024, 13],
    ] as const) {
      for (let giver = 0; giver < size; giver++) {
        history.push({ year, giver: `p${giver}`, receiver: `p${(giver + shift) % size}` });
      }
    }
    // How long it takes is measured in the draw benchmark (docs/benchmarks.md, 'Draw').
    const result = drawAssignments({ players, history, year: YEAR, random });
    expect(result.ok && result.relaxedYears).toEqual([]);
    if (!result.ok) return;
    const receivers = new Set(result.assignments.map((assignment) => assignment.receiver));
    expect(receivers.size).toBe(size);
    const excludedOf = new Map(players.map((player) => [player.id, new Set(player.excluded)]));
    const forbiddenPairs = new Set(history.map((entry) => `${entry.giver}>${entry.receiver}`));
    const broken = result.assignments.filter(
      ({ giver, receiver }) =>
        giver === receiver ||
        excludedOf.get(giver)?.has(receiver) === true ||
        forbiddenPairs.has(`${giver}>${receiver}`),
    );
    expect(broken).toEqual([]);
  });
});
