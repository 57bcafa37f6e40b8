/**
 * The French texts of the participant space's conversation (docs/product.md §7.7), apart from
 * `messages.ts`: the conversation's card is its own chunk, downloaded once the space shows, so the
 * space's first download stays within its budget (decision 0009). One catalogue with
 * `messages.ts` (catalogues.ts lists both).
 */
export const participantMessages = {
  conversation: {
    title: 'Messages',
    withRecipientTitle: 'Écrire à la personne à qui j’offre',
    withRecipientHint: (name: string) =>
      `${name} lira vos messages signés «\u202fVotre Père Noël secret\u202f», jamais votre nom.`,
    withSantaTitle: 'Écrire à mon Père Noël secret',
    withSantaHint:
      'Votre Père Noël secret voit votre nom (il sait déjà à qui il offre)\u202f; vous ne saurez pas qui il est.',
    fromSanta: 'Votre Père Noël secret',
    me: 'Moi',
    placeholder: 'Votre message…',
    send: 'Envoyer',
    sending: 'Envoi…',
    empty: 'Aucun message pour le moment.',
    restarted:
      'Cette conversation a recommencé\u202f: les messages échangés auparavant ne sont plus affichés.',
    unread: (count: number) =>
      count > 1 ? `${count} messages non lus` : `${count} message non lu`,
    textRequired: 'Écrivez un message avant de l’envoyer.',
    textTooLong: 'Un message ne doit pas dépasser 1000 caractères.',
    tooMany: 'Vous avez envoyé beaucoup de messages\u202f: réessayez dans une heure.',
    sendFailed: 'Le message n’a pas pu être envoyé.',
    notInDraw: 'Les messages s’ouvrent une fois le tirage fait.',
    suggestionsLabel: 'Questions toutes prêtes',
    questions: [
      'Quelle est ta taille (vêtements, chaussures)\u202f?',
      'As-tu des allergies ou des choses que tu n’aimes pas\u202f?',
      'Plutôt sucré ou salé\u202f?',
      'Tu préfères un objet ou une expérience\u202f?',
      'Y a-t-il quelque chose dont tu rêves en ce moment\u202f?',
      'Ta couleur préférée\u202f?',
    ],
    quickAnswersLabel: 'Réponses rapides',
    quickAnswers: [
      'Merci pour ta question\u202f! Je regarde et je te réponds.',
      'Aucune allergie, tout me va\u202f!',
      'Mes idées cadeaux sont à jour dans mon espace.',
      'Surprends-moi\u202f!',
    ],
  },
  /** The end of the exchange (docs/product.md §7.5), downloaded when it has come. */
  care: {
    caredSpacesTitle: 'Les espaces dont je m’occupe',
    caredSpacesHint:
      'Leurs emails arrivent chez vous, un par personne. Dans leur espace, vous voyez à qui ils offrent, pour les aider à choisir, jamais qui leur offre.',
    openSpace: (name: string) => `Ouvrir l’espace de ${name}`,
    caredBy: (name: string) =>
      `${name} s’occupe de cet espace\u202f: les emails de cet espace arrivent chez ${name}.`,
  },
  announcements: {
    title: (organiserName: string) => `Un mot de ${organiserName}`,
  },
  card: {
    print: 'Imprimer ma carte',
    forName: (name: string) => `Pour ${name}`,
    openInSecret: 'À ouvrir en secret',
    howTo:
      'Imprimez recto verso (retournement sur le bord court), ou collez les deux pages dos à dos, puis pliez en deux\u202f: le nom est à l’intérieur.',
    address: 'Adresse',
    ideas: 'Ses idées cadeaux',
  },
  completion: {
    congratulation: (name: string) =>
      `Bravo\u202f! Tous les cadeaux du Secret Santa «\u202f${name}\u202f» sont arrivés.`,
    thanks: 'Merci à toutes et à tous pour votre participation. Joyeuses fêtes\u202f! 🎄',
    organiserNote:
      'Une notification de fin a été envoyée automatiquement à tous les participants. Merci d’avoir organisé ce Secret Santa\u202f!',
  },
  /** An account from the space (docs/product.md §7.3), downloaded once the space shows. */
  account: {
    text: 'Un compte vous permet de retrouver tous vos Secret Santa au même endroit. Le lien pour choisir votre mot de passe vous est envoyé par email.',
    create: 'Créer mon compte',
    sent: 'Vérifiez votre boîte mail\u202f: si votre adresse n’a pas encore de compte, le lien pour choisir votre mot de passe vient de partir.',
    failed: 'La demande n’a pas pu être envoyée. Veuillez réessayer.',
  },
  /** The refusal page (docs/product.md §7.1), downloaded only when the space is refused. */
  accessDenied: {
    invalidLinkTitle: 'Ce lien ne fonctionne pas',
    invalidLinkText:
      'Il a sans doute été coupé en le copiant. Ouvrez-le directement depuis l’email, ou recevez un nouveau lien ci-dessous.',
    noLinkTitle: 'Ouvrez votre lien personnel',
    noLinkText:
      'Votre espace s’ouvre avec le lien reçu par email. Vous ne le retrouvez plus\u202f? Recevez-en un nouveau ci-dessous.',
    expiredLinkText: 'Recevez un nouveau lien ci-dessous, à l’adresse de votre invitation.',
    replacedLinkText:
      'Un nouveau lien a été envoyé à l’adresse de votre invitation\u202f: ouvrez l’email le plus récent, ou recevez-en un nouveau ci-dessous.',
    noLongerPlayingText:
      'L’organisateur vous a retiré de cet échange, ou l’a supprimé\u202f: vous n’avez plus de cadeau à offrir ni à recevoir. Une erreur\u202f? Prévenez-le.',
    addressChangedTitle: 'Votre adresse email a changé',
    deniedDetailsTitle: 'Informations transmises',
    deniedEventId: 'Identifiant du Secret Santa',
    deniedLink: 'Lien personnel',
    deniedLinkPresent: 'Présent',
    deniedLinkAbsent: 'Absent',
    deniedLinkState: 'État',
    deniedLinkInvalid: 'Lien invalide',
    deniedLinkExpired: 'Lien expiré',
    deniedLinkReplaced: 'Lien remplacé',
    deniedNoLongerPlaying: 'Lien valable, participant retiré',
    deniedNoAccount: 'Aucun compte participant connecté',
    deniedAddressChanged: 'Compte connecté à une adresse modifiée après le tirage',
  },
} as const;
