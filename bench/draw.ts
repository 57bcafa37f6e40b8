import {
  DEFAULT_DRAW_RULES,
  checkRestrictions,
  type DrawHistoryEntry,
  type DrawPlayer,
  type DrawResult,
  type DrawRules,
  drawAssignments,
} from '../src/shared/draw/draw-assignments.ts';
import { describeDrawProblem } from '../src/shared/draw/draw-problem.ts';
import {
  createCryptoRandomSource,
  createSeededRandomSource,
  type RandomSource,
} from '../src/shared/draw/random-source.ts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Benchmark } from './run.ts';
import { specDraw } from './spec-draw.ts';

const CURRENT_YEAR = 2025;
const EXCLUSIONS_EACH = 3;
const EARLIER_YEARS = 3;
/** Our draw is timed this many times, the median reported. */
const OUR_RUNS = 5;
/** The earlier app's draw: its success rate is out of this many runs (fewer when a run is slow)… */
const SPEC_RUNS = 20;
const SPEC_RUNS_WHEN_SLOW = 5;
const SPEC_SLOW_RUN_MS = 2_000;
/** …and each run is cut off after this long (counted as a failure). */
const SPEC_TIME_LIMIT_MS = 20_000;

interface Scenario {
  label: string;
  players: DrawPlayer[];
  history: DrawHistoryEntry[];
  rules?: DrawRules;
}

/** n people in households of `householdSize` (consecutive in the list), no other restriction. */
function createPlayersInHouseholds(size: number, householdSize: number): DrawPlayer[] {
  return Array.from({ length: size }, (_, index) => ({
    id: `p${index}`,
    name: `Joueur ${index}`,
    excluded: [],
    household: `foyer ${Math.floor(index / householdSize)}`,
  }));
}

/** Earlier years drawn by our own engine under the same rules, each with the years before it. */
function createHistoryUnderRules(
  players: DrawPlayer[],
  rules: DrawRules,
  random: RandomSource,
): DrawHistoryEntry[] {
  const history: DrawHistoryEntry[] = [];
  for (let year = CURRENT_YEAR - EARLIER_YEARS; year < CURRENT_YEAR; year++) {
    const result = drawAssignments({ players, history, year, random, rules });
    if (!result.ok)
      throw new Error(`could not draw year ${year}: ${describeDrawProblem(result.problem)}`);
    for (const assignment of result.assignments) history.push({ year, ...assignment });
  }
  return history;
}

/** n people, each excluding 3 others at random (seeded, so every run benchmarks the same group). */
function createPlayersWithRandomExclusions(size: number, random: RandomSource): DrawPlayer[] {
  return Array.from({ length: size }, (_, index) => {
    const excluded = new Set<string>();
    while (excluded.size < EXCLUSIONS_EACH) {
      const other = random.nextInt(size);
      if (other !== index) excluded.add(`p${other}`);
    }
    return { id: `p${index}`, name: `Joueur ${index}`, excluded: [...excluded] };
  });
}

/**
 * Half the group, chosen at random, in one household: each member excludes every other
 * member (the list includes themselves, which the draw ignores); the other half has no
 * restriction of its own. Members are spread through the list, as in a real event where
 * people are listed in the order they were added. All members share one list object, so
 * building the input stays cheap; the draws still read every id of every list.
 */
function createPlayersWithHalfHousehold(size: number, random: RandomSource): DrawPlayer[] {
  const order = Array.from({ length: size }, (_, index) => index);
  for (let index = size - 1; index > 0; index--) {
    const other = random.nextInt(index + 1);
    [order[index], order[other]] = [order[other] as number, order[index] as number];
  }
  const members = new Set(order.slice(0, Math.floor(size / 2)));
  const household = [...members].sort((a, b) => a - b).map((index) => `p${index}`);
  return Array.from({ length: size }, (_, index) => ({
    id: `p${index}`,
    name: `Joueur ${index}`,
    excluded: members.has(index) ? household : [],
  }));
}

