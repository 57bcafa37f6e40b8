import type { Plugin } from 'vite';
import { CATALOGUE_MODULES, CATALOGUES } from '../shared/catalogues.ts';
import { DEFAULT_LANGUAGE, type Language, webBuildOf } from '../shared/language.ts';

/** The build of `language` (shared/language.ts): where Vite writes it, and its files' address. */
export function buildOfLanguage(language: Language) {
  const { folder, base } = webBuildOf(language);
  return { outDir: `../../dist/web/${folder}`, base };
}

/** A French catalogue's module (src/shared/catalogues.ts), which has a twin per language. */
const CATALOGUE = new RegExp(
  `[\\\\/]src[\\\\/]shared[\\\\/](${CATALOGUE_MODULES.join('|')})\\.ts$`,
);

/**
 * The web app is built once per language (decision 0025), each build holding its own
 * catalogue only: a page downloads the texts of one language. Builds the app in `language`:
 * each catalogue module is swapped for its twin
 * (`messages.ts` → `messages.en.ts`), and index.html's language and tagline follow. French is
 * built as the sources are.
 */
export function catalogueLanguage(language: Language): Plugin {
  return {
    name: 'secret-santa:catalogue-language',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (language === DEFAULT_LANGUAGE || !importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !CATALOGUE.test(resolved.id)) return null;
      return resolved.id.replace(/\.ts$/, `.${language}.ts`);
    },
    transformIndexHtml(html) {
      if (language === DEFAULT_LANGUAGE) return html;
      const frenchTagline = CATALOGUES[DEFAULT_LANGUAGE].messages.app.tagline;
      for (const needed of ['<html lang="fr">', frenchTagline]) {
        if (!html.includes(needed)) throw new Error(`index.html no longer has ${needed}`);
      }
      return html
        .replace('<html lang="fr">', `<html lang="${language}">`)
        .replaceAll(frenchTagline, CATALOGUES[language].messages.app.tagline);
    },
  };
}
