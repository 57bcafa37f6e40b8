import { describe, expect, it } from 'vitest';
import { drawAssignments } from './draw-assignments.ts';
import { createSeededRandomSource } from './random-source.ts';
import type { SamplingStrategy } from './sample-uniform.ts';
import {
  buildAllowedMatrix,
  expectDrawOutcome,
  listValidDraws,
  toReceiverIndices,
} from './testing/brute-force-draw.ts';
import { chiSquarePValue, chiSquareStatisticForUniform } from './testing/chi-square-p-value.ts';
import { createPlayers, FAIRNESS_FIXTURES, householdExclusions } from './testing/draw-fixtures.ts';

// Fairness of drawAssignments, kept apart from its other tests so the two files run in
// parallel. Each fixture is small enough to list every valid draw; each sampling path is
// forced in turn (the product uses "auto"), and the counts of each draw are compared with
// a uniform distribution. Seeds are fixed, so a pass stays a pass.

const YEAR = 2025;

describe('drawAssignments: fair (chi-square over every valid draw)', () => {
  const STRATEGIES: { strategy: SamplingStrategy; samplesPerDraw: number }[] = [
    { strategy: 'auto', samplesPerDraw: 25 },
    { strategy: 'rejection', samplesPerDraw: 25 },
    { strategy: 'counting', samplesPerDraw: 25 },
    { strategy: 'markov-chain', samplesPerDraw: 8 },
  ];

  for (const [fixtureName, instance] of Object.entries(FAIRNESS_FIXTURES)) {
    const expected = expectDrawOutcome(instance);
    const validDraws = expected.feasible ? listValidDraws(expected.allowed) : [];

    for (const [strategyIndex, { strategy, samplesPerDraw }] of STRATEGIES.entries()) {
      it(`${fixtureName} (${validDraws.length} draws), ${strategy}: every valid draw equally likely, p > 0.001`, () => {
        expect(expected.feasible && expected.relaxedYears).toEqual([]);
        const counts = new Map(validDraws.map((draw) => [draw.join(), 0]));
        const random = createSeededRandomSource(1_000 + strategyIndex);
        const samples = Math.max(200, samplesPerDraw * validDraws.length);
        for (let sample = 0; sample < samples; sample++) {
          const result = drawAssignments({ ...instance, random, strategy });
          if (!result.ok) throw new Error('expected a draw');
          const key = toReceiverIndices(instance.players, result.assignments).join();
          const count = counts.get(key);
          if (count === undefined) throw new Error(`invalid draw ${key}`);
          counts.set(key, count + 1);
        }
        const pValue = chiSquarePValue(
          chiSquareStatisticForUniform([...counts.values()]),
          validDraws.length - 1,
        );
        expect(pValue).toBeGreaterThan(0.001);
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