/** Three earlier years, each drawn by our own engine with the years before it. */
function createHistory(players: DrawPlayer[], random: RandomSource): DrawHistoryEntry[] {
  const history: DrawHistoryEntry[] = [];
  for (let year = CURRENT_YEAR - EARLIER_YEARS; year < CURRENT_YEAR; year++) {
    const result = drawAssignments({ players, history, year, random });
    if (!result.ok)
      throw new Error(`could not draw year ${year}: ${describeDrawProblem(result.problem)}`);
    for (const assignment of result.assignments) history.push({ year, ...assignment });
  }
  return history;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function formatMs(milliseconds: number): string {
  return milliseconds >= 100 ? `${Math.round(milliseconds)} ms` : `${milliseconds.toFixed(1)} ms`;
}

function timeOurDraw(scenario: Scenario): {
  medianMs: number;
  maxMs: number;
  medianCpuMs: number;
  relaxedYears: number[];
} {
  const timings: number[] = [];
  const cpuTimings: number[] = [];
  let last: DrawResult | null = null;
  for (let run = 0; run < OUR_RUNS; run++) {
    const random = createCryptoRandomSource();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    last = drawAssignments({
      players: scenario.players,
      history: scenario.history,
      year: CURRENT_YEAR,
      random,
      ...(scenario.rules === undefined ? {} : { rules: scenario.rules }),
    });
    timings.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuBefore);
    cpuTimings.push((cpu.user + cpu.system) / 1000);
    if (!last.ok) throw new Error(`our draw failed on ${scenario.label}`);
  }
  return {
    medianMs: median(timings),
    maxMs: Math.max(...timings),
    medianCpuMs: median(cpuTimings),
    relaxedYears: last?.ok === true ? last.relaxedYears : [],
  };
}

function timeSpecDraw(scenario: Scenario): {
  medianMs: number;
  successes: number;
  runs: number;
  timeouts: number;
} {
  let runs = SPEC_RUNS;
  const timings: number[] = [];
  let successes = 0;
  let timeouts = 0;
  for (let run = 0; run < runs; run++) {
    const random = createCryptoRandomSource();
    const started = performance.now();
    const result = specDraw({
      players: scenario.players,
      history: scenario.history,
      year: CURRENT_YEAR,
      random,
      timeLimitMs: SPEC_TIME_LIMIT_MS,
    });
    timings.push(performance.now() - started);
    if (result.ok) successes++;
    else if (result.reason === 'timeout') timeouts++;
    if (run === 0 && (timings[0] as number) > SPEC_SLOW_RUN_MS) runs = SPEC_RUNS_WHEN_SLOW;
  }
  return { medianMs: median(timings), successes, runs, timeouts };
}

/**
 * The git revision of the engine without households and the draw's rules. A draw that uses no
 * rule must cost what it costs there: the rules it does not use cost nothing.
 */
const BEFORE_RULES = '1b71054^';
/** Each engine is timed this many times on the same input, one after the other in turn. */
const BEFORE_RULES_RUNS = 11;

/**
 * The 100,000-person draw (3 exclusions each, 3 earlier years, no rule) by today's engine and
 * by the engine before the rules, taken from git into a temporary folder and run in this
 * process, in turn on the same input: the two figures share the machine's state. Null without
 * the repository's history (a shallow clone).
 */
