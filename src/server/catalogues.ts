import { accountMessages as englishAccountMessages } from '../shared/account-messages.en.ts';
import type { DrawWording } from '../shared/draw/draw-messages.ts';
import { accountMessages } from '../shared/account-messages.ts';
import type { Language, Wording } from '../shared/language.ts';
import { mailMessages as englishMailMessages } from '../shared/mail-messages.en.ts';
import { mailMessages } from '../shared/mail-messages.ts';
import { messages as englishMessages } from '../shared/messages.en.ts';
import { messages } from '../shared/messages.ts';
import { organiserMessages as englishOrganiserMessages } from '../shared/organiser-messages.en.ts';
import { organiserMessages } from '../shared/organiser-messages.ts';
import { participantMessages as englishParticipantMessages } from '../shared/participant-messages.en.ts';
import { participantMessages } from '../shared/participant-messages.ts';
import { registrationMessages as englishRegistrationMessages } from '../shared/registration-messages.en.ts';
import { registrationMessages } from '../shared/registration-messages.ts';

/** The screens' catalogues of one language: the French ones, or their twins. */
type ScreenCatalogues = {
  messages: Wording<typeof messages>;
  accountMessages: Wording<typeof accountMessages>;
  organiserMessages: Wording<typeof organiserMessages>;
  participantMessages: Wording<typeof participantMessages>;
  registrationMessages: Wording<typeof registrationMessages>;
};

/**
 * Every catalogue the screens share with the server, in each language (docs/product.md §9.9).
 * The web app gets one language per build (decision 0025); the server holds them all, to
 * answer each caller in theirs.
 */
export const CATALOGUES: Record<Language, ScreenCatalogues> = {
  fr: { messages, accountMessages, organiserMessages, participantMessages, registrationMessages },
  en: {
    messages: englishMessages,
    accountMessages: englishAccountMessages,
    organiserMessages: englishOrganiserMessages,
    participantMessages: englishParticipantMessages,
    registrationMessages: englishRegistrationMessages,
  },
};

/** The e-mails' texts in each language: an e-mail is written in its recipient's (§9.9). */
export const MAIL_CATALOGUES = { fr: mailMessages, en: englishMailMessages } satisfies Record<
  Language,
  Wording<typeof mailMessages>
>;

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
