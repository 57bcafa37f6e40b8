import { formatCount } from './format-count.ts';
import { messages } from './messages.ts';

const joinNames = messages.format.list;

/**
 * The French texts only the organiser's screens show (the event list, the dashboard's
 * Participants, Restrictions and Tirage tabs, the exchange's date, budget and place), apart
 * from `messages.ts` so that the other pages do not download them (decision 0009: the participant space's
 * budget). The participant's own fields and their refusals stay in `messages.players`: the
 * participant space and the server use them too. One catalogue with `messages.ts`
 * (catalogues.ts lists both).
 */
export const organiserMessages = {
  /** The organiser's event list, its creation card, and the event's name on the dashboard. */
  secretSantas: {
    listTitle: 'Mes Secret Santa',
    new: 'Nouveau',
    createdOn: (date: string) => `Créé le ${date}`,
    delete: 'Supprimer',
    open: 'Accéder',
    emptyTitle: 'Aucun Secret Santa',
    emptyText: "Vous n'avez pas encore créé de Secret Santa.",
    createFirst: 'Créer votre premier Secret Santa',
    createTitle: 'Nouveau Secret Santa',
    createSubtitle: 'Donnez un nom à votre tirage au sort',
    nameLabel: 'Nom du Secret Santa',
    namePlaceholder: 'Ex\u202f: Noël en famille 2026',
    copyPlayersLabel: 'Reprendre les participants de…',
    copyPlayersNone: 'Aucun (liste vide)',
    copyPlayersOption: (name: string, count: number) =>
      `${name} (${formatCount(count)} participant${count > 1 ? 's' : ''})`,
    copyPlayersHint: 'Avec leurs foyers et leurs restrictions, sans invitations ni tirages.',
    cancel: 'Annuler',
    create: 'Créer',
    nameRequired: 'Le nom du Secret Santa est requis.',
    nameTooLong: 'Le nom ne doit pas dépasser 100 caractères.',
    nameTaken: 'Vous avez déjà un Secret Santa avec ce nom. Veuillez choisir un autre nom.',
    mustBeSignedInToCreate: 'Connectez-vous pour créer un Secret Santa.',
    mustBeSignedInToDelete: 'Connectez-vous pour supprimer un Secret Santa.',
    loadFailed: 'Impossible de charger vos Secret Santa.',
    unexpected: "Une erreur inattendue s'est produite.",
    createFailed: 'Une erreur est survenue lors de la création du Secret Santa.',
    deleteFailed: 'Une erreur est survenue lors de la suppression.',
    createdTitle: 'Secret Santa créé',
    createdText: (name: string) => `«\u202f${name}\u202f» a été créé avec succès.`,
    deletedTitle: 'Secret Santa supprimé',
    deletedText: (name: string) => `«\u202f${name}\u202f» a été supprimé.`,
    deleteConfirmTitle: 'Supprimer ce Secret Santa\u202f?',
    deleteConfirmText: (name: string) =>
      `«\u202f${name}\u202f» et tous ses participants, restrictions et tirages seront supprimés. Cette action est irréversible.`,
    notFound: 'Secret Santa introuvable.',
    listSubtitle: 'Choisissez un tirage à organiser ou créez-en un nouveau.',
    greeting: (name: string) => `Bonjour ${name}\u202f!`,
    completedBadge: 'Terminé',
    playerCount: (count: number) =>
      count > 1
        ? `${formatCount(count)} participants`
        : count === 1
          ? '1 participant'
          : 'Aucun participant',
    progressToDraw: 'Tirage à faire',
    askAddressesLabel: 'Adresse postale demandée',
    addressesAsked: 'Chaque participant donne son adresse pour recevoir son cadeau.',
    addressesNotAsked:
      'Aucune adresse n’est demandée, les cadeaux se remettent en main propre. Les adresses déjà données sont gardées.',
    shareAddressesLabel: 'Partager les adresses avec tous les participants',
    addressesPrivate:
      'Chaque participant ne voit que l’adresse de la personne à qui il offre un cadeau.',
    addressesShared: 'Chaque participant voit l’adresse de tous les autres.',
    settingsSavedTitle: 'Réglage enregistré',
    settingsFailed: 'Impossible d’enregistrer ce réglage.',
    progressNotNotified: 'Tirage fait, personne n’est encore prévenu',
    progressGifts: (received: number, total: number) =>
      `${formatCount(received)} / ${formatCount(total)} ${total > 1 ? 'cadeaux reçus' : 'cadeau reçu'}`,
    deleteFailedWith: (message: string) => `Erreur lors de la suppression\u202f: ${message}`,
    errorTitle: 'Erreur',
  },
  /** The search above long lists of participants (docs/product.md §9.8). */
  search: {
    label: 'Rechercher un participant',
    placeholder: 'Nom ou email',
    labelFor: (name: string) => `Rechercher à qui ${name} ne peut pas offrir`,
    shown: (shown: number, total: number) =>
      shown === total
        ? `${formatCount(total)} participant${total > 1 ? 's' : ''}`
        : `${formatCount(shown)} sur ${formatCount(total)} participants`,
    none: (search: string) => `Aucun participant ne correspond à «\u202f${search.trim()}\u202f».`,
    /** Said while the list is on its way: what is typed meanwhile is searched once it is there. */
    loading: 'Chargement des participants…',
    /** A toggle beside the search: only the participants without an address (docs/product.md §4.4). */
    withoutAddress: (count: number) => `Sans adresse (${formatCount(count)})`,
    noneWithoutAddress: 'Tous les participants ont donné leur adresse.',
  },
  /** Back pressed in a dialog holding typed text (components/ui/dialog.tsx, docs/product.md §9.5). */
  dialogs: {
    discardTitle: 'Abandonner votre saisie\u202f?',
    discardText: 'Ce que vous avez saisi dans cette fenêtre sera perdu.',
    discardCancel: 'Continuer la saisie',
    discard: 'Abandonner',
  },
  /** The 'Participants' tab: the list, its cards and the participant dialog (docs/product.md §4.4). */
  participantsTab: {
    // The refusals of the organiser's player operations, rendered by the server.
    nameTaken: 'Un participant avec le même nom existe déjà.',
    emailTaken: 'Un participant avec cette adresse email existe déjà dans ce Secret Santa.',
    notFound: 'Participant introuvable dans ce Secret Santa',
    ownAddressAfterDraw:
      'Après le tirage, un participant ne peut pas prendre l’adresse email de votre propre compte\u202f: vous verriez à qui il offre un cadeau.',
    carerInvalid: 'Choisissez un autre participant, qui a sa propre adresse email.',
    carerLooksAfterOthers: (name: string, others: string) =>
      `${name} s’occupe déjà de ${others}\u202f: on ne peut pas s’occuper de ${name} à son tour.`,
    carerAfterDraw:
      'Après le tirage, on ne change plus qui s’occupe d’un participant (le tirage en dépend)\u202f: réinitialisez le tirage pour le faire. Lui donner sa propre adresse email reste possible.',
    carerStillCaring: (name: string, others: string) =>
      `${name} s’occupe de ${others}\u202f: confiez d’abord ${others} à quelqu’un d’autre, ou donnez-lui une adresse email.`,
    noEmailLabel: 'Pas d’email\u202f: c’est un autre participant qui s’en occupe',
    carerLabel: 'Qui s’en occupe\u202f?',
    carerChoose: 'Choisir un participant…',
    carerRequired: 'Choisissez qui s’en occupe.',
    carerHint:
      'Ses emails arriveront chez cette personne, un email par personne, chacun avec son propre lien. Elle verra à qui il offre, pour l’aider à choisir, mais jamais qui lui offre, ni qui offre à elle-même\u202f: le tirage y veille.',
    noCarerYet: 'Ajoutez d’abord la personne qui s’en occupe, avec son adresse email.',
    caredBy: (name: string) => `Pris en charge par ${name}`,
    groupLabel: 'Équipe',
    groupHint:
      'Service, bureau, équipe\u202f: avec «\u202fUn tirage par équipe\u202f», chacun offre dans la sienne.',
    groupTooLong: 'Le nom de l’équipe ne doit pas dépasser 60 caractères.',
    groupAfterDraw:
      'Avec «\u202fUn tirage par équipe\u202f», l’équipe d’un participant ne change plus après le tirage\u202f: réinitialisez le tirage pour le faire.',
    group: (name: string) => `Équipe\u202f: ${name}`,
    deleteAfterDraw: (name: string) =>
      `${name} fait partie du tirage\u202f: «\u202fRetirer du tirage\u202f», sur sa fiche, donne un autre Secret Santa à la personne à qui ${name} offre un cadeau.`,
    title: 'Participants',
    subtitle: 'Gérez vos participants et envoyez les invitations',
    add: 'Ajouter un participant',
    empty: "Aucun participant n'a été ajouté",
    addFirst: 'Ajouter votre premier participant',
    statusNotInvited: 'Pas encore invité',
    statusInvited: 'Invité',
    statusLinkOpened: 'Lien ouvert',
    statusAddedAfterDraw: 'Ajouté après le tirage',
    /** A bounce: the recipient's server returns an e-mail the mail server took (docs/product.md §10). */
    statusUndelivered: 'Non distribué',
    linkMailUndelivered: (reason: string) =>
      `Sa messagerie a renvoyé son email${reason ? `\u202f: «\u202f${reason}\u202f»` : ''}. Corrigez son adresse, puis renvoyez son lien.`,
    linkMailFailed:
      'Son email n’a pas pu être remis\u202f: corrigez son adresse, ou renvoyez son lien.',
    giftReceived: 'Cadeau reçu ✅',
    nameTakenAtSignUp: (typed: string) =>
      `Nom déjà pris à l’inscription («\u202f${typed}\u202f»)\u202f: modifiez-le pour distinguer ces participants.`,
    edit: (name: string) => `Modifier ${name}`,
    editShort: 'Modifier',
    remove: (name: string) => `Supprimer ${name}`,
    sendInvitation: 'Envoyer son lien',
    resendInvitation: 'Renvoyer son lien',
    dialogAddTitle: 'Ajouter un participant',
    dialogAddSubtitle:
      'Renseignez les informations du participant. Son adresse servira à son Secret Santa.',
    dialogEditTitle: 'Modifier le participant',
    dialogEditSubtitle: 'Mettez à jour les informations du participant.',
    cancel: 'Annuler',
    submitAdd: 'Ajouter le participant',
    submitEdit: 'Sauvegarder les modifications',
    nameLabel: 'Nom',
    emailLabel: 'Email',
    addressLabel: 'Adresse',
    avatarLabel: 'Avatar',
    giftIdeasLabel: 'Idées cadeaux',
    languageLabel: 'Langue de ses emails',
    languageHint:
      'Invitation, tirage, rappels\u202f: tous ses emails sont écrits dans cette langue.',
    deleteConfirmTitle: 'Confirmation de suppression',
    deleteConfirmText: 'Supprimer ce participant\u202f? Cette action ne peut pas être annulée.',
    deleteConfirm: 'Supprimer',
    close: 'Compris',
    addFailed: "Une erreur est survenue lors de l'ajout du participant.",
    deleteFailed: 'Une erreur est survenue lors de la suppression du participant.',
    added: (name: string) => `${name} fait maintenant partie du Secret Santa.`,
    updated: (name: string) => `Les informations de ${name} sont enregistrées.`,
    deleted: (name: string) => `${name} ne fait plus partie du Secret Santa.`,
    addedTitle: 'Participant ajouté',
    updatedTitle: 'Participant modifié',
    deletedTitle: 'Participant supprimé',
    updateFailed: 'Une erreur est survenue lors de la modification du participant.',
    loadFailed: 'Erreur lors du chargement des participants',
    emailPlaceholder: 'prenom@exemple.fr',
    importList: 'Importer une liste',
    importTitle: 'Importer une liste de participants',
    importIntro:
      'Collez les lignes d’un tableur ou choisissez un fichier CSV\u202f: nom, email, puis, si vous les avez, adresse et idées cadeaux. Une première ligne de titres est reconnue.',
    importTextLabel: 'Lignes à importer',
    importPlaceholder: 'Anna, anna@exemple.fr\nBoris, boris@exemple.fr',
    importFileLabel: 'Ou un fichier CSV',
    importCheck: 'Vérifier la liste',
    importEmpty: 'La liste est vide.',
    importTooMany: (max: number) =>
      `Une liste compte au plus ${formatCount(max)} lignes\u202f: importez-la en plusieurs fois.`,
    importSummary: (ready: number, total: number) =>
      `${formatCount(ready)} ligne${ready > 1 ? 's' : ''} sur ${formatCount(total)} prête${ready > 1 ? 's' : ''} à être importée${ready > 1 ? 's' : ''}.`,
    importPreviewCaption: 'Les lignes de la liste et ce qui les empêche d’être importées',
    importColumnLine: 'Ligne',
    importColumnName: 'Nom',
    importColumnEmail: 'Email',
    importColumnVerdict: 'Vérification',
    importLineReady: 'Prête',
    importSubmit: (count: number) =>
      count > 1 ? `Importer ${formatCount(count)} participants` : 'Importer 1 participant',
    importedTitle: 'Liste importée',
    imported: (count: number) =>
      count > 1
        ? `${formatCount(count)} participants ont été ajoutés.`
        : 'Un participant a été ajouté.',
    importFailed: 'Impossible d’importer la liste.',
    importAfterDraw:
      'L’import se fait avant le tirage\u202f: après, ajoutez chaque nouveau participant un par un, il rejoindra le tirage.',
    importEventFull: (max: number) =>
      `Un Secret Santa compte au plus ${formatCount(max)} participants importés.`,
    importQuoteProblem: (line: number) =>
      `Des guillemets ne sont pas refermés à partir de la ligne ${line}.`,
    importSpreadsheet:
      'Ce fichier est un classeur Excel\u202f: enregistrez-le au format CSV, ou copiez-collez ses lignes.',
    importUnreadable: 'Impossible de lire ce fichier.',
    importMoreReady: (count: number) =>
      count > 1 ? `et ${formatCount(count)} autres lignes prêtes` : 'et 1 autre ligne prête',
    importIgnoredColumns: (titles: readonly string[]) =>
      titles.length > 1
        ? `Colonnes ignorées\u202f: ${joinNames(titles)}.`
        : `Colonne ignorée\u202f: ${titles[0] ?? ''}.`,
    /** A column without a title, as a spreadsheet names it: 'colonne E'. */
    importUntitledColumn: (letter: string) => `colonne ${letter}`,
    importRefusedKept: (count: number) =>
      count > 1
        ? `${formatCount(count)} lignes n’ont pas été importées\u202f: corrigez-les dans un tableur, puis importez-les de nouveau.`
        : '1 ligne n’a pas été importée\u202f: corrigez-la dans un tableur, puis importez-la de nouveau.',
    importDownloadRefused: (count: number) =>
      `Télécharger les lignes refusées (${formatCount(count)})`,
    importRefusedFileName: 'lignes-refusees.csv',
    /** The last column of the refused lines' file: a title the import does not read. */
    importRefusedReason: 'Motif du refus',
    importDone: 'Terminer',
    nameInLine: (line: number) => `Ce nom est déjà à la ligne ${line}.`,
    emailInLine: (line: number) => `Cet email est déjà à la ligne ${line}.`,
    exportList: 'Exporter la liste',
    exportFileName: 'participants.csv',
    exportColumns: ['Nom', 'Email', 'Adresse', 'Idées cadeaux', 'Statut'],
    inviteAll: 'Inviter tout le monde',
    inviteAllConfirmTitle: (count: number) =>
      count > 1
        ? `Inviter les ${formatCount(count)} participants pas encore invités\u202f?`
        : 'Inviter le participant pas encore invité\u202f?',
    inviteAllConfirmText:
      'Chacun reçoit par email le lien de son espace personnel, où il donne dès maintenant son adresse et ses idées cadeaux\u202f; le même lien lui montrera à qui il offre, une fois le tirage fait. Aucun mot de passe. Ceux qui sont déjà invités ne reçoivent rien.',
    inviteAllConfirm: 'Envoyer les invitations',
    inviteAllDoneTitle: 'Invitations envoyées',
    inviteAllDone: (count: number) =>
      count > 1
        ? `${formatCount(count)} invitations partent par email.`
        : count === 1
          ? 'Une invitation part par email.'
          : 'Tout le monde est déjà invité.',
    inviteAllFailed: 'Impossible d’envoyer les invitations.',
    inviteAllChanged: (count: number) =>
      `La liste a changé\u202f: ${formatCount(count)} participants ne sont pas encore invités. Vérifiez-la, puis recommencez.`,
    inviteAllTooMany:
      'Vous avez envoyé beaucoup d’invitations aujourd’hui\u202f: recommencez demain, ou invitez les participants un par un.',
    invitationsProgressTitle: 'Envoi des invitations',
    invitationsProgress: (sent: number, total: number) =>
      `${formatCount(sent)} / ${formatCount(total)} envoyées`,
    invitationsPending: (count: number) => `${formatCount(count)} en attente`,
    invitationsFailed: (count: number) => `${formatCount(count)} en échec`,
    invitationsAllSent: 'Toutes les invitations sont parties.',
    invitationsFailedHint:
      'Une invitation en échec remet son participant «\u202fEn attente\u202f»\u202f: vérifiez son adresse, puis renvoyez-la.',
  },
  restrictions: {
    manageTitle: 'Gérer les restrictions',
    viewTitle: 'Voir les restrictions',
    readOnly: 'LECTURE SEULE',
    intro:
      'Définissez les participants qui ne peuvent pas s’offrir de cadeau (les couples, par exemple). Sélectionnez un participant, puis cochez ceux à qui il ne peut pas offrir.',
    afterDrawWithCount: (count: number) =>
      `Restrictions définies avant le tirage\u202f: ${formatCount(count)} prise${count > 1 ? 's' : ''} en compte.`,
    afterDrawNone: 'Aucune restriction n’avait été définie avant le tirage.',
    afterDrawHouseholdsOnly:
      'Foyers définis avant le tirage, sans autre restriction\u202f: ils ont été pris en compte.',
    playersHeading: (count: number) => `Participants (${formatCount(count)})`,
    exclusionCount: (count: number) => `${formatCount(count)} restriction${count > 1 ? 's' : ''}`,
    selectPrompt: 'Sélectionnez un participant pour définir ses restrictions.',
    selectPromptReadOnly: 'Sélectionnez un participant pour voir ses restrictions.',
    cannotGiveTo: (name: string) => `${name} ne peut pas offrir de cadeau à\u202f:`,
    close: 'Fermer',
    summary: 'Résumé',
    summaryLine: (name: string, others: string) => `${name} ne peut pas offrir à ${others}`,
    unknownPlayer: 'Participant inconnu',
    save: 'Enregistrer les restrictions',
    savedTitle: 'Restrictions enregistrées',
    saved: 'Les restrictions entre participants sont enregistrées.',
    lockedTitle: 'Action impossible',
    locked: 'Impossible de modifier les restrictions après le tirage.',
    selfExcluded: 'Un participant ne peut pas être restreint avec lui-même.',
    unknownPlayerId: 'Restriction vers un participant inconnu de ce Secret Santa.',
    impossibleWarningTitle: 'Attention\u202f: aucun tirage possible',
    summaryEmpty: 'Aucune restriction pour le moment\u202f: chacun peut offrir à tout le monde.',
    unsavedChanges: 'Modifications non enregistrées',
    noPlayers: 'Ajoutez des participants dans l’onglet Participants pour définir des restrictions.',
    noOtherPlayers: 'Aucun autre participant pour le moment.',
    errorTitle: 'Erreur',
    saveFailed: 'Une erreur est survenue lors de l’enregistrement des restrictions.',
    householdsHeading: 'Foyers',
    householdsIntro:
      'Les membres d’un même foyer ne s’offrent jamais de cadeau entre eux, dans un sens comme dans l’autre. Un participant appartient à un foyer au plus.',
    householdsEmpty: 'Aucun foyer pour le moment.',
    householdsEmptyReadOnly: 'Aucun foyer n’avait été défini avant le tirage.',
    newHouseholdLabel: 'Nom du nouveau foyer',
    newHouseholdPlaceholder: 'Famille Martin',
    createHousehold: 'Créer le foyer',
    householdNameLabel: (name: string) => `Nom du foyer ${name}`,
    rename: 'Renommer',
    renameDone: 'Valider',
    deleteHousehold: (name: string) => `Supprimer le foyer ${name}`,
    addMember: (name: string) => `Ajouter un membre au foyer ${name}`,
    addMemberPlaceholder: 'Ajouter un membre…',
    /** The button shows the name: it comes first (WCAG 2.5.3). */
    addNamedMember: (player: string, household: string) =>
      `${player} – ajouter au foyer ${household}`,
    moreCandidates: (count: number) =>
      `Et ${formatCount(count)} autre${count > 1 ? 's' : ''}\u202f: précisez la recherche.`,
    noCandidate: 'Personne d’autre ne correspond.',
    householdsMore: (left: number) => `Afficher les foyers suivants (${formatCount(left)})`,
    removeMember: (player: string, household: string) => `Retirer ${player} du foyer ${household}`,
    householdMembers: (count: number) => `${formatCount(count)} membre${count > 1 ? 's' : ''}`,
    householdNoMembers: 'Aucun membre pour l’instant\u202f: ajoutez-en au moins deux.',
    householdTooBig:
      'Plus de la moitié des participants\u202f: ses membres n’auront pas assez de monde à qui offrir.',
    householdOf: (name: string) => `Foyer «\u202f${name}\u202f»`,
    summaryMore: (left: number) =>
      `Afficher la suite (${formatCount(left)} ligne${left > 1 ? 's' : ''})`,
    summaryHousehold: (name: string, members: string) =>
      `Foyer «\u202f${name}\u202f»\u202f: ${members} ne s’offrent rien entre eux`,
    householdNameRequired: 'Le nom du foyer est requis.',
    householdNameTooLong: 'Le nom du foyer ne doit pas dépasser 60 caractères.',
    householdNameTaken: (name: string) => `Un autre foyer s’appelle déjà «\u202f${name}\u202f».`,
    householdTooSmall: (name: string) =>
      `Le foyer «\u202f${name}\u202f» doit réunir au moins deux participants.`,
    householdUnknownPlayer: 'Un foyer compte un participant inconnu de ce Secret Santa.',
    householdsShareMember: (first: string, second: string) =>
      `Les foyers «\u202f${first}\u202f» et «\u202f${second}\u202f» ont un membre en commun\u202f: un participant appartient à un seul foyer.`,
    householdsTooLarge: (name: string, count: number) =>
      `Les foyers réunissent trop de monde pour que le tirage puisse être calculé\u202f: réduisez le foyer «\u202f${name}\u202f» (${formatCount(count)} participants).`,
  },
  /** Someone leaves or joins after the draw (docs/product.md §6.8): counts, never who. */
  announcements: {
    open: 'Écrire à tous',
    title: 'Écrire à tous',
    description:
      'Un email à chaque participant (une seule fois à qui s’occupe d’autres), affiché aussi en haut de chaque espace jusqu’à l’échange.',
    label: 'Votre message',
    placeholder: 'On se retrouve chez Mamie à 15\u202fh, pensez aux piles\u202f!',
    length: (count: number, most: number) => `${count}\u202f/\u202f${most}`,
    send: 'Envoyer à tous',
    cancel: 'Annuler',
    sentTitle: 'Message envoyé',
    sent: (count: number) =>
      count > 1
        ? `${count} emails partent.`
        : count === 1
          ? '1 email part.'
          : 'Personne à qui l’envoyer.',
    failed: 'Le message n’a pas pu être envoyé.',
    textRequired: 'Écrivez un message avant de l’envoyer.',
    textTooLong: 'Un message à tous ne doit pas dépasser 2000 caractères.',
    hasPersonalLink:
      'Un message à tous ne peut pas contenir le lien personnel d’un participant\u202f: chacun reçoit le sien.',
    tooManyMails: 'Vous avez écrit à beaucoup de monde aujourd’hui\u202f: réessayez demain.',
    afterCompletion: 'L’échange est terminé\u202f: le message n’a pas été envoyé.',
    tooMany: (most: number) =>
      `Vous avez déjà écrit ${most} fois à tous depuis 24 heures\u202f: réessayez plus tard.`,
  },
  drawChange: {
    withdraw: 'Retirer du tirage',
    /** The button's words first, then whom (WCAG 2.5.3: a voice says what it sees). */
    withdrawLabel: (name: string) => `Retirer du tirage – ${name}`,
    withdrawTitle: (name: string) => `Retirer ${name} du tirage\u202f?`,
    withdrawText: (name: string) =>
      `${name} ne fera plus partie de ce Secret Santa et son lien personnel ne fonctionnera plus. Le tirage sera ajusté en changeant le destinataire du moins de participants possible\u202f; les cadeaux déjà marqués reçus le restent. Si les participants ont déjà été prévenus, seuls ceux dont le destinataire change recevront un email, et ${name} un message l’informant de son retrait. Vous ne saurez pas qui a changé.`,
    withdrawConfirm: 'Retirer',
    withdrawnTitle: 'Participant retiré',
    withdrawn: (name: string, changedGivers: number) =>
      `${name} ne fait plus partie du tirage. ${changedGiversText(changedGivers)}`,
    joined: (name: string, changedGivers: number) =>
      `${name} a rejoint le tirage. ${changedGiversText(changedGivers)}`,
    withdrawFailed: 'Impossible de retirer ce participant du tirage.',
    redrawTitle: 'Refaire tout le tirage\u202f?',
    redrawText: (name: string) =>
      `Retirer ${name} et refaire le tirage pour tout le monde\u202f: chacun peut recevoir un nouveau destinataire, les cadeaux marqués reçus sont effacés, et si les participants avaient été prévenus, chacun reçoit un nouvel email «\u202fNouveau tirage\u202f».`,
    redraw: 'Retirer et refaire tout le tirage',
    redrawnTitle: 'Tirage refait',
    redrawn: (name: string) =>
      `${name} ne fait plus partie du Secret Santa, et le tirage a été refait pour tout le monde.`,
    notDrawn:
      'Le tirage de cette année n’a pas encore eu lieu\u202f: supprimez simplement le participant.',
    afterCompletion:
      'L’échange est terminé\u202f: tout le monde a reçu son cadeau. Plus personne ne peut rejoindre ni quitter le tirage de cette année.',
    repairTooFewPlayers: 'Il resterait moins de 2 participants\u202f: aucun tirage n’est possible.',
    noSmallChange: (most: number) =>
      `Aucun ajustement ne changeant le destinataire que de ${most} participants au plus ne respecte toutes les règles\u202f: il faut refaire le tirage complet.`,
    smallChangeNotFound: (most: number) =>
      `Aucun ajustement ne changeant le destinataire que de ${most} participants au plus n’a été trouvé\u202f: la recherche s’est arrêtée sans pouvoir établir qu’il n’en existe aucun. Il faut refaire le tirage complet.`,
    changeMailsTitle: 'Emails «\u202fVotre tirage a changé\u202f»',
    changeMailsProgress: (sent: number, total: number, failed: number) =>
      `${formatCount(sent)} / ${formatCount(total)} envoyés${failed > 0 ? `, ${formatCount(failed)} en échec` : ''}. Seul leur nombre est affiché\u202f: savoir qui les a reçus révélerait qui offrait à la personne partie.`,
  },
  /** The exchange's details and reminders (docs/product.md §3.6, §6.9). */
  /** The sign-up link's dialog on the Participants tab (docs/product.md §4.9). */
  registrationLink: {
    button: 'Lien d’inscription',
    dialogTitle: 'Lien d’inscription',
    dialogSubtitle:
      'Partagez ce lien ou son QR code. Chacun s’inscrit lui-même et n’apparaît dans la liste qu’après avoir confirmé son adresse email.',
    closedIntro:
      'Les inscriptions sont fermées. Ouvrez-les pour obtenir un lien à partager dans un groupe de discussion ou sur une affiche.',
    closedByDraw:
      'Les inscriptions se sont fermées au tirage. Ajoutez vous-même les retardataires\u202f: ils entreront dans le tirage.',
    openAction: 'Ouvrir les inscriptions',
    reopenAction: 'Rouvrir les inscriptions',
    closeAction: 'Fermer les inscriptions',
    renewAction: 'Nouveau lien',
    renewConfirmTitle: 'Créer un nouveau lien\u202f?',
    renewConfirmText:
      'L’ancien lien et son QR code cesseront de fonctionner, et les inscriptions qui attendent leur confirmation seront annulées.',
    renewConfirm: 'Créer un nouveau lien',
    linkLabel: 'Lien à partager',
    copy: 'Copier le lien',
    copied: 'Lien copié',
    qrLabel: 'QR code du lien d’inscription',
    downloadQr: 'Télécharger le QR code',
    waiting: (count: number) =>
      count === 0
        ? 'Aucune inscription n’attend sa confirmation.'
        : count === 1
          ? 'Une inscription attend sa confirmation par email.'
          : `${formatCount(count)} inscriptions attendent leur confirmation par email.`,
    statusOpen: 'Inscriptions ouvertes',
    statusClosed: 'Inscriptions fermées',
    opened: 'Le lien d’inscription fonctionne.',
    closed: 'Le lien d’inscription ne fonctionne plus.',
    renewed: 'L’ancien lien ne fonctionne plus.',
    failed: 'Le lien d’inscription n’a pas pu être modifié.',
    drawnRefusal:
      'Le tirage a eu lieu\u202f: les inscriptions restent fermées. Ajoutez vous-même les retardataires.',
  },
  exchange: {
    title: 'Date, budget et lieu',
    intro:
      'Ils s’affichent dans les emails et en haut de l’espace de chaque participant. Tout est facultatif.',
    edit: 'Modifier la date, le budget et le lieu',
    add: 'Ajouter la date, le budget et le lieu',
    dateLabel: 'Date de l’échange',
    timeLabel: 'Heure',
    timeZoneLabel: 'Fuseau horaire',
    timeZoneHint:
      'Tapez une ville ou un fuseau\u202f: «\u202fParis\u202f», «\u202fNew York\u202f».',
    budgetLabel: 'Budget',
    budgetHint: 'Par exemple «\u202f30\u202f» ou «\u202f20 à 30\u202f», dans la devise choisie.',
    currencyLabel: 'Devise',
    placeLabel: 'Lieu',
    placeHint: 'Par exemple «\u202fChez Mamie\u202f».',
    noteLabel: 'Mot de l’organisateur',
    noteHint: 'Un court message pour tout le monde.',
    remindersTitle: 'Rappels par email',
    remindBeforeExchange: '7 jours et la veille de l’échange',
    remindGiftIdeas: 'Aux participants sans idées cadeaux, 3 jours après le tirage',
    remindGiftReceived: 'Le lendemain de l’échange, à ceux qui n’ont pas encore reçu leur cadeau',
    save: 'Enregistrer',
    cancel: 'Annuler',
    saved: 'Date, budget et lieu enregistrés.',
    savedAndSent: (count: number) =>
      count > 1
        ? `Enregistrés. ${formatCount(count)} participants reçoivent la date mise à jour pour leur agenda.`
        : 'Enregistrés. Le participant reçoit la date mise à jour pour son agenda.',
    saveFailed: 'Impossible d’enregistrer la date, le budget et le lieu.',
    dateInvalid: 'Choisissez une date valide.',
    dateInPast: 'Cette date est déjà passée.',
    dateAfterEdition: (year: number) =>
      `L’échange de cette édition a lieu au plus tard le 31 décembre ${year}.`,
    timeInvalid: 'Choisissez une heure valide, par exemple 15 h.',
    timeWithoutDate: 'Choisissez d’abord la date de l’échange.',
    timeZoneInvalid: 'Ce fuseau horaire n’existe pas.',
    budgetInvalid:
      'Écrivez le budget dans la devise choisie, par exemple «\u202f30\u202f», «\u202f25,50\u202f» ou «\u202f20 à 30\u202f».',
    currencyInvalid: 'Cette devise n’existe pas.',
    // Fixed texts, not made from PLACE_MAX and NOTE_MAX (contracts/exchange.ts): a call made
    // when the contract module loads would keep it in pages that import it for a type.
    placeTooLong: 'Le lieu ne peut pas dépasser 200 caractères.',
    noteTooLong: 'Le mot de l’organisateur ne peut pas dépasser 500 caractères.',
    remindersInvalid: 'Les rappels sont invalides.',
  },
  draw: {
    launch: 'Lancer le tirage au sort',
    successTitle: 'Tirage effectué avec succès\u202f!',
    successText: 'Le tirage au sort a été effectué.',
    reset: 'Réinitialiser le tirage',
    notify: 'Notifier les participants',
    resetConfirmTitle: 'Réinitialiser le tirage au sort\u202f?',
    resetConfirmText:
      'Cette action va supprimer toutes les attributions actuelles pour cette année. Personne n’a encore été prévenu. Les liens personnels déjà envoyés ne fonctionneront plus\u202f: chacun recevra le sien, nouveau, avec l’email du prochain tirage. Cette action est irréversible.',
    resetConfirmTextNotified:
      'Tous les participants ont déjà reçu l’email du tirage. La réinitialisation efface les attributions de cette année et les cadeaux marqués reçus. Après un nouveau tirage, «\u202fNotifier les participants\u202f» enverra à chacun un email «\u202fNouveau tirage\u202f» avec un nouveau lien\u202f; les anciens liens ne fonctionneront plus. Cette action est irréversible.',
    resetAfterCompletion:
      'L’échange est terminé\u202f: tout le monde a reçu son cadeau. Le tirage de cette année ne peut plus être réinitialisé.',
    notNotifiedYet:
      'Personne n’a encore été prévenu. «\u202fNotifier les participants\u202f» envoie à chacun l’email «\u202fLe tirage a eu lieu\u202f» avec son lien personnel, le même que celui de son invitation\u202f: il y découvre à qui il offre un cadeau.',
    resetConfirm: 'Réinitialiser',
    cancel: 'Annuler',
    resetDoneTitle: 'Tirage réinitialisé',
    resetFailed: 'Une erreur est survenue lors de la réinitialisation.',
    tooFewPlayers: 'Il faut au moins 2 participants pour commencer le tirage.',
    infeasible: 'Impossible de trouver un tirage valide avec les restrictions actuelles.',
    /**
     * After `infeasible`, the group of givers left with too few people to give to:
     * 'Chloé, Denis et Emma ne peuvent offrir qu'à Alice et Bruno.', 'Chloé ne peut offrir qu'à
     * Alice.', 'Chloé et Denis ne peuvent offrir à personne.': names in the order given.
     */
    blockingGroup: (giverNames: readonly string[], receiverNames: readonly string[]) =>
      `${joinNames(giverNames)} ${giverNames.length === 1 ? 'ne peut' : 'ne peuvent'} ${
        receiverNames.length === 0 ? 'offrir à personne' : `offrir qu'à ${joinNames(receiverNames)}`
      }.`,
    alreadyDrawn:
      'Le tirage de cette année a déjà été effectué. Réinitialisez-le pour recommencer.',
    relaxedYears: (years: string) =>
      `Pour trouver un tirage, les attributions de ${years} ont pu être répétées.`,
    noAssignmentsTitle: 'Aucune attribution',
    noAssignments: "Il n'y a pas d'attributions à envoyer pour cette année.",
    notifyFailed: "Une erreur s'est produite lors de l'envoi des notifications.",
    notifiedTitle: 'Notifications envoyées',
    notified: 'Tous les participants ont été notifiés du tirage au sort.',
    progress: (sent: number, total: number) =>
      `${formatCount(sent)} / ${formatCount(total)} envoyés`,
    mailSent: 'Envoyé',
    mailPending: 'En attente',
    mailFailed: 'Échec',
    mailUndelivered: 'Non distribué',
    filterLabel: 'Filtrer par état',
    teamFilterLabel: 'Équipe',
    teamAll: (total: number) => `Toutes les équipes (${formatCount(total)})`,
    teamOption: (team: string, total: number) => `${team} (${formatCount(total)})`,
    filterAll: (count: number) => `Tous (${formatCount(count)})`,
    filterSent: (count: number) => `Envoyés (${formatCount(count)})`,
    filterPending: (count: number) => `En attente (${formatCount(count)})`,
    filterFailed: (count: number) => `En échec (${formatCount(count)})`,
    nextAttempt: (time: string) => `Nouvel essai à ${time}`,
    resendAllFailed: 'Renvoyer les emails en échec',
    resentAllTitle: 'Emails renvoyés',
    resentAll: (count: number) =>
      count > 1
        ? `${formatCount(count)} participants vont recevoir à nouveau leur email du tirage.`
        : count === 1
          ? 'Un participant va recevoir à nouveau son email du tirage.'
          : 'Aucun email n’était en échec.',
    resend: 'Renvoyer son lien',
    linkOpened: (date: string) => `Lien ouvert le ${date}`,
    linkNotOpened: 'Pas encore ouvert',
    openedCount: (opened: number, total: number) =>
      `${formatCount(opened)} / ${formatCount(total)} ${total > 1 ? 'ont ouvert leur lien' : 'a ouvert son lien'}`,
    remindUnopened: 'Relancer',
    remindUnopenedLabel: 'Renvoyer l’email du tirage à ceux qui n’ont pas encore ouvert leur lien',
    remindedTitle: 'Relance envoyée',
    reminded: (count: number) =>
      count > 1
        ? `${formatCount(count)} participants vont recevoir à nouveau l’email du tirage.`
        : count === 1
          ? 'Un participant va recevoir à nouveau l’email du tirage.'
          : 'Personne à relancer\u202f: les emails qui n’ont pas été ouverts partent encore.',
    remindFailed: 'Impossible de relancer les participants.',
    secretNote:
      'Le tirage reste secret\u202f: personne, pas même l’organisateur, ne voit qui offre à qui.',
    title: 'Tirage au sort',
    subtitle: 'Lancez le tirage au sort, puis prévenez chaque participant par email.',
    playersReady: (count: number) =>
      count > 1
        ? `${formatCount(count)} participants prendront part au tirage.`
        : `${formatCount(count)} participant prendra part au tirage.`,
    readyTitle: 'Tout est prêt pour le tirage\u202f?',
    missingAddresses: (names: string) =>
      `Adresse pas encore connue pour ${names}\u202f: chacun pourra la saisir dans son espace après le tirage, ou vous pouvez l’ajouter dans l’onglet Participants.`,
    missingAddressCount: (count: number) =>
      count > 1
        ? `${formatCount(count)} participants n’ont pas encore d’adresse\u202f: chacun pourra la saisir dans son espace après le tirage, ou vous pouvez l’ajouter dans l’onglet Participants.`
        : `1 participant n’a pas encore d’adresse\u202f: il pourra la saisir dans son espace après le tirage, ou vous pouvez l’ajouter dans l’onglet Participants.`,
    showMissingAddresses: 'Voir les participants sans adresse',
    launching: 'Tirage en cours…',
    unsavedRestrictionsTitle: 'Des restrictions ne sont pas enregistrées',
    unsavedRestrictionsText:
      'Vous avez modifié les restrictions ou les foyers sans les enregistrer\u202f: le tirage ne les appliquerait pas. Enregistrez-les avant de lancer le tirage.',
    unsavedRestrictionsBlocked:
      'Vous avez modifié les restrictions ou les foyers sans les enregistrer, et un foyer n’est pas prêt à l’être. Terminez-le dans l’onglet Restrictions avant de lancer le tirage.',
    saveAndLaunch: 'Enregistrer et lancer le tirage',
    reviewRestrictions: 'Voir les restrictions',
    failedTitle: 'Le tirage n’a pas pu être effectué',
    drawnOn: (date: string) => `Effectué le ${date}`,
    progressTitle: 'Envoi des emails',
    resendTo: (name: string) => `Renvoyer son lien à ${name}`,
    resendFailed: 'Impossible de renvoyer l’email du tirage.',
    errorTitle: 'Erreur',
    loadFailed: 'Impossible de charger l’état du tirage.',
    rulesTitle: 'Règles du tirage',
    rulesIntro:
      'Choisissez comment le tirage est fait. Elles ne peuvent plus changer après le tirage.',
    rulesReadOnly: 'Le tirage de cette année a suivi ces règles.',
    avoidMutualLabel: 'Éviter les échanges réciproques',
    avoidMutualHint: 'Personne n’offre à celui ou celle qui lui offre un cadeau.',
    singleCircleLabel: 'Une seule grande boucle',
    singleCircleHint:
      'A offre à B, B à C, et ainsi de suite jusqu’au dernier, qui offre à A\u202f: les cadeaux peuvent se donner à la chaîne le jour de l’échange.',
    carerNotGivingToCaredLabel: 'Personne n’offre à qui il accompagne',
    carerNotGivingToCaredHint:
      'Un parent n’est pas le Secret Santa de l’enfant dont il s’occupe (il l’aide à choisir ses cadeaux). Un enfant, lui, n’offre jamais à qui s’occupe de lui.',
    ruleCarerGivesToCared: 'un parent peut offrir à l’enfant dont il s’occupe',
    withinGroupsLabel: 'Un tirage par équipe',
    withinGroupsHint:
      'Chacun offre à quelqu’un de son équipe (son service, son bureau)\u202f; ceux sans équipe entre eux.',
    ruleWithinGroups: 'un tirage par équipe',
    singleCircleImpliesMutual: 'Inclus dans «\u202fUne seule grande boucle\u202f».',
    historyYearsLabel: 'Éviter les tirages des … dernières années',
    historyYearsHint:
      'Personne ne retombe sur quelqu’un à qui il a offert pendant ces années-là, si c’est possible.',
    historyYearsOption: (years: number | null) =>
      years === null
        ? 'toutes les années précédentes'
        : years === 0
          ? 'aucune\u202f: ignorer les tirages précédents'
          : years === 1
            ? 'la dernière année'
            : `${years} dernières années`,
    rulesSummary: (rules: string) => `Règles suivies\u202f: ${rules}.`,
    ruleSingleCircle: 'une seule grande boucle',
    ruleAvoidMutual: 'pas d’échanges réciproques',
    historyRule: (years: number | null) =>
      years === null
        ? 'éviter les tirages de toutes les années précédentes'
        : years === 0
          ? 'sans tenir compte des tirages précédents'
          : years === 1
            ? 'éviter le tirage de la dernière année'
            : `éviter les tirages des ${years} dernières années`,
    rulesSavedTitle: 'Règles du tirage enregistrées',
    rulesSaveFailed: 'Impossible d’enregistrer les règles du tirage.',
    rulesLocked: 'Les règles du tirage ne peuvent plus changer après le tirage.',
    rulesInvalid:
      'Règles du tirage invalides\u202f: deux choix oui ou non et un nombre d’années entier, de 0 à 50, ou aucun.',
  },
  organisers: {
    title: 'Organisateurs',
    hintOwner:
      'Les personnes que vous invitez voient et font ici tout ce que vous faites, sans jamais savoir qui offre à qui. Vous seul pouvez les retirer ou supprimer l’événement.',
    hintCoOrganiser:
      'Vous organisez cet événement avec les personnes ci-dessous. Seule la personne qui l’a créé peut inviter, retirer des organisateurs ou supprimer l’événement.',
    owner: 'A créé l’événement',
    you: (name: string) => `${name} (vous)`,
    waiting: (date: string) => `Invitation envoyée le ${date}, pas encore acceptée`,
    joined: (date: string) => `Co-organise depuis le ${date}`,
    emailLabel: 'Email de la personne à inviter',
    invite: 'Inviter',
    invited: (email: string) => `Invitation envoyée à ${email}.`,
    remove: 'Retirer',
    removeTitle: (who: string) => `Retirer ${who} de l’organisation\u202f?`,
    removeText:
      'Cette personne n’aura plus accès à l’événement, et son invitation, si elle l’attend encore, ne fonctionnera plus.',
    removed: (who: string) => `${who} ne fait plus partie de l’organisation.`,
    cancel: 'Annuler',
    loadFailed: 'Impossible de charger les organisateurs.',
    onlyOwnerDeletes: 'Seule la personne qui a créé cet événement peut le supprimer.',
    onlyOwnerManages:
      'Seule la personne qui a créé cet événement peut inviter ou retirer des organisateurs.',
    isOwner: 'C’est l’adresse de la personne qui a créé l’événement.',
    already: (email: string) => `${email} organise déjà cet événement.`,
    tooMany: (most: number) => `Un événement compte au plus ${most} co-organisateurs.`,
    notFound: 'Cette personne ne fait déjà plus partie de l’organisation.',
    coOrganisedBadge: 'Co-organisé',
  },
  journal: {
    title: 'Historique',
    hint: 'Qui a fait quoi, et quand. L’historique ne dit jamais qui offre à qui.',
    empty: 'Rien ne s’est encore passé.',
    more: 'Voir plus ancien',
    loadFailed: 'Impossible de charger l’historique.',
    fields: {
      name: 'nom',
      email: 'email',
      address: 'adresse',
      giftIdeas: 'idées cadeaux',
      caredBy: 'qui s’en occupe',
      group: 'équipe',
    },
    actions: {
      secretSantaCreated: (who: string) => `${who} a créé l’événement.`,
      playerAdded: (who: string, { name }: { name: string }) => `${who} a ajouté ${name}.`,
      playerRegistered: (who: string) => `${who} a rejoint l’événement par le lien d’inscription.`,
      playersImported: (who: string, { count }: { count: number }) =>
        `${who} a importé ${formatCount(count)} participant${count > 1 ? 's' : ''}.`,
      playerEdited: (who: string, { name, fields }: { name: string; fields: string }) =>
        `${who} a modifié ${name}\u202f: ${fields}.`,
      playerRemoved: (who: string, { name }: { name: string }) => `${who} a supprimé ${name}.`,
      playerWithdrawn: (who: string, { name }: { name: string }) =>
        `${who} a retiré ${name} du tirage.`,
      ownAddressChanged: (who: string) => `${who} a changé son adresse postale.`,
      personalLinkSent: (who: string, { name }: { name: string }) =>
        `${who} a envoyé son lien à ${name}.`,
      everyoneInvited: (who: string, { count }: { count: number }) =>
        `${who} a invité ${formatCount(count)} participant${count > 1 ? 's' : ''}.`,
      restrictionsChanged: (who: string) => `${who} a modifié les restrictions.`,
      drawRulesChanged: (who: string) => `${who} a modifié les règles du tirage.`,
      drawn: (who: string, { count }: { count: number }) =>
        `${who} a lancé le tirage (${formatCount(count)} participants).`,
      drawReset: (who: string) => `${who} a réinitialisé le tirage.`,
      notified: (who: string, { count }: { count: number }) =>
        `${who} a envoyé le tirage à ${formatCount(count)} participant${count > 1 ? 's' : ''}.`,
      failedResent: (who: string, { count }: { count: number }) =>
        `${who} a renvoyé ${formatCount(count)} email${count > 1 ? 's' : ''} en échec.`,
      unopenedReminded: (who: string, { count }: { count: number }) =>
        `${who} a relancé ${formatCount(count)} participant${count > 1 ? 's' : ''} qui n’avaient pas ouvert leur lien.`,
      exchangeChanged: (who: string) => `${who} a modifié la date, le budget ou le lieu.`,
      addressSettingsChanged: (who: string) => `${who} a modifié les réglages des adresses.`,
      announcementSent: (who: string) => `${who} a écrit à tous.`,
      registrationOpened: (who: string) => `${who} a ouvert les inscriptions.`,
      registrationClosed: (who: string) => `${who} a fermé les inscriptions.`,
      registrationLinkRenewed: (who: string) => `${who} a créé un nouveau lien d’inscription.`,
      coOrganiserInvited: (who: string, { email }: { email: string }) =>
        `${who} a invité ${email} à co-organiser.`,
      coOrganiserJoined: (who: string) => `${who} a rejoint l’organisation.`,
      coOrganiserRemoved: (who: string, { email }: { email: string }) =>
        `${who} a retiré ${email} de l’organisation.`,
    },
  },
  /**
   * Why no draw exists, naming the household or the rule (docs/product.md §6.1) that leaves
   * none; names arrive already joined ('Alice, Bruno et Chloé'). After `draw.infeasible` or alone.
   */
  drawProblems: {
    /** « Un tirage par équipe »: a team of one has nobody to give to. */
    groupOfOne: (group: string, member: string): string =>
      group === ''
        ? `${member} n’a pas d’équipe et est seul dans ce cas\u202f: avec «\u202fUn tirage par équipe\u202f», personne à qui offrir.`
        : `${member} est seul dans l’équipe «\u202f${group}\u202f»\u202f: avec «\u202fUn tirage par équipe\u202f», personne à qui offrir.`,
    /** A household of everyone: its members cannot give outside it. */
    householdIsEveryone: (household: string, members: string): string =>
      `Le foyer «\u202f${household}\u202f» (${members}) réunit tous les participants\u202f: ses membres ne peuvent offrir à personne.`,
    /** A household whose members are more than half of everyone: they cannot all give outside it. */
    householdOverHalf: (household: string, members: string, receivers: string): string =>
      receivers === ''
        ? `Le foyer «\u202f${household}\u202f» (${members}) compte plus de la moitié des participants\u202f: ses membres ne peuvent offrir à personne.`
        : `Le foyer «\u202f${household}\u202f» (${members}) compte plus de la moitié des participants\u202f: ses membres ne peuvent offrir qu’à ${receivers}.`,
    /** A household that exclusions or history leave with too few people to give to. */
    householdBlocked: (household: string, members: string, receivers: string): string =>
      receivers === ''
        ? `Les membres du foyer «\u202f${household}\u202f» (${members}) ne peuvent offrir à personne.`
        : `Les membres du foyer «\u202f${household}\u202f» (${members}) ne peuvent offrir qu’à ${receivers}.`,
    noMutualForcedPair: (first: string, second: string): string =>
      `Sans échanges réciproques, aucun tirage n’est possible\u202f: dans tout tirage permis par les restrictions, ${first} et ${second} s’offrent leur cadeau l’un à l’autre.`,
    noMutualImpossible: `Sans échanges réciproques, aucun tirage n’est possible\u202f: avec les restrictions actuelles, tout tirage compte au moins deux participants qui s’offrent leur cadeau l’un à l’autre.`,
    noMutualNotFound: `Aucun tirage sans échanges réciproques n’a été trouvé\u202f: la recherche s’est arrêtée sans pouvoir établir qu’il n’en existe aucun. Retirez une restriction et réessayez.`,
    /** A group whose members may only give to each other: a circle through everyone could not leave it. */
    singleCircleClosedGroup: (members: string): string =>
      `Avec «\u202fUne seule grande boucle\u202f», aucun tirage n’est possible\u202f: ${members} ne peuvent offrir qu’entre eux, la boucle ne pourrait pas en sortir.`,
    /** A group nobody else may give to: a circle through everyone could not enter it. */
    singleCircleUnreachableGroup: (members: string): string =>
      `Avec «\u202fUne seule grande boucle\u202f», aucun tirage n’est possible\u202f: personne d’autre ne peut offrir à ${members}, la boucle ne pourrait pas les atteindre.`,
    singleCircleImpossible: `Avec «\u202fUne seule grande boucle\u202f», aucun tirage n’est possible\u202f: aucune boucle ne passe par tout le monde en respectant les restrictions actuelles.`,
    singleCircleNotFound: `Aucun tirage en «\u202fUne seule grande boucle\u202f» n’a été trouvé\u202f: la recherche s’est arrêtée sans pouvoir établir qu’il n’en existe aucun. Retirez une restriction et réessayez.`,
  },
} as const;

/** How many players got a new recipient: the only thing the organiser learns (§6.8). */
function changedGiversText(count: number): string {
  return count > 1
    ? `${formatCount(count)} participants ont reçu un nouveau destinataire.`
    : count === 1
      ? '1 participant a reçu un nouveau destinataire.'
      : 'Aucun autre participant n’a changé de destinataire.';
}
