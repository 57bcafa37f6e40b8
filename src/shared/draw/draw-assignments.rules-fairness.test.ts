import { describe, expect, it } from 'vitest';
import { type DrawRules, drawAssignments } from './draw-assignments.ts';
import { createSeededRandomSource } from './random-source.ts';
import type { DrawInstance } from './testing/brute-force-draw.ts';
import {
  buildAllowedMatrixWithHouseholds,
  expectDrawOutcomeUnderRules,
  listValidDrawsUnderRules,
  listYearsInWindow,
} from './testing/brute-force-draw-under-rules.ts';
import {
  createPlayers,
  expectEveryValidDrawEquallyLikely,
  FAIRNESS_STRATEGIES,
  historyOf,
} from './testing/draw-fixtures.ts';

// Fairness of drawAssignments with households and rules, as draw-assignments.fairness.test.ts
// does without: each fixture is small enough to list every valid draw under its rules, each
// sampling path is forced in turn, and the counts are compared with a uniform distribution.

const YEAR = 2025;
const NO_RULES: DrawRules = { avoidMutual: false, singleCircle: false, historyYears: null };

function withHouseholds(
  size: number,
  households: readonly (readonly number[])[],
): DrawInstance['players'] {
  return createPlayers(size).map((player, index) => {
    const household = households.findIndex((members) => members.includes(index));
    return { ...player, household: household === -1 ? null : `Foyer ${household}` };
  });
}

const FIXTURES: { name: string; instance: DrawInstance; rules: DrawRules }[] = [
  {
    name: 'three couples as households and a single, with last year to avoid',
    instance: {
      players: withHouseholds(7, [
        [0, 1],
        [2, 3],
        [4, 5],
      ]),
      history: historyOf(2024, [
        [0, 2],
        [1, 4],
        [2, 6],
        [3, 0],
        [4, 3],
        [5, 1],
        [6, 5],
      ]),
      year: YEAR,
    },
    rules: NO_RULES,
  },
  {
    name: 'avoidMutual, a couple among six',
    instance: { players: withHouseholds(6, [[0, 1]]), history: [], year: YEAR },
    rules: { ...NO_RULES, avoidMutual: true },
  },
  {
    name: 'singleCircle, a couple among six',
    instance: { players: withHouseholds(6, [[0, 1]]), history: [], year: YEAR },
    rules: { ...NO_RULES, singleCircle: true },
  },
  {
    name: 'avoidMutual, two couples and last year among six',
    instance: {
      players: withHouseholds(6, [
        [0, 1],
        [2, 3],
      ]),
      history: historyOf(2024, [
        [0, 2],
        [2, 4],
        [4, 0],
        [1, 5],
        [5, 3],
        [3, 1],
      ]),
      year: YEAR,
    },
    rules: { ...NO_RULES, avoidMutual: true },
  },
  {
    name: 'singleCircle and avoidMutual, a household of three among seven, only last year kept',
    instance: {
      players: withHouseholds(7, [[0, 1, 2]]),
      history: [
        ...historyOf(2023, [
          [3, 4],
          [4, 5],
        ]),
        ...historyOf(2024, [
          [0, 3],
          [3, 1],
          [1, 4],
          [4, 2],
          [2, 5],
          [5, 6],
          [6, 0],
        ]),
      ],
      year: YEAR,
    },
    rules: { avoidMutual: true, singleCircle: true, historyYears: 1 },
  },
  {
    name: 'a carer looking after two of seven, who may not give to them',
    instance: {
      players: createPlayers(7).map((player, index) => ({
        ...player,
        caredBy: index === 1 || index === 2 ? 'p0' : null,
      })),
      history: [],
      year: YEAR,
    },
    rules: NO_RULES,
  },
  {
    name: 'avoidMutual, a carer looking after one of six, who may give to them',
    instance: {
      players: createPlayers(6).map((player, index) => ({
        ...player,
        caredBy: index === 1 ? 'p0' : null,
      })),
      history: [],
      year: YEAR,
    },
    rules: { ...NO_RULES, avoidMutual: true, carerNotGivingToCared: false },
  },
];

describe('drawAssignments with households and rules: fair (chi-square over every valid draw)', () => {
  for (const { name, instance, rules } of FIXTURES) {
    const expected = expectDrawOutcomeUnderRules(instance, rules);
    const years = listYearsInWindow(instance, rules.historyYears);
    const validDraws = listValidDrawsUnderRules(
      buildAllowedMatrixWithHouseholds(instance, years, rules.carerNotGivingToCared),
      rules,
    );

    for (const [strategyIndex, { strategy, samplesPerDraw }] of FAIRNESS_STRATEGIES.entries()) {
      it(`${name} (${validDraws.length} draws), ${strategy}: every valid draw equally likely, p > 0.001`, () => {
        expect(expected.feasible && expected.relaxedYears).toEqual([]);
        expect(validDraws.length).toBeGreaterThan(5);
        const random = createSeededRandomSource(2_000 + strategyIndex);
        expectEveryValidDrawEquallyLikely({
          players: instance.players,
          validDraws,
          samplesPerDraw,
          draw: () => drawAssignments({ ...instance, random, rules, strategy }),
        });
      });
    }
  }
});
