import { describe, expect, it } from 'vitest';
import { drawAssignments } from './draw-assignments.ts';
import { createSeededRandomSource } from './random-source.ts';
import {
  buildAllowedMatrix,
  expectDrawOutcome,
  listValidDraws,
} from './testing/brute-force-draw.ts';
import {
  createPlayers,
  expectEveryValidDrawEquallyLikely,
  FAIRNESS_FIXTURES,
  FAIRNESS_STRATEGIES,
  householdExclusions,
} from './testing/draw-fixtures.ts';

// Fairness of drawAssignments, kept apart from its other tests so the two files run in
// parallel. Each fixture is small enough to list every valid draw; each sampling path is
// forced in turn (the product uses "auto"), and the counts of each draw are compared with
// a uniform distribution. Seeds are fixed, so a pass stays a pass.

const YEAR = 2025;

describe('drawAssignments: fair (chi-square over every valid draw)', () => {
  for (const [fixtureName, instance] of Object.entries(FAIRNESS_FIXTURES)) {
    const expected = expectDrawOutcome(instance);
    const validDraws = expected.feasible ? listValidDraws(expected.allowed) : [];

    for (const [strategyIndex, { strategy, samplesPerDraw }] of FAIRNESS_STRATEGIES.entries()) {
      it(`${fixtureName} (${validDraws.length} draws), ${strategy}: every valid draw equally likely, p > 0.001`, () => {
        expect(expected.feasible && expected.relaxedYears).toEqual([]);
        const random = createSeededRandomSource(1_000 + strategyIndex);
        expectEveryValidDrawEquallyLikely({
          players: instance.players,
          validDraws,
          samplesPerDraw,
          draw: () => drawAssignments({ ...instance, random, strategy }),
        });
      });
    }
  }

  it('households of three really constrain the fixture (sanity check of the fixtures)', () => {
    const allowed = buildAllowedMatrix(
      { players: createPlayers(6, householdExclusions([[0, 1, 2]])), history: [], year: YEAR },
      Number.POSITIVE_INFINITY,
    );
    expect(listValidDraws(allowed)).toHaveLength(36);
  });
});
