import type { Wording } from './language.ts';
import type { participantMessages as french } from './participant-messages.ts';

/** The English twin of participant-messages.ts: the participant space's messages (§9.9). */
export const participantMessages: Wording<typeof french> = {
  conversation: {
    title: 'Messages',
    withRecipientTitle: 'Write to the person I’m giving to',
    withRecipientHint: (name: string) =>
      `${name} will read your messages signed “Your Secret Santa”, never your name.`,
    withSantaTitle: 'Write to my Secret Santa',
    withSantaHint:
      'Your Secret Santa sees your name (they already know whom they’re giving to); you won’t find out who they are.',
    fromSanta: 'Your Secret Santa',
    me: 'Me',
    placeholder: 'Your message…',
    send: 'Send',
    sending: 'Sending…',
    empty: 'No messages yet.',
    restarted: 'This conversation has started afresh: earlier messages are no longer shown.',
    unread: (count: number) => (count > 1 ? `${count} unread messages` : `${count} unread message`),
    textRequired: 'Write a message before sending it.',
    textTooLong: 'A message can’t be longer than 1,000 characters.',
    tooMany: 'You’ve sent a lot of messages: try again in an hour.',
    sendFailed: 'The message couldn’t be sent.',
    notInDraw: 'Messages open once the draw is done.',
    suggestionsLabel: 'Ready-made questions',
    questions: [
      'What size are you (clothes, shoes)?',
      'Any allergies, or things you don’t like?',
      'Sweet or savoury?',
      'Would you rather have a thing or an experience?',
      'Is there anything you’re dreaming of right now?',
      'What’s your favourite colour?',
    ],
    quickAnswersLabel: 'Quick answers',
    quickAnswers: [
      'Thanks for asking! Let me think and I’ll get back to you.',
      'No allergies, anything goes!',
      'My gift ideas are up to date in my space.',
      'Surprise me!',
    ],
  },
  /** The end of the exchange (docs/product.md §7.5), downloaded when it has come. */
  care: {
    caredSpacesTitle: 'The spaces I look after',
    caredSpacesHint:
      'Their emails come to you, one per person. In their space you see whom they give to, to help them choose, never who gives to them.',
    openSpace: (name: string) => `Open ${name}’s space`,
    caredBy: (name: string) => `${name} looks after this space: its emails go to ${name}.`,
  },
  announcements: {
    title: (organiserName: string) => `A word from ${organiserName}`,
  },
  card: {
    print: 'Print my card',
    forName: (name: string) => `For ${name}`,
    openInSecret: 'Open in secret',
    howTo:
      'Print on both sides (flip on the short edge), or glue the two pages back to back, then fold in half: the name is inside.',
    address: 'Address',
    ideas: 'Their gift ideas',
  },
  completion: {
    congratulation: (name: string) =>
      `Well done! Every gift of the Secret Santa “${name}” has arrived.`,
    thanks: 'Thank you all for taking part. Happy holidays! 🎄',
    organiserNote:
      'Everyone taking part has automatically been emailed that it’s over. Thank you for organising this Secret Santa!',
  },
  /** An account from the space (docs/product.md §7.3), downloaded once the space shows. */
  account: {
    text: 'An account lets you find all your Secret Santas in one place. The link to choose your password is sent to you by email.',
    create: 'Create my account',
    sent: 'Check your inbox: if your address has no account yet, the link to choose your password is on its way.',
    failed: 'The request couldn’t be sent. Please try again.',
  },
  /** The refusal page (docs/product.md §7.1), downloaded only when the space is refused. */
  accessDenied: {
    invalidLinkTitle: 'This link doesn’t work',
    invalidLinkText:
      'It was probably cut short when copied. Open it straight from the email, or get a new link below.',
    noLinkTitle: 'Open your personal link',
    noLinkText:
      'Your space opens with the link you got by email. Can’t find it? Get a new one below.',
    expiredLinkText: 'Get a new link below, sent to the address of your invitation.',
    replacedLinkText:
      'A new link was sent to the address of your invitation: open the most recent email, or get a new one below.',
    noLongerPlayingText:
      'The organiser took you out of this exchange, or deleted it: you have no gift to give or to receive any more. A mistake? Let them know.',
    addressChangedTitle: 'Your email address changed',
    deniedDetailsTitle: 'What was sent',
    deniedEventId: 'Secret Santa ID',
    deniedLink: 'Personal link',
    deniedLinkPresent: 'Present',
    deniedLinkAbsent: 'Missing',
    deniedLinkState: 'Status',
    deniedLinkInvalid: 'Invalid link',
    deniedLinkExpired: 'Expired link',
    deniedLinkReplaced: 'Replaced link',
    deniedNoLongerPlaying: 'Valid link, participant taken out',
    deniedNoAccount: 'No participant account signed in',
    deniedAddressChanged: 'Signed in with an address changed after the draw',
  },
};