async function timeAgainstBeforeRules(scenario: Scenario): Promise<{
  nowMs: number;
  beforeMs: number;
} | null> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'secret-santa-draw-before-rules-'));
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', BEFORE_RULES, 'src/shared'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    execFileSync('tar', ['-x', '-C', folder], { input: archive });
  } catch {
    rmSync(folder, { recursive: true, force: true });
    return null;
  }
  try {
    const before = (await import(path.join(folder, 'src/shared/draw/draw-assignments.ts'))) as {
      drawAssignments: typeof drawAssignments;
    };
    const time = (draw: typeof drawAssignments) => {
      const started = performance.now();
      const result = draw({
        players: scenario.players,
        history: scenario.history,
        year: CURRENT_YEAR,
        random: createCryptoRandomSource(),
      });
      if (!result.ok) throw new Error(`a draw failed on ${scenario.label}`);
      return performance.now() - started;
    };
    const now: number[] = [];
    const then: number[] = [];
    time(drawAssignments); // Compiled by V8 before it is timed, as the earlier one below.
    time(before.drawAssignments);
    for (let run = 0; run < BEFORE_RULES_RUNS; run++) {
      now.push(time(drawAssignments));
      then.push(time(before.drawAssignments));
    }
    return { nowMs: median(now), beforeMs: median(then) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The scenarios with households and rules (the earlier draw knows neither, so ours only). */
function createRuleScenarios(random: RandomSource): Scenario[] {
  const circle: DrawRules = { avoidMutual: false, singleCircle: true, historyYears: null };
  const noMutual: DrawRules = { avoidMutual: true, singleCircle: false, historyYears: null };
  const circlePlayers = createPlayersInHouseholds(10_000, 4);
  // Families of 4: a couple and two children without e-mail, one looked after by each parent.
  const families = createPlayersInHouseholds(100_000, 4).map((player, index) => ({
    ...player,
    household: index % 4 < 2 ? player.household : null,
    caredBy: index % 4 >= 2 ? `p${index - 2}` : null,
  }));
  // A company drawn team by team: 1,000 teams of 100, couples among them.
  const teams = createPlayersInHouseholds(100_000, 2).map((player, index) => ({
    ...player,
    group: `équipe ${Math.floor(index / 100)}`,
  }));
  const halfPlayers = createPlayersInHouseholds(10_000, 1).map((player, index) => ({
    ...player,
    household: index % 2 === 0 ? 'foyer nombreux' : null,
  }));
  return [
    {
      label: '10,000 people in one circle, households of 4',
      players: circlePlayers,
      history: createHistoryUnderRules(circlePlayers, circle, random),
      rules: circle,
    },
    {
      label: '100,000 people in couples, no mutual exchanges',
      players: createPlayersInHouseholds(100_000, 2),
      history: [],
      rules: noMutual,
    },
    {
      label: '100,000 people in families of 4, each child looked after by a parent',
      players: families,
      history: [],
      rules: { ...DEFAULT_DRAW_RULES },
    },
    {
      label: '100,000 people in 1,000 teams, one draw per team',
      players: teams,
      history: [],
      rules: { ...DEFAULT_DRAW_RULES, withinGroups: true },
    },
    {
      label: '10,000 people in one circle, one household of half',
      players: halfPlayers,
      history: [],
      rules: circle,
    },
  ];
}

/** Median time of `checkRestrictions` (what the restrictions screen runs as boxes are ticked). */
function timeCheckRestrictions(scenario: Scenario): number {
  const timings: number[] = [];
  for (let run = 0; run < OUR_RUNS; run++) {
    const started = performance.now();
    const answer = checkRestrictions(scenario.players, scenario.rules);
    timings.push(performance.now() - started);
    if (!answer.ok) throw new Error(`restrictions refused on ${scenario.label}`);
  }
  return median(timings);
}

/** The draws with households and rules; alone: `npx tsx bench/draw.ts --rules`. */
export function runRuleScenarios(log: (line: string) => void): string[] {
  const rows: string[] = [];
  for (const scenario of createRuleScenarios(createSeededRandomSource(2026))) {
    log(`draw: ${scenario.label}…`);
    const ours = timeOurDraw(scenario);
    const check = timeCheckRestrictions(scenario);
    const row = `| ${scenario.label} | ${scenario.history.length === 0 ? 'none' : `${EARLIER_YEARS} years`} | ${formatMs(ours.medianMs)} | ${formatMs(ours.maxMs)} | ${formatMs(ours.medianCpuMs)} | ${ours.relaxedYears.length === 0 ? 'none' : ours.relaxedYears.join(', ')} | ${formatMs(check)} |`;
    log(row);
    rows.push(row);
  }
  return rows;
}

const drawBenchmark: Benchmark = {
  name: 'draw',
  async run(log) {
    const setupRandom = createSeededRandomSource(2025);
    const scenarios: Scenario[] = [];
    for (const size of [1_000, 10_000, 100_000]) {
      const players = createPlayersWithRandomExclusions(size, setupRandom);
      scenarios.push({
        label: `${size.toLocaleString('en')} people, 3 exclusions each`,
        players,
        history: createHistory(players, setupRandom),
      });
    }
    // 100,000 is left out here: half of them excluding each other is 2.5·10^9 exclusions,
    // an input no organiser can send (exclusions are lists of ids per player).
    for (const size of [1_000, 10_000]) {
      const players = createPlayersWithHalfHousehold(size, setupRandom);
      scenarios.push({
        label: `${size.toLocaleString('en')} people, household of half`,
        players,
        history: createHistory(players, setupRandom),
      });
    }

    const largest = scenarios.find((scenario) => scenario.players.length === 100_000)!;
    log('draw: 100,000 people, against the engine before the rules…');
    const againstBefore = await timeAgainstBeforeRules(largest);
    const beforeRulesLines = againstBefore
      ? [
          `The same 100,000-person draw by today's engine and by the engine before households and the draw's`,
          `rules (\`git archive ${BEFORE_RULES} src/shared\`), each run ${BEFORE_RULES_RUNS} times in turn in one process on the`,
          `same input: ${formatMs(againstBefore.nowMs)} today, ${formatMs(againstBefore.beforeMs)} before the rules (median), a ratio of ${(againstBefore.nowMs / againstBefore.beforeMs).toFixed(2)}.`,
        ]
      : [
          "The comparison with the engine before the rules needs the repository's history (not a shallow clone).",
        ];
    log(beforeRulesLines.join(' '));

    const rows: string[] = [];
    for (const scenario of scenarios) {
      log(`draw: ${scenario.label}…`);
      const ours = timeOurDraw(scenario);
      const spec = timeSpecDraw(scenario);
      const specOutcome = `${spec.successes}/${spec.runs}${spec.timeouts > 0 ? ` (${spec.timeouts} cut off at ${SPEC_TIME_LIMIT_MS / 1000} s)` : ''}`;
      const row = `| ${scenario.label} | ${formatMs(ours.medianMs)} | ${formatMs(ours.maxMs)} | ${formatMs(ours.medianCpuMs)} | ${ours.relaxedYears.length === 0 ? 'none' : ours.relaxedYears.join(', ')} | ${formatMs(spec.medianMs)} | ${specOutcome} |`;
      log(row);
      rows.push(row);
    }

    return [
      '## Draw',
      '',
      `Each group also has ${EARLIER_YEARS} earlier years of history, drawn by our own engine. "Ours": median and`,
      `slowest of ${OUR_RUNS} runs of \`drawAssignments\` with the production (crypto) random source, input`,
      'objects to result objects; its CPU time is about what the wall time would be with nothing else',
      'running. "Earlier draw": `bench/spec-draw.ts` on the same input (random candidate',
      `order, backtracking, 1000 dead ends per try, 10 tries, no relaxation of history); median time and`,
      `successes out of ${SPEC_RUNS} runs (${SPEC_RUNS_WHEN_SLOW} when a run takes over ${SPEC_SLOW_RUN_MS / 1000} s).`,
      '',
      '| group | ours, median | ours, slowest | ours, median CPU time | years relaxed | earlier draw, median | earlier draw, successes |',
      '|---|---|---|---|---|---|---|',
      ...rows,
      '',
      'The household is half the group chosen at random, listed among the others. It is not run on',
      '100,000 people: that is 2.5·10^9 exclusion ids, an input no organiser can send. On 10,000 people it',
      'is 25 M ids: turning them into numbers (a map look-up each) and sorting them into the table of',
      'forbidden pairs is most of our time there. The earlier draw reads them too, then fails every try.',
      '',
      'Target: 100,000 people in under 1 s.',
      '',
      ...beforeRulesLines,
      '',
      '### With households and rules',
      '',
      `Households given by name (\`household\`), rules as the organiser ticks them; the earlier years are`,
      'drawn by our own engine under the same rules. Same columns as above, plus `checkRestrictions`',
      `(what the restrictions screen runs as boxes are ticked, and saving answers), median of ${OUR_RUNS}.`,
      '',
      '| group | earlier years | ours, median | ours, slowest | ours, median CPU time | years relaxed | checkRestrictions, median |',
      '|---|---|---|---|---|---|---|',
      ...runRuleScenarios(log),
      '',
      'Targets: 10,000 people in one circle with households of 4 and 3 earlier years in under 1 s;',
      '100,000 people in couples without mutual exchanges in under 1.5 s; 100,000 people in families',
      'whose children are looked after by a parent, and 100,000 people in 1,000 teams drawn team by',
      'team, each in under 1 s. The household of half is',
      'the case where rejection has no chance (half the links of a random order are forbidden): the',
      'circle is built from the matching and the Markov chain keeps it one circle.',
    ].join('\n');
  },
};

export default drawBenchmark;

if (process.argv[1]?.endsWith('bench/draw.ts') === true && process.argv.includes('--rules')) {
  runRuleScenarios((line) => console.log(line));
}
