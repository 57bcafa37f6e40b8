import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['src', 'tests', 'bench', 'scripts', 'docs', '.ci'];
const FILES = ['README.md', 'ARCHITECTURE.md', 'package.json', 'vitest.config.ts', 'vite.config.ts'];
const TEXT = /\.(ts|tsx|js|mjs|md|css|json)$|^run$/;

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(relative);
    return TEXT.test(entry.name) ? [relative] : [];
  });
}

/**
 * A path into the project as comments and documents write it: `src/server/app.ts`,
 * `docs/decisions/0013` (a record by its number), `tests/e2e/` (a folder).
 */
const CITED_PATH = /(?<![\w./@-])(?:src|tests|bench|scripts|docs|drizzle|public|\.ci)\/[\w./-]*\w\/?/g;

/** Whether `cited` names a file or folder, or starts the name of one (a record by its number). */
function exists(cited: string, from: string): boolean {
  const bare = cited.replace(/\/$/, '');
  for (const base of [ROOT, path.dirname(path.join(ROOT, from))]) {
    const full = path.join(base, bare);
    if (existsSync(full)) return true;
    const folder = path.dirname(full);
    if (existsSync(folder) && readdirSync(folder).some((name) => name.startsWith(path.basename(full))))
      return true;
  }
  return false;
}

describe('the files that comments and documents cite', () => {
  it('exist, so that a reader who follows one finds it', () => {
    const missing: string[] = [];
    for (const file of [...FOLDERS.flatMap(filesUnder), ...FILES]) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      for (const [cited] of text.matchAll(CITED_PATH)) {
        if (!exists(cited, file)) missing.push(`${file}: ${cited}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
