/**
 * The French texts of the e-mails and of the local mailbox page. They belong to the product's
 * catalogue (src/shared/messages.ts: the screens use the same words), but only the server and
 * the tests read them: kept apart, they are not in the JavaScript every page downloads
 * (decision 0009's budgets).
 */
export const mailMessages = {
  mail: {
    registrationSubject: (secretSantaName: string) =>
      `Confirmez votre inscription au Secret Santa «\u202f${secretSantaName}\u202f»`,
    registrationTitle: 'Confirmez votre inscription',
    registrationText: (secretSantaName: string, organiserName: string) =>
      `Vous vous êtes inscrit au Secret Santa «\u202f${secretSantaName}\u202f» organisé par ${organiserName}. Confirmez votre adresse pour participer au tirage au sort.`,
    registrationAddress: (address: string) => `Adresse\u202f: ${address}`,
    registrationGiftIdeas: (ideas: string) => `Idées cadeaux\u202f: ${ideas}`,
    registrationNothing: '(rien)',
    registrationNotYou:
      'Si ces informations ne sont pas les vôtres, ou si vous ne vous êtes pas inscrit, ignorez cet email\u202f: rien ne sera fait.',
    registrationButton: 'Confirmer mon inscription',
    registrationExpiry: 'Ce lien est valable 24 heures.',
    coOrganiserSubject: (secretSantaName: string) =>
      `Organiser le Secret Santa «\u202f${secretSantaName}\u202f» avec nous`,
    coOrganiserTitle: 'Une invitation à co-organiser',
    coOrganiserText: (organiserName: string, secretSantaName: string) =>
      `${organiserName} vous invite à organiser avec lui ou elle le Secret Santa «\u202f${secretSantaName}\u202f»\u202f: les participants, les restrictions, le tirage et les envois. Comme tout organisateur, vous ne verrez jamais qui offre à qui.`,
    coOrganiserAccount:
      'Acceptez avec un compte à cette adresse\u202f: la page vous proposera d’en créer un si vous n’en avez pas.',
    coOrganiserButton: 'Voir l’invitation',
    coOrganiserExpiry:
      'Ce lien est valable 14 jours. Si vous ne vous attendiez pas à cette invitation, ignorez cet email\u202f: rien ne sera fait.',
    verifySubject: 'Confirmez votre adresse email – Secret Santa',
    verifyTitle: 'Bienvenue sur Secret Santa\u202f!',
    verifyGreeting: (name: string) => `Bonjour ${name},`,
    verifyText:
      'Merci de votre inscription. Confirmez votre adresse email et choisissez votre mot de passe pour commencer à organiser vos Secret Santa.',
    verifyButton: 'Confirmer mon adresse email',
    verifyExpiry:
      "Ce lien est valable 24 heures. Si vous n'êtes pas à l'origine de cette inscription, ignorez cet email\u202f: aucun compte n'est créé sans vous.",
    resetSubject: 'Réinitialisation de votre mot de passe – Secret Santa',
    resetTitle: 'Réinitialiser votre mot de passe',
    resetText:
      'Vous avez demandé à réinitialiser votre mot de passe. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
    resetButton: 'Choisir un nouveau mot de passe',
    resetExpiry:
      "Ce lien est valable 1 heure. Si vous n'êtes pas à l'origine de cette demande, ignorez cet email.",
    invitationSubject: (secretSantaName: string) =>
      `🎁 Invitation au Secret Santa «\u202f${secretSantaName}\u202f»`,
    invitationTitle: (secretSantaName: string) => `Secret Santa «\u202f${secretSantaName}\u202f»`,
    invitationIntro: (organiserName: string, secretSantaName: string) =>
      `${organiserName} vous invite à participer au Secret Santa «\u202f${secretSantaName}\u202f».`,
    invitationSteps:
      'Le tirage n’a pas encore eu lieu. Dans votre espace, donnez dès maintenant votre adresse et vos idées cadeaux\u202f: le même lien vous montrera à qui vous offrez, une fois le tirage fait. Aucun mot de passe n’est nécessaire.',
    invitationStepsNoAddress:
      'Le tirage n’a pas encore eu lieu. Dans votre espace, donnez dès maintenant vos idées cadeaux\u202f: le même lien vous montrera à qui vous offrez, une fois le tirage fait. Aucun mot de passe n’est nécessaire.',
    invitationButton: 'Ouvrir mon espace',
    invitationFootnote: (lastDay: string) =>
      `Ce lien vous est personnel\u202f: ne le transférez pas. Il fonctionne jusqu’au ${lastDay} inclus. Vous ne connaissez pas l’organisateur\u202f? Ignorez simplement cet email.`,
    drawSubject: (secretSantaName: string) =>
      `🎅 Le tirage du Secret Santa «\u202f${secretSantaName}\u202f» a eu lieu\u202f!`,
    drawTitle: 'Le tirage a eu lieu\u202f!',
    drawText: (secretSantaName: string) =>
      `Le tirage au sort du Secret Santa «\u202f${secretSantaName}\u202f» vient d’être effectué. Découvrez à qui vous offrirez un cadeau dans votre espace personnel.`,
    drawButton: 'Découvrir à qui j’offre',
    redrawSubject: (secretSantaName: string) =>
      `🎅 Nouveau tirage pour le Secret Santa «\u202f${secretSantaName}\u202f»`,
    redrawTitle: 'Nouveau tirage\u202f!',
    redrawText: (secretSantaName: string) =>
      `Le tirage au sort du Secret Santa «\u202f${secretSantaName}\u202f» a été refait\u202f: la personne à qui vous offrez un cadeau a peut-être changé. Votre ancien lien ne fonctionne plus\u202f; découvrez votre nouvelle attribution avec celui-ci.`,
    drawChangedSubject: (secretSantaName: string) =>
      `🎅 Votre tirage a changé – Secret Santa «\u202f${secretSantaName}\u202f»`,
    drawChangedTitle: 'Votre tirage a changé',
    drawChangedText: (secretSantaName: string) =>
      `Les participants du Secret Santa «\u202f${secretSantaName}\u202f» ont changé après le tirage\u202f: la personne à qui vous offrez un cadeau n’est plus la même. Découvrez-la dans votre espace personnel.`,
    drawChangedButton: 'Voir à qui j’offre',
    announcementSubject: (organiserName: string, secretSantaName: string) =>
      `${organiserName} écrit à tous\u202f: ${secretSantaName}`,
    announcementTitle: (organiserName: string) => `Un mot de ${organiserName}`,
    announcementText: (organiserName: string, secretSantaName: string) =>
      `${organiserName} écrit à tous les participants du Secret Santa «\u202f${secretSantaName}\u202f»\u202f:`,
    announcementButton: 'Ouvrir mon espace',
    withdrawnSubject: (secretSantaName: string) =>
      `Vous ne participez plus au Secret Santa «\u202f${secretSantaName}\u202f»`,
    withdrawnTitle: 'Vous ne participez plus à l’échange',
    withdrawnText: (organiserName: string, secretSantaName: string) =>
      `${organiserName}, qui organise le Secret Santa «\u202f${secretSantaName}\u202f», a mis fin à votre participation\u202f: vous n’avez plus de cadeau à offrir, personne ne vous en offrira dans cet échange, et votre lien personnel ne fonctionne plus.`,
    withdrawnFootnote: (organiserName: string) => `Une erreur\u202f? Prévenez ${organiserName}.`,
    messageFromSantaSubject: (secretSantaName: string) =>
      `🎅 Un message de votre Père Noël secret – Secret Santa «\u202f${secretSantaName}\u202f»`,
    messageFromSantaTitle: 'Votre Père Noël secret vous écrit',
    messageFromSantaText: (secretSantaName: string) =>
      `Votre Père Noël secret du Secret Santa «\u202f${secretSantaName}\u202f» vous a écrit\u202f:`,
    messageFromRecipientSubject: (writerName: string, secretSantaName: string) =>
      `💌 ${writerName} vous répond – Secret Santa «\u202f${secretSantaName}\u202f»`,
    messageFromRecipientTitle: 'La personne à qui vous offrez vous écrit',
    messageFromRecipientText: (writerName: string, secretSantaName: string) =>
      `${writerName}, à qui vous offrez un cadeau pour le Secret Santa «\u202f${secretSantaName}\u202f», vous a écrit\u202f:`,
    messageButton: 'Répondre dans mon espace',
    /** Under each reminder: its page stops the event's reminders (docs/product.md §6.9). */
    stopReminders: 'Ne plus recevoir de rappels pour ce Secret Santa',
    linkFootnote: (lastDay: string) =>
      `Ce lien vous est personnel\u202f: ne le transférez pas. Il fonctionne jusqu’au ${lastDay} inclus\u202f; ensuite, demandez-en un nouveau depuis la page.`,
    linkFootnoteUndated:
      'Ce lien est personnel\u202f: ne le transférez pas. S’il ne fonctionne plus, demandez-en un nouveau depuis la page.',
    completionSubject: (secretSantaName: string) =>
      `🎉 Secret Santa «\u202f${secretSantaName}\u202f» terminé\u202f!`,
    completionTitle: 'Tous les cadeaux sont arrivés\u202f!',
    completionText: (secretSantaName: string) =>
      `Chaque participant du Secret Santa «\u202f${secretSantaName}\u202f» a reçu son cadeau. Merci d’avoir participé, et joyeuses fêtes\u202f!`,
    personalLinkSubject: (secretSantaName: string) =>
      `Votre nouveau lien – Secret Santa «\u202f${secretSantaName}\u202f»`,
    personalLinkTitle: 'Votre lien personnel',
    personalLinkText:
      'Voici un nouveau lien vers votre espace participant. Dès que vous l’ouvrez, le précédent ne fonctionne plus.',
    personalLinkButton: 'Ouvrir mon espace',
    linkFallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u202f:',
    emailChangedSubject: (secretSantaName: string) =>
      `Votre adresse email a été modifiée – Secret Santa «\u202f${secretSantaName}\u202f»`,
    emailChangedTitle: 'Votre adresse email a été modifiée',
    emailChangedText: (organiserName: string, secretSantaName: string, newEmail: string) =>
      `${organiserName}, qui organise le Secret Santa «\u202f${secretSantaName}\u202f», a remplacé cette adresse par ${newEmail}. C’est désormais là que vous recevrez votre lien personnel.`,
    emailChangedFootnote: (organiserName: string) =>
      `Vous n’avez rien demandé\u202f? Prévenez ${organiserName}\u202f: la personne qui lit cette nouvelle adresse peut découvrir à qui vous offrez un cadeau.`,
    organiserNote: 'Le mot de l’organisateur\u202f:',
    exchangeChangedSubject: (secretSantaName: string) =>
      `📅 L’échange a changé – Secret Santa «\u202f${secretSantaName}\u202f»`,
    exchangeChangedTitle: 'L’échange a changé',
    exchangeChangedText: (secretSantaName: string) =>
      `La date ou le lieu de l’échange du Secret Santa «\u202f${secretSantaName}\u202f» a changé. Le fichier joint met à jour l’événement dans votre agenda.`,
    exchangeDateRemovedText: (secretSantaName: string) =>
      `L’échange du Secret Santa «\u202f${secretSantaName}\u202f» n’a plus de date fixée pour le moment. Vous recevrez la nouvelle date dès qu’elle sera choisie.`,
    openSpaceButton: 'Ouvrir mon espace',
    exchangeIn7DaysSubject: (secretSantaName: string) =>
      `⏳ Plus que 7 jours – Secret Santa «\u202f${secretSantaName}\u202f»`,
    exchangeIn7DaysTitle: 'Plus que 7 jours\u202f!',
    exchangeIn7DaysText: (secretSantaName: string) =>
      `L’échange du Secret Santa «\u202f${secretSantaName}\u202f» a lieu dans 7 jours. Votre cadeau est-il prêt\u202f? Votre espace rappelle à qui vous offrez, son adresse et ses idées.`,
    exchangeIn7DaysTextNoAddress: (secretSantaName: string) =>
      `L’échange du Secret Santa «\u202f${secretSantaName}\u202f» a lieu dans 7 jours. Votre cadeau est-il prêt\u202f? Votre espace rappelle à qui vous offrez et ses idées.`,
    exchangeTomorrowSubject: (secretSantaName: string) =>
      `🎁 C’est demain – Secret Santa «\u202f${secretSantaName}\u202f»`,
    exchangeTomorrowTitle: 'C’est demain\u202f!',
    exchangeTomorrowText: (secretSantaName: string) =>
      `L’échange du Secret Santa «\u202f${secretSantaName}\u202f» a lieu demain. N’oubliez pas votre cadeau\u202f!`,
    seeMyDrawButton: 'Voir à qui j’offre',
    giftIdeasReminderSubject: 'Aidez votre Père Noël secret\u202f: ajoutez vos idées cadeaux',
    giftIdeasReminderTitle: 'Aidez votre Père Noël secret',
    giftIdeasReminderText: (secretSantaName: string) =>
      `Votre liste d’idées cadeaux pour le Secret Santa «\u202f${secretSantaName}\u202f» est encore vide. Quelques idées aideront votre Père Noël secret à vous faire plaisir.`,
    giftIdeasReminderButton: 'Ajouter mes idées cadeaux',
    giftReceivedReminderSubject: (secretSantaName: string) =>
      `📦 Votre cadeau est-il arrivé\u202f? – Secret Santa «\u202f${secretSantaName}\u202f»`,
    giftReceivedReminderTitle: 'Votre cadeau est-il arrivé\u202f?',
    giftReceivedReminderText: (secretSantaName: string) =>
      `Quand vous aurez reçu votre cadeau du Secret Santa «\u202f${secretSantaName}\u202f», dites-le dans votre espace avec «\u202fJ’ai reçu mon cadeau\u202f!\u202f»\u202f: l’échange se termine quand tout le monde l’a fait.`,
    calendarTitle: (secretSantaName: string) => `Secret Santa «\u202f${secretSantaName}\u202f»`,
    calendarDescription: (url: string) =>
      `Votre espace (à qui vous offrez, son adresse, ses idées)\u202f: ${url}. Ouvrez-le avec le lien de votre email du tirage, ou demandez-y un nouveau lien.`,
    calendarDescriptionNoAddress: (url: string) =>
      `Votre espace (à qui vous offrez, ses idées)\u202f: ${url}. Ouvrez-le avec le lien de votre email du tirage, ou demandez-y un nouveau lien.`,
    signature: 'Joyeuses fêtes\u202f! 🎄 L’équipe Secret Santa',
  },
  mailbox: {
    /** The message's text part, under its HTML. */
    text: 'Texte',
    title: 'Boîte mail locale',
    intro:
      'Aucun serveur SMTP n’est configuré\u202f: les emails envoyés par l’application sont conservés ici.',
    empty: 'Aucun email pour le moment.',
    to: 'À',
    subject: 'Objet',
    date: 'Date',
    attachment: 'Pièce jointe',
    back: 'Retour à la boîte mail',
    thisMachineOnly:
      'La boîte mail locale ne s’ouvre que sur la machine où tourne Secret Santa, à l’adresse http://localhost (avec son port). Pour envoyer de vrais emails, configurez SMTP_URL.',
    notSentWarning: (mailboxUrl: string) =>
      `⚠️ Aucun serveur SMTP configuré (SMTP_URL)\u202f: les emails ne sont PAS envoyés. Ils ne sont lisibles que sur cette machine, à ${mailboxUrl}.`,
  },
} as const;
