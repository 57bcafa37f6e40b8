import type { Wording } from './language.ts';
import type { serverMessages as french } from './server-messages.ts';

/** The English twin of server-messages.ts. */
export const serverMessages: Wording<typeof french> = {
  api: {
    invalidValue: (field: string) => `The value of “${field}” isn’t accepted.`,
    malformedJson: 'The request body must be valid JSON.',
    forbiddenOrigin: 'Request refused: origin not allowed.',
    foreignHost:
      'Unknown address: this Secret Santa server only answers at its public address (PUBLIC_URL) and at localhost.',
    payloadTooLarge: (limit: string) => `The request is too large (${limit} at most).`,
    kilobytes: (count: number) => `${count} KB`,
    megabytes: (count: number) => `${count} MB`,
    busy: 'The server is very busy right now. Try again in a few seconds.',
    unavailable:
      'The service is unavailable for a moment. Try again in a few seconds: nothing has been lost.',
    nulCharacter:
      'The text contains an invalid character (the null character). Remove it and try again.',
  },
};
