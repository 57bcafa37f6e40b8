import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/language.ts';

/**
 * The language of an e-mail better-auth asks us to send (a password reset): better-auth calls
 * back with the user and the link, not with the request, so the route that calls it says the
 * language of its page this way, for the length of the call (docs/product.md §9.9). At rest
 * between calls to better-auth (call-auth.server.ts).
 */
export const mailLanguages = new AsyncLocalStorage<Language>();

export function inMailLanguage<T>(language: Language, run: () => T): T {
  return mailLanguages.run(language, run);
}

/** The language the current call to better-auth sends its e-mails in: French outside one. */
export function mailLanguage(): Language {
  return mailLanguages.getStore() ?? DEFAULT_LANGUAGE;
}
