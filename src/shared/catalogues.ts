import { accountMessages as spanishAccountMessages } from './account-messages.es.ts';
import { mailMessages as spanishMailMessages } from './mail-messages.es.ts';
import { messages as spanishMessages } from './messages.es.ts';
import { organiserMessages as spanishOrganiserMessages } from './organiser-messages.es.ts';
import { participantMessages as spanishParticipantMessages } from './participant-messages.es.ts';
import { registrationMessages as spanishRegistrationMessages } from './registration-messages.es.ts';
import { accountMessages as germanAccountMessages } from './account-messages.de.ts';
import { mailMessages as germanMailMessages } from './mail-messages.de.ts';
import { messages as germanMessages } from './messages.de.ts';
import { organiserMessages as germanOrganiserMessages } from './organiser-messages.de.ts';
import { participantMessages as germanParticipantMessages } from './participant-messages.de.ts';
import { registrationMessages as germanRegistrationMessages } from './registration-messages.de.ts';
import { accountMessages as englishAccountMessages } from './account-messages.en.ts';
import { accountMessages } from './account-messages.ts';
import type { Language, Wording } from './language.ts';
import { mailMessages as englishMailMessages } from './mail-messages.en.ts';
import { mailMessages } from './mail-messages.ts';
import { messages as englishMessages } from './messages.en.ts';
import { messages } from './messages.ts';
import { organiserMessages as englishOrganiserMessages } from './organiser-messages.en.ts';
import { organiserMessages } from './organiser-messages.ts';
import { participantMessages as englishParticipantMessages } from './participant-messages.en.ts';
import { participantMessages } from './participant-messages.ts';
import { registrationMessages as englishRegistrationMessages } from './registration-messages.en.ts';
import { registrationMessages } from './registration-messages.ts';
import { serverMessages as spanishServerMessages } from './server-messages.es.ts';
import { serverMessages as germanServerMessages } from './server-messages.de.ts';
import { serverMessages as englishServerMessages } from './server-messages.en.ts';
import { serverMessages } from './server-messages.ts';

/**
 * The catalogues' modules, by file name: each French one in src/shared has a twin per other
 * language beside it (`messages.ts`, `messages.en.ts`), with the same keys (`Wording`).
 */
export const CATALOGUE_MODULES = [
  'messages',
  'account-messages',
  'organiser-messages',
  'participant-messages',
  'registration-messages',
  'server-messages',
  'mail-messages',
] as const;

/** The French catalogues, as their modules export them. */
const french = {
  messages,
  accountMessages,
  organiserMessages,
  participantMessages,
  registrationMessages,
  serverMessages,
  mailMessages,
};

export type Catalogues = { readonly [Name in keyof typeof french]: Wording<(typeof french)[Name]> };

/**
 * Every catalogue in every language (docs/product.md §9.9): the one list the build, the server
 * and the tests read. A new language is its twins of the modules above and a line here.
 * Never imported by the web app, which is built once per language with that language's
 * catalogues alone (src/web/build-language.ts, decision 0025).
 */
export const CATALOGUES: Record<Language, Catalogues> = {
  fr: french,
  en: {
    messages: englishMessages,
    accountMessages: englishAccountMessages,
    organiserMessages: englishOrganiserMessages,
    participantMessages: englishParticipantMessages,
    registrationMessages: englishRegistrationMessages,
    serverMessages: englishServerMessages,
    mailMessages: englishMailMessages,
  },
  es: {
    messages: spanishMessages,
    accountMessages: spanishAccountMessages,
    organiserMessages: spanishOrganiserMessages,
    participantMessages: spanishParticipantMessages,
    registrationMessages: spanishRegistrationMessages,
    serverMessages: spanishServerMessages,
    mailMessages: spanishMailMessages,
  },
  de: {
    messages: germanMessages,
    accountMessages: germanAccountMessages,
    organiserMessages: germanOrganiserMessages,
    participantMessages: germanParticipantMessages,
    registrationMessages: germanRegistrationMessages,
    serverMessages: germanServerMessages,
    mailMessages: germanMailMessages,
  },
};

/** The catalogues of the screens, which the server shares for its refusals: all but the e-mails'. */
export function screenCatalogues(language: Language): Omit<Catalogues, 'mailMessages'> {
  const { mailMessages: _mail, ...screens } = CATALOGUES[language];
  return screens;
}

/** What a catalogue holds at a place ('messages.players.nameRequired'), if anything. */
export function textAt(catalogues: object, place: string): unknown {
  let value: unknown = catalogues;
  for (const key of place.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  return value;
}
