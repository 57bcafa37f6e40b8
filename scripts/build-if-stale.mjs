import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One Vite build per language (decision 0025): French into dist/web, then each other language
 * into dist/web/<language> (`vite build --mode <language>`). French goes first: its build
 * empties dist/web.
 */
const BUILDS = [
  { mode: null, index: 'dist/web/index.html' },
  { mode: 'en', index: 'dist/web/en/index.html' },
];
const SOURCES = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  );
}

/** Builds the web app in every language. */
export function buildWeb() {
  for (const { mode } of BUILDS) {
    const modeArguments = mode ? ['--mode', mode] : [];
    const result = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...modeArguments],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

/** Builds the web app when it was never built or its sources changed since. */
export function buildWebIfStale() {
  const builtAt = Math.min(
    ...BUILDS.map(({ index }) => (existsSync(index) ? statSync(index).mtimeMs : 0)),
  );
  const changedAt = Math.max(...SOURCES.map(newestChange));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? 'Le code web a changé : reconstruction…' : "Construction de l'application web…");
  buildWeb();
}

// `npm run build`: every language, whatever is there already.
if (process.argv[1] === fileURLToPath(import.meta.url)) buildWeb();
