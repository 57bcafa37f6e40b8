/**
 * The French texts of the e-mails and of the local mailbox page. They belong to the product's
 * catalogue (src/shared/messages.ts: the screens use the same words), but only the server and
 * the tests read them: kept apart, they are not in the JavaScript every page downloads
 * (decision 0009's budgets).
 */
export const mailMessages = {
  mail: {
    verifySubject: 'Confirmez votre adresse email – Secret Santa',
    verifyTitle: 'Bienvenue sur Secret Santa !',
    verifyGreeting: (name: string) => `Bonjour ${name},`,
    verifyText:
      'Merci de votre inscription. Confirmez votre adresse email pour commencer à organiser vos Secret Santa.',
    verifyButton: 'Confirmer mon adresse email',
    verifyExpiry:
      "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez cet email : aucun compte n'est créé sans vous.",
    resetSubject: 'Réinitialisation de votre mot de passe – Secret Santa',
    resetTitle: 'Réinitialiser votre mot de passe',
    resetText:
      'Vous avez demandé à réinitialiser votre mot de passe. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
    resetButton: 'Choisir un nouveau mot de passe',
    resetExpiry:
      "Ce lien est valable 1 heure. Si vous n'êtes pas à l'origine de cette demande, ignorez cet email.",
    invitationSubject: (secretSantaName: string) =>
      `🎁 Vous êtes invité au Secret Santa « ${secretSantaName} »`,
    invitationTitle: (secretSantaName: string) => `Secret Santa « ${secretSantaName} »`,
    invitationIntro: (organiserName: string, secretSantaName: string) =>
      `${organiserName} vous invite à participer au Secret Santa « ${secretSantaName} ».`,
    invitationPasswordLabel: 'Votre mot de passe provisoire :',
    invitationPasswordValidity: (date: string) => `Valable jusqu’au ${date}.`,
    invitationPasswordRemoved:
      'Votre mot de passe provisoire figurait dans l’email d’origine ; demandez une nouvelle invitation si vous ne l’avez plus.',
    invitationSteps:
      'Ouvrez l’invitation, acceptez-la, saisissez ce mot de passe provisoire puis choisissez le vôtre : vous découvrirez votre espace participant.',
    invitationButton: 'Voir mon invitation',
    invitationFootnote: 'Vous ne connaissez pas l’organisateur ? Ignorez simplement cet email.',
    drawSubject: (secretSantaName: string) =>
      `🎅 Le tirage du Secret Santa « ${secretSantaName} » a eu lieu !`,
    drawTitle: 'Le tirage a eu lieu !',
    drawText: (secretSantaName: string) =>
      `Le tirage au sort du Secret Santa « ${secretSantaName} » vient d’être effectué. Découvrez à qui vous offrirez un cadeau dans votre espace personnel.`,
    drawButton: 'Découvrir à qui j’offre',
    redrawSubject: (secretSantaName: string) =>
      `🎅 Nouveau tirage pour le Secret Santa « ${secretSantaName} »`,
    redrawTitle: 'Nouveau tirage\u202f!',
    redrawText: (secretSantaName: string) =>
      `Le tirage au sort du Secret Santa « ${secretSantaName} » a été refait\u202f: la personne à qui vous offrez un cadeau a peut-être changé. Votre ancien lien ne montre plus rien\u202f; découvrez votre nouvelle attribution avec celui-ci.`,
    linkFootnote: (lastDay: string) =>
      `Ce lien est personnel et valable jusqu’au ${lastDay} inclus\u202f: ne le transférez pas. Passé ce délai, demandez-en un nouveau depuis la page.`,
    linkFootnoteUndated:
      'Ce lien est personnel\u202f: ne le transférez pas. S’il ne fonctionne plus, demandez-en un nouveau depuis la page.',
    completionSubject: (secretSantaName: string) =>
      `🎉 Secret Santa « ${secretSantaName} » terminé !`,
    completionTitle: 'Tous les cadeaux sont arrivés !',
    completionText: (secretSantaName: string) =>
      `Chaque participant du Secret Santa « ${secretSantaName} » a reçu son cadeau. Merci d’avoir participé, et joyeuses fêtes !`,
    personalLinkSubject: (secretSantaName: string) =>
      `Votre nouveau lien – Secret Santa « ${secretSantaName} »`,
    personalLinkTitle: 'Votre lien personnel',
    personalLinkText: 'Voici un nouveau lien vers votre espace participant.',
    personalLinkButton: 'Ouvrir mon espace',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    emailChangedSubject: (secretSantaName: string) =>
      `Votre adresse email a été modifiée – Secret Santa « ${secretSantaName} »`,
    emailChangedTitle: 'Votre adresse email a été modifiée',
    emailChangedText: (organiserName: string, secretSantaName: string, newEmail: string) =>
      `${organiserName}, qui organise le Secret Santa « ${secretSantaName} », a remplacé cette adresse par ${newEmail}. C’est désormais là que vous recevrez votre lien personnel.`,
    emailChangedFootnote: (organiserName: string) =>
      `Vous n’avez rien demandé ? Prévenez ${organiserName} : la personne qui lit cette nouvelle adresse peut découvrir à qui vous offrez un cadeau.`,
    signature: 'Joyeuses fêtes ! 🎄 L’équipe Secret Santa',
  },
  mailbox: {
    title: 'Boîte mail locale',
    intro:
      'Aucun serveur SMTP n’est configuré : les emails envoyés par l’application sont conservés ici.',
    empty: 'Aucun email pour le moment.',
    to: 'À',
    subject: 'Objet',
    date: 'Date',
    back: 'Retour à la boîte mail',
    thisMachineOnly:
      'La boîte mail locale ne s’ouvre que sur la machine où tourne Secret Santa, à l’adresse http://localhost (avec son port). Pour envoyer de vrais emails, configurez SMTP_URL.',
    notSentWarning: (mailboxUrl: string) =>
      `⚠️ Aucun serveur SMTP configuré (SMTP_URL) : les emails ne sont PAS envoyés. Ils ne sont lisibles que sur cette machine, à ${mailboxUrl}.`,
  },
} as const;
