import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runDrawCommand } from './draw.ts';

/** The real command, as `npm run --silent draw` runs it: its input, output and exit code. */
function drawCommand(input: string, args: string[] = []) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/draw.ts', ...args],
    {
      input,
      encoding: 'utf8',
    },
  );
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

/**
 * The same command as a function: what it answers, without starting Node and compiling
 * TypeScript for each case (the command's own wiring is tested once, below).
 */
function draw(input: string, args: string[] = []) {
  const outcome = runDrawCommand({ args, input });
  return { stdout: outcome.stdout, stderr: outcome.stderr, status: outcome.exitCode };
}

const family = {
  year: 2026,
  participants: [
    { id: 'a', name: 'Alice', excluded: ['b'] },
    { id: 'b', name: 'Bruno', excluded: ['a'] },
    { id: 'c', name: 'Chloé', excluded: [] },
    { id: 'd', name: 'Denis' },
  ],
  history: [{ year: 2025, giver: 'a', receiver: 'c' }],
};

describe('npm run draw', () => {
  it('reads its standard input, writes the draw on its output, and exits 2 with a message on bad input', () => {
    const drawn = drawCommand(JSON.stringify(family), ['--seed', '7', '--samples', '3']);
    expect(drawn).toEqual(draw(JSON.stringify(family), ['--seed', '7', '--samples', '3']));
    expect(drawn.status).toBe(0);
    const refused = drawCommand('{pas du json');
    expect(refused).toEqual(draw('{pas du json'));
    expect(refused.status).toBe(2);
  });

  it('writes one valid draw per sample, reproducibly with a seed', () => {
    const first = draw(JSON.stringify(family), ['--seed', '7', '--samples', '3']);
    expect(first.status).toBe(0);
    const lines = first.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    for (const result of lines) {
      expect(result.ok).toBe(true);
      expect(result.relaxedYears).toEqual([]);
      const receivers = result.assignments
        .map((pair: { receiver: string }) => pair.receiver)
        .sort();
      expect(receivers).toEqual(['a', 'b', 'c', 'd']);
      for (const pair of result.assignments) {
        expect(pair.giver).not.toBe(pair.receiver);
        expect(`${pair.giver}${pair.receiver}`).not.toMatch(/^(ab|ba|ac)$/);
      }
    }
    expect(draw(JSON.stringify(family), ['--seed', '7', '--samples', '3']).stdout).toBe(
      first.stdout,
    );
  });

  it('explains an impossible draw with the blocking group', () => {
    const impossible = {
      year: 2026,
      participants: [
        { id: 'a', name: 'Alice', excluded: ['b', 'c'] },
        { id: 'b', name: 'Bruno', excluded: [] },
        { id: 'c', name: 'Chloé', excluded: [] },
      ],
    };
    const result = JSON.parse(draw(JSON.stringify(impossible), ['--seed', '1']).stdout);
    expect(result).toMatchObject({
      ok: false,
      reason: 'infeasible',
      blocking: { givers: ['a'], receivers: [] },
    });
    expect(result.message).toContain('Alice ne peut offrir à personne');
  });

  it('reads households and rules: one circle where no couple gives to each other, same answer for a seed', () => {
    const event = {
      year: 2026,
      participants: [
        { id: 'a', name: 'Alice', household: 'Martin' },
        { id: 'b', name: 'Bruno', household: 'Martin' },
        { id: 'c', name: 'Chloé', household: 'Durand' },
        { id: 'd', name: 'Denis', household: 'Durand' },
        { id: 'e', name: 'Emma', household: null },
      ],
      history: [
        { year: 2025, giver: 'a', receiver: 'c' },
        { year: 2024, giver: 'a', receiver: 'd' },
      ],
      rules: { singleCircle: true, historyYears: 1 },
    };
    const first = draw(JSON.stringify(event), ['--seed', '3', '--samples', '20']);
    expect(first.status).toBe(0);
    for (const line of first.stdout.trim().split('\n')) {
      const result = JSON.parse(line);
      expect(result).toMatchObject({ ok: true, relaxedYears: [] });
      const receiverOf = new Map<string, string>(
        result.assignments.map((pair: { giver: string; receiver: string }) => [
          pair.giver,
          pair.receiver,
        ]),
      );
      const pairs = [...receiverOf].map(([giver, receiver]) => `${giver}${receiver}`);
      expect(pairs.filter((pair) => /^(ab|ba|cd|dc|ac)$/.test(pair))).toEqual([]);
      // One circle: following the gifts from Alice meets everyone before coming back.
      let current = 'a';
      const met = new Set<string>();
      do {
        met.add(current);
        current = receiverOf.get(current) as string;
      } while (current !== 'a' && met.size <= 5);
      expect(met.size).toBe(5);
    }
    expect(draw(JSON.stringify(event), ['--seed', '3', '--samples', '20']).stdout).toBe(
      first.stdout,
    );
  });

  it('reads who looks after whom: Léo never gives to Claire nor to Lina, Claire gives to neither unless allowed', () => {
    const family = {
      year: 2026,
      participants: [
        { id: 'claire', name: 'Claire' },
        { id: 'leo', name: 'Léo', caredBy: 'claire' },
        { id: 'lina', name: 'Lina', caredBy: 'claire' },
        { id: 'paul', name: 'Paul' },
        { id: 'zoe', name: 'Zoé' },
        { id: 'max', name: 'Max' },
      ],
    };
    const pairsOf = (stdout: string) =>
      stdout
        .trim()
        .split('\n')
        .flatMap((line) =>
          (JSON.parse(line).assignments as Array<{ giver: string; receiver: string }>).map(
            (pair) => `${pair.giver}→${pair.receiver}`,
          ),
        );
    const kept = pairsOf(draw(JSON.stringify(family), ['--seed', '5', '--samples', '200']).stdout);
    for (const forbidden of ['leo→claire', 'lina→claire', 'leo→lina', 'lina→leo']) {
      expect(kept).not.toContain(forbidden);
    }
    expect(kept.filter((pair) => /^claire→(leo|lina)$/.test(pair))).toEqual([]);

    const allowed = { ...family, rules: { carerNotGivingToCared: false } };
    const drawn = pairsOf(
      draw(JSON.stringify(allowed), ['--seed', '5', '--samples', '200']).stdout,
    );
    expect(drawn).toContain('claire→leo');
    expect(drawn).not.toContain('leo→claire');
  });

  it('explains a family of a carer and the two she looks after, with nobody else', () => {
    const only = {
      year: 2026,
      participants: [
        { id: 'claire', name: 'Claire' },
        { id: 'leo', name: 'Léo', caredBy: 'claire' },
        { id: 'lina', name: 'Lina', caredBy: 'claire' },
      ],
    };
    const result = JSON.parse(draw(JSON.stringify(only), ['--seed', '1']).stdout);
    expect(result).toMatchObject({ ok: false, reason: 'infeasible' });
    // Claire may give neither to Léo nor to Lina, who may give to nobody but each other.
    expect(result.message).toContain('Claire ne peut offrir à personne');
  });

  it('draws inside each team with withinGroups, and names who is alone in theirs', () => {
    const teams = {
      year: 2026,
      participants: [
        { id: 'a', name: 'Alice', group: 'Ventes' },
        { id: 'b', name: 'Bruno', group: 'Ventes' },
        { id: 'c', name: 'Chloé', group: 'Ventes' },
        { id: 'd', name: 'Denis', group: 'Compta' },
        { id: 'e', name: 'Emma', group: 'Compta' },
      ],
      rules: { withinGroups: true },
    };
    const team = new Map(teams.participants.map((p) => [p.id, p.group]));
    const drawn = draw(JSON.stringify(teams), ['--seed', '4', '--samples', '50']);
    expect(drawn.status).toBe(0);
    for (const line of drawn.stdout.trim().split('\n')) {
      for (const pair of JSON.parse(line).assignments as Array<{ giver: string; receiver: string }>)
        expect(team.get(pair.receiver)).toBe(team.get(pair.giver));
    }
    const alone = {
      ...teams,
      participants: [...teams.participants, { id: 'f', name: 'Farid', group: 'Direction' }],
    };
    const refused = JSON.parse(draw(JSON.stringify(alone), ['--seed', '4']).stdout);
    expect(refused).toMatchObject({ ok: false, reason: 'infeasible' });
    expect(refused.message).toContain('Farid est seul dans l’équipe «\u202fDirection\u202f»');
  });

  it('gives the same answers with the default rules written out as without them', () => {
    const withDefaults = { ...family, rules: { avoidMutual: false, singleCircle: false } };
    expect(draw(JSON.stringify(withDefaults), ['--seed', '7', '--samples', '3']).stdout).toBe(
      draw(JSON.stringify(family), ['--seed', '7', '--samples', '3']).stdout,
    );
  });

  it('says which rule leaves no draw, without a blocking group', () => {
    const two = {
      year: 2026,
      participants: [
        { id: 'a', name: 'Alice' },
        { id: 'b', name: 'Bruno' },
      ],
      rules: { avoidMutual: true },
    };
    const result = JSON.parse(draw(JSON.stringify(two), ['--seed', '1']).stdout);
    expect(result).toEqual({
      ok: false,
      reason: 'infeasible',
      message: expect.stringContaining('Sans échanges réciproques'),
    });
  });

  it.each([
    ['{"year": 2026, "participants": [], "rules": {"historyYears": -1}}', /historyYears/],
    ['{"year": 2026, "participants": [], "rules": {"historyYears": 1.5}}', /historyYears/],
    ['{"year": 2026, "participants": [], "rules": {"avoidMutual": "oui"}}', /avoidMutual/],
    ['{"year": 2026, "participants": [{"id": "a", "name": "A", "household": 3}]}', /household/],
    ['{"year": 2026, "participants": [], "rules": {"avoidMutal": true}}', /avoidMutal/],
    ['{"year": 2026, "participants": [], "rules": {"historyYears": 51}}', /historyYears/],
    ['{"year": 2026, "participants": [], "rules": {"carerNotGivingToCared": 1}}', /carer/],
    ['{"year": 2026, "participants": [], "rules": {"withinGroups": "oui"}}', /withinGroups/],
    ['{"year": 2026, "participants": [{"id": "a", "name": "A", "group": 7}]}', /group/],
    ['{"year": 2026, "participants": [{"id": "a", "name": "A", "caredBy": "z"}]}', /caredBy/],
    ['{"year": 2026, "participants": [{"id": "a", "name": "A", "caredBy": "a"}]}', /caredBy/],
    [
      '{"year": 2026, "participants": [{"id": "a", "name": "A"}, {"id": "b", "name": "B", "caredBy": "a"}, {"id": "c", "name": "C", "caredBy": "b"}]}',
      /caredBy/,
    ],
  ])('refuses the invalid rules %j with a French message and exit code 2', (input, message) => {
    const result = draw(input);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/invalide/);
  });

  it('accepts historyYears up to the API maximum', () => {
    const result = draw(JSON.stringify({ ...family, rules: { historyYears: 50 } }), [
      '--seed',
      '7',
    ]);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ ok: true });
  });

  it.each([
    ['{pas du json', /JSON/],
    ['{"year": "2026", "participants": []}', /year/],
    ['', /Aucune donnée/],
  ])('refuses the malformed input %j with a French message and exit code 2', (input, message) => {
    const result = draw(input);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
  });
});
