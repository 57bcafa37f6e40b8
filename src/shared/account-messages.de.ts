import type { accountMessages as french } from './account-messages.ts';
import type { Wording } from './language.ts';

/** The German twin of account-messages.ts: the pages around accounts (§9.9). */
export const accountMessages: Wording<typeof french> = {
  resetPassword: {
    title: 'Neues Passwort',
    subtitle: 'Wähle ein neues Passwort für dein Konto.',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Passwort bestätigen',
    submit: 'Passwort ändern',
    backHome: 'Zurück zur Startseite',
    tooShortTitle: 'Passwort zu kurz',
    tooShort: 'Dein Passwort muss mindestens 6 Zeichen lang sein.',
    tooLong: 'Dein Passwort darf höchstens 128 Zeichen lang sein.',
    mismatchTitle: 'Passwörter stimmen nicht überein',
    mismatch: 'Die Passwörter stimmen nicht überein.',
    successTitle: 'Passwort geändert',
    successText: 'Dein Passwort wurde geändert. Du wirst zur Startseite weitergeleitet …',
    failed: 'Dein Passwort konnte nicht geändert werden. Bitte versuch es noch einmal.',
    resetFailed: 'Beim Zurücksetzen deines Passworts ist etwas schiefgelaufen.',
    invalidLink:
      'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Fordere einen neuen an.',
    missingToken:
      'Dieser Link zum Zurücksetzen ist unvollständig. Fordere auf der Anmeldeseite einen neuen an.',
    errorTitle: 'Fehler',
  },
  verifyEmail: {
    pageTitle: 'Mein Konto aktivieren',
    title: 'Wähle dein Passwort',
    intro: (email: string) =>
      `Dieser Link ist im Postfach von ${email} angekommen: Wähle den Namen und das Passwort für dein Konto.`,
    submit: 'Mein Konto aktivieren',
    activatedTitle: 'Konto aktiviert',
    activatedText: (name: string) => `Deine Adresse ist bestätigt. Willkommen, ${name}!`,
    notYou:
      'Du hast dich gar nicht registriert? Dann hat jemand deine Adresse eingegeben: Ignoriere diesen Link einfach, es wird kein Konto erstellt.',
    loadFailed: 'Dieser Link kann gerade nicht geprüft werden.',
    signIn: 'Anmelden',
    alreadyActiveTitle: 'Konto bereits aktiviert',
    alreadyActive: (email: string) =>
      `Das Konto ${email} ist bereits aktiviert: Melde dich mit deinem Passwort an.`,
  },
  authError: {
    title: 'Problem bei der Bestätigung',
    invalidLink: 'Der Link zur Bestätigung deiner E-Mail-Adresse ist ungültig oder abgelaufen.',
    notConfirmedHint:
      'Deine E-Mail-Adresse ist noch nicht bestätigt. Klick auf den Link in unserer E-Mail oder fordere unten einen neuen an.',
    expiryHint: 'Bestätigungslinks laufen normalerweise nach 24 Stunden ab.',
    resend: 'Bestätigungs-E-Mail erneut senden',
    backHome: 'Zurück zur Startseite',
    resendFailed: (message: string) =>
      `Die Bestätigungs-E-Mail konnte nicht erneut gesendet werden: ${message}`,
    emailLabel: 'E-Mail',
  },
  invitations: {
    missingEmailTitle: 'E-Mail-Adresse fehlt',
    missingEmail: (name: string) => `Ohne E-Mail-Adresse können wir ${name} keinen Link schicken.`,
    failed: (message: string) => `Beim Senden ist etwas schiefgelaufen: ${message}`,
    unknownError: 'Unbekannter Fehler',
    sentTitle: 'Link gesendet',
    sent: (name: string) => `${name} bekommt den persönlichen Link per E-Mail.`,
    pageTitle: 'Einladung',
    earlierLink:
      'Einladungen enthalten jetzt direkt den Link zu deinem Wichtelbereich, ganz ohne Passwort. Fordere deinen unten an, er geht an die Adresse deiner Einladung.',
    errorTitle: 'Dieser Einladungslink wird nicht mehr verwendet',
  },
  participantAuth: {
    title: 'Melde dich an, um deinen Wichtelbereich zu öffnen',
    loginTab: 'Anmelden',
    registerTab: 'Konto erstellen',
    linkByEmailTitle: 'Meinen Link per E-Mail bekommen',
    linkByEmailText:
      'Kein Passwort nötig: Gib die Adresse ein, an die deine Einladung ging, und du bekommst den Link zu deinem Wichtelbereich.',
    notFound: (id: string) => `Keine Wichtelrunde mit der ID ${id} gefunden`,
    backHome: 'Zurück zur Startseite',
    notAPlayer: (email: string) =>
      `In dieser Wichtelrunde gibt es niemanden mit der E-Mail-Adresse „${email}“.`,
    newPassword: 'Neues Passwort',
    confirmPassword: 'Passwort bestätigen',
    createAccount: 'Mein Konto erstellen',
    notFoundTitle: 'Wichtelrunde nicht gefunden',
    signedInTitle: 'Willkommen!',
    signedInText: 'Dein Wichtelbereich ist geöffnet.',
  },
};
