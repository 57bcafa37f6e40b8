// `npm test`: every test layer in one Vitest run (the end-to-end layer's setup builds the app
// when it is stale, tests/support/global-setup-e2e.ts), with type-check and lint beside it.
// `node scripts/test.mjs unit|api|e2e …` runs only those layers, without type-check and lint
// (`npm run test:unit`, `test:api`, `test:e2e`).
// PostgreSQL, Dovecot, nginx and Chromium are real: when one is missing the run says so on a line of its
// own (SKIPPED: …), and under CI=true a missing one fails the run instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const isCI = process.env.CI === 'true' || process.env.CI === '1';
const LAYERS = ['unit', 'api', 'e2e'];
const asked = process.argv.slice(2);
const unknown = asked.filter((layer) => !LAYERS.includes(layer));
if (unknown.length > 0) {
  console.error(`Couche inconnue : ${unknown.join(', ')} (au choix : ${LAYERS.join(', ')}).`);
  process.exit(2);
}
const layers = asked.length > 0 ? asked : LAYERS;
const everything = asked.length === 0;

function postgresAvailable() {
  if (process.env.DATABASE_URL) return true;
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return true;
  const versions = existsSync('/usr/lib/postgresql') ? spawnSync('ls', ['/usr/lib/postgresql'], { encoding: 'utf8' }).stdout.split('\n') : [];
  return versions.some((v) => v && existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
}

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const projects = [];
if (layers.includes('unit')) projects.push('unit', 'unit-en', 'unit-pseudo');
if (layers.includes('api')) {
  projects.push('api-pglite');
  if (postgresAvailable()) projects.push('api-postgres');
  else if (isCI) {
    console.error('PostgreSQL introuvable (ni DATABASE_URL ni initdb) : les tests sur PostgreSQL sont obligatoires en CI.');
    process.exit(1);
  } else console.log('SKIPPED: PostgreSQL (ni DATABASE_URL ni initdb sur cette machine)');
}
if (layers.includes('api')) {
  const hasDovecot =
    spawnSync('sh', ['-c', 'command -v dovecot'], { encoding: 'utf8' }).stdout.trim() ||
    existsSync('/usr/sbin/dovecot');
  if (!hasDovecot && isCI) {
    console.error('Dovecot introuvable : les tests de la boîte des retours (IMAP) sont obligatoires en CI.');
    process.exit(1);
  } else if (!hasDovecot) console.log('SKIPPED: boîte des retours (Dovecot absent : apt-get install dovecot-imapd)');
}
if (layers.includes('e2e')) {
  // The production layout's test runs Debian's nginx in front of three instances (deploy/).
  const hasNginx = existsSync('/usr/sbin/nginx') || existsSync('/usr/bin/nginx');
  if (!hasNginx && isCI) {
    console.error('nginx introuvable : le test derrière le proxy est obligatoire en CI (apt-get install nginx-light).');
    process.exit(1);
  } else if (!hasNginx) console.log('SKIPPED: derrière nginx (absent : apt-get install nginx-light)');
  if (existsSync(chromiumPath)) projects.push('e2e');
  else if (isCI) {
    console.error(`Chromium introuvable (${chromiumPath}) : les tests de bout en bout sont obligatoires en CI.`);
    process.exit(1);
  } else console.log(`SKIPPED: Chromium (${chromiumPath} absent : définissez CHROMIUM_PATH)`);
}

/**
 * Runs a check beside the tests, below their priority: it takes the cores the tests leave idle
 * (their setup, the last files), and its output is kept for the end.
 */
function runBeside({ label, args }) {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  os.setPriority(child.pid, 10);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (status) => resolve({ label, status, output })));
}

const checks = everything
  ? [
      { label: 'Vérification des types', args: ['node_modules/typescript/bin/tsc', '--noEmit'] },
      { label: 'Lint', args: ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'] },
    ].map(runBeside)
  : [];

// Vitest's JSON report gives the counts below; it is written outside the project and removed.
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'secret-santa-test-report-'));
const report = path.join(reportDir, 'vitest-report.json');
const vitest = spawn(
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
const vitestStatus = await new Promise((resolve) => vitest.on('close', resolve));

let failed = vitestStatus !== 0;
for (const { label, status, output } of await Promise.all(checks)) {
  console.log(`\n▶ ${label}`);
  if (output) process.stdout.write(output);
  if (status !== 0) {
    console.error(`✖ ${label} a échoué.`);
    failed = true;
  }
}
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed${numPendingTests ? `, ${numPendingTests} skipped` : ''}`);
}
rmSync(reportDir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
