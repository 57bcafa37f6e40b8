import { readdirSync, readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The house's walls (ARCHITECTURE.md) are lint rules: an import across one fails `npm test`'s
 * lint. Each wall is tried here with a file that breaks it, and one that keeps to it.
 */
const eslint = new ESLint();

/** A file that does not exist, linted as if it were in `folder`. */
async function rulesBrokenBy(folder: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${folder}/wall.ts` });
  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? message.message)
    .filter((rule) => rule !== '@typescript-eslint/no-unused-vars');
}

describe('the walls between layers', () => {
  it.each([
    ['src/server/domain', "import '../http/refusal-answer.ts';", 'import-x/no-restricted-paths'],
    [
      'src/server/mail',
      "import '../features/draw/draw-routes.ts';",
      'import-x/no-restricted-paths',
    ],
    ['src/server/db', "import 'hono';", 'no-restricted-imports'],
    ['src/server/security', "import '@hono/zod-openapi';", 'no-restricted-imports'],
    [
      'src/server/features/players',
      "import '../draw/draw-routes.ts';",
      'import-x/no-restricted-paths',
    ],
    [
      'src/web/features/players',
      "import '../draw/draw-panel.tsx';",
      'import-x/no-restricted-paths',
    ],
    ['src/web/features/players', "import '../../routes/root.tsx';", 'import-x/no-restricted-paths'],
    ['src/shared', "import '../server/log.ts';", 'import-x/no-restricted-paths'],
    ['src/web', "import '../server/log.ts';", 'import-x/no-restricted-paths'],
  ])('a file in %s may not %s', async (folder, code, rule) => {
    expect(await rulesBrokenBy(folder, code)).toContain(rule);
  });

  it.each([
    ['src/server/domain', "import '../../shared/refusal.ts';"],
    ['src/server/features/players', "import '../../domain/player-row.ts';"],
    ['src/web/features/players', "import '../../lib/reads/get-draw.ts';"],
  ])('a file in %s may %s', async (folder, code) => {
    expect(await rulesBrokenBy(folder, code)).toEqual([]);
  });
});

describe('the outbox', () => {
  it('is written by src/server/mail/outbox.server.ts alone', () => {
    const files = readdirSync('src/server', { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'),
    );
    const writers = files.filter((file) =>
      /insert into \$\{mailOutbox\}|\.insert\(mailOutbox\)/.test(
        readFileSync(`src/server/${file}`, 'utf8'),
      ),
    );
    expect(writers).toEqual(['mail/outbox.server.ts']);
  });
});
