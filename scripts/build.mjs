// `npm run build`: the web app in every language, and the server as one JavaScript file.
// `node scripts/build.mjs --if-stale` builds only what is missing or older than its sources
// (`npm start`, `npm run bench` and the end-to-end tests' setup run it so).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { SERVER_BUNDLE } from './server-command.mjs';

/**
 * One Vite build per language of src/shared/language.ts (decision 0025): French into dist/web,
 * then each other language into dist/web/<language> (`vite build --mode <language>`). French
 * goes first: its build empties dist/web. The list is read from the TypeScript source, which
 * this script, run by Node alone, cannot import.
 */
const LANGUAGES = JSON.parse(
  /LANGUAGES = (\[[^\]]*\])/
    .exec(readFileSync('src/shared/language.ts', 'utf8'))[1]
    .replaceAll("'", '"'),
);
const WEB_BUILDS = LANGUAGES.map((language, index) =>
  index === 0
    ? { mode: null, index: 'dist/web/index.html' }
    : { mode: language, index: `dist/web/${language}/index.html` },
);
const WEB_SOURCES = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

const SERVER_SOURCES = ['src/server', 'src/shared', 'package-lock.json'];

function newestChange(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const isStale = (outputs, sources) =>
  Math.min(...outputs.map(builtAt)) < Math.max(...sources.map(newestChange));

function buildWeb() {
  for (const { mode } of WEB_BUILDS) {
    const modeArguments = mode ? ['--mode', mode] : [];
    const result = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...modeArguments],
      // Always the production build, whoever asks: Vite keeps a NODE_ENV it is given, and
      // Vitest, whose end-to-end setup builds when stale, sets NODE_ENV=test, with which Vite
      // bundles React's development build.
      { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

async function buildServer() {
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

/** Builds what is missing, or older than its sources. */
export async function buildIfStale() {
  if (
    isStale(
      WEB_BUILDS.map(({ index }) => index),
      WEB_SOURCES,
    )
  ) {
    console.log('Construction de l’application web…');
    buildWeb();
  }
  if (isStale([SERVER_BUNDLE], SERVER_SOURCES)) {
    console.log('Construction du serveur…');
    await buildServer();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale')) await buildIfStale();
  else {
    buildWeb();
    await buildServer();
  }
}
