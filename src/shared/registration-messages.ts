/**
 * The French texts of the sign-up link's two public pages (docs/product.md §4.9), apart from
 * `messages.ts`: only those pages download them, so no other page's first download grows
 * (decision 0009). One catalogue with `messages.ts` (catalogues.ts lists both).
 */
export const registrationMessages = {
  registration: {
    pageTitle: 'Inscription',
    invitedBy: (organiser: string) => `${organiser} vous invite au Secret Santa`,
    intro:
      'Inscrivez-vous pour participer au tirage au sort. Vous recevrez un email pour confirmer votre adresse.',
    nameLabel: 'Votre nom',
    emailLabel: 'Votre email',
    emailHint: 'Le lien de confirmation, puis votre tirage, arriveront à cette adresse.',
    addressLabel: 'Votre adresse',
    addressPlaceholder: 'Où votre Père Noël secret peut vous envoyer votre cadeau',
    avatarLabel: 'Votre avatar',
    giftIdeasLabel: 'Vos idées cadeaux',
    giftIdeasPlaceholder: 'Des livres, du chocolat, un pull de Noël…',
    submit: 'M’inscrire',
    submitFailed: 'Votre inscription n’a pas pu être envoyée.',
    checkMailboxTitle: 'Vérifiez votre boîte mail',
    checkMailbox: (email: string) =>
      `Nous avons envoyé un lien à ${email}. Suivez-le dans les 24 heures pour confirmer votre inscription.`,
    closedTitle: 'Inscriptions closes',
    closed:
      'Ce lien d’inscription n’est pas ou plus ouvert. Demandez le lien à jour à l’organisateur.',
    tooManyWaiting:
      'Trop d’inscriptions attendent leur confirmation pour ce Secret Santa. Réessayez dans quelques heures.',
    eventFull: 'Ce Secret Santa est complet.',
    confirmPageTitle: 'Confirmer mon inscription',
    confirmIntro: 'Un dernier clic pour participer au tirage au sort.',
    confirm: 'Confirmer mon inscription',
    confirmFailed: 'Votre inscription n’a pas pu être confirmée.',
    confirmedTitle: 'Inscription confirmée',
    confirmed: (secretSantaName: string) =>
      `Vous participez au Secret Santa «\u202f${secretSantaName}\u202f». Vous recevrez un email le jour du tirage au sort.`,
    invalidConfirmation:
      'Ce lien de confirmation n’est plus valide. Inscrivez-vous de nouveau avec le lien de l’organisateur.',
    alreadyPlayer: 'Vous participez déjà à ce Secret Santa.',
  },
} as const;
