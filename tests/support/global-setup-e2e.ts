import { spawnSync } from 'node:child_process';

/**
 * The journeys run what `npm start` runs: the built web app and the server's bundle, built here
 * when missing or older than their sources, so that a
 * journey run alone never tests yesterday's build.
 */
export default function setup() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('La construction a échoué.');
}
