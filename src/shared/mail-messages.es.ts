import type { Wording } from './language.ts';
import type { mailMessages as french } from './mail-messages.ts';

/**
 * The Spanish twin of mail-messages.ts: the e-mails sent to those whose language is Spanish
 * (docs/product.md §9.9), and the local mailbox page. Only the server and the tests read it.
 */
export const mailMessages: Wording<typeof french> = {
  mail: {
    registrationSubject: (secretSantaName: string) =>
      `Confirma tu inscripción en el Amigo invisible «${secretSantaName}»`,
    registrationTitle: 'Confirma tu inscripción',
    registrationText: (secretSantaName: string, organiserName: string) =>
      `Te has apuntado al Amigo invisible «${secretSantaName}», organizado por ${organiserName}. Confirma tu dirección para participar en el sorteo.`,
    registrationAddress: (address: string) => `Dirección: ${address}`,
    registrationGiftIdeas: (ideas: string) => `Ideas de regalo: ${ideas}`,
    registrationNothing: '(nada)',
    registrationNotYou:
      'Si estos datos no son tuyos, o si no te has apuntado, ignora este correo: no se hará nada.',
    registrationButton: 'Confirmar mi inscripción',
    registrationExpiry: 'Este enlace es válido durante 24 horas.',
    coOrganiserSubject: (secretSantaName: string) =>
      `Organiza con nosotros el Amigo invisible «${secretSantaName}»`,
    coOrganiserTitle: 'Una invitación para coorganizar',
    coOrganiserText: (organiserName: string, secretSantaName: string) =>
      `${organiserName} te invita a unirte a la organización del Amigo invisible «${secretSantaName}»: los participantes, las restricciones, el sorteo y el envío de los correos. Como cualquier organizador, nunca verás quién regala a quién.`,
    coOrganiserAccount:
      'Para aceptar, usa una cuenta con esta dirección de correo: si aún no tienes ninguna, la página te propondrá crearla.',
    coOrganiserButton: 'Ver la invitación',
    coOrganiserExpiry:
      'Este enlace es válido durante 14 días. Si no esperabas esta invitación, ignora este correo: no se hará nada.',
    verifySubject: 'Confirma tu correo electrónico – Secret Santa',
    verifyTitle: '¡Te damos la bienvenida a Secret Santa!',
    /** A letter's greeting in Spanish ends with a colon: 'Hola, Ana:'. */
    verifyGreeting: (name: string) => `Hola, ${name}:`,
    verifyText:
      'Gracias por registrarte. Confirma tu correo electrónico y elige tu contraseña para empezar a organizar tus Amigos invisibles.',
    verifyButton: 'Confirmar mi correo electrónico',
    verifyExpiry:
      'Este enlace es válido durante 24 horas. Si no te has registrado tú, ignora este correo: no se crea ninguna cuenta sin ti.',
    resetSubject: 'Restablece tu contraseña – Secret Santa',
    resetTitle: 'Restablece tu contraseña',
    resetText:
      'Has pedido restablecer tu contraseña. Haz clic en el botón de abajo para elegir una nueva.',
    resetButton: 'Elegir una nueva contraseña',
    resetExpiry:
      'Este enlace es válido durante 1 hora. Si no lo has pedido tú, ignora este correo.',
    invitationSubject: (secretSantaName: string) =>
      `🎁 Invitación al Amigo invisible «${secretSantaName}»`,
    invitationTitle: (secretSantaName: string) => `Amigo invisible «${secretSantaName}»`,
    invitationIntro: (organiserName: string, secretSantaName: string) =>
      `${organiserName} te invita a participar en el Amigo invisible «${secretSantaName}».`,
    invitationSteps:
      'El sorteo aún no se ha hecho. En tu espacio, indica ya tu dirección y tus ideas de regalo: ese mismo enlace te mostrará a quién le regalas cuando se haga el sorteo. No necesitas contraseña.',
    invitationStepsNoAddress:
      'El sorteo aún no se ha hecho. En tu espacio, indica ya tus ideas de regalo: ese mismo enlace te mostrará a quién le regalas cuando se haga el sorteo. No necesitas contraseña.',
    invitationButton: 'Abrir mi espacio',
    invitationFootnote: (lastDay: string) =>
      `Este enlace es solo para ti: no lo reenvíes. Funciona hasta el ${lastDay}, incluido. ¿No conoces al organizador? Simplemente ignora este correo.`,
    drawSubject: (secretSantaName: string) =>
      `🎅 ¡Ya se ha hecho el sorteo del Amigo invisible «${secretSantaName}»!`,
    drawTitle: '¡Ya se ha hecho el sorteo!',
    drawText: (secretSantaName: string) =>
      `Se acaba de hacer el sorteo del Amigo invisible «${secretSantaName}». Descubre en tu espacio personal a quién le regalas.`,
    drawButton: 'Descubrir a quién regalo',
    redrawSubject: (secretSantaName: string) =>
      `🎅 Nuevo sorteo del Amigo invisible «${secretSantaName}»`,
    redrawTitle: '¡Nuevo sorteo!',
    redrawText: (secretSantaName: string) =>
      `Se ha repetido el sorteo del Amigo invisible «${secretSantaName}»: puede que haya cambiado la persona a quien regalas. Tu enlace anterior ya no funciona; descubre tu nueva asignación con este.`,
    drawChangedSubject: (secretSantaName: string) =>
      `🎅 Tu sorteo ha cambiado – Amigo invisible «${secretSantaName}»`,
    drawChangedTitle: 'Tu sorteo ha cambiado',
    drawChangedText: (secretSantaName: string) =>
      `Los participantes del Amigo invisible «${secretSantaName}» han cambiado después del sorteo: ahora le regalas a otra persona. Descubre a quién en tu espacio personal.`,
    drawChangedButton: 'Ver a quién regalo',
    announcementSubject: (organiserName: string, secretSantaName: string) =>
      `${organiserName} escribe a todos: ${secretSantaName}`,
    announcementTitle: (organiserName: string) => `Unas palabras de ${organiserName}`,
    announcementText: (organiserName: string, secretSantaName: string) =>
      `${organiserName} escribe a todos los participantes del Amigo invisible «${secretSantaName}»:`,
    announcementButton: 'Abrir mi espacio',
    withdrawnSubject: (secretSantaName: string) =>
      `Ya no participas en el Amigo invisible «${secretSantaName}»`,
    withdrawnTitle: 'Ya no participas en el intercambio',
    withdrawnText: (organiserName: string, secretSantaName: string) =>
      `${organiserName}, que organiza el Amigo invisible «${secretSantaName}», ha puesto fin a tu participación: ya no tienes que hacer ningún regalo, nadie te regalará nada en este intercambio y tu enlace personal ya no funciona.`,
    withdrawnFootnote: (organiserName: string) => `¿Es un error? Avisa a ${organiserName}.`,
    messageFromSantaSubject: (secretSantaName: string) =>
      `🎅 Un mensaje de tu amigo invisible – Amigo invisible «${secretSantaName}»`,
    messageFromSantaTitle: 'Tu amigo invisible te ha escrito',
    messageFromSantaText: (secretSantaName: string) =>
      `Tu amigo invisible de «${secretSantaName}» te ha escrito:`,
    messageFromRecipientSubject: (writerName: string, secretSantaName: string) =>
      `💌 ${writerName} te ha respondido – Amigo invisible «${secretSantaName}»`,
    messageFromRecipientTitle: 'La persona a quien regalas te ha escrito',
    messageFromRecipientText: (writerName: string, secretSantaName: string) =>
      `${writerName}, a quien regalas en el Amigo invisible «${secretSantaName}», te ha escrito:`,
    messageButton: 'Responder en mi espacio',
    /** Under each reminder: its page stops the event's reminders (docs/product.md §6.9). */
    stopReminders: 'No recibir más recordatorios de este Amigo invisible',
    linkFootnote: (lastDay: string) =>
      `Este enlace es solo para ti: no lo reenvíes. Funciona hasta el ${lastDay}, incluido; después, pide uno nuevo desde la página.`,
    linkFootnoteUndated:
      'Este enlace es personal: no lo reenvíes. Si deja de funcionar, pide uno nuevo desde la página.',
    completionSubject: (secretSantaName: string) =>
      `🎉 ¡Amigo invisible «${secretSantaName}» terminado!`,
    completionTitle: '¡Han llegado todos los regalos!',
    completionText: (secretSantaName: string) =>
      `Todos los participantes del Amigo invisible «${secretSantaName}» han recibido su regalo. ¡Gracias por participar y felices fiestas!`,
    personalLinkSubject: (secretSantaName: string) =>
      `Tu nuevo enlace – Amigo invisible «${secretSantaName}»`,
    personalLinkTitle: 'Tu enlace personal',
    personalLinkText:
      'Aquí tienes un nuevo enlace a tu espacio de participante. En cuanto lo abras, el anterior dejará de funcionar.',
    personalLinkButton: 'Abrir mi espacio',
    linkFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    emailChangedSubject: (secretSantaName: string) =>
      `Se ha modificado tu correo electrónico – Amigo invisible «${secretSantaName}»`,
    emailChangedTitle: 'Se ha modificado tu correo electrónico',
    emailChangedText: (organiserName: string, secretSantaName: string, newEmail: string) =>
      `${organiserName}, que organiza el Amigo invisible «${secretSantaName}», ha sustituido esta dirección por ${newEmail}. A partir de ahora, tu enlace personal te llegará allí.`,
    emailChangedFootnote: (organiserName: string) =>
      `¿No lo has pedido tú? Avisa a ${organiserName}: quien lea esa nueva dirección puede descubrir a quién le regalas.`,
    organiserNote: 'Unas palabras del organizador:',
    exchangeChangedSubject: (secretSantaName: string) =>
      `📅 El intercambio ha cambiado – Amigo invisible «${secretSantaName}»`,
    exchangeChangedTitle: 'El intercambio ha cambiado',
    exchangeChangedText: (secretSantaName: string) =>
      `La fecha o el lugar del intercambio del Amigo invisible «${secretSantaName}» han cambiado. El archivo adjunto actualiza el evento en tu calendario.`,
    exchangeDateRemovedText: (secretSantaName: string) =>
      `El intercambio del Amigo invisible «${secretSantaName}» ya no tiene fecha por ahora. Recibirás la nueva fecha en cuanto se elija.`,
    openSpaceButton: 'Abrir mi espacio',
    exchangeIn7DaysSubject: (secretSantaName: string) =>
      `⏳ Solo quedan 7 días – Amigo invisible «${secretSantaName}»`,
    exchangeIn7DaysTitle: '¡Solo quedan 7 días!',
    exchangeIn7DaysText: (secretSantaName: string) =>
      `El intercambio del Amigo invisible «${secretSantaName}» es dentro de 7 días. ¿Tienes listo tu regalo? En tu espacio puedes repasar a quién le regalas, su dirección y sus ideas.`,
    exchangeIn7DaysTextNoAddress: (secretSantaName: string) =>
      `El intercambio del Amigo invisible «${secretSantaName}» es dentro de 7 días. ¿Tienes listo tu regalo? En tu espacio puedes repasar a quién le regalas y sus ideas.`,
    exchangeTomorrowSubject: (secretSantaName: string) =>
      `🎁 Es mañana – Amigo invisible «${secretSantaName}»`,
    exchangeTomorrowTitle: '¡Es mañana!',
    exchangeTomorrowText: (secretSantaName: string) =>
      `El intercambio del Amigo invisible «${secretSantaName}» es mañana. ¡No olvides tu regalo!`,
    seeMyDrawButton: 'Ver a quién regalo',
    giftIdeasReminderSubject: 'Ayuda a tu amigo invisible: añade tus ideas de regalo',
    giftIdeasReminderTitle: 'Ayuda a tu amigo invisible',
    giftIdeasReminderText: (secretSantaName: string) =>
      `Tu lista de ideas de regalo para el Amigo invisible «${secretSantaName}» sigue vacía. Con unas cuantas ideas, tu amigo invisible acertará con tu regalo.`,
    giftIdeasReminderButton: 'Añadir mis ideas de regalo',
    giftReceivedReminderSubject: (secretSantaName: string) =>
      `📦 ¿Ha llegado tu regalo? – Amigo invisible «${secretSantaName}»`,
    giftReceivedReminderTitle: '¿Ha llegado tu regalo?',
    giftReceivedReminderText: (secretSantaName: string) =>
      `Cuando hayas recibido tu regalo del Amigo invisible «${secretSantaName}», indícalo en tu espacio con «¡He recibido mi regalo!»: el intercambio termina cuando todos lo hayan hecho.`,
    calendarTitle: (secretSantaName: string) => `Amigo invisible «${secretSantaName}»`,
    calendarDescription: (url: string) =>
      `Tu espacio (a quién regalas, su dirección, sus ideas): ${url}. Ábrelo con el enlace del correo del sorteo o pide allí un enlace nuevo.`,
    calendarDescriptionNoAddress: (url: string) =>
      `Tu espacio (a quién regalas, sus ideas): ${url}. Ábrelo con el enlace del correo del sorteo o pide allí un enlace nuevo.`,
    signature: '¡Felices fiestas! 🎄 El equipo de Secret Santa',
  },
  mailbox: {
    /** The message's text part, under its HTML. */
    text: 'Texto',
    title: 'Buzón local',
    intro:
      'No hay ningún servidor SMTP configurado: los correos que envía la aplicación se guardan aquí.',
    empty: 'Todavía no hay correos.',
    to: 'Para',
    subject: 'Asunto',
    date: 'Fecha',
    attachment: 'Adjunto',
    back: 'Volver al buzón',
    thisMachineOnly:
      'El buzón local solo se abre en el equipo donde se ejecuta Secret Santa, en http://localhost (con su puerto). Para enviar correos de verdad, configura SMTP_URL.',
    notSentWarning: (mailboxUrl: string) =>
      `⚠️ No hay ningún servidor SMTP configurado (SMTP_URL): los correos NO se envían. Solo se pueden leer en este equipo, en ${mailboxUrl}.`,
  },
};
