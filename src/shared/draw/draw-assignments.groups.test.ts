import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkRestrictions,
  type DrawPlayer,
  type DrawRules,
  drawAssignments,
} from './draw-assignments.ts';
import { describeDrawProblem } from './draw-problem.ts';
import { createSeededRandomSource } from './random-source.ts';
import { insert, withdraw } from './repair-draw.ts';
import { type DrawInstance, isValidDraw, toReceiverIndices } from './testing/brute-force-draw.ts';
import {
  buildAllowedMatrixWithHouseholds,
  expectDrawOutcomeUnderRules,
  keepsCycleRules,
  listValidDrawsUnderRules,
} from './testing/brute-force-draw-under-rules.ts';
import {
  createPlayers,
  expectEveryValidDrawEquallyLikely,
  FAIRNESS_STRATEGIES,
  historyOf,
  historyByIndex,
} from './testing/draw-fixtures.ts';

// « Un tirage par équipe » (docs/product.md §6.1): each group drawn, and repaired, as an event of
// its own with the event's window of earlier editions, checked against exhaustive search group by
// group.

const YEAR = 2025;
const groupKey = (player: DrawPlayer) => player.group ?? '';

/** The group's own event: its players, and the pairs between them in the event's window. */
function groupInstance(instance: DrawInstance, members: DrawPlayer[], historyYears: number | null) {
  const editions = [...new Set(instance.history.map((e) => e.year).filter((y) => y < YEAR))];
  editions.sort((a, b) => b - a);
  const window = historyYears === null ? editions : editions.slice(0, historyYears);
  const ids = new Set(members.map((member) => member.id));
  return {
    players: members,
    history: instance.history.filter(
      (entry) => window.includes(entry.year) && ids.has(entry.giver) && ids.has(entry.receiver),
    ),
    year: YEAR,
  };
}

function groupsOf(players: readonly DrawPlayer[]): DrawPlayer[][] {
  const byKey = new Map<string, DrawPlayer[]>();
  for (const player of players)
    byKey.set(groupKey(player), [...(byKey.get(groupKey(player)) ?? []), player]);
  return [...byKey.values()];
}

function arbitraryEventInGroups(): fc.Arbitrary<{ instance: DrawInstance; rules: DrawRules }> {
  return fc.integer({ min: 2, max: 9 }).chain((size) => {
    const anyone = fc.nat(size - 1);
    const each = <T>(arbitrary: fc.Arbitrary<T>) =>
      fc.array(arbitrary, { minLength: size, maxLength: size });
    return fc
      .record({
        groups: each(fc.constantFrom(null, 'Compta', 'Ventes', 'Ventes')),
        excluded: each(fc.array(anyone, { maxLength: 1 })),
        households: each(fc.constantFrom(null, null, 'Martin')),
        caredBy: each(fc.oneof({ weight: 12, arbitrary: fc.constant(null) }, anyone)),
        history: fc.array(
          fc.record({
            year: fc.integer({ min: YEAR - 3, max: YEAR }),
            giver: anyone,
            receiver: anyone,
          }),
          { maxLength: size },
        ),
        rules: fc.record({
          avoidMutual: fc.boolean(),
          singleCircle: fc.boolean(),
          historyYears: fc.constantFrom(null, 1),
          carerNotGivingToCared: fc.boolean(),
          withinGroups: fc.constant(true),
        }),
      })
      .map(({ groups, excluded, households, caredBy, history, rules }) => ({
        instance: {
          players: createPlayers(size, (index) => excluded[index] ?? []).map((player, index) => ({
            ...player,
            group: groups[index],
            household: households[index],
            caredBy: caredBy[index] === null ? null : `p${caredBy[index]}`,
          })),
          history: historyByIndex(history),
          year: YEAR,
        },
        rules,
      }));
  });
}

describe('drawAssignments within groups: each group as its own event (property tests)', () => {
  it('answers what exhaustive search says of each group, and never pairs across groups', () => {
    const random = createSeededRandomSource(41);
    const seen = { drawn: 0, refused: 0, alone: 0 };
    fc.assert(
      fc.property(arbitraryEventInGroups(), ({ instance, rules }) => {
        const result = drawAssignments({ ...instance, random, rules });
        const groups = groupsOf(instance.players);
        const expected = groups.map((members) =>
          members.length < 2
            ? null
            : expectDrawOutcomeUnderRules(groupInstance(instance, members, rules.historyYears), {
                ...rules,
                withinGroups: false,
                historyYears: null,
              }),
        );
        const feasible = expected.every((outcome) => outcome !== null && outcome.feasible);
        if (!feasible) {
          if (result.ok || describeDrawProblem(result.problem) === '') return false;
          if (result.problem.code === 'groupOfOne') seen.alone++;
          else seen.refused++;
          return true;
        }
        if (!result.ok) return false;
        seen.drawn++;
        const relaxed = new Set<number>();
        const receiverOf = new Map(result.assignments.map((pair) => [pair.giver, pair.receiver]));
        return (
          groups.every((members, index) => {
            const outcome = expected[index];
            if (outcome === null || outcome === undefined || !outcome.feasible) return false;
            for (const year of outcome.relaxedYears) relaxed.add(year);
            const ids = new Set(members.map((member) => member.id));
            const pairs = members.map((member) => ({
              giver: member.id,
              receiver: receiverOf.get(member.id) as string,
            }));
            if (!pairs.every((pair) => ids.has(pair.receiver))) return false;
            const draw = toReceiverIndices(members, pairs);
            return isValidDraw(outcome.allowed, draw) && keepsCycleRules(draw, rules);
          }) &&
          JSON.stringify(result.relaxedYears) === JSON.stringify([...relaxed].sort((a, b) => a - b))
        );
      }),
      { numRuns: 3_000, seed: 20_261_128 },
    );
    expect(seen.drawn).toBeGreaterThan(300);
    expect(seen.refused).toBeGreaterThan(50);
    expect(seen.alone).toBeGreaterThan(50);
  });

  it('checkRestrictions agrees with the draw on whether each group has one', () => {
    fc.assert(
      fc.property(arbitraryEventInGroups(), fc.integer(), ({ instance, rules }, seed) => {
        const withoutHistory = { ...instance, history: [] };
        const drawn = drawAssignments({
          ...withoutHistory,
          random: createSeededRandomSource(seed),
          rules,
        });
        return checkRestrictions(instance.players, rules).ok === drawn.ok;
      }),
      { numRuns: 1_000, seed: 20_261_129 },
    );
  });

  it('names who is alone in their group', () => {
    const players = createPlayers(3).map((player, index) => ({
      ...player,
      group: index === 2 ? 'Compta' : 'Ventes',
    }));
    const result = drawAssignments({
      players,
      history: [],
      year: YEAR,
      random: createSeededRandomSource(1),
      rules: { avoidMutual: false, singleCircle: false, historyYears: null, withinGroups: true },
    });
    expect(result).toMatchObject({
      ok: false,
      problem: { code: 'groupOfOne', group: 'Compta', member: 'Chloé' },
    });
    if (result.ok) throw new Error('expected no draw');
    expect(describeDrawProblem(result.problem)).toBe(
      'Impossible de trouver un tirage valide avec les restrictions actuelles. Chloé est seul dans l’équipe «\u202fCompta\u202f»\u202f: avec «\u202fUn tirage par équipe\u202f», personne à qui offrir.',
    );
  });
});

