import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The real command, as `npm run --silent draw` runs it. */
function draw(input: string, args: string[] = []) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/draw.ts', ...args], {
    input,
    encoding: 'utf8',
  });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
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
  it('writes one valid draw per sample, reproducibly with a seed', () => {
    const first = draw(JSON.stringify(family), ['--seed', '7', '--samples', '3']);
    expect(first.status).toBe(0);
    const lines = first.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    for (const result of lines) {
      expect(result.ok).toBe(true);
      expect(result.relaxedYears).toEqual([]);
      const receivers = result.assignments.map((pair: { receiver: string }) => pair.receiver).sort();
      expect(receivers).toEqual(['a', 'b', 'c', 'd']);
      for (const pair of result.assignments) {
        expect(pair.giver).not.toBe(pair.receiver);
        expect(`${pair.giver}${pair.receiver}`).not.toMatch(/^(ab|ba|ac)$/);
      }
    }
    expect(draw(JSON.stringify(family), ['--seed', '7', '--samples', '3']).stdout).toBe(first.stdout);
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
    expect(result).toMatchObject({ ok: false, reason: 'infeasible', blocking: { givers: ['a'], receivers: [] } });
    expect(result.message).toContain('Alice ne peut offrir à personne');
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
