import type { accountMessages as french } from './account-messages.ts';
import type { Wording } from './language.ts';

/** The Spanish twin of account-messages.ts: the pages around accounts (§9.9). */
export const accountMessages: Wording<typeof french> = {
  resetPassword: {
    title: 'Nueva contraseña',
    subtitle: 'Elige una nueva contraseña para tu cuenta.',
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar la contraseña',
    submit: 'Actualizar la contraseña',
    backHome: 'Volver al inicio',
    tooShortTitle: 'Contraseña demasiado corta',
    tooShort: 'La contraseña debe tener al menos 6 caracteres.',
    tooLong: 'La contraseña no puede tener más de 128 caracteres.',
    mismatchTitle: 'Las contraseñas no coinciden',
    mismatch: 'Las contraseñas no coinciden.',
    successTitle: 'Contraseña actualizada',
    successText: 'Tu contraseña se ha cambiado. Te llevamos al inicio…',
    failed: 'No se ha podido actualizar la contraseña. Vuelve a intentarlo.',
    resetFailed: 'Se ha producido un error al restablecer la contraseña.',
    invalidLink:
      'Este enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.',
    missingToken:
      'El enlace para restablecer la contraseña está incompleto. Pide uno nuevo desde la pantalla de inicio de sesión.',
    errorTitle: 'Error',
  },
  verifyEmail: {
    pageTitle: 'Activar mi cuenta',
    title: 'Elige tu contraseña',
    intro: (email: string) =>
      `Este enlace ha llegado al buzón de ${email}: elige el nombre y la contraseña de tu cuenta.`,
    submit: 'Activar mi cuenta',
    activatedTitle: 'Cuenta activada',
    activatedText: (name: string) =>
      `Tu dirección está confirmada. ¡Te damos la bienvenida, ${name}!`,
    notYou:
      '¿No te has registrado tú? Alguien ha escrito tu dirección: simplemente ignora este enlace y no se creará ninguna cuenta.',
    loadFailed: 'No se puede comprobar este enlace en este momento.',
    signIn: 'Iniciar sesión',
    alreadyActiveTitle: 'La cuenta ya está activada',
    alreadyActive: (email: string) =>
      `La cuenta ${email} ya está activada: inicia sesión con tu contraseña.`,
  },
  authError: {
    title: 'Problema de confirmación',
    invalidLink: 'El enlace de confirmación del correo electrónico no es válido o ha caducado.',
    notConfirmedHint:
      'Tu correo electrónico aún no está confirmado. Haz clic en el enlace que te enviamos por correo o pide uno nuevo aquí abajo.',
    expiryHint: 'Los enlaces de confirmación suelen caducar a las 24 horas.',
    resend: 'Reenviar el correo de confirmación',
    backHome: 'Volver al inicio',
    resendFailed: (message: string) =>
      `No se ha podido reenviar el correo de confirmación: ${message}`,
    emailLabel: 'Correo electrónico',
  },
  invitations: {
    missingEmailTitle: 'Falta el correo electrónico',
    missingEmail: (name: string) =>
      `No se puede enviar su enlace a ${name} sin un correo electrónico.`,
    failed: (message: string) => `Se ha producido un problema al enviarlo: ${message}`,
    unknownError: 'Error desconocido',
    sentTitle: 'Enlace enviado',
    sent: (name: string) => `${name} recibirá su enlace personal por correo.`,
    pageTitle: 'Invitación',
    earlierLink:
      'Ahora las invitaciones dan directamente el enlace a tu espacio, sin contraseña. Pide el tuyo aquí abajo; te llegará a la dirección de tu invitación.',
    errorTitle: 'Este enlace de invitación ya no se usa',
  },
  participantAuth: {
    title: 'Inicia sesión para entrar en tu espacio de participante',
    loginTab: 'Iniciar sesión',
    registerTab: 'Crear una cuenta',
    /** For whoever has no password, or lost their invitation: the link, by e-mail (§8.1). */
    linkByEmailTitle: 'Recibir mi enlace por correo',
    linkByEmailText:
      'No hace falta contraseña: escribe la dirección de tu invitación y recibe el enlace a tu espacio.',
    notFound: (id: string) => `No se ha encontrado ningún Amigo invisible con el ID: ${id}`,
    backHome: 'Volver al inicio',
    notAPlayer: (email: string) =>
      `No hay ningún participante con el correo «${email}» en este Amigo invisible.`,
    newPassword: 'Nueva contraseña',
    confirmPassword: 'Confirmar la contraseña',
    createAccount: 'Crear mi cuenta',
    notFoundTitle: 'Amigo invisible no encontrado',
    signedInTitle: '¡Te damos la bienvenida!',
    signedInText: 'Tu espacio de participante está abierto.',
  },
};
