import { describeDrawProblem, type DrawProblem } from '../draw-problem.ts';
import { expect } from 'vitest';
import type { DrawHistoryEntry, DrawPlayer, DrawResult } from '../draw-assignments.ts';
import type { SamplingStrategy } from '../sample-uniform.ts';
import { type DrawInstance, toReceiverIndices } from './brute-force-draw.ts';
import { chiSquarePValue, chiSquareStatisticForUniform } from './chi-square-p-value.ts';

/**
 * Test support: small groups whose valid draws can all be listed, for the fairness tests.
 * Players are named after their id (`Alice`… in order) so messages are readable.
 */
export const FIXTURE_NAMES = [
  'Alice',
  'Bruno',
  'Chloé',
  'Denis',
  'Emma',
  'Fabien',
  'Gaëlle',
  'Hugo',
  'Inès',
];

/** Players numbered 0..size−1 with ids "p0".., excluding according to `excluded[i]` (indices). */
export function createPlayers(
  size: number,
  excluded: (index: number) => number[] = () => [],
): DrawPlayer[] {
  return Array.from({ length: size }, (_, index) => ({
    id: `p${index}`,
    name: FIXTURE_NAMES[index] ?? `Joueur ${index}`,
    excluded: excluded(index).map((other) => `p${other}`),
  }));
}

/** Everyone in a household excludes everyone else in it. */
export function householdExclusions(
  households: readonly (readonly number[])[],
): (index: number) => number[] {
  return (index) =>
    households.find((household) => household.includes(index))?.filter((other) => other !== index) ??
    [];
}

/** Earlier pairs, each with its own year, by player index (as property tests generate them). */
export function historyByIndex(
  entries: readonly { year: number; giver: number; receiver: number }[],
): DrawHistoryEntry[] {
  return entries.map((entry) => ({
    year: entry.year,
    giver: `p${entry.giver}`,
    receiver: `p${entry.receiver}`,
  }));
}

/** Earlier pairs of `year`, by player index. */
export function historyOf(
  year: number,
  pairs: readonly (readonly [number, number])[],
): DrawHistoryEntry[] {
  return pairs.map(([giver, receiver]) => ({ year, giver: `p${giver}`, receiver: `p${receiver}` }));
}

export const FAIRNESS_FIXTURES: Record<string, DrawInstance> = {
  /** Three couples and a single, with last year's draw to avoid. */
  'couples and history': {
    players: createPlayers(
      7,
      householdExclusions([
        [0, 1],
        [2, 3],
        [4, 5],
      ]),
    ),
    history: historyOf(2024, [
      [0, 2],
      [1, 4],
      [2, 6],
      [3, 0],
      [4, 3],
      [5, 1],
      [6, 5],
    ]),
    year: 2025,
  },
  /** Two households of three and a single. */
  'households of three': {
    players: createPlayers(
      7,
      householdExclusions([
        [0, 1, 2],
        [3, 4, 5],
      ]),
    ),
    history: [],
    year: 2025,
  },
  /** A household of exactly half the group: it must give to the other half, which must give back. */
  'household of half the group': {
    players: createPlayers(6, householdExclusions([[0, 1, 2]])),
    history: [],
    year: 2025,
  },
  /** A ring where each may give only to the next two: only "everyone +1" and "everyone +2" remain. */
  'ring of the next two': {
    players: createPlayers(7, (index) =>
      Array.from({ length: 7 }, (_, other) => other).filter(
        (other) => other !== (index + 1) % 7 && other !== (index + 2) % 7,
      ),
    ),
    history: [],
    year: 2025,
  },
};

/** Each sampling path in turn, and how many samples per valid draw it gets (the chain is slower). */
export const FAIRNESS_STRATEGIES: { strategy: SamplingStrategy; samplesPerDraw: number }[] = [
  { strategy: 'auto', samplesPerDraw: 25 },
  { strategy: 'rejection', samplesPerDraw: 25 },
  { strategy: 'counting', samplesPerDraw: 25 },
  { strategy: 'markov-chain', samplesPerDraw: 8 },
];

/**
 * Draws `samplesPerDraw` times per valid draw (200 at least) with `draw`, and expects every
 * one of `validDraws` (receiver indices) equally likely: chi-square, p > 0.001.
 */
export function expectEveryValidDrawEquallyLikely(options: {
  players: readonly DrawPlayer[];
  validDraws: readonly (readonly number[])[];
  samplesPerDraw: number;
  draw: () => DrawResult;
}): void {
  const { players, validDraws } = options;
  const counts = new Map(validDraws.map((draw) => [draw.join(), 0]));
  const samples = Math.max(200, options.samplesPerDraw * validDraws.length);
  for (let sample = 0; sample < samples; sample++) {
    const result = options.draw();
    if (!result.ok) throw new Error('expected a draw');
    const key = toReceiverIndices(players, result.assignments).join();
    const count = counts.get(key);
    if (count === undefined) throw new Error(`invalid draw ${key}`);
    counts.set(key, count + 1);
  }
  const pValue = chiSquarePValue(
    chiSquareStatisticForUniform([...counts.values()]),
    validDraws.length - 1,
  );
  expect(pValue).toBeGreaterThan(0.001);
}

/**
 * A refused draw or repair with its problem put in words (French), as the organiser reads it:
 * what the tests compare.
 */
export function inWords<Result extends { ok: boolean }>(
  result: Result,
): Result extends { ok: false; problem: DrawProblem }
  ? Omit<Result, 'problem'> & { message: string }
  : Result {
  if (!('problem' in result)) return result as never;
  const { problem, ...rest } = result as Result & { problem: DrawProblem };
  return { ...rest, message: describeDrawProblem(problem) } as never;
}
