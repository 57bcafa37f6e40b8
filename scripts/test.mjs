// `npm test`: type-check, lint, build, then every test layer in one Vitest run.
// PostgreSQL and Chromium are real: when one is missing the run says so on a line of its
// own (SKIPPED: …), and under CI=true a missing one fails the run instead.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { buildIfStale } from './build.mjs';

const isCI = process.env.CI === 'true' || process.env.CI === '1';

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${label} a échoué.`);
    process.exit(result.status ?? 1);
  }
}

function postgresAvailable() {
  if (process.env.DATABASE_URL) return true;
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return true;
  const versions = existsSync('/usr/lib/postgresql') ? spawnSync('ls', ['/usr/lib/postgresql'], { encoding: 'utf8' }).stdout.split('\n') : [];
  return versions.some((v) => v && existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const projects = ['unit', 'api-pglite'];

if (postgresAvailable()) projects.push('api-postgres');
else if (isCI) {
  console.error('PostgreSQL introuvable (ni DATABASE_URL ni initdb) : les tests sur PostgreSQL sont obligatoires en CI.');
  process.exit(1);
} else console.log('SKIPPED: PostgreSQL (ni DATABASE_URL ni initdb sur cette machine)');

if (existsSync(chromiumPath)) projects.push('e2e', 'lighthouse');
else if (isCI) {
  console.error(`Chromium introuvable (${chromiumPath}) : les tests de bout en bout sont obligatoires en CI.`);
  process.exit(1);
} else console.log(`SKIPPED: Chromium (${chromiumPath} absent : définissez CHROMIUM_PATH)`);

run('Vérification des types', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit']);
run('Lint', process.execPath, ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']);
await buildIfStale();

const report = '.tmp/vitest-report.json';
rmSync(report, { force: true });
const vitest = spawnSync(
  process.execPath,
  [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ],
  { stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromiumPath } },
);

if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed${numPendingTests ? `, ${numPendingTests} skipped` : ''}`);
}
process.exit(vitest.status ?? 1);
