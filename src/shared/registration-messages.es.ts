import type { Wording } from './language.ts';
import type { registrationMessages as french } from './registration-messages.ts';

/** The Spanish twin of registration-messages.ts: the sign-up link's two pages (§9.9). */
export const registrationMessages: Wording<typeof french> = {
  registration: {
    pageTitle: 'Inscripción',
    invitedBy: (organiser: string) => `${organiser} te invita a su Amigo invisible`,
    intro:
      'Apúntate para participar en el sorteo. Recibirás un correo para confirmar tu dirección.',
    nameLabel: 'Tu nombre',
    emailLabel: 'Tu correo electrónico',
    emailHint: 'El enlace de confirmación y, después, tu sorteo llegarán a esta dirección.',
    addressLabel: 'Tu dirección',
    addressPlaceholder: 'Donde tu amigo invisible puede enviarte el regalo',
    avatarLabel: 'Tu avatar',
    giftIdeasLabel: 'Tus ideas de regalo',
    giftIdeasPlaceholder: 'Libros, chocolate, un jersey navideño…',
    submit: 'Apuntarme',
    submitFailed: 'No se ha podido enviar tu inscripción.',
    checkMailboxTitle: 'Revisa tu correo',
    checkMailbox: (email: string) =>
      `Hemos enviado un enlace a ${email}. Ábrelo en las próximas 24 horas para confirmar tu inscripción.`,
    closedTitle: 'Inscripciones cerradas',
    closed:
      'Este enlace de inscripción no está abierto, o ya no lo está. Pide el enlace actualizado al organizador.',
    tooManyWaiting:
      'Hay demasiadas inscripciones pendientes de confirmación en este Amigo invisible. Vuelve a intentarlo dentro de unas horas.',
    eventFull: 'Este Amigo invisible está completo.',
    confirmPageTitle: 'Confirmar mi inscripción',
    confirmIntro: 'Un último clic para participar en el sorteo.',
    confirm: 'Confirmar mi inscripción',
    confirmFailed: 'No se ha podido confirmar tu inscripción.',
    confirmedTitle: 'Inscripción confirmada',
    confirmed: (secretSantaName: string) =>
      `Ya participas en el Amigo invisible «${secretSantaName}». Recibirás un correo el día del sorteo.`,
    invalidConfirmation:
      'Este enlace de confirmación ya no es válido. Vuelve a apuntarte con el enlace del organizador.',
    alreadyPlayer: 'Ya participas en este Amigo invisible.',
  },
};
