import type { Wording } from './language.ts';
import type { messages as french } from './messages.ts';

/**
 * The German twin of messages.ts: the same keys, written for German readers rather than
 * translated word for word (docs/product.md §9.9), addressing everyone with « du ». The
 * tradition is « Wichteln » on the screens; the product's name stays 'Secret Santa'. The
 * German build of the web app takes it in place of the French one (decision 0025).
 */
export const PRODUCT_NAME = 'Secret Santa';

const WEEKDAYS = [
  'Sonntag',
  'Montag',
  'Dienstag',
  'Mittwoch',
  'Donnerstag',
  'Freitag',
  'Samstag',
] as const;
const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '10.000', '1.500': thousands set apart by periods, as German writes them. */
export function germanCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** '15:00 Uhr', '9:05 Uhr': the hour without a leading zero, held to 'Uhr' by a no-break space. */
function germanHour(hours: number, minutes: number): string {
  return `${hours}:${twoDigits(minutes)}\u00a0Uhr`;
}

/**
 * '30', '12,50', '1 500': decimals only for an amount that is not whole; the thousands set apart
 * by a no-break space, which DIN 5008 allows for amounts, so that none is read as decimals.
 */
function germanAmount(cents: number): string {
  const euros = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  const rest = cents % 100;
  return rest === 0 ? euros : `${euros},${twoDigits(rest)}`;
}

