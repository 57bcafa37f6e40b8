/**
 * The French texts of the pages around accounts (docs/product.md §2, §8, §9.1, §9.2): the
 * sign-in and sign-up forms, a new password, an address's confirmation, the participant's
 * sign-in and the invitation page.
 * Apart from `messages.ts`, which every page downloads, so that the participant space and the
 * dashboard do not (decision 0009); the server words its refusals with them too. One catalogue
 * with `messages.ts` (catalogues.ts lists both), and account-messages.en.ts is its English twin.
 */
export const accountMessages = {
  /** The sign-in, sign-up and password forms (docs/product.md §2). */
  auth: {
    loginTab: 'Connexion',
    registerTab: 'Inscription',
    email: 'Email',
    password: 'Mot de passe',
    name: 'Nom',
    confirmPassword: 'Confirmer le mot de passe',
    passwordHint: 'Minimum 6 caractères',
    /** The toggle beside a password typed once: its visible words, then its full name. */
    showPassword: 'Afficher',
    showPasswordName: 'Afficher le mot de passe',
    signInWith: (name: string) => `Se connecter avec ${name}`,
    signInWithFailed: 'La connexion avec votre entreprise n’a pas pu commencer. Réessayez.',
    loginSubmit: 'Se connecter',
    registerSubmit: "S'inscrire",
    /** Under a sign-up form, which asks no password (docs/product.md §2.1, §8.3). */
    passwordAfterLink: 'Vous choisirez votre mot de passe sur la page du lien envoyé par email.',
    forgotPassword: 'Mot de passe oublié\u202f?',
    verificationProblem: 'Problème de vérification\u202f?',
    verificationProblemNeedsEmail:
      'Veuillez saisir votre email pour demander un nouveau lien de vérification',
    resetTitle: 'Réinitialiser le mot de passe',
    resetSubmit: 'Envoyer le lien de réinitialisation',
    backToLogin: 'Retour à la connexion',
    emailRequired: "L'email est requis",
    emailInvalid: "Format d'email invalide",
    passwordRequired: 'Le mot de passe est requis',
    passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
    passwordTooLong: 'Le mot de passe ne doit pas dépasser 128 caractères',
    nameRequired: 'Le nom est requis',
    loginFailedToast: 'Une erreur est survenue lors de la connexion.',
    invalidCredentials: 'Email ou mot de passe incorrect.',
    emailNotConfirmedText:
      'Votre email n’est pas encore confirmé. Vérifiez votre boîte de réception ou demandez un nouveau lien de vérification.',
    registerFailedGeneric: "Une erreur est survenue lors de l'inscription.",
    loginSuccessTitle: 'Connexion réussie',
    loginSuccessText: (name: string) => `Bienvenue, ${name}\u202f!`,
    registerSuccessTitle: 'Inscription réussie',
    registerSuccessText:
      'Un email de confirmation vous a été envoyé. Cliquez sur le lien pour activer votre compte.',
    emailSentTitle: 'Email envoyé',
    resetEmailSentText:
      'Si un compte existe avec cette adresse, un lien de réinitialisation vient de lui être envoyé.',
    verificationSentText:
      'Si un compte non confirmé existe avec cette adresse, un nouveau lien de vérification vient de lui être envoyé.',
    tooManyAttempts: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
    notSignedIn: 'Connectez-vous pour continuer.',
    accountExists: 'Vous avez déjà un compte\u202f: connectez-vous avec votre mot de passe.',
    errorTitle: 'Erreur',
    forgotPasswordIntro:
      'Saisissez votre email\u202f: nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    checkMailboxTitle: 'Vérifiez votre boîte mail',
    checkMailboxSentTo: 'Lien envoyé à',
    checkMailboxHint: 'Pensez à regarder dans vos courriers indésirables.',
  },
  resetPassword: {
    title: 'Nouveau mot de passe',
    subtitle: 'Choisissez un nouveau mot de passe pour votre compte.',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    submit: 'Mettre à jour le mot de passe',
    backHome: "Retour à l'accueil",
    tooShortTitle: 'Mot de passe trop court',
    tooShort: 'Le mot de passe doit contenir au moins 6 caractères.',
    tooLong: 'Le mot de passe ne doit pas dépasser 128 caractères.',
    mismatchTitle: 'Mots de passe différents',
    mismatch: 'Les mots de passe ne correspondent pas.',
    successTitle: 'Mot de passe mis à jour',
    successText: 'Votre mot de passe a été modifié. Redirection vers l’accueil…',
    failed: 'La mise à jour du mot de passe a échoué. Veuillez réessayer.',
    resetFailed: "Une erreur s'est produite lors de la réinitialisation du mot de passe.",
    invalidLink: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
    missingToken:
      'Lien de réinitialisation incomplet. Demandez un nouveau lien depuis l’écran de connexion.',
    errorTitle: 'Erreur',
  },
  verifyEmail: {
    pageTitle: 'Activer mon compte',
    title: 'Choisissez votre mot de passe',
    intro: (email: string) =>
      `Ce lien est arrivé dans la boîte mail ${email}\u202f: choisissez le nom et le mot de passe de votre compte.`,
    submit: 'Activer mon compte',
    activatedTitle: 'Compte activé',
    activatedText: (name: string) => `Votre adresse est confirmée. Bienvenue, ${name}\u202f!`,
    notYou:
      'Cette inscription n’est pas de vous\u202f? Quelqu’un a saisi votre adresse\u202f: ignorez simplement ce lien, aucun compte ne sera créé.',
    loadFailed: 'Impossible de vérifier ce lien pour le moment.',
    signIn: 'Se connecter',
    alreadyActiveTitle: 'Compte déjà activé',
    alreadyActive: (email: string) =>
      `Le compte ${email} est déjà activé\u202f: connectez-vous avec votre mot de passe.`,
  },
  authError: {
    providerTitle: 'Connexion avec votre entreprise',
    providerFailed: 'La connexion avec votre entreprise n’a pas abouti.',
    providerHint:
      'Votre entreprise doit confirmer votre adresse email, et celle-ci faire partie des domaines autorisés. Recommencez depuis l’accueil, ou connectez-vous avec votre mot de passe.',
    title: 'Problème de vérification',
    invalidLink: "Le lien de vérification d'email est invalide ou a expiré.",
    notConfirmedHint:
      'Votre adresse email n’est pas encore confirmée. Cliquez sur le lien reçu par email, ou demandez-en un nouveau ci-dessous.',
    expiryHint: 'Les liens de vérification expirent généralement après 24 heures.',
    resend: "Renvoyer l'email de vérification",
    backHome: "Retour à l'accueil",
    resendFailed: (message: string) =>
      `Impossible de renvoyer l'email de vérification\u202f: ${message}`,
    emailLabel: 'Email',
  },
  invitations: {
    missingEmailTitle: 'Email manquant',
    missingEmail: (name: string) => `Impossible d'envoyer son lien à ${name} sans adresse email.`,
    failed: (message: string) => `Un problème est survenu lors de l'envoi\u202f: ${message}`,
    unknownError: 'Erreur inconnue',
    sentTitle: 'Lien envoyé',
    sent: (name: string) => `${name} va recevoir son lien personnel par email.`,
    pageTitle: 'Invitation',
    earlierLink:
      'Les invitations donnent maintenant directement le lien de votre espace, sans mot de passe. Recevez le vôtre ci-dessous, à l’adresse de votre invitation.',
    errorTitle: 'Ce lien d’invitation ne sert plus',
  },
  participantAuth: {
    title: 'Connectez-vous pour accéder à votre espace participant',
    loginTab: 'Connexion',
    registerTab: 'Créer un compte',
    /** For whoever has no password, or lost their invitation: the link, by e-mail (§8.1). */
    linkByEmailTitle: 'Recevoir mon lien par email',
    linkByEmailText:
      'Pas besoin de mot de passe\u202f: saisissez l’adresse de votre invitation, et recevez le lien de votre espace.',
    notFound: (id: string) => `Secret Santa introuvable avec l'ID\u202f: ${id}`,
    backHome: "Retour à l'accueil",
    notAPlayer: (email: string) =>
      `Aucun participant avec l'email «\u202f${email}\u202f» n'existe dans ce Secret Santa.`,
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    createAccount: 'Créer mon compte',
    notFoundTitle: 'Secret Santa introuvable',
    signedInTitle: 'Bienvenue\u202f!',
    signedInText: 'Votre espace participant est ouvert.',
  },
  /** A reminder's link to stop the event's reminders (docs/product.md §6.9). */
  stopReminders: {
    pageTitle: 'Rappels par email',
    intro:
      'Ne plus recevoir les rappels de ce Secret Santa\u202f? Les emails utiles continueront d’arriver\u202f: le tirage, ses changements et les messages.',
    confirm: 'Ne plus recevoir de rappels',
    doneTitle: 'Rappels arrêtés',
    done: 'Vous ne recevrez plus de rappels pour ce Secret Santa. Vous pouvez les réactiver depuis votre espace.',
    failed: 'Impossible d’arrêter les rappels. Réessayez.',
    invalid:
      'Ce lien ne permet pas d’arrêter des rappels\u202f: il est incomplet ou a été modifié.',
  },
  /** An invitation to co-organise an event (docs/product.md §3.7). */
  coOrganiserInvitation: {
    pageTitle: 'Invitation à co-organiser',
    text: (organiserName: string, secretSantaName: string) =>
      `${organiserName} vous invite à organiser avec lui ou elle le Secret Santa «\u202f${secretSantaName}\u202f». Vous verrez et ferez ce que fait un organisateur, sans jamais savoir qui offre à qui.`,
    forAddress: (email: string) => `Cette invitation est pour ${email}.`,
    accept: 'Accepter l’invitation',
    signInFirst: (email: string) =>
      `Connectez-vous avec le compte ${email} pour accepter. Pas encore de compte\u202f? Créez-le à cette adresse, puis rouvrez le lien de l’email.`,
    acceptedTitle: 'Vous co-organisez cet événement',
    open: 'Ouvrir l’événement',
    failed: 'Impossible d’accepter l’invitation. Réessayez.',
    invalid:
      'Ce lien d’invitation ne fonctionne plus\u202f: il a expiré, une nouvelle invitation l’a remplacé, ou elle a été retirée. Demandez à l’organisateur de vous inviter à nouveau.',
    otherAccount: (email: string) =>
      `Cette invitation est pour ${email}. Déconnectez-vous, puis connectez-vous avec ce compte pour l’accepter.`,
    used: 'Cette invitation a déjà été acceptée. L’événement se trouve dans «\u202fMes Secret Santa\u202f» du compte qui l’a acceptée\u202f: connectez-vous avec ce compte pour l’ouvrir.',
  },
} as const;
