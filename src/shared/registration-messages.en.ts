import type { Wording } from './language.ts';
import type { registrationMessages as french } from './registration-messages.ts';

/** The English twin of registration-messages.ts: the sign-up link's two pages (§9.9). */
export const registrationMessages: Wording<typeof french> = {
  registration: {
    pageTitle: 'Sign up',
    invitedBy: (organiser: string) => `${organiser} invites you to their Secret Santa`,
    intro: 'Sign up to take part in the draw. You’ll get an email to confirm your address.',
    nameLabel: 'Your name',
    emailLabel: 'Your email',
    emailHint: 'The confirmation link, then your draw, will arrive at this address.',
    addressLabel: 'Your address',
    addressPlaceholder: 'Where your Secret Santa can send you your gift',
    avatarLabel: 'Your avatar',
    giftIdeasLabel: 'Your gift ideas',
    giftIdeasPlaceholder: 'Books, chocolate, a Christmas jumper…',
    submit: 'Sign me up',
    submitFailed: 'Your sign-up couldn’t be sent.',
    checkMailboxTitle: 'Check your inbox',
    checkMailbox: (email: string) =>
      `We’ve sent a link to ${email}. Follow it within 24 hours to confirm your sign-up.`,
    closedTitle: 'Sign-ups closed',
    closed:
      'This sign-up link isn’t open, or no longer is. Ask the organiser for the current link.',
    tooManyWaiting:
      'Too many sign-ups are waiting for their confirmation in this Secret Santa. Try again in a few hours.',
    eventFull: 'This Secret Santa is full.',
    confirmPageTitle: 'Confirm my sign-up',
    confirmIntro: 'One last click to take part in the draw.',
    confirm: 'Confirm my sign-up',
    confirmFailed: 'Your sign-up couldn’t be confirmed.',
    confirmedTitle: 'Sign-up confirmed',
    confirmed: (secretSantaName: string) =>
      `You’re taking part in the Secret Santa “${secretSantaName}”. You’ll get an email on the day of the draw.`,
    invalidConfirmation:
      'This confirmation link is no longer valid. Sign up again with the organiser’s link.',
    alreadyPlayer: 'You’re already taking part in this Secret Santa.',
  },
};