export const messages: Wording<typeof french> = {
  app: {
    tagline: 'Organisiere dein Wichteln ganz einfach, lose aus und teile den Weihnachtszauber.',
    footer: 'Mit ❤️ gemacht fürs Wichteln in der Familie, unter Freunden und im Team.',
    notifications: 'Benachrichtigungen',
    crashTitle: 'Hoppla, da ist etwas schiefgelaufen!',
    crashText: 'Ein unerwarteter Fehler ist aufgetreten. Lade die Seite neu, um weiterzumachen.',
    crashRefresh: 'Seite neu laden',
    notFoundTitle: 'Hoppla! Seite nicht gefunden',
    notFoundLink: 'Zurück zur Startseite',
    loading: 'Wird geladen …',
    staleData:
      'Die aktuellen Daten konnten nicht vom Server geladen werden: Du siehst den Stand, der auf diesem Gerät gespeichert ist.',
    notFoundText: 'Die Seite, die du suchst, gibt es nicht oder sie ist umgezogen.',
    pageTitle: (title: string) => `${title} · Secret Santa`,
    retry: 'Erneut versuchen',
    unreachableTitle: 'Server nicht erreichbar',
    networkError: 'Der Server ist nicht erreichbar. Prüfe deine Internetverbindung.',
    offlineError:
      'Offline: Deine Eingaben bleiben erhalten. Versuch es noch einmal, sobald du wieder online bist.',
    offlineBanner: 'Offline',
    skipToContent: 'Zum Hauptinhalt springen',
    homeLink: 'Secret Santa, Startseite',
    close: 'Schließen',
    optionalField: (label: string) => `${label} (optional)`,
  },
  language: {
    current: 'de',
    label: 'Sprache',
    names: { fr: 'Français', en: 'English', es: 'Español', de: 'Deutsch' },
  },
  avatars: {
    santa: 'Weihnachtsmann',
    penguin: 'Pinguin',
    'elf-girl': 'Elfe',
    reindeer: 'Rentier',
    'elf-man': 'Elf',
    'mrs-claus': 'Weihnachtsfrau',
    'polar-bear': 'Eisbär',
    'elf-boy': 'Kleiner Elf',
    snowman: 'Schneemann',
    'ornament-green': 'Grüne Christbaumkugel',
    'ornament-red': 'Rote Christbaumkugel',
    'snowman-hat': 'Schneemann mit Hut',
    'polar-bear-blue': 'Blauer Eisbär',
    'santa-face': 'Gesicht des Weihnachtsmanns',
    'ornament-blue': 'Blaue Christbaumkugel',
    'reindeer-circle': 'Rentier im Kreis',
    'penguin-circle': 'Pinguin im Kreis',
    'elf-face': 'Elfengesicht',
  },
  theme: {
    label: 'Design',
    light: 'Hell',
    dark: 'Dunkel',
    system: 'System',
  },
  /** Signing out, from the dashboard and the participant space. */
  signOut: {
    logout: 'Abmelden',
    logoutSuccessTitle: 'Abgemeldet',
    logoutSuccessText: 'Bis bald!',
    logoutFailed: 'Beim Abmelden ist etwas schiefgelaufen',
  },
  dashboard: {
    mySecretSantas: 'Meine Wichtelrunden',
    participantsTab: 'Teilnehmende',
    restrictionsTab: 'Ausschlüsse',
    drawTab: 'Auslosung',
    historyTab: 'Verlauf',
  },
  players: {
    giftIdeasPlaceholder: 'Bücher, Zartbitterschokolade, Pflanzen …',
    nameRequired: 'Bitte gib einen Namen ein.',
    emailRequired: 'Bitte gib eine E-Mail-Adresse ein.',
    addressRequired: 'Bitte gib eine Adresse ein.',
    nameTooShort: 'Der Name muss mindestens 2 Zeichen lang sein.',
    nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein.',
    addressTooShort: 'Die Adresse muss mindestens 5 Zeichen lang sein.',
    addressTooLong: 'Die Adresse darf höchstens 500 Zeichen lang sein.',
    emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein.',
    avatarInvalid: 'Wähle einen der angebotenen Avatare.',
    giftIdeasTooLong: 'Die Geschenkideen dürfen höchstens 2.000 Zeichen lang sein.',
    errorTitle: 'Fehler',
    addressPlaceholder: 'Straße und Hausnummer, PLZ, Ort',
  },

  participantSpace: {
    noExchangeDate: 'Das Datum der Bescherung steht noch nicht fest.',
    edition: (year: number) => `Wichteln ${year}`,
    welcome: (name: string) => `Willkommen, ${name}!`,
    redirecting: 'Du wirst zu deinem Wichtelbereich weitergeleitet …',
    myEmail: 'Meine E-Mail-Adresse',
    emailLocked: 'Die E-Mail-Adresse kann nicht geändert werden',
    myLanguage: 'Sprache meiner E-Mails',
    /** « Rappels : activés », the switch under it (docs/product.md §6.9). */
    reminders: (on: boolean) => (on ? 'Erinnerungen: an' : 'Erinnerungen: aus'),
    remindersFailed: 'Die Erinnerungen konnten nicht geändert werden.',
    languageSaved: 'Deine nächsten E-Mails bekommst du in dieser Sprache.',
    languageFailed: 'Die Sprache deiner E-Mails konnte nicht geändert werden.',
    emailChanged: (organiserName: string, date: string, previousEmail: string) =>
      `Geändert von ${organiserName} am ${date} (vorher: ${previousEmail}).`,
    myAddress: 'Meine Adresse',
    myGiftIdeas: 'Meine Geschenkideen',
    save: 'Speichern',
    addressUpdated: 'Adresse gespeichert',
    giftIdeasUpdated: 'Geschenkideen gespeichert',
    addressFailed: 'Deine Adresse konnte nicht gespeichert werden.',
    addressNotAsked:
      'In dieser Wichtelrunde wird keine Postanschrift abgefragt: Deine Adresse wurde nicht gespeichert.',
    giftIdeasFailed: 'Deine Geschenkideen konnten nicht gespeichert werden.',
    recipientTitle: 'Du beschenkst',
    recipientGiftIdeas: 'Geschenkideen',
    noGiftIdeas: 'Noch keine Geschenkideen.',
    othersTitle: 'Die anderen Teilnehmenden',
    waitingTitle: 'Warten auf die Auslosung',
    waitingText:
      'Sobald ausgelost wurde, bekommst du eine E-Mail: Dann zeigt dir dieser Link, wen du beschenkst.',
    noAssignment:
      'Dir wurde dieses Jahr niemand zugelost. Wende dich an die Person, die das Wichteln organisiert.',
    giftReceivedButton: 'Ich habe mein Geschenk bekommen!',
    giftReceived: 'Geschenk erhalten ✅',
    giftReceivedToast: 'Geschenk als erhalten markiert!',
    giftReceivedConfirmTitle: 'Hast du dein Geschenk bekommen?',
    giftReceivedConfirmText:
      'Die anderen Teilnehmenden sehen dann, dass dein Geschenk angekommen ist. Du kannst das rückgängig machen, solange noch nicht alle ihr Geschenk haben; sobald alle es gemeldet haben, ist die Wichtelrunde beendet.',
    giftReceivedConfirm: 'Ja, ich habe es bekommen',
    giftNotReceivedButton: 'Ich habe es noch nicht bekommen',
    giftNotReceivedToast: 'Geschenk als noch nicht erhalten markiert',
    giftNotReceivedFailed:
      'Das konnte nicht rückgängig gemacht werden. Bitte versuch es noch einmal.',
    undoAfterCompletion:
      'Die Wichtelrunde ist beendet: Alle haben ihr Geschenk bekommen, das lässt sich nicht mehr rückgängig machen.',
    cancel: 'Abbrechen',
    giftReceivedFailed:
      'Dein Geschenk konnte nicht als erhalten markiert werden. Bitte versuch es noch einmal.',
    completedToast:
      'Die Wichtelrunde ist beendet: Alle Teilnehmenden wurden per E-Mail benachrichtigt.',
    notDrawnYet: 'Für dieses Jahr wurde noch nicht ausgelost.',
    accessDenied:
      'Dieser Link oder dieses Konto öffnet keinen Wichtelbereich in dieser Wichtelrunde.',
    linkExpired: 'Dieser persönliche Link ist abgelaufen.',
    linkReplaced: 'Dieser Link wurde durch einen neueren ersetzt.',
    noLongerPlaying: 'Du bist bei dieser Wichtelrunde nicht mehr dabei.',
    emailChangedSinceDraw:
      'Deine E-Mail-Adresse wurde nach der Auslosung geändert: Öffne deinen Wichtelbereich mit dem persönlichen Link, der an diese Adresse geschickt wurde.',
    newLinkTitle: 'Neuen Link anfordern',
    newLinkText: 'Gib die E-Mail-Adresse ein, an die deine Einladung ging.',
    newLinkSubmit: 'Neuen Link anfordern',
    newLinkSent:
      'Falls diese Adresse bei dieser Wichtelrunde dabei ist, ist ein neuer persönlicher Link dorthin unterwegs.',
    loadFailed: 'Beim Laden der Daten ist ein Fehler aufgetreten',
    staleData: 'Möglicherweise nicht aktuell',
    errorTitle: 'Fehler',
    pageTitle: 'Mein Wichtelbereich',
    saveAddress: 'Speichern – Adresse',
    saveGiftIdeas: 'Speichern – Geschenkideen',
    addressMissing: 'Dein Wichtel braucht deine Adresse, um dir dein Geschenk zu schicken.',
    recipientNoAddress: (name: string) =>
      `${name} hat noch keine Adresse angegeben. Sobald sie eingetragen ist, erscheint sie hier.`,
    addressHintShared:
      'Für alle Teilnehmenden sichtbar, damit die Geschenke verschickt werden können.',
    addressHintPrivate: 'Nur dein Wichtel und die Person, die das Wichteln organisiert, sehen sie.',
    giftIdeasHint: 'Damit hilfst du deinem Wichtel.',
    addressLabel: 'Adresse',
    noOthers: 'Noch keine anderen Teilnehmenden.',
    giftReceivedTitle: 'Nach der Bescherung: Ist dein Geschenk angekommen?',
    giftReceivedText:
      'Sobald die Geschenke verteilt sind, sag hier Bescheid, wenn deins angekommen ist: Wenn alle das getan haben, ist die Wichtelrunde beendet.',
    giftReceivedThanks:
      'Danke! Die anderen Teilnehmenden sehen, dass dein Geschenk angekommen ist.',
    signInInstead: 'In meinem Wichtelbereich anmelden',
    backHome: 'Zurück zur Startseite',
    newLinkEmail: 'Deine E-Mail-Adresse',
  },
  completion: {
    title: 'Wichtelrunde beendet!',
  },
  dates: {
    weekdays: WEEKDAYS,
    months: MONTHS,
    /** '22. November 2026', as Intl writes it for 'de-DE'. */
    longDate: (day: number, month: number, year: number) => `${day}. ${MONTHS[month]} ${year}`,
    /** '14:05 Uhr'. */
    time: (hours: number, minutes: number) => germanHour(hours, minutes),
  },
  format: {
    /** Between a label and what it introduces: 'Mot de l’organisateur : …'. */
    colon: ': ',
    count: germanCount,
    /** 'Alice', 'Alice und Bruno', 'Alice, Bruno und Chloé' (no comma before 'und'). */
    list: (items: readonly string[]) =>
      items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`,
  },
  exchange: {
    /** The date comes whole from describeExchangeDate: 'Samstag, 19. Dezember 2026 um 15:00 Uhr'. */
    when: (date: string) => `Bescherung am ${date}`,
    at: (day: string, hour: string) => `${day} um ${hour}`,
    inZone: (hour: string, city: string) => `${hour} (Ortszeit ${city})`,
    forReader: (when: string, city: string) => `Also ${when} in ${city}`,
    /** 'Samstag, 19. Dezember 2026' (weekday from 0 for Sunday, month from 0). */
    day: (weekday: number, dayOfMonth: number, month: number, year: number) =>
      `${WEEKDAYS[weekday]}, ${dayOfMonth}. ${MONTHS[month]} ${year}`,
    /** '15:00 Uhr', '9:05 Uhr'. */
    hour: germanHour,
    budget: (amount: string) => `Budget ${amount}`,
    amount: germanAmount,
    /** '20–30 €': an en dash between the two amounts, as German writes a range. */
    amountRange: (from: string, to: string) => `${from}–${to}`,
    /** '30 €': the number, a no-break space, then the sign. */
    euro: { prefix: '', suffix: '\u00a0€' },
    sectionLabel: 'Die Bescherung',
    calendarFailed: 'Die Kalenderdatei konnte nicht erstellt werden.',
    addToCalendar: 'Zu meinem Kalender hinzufügen',
    calendarFileName: 'wichteln-bescherung.ics',
    organiserNote: (organiserName: string) => `Nachricht von ${organiserName}`,
  },
  api: {
    invalidInput: 'Ungültige Daten.',
    notFound: 'Nicht gefunden.',
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten.',
  },
};
