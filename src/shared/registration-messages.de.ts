import type { Wording } from './language.ts';
import type { registrationMessages as french } from './registration-messages.ts';

/** The German twin of registration-messages.ts: the sign-up link's two pages (§9.9). */
export const registrationMessages: Wording<typeof french> = {
  registration: {
    pageTitle: 'Anmeldung',
    invitedBy: (organiser: string) => `${organiser} lädt dich zum Wichteln ein`,
    intro:
      'Melde dich an, um bei der Auslosung dabei zu sein. Du bekommst eine E-Mail, um deine Adresse zu bestätigen.',
    nameLabel: 'Dein Name',
    emailLabel: 'Deine E-Mail-Adresse',
    emailHint: 'Der Bestätigungslink und später deine Auslosung kommen an diese Adresse.',
    addressLabel: 'Deine Adresse',
    addressPlaceholder: 'Wohin dein Wichtel dir dein Geschenk schicken kann',
    avatarLabel: 'Dein Avatar',
    giftIdeasLabel: 'Deine Geschenkideen',
    giftIdeasPlaceholder: 'Bücher, Schokolade, ein Weihnachtspulli …',
    submit: 'Jetzt anmelden',
    submitFailed: 'Deine Anmeldung konnte nicht gesendet werden.',
    checkMailboxTitle: 'Schau in dein Postfach',
    checkMailbox: (email: string) =>
      `Wir haben einen Link an ${email} geschickt. Öffne ihn innerhalb von 24 Stunden, um deine Anmeldung zu bestätigen.`,
    closedTitle: 'Anmeldung geschlossen',
    closed:
      'Über diesen Link ist keine Anmeldung (mehr) möglich. Frag die Person, die das Wichteln organisiert, nach dem aktuellen Link.',
    tooManyWaiting:
      'Bei dieser Wichtelrunde warten zu viele Anmeldungen auf ihre Bestätigung. Versuch es in ein paar Stunden noch einmal.',
    eventFull: 'Diese Wichtelrunde ist voll.',
    confirmPageTitle: 'Anmeldung bestätigen',
    confirmIntro: 'Noch ein Klick, und du bist bei der Auslosung dabei.',
    confirm: 'Anmeldung bestätigen',
    confirmFailed: 'Deine Anmeldung konnte nicht bestätigt werden.',
    confirmedTitle: 'Anmeldung bestätigt',
    confirmed: (secretSantaName: string) =>
      `Du bist bei der Wichtelrunde „${secretSantaName}“ dabei. Am Tag der Auslosung bekommst du eine E-Mail.`,
    invalidConfirmation:
      'Dieser Bestätigungslink ist nicht mehr gültig. Melde dich über den Anmeldelink noch einmal an.',
    alreadyPlayer: 'Du bist bei dieser Wichtelrunde schon dabei.',
  },
};