describe('drawAssignments within groups: fair (chi-square over every valid draw)', () => {
  // Two teams of 4: one with a couple, the other with a pair of last year to avoid.
  const players = createPlayers(8).map((player, index) => ({
    ...player,
    group: index < 4 ? 'Ventes' : 'Compta',
    household: index === 0 || index === 1 ? 'Martin' : null,
  }));
  const instance: DrawInstance = {
    players,
    history: historyOf(2024, [[4, 5]]),
    year: YEAR,
  };
  const rules: DrawRules = {
    avoidMutual: false,
    singleCircle: false,
    historyYears: null,
    withinGroups: true,
  };
  const allowed = buildAllowedMatrixWithHouseholds(instance, [2024]).map((row, giver) =>
    row.map(
      (isAllowed, receiver) => isAllowed && players[giver]!.group === players[receiver]!.group,
    ),
  );
  const validDraws = listValidDrawsUnderRules(allowed, {});
  for (const [index, { strategy, samplesPerDraw }] of FAIRNESS_STRATEGIES.entries()) {
    it(`two teams (${validDraws.length} draws), ${strategy}: every valid draw equally likely, p > 0.001`, () => {
      expect(validDraws.length).toBeGreaterThan(5);
      const random = createSeededRandomSource(3_000 + index);
      expectEveryValidDrawEquallyLikely({
        players,
        validDraws,
        samplesPerDraw,
        draw: () => drawAssignments({ ...instance, random, rules, strategy }),
      });
    });
  }
});

describe('repairs within groups', () => {
  const players = createPlayers(7).map((player, index) => ({
    ...player,
    group: index < 4 ? 'Ventes' : 'Compta',
  }));
  const rules: DrawRules = {
    avoidMutual: false,
    singleCircle: false,
    historyYears: null,
    withinGroups: true,
  };
  const drawn = (seed: number) => {
    const result = drawAssignments({
      players,
      history: [],
      year: YEAR,
      random: createSeededRandomSource(seed),
      rules,
    });
    if (!result.ok) throw new Error('expected a draw');
    return result.assignments;
  };
  const groupOf = (id: string) => players.find((player) => player.id === id)?.group;

  it('mends only the group of who leaves, every pair still inside a group', () => {
    for (let seed = 0; seed < 50; seed++) {
      const assignments = drawn(seed);
      const result = withdraw({
        players: players.filter((player) => player.id !== 'p1'),
        history: [],
        year: YEAR,
        rules,
        assignments,
        withdrawn: 'p1',
        random: createSeededRandomSource(seed),
      });
      if (!result.ok) throw new Error('expected a repair');
      for (const pair of result.assignments)
        expect(groupOf(pair.receiver)).toBe(groupOf(pair.giver));
      const compta = (list: typeof assignments) =>
        list.filter((pair) => groupOf(pair.giver) === 'Compta');
      expect(compta(result.assignments)).toEqual(compta(assignments));
    }
  });

  it('places a newcomer in their own group, and names one alone in a new group', () => {
    const assignments = drawn(7);
    const newcomer = { id: 'p7', name: 'Hugo', excluded: [], group: 'Compta' };
    const joined = insert({
      players: [...players, newcomer],
      history: [],
      year: YEAR,
      rules,
      assignments,
      joining: 'p7',
      random: createSeededRandomSource(7),
    });
    if (!joined.ok) throw new Error('expected a repair');
    for (const pair of joined.assignments)
      expect(groupOf(pair.receiver) ?? 'Compta').toBe(groupOf(pair.giver) ?? 'Compta');
    const alone = insert({
      players: [...players, { ...newcomer, group: 'Direction' }],
      history: [],
      year: YEAR,
      rules,
      assignments,
      joining: 'p7',
      random: createSeededRandomSource(7),
    });
    expect(alone).toMatchObject({
      ok: false,
      problem: { code: 'groupOfOne', group: 'Direction', member: 'Hugo' },
    });
  });
});
