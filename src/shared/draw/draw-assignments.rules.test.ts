import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkRestrictions,
  type DrawHistoryEntry,
  type DrawPlayer,
  type DrawResult,
  type DrawRules,
  drawAssignments,
} from './draw-assignments.ts';
import { createSeededRandomSource } from './random-source.ts';
import { type DrawInstance, isValidDraw, toReceiverIndices } from './testing/brute-force-draw.ts';
import {
  buildAllowedMatrixWithHouseholds,
  expectDrawOutcomeUnderRules,
  hasValidDrawUnderRules,
  keepsCycleRules,
} from './testing/brute-force-draw-under-rules.ts';
import { describeDrawProblem } from './draw-problem.ts';
import { createPlayers, historyByIndex, inWords } from './testing/draw-fixtures.ts';

const YEAR = 2025;
const NO_RULES: DrawRules = { avoidMutual: false, singleCircle: false, historyYears: null };

/**
 * Random small events with households (a few names shared at random), up to 2 exclusions
 * each (sometimes of someone gone), up to 3 earlier years plus pairs of this year and
 * later, and random rules.
 */
function arbitraryEventWithRules(options: { minSize: number; maxSize: number }): fc.Arbitrary<{
  instance: DrawInstance;
  rules: DrawRules;
}> {
  return fc.integer({ min: options.minSize, max: options.maxSize }).chain((size) => {
    const anyone = fc.nat(size);
    return fc
      .record({
        excluded: fc.array(fc.array(anyone, { maxLength: 2 }), {
          minLength: size,
          maxLength: size,
        }),
        households: fc.array(fc.constantFrom(null, undefined, 'Martin', 'Durand', 'Petit'), {
          minLength: size,
          maxLength: size,
        }),
        // Mostly nobody looks after anyone; sometimes one or two carers of one or two people.
        caredBy: fc.array(fc.oneof({ weight: 14, arbitrary: fc.constant(null) }, anyone), {
          minLength: size,
          maxLength: size,
        }),
        history: fc.array(
          fc.record({
            year: fc.integer({ min: YEAR - 3, max: YEAR + 1 }),
            giver: anyone,
            receiver: anyone,
          }),
          { maxLength: 2 * size },
        ),
        rules: fc.record({
          avoidMutual: fc.boolean(),
          singleCircle: fc.boolean(),
          historyYears: fc.constantFrom(null, 0, 1, 2),
          carerNotGivingToCared: fc.boolean(),
        }),
      })
      .map(({ excluded, households, caredBy, history, rules }) => ({
        instance: {
          players: createPlayers(size, (index) => excluded[index] ?? []).map((player, index) => ({
            ...player,
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

describe('drawAssignments with households and rules: complete and correct (property tests)', () => {
  it('answers what exhaustive search says, on thousands of small events', () => {
    const random = createSeededRandomSource(17);
    const seen = { blocked: 0, ruleBlocked: 0, relaxed: 0, circle: 0, mutual: 0, cared: 0 };
    fc.assert(
      fc.property(arbitraryEventWithRules({ minSize: 2, maxSize: 8 }), ({ instance, rules }) => {
        const result = drawAssignments({ ...instance, random, rules });
        const expected = expectDrawOutcomeUnderRules(instance, rules);
        if (!expected.feasible) {
          if (
            result.ok ||
            result.reason !== 'infeasible' ||
            describeDrawProblem(result.problem) === ''
          )
            return false;
          if (expected.isBlockedByRestrictions) seen.blocked++;
          else seen.ruleBlocked++;
          // A Hall group exactly when the restrictions alone leave no draw.
          return (result.blocking !== undefined) === expected.isBlockedByRestrictions;
        }
        if (!result.ok) return false;
        if (expected.relaxedYears.length > 0) seen.relaxed++;
        if (instance.players.some((player) => player.caredBy !== null)) seen.cared++;
        if (rules.singleCircle) seen.circle++;
        else if (rules.avoidMutual) seen.mutual++;
        const draw = toReceiverIndices(instance.players, result.assignments);
        return (
          JSON.stringify(result.relaxedYears) === JSON.stringify(expected.relaxedYears) &&
          isValidDraw(expected.allowed, draw) &&
          keepsCycleRules(draw, rules)
        );
      }),
      { numRuns: 4_000, seed: 20_261_217 },
    );
    // The generator must reach every branch.
    expect(seen.blocked).toBeGreaterThan(100);
    expect(seen.ruleBlocked).toBeGreaterThan(100);
    expect(seen.relaxed).toBeGreaterThan(100);
    expect(seen.circle).toBeGreaterThan(300);
    expect(seen.mutual).toBeGreaterThan(200);
    expect(seen.cared).toBeGreaterThan(300);
  });

  it('checkRestrictions agrees with exhaustive search (households and cycle rules, no history)', () => {
    fc.assert(
      fc.property(arbitraryEventWithRules({ minSize: 0, maxSize: 8 }), ({ instance, rules }) => {
        const allowed = buildAllowedMatrixWithHouseholds(instance, [], rules.carerNotGivingToCared);
        const expected = instance.players.length < 2 || hasValidDrawUnderRules(allowed, rules);
        return checkRestrictions(instance.players, rules).ok === expected;
      }),
      { numRuns: 2_000, seed: 20_261_218 },
    );
  });

  it('with default rules and no households, gives the same draws as without rules', () => {
    fc.assert(
      fc.property(
        arbitraryEventWithRules({ minSize: 2, maxSize: 8 }),
        fc.integer(),
        ({ instance }, seed) => {
          const players = instance.players.map(({ household: _, ...player }) => player);
          const before = drawAssignments({
            ...instance,
            players,
            random: createSeededRandomSource(seed),
          });
          const after = drawAssignments({
            ...instance,
            players,
            random: createSeededRandomSource(seed),
            rules: NO_RULES,
          });
          return JSON.stringify(before) === JSON.stringify(after);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('drawAssignments: historyYears', () => {
  const random = createSeededRandomSource(3);
  // Three people have two draws: "+1" and "+2".
  const shift = (year: number, by: number): DrawHistoryEntry[] =>
    [0, 1, 2].map((giver) => ({ year, giver: `p${giver}`, receiver: `p${(giver + by) % 3}` }));
  const players = createPlayers(3);

  it.each([
    [null, [2022, 2023], '+2'],
    [3, [2022, 2023], '+2'],
    [2, [2023], '+2'],
    [1, [], '+2'],
    [0, [], 'either'],
  ] as const)('historyYears %s: relaxes %j', (historyYears, relaxedYears, expectedShift) => {
    // 2022 used "+1", 2023 "+2", 2024 "+1" again.
    const history = [...shift(2022, 1), ...shift(2023, 2), ...shift(2024, 1)];
    const result = drawAssignments({
      players,
      history,
      year: YEAR,
      random,
      rules: { ...NO_RULES, historyYears },
    });
    expect(result.ok && result.relaxedYears).toEqual(relaxedYears);
    if (!result.ok || expectedShift === 'either') return;
    expect(result.assignments).toEqual(
      shift(0, 2).map(({ giver, receiver }) => ({ giver, receiver })),
    );
  });

  it('counts an edition whose pairs are all with people gone, and ignores the years beyond the window', () => {
    const two = createPlayers(2);
    const history: DrawHistoryEntry[] = [
      { year: 2022, giver: 'p0', receiver: 'p1' },
      { year: 2024, giver: 'p0', receiver: 'someone-gone' },
    ];
    const relaxed = (historyYears: number | null): number[] | false => {
      const result = drawAssignments({
        players: two,
        history,
        year: YEAR,
        random,
        rules: { ...NO_RULES, historyYears },
      });
      return result.ok && result.relaxedYears;
    };
    expect(relaxed(null)).toEqual([2022]);
    expect(relaxed(2)).toEqual([2022]);
    expect(relaxed(1)).toEqual([]);
    expect(relaxed(0)).toEqual([]);
  });

  it('relaxes within the window under a rule: a year is given up when the rule leaves no draw with it', () => {
    // Four people in one circle: 2024 used the circle 0→1→2→3→0. With avoidMutual and
    // singleCircle it still leaves other circles, so nothing is relaxed.
    const four = createPlayers(4);
    const history: DrawHistoryEntry[] = [0, 1, 2, 3].map((giver) => ({
      year: 2024,
      giver: `p${giver}`,
      receiver: `p${(giver + 1) % 4}`,
    }));
    const rules: DrawRules = { avoidMutual: true, singleCircle: true, historyYears: 1 };
    const result = drawAssignments({ players: four, history, year: YEAR, random, rules });
    expect(result.ok && result.relaxedYears).toEqual([]);
    // With Alice and Chloé in one household, the circles are 0→1→2→3→0 and 0→3→2→1→0:
    // the second uses 3→2, 2→1, 1→0, 0→3, none of 2024's pairs.
    const household = four.map((player, index) => ({
      ...player,
      household: index % 2 === 0 ? 'Martin' : null,
    }));
    const withHousehold = drawAssignments({
      players: household,
      history,
      year: YEAR,
      random,
      rules,
    });
    expect(withHousehold.ok && withHousehold.assignments.map((pair) => pair.receiver)).toEqual([
      'p3',
      'p0',
      'p1',
      'p2',
    ]);
    // Also forbidding the second circle in 2023 gives up 2023 first: 2024 is kept.
    const reversed: DrawHistoryEntry[] = [0, 1, 2, 3].map((giver) => ({
      year: 2023,
      giver: `p${giver}`,
      receiver: `p${(giver + 3) % 4}`,
    }));
    const both = drawAssignments({
      players: household,
      history: [...reversed, ...history],
      year: YEAR,
      random,
      rules: { ...rules, historyYears: 2 },
    });
    expect(both.ok && both.relaxedYears).toEqual([2023]);
  });
});

describe('drawAssignments: households and rules explained in French', () => {
  const random = createSeededRandomSource(5);
  const named = (
    names: string[],
    extra: (index: number) => Partial<DrawPlayer> = () => ({}),
  ): DrawPlayer[] =>
    names.map((name, index) => ({ id: `p${index}`, name, excluded: [], ...extra(index) }));

  it('names a household of more than half of the group', () => {
    const players = named(['Anne', 'Bruno', 'Chloé', 'Denis', 'Emma'], (index) => ({
      household: index < 3 ? 'Famille Martin' : null,
    }));
    const message =
      'Impossible de trouver un tirage valide avec les restrictions actuelles. Le foyer «\u202fFamille Martin\u202f» (Anne, Bruno et Chloé) compte plus de la moitié des participants\u202f: ses membres ne peuvent offrir qu’à Denis et Emma.';
    expect(inWords(drawAssignments({ players, history: [], year: YEAR, random }))).toEqual({
      ok: false,
      reason: 'infeasible',
      message,
      blocking: { givers: ['p0', 'p1', 'p2'], receivers: ['p3', 'p4'] },
    });
    expect(inWords(checkRestrictions(players))).toEqual({ ok: false, message });
  });

  it('names all of a household of 4 among 5, and of a household of everyone', () => {
    const names = ['Anne', 'Bruno', 'Chloé', 'Denis', 'Emma'];
    const four = named(names, (index) => ({ household: index < 4 ? 'Famille Martin' : null }));
    expect(inWords(drawAssignments({ players: four, history: [], year: YEAR, random }))).toEqual({
      ok: false,
      reason: 'infeasible',
      message:
        'Impossible de trouver un tirage valide avec les restrictions actuelles. Le foyer «\u202fFamille Martin\u202f» (Anne, Bruno, Chloé et Denis) compte plus de la moitié des participants\u202f: ses membres ne peuvent offrir qu’à Emma.',
      blocking: { givers: ['p0', 'p1', 'p2', 'p3'], receivers: ['p4'] },
    });
    const everyone = named(names, () => ({ household: 'Famille Martin' }));
    expect(inWords(checkRestrictions(everyone))).toEqual({
      ok: false,
      message:
        'Impossible de trouver un tirage valide avec les restrictions actuelles. Le foyer «\u202fFamille Martin\u202f» (Anne, Bruno, Chloé, Denis et Emma) réunit tous les participants\u202f: ses membres ne peuvent offrir à personne.',
    });
  });

  it.each([20, 200, 1_000])(
    'proves, rather than not finding, that %i people cannot make one circle or avoid exchanges when two may only give to each other',
    (size) => {
      const ids = Array.from({ length: size }, (_, index) => `p${index}`);
      const players = named(
        ids.map((_, index) => `P${index}`),
        (index) => ({ excluded: index >= size - 2 ? ids.slice(0, size - 2) : [] }),
      );
      const pair = `P${size - 2} et P${size - 1}`;
      const circle = checkRestrictions(players, { avoidMutual: false, singleCircle: true });
      expect(inWords(circle)).toEqual({
        ok: false,
        message: expect.stringContaining(`${pair} ne peuvent offrir qu’entre eux`),
      });
      const mutual = drawAssignments({
        players,
        history: [],
        year: YEAR,
        random,
        rules: { avoidMutual: true, singleCircle: false, historyYears: null },
      });
      expect(inWords(mutual)).toEqual({
        ok: false,
        reason: 'infeasible',
        message: expect.stringContaining(`${pair} s’offrent leur cadeau`),
      });
    },
  );

  it('names a household that exclusions leave with too few people to give to', () => {
    const players = named(['Anne', 'Bruno', 'Chloé', 'Denis', 'Emma'], (index) => ({
      household: index < 2 ? 'Famille Martin' : null,
      excluded: index < 2 ? ['p2', 'p3'] : [],
    }));
    const result = drawAssignments({ players, history: [], year: YEAR, random });
    expect(!result.ok && describeDrawProblem(result.problem)).toBe(
      'Impossible de trouver un tirage valide avec les restrictions actuelles. Les membres du foyer «\u202fFamille Martin\u202f» (Anne et Bruno) ne peuvent offrir qu’à Emma.',
    );
  });

  it('says who stays among themselves when one circle is asked for', () => {
    // Chloé and Denis may only give to each other; Alice, Bruno and Emma to anyone.
    const players = named(['Alice', 'Bruno', 'Chloé', 'Denis', 'Emma'], (index) => ({
      excluded: index === 2 || index === 3 ? ['p0', 'p1', 'p4'] : [],
    }));
    const rules: DrawRules = { ...NO_RULES, singleCircle: true };
    const message =
      'Avec «\u202fUne seule grande boucle\u202f», aucun tirage n’est possible\u202f: Chloé et Denis ne peuvent offrir qu’entre eux, la boucle ne pourrait pas en sortir.';
    expect(inWords(drawAssignments({ players, history: [], year: YEAR, random, rules }))).toEqual({
      ok: false,
      reason: 'infeasible',
      message,
    });
    expect(inWords(checkRestrictions(players, rules))).toEqual({ ok: false, message });
    expect(drawAssignments({ players, history: [], year: YEAR, random }).ok).toBe(true);
  });

  it('says who would have to give to each other without mutual exchanges', () => {
    const message = (first: string, second: string): string =>
      `Sans échanges réciproques, aucun tirage n’est possible\u202f: dans tout tirage permis par les restrictions, ${first} et ${second} s’offrent leur cadeau l’un à l’autre.`;
    const rules: DrawRules = { ...NO_RULES, avoidMutual: true };
    const two = named(['Alice', 'Bruno']);
    expect(
      inWords(drawAssignments({ players: two, history: [], year: YEAR, random, rules })),
    ).toEqual({
      ok: false,
      reason: 'infeasible',
      message: message('Alice', 'Bruno'),
    });
    expect(inWords(checkRestrictions(two, { avoidMutual: true, singleCircle: true }))).toEqual({
      ok: false,
      message: message('Alice', 'Bruno'),
    });
    // Chloé and Denis may only give to each other, so Alice and Bruno must too: the first
    // such pair is named.
    const four = named(['Alice', 'Bruno', 'Chloé', 'Denis'], (index) => ({
      excluded: index >= 2 ? ['p0', 'p1'] : [],
    }));
    const result = drawAssignments({ players: four, history: [], year: YEAR, random, rules });
    expect(!result.ok && describeDrawProblem(result.problem)).toBe(message('Alice', 'Bruno'));
  });

  it('lets two people give to each other when one circle is asked for without avoidMutual', () => {
    const result = drawAssignments({
      players: named(['Alice', 'Bruno']),
      history: [],
      year: YEAR,
      random,
      rules: { ...NO_RULES, singleCircle: true },
    });
    expect(result.ok).toBe(true);
  });

  it('a couple among three cannot be one circle: the household is more than half', () => {
    const players = named(['Alice', 'Bruno', 'Chloé'], (index) => ({
      household: index < 2 ? 'Duo' : null,
    }));
    const result = drawAssignments({
      players,
      history: [],
      year: YEAR,
      random,
      rules: { ...NO_RULES, singleCircle: true },
    });
    expect(result).toMatchObject({ blocking: { givers: ['p0', 'p1'], receivers: ['p2'] } });
  });
});

describe('drawAssignments with rules on larger groups', () => {
  /** n people in households of `householdSize` (consecutive), each excluding `extra` others at random. */
  function createFamilies(
    size: number,
    householdSize: number,
    seed: number,
    extra = 0,
  ): DrawPlayer[] {
    const random = createSeededRandomSource(seed);
    return Array.from({ length: size }, (_, index) => ({
      id: `p${index}`,
      name: `Participant ${index}`,
      excluded: Array.from({ length: extra }, () => `p${random.nextInt(size)}`),
      household: `foyer ${Math.floor(index / householdSize)}`,
    }));
  }

  function expectValid(
    players: DrawPlayer[],
    history: DrawHistoryEntry[],
    rules: DrawRules,
    result: DrawResult,
  ): void {
    expect(result.ok && result.relaxedYears).toEqual([]);
    if (!result.ok) return;
    const indexOf = new Map(players.map((player, index) => [player.id, index]));
    const draw = result.assignments.map((pair) => indexOf.get(pair.receiver) as number);
    expect(new Set(draw).size).toBe(players.length);
    const forbidden = new Set(history.map((entry) => `${entry.giver}>${entry.receiver}`));
    const broken = result.assignments.filter(({ giver, receiver }, index) => {
      const player = players[index] as DrawPlayer;
      const other = players[indexOf.get(receiver) as number] as DrawPlayer;
      return (
        giver === receiver ||
        player.excluded.includes(receiver) ||
        (player.household !== null && player.household === other.household) ||
        forbidden.has(`${giver}>${receiver}`)
      );
    });
    expect(broken).toEqual([]);
    expect(keepsCycleRules(draw, rules)).toBe(true);
  }

  it('draws 3,000 people in one circle, households of 4, 2 exclusions each and 3 earlier circles', () => {
    const players = createFamilies(3_000, 4, 1, 2);
    const rules: DrawRules = { avoidMutual: false, singleCircle: true, historyYears: 3 };
    const random = createSeededRandomSource(2);
    const history: DrawHistoryEntry[] = [];
    for (let year = YEAR - 3; year < YEAR; year++) {
      const result = drawAssignments({ players, history, year, random, rules });
      expectValid(players, history, rules, result);
      if (result.ok) for (const pair of result.assignments) history.push({ year, ...pair });
    }
    expectValid(
      players,
      history,
      rules,
      drawAssignments({ players, history, year: YEAR, random, rules }),
    );
    expect(checkRestrictions(players, rules)).toEqual({ ok: true });
  });

  it('draws 20,000 people in couples without mutual exchanges', () => {
    const players = createFamilies(20_000, 2, 3);
    const rules: DrawRules = { avoidMutual: true, singleCircle: false, historyYears: null };
    expectValid(
      players,
      [],
      rules,
      drawAssignments({
        players,
        history: [],
        year: YEAR,
        random: createSeededRandomSource(4),
        rules,
      }),
    );
  });

  it.each([
    ['one circle', { avoidMutual: false, singleCircle: true, historyYears: null }],
    ['no mutual exchanges', { avoidMutual: true, singleCircle: false, historyYears: null }],
  ] as const)(
    'draws %s with a household of half of 400 people (built, then the Markov chain)',
    (_, rules) => {
      const players = createFamilies(400, 1, 5).map((player, index) => ({
        ...player,
        household: index % 2 === 0 ? 'Famille nombreuse' : null,
      }));
      expectValid(
        players,
        [],
        rules,
        drawAssignments({
          players,
          history: [],
          year: YEAR,
          random: createSeededRandomSource(6),
          rules,
        }),
      );
      expect(checkRestrictions(players, rules)).toEqual({ ok: true });
    },
  );
});
