import type { Wording } from './language.ts';
import type { messages as french } from './messages.ts';

/**
 * The Spanish twin of messages.ts: the same keys, written for readers in Spain rather than
 * translated word for word (docs/product.md §9.9), addressing the reader as « tú » throughout.
 * The tradition is « Amigo invisible » in the wording; the product's name stays Secret Santa.
 */
export const PRODUCT_NAME = 'Secret Santa';

const WEEKDAYS = [
  'domingo',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
] as const;
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;
const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * '1500', '10.000': as Intl writes es-ES (`toLocaleString('es')`), a four-digit number stays
 * whole and longer ones have their thousands set apart by a period.
 */
export function spanishCount(count: number): string {
  const digits = String(count);
  return /^-?\d{5,}$/.test(digits) ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : digits;
}

/** '15:00', '9:05': a time of day on the 24-hour clock, as Spain writes it. */
function spanishHour(hours: number, minutes: number): string {
  return `${hours}:${twoDigits(minutes)}`;
}

/** 'a las 15:00', but 'a la 1:30': the article agrees with one o'clock, which is singular. */
export function spanishAt(hour: string): string {
  return `${hour.startsWith('1:') ? 'a la' : 'a las'} ${hour}`;
}

/**
 * '30', '12,50', '1500', '10 000': decimals only for an amount that is not whole. The thousands
 * of an amount are set apart by a no-break space, as the RAE recommends for amounts, not by the
 * period of counts.
 */
function spanishAmount(cents: number): string {
  const whole = String(Math.floor(cents / 100));
  const euros = whole.length > 4 ? whole.replace(/\B(?=(\d{3})+$)/g, '\u00a0') : whole;
  const rest = cents % 100;
  return rest === 0 ? euros : `${euros},${twoDigits(rest)}`;
}

/** 'y' becomes 'e' before a word that begins with the sound i: 'Bruno e Inés', 'agua y hielo'. */
const STARTS_WITH_I = /^h?[ií](?![aeouáéóú])/iu;

