import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Benchmark } from './run.ts';

/** What Vitest's JSON reporter says of one file. */
type FileReport = { name: string; startTime: number; endTime: number; assertionResults: unknown[] };

const LAYERS = [
  { layer: 'unit', folder: 'src/' },
  { layer: 'API', folder: 'tests/api/' },
  { layer: 'end-to-end', folder: 'tests/e2e/' },
];

/**
 * The table of a Vitest JSON report: each layer's span from its first file's start to its last
 * file's end, and each API and end-to-end file's time (an API file that runs on both databases
 * appears twice). Files run side by side, one per worker, so a file's time includes sharing
 * the cores with another.
 */
export function suiteTable(report: { testResults: FileReport[] }): string {
  const files = report.testResults;
  const start = Math.min(...files.map((file) => file.startTime));
  const seconds = (ms: number) => (ms / 1000).toFixed(1);
  const relative = (file: FileReport) => path.relative(process.cwd(), file.name);
  const layerRows = LAYERS.map(({ layer, folder }) => {
    const mine = files.filter((file) => relative(file).startsWith(folder));
    const first = Math.min(...mine.map((file) => file.startTime));
    const last = Math.max(...mine.map((file) => file.endTime));
    const tests = mine.reduce((sum, file) => sum + file.assertionResults.length, 0);
    return `| ${layer} | ${mine.length} | ${tests} | ${seconds(first - start)}–${seconds(last - start)} s |`;
  });
  const fileRows = files
    .filter((file) => !relative(file).startsWith('src/'))
    .map((file) => ({ file: relative(file), ms: file.endTime - file.startTime }))
    .sort((a, b) => b.ms - a.ms)
    .map(({ file, ms }) => `| \`${file}\` | ${seconds(ms)} |`);
  return [
    '| layer | files | tests | from–to |',
    '|---|---|---|---|',
    ...layerRows,
    '',
    '| file | seconds |',
    '|---|---|',
    ...fileRows,
  ].join('\n');
}

/** Every layer of `npm test` (without the type-check and lint that run beside it), as CI runs it. */
const benchmark: Benchmark = {
  name: 'The test suite',
  run(log) {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'secret-santa-suite-'));
    const report = path.join(folder, 'report.json');
    const started = Date.now();
    const run = spawnSync(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', '--reporter=json', `--outputFile.json=${report}`],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: 'true' } },
    );
    const wallSeconds = Math.round((Date.now() - started) / 1000);
    const parsed = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: FileReport[];
    };
    rmSync(folder, { recursive: true, force: true });
    log(`  ${wallSeconds} s, ${parsed.numPassedTests} passed, ${parsed.numFailedTests} failed`);
    if (run.status !== 0) log('  the run failed: its times say little');
    return [
      `## ${this.name}`,
      '',
      `One Vitest run of every layer, as \`npm test\` runs it (without type-check and lint)`,
      `(\`bench/test-suite.ts\`): ${wallSeconds} s, ${parsed.numPassedTests} tests passed,`,
      `${parsed.numFailedTests} failed. One worker per core (decision 0028).`,
      '',
      suiteTable(parsed),
    ].join('\n');
  },
};

export default benchmark;
