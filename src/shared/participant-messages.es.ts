import type { Wording } from './language.ts';
import type { participantMessages as french } from './participant-messages.ts';

/** The Spanish twin of participant-messages.ts: the participant space's messages (§9.9). */
export const participantMessages: Wording<typeof french> = {
  conversation: {
    title: 'Mensajes',
    withRecipientTitle: 'Escribir a la persona a quien regalo',
    withRecipientHint: (name: string) =>
      `${name} leerá tus mensajes firmados como «Tu amigo invisible», nunca con tu nombre.`,
    withSantaTitle: 'Escribir a mi amigo invisible',
    withSantaHint:
      'Tu amigo invisible ve tu nombre (ya sabe a quién le regala); tú no sabrás quién es.',
    fromSanta: 'Tu amigo invisible',
    me: 'Yo',
    placeholder: 'Tu mensaje…',
    send: 'Enviar',
    sending: 'Enviando…',
    empty: 'Todavía no hay mensajes.',
    restarted: 'Esta conversación ha vuelto a empezar: los mensajes anteriores ya no se muestran.',
    unread: (count: number) =>
      count === 1 ? `${count} mensaje sin leer` : `${count} mensajes sin leer`,
    textRequired: 'Escribe un mensaje antes de enviarlo.',
    textTooLong: 'Un mensaje no puede tener más de 1000 caracteres.',
    tooMany: 'Has enviado muchos mensajes: vuelve a intentarlo dentro de una hora.',
    sendFailed: 'No se ha podido enviar el mensaje.',
    notInDraw: 'Los mensajes estarán disponibles cuando se haga el sorteo.',
    suggestionsLabel: 'Preguntas listas para enviar',
    questions: [
      '¿Qué talla usas (ropa, calzado)?',
      '¿Tienes alguna alergia o hay algo que no te guste?',
      '¿Eres más de dulce o de salado?',
      '¿Prefieres un objeto o una experiencia?',
      '¿Hay algo que te haga especial ilusión ahora mismo?',
      '¿Cuál es tu color favorito?',
    ],
    quickAnswersLabel: 'Respuestas rápidas',
    quickAnswers: [
      '¡Gracias por preguntar! Lo pienso y te contesto.',
      'Ninguna alergia, ¡me va bien cualquier cosa!',
      'Mis ideas de regalo están al día en mi espacio.',
      '¡Sorpréndeme!',
    ],
  },
  /** The end of the exchange (docs/product.md §7.5), downloaded when it has come. */
  care: {
    caredSpacesTitle: 'Los espacios de los que me ocupo',
    caredSpacesHint:
      'Sus correos te llegan a ti, uno por persona. En su espacio ves a quién regalan, para ayudarles a elegir, pero nunca quién les regala.',
    openSpace: (name: string) => `Abrir el espacio de ${name}`,
    caredBy: (name: string) =>
      `${name} se ocupa de este espacio: los correos de este espacio le llegan a ${name}.`,
  },
  announcements: {
    title: (organiserName: string) => `Unas palabras de ${organiserName}`,
  },
  card: {
    print: 'Imprimir mi tarjeta',
    forName: (name: string) => `Para ${name}`,
    openInSecret: 'Ábrela en secreto',
    howTo:
      'Imprime a doble cara (volteo por el borde corto) o pega las dos páginas por el dorso, y luego dobla la hoja por la mitad: el nombre queda dentro.',
    address: 'Dirección',
    ideas: 'Sus ideas de regalo',
  },
  completion: {
    congratulation: (name: string) =>
      `¡Enhorabuena! Han llegado todos los regalos del Amigo invisible «${name}».`,
    thanks: 'Gracias a todos por participar. ¡Felices fiestas! 🎄',
    organiserNote:
      'Se ha enviado automáticamente un aviso de cierre a todos los participantes. ¡Gracias por organizar este Amigo invisible!',
  },
  /** An account from the space (docs/product.md §7.3), downloaded once the space shows. */
  account: {
    text: 'Con una cuenta tienes todos tus Amigos invisibles en un mismo sitio. Te enviaremos por correo el enlace para elegir tu contraseña.',
    create: 'Crear mi cuenta',
    sent: 'Revisa tu correo: si tu dirección aún no tiene cuenta, te acabamos de enviar el enlace para elegir tu contraseña.',
    failed: 'No se ha podido enviar la solicitud. Vuelve a intentarlo.',
  },
  /** The refusal page (docs/product.md §7.1), downloaded only when the space is refused. */
  accessDenied: {
    invalidLinkTitle: 'Este enlace no funciona',
    invalidLinkText:
      'Seguramente se cortó al copiarlo. Ábrelo directamente desde el correo o pide un enlace nuevo aquí abajo.',
    noLinkTitle: 'Abre tu enlace personal',
    noLinkText:
      'Tu espacio se abre con el enlace que recibiste por correo. ¿No lo encuentras? Pide uno nuevo aquí abajo.',
    expiredLinkText: 'Pide un enlace nuevo aquí abajo; te llegará a la dirección de tu invitación.',
    replacedLinkText:
      'Se ha enviado un enlace nuevo a la dirección de tu invitación: abre el correo más reciente o pide otro aquí abajo.',
    noLongerPlayingText:
      'El organizador te ha retirado de este intercambio, o lo ha eliminado: ya no tienes que hacer ningún regalo ni vas a recibir ninguno. ¿Es un error? Avísale.',
    addressChangedTitle: 'Tu correo electrónico ha cambiado',
    deniedDetailsTitle: 'Información enviada',
    deniedEventId: 'ID del Amigo invisible',
    deniedLink: 'Enlace personal',
    deniedLinkPresent: 'Presente',
    deniedLinkAbsent: 'Ausente',
    deniedLinkState: 'Estado',
    deniedLinkInvalid: 'Enlace no válido',
    deniedLinkExpired: 'Enlace caducado',
    deniedLinkReplaced: 'Enlace sustituido',
    deniedNoLongerPlaying: 'Enlace válido, participante retirado',
    deniedNoAccount: 'No hay ninguna sesión de participante iniciada',
    deniedAddressChanged: 'Sesión iniciada con una dirección modificada después del sorteo',
  },
};
