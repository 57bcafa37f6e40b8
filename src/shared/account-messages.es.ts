import type { accountMessages as french } from './account-messages.ts';
import type { Wording } from './language.ts';

/** The Spanish twin of account-messages.ts: the pages around accounts (§9.9). */
export const accountMessages: Wording<typeof french> = {
  /** The sign-in, sign-up and password forms (docs/product.md §2). */
  auth: {
    loginTab: 'Iniciar sesión',
    registerTab: 'Registrarse',
    email: 'Correo electrónico',
    password: 'Contraseña',
    name: 'Nombre',
    confirmPassword: 'Confirmar contraseña',
    passwordHint: 'Mínimo 6 caracteres',
    /** The toggle beside a password typed once: its visible words, then its full name. */
    showPassword: 'Mostrar',
    showPasswordName: 'Mostrar contraseña',
    signInWith: (name: string) => `Iniciar sesión con ${name}`,
    signInWithFailed: 'No se ha podido iniciar la sesión con tu empresa. Vuelve a intentarlo.',
    loginSubmit: 'Iniciar sesión',
    registerSubmit: 'Registrarse',
    /** Under a sign-up form, which asks no password (docs/product.md §2.1, §8.3). */
    passwordAfterLink:
      'Elegirás tu contraseña en la página del enlace que te enviaremos por correo.',
    forgotPassword: '¿Has olvidado tu contraseña?',
    verificationProblem: '¿Problemas para confirmar tu correo?',
    verificationProblemNeedsEmail:
      'Escribe tu correo electrónico para pedir un nuevo enlace de confirmación',
    resetTitle: 'Restablecer la contraseña',
    resetSubmit: 'Enviar el enlace para restablecerla',
    backToLogin: 'Volver al inicio de sesión',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'El formato del correo electrónico no es válido',
    passwordRequired: 'La contraseña es obligatoria',
    passwordTooShort: 'La contraseña debe tener al menos 6 caracteres',
    passwordTooLong: 'La contraseña no puede tener más de 128 caracteres',
    nameRequired: 'El nombre es obligatorio',
    loginFailedToast: 'Se ha producido un error al iniciar sesión.',
    invalidCredentials: 'Correo electrónico o contraseña incorrectos.',
    emailNotConfirmedText:
      'Tu correo electrónico aún no está confirmado. Revisa tu bandeja de entrada o pide un nuevo enlace de confirmación.',
    registerFailedGeneric: 'Se ha producido un error al registrarte.',
    loginSuccessTitle: 'Sesión iniciada',
    loginSuccessText: (name: string) => `¡Hola de nuevo, ${name}!`,
    registerSuccessTitle: 'Registro completado',
    registerSuccessText:
      'Te hemos enviado un correo de confirmación. Haz clic en el enlace para activar tu cuenta.',
    emailSentTitle: 'Correo enviado',
    resetEmailSentText:
      'Si existe una cuenta con esta dirección, le acabamos de enviar un enlace para restablecer la contraseña.',
    verificationSentText:
      'Si existe una cuenta sin confirmar con esta dirección, le acabamos de enviar un nuevo enlace de confirmación.',
    tooManyAttempts: 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.',
    notSignedIn: 'Inicia sesión para continuar.',
    accountExists: 'Ya tienes una cuenta: inicia sesión con tu contraseña.',
    errorTitle: 'Error',
    forgotPasswordIntro:
      'Escribe tu correo electrónico y te enviaremos un enlace para elegir una nueva contraseña.',
    checkMailboxTitle: 'Revisa tu correo',
    checkMailboxSentTo: 'Enlace enviado a',
    checkMailboxHint: 'Mira también en la carpeta de correo no deseado.',
  },
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
    providerTitle: 'Inicio de sesión con tu empresa',
    providerFailed: 'No se ha podido iniciar sesión con tu empresa.',
    providerHint:
      'Tu empresa debe confirmar tu correo electrónico, y este debe pertenecer a uno de los dominios permitidos. Vuelve a empezar desde la página de inicio, o inicia sesión con tu contraseña.',
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
  stopReminders: {
    pageTitle: 'Recordatorios por correo',
    intro:
      '¿Dejar de recibir los recordatorios de este Amigo invisible? Los correos que necesitas seguirán llegando: el sorteo, sus cambios y los mensajes.',
    confirm: 'Dejar de recibir recordatorios',
    doneTitle: 'Recordatorios desactivados',
    done: 'Ya no recibirás recordatorios de este Amigo invisible. Puedes volver a activarlos desde tu espacio.',
    failed: 'No se han podido desactivar los recordatorios. Inténtalo de nuevo.',
    invalid:
      'Este enlace no sirve para desactivar recordatorios: está incompleto o ha sido modificado.',
  },
  coOrganiserInvitation: {
    pageTitle: 'Invitación para coorganizar',
    text: (organiserName: string, secretSantaName: string) =>
      `${organiserName} te invita a unirte a la organización del Amigo invisible «${secretSantaName}». Podrás ver y hacer lo mismo que cualquier organizador, sin saber nunca quién regala a quién.`,
    forAddress: (email: string) => `Esta invitación es para ${email}.`,
    accept: 'Aceptar la invitación',
    signInFirst: (email: string) =>
      `Inicia sesión con la cuenta ${email} para aceptarla. ¿Aún no tienes cuenta? Créala con esta dirección y después vuelve a abrir el enlace del correo.`,
    acceptedTitle: 'Ahora coorganizas este evento',
    open: 'Abrir el evento',
    failed: 'No se ha podido aceptar la invitación. Inténtalo de nuevo.',
    invalid:
      'Este enlace de invitación ya no funciona: ha caducado, lo ha sustituido una invitación más reciente o la invitación se ha retirado. Pide al organizador que te invite de nuevo.',
    otherAccount: (email: string) =>
      `Esta invitación es para ${email}. Cierra sesión y vuelve a iniciarla con esa cuenta para aceptarla.`,
    used: 'Esta invitación ya se ha aceptado. El evento está en «Mis Amigos invisibles» de la cuenta que la aceptó: inicia sesión con esa cuenta para abrirlo.',
  },
};
