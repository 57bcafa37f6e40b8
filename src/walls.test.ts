import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The house's walls (ARCHITECTURE.md) are lint rules: an import across one fails `npm test`'s
 * lint. Each wall is tried here with a file that breaks it, and one that keeps to it.
 */
const eslint = new ESLint();

async function rulesBrokenBy(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .map((message) => message.ruleId ?? message.message)
    .filter((rule) => rule !== '@typescript-eslint/no-unused-vars');
}

describe('the walls between layers', () => {
  it.each([
    [
      'src/server/domain/wall.ts',
      "import '../http/refusal-answer.ts';",
      'import-x/no-restricted-paths',
    ],
    [
      'src/server/mail/wall.ts',
      "import '../features/draw/draw-routes.ts';",
      'import-x/no-restricted-paths',
    ],
    ['src/server/db/wall.ts', "import 'hono';", 'no-restricted-imports'],
    ['src/server/security/wall.ts', "import '@hono/zod-openapi';", 'no-restricted-imports'],
    [
      'src/server/features/players/wall.ts',
      "import '../draw/draw-routes.ts';",
      'import-x/no-restricted-paths',
    ],
    [
      'src/web/features/players/wall.ts',
      "import '../draw/draw-panel.tsx';",
      'import-x/no-restricted-paths',
    ],
    [
      'src/web/features/players/wall.ts',
      "import '../../routes/root.tsx';",
      'import-x/no-restricted-paths',
    ],
    ['src/shared/wall.ts', "import '../server/log.ts';", 'import-x/no-restricted-paths'],
    ['src/web/wall.ts', "import '../server/log.ts';", 'import-x/no-restricted-paths'],
  ])('%s may not %s', async (filePath, code, rule) => {
    expect(await rulesBrokenBy(filePath, code)).toContain(rule);
  });

  it.each([
    ['src/server/domain/wall.ts', "import '../../shared/refusal.ts';"],
    ['src/server/features/players/wall.ts', "import '../../domain/player-row.ts';"],
    ['src/web/features/players/wall.ts', "import '../../lib/reads/get-draw.ts';"],
  ])('%s may %s', async (filePath, code) => {
    expect(await rulesBrokenBy(filePath, code)).toEqual([]);
  });
});
