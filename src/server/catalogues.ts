import { accountMessages as englishAccountMessages } from '../shared/account-messages.en.ts';
import { accountMessages } from '../shared/account-messages.ts';
import type { Language } from '../shared/language.ts';
import { messages as englishMessages } from '../shared/messages.en.ts';
import { messages } from '../shared/messages.ts';
import { organiserMessages as englishOrganiserMessages } from '../shared/organiser-messages.en.ts';
import { organiserMessages } from '../shared/organiser-messages.ts';
import { participantMessages as englishParticipantMessages } from '../shared/participant-messages.en.ts';
import { participantMessages } from '../shared/participant-messages.ts';
import { registrationMessages as englishRegistrationMessages } from '../shared/registration-messages.en.ts';
import { registrationMessages } from '../shared/registration-messages.ts';

/**
 * Every catalogue the screens share with the server, in each language (docs/product.md §9.9).
 * The web app gets one language per build (decision 0025); the server holds them all, to
 * answer each caller in theirs.
 */
export const CATALOGUES: Record<Language, object> = {
  fr: { messages, accountMessages, organiserMessages, participantMessages, registrationMessages },
  en: {
    messages: englishMessages,
    accountMessages: englishAccountMessages,
    organiserMessages: englishOrganiserMessages,
    participantMessages: englishParticipantMessages,
    registrationMessages: englishRegistrationMessages,
  },
};
