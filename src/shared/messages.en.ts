import type { Wording } from './language.ts';
import type { messages as french } from './messages.ts';

/**
 * The English twin of messages.ts: the same keys, written for English readers rather than
 * translated word for word (docs/product.md §9.9). The English build of the web app takes it
 * in place of the French one (decision 0025).
 */
export const PRODUCT_NAME = 'Secret Santa';

const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** '10,000': thousands set apart by commas, as English writes them. */
export function englishCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** '3 PM', '9:05 AM', '12 PM' for noon, '12 AM' for midnight. */
function englishHour(hours: number, minutes: number): string {
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? `${hour}\u00a0${suffix}` : `${hour}:${twoDigits(minutes)}\u00a0${suffix}`;
}

/** '30', '12.50', '1,500': decimals only for an amount that is not whole. */
function englishAmount(cents: number): string {
  const euros = englishCount(Math.floor(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? euros : `${euros}.${twoDigits(rest)}`;
}

export const messages: Wording<typeof french> = {
  app: {
    tagline: 'Organise your Secret Santa with ease, run the draw and share the holiday magic.',
    footer: 'Made with ❤️ for Secret Santas among family, friends and colleagues.',
    notifications: 'Notifications',
    crashTitle: 'Oops, something went wrong!',
    crashText: 'Something unexpected happened. Reload the page to carry on.',
    crashRefresh: 'Reload the page',
    notFoundTitle: 'Oops! Page not found',
    notFoundLink: 'Back to the home page',
    loading: 'Loading…',
    staleData: 'Couldn’t load the latest data from the server: showing what this device has.',
    notFoundText: 'The page you’re looking for doesn’t exist or has moved.',
    pageTitle: (title: string) => `${title} · Secret Santa`,
    retry: 'Try again',
    unreachableTitle: 'Server unreachable',
    networkError: 'Can’t reach the server. Check your internet connection.',
    offlineError: 'Offline: what you typed is kept. Try again once you’re back online.',
    offlineBanner: 'Offline',
    skipToContent: 'Skip to main content',
    homeLink: 'Secret Santa, home',
    close: 'Close',
    optionalField: (label: string) => `${label} (optional)`,
  },
  language: {
    current: 'en',
    label: 'Language',
    names: { fr: 'Français', en: 'English', es: 'Español', de: 'Deutsch' },
  },
  avatars: {
    santa: 'Santa Claus',
    penguin: 'Penguin',
    'elf-girl': 'Elf girl',
    reindeer: 'Reindeer',
    'elf-man': 'Elf',
    'mrs-claus': 'Mrs Claus',
    'polar-bear': 'Polar bear',
    'elf-boy': 'Little elf',
    snowman: 'Snowman',
    'ornament-green': 'Green bauble',
    'ornament-red': 'Red bauble',
    'snowman-hat': 'Snowman in a hat',
    'polar-bear-blue': 'Blue polar bear',
    'santa-face': 'Santa’s face',
    'ornament-blue': 'Blue bauble',
    'reindeer-circle': 'Reindeer in a circle',
    'penguin-circle': 'Penguin in a circle',
    'elf-face': 'Elf’s face',
  },
  theme: {
    label: 'Theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  /** Signing out, from the dashboard and the participant space. */
  signOut: {
    logout: 'Sign out',
    logoutSuccessTitle: 'Signed out',
    logoutSuccessText: 'See you soon!',
    logoutFailed: 'Something went wrong while signing you out',
  },
  dashboard: {
    mySecretSantas: 'My Secret Santas',
    participantsTab: 'Participants',
    restrictionsTab: 'Restrictions',
    drawTab: 'Draw',
    historyTab: 'History',
  },
  players: {
    giftIdeasPlaceholder: 'Books, dark chocolate, plants…',
    nameRequired: 'Name is required.',
    emailRequired: 'Email is required.',
    addressRequired: 'Address is required.',
    nameTooShort: 'The name needs at least 2 characters.',
    nameTooLong: 'The name can’t be longer than 100 characters.',
    addressTooShort: 'The address needs at least 5 characters.',
    addressTooLong: 'The address can’t be longer than 500 characters.',
    emailInvalid: 'Please enter a valid email address.',
    avatarInvalid: 'Pick one of the avatars shown.',
    giftIdeasTooLong: 'Gift ideas can’t be longer than 2,000 characters.',
    errorTitle: 'Error',
    addressPlaceholder: 'Street and number, postcode, town',
  },

  participantSpace: {
    noExchangeDate: 'The date of the exchange isn’t set yet.',
    edition: (year: number) => `${year} edition`,
    welcome: (name: string) => `Welcome, ${name}!`,
    redirecting: 'Taking you to your participant space...',
    myEmail: 'My email',
    emailLocked: 'The email can’t be changed',
    myLanguage: 'Language of my emails',
    /** « Rappels : activés », the switch under it (docs/product.md §6.9). */
    reminders: (on: boolean) => (on ? 'Reminders: on' : 'Reminders: off'),
    remindersFailed: 'The reminders couldn’t be changed.',
    languageSaved: 'Your next emails will be written in this language.',
    languageFailed: 'The language of your emails couldn’t be changed.',
    emailChanged: (organiserName: string, date: string, previousEmail: string) =>
      `Changed by ${organiserName} on ${date} (previously: ${previousEmail}).`,
    myAddress: 'My address',
    myGiftIdeas: 'My gift ideas',
    save: 'Save',
    addressUpdated: 'Address updated',
    giftIdeasUpdated: 'Gift ideas updated',
    addressFailed: 'Your address couldn’t be updated.',
    addressNotAsked:
      'The organiser isn’t asking for a postal address for this Secret Santa: yours wasn’t saved.',
    giftIdeasFailed: 'Your gift ideas couldn’t be updated.',
    recipientTitle: 'You’re giving a gift to',
    recipientGiftIdeas: 'Their gift ideas',
    noGiftIdeas: 'No gift ideas yet.',
    othersTitle: 'The other participants',
    waitingTitle: 'Waiting for the draw',
    waitingText:
      'We’ll email you as soon as the draw has taken place: this same link will then show you whom you’re giving to.',
    noAssignment:
      'There’s no match for you this year. Get in touch with the Secret Santa’s organiser.',
    giftReceivedButton: 'I got my gift!',
    giftReceived: 'Gift received ✅',
    giftReceivedToast: 'Gift marked as received!',
    giftReceivedConfirmTitle: 'Did your gift arrive?',
    giftReceivedConfirmText:
      'The other participants will see that your gift has arrived. You can take it back until everyone has received theirs; once everyone has said so, the Secret Santa is over.',
    giftReceivedConfirm: 'Yes, I got it',
    giftNotReceivedButton: 'I haven’t got it yet',
    giftNotReceivedToast: 'Gift marked as not received yet',
    giftNotReceivedFailed: 'That couldn’t be undone. Please try again.',
    undoAfterCompletion:
      'The Secret Santa is over: everyone has received their gift, so this can no longer be undone.',
    cancel: 'Cancel',
    giftReceivedFailed: 'Your gift couldn’t be marked as received. Please try again.',
    completedToast: 'The Secret Santa is over: every participant has been told by email.',
    notDrawnYet: 'This year’s draw hasn’t taken place yet.',
    accessDenied: 'This link or account opens no space of this Secret Santa.',
    linkExpired: 'This personal link has expired.',
    linkReplaced: 'This link has been replaced by a newer one.',
    noLongerPlaying: 'You no longer take part in this Secret Santa.',
    emailChangedSinceDraw:
      'Your email address was changed after the draw: open your space with the personal link emailed to that address.',
    newLinkTitle: 'Get a new link',
    newLinkText: 'Enter the email address your invitation was sent to.',
    newLinkSubmit: 'Get a new link',
    newLinkSent:
      'If this address takes part in this Secret Santa, a new personal link is on its way to it.',
    loadFailed: 'Something went wrong while loading your data',
    staleData: 'This may not be up to date',
    errorTitle: 'Error',
    pageTitle: 'Participant space',
    saveAddress: 'Save address',
    saveGiftIdeas: 'Save gift ideas',
    addressMissing: 'Your Secret Santa needs your address to send you your gift.',
    recipientNoAddress: (name: string) =>
      `${name} hasn’t given their address yet: it will show here as soon as they do.`,
    addressHintShared: 'Everyone taking part can see it, for sending the gifts.',
    addressHintPrivate: 'Only the person giving you a gift and the organiser can see it.',
    giftIdeasHint: 'They’ll help the person giving you a gift.',
    addressLabel: 'Address',
    noOthers: 'No other participants yet.',
    giftReceivedTitle: 'After the exchange: has your gift arrived?',
    giftReceivedText:
      'Once gifts have been exchanged, say so here as soon as yours arrives: when everyone has, the Secret Santa is over.',
    giftReceivedThanks: 'Thank you! The other participants can see that your gift has arrived.',
    signInInstead: 'Sign in to my space',
    backHome: 'Back to the home page',
    newLinkEmail: 'Your email',
  },
  completion: {
    title: 'Secret Santa complete!',
  },
  dates: {
    weekdays: WEEKDAYS,
    months: MONTHS,
    /** 'November 22, 2026'. */
    longDate: (day: number, month: number, year: number) => `${MONTHS[month]} ${day}, ${year}`,
    /** '2:05 PM'. */
    time: (hours: number, minutes: number) => englishHour(hours, minutes),
  },
  format: {
    /** Between a label and what it introduces: 'Mot de l’organisateur : …'. */
    colon: ': ',
    count: englishCount,
    /** 'Alice', 'Alice and Bruno', 'Alice, Bruno and Chloé'. */
    list: (items: readonly string[]) =>
      items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`,
  },
  exchange: {
    when: (date: string) => `Exchange on ${date}`,
    at: (day: string, hour: string) => `${day} at ${hour}`,
    inZone: (hour: string, city: string) => `${hour} ${city} time`,
    forReader: (when: string, city: string) => `That is ${when} in ${city}`,
    /** 'Saturday, December 19, 2026'. */
    day: (weekday: number, dayOfMonth: number, month: number, year: number) =>
      `${WEEKDAYS[weekday]}, ${MONTHS[month]} ${dayOfMonth}, ${year}`,
    hour: englishHour,
    budget: (amount: string) => `Budget ${amount}`,
    amount: englishAmount,
    /** '$20 to $30'. */
    amountRange: (from: string, to: string) => `${from} to ${to}`,
    euro: { prefix: '€', suffix: '' },
    sectionLabel: 'The exchange',
    calendarFailed: 'The calendar file couldn’t be prepared.',
    addToCalendar: 'Add to my calendar',
    calendarFileName: 'secret-santa-exchange.ics',
    organiserNote: (organiserName: string) => `A word from ${organiserName}`,
  },
  api: {
    invalidInput: 'Invalid data.',
    notFound: 'Not found.',
    unexpected: 'Something unexpected happened.',
  },
};
