import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from '../../src/server/db/database.server.ts';

/**
 * One migrated PGlite, dumped once; each test file loads the dump (well under a second). The
 * dump (41 MB) is removed when the run ends: each run has its own, named by its process.
 */
export default async function setup(project: TestProject) {
  const dump = await dumpMigratedPglite();
  const dir = path.resolve('.tmp');
  mkdirSync(dir, { recursive: true });
  const templatePath = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  return () => rmSync(templatePath, { force: true });
}
