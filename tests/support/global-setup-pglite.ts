import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from '../../src/server/db/database.server.ts';

/**
 * One migrated PGlite, dumped once; each test file loads the dump instead of migrating. The
 * dump is written outside the project and removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const dump = await dumpMigratedPglite();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'secret-santa-pglite-template-'));
  const templatePath = path.join(dir, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  return () => rmSync(dir, { recursive: true, force: true });
}
