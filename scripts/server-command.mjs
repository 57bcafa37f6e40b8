// The server's command line: which file Node runs, and with which flags (scripts/build.mjs
// writes the file; scripts/start.mjs and tests/support/e2e-server.ts run it).

/**
 * The server as one file, which `npm start` and the end-to-end tests run with Node itself, so
 * that a start compiles nothing (a journey starts several servers). Its packages stay in
 * node_modules. It sits two folders below the project, as
 * `src/server/project-root.ts` does, so that the paths it finds are the same.
 */
export const SERVER_BUNDLE = 'dist/server/main.js';

/**
 * How Node runs that file, wherever it starts: `npm start`, the end-to-end tests and the
 * benchmarks, and deploy/secret-santa@.service, which repeats them.
 * - Source maps: a failure's frames name the source files.
 * - A larger young generation: under load, every request waiting for the database keeps its
 *   objects alive through the young collections, which copy them; more room means fewer
 *   collections, for more memory (decision 0039 weighs the two).
 */
export const SERVER_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=32'];