export const messages: Wording<typeof french> = {
  app: {
    tagline:
      'Organiza tu Amigo invisible sin complicaciones, haz el sorteo y comparte la magia de las fiestas.',
    footer: 'Hecho con ❤️ para el Amigo invisible en familia, con amigos o entre compañeros.',
    notifications: 'Notificaciones',
    crashTitle: '¡Vaya, algo ha salido mal!',
    crashText: 'Se ha producido un error inesperado. Recarga la página para continuar.',
    crashRefresh: 'Recargar la página',
    notFoundTitle: '¡Vaya! No encontramos esta página',
    notFoundLink: 'Volver al inicio',
    loading: 'Cargando…',
    staleData:
      'No se han podido cargar los datos del servidor: se muestran los guardados en este dispositivo.',
    notFoundText: 'La página que buscas no existe o se ha movido.',
    pageTitle: (title: string) => `${title} · Secret Santa`,
    retry: 'Reintentar',
    unreachableTitle: 'Servidor no disponible',
    networkError: 'No se puede conectar con el servidor. Comprueba tu conexión a internet.',
    offlineError:
      'Sin conexión: lo que has escrito se conserva. Vuelve a intentarlo cuando recuperes la conexión.',
    offlineBanner: 'Sin conexión',
    skipToContent: 'Saltar al contenido principal',
    homeLink: 'Secret Santa, inicio',
    close: 'Cerrar',
    optionalField: (label: string) => `${label} (opcional)`,
  },
  language: {
    current: 'es',
    label: 'Idioma',
    names: { fr: 'Français', en: 'English', es: 'Español', de: 'Deutsch' },
  },
  avatars: {
    santa: 'Papá Noel',
    penguin: 'Pingüino',
    'elf-girl': 'Elfa',
    reindeer: 'Reno',
    'elf-man': 'Elfo',
    'mrs-claus': 'Mamá Noel',
    'polar-bear': 'Oso polar',
    'elf-boy': 'Elfo pequeño',
    snowman: 'Muñeco de nieve',
    'ornament-green': 'Bola de Navidad verde',
    'ornament-red': 'Bola de Navidad roja',
    'snowman-hat': 'Muñeco de nieve con sombrero',
    'polar-bear-blue': 'Oso polar azul',
    'santa-face': 'Cara de Papá Noel',
    'ornament-blue': 'Bola de Navidad azul',
    'reindeer-circle': 'Reno en un círculo',
    'penguin-circle': 'Pingüino en un círculo',
    'elf-face': 'Cara de elfo',
  },
  theme: {
    label: 'Tema',
    light: 'Claro',
    dark: 'Oscuro',
    system: 'Sistema',
  },
  /** Signing out, from the dashboard and the participant space. */
  signOut: {
    logout: 'Cerrar sesión',
    logoutSuccessTitle: 'Sesión cerrada',
    logoutSuccessText: '¡Hasta pronto!',
    logoutFailed: 'Se ha producido un problema al cerrar la sesión',
  },
  dashboard: {
    mySecretSantas: 'Mis Amigos invisibles',
    participantsTab: 'Participantes',
    restrictionsTab: 'Restricciones',
    drawTab: 'Sorteo',
    historyTab: 'Historial',
  },
  players: {
    giftIdeasPlaceholder: 'Libros, chocolate negro, plantas…',
    nameRequired: 'El nombre es obligatorio.',
    emailRequired: 'El correo electrónico es obligatorio.',
    addressRequired: 'La dirección es obligatoria.',
    nameTooShort: 'El nombre debe tener al menos 2 caracteres.',
    nameTooLong: 'El nombre no puede tener más de 100 caracteres.',
    addressTooShort: 'La dirección debe tener al menos 5 caracteres.',
    addressTooLong: 'La dirección no puede tener más de 500 caracteres.',
    emailInvalid: 'Introduce un correo electrónico válido.',
    avatarInvalid: 'Elige uno de los avatares propuestos.',
    giftIdeasTooLong: 'Las ideas de regalo no pueden tener más de 2000 caracteres.',
    errorTitle: 'Error',
    addressPlaceholder: 'Calle y número, código postal, localidad',
  },

  participantSpace: {
    noExchangeDate: 'La fecha del intercambio aún no está fijada.',
    edition: (year: number) => `Edición ${year}`,
    welcome: (name: string) => `¡Hola, ${name}!`,
    redirecting: 'Te llevamos a tu espacio de participante…',
    myEmail: 'Mi correo electrónico',
    emailLocked: 'El correo electrónico no se puede modificar',
    myLanguage: 'Idioma de mis correos',
    /** « Rappels : activés », the switch under it (docs/product.md §6.9). */
    reminders: (on: boolean) => (on ? 'Recordatorios: activados' : 'Recordatorios: desactivados'),
    remindersFailed: 'No se han podido cambiar los recordatorios.',
    languageSaved: 'Tus próximos correos estarán en este idioma.',
    languageFailed: 'No se ha podido cambiar el idioma de tus correos.',
    emailChanged: (organiserName: string, date: string, previousEmail: string) =>
      `Modificado por ${organiserName} el ${date} (antes: ${previousEmail}).`,
    myAddress: 'Mi dirección',
    myGiftIdeas: 'Mis ideas de regalo',
    save: 'Guardar',
    addressUpdated: 'Dirección actualizada',
    giftIdeasUpdated: 'Ideas de regalo actualizadas',
    addressFailed: 'No se ha podido actualizar tu dirección.',
    addressNotAsked:
      'El organizador no pide dirección postal para este Amigo invisible: no se ha guardado la tuya.',
    giftIdeasFailed: 'No se han podido actualizar tus ideas de regalo.',
    recipientTitle: 'Tu regalo es para',
    recipientGiftIdeas: 'Sus ideas de regalo',
    noGiftIdeas: 'Todavía no hay ideas de regalo.',
    othersTitle: 'Los demás participantes',
    waitingTitle: 'Esperando el sorteo',
    waitingText:
      'Te avisaremos por correo en cuanto se haga el sorteo: este mismo enlace te mostrará entonces a quién le regalas.',
    noAssignment:
      'Este año no tienes ninguna asignación. Ponte en contacto con el organizador del Amigo invisible.',
    giftReceivedButton: '¡He recibido mi regalo!',
    giftReceived: 'Regalo recibido ✅',
    giftReceivedToast: '¡Regalo marcado como recibido!',
    giftReceivedConfirmTitle: '¿Has recibido tu regalo?',
    giftReceivedConfirmText:
      'Los demás participantes verán que tu regalo ha llegado. Podrás deshacerlo hasta que todos hayan recibido el suyo; cuando todos lo hayan confirmado, el Amigo invisible habrá terminado.',
    giftReceivedConfirm: 'Sí, lo he recibido',
    giftNotReceivedButton: 'Todavía no lo he recibido',
    giftNotReceivedToast: 'Regalo marcado como no recibido todavía',
    giftNotReceivedFailed: 'No se ha podido deshacer. Vuelve a intentarlo.',
    undoAfterCompletion:
      'El Amigo invisible ha terminado: todos han recibido su regalo, así que ya no se puede deshacer.',
    cancel: 'Cancelar',
    giftReceivedFailed: 'No se ha podido marcar el regalo como recibido. Vuelve a intentarlo.',
    completedToast:
      'El Amigo invisible ha terminado: todos los participantes han recibido un aviso por correo.',
    notDrawnYet: 'El sorteo de este año aún no se ha hecho.',
    accessDenied: 'Este enlace o esta cuenta no abre ningún espacio de este Amigo invisible.',
    linkExpired: 'Este enlace personal ha caducado.',
    linkReplaced: 'Este enlace se ha sustituido por uno más reciente.',
    noLongerPlaying: 'Ya no participas en este Amigo invisible.',
    emailChangedSinceDraw:
      'Tu correo electrónico se modificó después del sorteo: abre tu espacio con el enlace personal que recibiste en esa dirección.',
    newLinkTitle: 'Recibir un enlace nuevo',
    newLinkText: 'Escribe el correo electrónico en el que recibiste tu invitación.',
    newLinkSubmit: 'Recibir un enlace nuevo',
    newLinkSent:
      'Si esta dirección participa en este Amigo invisible, le acabamos de enviar un nuevo enlace personal.',
    loadFailed: 'Error al cargar los datos',
    staleData: 'Puede que los datos no estén actualizados',
    errorTitle: 'Error',
    pageTitle: 'Espacio de participante',
    saveAddress: 'Guardar la dirección',
    saveGiftIdeas: 'Guardar las ideas de regalo',
    addressMissing: 'Tu amigo invisible necesita tu dirección para enviarte el regalo.',
    recipientNoAddress: (name: string) =>
      `${name} aún no ha indicado su dirección: aparecerá aquí en cuanto la añada.`,
    addressHintShared: 'La ven todos los participantes, para poder enviar los regalos.',
    addressHintPrivate: 'Solo la ven la persona que te regala y el organizador.',
    giftIdeasHint: 'Ayudarán a la persona que te regala.',
    addressLabel: 'Dirección',
    noOthers: 'Todavía no hay más participantes.',
    giftReceivedTitle: 'Después del intercambio: ¿ha llegado tu regalo?',
    giftReceivedText:
      'Cuando se hayan intercambiado los regalos, indícalo aquí en cuanto recibas el tuyo: cuando todos lo hayan hecho, el Amigo invisible habrá terminado.',
    giftReceivedThanks: '¡Gracias! Los demás participantes ven que tu regalo ha llegado.',
    signInInstead: 'Iniciar sesión en mi espacio',
    backHome: 'Volver al inicio',
    newLinkEmail: 'Tu correo electrónico',
  },
  completion: {
    title: '¡Amigo invisible terminado!',
  },
  dates: {
    weekdays: WEEKDAYS,
    months: MONTHS,
    /** '22 de noviembre de 2026' (the month counted from 0), as Intl writes es-ES. */
    longDate: (day: number, month: number, year: number) => `${day} de ${MONTHS[month]} de ${year}`,
    /** '14:05', '9:05'. */
    time: (hours: number, minutes: number) => spanishHour(hours, minutes),
  },
  format: {
    /** Between a label and what it introduces: 'Mot de l’organisateur : …'. */
    colon: ': ',
    count: spanishCount,
    /** 'Alicia', 'Alicia y Bruno', 'Alicia, Bruno y Chloé', 'Bruno e Inés'. */
    list: (items: readonly string[]) =>
      items.length <= 1
        ? (items[0] ?? '')
        : `${items.slice(0, -1).join(', ')} ${STARTS_WITH_I.test(items.at(-1) ?? '') ? 'e' : 'y'} ${items.at(-1)}`,
  },
  exchange: {
    /** 'Intercambio el sábado, 19 de diciembre de 2026 a las 15:00'. */
    when: (date: string) => `Intercambio el ${date}`,
    at: (day: string, hour: string) => `${day} ${spanishAt(hour)}`,
    inZone: (hour: string, city: string) => `${hour} (hora de ${city})`,
    forReader: (when: string, city: string) => `Es decir, ${when} en ${city}`,
    /** 'sábado, 19 de diciembre de 2026' (weekday from 0 for Sunday, month from 0). */
    day: (weekday: number, dayOfMonth: number, month: number, year: number) =>
      `${WEEKDAYS[weekday]}, ${dayOfMonth} de ${MONTHS[month]} de ${year}`,
    hour: spanishHour,
    budget: (amount: string) => `Presupuesto: ${amount}`,
    amount: spanishAmount,
    /** 'de 20 a 30 €', which the budget field reads back (exchange/parse-budget.ts). */
    amountRange: (from: string, to: string) => `de ${from} a ${to}`,
    /** '30 €': the no-break space keeps the sign beside its amount. */
    euro: { prefix: '', suffix: '\u00a0€' },
    sectionLabel: 'El intercambio',
    calendarFailed: 'No se ha podido preparar el archivo para tu calendario.',
    addToCalendar: 'Añadir a mi calendario',
    calendarFileName: 'intercambio-amigo-invisible.ics',
    organiserNote: (organiserName: string) => `Unas palabras de ${organiserName}`,
  },
  api: {
    invalidInput: 'Datos no válidos.',
    notFound: 'Recurso no encontrado.',
    unexpected: 'Se ha producido un error inesperado.',
  },
};
