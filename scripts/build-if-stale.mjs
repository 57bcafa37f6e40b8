import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const BUILT_INDEX = 'dist/web/index.html';
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

/** Builds the web app with Vite when it was never built or its sources changed since. */
export function buildWebIfStale() {
  const builtAt = existsSync(BUILT_INDEX) ? statSync(BUILT_INDEX).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map(newestChange));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? 'Le code web a changé : reconstruction…' : "Construction de l'application web…");
  const result = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
