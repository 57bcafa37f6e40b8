import type { AvatarId } from './avatars.ts';
import { formatCount } from './format-count.ts';

/**
 * Every French text the product shows, in one place, so the screens, the API errors and the
 * tests use the same words (docs/product.md says where each is shown). The e-mails' texts are beside
 * it in mail-messages.ts, which only the server reads, so that no page downloads them. The
 * English twin, messages.en.ts, has the same keys (docs/product.md §9.9).
 */
export const PRODUCT_NAME = 'Secret Santa';

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;
/** '05' from 5: minutes are written with two digits. */
const twoDigits = (value: number) => String(value).padStart(2, '0');

export const messages = {
  app: {
    tagline:
      'Organisez facilement votre Secret Santa, tirez au sort et partagez la magie des fêtes.',
    footer: 'Fait avec ❤️ pour les Secret Santa en famille, entre amis ou entre collègues.',
    /** What a screen reader calls the toasts' area. */
    notifications: 'Notifications',
    crashTitle: "Oups, quelque chose s'est mal passé\u202f!",
    crashText: 'Une erreur inattendue est survenue. Rechargez la page pour continuer.',
    crashRefresh: 'Rafraîchir la page',
    notFoundTitle: 'Oups\u202f! Page introuvable',
    notFoundLink: "Retour à l'accueil",
    loading: 'Chargement…',
    staleData:
      'Impossible de charger les données depuis le serveur, utilisation des données locales.',
    notFoundText: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    pageTitle: (title: string) => `${title} · Secret Santa`,
    retry: 'Réessayer',
    unreachableTitle: 'Serveur injoignable',
    networkError: 'Impossible de joindre le serveur. Vérifiez votre connexion internet.',
    /** The browser says it is offline: what was typed stays, to be sent again (§9.4). */
    offlineError:
      'Hors connexion\u202f: ce que vous avez saisi est gardé. Réessayez une fois la connexion revenue.',
    offlineBanner: 'Hors connexion',
    skipToContent: 'Aller au contenu principal',
    homeLink: 'Secret Santa, accueil',
    close: 'Fermer',
    optionalField: (label: string) => `${label} (facultatif)`,
  },
  /** The header's 'Français / English' switch (docs/product.md §9.9): it names the other language. */
  language: {
    current: 'fr',
    /** The header's choice of language, named for screen readers (its value is on screen). */
    label: 'Langue',
    /** Each language by its own name, as a choice of language shows them. */
    names: { fr: 'Français', en: 'English', es: 'Español', de: 'Deutsch' },
  },
  /** The 18 avatars' names (shared/avatars.ts), their pictures' alternative text. */
  avatars: {
    santa: 'Père Noël',
    penguin: 'Pingouin',
    'elf-girl': 'Lutine',
    reindeer: 'Renne',
    'elf-man': 'Lutin',
    'mrs-claus': 'Mère Noël',
    'polar-bear': 'Ours polaire',
    'elf-boy': 'Petit lutin',
    snowman: 'Bonhomme de neige',
    'ornament-green': 'Boule de Noël verte',
    'ornament-red': 'Boule de Noël rouge',
    'snowman-hat': 'Bonhomme de neige au chapeau',
    'polar-bear-blue': 'Ours polaire bleu',
    'santa-face': 'Visage du Père Noël',
    'ornament-blue': 'Boule de Noël bleue',
    'reindeer-circle': 'Renne dans un cercle',
    'penguin-circle': 'Pingouin dans un cercle',
    'elf-face': 'Visage de lutin',
  } satisfies Record<AvatarId, string>,
  theme: {
    label: 'Thème',
    light: 'Clair',
    dark: 'Sombre',
    system: 'Système',
  },
  /** Signing out, from the dashboard and the participant space. */
  signOut: {
    logout: 'Déconnexion',
    logoutSuccessTitle: 'Déconnexion réussie',
    logoutSuccessText: 'À bientôt\u202f!',
    logoutFailed: 'Un problème est survenu lors de la déconnexion',
  },
  dashboard: {
    mySecretSantas: 'Mes Secret Santa',
    participantsTab: 'Participants',
    restrictionsTab: 'Restrictions',
    drawTab: 'Tirage',
    historyTab: 'Historique',
  },
  players: {
    giftIdeasPlaceholder: 'Livres, chocolat noir, plantes…',
    nameRequired: 'Le nom est requis.',
    emailRequired: 'L’email est requis.',
    addressRequired: 'L’adresse est requise.',
    nameTooShort: 'Le nom doit contenir au moins 2 caractères.',
    nameTooLong: 'Le nom ne doit pas dépasser 100 caractères.',
    addressTooShort: "L'adresse doit contenir au moins 5 caractères.",
    addressTooLong: "L'adresse ne doit pas dépasser 500 caractères.",
    emailInvalid: 'Veuillez entrer une adresse email valide.',
    avatarInvalid: 'Choisissez un des avatars proposés.',
    giftIdeasTooLong: 'Les idées cadeaux ne doivent pas dépasser 2000 caractères.',
    errorTitle: 'Erreur',
    addressPlaceholder: 'N° et rue, code postal, ville',
  },

  participantSpace: {
    noExchangeDate: 'La date de l’échange n’est pas encore fixée.',
    edition: (year: number) => `Édition ${year}`,
    welcome: (name: string) => `Bienvenue ${name}\u202f!`,
    redirecting: 'Redirection vers votre espace participant...',
    myEmail: 'Mon email',
    emailLocked: "L'email ne peut pas être modifié",
    myLanguage: 'Langue de mes emails',
    /** « Rappels : activés », the switch under it (docs/product.md §6.9). */
    reminders: (on: boolean) => (on ? 'Rappels\u202f: activés' : 'Rappels\u202f: désactivés'),
    remindersFailed: 'Impossible de changer les rappels.',
    languageSaved: 'Vos prochains emails seront écrits dans cette langue.',
    languageFailed: 'Impossible de changer la langue de vos emails.',
    emailChanged: (organiserName: string, date: string, previousEmail: string) =>
      `Modifié par ${organiserName} le ${date} (auparavant\u202f: ${previousEmail}).`,
    myAddress: 'Mon adresse',
    myGiftIdeas: 'Mes idées cadeaux',
    save: 'Enregistrer',
    addressUpdated: 'Adresse mise à jour',
    giftIdeasUpdated: 'Idées cadeaux mises à jour',
    addressFailed: 'Impossible de mettre à jour votre adresse.',
    addressNotAsked:
      'L’organisateur ne demande pas d’adresse postale pour ce Secret Santa\u202f: la vôtre n’a pas été enregistrée.',
    giftIdeasFailed: 'Impossible de mettre à jour vos idées cadeaux.',
    recipientTitle: 'Vous offrez un cadeau à',
    recipientGiftIdeas: 'Ses idées cadeaux',
    noGiftIdeas: 'Pas encore d’idées cadeaux.',
    othersTitle: 'Les autres participants',
    waitingTitle: 'En attente du tirage au sort',
    waitingText:
      'Un email vous préviendra dès que le tirage aura eu lieu\u202f: ce même lien vous montrera alors à qui vous offrez un cadeau.',
    noAssignment:
      'Aucune attribution pour vous cette année. Contactez l’organisateur du Secret Santa.',
    giftReceivedButton: "J'ai reçu mon cadeau\u202f!",
    giftReceived: 'Cadeau reçu ✅',
    giftReceivedToast: 'Cadeau marqué comme reçu\u202f!',
    giftReceivedConfirmTitle: 'Vous avez bien reçu votre cadeau\u202f?',
    giftReceivedConfirmText:
      'Les autres participants verront que votre cadeau est arrivé. Vous pourrez revenir en arrière tant que tout le monde n’a pas reçu le sien\u202f; quand chacun l’aura dit, le Secret Santa sera terminé.',
    giftReceivedConfirm: 'Oui, je l’ai reçu',
    giftNotReceivedButton: 'Je ne l’ai pas encore reçu',
    giftNotReceivedToast: 'Cadeau marqué comme pas encore reçu',
    giftNotReceivedFailed: 'Impossible d’annuler. Veuillez réessayer.',
    undoAfterCompletion:
      'Le Secret Santa est terminé\u202f: tout le monde a reçu son cadeau, la réception ne peut plus être annulée.',
    cancel: 'Annuler',
    giftReceivedFailed: 'Impossible de marquer le cadeau comme reçu. Veuillez réessayer.',
    completedToast:
      'Le Secret Santa est terminé\u202f: tous les participants ont été prévenus par email.',
    notDrawnYet: 'Le tirage de cette année n’a pas encore eu lieu.',
    accessDenied: 'Ce lien ou ce compte n’ouvre aucun espace de ce Secret Santa.',
    linkExpired: 'Ce lien personnel a expiré.',
    linkReplaced: 'Ce lien a été remplacé par un plus récent.',
    noLongerPlaying: 'Vous ne participez plus à ce Secret Santa.',
    emailChangedSinceDraw:
      'Votre adresse email a été modifiée après le tirage\u202f: ouvrez votre espace avec le lien personnel reçu par email à cette adresse.',
    newLinkTitle: 'Recevoir un nouveau lien',
    newLinkText: 'Saisissez l’adresse email à laquelle vous avez reçu votre invitation.',
    newLinkSubmit: 'Recevoir un nouveau lien',
    newLinkSent:
      'Si cette adresse participe à ce Secret Santa, un nouveau lien personnel vient de lui être envoyé.',
    loadFailed: 'Erreur lors du chargement des données',
    staleData: 'Données peut-être pas à jour',
    errorTitle: 'Erreur',
    pageTitle: 'Espace participant',
    saveAddress: 'Enregistrer l’adresse',
    saveGiftIdeas: 'Enregistrer les idées cadeaux',
    addressMissing: 'Votre Secret Santa a besoin de votre adresse pour vous envoyer votre cadeau.',
    recipientNoAddress: (name: string) =>
      `${name} n’a pas encore donné son adresse\u202f: elle apparaîtra ici dès qu’elle sera saisie.`,
    addressHintShared: 'Visible de tous les participants, pour l’envoi des cadeaux.',
    addressHintPrivate: 'Seuls la personne qui vous offre un cadeau et l’organisateur la voient.',
    giftIdeasHint: 'Elles aideront la personne qui vous offre un cadeau.',
    addressLabel: 'Adresse',
    noOthers: 'Aucun autre participant pour le moment.',
    giftReceivedTitle: 'Après l’échange\u202f: votre cadeau est arrivé\u202f?',
    giftReceivedText:
      'Une fois les cadeaux échangés, dites-le ici dès réception du vôtre\u202f: quand tout le monde l’aura fait, le Secret Santa sera terminé.',
    giftReceivedThanks: 'Merci\u202f! Les autres participants voient que votre cadeau est arrivé.',
    signInInstead: 'Me connecter à mon espace',
    backHome: "Retour à l'accueil",
    newLinkEmail: 'Votre email',
  },
  completion: {
    title: 'Secret Santa terminé\u202f!',
  },
  /** Spelled out, not asked of Intl.DateTimeFormat: see web/lib/format-date.ts. */
  dates: {
    weekdays: WEEKDAYS,
    months: MONTHS,
    /** '22 novembre 2026' (the month counted from 0, as `Date` counts it). */
    longDate: (day: number, month: number, year: number) => `${day} ${MONTHS[month]} ${year}`,
    /** '14 h 05', as French writes a time of day. */
    time: (hours: number, minutes: number) => `${hours} h ${twoDigits(minutes)}`,
  },
  /** Counts and lists as French writes them. */
  format: {
    /** Between a label and what it introduces: 'Mot de l’organisateur : …'. */
    colon: '\u202f: ',
    /** '10 000', the thousands set apart by a narrow no-break space (format-count.ts). */
    count: formatCount,
    /** 'Alice', 'Alice et Bruno', 'Alice, Bruno et Chloé' (no comma before 'et' in French). */
    list: (items: readonly string[]) =>
      items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`,
  },
  exchange: {
    /** The date comes whole from describeExchangeDate: 'samedi 19 décembre 2026 à 15 h'. */
    when: (date: string) => `Échange le ${date}`,
    at: (day: string, hour: string) => `${day} à ${hour}`,
    /** '15 h (heure de Paris)': the hour with the event's zone, named by its city. */
    inZone: (hour: string, city: string) => `${hour} (heure de ${city})`,
    /** 'Soit samedi 19 décembre 2026 à 21 h à Paris': the exchange's time where the reader lives. */
    forReader: (when: string, city: string) => `Soit ${when} à ${city}`,
    /**
     * 'samedi 19 décembre 2026' (weekday from 0 for Sunday, month from 0); the first of the
     * month is an ordinal in French: 'mardi 1er décembre 2026'.
     */
    day: (weekday: number, dayOfMonth: number, month: number, year: number) =>
      `${WEEKDAYS[weekday]} ${dayOfMonth === 1 ? '1er' : dayOfMonth} ${MONTHS[month]} ${year}`,
    /** Hours the French way, '15 h', '9 h 05', held together by no-break spaces. */
    hour: (hours: number, minutes: number) =>
      minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${twoDigits(minutes)}`,
    budget: (amount: string) => `Budget ${amount}`,
    /**
     * '30', '12,50', '1 500' (hundredths of the currency): decimals only for an amount that is
     * not whole, and then always two; the narrow no-break space, as Intl writes French, never
     * splits a number.
     */
    amount: frenchAmount,
    /** '20 à 30 €': the two ends, each with its currency's sign before it if any, then the sign after. */
    amountRange: (from: string, to: string) => `${from} à ${to}`,
    /** The euro as French writes it, '30 €' (Intl's own, describe-exchange.ts): the other currencies ask Intl. */
    euro: { prefix: '', suffix: '\u00a0€' },
    sectionLabel: 'L’échange',
    calendarFailed: 'Impossible de préparer le fichier pour votre agenda.',
    addToCalendar: 'Ajouter à mon agenda',
    calendarFileName: 'echange-secret-santa.ics',
    organiserNote: (organiserName: string) => `Le mot de ${organiserName}`,
  },
  api: {
    invalidInput: 'Données invalides.',
    notFound: 'Ressource introuvable.',
    unexpected: "Une erreur inattendue s'est produite.",
  },
} as const;

function frenchAmount(cents: number): string {
  const euros = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '\u202f');
  const rest = cents % 100;
  return rest === 0 ? euros : `${euros},${twoDigits(rest)}`;
}
