/**
 * The languages the product speaks (docs/product.md §9.9): French first, English, Spanish and
 * German beside it. Each has one catalogue per audience (messages.ts, organiser-messages.ts, …,
 * and their `.en.ts`, `.es.ts`, `.de.ts` twins) with the same keys; the web app is built once
 * per language (decision 0025).
 */
export const LANGUAGES = ['fr', 'en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** The cookie that keeps a person's own choice ('Français / English' in the header). */
export const LANGUAGE_COOKIE = 'lang';
/** A year: a choice is remembered, not asked again each visit. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Where each language's build of the web app lives (decision 0025): French, the first, in
 * dist/web itself; every other in dist/web/<language>, its files served under /<language>/.
 * Read by the build (vite.config.ts) and by the server that sends it.
 */
export function webBuildOf(language: Language): { folder: string; base: string } {
  return language === DEFAULT_LANGUAGE
    ? { folder: '', base: '/' }
    : { folder: language, base: `/${language}/` };
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The language a page is served in: the person's own choice (the cookie), else the first
 * language of `Accept-Language` the product speaks, by the browser's order of preference,
 * else French.
 */
export function chooseLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const chosen = cookieValue(cookieHeader ?? '', LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  return preferredLanguage(acceptLanguage ?? '') ?? DEFAULT_LANGUAGE;
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return value.join('=').trim();
  }
  return undefined;
}

/** RFC 9110 §12.5.4: 'en-GB,en;q=0.9,fr;q=0.8' → 'en'; a weight of 0 means "not this one". */
function preferredLanguage(header: string): Language | undefined {
  const ranges = header
    .split(',')
    .map((range, order) => {
      const [tag = '', ...parameters] = range.trim().split(';');
      const weight = parameters
        .map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return {
        primary: tag.trim().toLowerCase().split('-')[0],
        weight: weight === undefined ? 1 : Number(weight),
        order,
      };
    })
    .filter((range) => range.weight > 0 && !Number.isNaN(range.weight))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranges.map((range) => range.primary).find(isLanguage);
}

/**
 * The shape of another language's catalogue: the same keys, lists of the same length, and
 * functions taking the same values, with any wording. Each `.en.ts` catalogue is typed by it,
 * so a key missing in either language fails the type check (catalogue-parity.test.ts checks
 * it again at run time).
 */
export type Wording<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : R
    : { readonly [K in keyof T]: Wording<T[K]> };
