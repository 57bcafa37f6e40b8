import path from 'node:path';
import type { Plugin } from 'vite';
import { CATALOGUE_MODULES } from '../../src/shared/catalogues.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../src/shared/language.ts';

/** A catalogue's twin in another language: '.en', '.es', '.de'. */
const TWIN = `(\\.(?:${LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).join('|')}))?`;
const CATALOGUE = new RegExp(
  `[\\\\/]src[\\\\/]shared[\\\\/](${CATALOGUE_MODULES.join('|')})${TWIN}\\.ts$`,
);
const PSEUDO_QUERY = '?pseudo-locale';

/** 'account-messages' → 'accountMessages': the name each catalogue module exports its texts by. */
const exportName = (module: string) =>
  module.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * For the Vitest project `unit-pseudo` (the language itself: pseudo-locale.ts): every catalogue module, in every language, is the
 * English one in the pseudo-language, in the tests' imports too. Whatever language a screen,
 * a refusal or an e-mail is asked in, its texts come out marked.
 */
export function pseudoLocale(): Plugin {
  return {
    name: 'secret-santa:pseudo-locale',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.endsWith(PSEUDO_QUERY)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const match = resolved && CATALOGUE.exec(resolved.id);
      if (!resolved || !match) return null;
      return `${resolved.id.replace(new RegExp(`${TWIN}\\.ts$`), '.en.ts')}${PSEUDO_QUERY}`;
    },
    load(id) {
      if (!id.endsWith(PSEUDO_QUERY)) return null;
      const english = id.slice(0, -PSEUDO_QUERY.length);
      const name = exportName(path.basename(english, '.en.ts'));
      const helper = path.resolve(import.meta.dirname, 'pseudo-locale.ts');
      return [
        `import * as english from ${JSON.stringify(english)};`,
        `import { pseudoCatalogue } from ${JSON.stringify(helper)};`,
        `export * from ${JSON.stringify(english)};`,
        `export const ${name} = pseudoCatalogue(english.${name});`,
      ].join('\n');
    },
  };
}
