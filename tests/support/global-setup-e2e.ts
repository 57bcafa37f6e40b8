import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { DATA_TEMPLATE_VARIABLE, makeMigratedDataFolder } from './e2e-server.ts';

/**
 * The journeys run what `npm start` runs: the built web app and the server's bundle, built here
 * when missing or older than their sources, so that a journey run alone never tests
 * yesterday's build. Then one migrated data folder for every journey's server to copy, removed
 * when the run ends (the workers, stopped by Vitest, could not remove theirs).
 */
export default async function setup() {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('La construction a échoué.');
  const template = await makeMigratedDataFolder();
  // The workers start after this setup, with its environment.
  process.env[DATA_TEMPLATE_VARIABLE] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
