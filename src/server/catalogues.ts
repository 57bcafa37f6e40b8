import { CATALOGUES } from '../shared/catalogues.ts';
import type { DrawWording } from '../shared/draw/draw-messages.ts';
import type { Language, Wording } from '../shared/language.ts';
import type { messages } from '../shared/messages.ts';

/** The screens' catalogue of a language, as the e-mails borrow from it (the exchange's line). */
export function messagesIn(language: Language): Wording<typeof messages> {
  return CATALOGUES[language].messages;
}

const LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-US' };

/** '31 janvier 2027' / 'January 31, 2027', in the server's time zone or the one given. */
export function longDateFormat(language: Language, timeZone?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** The draw's explanations in a language: the caller's (docs/product.md §9.9). */
export function drawWordingIn(language: Language): DrawWording {
  const { organiserMessages: organiser, messages: screens } = CATALOGUES[language];
  return { draw: organiser.draw, problems: organiser.drawProblems, list: screens.format.list };
}
