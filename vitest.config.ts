import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { catalogueLanguage } from './src/web/build-language.ts';
import { pseudoLocale } from './tests/support/pseudo-locale-plugin.ts';

const apiTests = ['tests/api/**/*.test.ts'];
const pseudoTests = ['src/**/*.pseudo.test.ts', 'src/**/*.pseudo.test.tsx'];
const componentTestSetup = 'src/web/testing/component-test-setup.ts';
/**
 * PGlite is PostgreSQL itself, compiled to WebAssembly: the same parser, planner, types and
 * constraints. What a PostgreSQL server adds is connections: a pool, several app instances on
 * one database, LISTEN/NOTIFY between them, requests that truly run at once, its own backup
 * tool. The files below test none of that (HTTP rules, validation, access, texts, timings of
 * password hashing), so they run on PGlite alone; every other API file runs on both.
 */
const pgliteOnlyApiTests = [
  'api-operations',
  'access',
  'answer-timing',
  'bad-input',
  'copy-players',
  'exchange',
  'http-surface',
  'https',
  'languages',
  'pair-secrecy',
  'participant-space',
  'player-import',
  'request-edge',
  'secret-santas',
].map((name) => `tests/api/${name}.test.ts`);

// One runner for every kind of test, in layers: unit (pure code and React components),
// api (the HTTP app on a real database: once on PGlite, once on PostgreSQL) and e2e
// (the built app, a real server process, real SMTP, real Chromium).
export default defineConfig({
  test: {
    // Vitest's default leaves a core idle (one worker on two cores). A journey waits on its
    // browser and its server as much as it computes, so two side by side leave the cores idle
    // a quarter of the time: one worker more than the cores fills them.
    maxWorkers: availableParallelism() + 1,
    // A guard against a test that hangs, not a measure: a unit test shares the cores with the
    // journeys, and a heavy one (a 100,000-person draw, a property test of a thousand cases)
    // would pass Vitest's default 5 s on a busy machine. The layers below set their own.
    testTimeout: 30_000,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: pseudoTests,
          setupFiles: [componentTestSetup],
          environment: 'node',
        },
      },
      {
        // The component tests again with the English catalogues, as the English build has them
        // (decision 0025): each catalogue module is its twin, in the test's imports too.
        plugins: [catalogueLanguage('en')],
        test: {
          name: 'unit-en',
          include: ['src/web/**/*.test.tsx'],
          exclude: pseudoTests,
          setupFiles: [componentTestSetup],
          environment: 'node',
        },
      },
      {
        // Screens, refusals and e-mails in a pseudo-language that every catalogue module is,
        // French and English alike (tests/support/pseudo-locale.ts): a text left in French or
        // English, or written in the code, shows.
        plugins: [pseudoLocale()],
        test: {
          name: 'unit-pseudo',
          include: [...pseudoTests, 'src/web/**/*.test.tsx'],
          setupFiles: [componentTestSetup, 'src/web/testing/pseudo-screen-check.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-pglite',
          include: apiTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['tests/support/global-setup-pglite.ts'],
          // A worker imports the app once for all its files, not once per file: each file
          // makes its own app on its own database (tests/support/test-app.ts).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: apiTests,
          exclude: pgliteOnlyApiTests,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['tests/support/global-setup-postgres.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup-e2e.ts'],
          // Files run side by side: each starts its own server on its own port and data
          // folder, SMTP server and Chromium (tests/support/e2e-world.ts, free-port.ts).
          isolate: false,
          // A guard against a journey that hangs, not a measure: two journeys side by side
          // share the cores, so each takes longer than alone.
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
