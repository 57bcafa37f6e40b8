import { describe, expect, it } from 'vitest';
import { findPerfectMatching } from './find-perfect-matching.ts';
import { createSeededRandomSource } from './random-source.ts';
import {
  estimateRejectionSteps,
  type SamplingStrategy,
  sampleUniformAssignment,
} from './sample-uniform.ts';
import { createHouseholdGraph } from './testing/constraint-graph-fixtures.ts';

describe('estimateRejectionSteps', () => {
  it('expects few steps when only self-gifts are forbidden (about e − 1 failed shuffles)', () => {
    const graph = createHouseholdGraph(1_000, 0);
    const estimate = estimateRejectionSteps(graph);
    expect(estimate).toBeGreaterThan(1_000);
    expect(estimate).toBeLessThan(5_000);
  });

  it('expects an astronomical number of steps for a household of half the group', () => {
    expect(estimateRejectionSteps(createHouseholdGraph(1_000, 500))).toBeGreaterThan(1e50);
  });
});

describe('sampleUniformAssignment', () => {
  const strategies: SamplingStrategy[] = ['auto', 'rejection', 'counting', 'markov-chain'];

  it('returns a valid draw on every path for a small group', () => {
    const graph = createHouseholdGraph(8, 4);
    const start = findPerfectMatching(graph) as Int32Array;
    const random = createSeededRandomSource(1);
    for (const strategy of strategies) {
      expect(
        graph.isValidAssignment(sampleUniformAssignment({ graph, start, random, strategy })),
      ).toBe(true);
    }
  });

  it('falls back to counting, then to the Markov chain, when rejection is hopeless', () => {
    const random = createSeededRandomSource(2);
    for (const size of [18, 19, 60, 3_000]) {
      const graph = createHouseholdGraph(size, Math.floor(size / 2));
      const start = findPerfectMatching(graph) as Int32Array;
      const draw = sampleUniformAssignment({ graph, start, random });
      expect(graph.isValidAssignment(draw)).toBe(true);
      expect(Array.from(draw)).not.toEqual(Array.from(start));
    }
  });

  it('does not return its start array, which the caller may still use', () => {
    const graph = createHouseholdGraph(30, 15);
    const start = findPerfectMatching(graph) as Int32Array;
    const copy = Int32Array.from(start);
    sampleUniformAssignment({
      graph,
      start,
      random: createSeededRandomSource(3),
      strategy: 'markov-chain',
    });
    expect(start).toEqual(copy);
  });
});
