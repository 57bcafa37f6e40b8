import type { accountMessages as french } from './account-messages.ts';
import type { Wording } from './language.ts';

/** The German twin of account-messages.ts: the pages around accounts (§9.9). */
export const accountMessages: Wording<typeof french> = {
  /** The sign-in, sign-up and password forms (docs/product.md §2). */
  auth: {
    loginTab: 'Anmelden',
    registerTab: 'Registrieren',
    email: 'E-Mail',
    password: 'Passwort',
    name: 'Name',
    confirmPassword: 'Passwort bestätigen',
    passwordHint: 'Mindestens 6 Zeichen',
    /** The toggle beside a password typed once: its visible words, then its full name. */
    showPassword: 'Anzeigen',
    showPasswordName: 'Passwort anzeigen',
    signInWith: (name: string) => `Mit ${name} anmelden`,
    signInWithFailed:
      'Die Anmeldung über dein Unternehmen konnte nicht gestartet werden. Versuch es noch einmal.',
    loginSubmit: 'Anmelden',
    registerSubmit: 'Registrieren',
    /** Under a sign-up form, which asks no password (docs/product.md §2.1, §8.3). */
    passwordAfterLink:
      'Dein Passwort wählst du auf der Seite, die der Link aus unserer E-Mail öffnet.',
    forgotPassword: 'Passwort vergessen?',
    verificationProblem: 'Probleme mit der Bestätigung?',
    verificationProblemNeedsEmail:
      'Gib deine E-Mail-Adresse ein, um einen neuen Bestätigungslink anzufordern',
    resetTitle: 'Passwort zurücksetzen',
    resetSubmit: 'Link zum Zurücksetzen senden',
    backToLogin: 'Zurück zur Anmeldung',
    emailRequired: 'Bitte gib deine E-Mail-Adresse ein',
    emailInvalid: 'Das ist keine gültige E-Mail-Adresse',
    passwordRequired: 'Bitte gib dein Passwort ein',
    passwordTooShort: 'Dein Passwort muss mindestens 6 Zeichen lang sein',
    passwordTooLong: 'Dein Passwort darf höchstens 128 Zeichen lang sein',
    nameRequired: 'Bitte gib deinen Namen ein',
    loginFailedToast: 'Bei der Anmeldung ist etwas schiefgelaufen.',
    invalidCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    emailNotConfirmedText:
      'Deine E-Mail-Adresse ist noch nicht bestätigt. Schau in dein Postfach oder fordere einen neuen Bestätigungslink an.',
    registerFailedGeneric: 'Bei der Registrierung ist etwas schiefgelaufen.',
    loginSuccessTitle: 'Angemeldet',
    loginSuccessText: (name: string) => `Willkommen, ${name}!`,
    registerSuccessTitle: 'Registrierung erfolgreich',
    registerSuccessText:
      'Wir haben dir eine Bestätigungs-E-Mail geschickt. Klick auf den Link darin, um dein Konto zu aktivieren.',
    emailSentTitle: 'E-Mail gesendet',
    resetEmailSentText:
      'Falls es ein Konto mit dieser Adresse gibt, ist ein Link zum Zurücksetzen des Passworts dorthin unterwegs.',
    verificationSentText:
      'Falls es ein noch nicht bestätigtes Konto mit dieser Adresse gibt, ist ein neuer Bestätigungslink dorthin unterwegs.',
    tooManyAttempts:
      'Zu viele Versuche. Bitte warte ein paar Minuten, bevor du es noch einmal versuchst.',
    notSignedIn: 'Melde dich an, um fortzufahren.',
    accountExists: 'Du hast schon ein Konto: Melde dich mit deinem Passwort an.',
    errorTitle: 'Fehler',
    forgotPasswordIntro:
      'Gib deine E-Mail-Adresse ein: Wir schicken dir einen Link, mit dem du ein neues Passwort wählen kannst.',
    checkMailboxTitle: 'Schau in dein Postfach',
    checkMailboxSentTo: 'Link gesendet an',
    checkMailboxHint: 'Schau auch in deinem Spam-Ordner nach.',
  },
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
    providerTitle: 'Anmeldung über dein Unternehmen',
    providerFailed: 'Die Anmeldung über dein Unternehmen hat nicht geklappt.',
    providerHint:
      'Dein Unternehmen muss deine E-Mail-Adresse bestätigen, und sie muss zu einer der erlaubten Domains gehören. Fang auf der Startseite noch einmal an oder melde dich mit deinem Passwort an.',
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
  stopReminders: {
    pageTitle: 'Erinnerungen per E-Mail',
    intro:
      'Keine Erinnerungen mehr für diese Wichtelrunde? Die E-Mails, die du brauchst, kommen weiterhin: die Auslosung, ihre Änderungen und die Nachrichten.',
    confirm: 'Keine Erinnerungen mehr',
    doneTitle: 'Erinnerungen abbestellt',
    done: 'Du bekommst keine Erinnerungen mehr für diese Wichtelrunde. In deinem Wichtelbereich kannst du sie wieder einschalten.',
    failed: 'Die Erinnerungen konnten nicht abbestellt werden. Versuch es noch einmal.',
    invalid:
      'Mit diesem Link lassen sich keine Erinnerungen abbestellen: Er ist unvollständig oder wurde verändert.',
  },
  coOrganiserInvitation: {
    pageTitle: 'Einladung zum Mitorganisieren',
    text: (organiserName: string, secretSantaName: string) =>
      `${organiserName} lädt dich ein, die Wichtelrunde „${secretSantaName}“ mitzuorganisieren. Du hast dann dieselben Möglichkeiten wie alle Organisierenden, erfährst aber nie, wer wen beschenkt.`,
    forAddress: (email: string) => `Diese Einladung gilt für ${email}.`,
    accept: 'Einladung annehmen',
    signInFirst: (email: string) =>
      `Melde dich mit dem Konto ${email} an, um die Einladung anzunehmen. Noch kein Konto? Erstelle eines mit dieser Adresse und öffne dann den Link aus der E-Mail noch einmal.`,
    acceptedTitle: 'Du organisierst diese Wichtelrunde jetzt mit',
    open: 'Wichtelrunde öffnen',
    failed: 'Die Einladung konnte nicht angenommen werden. Versuch es noch einmal.',
    invalid:
      'Dieser Einladungslink funktioniert nicht mehr: Er ist abgelaufen, wurde durch eine neuere Einladung ersetzt oder die Einladung wurde zurückgezogen. Bitte die organisierende Person, dich erneut einzuladen.',
    otherAccount: (email: string) =>
      `Diese Einladung gilt für ${email}. Melde dich ab und mit diesem Konto wieder an, um sie anzunehmen.`,
    used: 'Diese Einladung wurde bereits angenommen. Die Wichtelrunde steht unter „Meine Wichtelrunden“ des Kontos, das sie angenommen hat: Melde dich mit diesem Konto an, um sie zu öffnen.',
  },
};
