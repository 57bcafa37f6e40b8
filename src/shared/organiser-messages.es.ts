import type { Wording } from './language.ts';
import { spanishCount as count, messages, spanishAt } from './messages.es.ts';
import type { organiserMessages as french } from './organiser-messages.ts';

const joinNames = messages.format.list;
const plural = (value: number, one: string, many: string) => (value === 1 ? one : many);
/** The end of the two 'not found' explanations: the search gave up, it did not prove none. */
const STOPPED_SHORT =
  'la búsqueda se ha detenido sin poder demostrar que no exista ninguno. Quita una restricción y vuelve a intentarlo.';

/**
 * The Spanish twin of organiser-messages.ts: the organiser's screens, with the same keys
 * (docs/product.md §9.9).
 */
export const organiserMessages: Wording<typeof french> = {
  secretSantas: {
    listTitle: 'Mis Amigos invisibles',
    new: 'Nuevo',
    createdOn: (date: string) => `Creado el ${date}`,
    delete: 'Eliminar',
    open: 'Abrir',
    emptyTitle: 'Aún no hay ningún Amigo invisible',
    emptyText: 'Todavía no has creado ningún Amigo invisible.',
    createFirst: 'Crea tu primer Amigo invisible',
    createTitle: 'Nuevo Amigo invisible',
    createSubtitle: 'Ponle nombre a tu sorteo',
    nameLabel: 'Nombre del Amigo invisible',
    namePlaceholder: 'Ej.: Navidad en familia 2026',
    copyPlayersLabel: 'Copiar los participantes de…',
    copyPlayersNone: 'Ninguno (lista vacía)',
    copyPlayersOption: (name: string, total: number) =>
      `${name} (${count(total)} ${plural(total, 'participante', 'participantes')})`,
    copyPlayersHint: 'Con sus hogares y sus restricciones, sin invitaciones ni sorteos.',
    cancel: 'Cancelar',
    create: 'Crear',
    nameRequired: 'El nombre del Amigo invisible es obligatorio.',
    nameTooLong: 'El nombre no puede tener más de 100 caracteres.',
    nameTaken: 'Ya tienes un Amigo invisible con este nombre. Elige otro.',
    mustBeSignedInToCreate: 'Inicia sesión para crear un Amigo invisible.',
    mustBeSignedInToDelete: 'Inicia sesión para eliminar un Amigo invisible.',
    loadFailed: 'No se han podido cargar tus Amigos invisibles.',
    unexpected: 'Se ha producido un error inesperado.',
    createFailed: 'Se ha producido un error al crear el Amigo invisible.',
    deleteFailed: 'Se ha producido un error al eliminarlo.',
    createdTitle: 'Amigo invisible creado',
    createdText: (name: string) => `«${name}» se ha creado correctamente.`,
    deletedTitle: 'Amigo invisible eliminado',
    deletedText: (name: string) => `«${name}» se ha eliminado.`,
    deleteConfirmTitle: '¿Eliminar este Amigo invisible?',
    deleteConfirmText: (name: string) =>
      `Se eliminarán «${name}» y todos sus participantes, restricciones y sorteos. Esta acción no se puede deshacer.`,
    notFound: 'No se ha encontrado el Amigo invisible.',
    listSubtitle: 'Elige un sorteo para organizarlo o crea uno nuevo.',
    greeting: (name: string) => `¡Hola, ${name}!`,
    completedBadge: 'Terminado',
    playerCount: (total: number) =>
      total > 1
        ? `${count(total)} participantes`
        : total === 1
          ? '1 participante'
          : 'Sin participantes',
    progressToDraw: 'Sorteo pendiente',
    askAddressesLabel: 'Pedir la dirección postal',
    addressesAsked: 'Cada participante indica su dirección para recibir su regalo.',
    addressesNotAsked:
      'No se pide ninguna dirección: los regalos se entregan en mano. Las direcciones ya indicadas se conservan.',
    shareAddressesLabel: 'Compartir las direcciones con todos los participantes',
    addressesPrivate: 'Cada participante solo ve la dirección de la persona a quien regala.',
    addressesShared: 'Cada participante ve la dirección de todos los demás.',
    settingsSavedTitle: 'Ajuste guardado',
    settingsFailed: 'No se ha podido guardar este ajuste.',
    progressNotNotified: 'Sorteo hecho, aún no se ha avisado a nadie',
    progressGifts: (received: number, total: number) =>
      `${count(received)} / ${count(total)} ${plural(total, 'regalo recibido', 'regalos recibidos')}`,
    deleteFailedWith: (message: string) => `Error al eliminar: ${message}`,
    errorTitle: 'Error',
  },
  search: {
    label: 'Buscar un participante',
    placeholder: 'Nombre o correo',
    labelFor: (name: string) => `Buscar a quién no puede regalar ${name}`,
    shown: (shown: number, total: number) =>
      shown === total
        ? `${count(total)} ${plural(total, 'participante', 'participantes')}`
        : `${count(shown)} de ${count(total)} participantes`,
    none: (search: string) => `Ningún participante coincide con «${search.trim()}».`,
    loading: 'Cargando los participantes…',
    withoutAddress: (total: number) => `Sin dirección (${count(total)})`,
    noneWithoutAddress: 'Todos los participantes han indicado su dirección.',
  },
  dialogs: {
    discardTitle: '¿Descartar lo que has escrito?',
    discardText: 'Se perderá lo que has escrito en esta ventana.',
    discardCancel: 'Seguir editando',
    discard: 'Descartar',
  },
  participantsTab: {
    // The refusals of the organiser's player operations, rendered by the server.
    nameTaken: 'Ya hay un participante con el mismo nombre.',
    emailTaken: 'Ya hay un participante con este correo electrónico en este Amigo invisible.',
    notFound: 'No se ha encontrado al participante en este Amigo invisible',
    ownAddressAfterDraw:
      'Después del sorteo, ningún participante puede usar el correo electrónico de tu propia cuenta: verías a quién le regala.',
    carerInvalid: 'Elige a otro participante que tenga su propio correo electrónico.',
    carerLooksAfterOthers: (name: string, others: string) =>
      `${name} ya se ocupa de ${others}: nadie puede ocuparse de ${name} a su vez.`,
    carerAfterDraw:
      'Después del sorteo ya no se puede cambiar quién se ocupa de un participante (el sorteo depende de ello): para hacerlo, reinicia el sorteo. Lo que sí puedes es darle su propio correo electrónico.',
    carerStillCaring: (name: string, others: string) =>
      `${name} se ocupa de ${others}: primero deja a ${others} a cargo de otra persona o con su propio correo electrónico.`,
    noEmailLabel: 'Sin correo: otro participante se ocupa de esta persona',
    carerLabel: '¿Quién se ocupa de esta persona?',
    carerChoose: 'Elige un participante…',
    carerRequired: 'Elige quién se ocupa de esta persona.',
    carerHint:
      'Sus correos llegarán a esa persona, un correo por participante, cada uno con su propio enlace. Verá a quién regala este participante, para ayudarle a elegir, pero nunca quién le regala a él ni quién le regala a ella misma: el sorteo se encarga de ello.',
    noCarerYet: 'Añade primero a quien vaya a ocuparse de esta persona, con su correo electrónico.',
    caredBy: (name: string) => `A cargo de ${name}`,
    groupLabel: 'Equipo',
    groupHint:
      'Departamento, oficina, equipo: con «Un sorteo por equipo», cada uno regala a alguien del suyo.',
    groupTooLong: 'El nombre del equipo no puede tener más de 60 caracteres.',
    groupAfterDraw:
      'Con «Un sorteo por equipo», el equipo de un participante ya no se puede cambiar después del sorteo: reinicia el sorteo para hacerlo.',
    group: (name: string) => `Equipo: ${name}`,
    deleteAfterDraw: (name: string) =>
      `${name} forma parte del sorteo: «Retirar del sorteo», en su ficha, asigna otro amigo invisible a la persona a quien ${name} regala.`,
    title: 'Participantes',
    subtitle: 'Gestiona tus participantes y envía las invitaciones',
    add: 'Añadir participante',
    empty: 'Todavía no has añadido ningún participante',
    addFirst: 'Añade tu primer participante',
    statusNotInvited: 'Sin invitar',
    statusInvited: 'Invitación enviada',
    statusLinkOpened: 'Enlace abierto',
    statusAddedAfterDraw: 'Se unió después del sorteo',
    /** A bounce: the recipient's server returns an e-mail the mail server took (docs/product.md §10). */
    statusUndelivered: 'No entregado',
    linkMailUndelivered: (reason: string) =>
      `Su servidor de correo ha devuelto el correo${reason ? `: «${reason}»` : ''}. Corrige su dirección y vuelve a enviarle su enlace.`,
    linkMailFailed: 'No se ha podido entregar su correo: corrige su dirección o reenvía su enlace.',
    giftReceived: 'Regalo recibido ✅',
    nameTakenAtSignUp: (typed: string) =>
      `Nombre ya en uso al apuntarse («${typed}»): cámbialo para distinguir a estos participantes.`,
    edit: (name: string) => `Editar a ${name}`,
    editShort: 'Editar',
    remove: (name: string) => `Eliminar a ${name}`,
    sendInvitation: 'Enviar su enlace',
    resendInvitation: 'Reenviar su enlace',
    dialogAddTitle: 'Añadir un participante',
    dialogAddSubtitle:
      'Rellena los datos del participante. Su dirección es para su amigo invisible, que le enviará el regalo.',
    dialogEditTitle: 'Editar el participante',
    dialogEditSubtitle: 'Actualiza los datos del participante.',
    cancel: 'Cancelar',
    submitAdd: 'Añadir participante',
    submitEdit: 'Guardar cambios',
    nameLabel: 'Nombre',
    emailLabel: 'Correo electrónico',
    addressLabel: 'Dirección',
    avatarLabel: 'Avatar',
    giftIdeasLabel: 'Ideas de regalo',
    languageLabel: 'Idioma de sus correos',
    languageHint: 'Invitación, sorteo, recordatorios: todos sus correos le llegan en este idioma.',
    deleteConfirmTitle: 'Confirmar la eliminación',
    deleteConfirmText: '¿Eliminar a este participante? Esta acción no se puede deshacer.',
    deleteConfirm: 'Eliminar',
    close: 'Entendido',
    addFailed: 'Se ha producido un error al añadir al participante.',
    deleteFailed: 'Se ha producido un error al eliminar al participante.',
    added: (name: string) => `${name} ya forma parte del Amigo invisible.`,
    updated: (name: string) => `Se han guardado los datos de ${name}.`,
    deleted: (name: string) => `${name} ya no forma parte del Amigo invisible.`,
    addedTitle: 'Participante añadido',
    updatedTitle: 'Participante modificado',
    deletedTitle: 'Participante eliminado',
    updateFailed: 'Se ha producido un error al modificar al participante.',
    loadFailed: 'Error al cargar los participantes',
    emailPlaceholder: 'nombre@ejemplo.es',
    importList: 'Importar una lista',
    importTitle: 'Importar una lista de participantes',
    importIntro:
      'Pega las filas de una hoja de cálculo o elige un archivo CSV: nombre, correo electrónico y, si los tienes, dirección e ideas de regalo. Se reconoce una primera fila de títulos.',
    importTextLabel: 'Filas que importar',
    importPlaceholder: 'Ana, ana@ejemplo.es\nBorja, borja@ejemplo.es',
    importFileLabel: 'O un archivo CSV',
    importCheck: 'Comprobar la lista',
    importEmpty: 'La lista está vacía.',
    importTooMany: (max: number) =>
      `Una lista tiene como máximo ${count(max)} filas: impórtala en varias veces.`,
    importSummary: (ready: number, total: number) =>
      `Filas listas para importar: ${count(ready)} de ${count(total)}.`,
    importPreviewCaption: 'Las filas de la lista y lo que impide importarlas',
    importColumnLine: 'Fila',
    importColumnName: 'Nombre',
    importColumnEmail: 'Correo electrónico',
    importColumnVerdict: 'Comprobación',
    importLineReady: 'Lista',
    importSubmit: (total: number) =>
      total > 1 ? `Importar ${count(total)} participantes` : 'Importar 1 participante',
    importedTitle: 'Lista importada',
    imported: (total: number) =>
      total > 1
        ? `Se han añadido ${count(total)} participantes.`
        : 'Se ha añadido un participante.',
    importFailed: 'No se ha podido importar la lista.',
    importAfterDraw:
      'La importación se hace antes del sorteo: después, añade a cada nuevo participante uno a uno y entrará en el sorteo.',
    importEventFull: (max: number) =>
      `Un Amigo invisible admite como máximo ${count(max)} participantes importados.`,
    importQuoteProblem: (line: number) => `Hay comillas sin cerrar a partir de la fila ${line}.`,
    importSpreadsheet:
      'Este archivo es un libro de Excel: guárdalo en formato CSV o copia y pega sus filas.',
    importUnreadable: 'No se puede leer este archivo.',
    importMoreReady: (total: number) =>
      total > 1 ? `y ${count(total)} filas listas más` : 'y 1 fila lista más',
    importIgnoredColumns: (titles: readonly string[]) =>
      titles.length > 1
        ? `Columnas ignoradas: ${joinNames(titles)}.`
        : `Columna ignorada: ${titles[0] ?? ''}.`,
    importUntitledColumn: (letter: string) => `columna ${letter}`,
    importRefusedKept: (total: number) =>
      total > 1
        ? `${count(total)} filas no se han importado: corrígelas en una hoja de cálculo y vuelve a importarlas.`
        : '1 fila no se ha importado: corrígela en una hoja de cálculo y vuelve a importarla.',
    importDownloadRefused: (total: number) => `Descargar las filas rechazadas (${count(total)})`,
    importRefusedFileName: 'filas-rechazadas.csv',
    importRefusedReason: 'Motivo del rechazo',
    importDone: 'Terminar',
    nameInLine: (line: number) => `Este nombre ya está en la fila ${line}.`,
    emailInLine: (line: number) => `Este correo electrónico ya está en la fila ${line}.`,
    exportList: 'Exportar la lista',
    exportFileName: 'participantes.csv',
    exportColumns: ['Nombre', 'Correo electrónico', 'Dirección', 'Ideas de regalo', 'Estado'],
    inviteAll: 'Invitar a todos',
    inviteAllConfirmTitle: (total: number) =>
      total > 1
        ? `¿Invitar a los ${count(total)} participantes que aún no tienen invitación?`
        : '¿Invitar al participante que aún no tiene invitación?',
    inviteAllConfirmText:
      'Cada uno recibe por correo el enlace a su espacio personal, donde ya puede indicar su dirección y sus ideas de regalo; ese mismo enlace le mostrará a quién le regala cuando se haga el sorteo. Sin contraseñas. Quienes ya tienen invitación no reciben nada.',
    inviteAllConfirm: 'Enviar las invitaciones',
    inviteAllDoneTitle: 'Invitaciones enviadas',
    inviteAllDone: (total: number) =>
      total > 1
        ? `${count(total)} invitaciones van de camino por correo.`
        : total === 1
          ? 'Una invitación va de camino por correo.'
          : 'Todos tienen ya su invitación.',
    inviteAllFailed: 'No se han podido enviar las invitaciones.',
    inviteAllChanged: (total: number) =>
      `La lista ha cambiado: ${count(total)} participantes aún no tienen invitación. Revísala y vuelve a intentarlo.`,
    inviteAllTooMany:
      'Hoy has enviado muchas invitaciones: vuelve a intentarlo mañana o invita a los participantes uno a uno.',
    invitationsProgressTitle: 'Envío de las invitaciones',
    invitationsProgress: (sent: number, total: number) =>
      `${count(sent)} / ${count(total)} enviadas`,
    invitationsPending: (total: number) => `${count(total)} pendientes`,
    invitationsFailed: (total: number) => `${count(total)} fallidas`,
    invitationsAllSent: 'Se han enviado todas las invitaciones.',
    invitationsFailedHint:
      'Una invitación fallida devuelve a su participante a «Sin invitar»: revisa su dirección y vuelve a enviarla.',
  },
  restrictions: {
    manageTitle: 'Gestionar las restricciones',
    viewTitle: 'Ver las restricciones',
    readOnly: 'SOLO LECTURA',
    intro:
      'Indica quién no puede regalar a quién (las parejas, por ejemplo). Selecciona un participante y marca a quienes no puede regalar.',
    afterDrawWithCount: (total: number) =>
      `Restricciones definidas antes del sorteo: ${plural(total, 'se tuvo', 'se tuvieron')} en cuenta ${count(total)}.`,
    afterDrawNone: 'No se había definido ninguna restricción antes del sorteo.',
    afterDrawHouseholdsOnly:
      'Hogares definidos antes del sorteo, sin otras restricciones: se tuvieron en cuenta.',
    playersHeading: (total: number) => `Participantes (${count(total)})`,
    exclusionCount: (total: number) =>
      `${count(total)} ${plural(total, 'restricción', 'restricciones')}`,
    selectPrompt: 'Selecciona un participante para definir sus restricciones.',
    selectPromptReadOnly: 'Selecciona un participante para ver sus restricciones.',
    cannotGiveTo: (name: string) => `${name} no puede regalar a:`,
    close: 'Cerrar',
    summary: 'Resumen',
    summaryLine: (name: string, others: string) => `${name} no puede regalar a ${others}`,
    unknownPlayer: 'Participante desconocido',
    save: 'Guardar las restricciones',
    savedTitle: 'Restricciones guardadas',
    saved: 'Se han guardado las restricciones entre participantes.',
    lockedTitle: 'Acción no permitida',
    locked: 'Las restricciones no se pueden modificar después del sorteo.',
    selfExcluded: 'Un participante no puede tener una restricción consigo mismo.',
    unknownPlayerId:
      'Una restricción apunta a un participante que no está en este Amigo invisible.',
    impossibleWarningTitle: 'Atención: no es posible ningún sorteo',
    summaryEmpty: 'Todavía no hay restricciones: cualquiera puede regalar a cualquiera.',
    unsavedChanges: 'Cambios sin guardar',
    noPlayers: 'Añade participantes en la pestaña Participantes para definir restricciones.',
    noOtherPlayers: 'Todavía no hay más participantes.',
    errorTitle: 'Error',
    saveFailed: 'Se ha producido un error al guardar las restricciones.',
    householdsHeading: 'Hogares',
    householdsIntro:
      'Los miembros de un mismo hogar nunca se hacen regalos entre sí, ni en un sentido ni en el otro. Cada participante pertenece como máximo a un hogar.',
    householdsEmpty: 'Todavía no hay hogares.',
    householdsEmptyReadOnly: 'No se había definido ningún hogar antes del sorteo.',
    newHouseholdLabel: 'Nombre del nuevo hogar',
    newHouseholdPlaceholder: 'Familia García',
    createHousehold: 'Crear el hogar',
    householdNameLabel: (name: string) => `Nombre del hogar ${name}`,
    rename: 'Cambiar el nombre',
    renameDone: 'Listo',
    deleteHousehold: (name: string) => `Eliminar el hogar ${name}`,
    addMember: (name: string) => `Añadir un miembro al hogar ${name}`,
    addMemberPlaceholder: 'Añadir un miembro…',
    /** The button shows the name: it comes first (WCAG 2.5.3). */
    addNamedMember: (player: string, household: string) =>
      `${player} – añadir al hogar ${household}`,
    moreCandidates: (total: number) => `Y ${count(total)} más: afina la búsqueda.`,
    noCandidate: 'No coincide nadie más.',
    householdsMore: (left: number) => `Mostrar los siguientes hogares (${count(left)})`,
    removeMember: (player: string, household: string) =>
      `Quitar a ${player} del hogar ${household}`,
    householdMembers: (total: number) => `${count(total)} ${plural(total, 'miembro', 'miembros')}`,
    householdNoMembers: 'Todavía no hay miembros: añade al menos dos.',
    householdTooBig:
      'Más de la mitad de los participantes: sus miembros no tendrán suficientes personas a quienes regalar.',
    householdOf: (name: string) => `Hogar «${name}»`,
    summaryMore: (left: number) =>
      `Mostrar más (${count(left)} ${plural(left, 'línea', 'líneas')})`,
    summaryHousehold: (name: string, members: string) =>
      `Hogar «${name}»: ${members} no se regalan entre sí`,
    householdNameRequired: 'El nombre del hogar es obligatorio.',
    householdNameTooLong: 'El nombre del hogar no puede tener más de 60 caracteres.',
    householdNameTaken: (name: string) => `Ya hay otro hogar llamado «${name}».`,
    householdTooSmall: (name: string) =>
      `El hogar «${name}» tiene que reunir al menos a dos participantes.`,
    householdUnknownPlayer:
      'Un hogar incluye a un participante que no está en este Amigo invisible.',
    householdsShareMember: (first: string, second: string) =>
      `Los hogares «${first}» y «${second}» tienen un miembro en común: cada participante pertenece a un solo hogar.`,
    householdsTooLarge: (name: string, total: number) =>
      `Los hogares reúnen a demasiadas personas para poder calcular el sorteo: reduce el hogar «${name}» (${count(total)} participantes).`,
  },
  /** Someone leaves or joins after the draw (docs/product.md §6.8): counts, never who. */
  announcements: {
    open: 'Escribir a todos',
    title: 'Escribir a todos',
    description:
      'Un correo a cada participante (una sola vez a quien se ocupa de otros); el mensaje también aparece en la parte superior de cada espacio hasta el intercambio.',
    label: 'Tu mensaje',
    placeholder: 'Nos vemos en casa de la abuela a las 15:00, ¡acordaos de las pilas!',
    length: (count: number, most: number) => `${count} / ${most}`,
    send: 'Enviar a todos',
    cancel: 'Cancelar',
    sentTitle: 'Mensaje enviado',
    sent: (count: number) =>
      count > 1
        ? `${count} correos van de camino.`
        : count === 1
          ? '1 correo va de camino.'
          : 'No hay nadie a quien enviarlo.',
    failed: 'No se ha podido enviar el mensaje.',
    textRequired: 'Escribe un mensaje antes de enviarlo.',
    textTooLong: 'Un mensaje a todos no puede tener más de 2000 caracteres.',
    hasPersonalLink:
      'Un mensaje a todos no puede contener el enlace personal de un participante: cada uno recibe el suyo.',
    tooManyMails: 'Hoy has escrito a muchísimas personas: vuelve a intentarlo mañana.',
    afterCompletion: 'El intercambio ha terminado: el mensaje no se ha enviado.',
    tooMany: (most: number) =>
      `Ya has escrito a todos ${most} veces en las últimas 24 horas: vuelve a intentarlo más tarde.`,
  },
  drawChange: {
    withdraw: 'Retirar del sorteo',
    /** The button's words first, then whom (WCAG 2.5.3: a voice says what it sees). */
    withdrawLabel: (name: string) => `Retirar del sorteo – ${name}`,
    withdrawTitle: (name: string) => `¿Retirar a ${name} del sorteo?`,
    withdrawText: (name: string) =>
      `${name} dejará de formar parte de este Amigo invisible y su enlace personal dejará de funcionar. El sorteo se ajustará cambiando a quién regala el menor número posible de participantes; los regalos ya marcados como recibidos seguirán así. Si ya se había avisado a los participantes, solo recibirán un correo aquellos a quienes les cambie la persona a quien regalan, y ${name}, un mensaje que le informa de su retirada. No sabrás a quién le ha cambiado.`,
    withdrawConfirm: 'Retirar',
    withdrawnTitle: 'Participante retirado',
    withdrawn: (name: string, changedGivers: number) =>
      `${name} ya no forma parte del sorteo. ${changedGiversText(changedGivers)}`,
    joined: (name: string, changedGivers: number) =>
      `${name} se ha unido al sorteo. ${changedGiversText(changedGivers)}`,
    withdrawFailed: 'No se ha podido retirar a este participante del sorteo.',
    redrawTitle: '¿Repetir todo el sorteo?',
    redrawText: (name: string) =>
      `Retirar a ${name} y repetir el sorteo para todos: a cualquiera le puede tocar otra persona, se borran los regalos marcados como recibidos y, si ya se había avisado a los participantes, cada uno recibe un nuevo correo «Nuevo sorteo».`,
    redraw: 'Retirar y repetir todo el sorteo',
    redrawnTitle: 'Sorteo repetido',
    redrawn: (name: string) =>
      `${name} ya no forma parte del Amigo invisible y el sorteo se ha repetido para todos.`,
    notDrawn: 'El sorteo de este año aún no se ha hecho: simplemente elimina al participante.',
    afterCompletion:
      'El intercambio ha terminado: todos han recibido su regalo. Ya nadie puede unirse al sorteo de este año ni salir de él.',
    repairTooFewPlayers: 'Quedarían menos de 2 participantes: no es posible ningún sorteo.',
    noSmallChange: (most: number) =>
      `Ningún ajuste que cambie a quién regalan como máximo ${most} participantes respeta todas las reglas: hay que repetir el sorteo completo.`,
    smallChangeNotFound: (most: number) =>
      `No se ha encontrado ningún ajuste que cambie a quién regalan como máximo ${most} participantes: la búsqueda se ha detenido sin poder demostrar que no exista ninguno. Hay que repetir el sorteo completo.`,
    changeMailsTitle: 'Correos «Tu sorteo ha cambiado»',
    changeMailsProgress: (sent: number, total: number, failed: number) =>
      `${count(sent)} / ${count(total)} enviados${failed > 0 ? `, ${count(failed)} fallidos` : ''}. Solo se muestra cuántos: saber quién los ha recibido revelaría quién le regalaba a la persona que se ha ido.`,
  },
  registrationLink: {
    button: 'Enlace de inscripción',
    dialogTitle: 'Enlace de inscripción',
    dialogSubtitle:
      'Comparte este enlace o su código QR. Cada persona se apunta por su cuenta y solo aparece en la lista cuando ha confirmado su correo electrónico.',
    closedIntro:
      'Las inscripciones están cerradas. Ábrelas para obtener un enlace que compartir en un grupo de chat o en un cartel.',
    closedByDraw:
      'Las inscripciones se cerraron con el sorteo. Añade tú a quienes lleguen tarde: entrarán en el sorteo.',
    openAction: 'Abrir las inscripciones',
    reopenAction: 'Volver a abrir las inscripciones',
    closeAction: 'Cerrar las inscripciones',
    renewAction: 'Nuevo enlace',
    renewConfirmTitle: '¿Crear un nuevo enlace?',
    renewConfirmText:
      'El enlace anterior y su código QR dejarán de funcionar, y se cancelarán las inscripciones pendientes de confirmación.',
    renewConfirm: 'Crear un nuevo enlace',
    linkLabel: 'Enlace para compartir',
    copy: 'Copiar el enlace',
    copied: 'Enlace copiado',
    qrLabel: 'Código QR del enlace de inscripción',
    downloadQr: 'Descargar el código QR',
    waiting: (total: number) =>
      total === 0
        ? 'No hay ninguna inscripción pendiente de confirmación.'
        : total === 1
          ? 'Hay una inscripción pendiente de confirmación por correo.'
          : `Hay ${count(total)} inscripciones pendientes de confirmación por correo.`,
    statusOpen: 'Inscripciones abiertas',
    statusClosed: 'Inscripciones cerradas',
    opened: 'El enlace de inscripción funciona.',
    closed: 'El enlace de inscripción ya no funciona.',
    renewed: 'El enlace anterior ya no funciona.',
    failed: 'No se ha podido modificar el enlace de inscripción.',
    drawnRefusal:
      'El sorteo ya se ha hecho: las inscripciones siguen cerradas. Añade tú a quienes lleguen tarde.',
  },
  exchange: {
    title: 'Fecha, presupuesto y lugar',
    intro:
      'Aparecen en los correos y en la parte superior del espacio de cada participante. Todo es opcional.',
    edit: 'Modificar la fecha, el presupuesto y el lugar',
    add: 'Añadir la fecha, el presupuesto y el lugar',
    dateLabel: 'Fecha del intercambio',
    timeLabel: 'Hora',
    timeZoneLabel: 'Zona horaria',
    timeZoneHint: 'Escribe una ciudad o una zona: «Madrid», «Buenos Aires».',
    budgetLabel: 'Presupuesto',
    budgetHint: 'Por ejemplo, «30» o «de 20 a 30», en la moneda elegida.',
    currencyLabel: 'Moneda',
    placeLabel: 'Lugar',
    placeHint: 'Por ejemplo, «En casa de la abuela».',
    noteLabel: 'Unas palabras del organizador',
    noteHint: 'Un mensaje breve para todos.',
    remindersTitle: 'Recordatorios por correo',
    remindBeforeExchange: '7 días antes y la víspera del intercambio',
    remindGiftIdeas: 'A los participantes sin ideas de regalo, 3 días después del sorteo',
    remindGiftReceived:
      'Al día siguiente del intercambio, a quienes aún no hayan recibido su regalo',
    save: 'Guardar',
    cancel: 'Cancelar',
    saved: 'Fecha, presupuesto y lugar guardados.',
    savedAndSent: (total: number) =>
      total > 1
        ? `Guardado. ${count(total)} participantes reciben la fecha actualizada para su calendario.`
        : 'Guardado. El participante recibe la fecha actualizada para su calendario.',
    saveFailed: 'No se han podido guardar la fecha, el presupuesto y el lugar.',
    dateInvalid: 'Elige una fecha válida.',
    dateInPast: 'Esta fecha ya ha pasado.',
    dateAfterEdition: (year: number) =>
      `El intercambio de esta edición tiene que ser, como muy tarde, el 31 de diciembre de ${year}.`,
    timeInvalid: 'Elige una hora válida, por ejemplo, 15:00.',
    timeWithoutDate: 'Elige primero la fecha del intercambio.',
    timeZoneInvalid: 'Esta zona horaria no existe.',
    budgetInvalid:
      'Escribe el presupuesto en la moneda elegida, por ejemplo, «30», «25,50» o «de 20 a 30».',
    currencyInvalid: 'Esta moneda no existe.',
    placeTooLong: 'El lugar no puede tener más de 200 caracteres.',
    noteTooLong: 'Las palabras del organizador no pueden tener más de 500 caracteres.',
    remindersInvalid: 'Los recordatorios no son válidos.',
  },
  draw: {
    launch: 'Hacer el sorteo',
    successTitle: '¡Sorteo realizado!',
    successText: 'Se ha hecho el sorteo.',
    reset: 'Reiniciar el sorteo',
    notify: 'Avisar a los participantes',
    resetConfirmTitle: '¿Reiniciar el sorteo?',
    resetConfirmText:
      'Se eliminarán todas las asignaciones actuales de este año. Todavía no se ha avisado a nadie. Los enlaces personales ya enviados dejarán de funcionar: cada uno recibirá uno nuevo con el correo del próximo sorteo. Esta acción no se puede deshacer.',
    resetConfirmTextNotified:
      'Todos los participantes ya han recibido el correo del sorteo. Al reiniciarlo se borran las asignaciones de este año y los regalos marcados como recibidos. Tras un nuevo sorteo, «Avisar a los participantes» enviará a cada uno un correo «Nuevo sorteo» con un enlace nuevo; los enlaces anteriores dejarán de funcionar. Esta acción no se puede deshacer.',
    resetAfterCompletion:
      'El intercambio ha terminado: todos han recibido su regalo. El sorteo de este año ya no se puede reiniciar.',
    notNotifiedYet:
      'Todavía no se ha avisado a nadie. «Avisar a los participantes» envía a cada uno el correo «¡Ya se ha hecho el sorteo!» con su enlace personal, el mismo de su invitación: allí descubre a quién le regala.',
    resetConfirm: 'Reiniciar',
    cancel: 'Cancelar',
    resetDoneTitle: 'Sorteo reiniciado',
    resetFailed: 'Se ha producido un error al reiniciar el sorteo.',
    tooFewPlayers: 'Se necesitan al menos 2 participantes para hacer el sorteo.',
    infeasible: 'No se puede encontrar un sorteo válido con las restricciones actuales.',
    /**
     * After `infeasible`: 'Chloé, Denis y Emma solo pueden regalar a Alicia y Bruno.', 'Chloé solo
     * puede regalar a Alicia.', 'Chloé y Denis no pueden regalar a nadie.'
     */
    blockingGroup: (giverNames: readonly string[], receiverNames: readonly string[]) => {
      const can = giverNames.length === 1 ? 'puede' : 'pueden';
      return `${joinNames(giverNames)} ${
        receiverNames.length === 0
          ? `no ${can} regalar a nadie`
          : `solo ${can} regalar a ${joinNames(receiverNames)}`
      }.`;
    },
    alreadyDrawn: 'El sorteo de este año ya se ha hecho. Reinícialo para empezar de nuevo.',
    relaxedYears: (years: string) =>
      `Para encontrar un sorteo, puede que se hayan repetido asignaciones de ${years}.`,
    noAssignmentsTitle: 'Sin asignaciones',
    noAssignments: 'No hay asignaciones que enviar este año.',
    notifyFailed: 'Se ha producido un error al enviar los avisos.',
    notifiedTitle: 'Avisos enviados',
    notified: 'Se ha avisado del sorteo a todos los participantes.',
    progress: (sent: number, total: number) => `${count(sent)} / ${count(total)} enviados`,
    mailSent: 'Enviado',
    mailPending: 'Pendiente',
    mailFailed: 'Fallido',
    mailUndelivered: 'No entregado',
    filterLabel: 'Filtrar por estado',
    teamFilterLabel: 'Equipo',
    teamAll: (total: number) => `Todos los equipos (${count(total)})`,
    teamOption: (team: string, total: number) => `${team} (${count(total)})`,
    filterAll: (total: number) => `Todos (${count(total)})`,
    filterSent: (total: number) => `Enviados (${count(total)})`,
    filterPending: (total: number) => `Pendientes (${count(total)})`,
    filterFailed: (total: number) => `Fallidos (${count(total)})`,
    nextAttempt: (time: string) => `Nuevo intento ${spanishAt(time)}`,
    resendAllFailed: 'Reenviar los correos fallidos',
    resentAllTitle: 'Correos reenviados',
    resentAll: (total: number) =>
      total > 1
        ? `${count(total)} participantes volverán a recibir su correo del sorteo.`
        : total === 1
          ? 'Un participante volverá a recibir su correo del sorteo.'
          : 'No había fallado ningún correo.',
    resend: 'Reenviar su enlace',
    linkOpened: (date: string) => `Enlace abierto el ${date}`,
    linkNotOpened: 'Aún sin abrir',
    openedCount: (opened: number, total: number) =>
      `${count(opened)} / ${count(total)} ${plural(total, 'ha abierto su enlace', 'han abierto su enlace')}`,
    remindUnopened: 'Recordar',
    remindUnopenedLabel: 'Reenviar el correo del sorteo a quienes aún no han abierto su enlace',
    remindedTitle: 'Recordatorio enviado',
    reminded: (total: number) =>
      total > 1
        ? `${count(total)} participantes volverán a recibir el correo del sorteo.`
        : total === 1
          ? 'Un participante volverá a recibir el correo del sorteo.'
          : 'No hay nadie a quien recordárselo: los correos que no se han abierto aún se están enviando.',
    remindFailed: 'No se ha podido enviar el recordatorio a los participantes.',
    secretNote:
      'El sorteo es secreto: nadie, ni siquiera el organizador, ve quién le regala a quién.',
    title: 'Sorteo',
    subtitle: 'Haz el sorteo y después avisa a cada participante por correo.',
    playersReady: (total: number) =>
      total === 1
        ? `${count(total)} participante entrará en el sorteo.`
        : `${count(total)} participantes entrarán en el sorteo.`,
    readyTitle: '¿Todo listo para el sorteo?',
    missingAddresses: (names: string) =>
      `Aún no sabemos la dirección de ${names}: cada uno podrá indicarla en su espacio después del sorteo, o puedes añadirla tú en la pestaña Participantes.`,
    missingAddressCount: (total: number) =>
      total > 1
        ? `${count(total)} participantes aún no tienen dirección: cada uno podrá indicarla en su espacio después del sorteo, o puedes añadirla tú en la pestaña Participantes.`
        : `1 participante aún no tiene dirección: podrá indicarla en su espacio después del sorteo, o puedes añadirla tú en la pestaña Participantes.`,
    showMissingAddresses: 'Ver los participantes sin dirección',
    launching: 'Sorteando…',
    unsavedRestrictionsTitle: 'Hay restricciones sin guardar',
    unsavedRestrictionsText:
      'Has modificado las restricciones o los hogares sin guardarlos: el sorteo no los tendría en cuenta. Guárdalos antes de hacer el sorteo.',
    unsavedRestrictionsBlocked:
      'Has modificado las restricciones o los hogares sin guardarlos, y hay un hogar que aún no se puede guardar. Termínalo en la pestaña Restricciones antes de hacer el sorteo.',
    saveAndLaunch: 'Guardar y hacer el sorteo',
    reviewRestrictions: 'Ver las restricciones',
    failedTitle: 'No se ha podido hacer el sorteo',
    drawnOn: (date: string) => `Realizado el ${date}`,
    progressTitle: 'Envío de los correos',
    resendTo: (name: string) => `Reenviar su enlace a ${name}`,
    resendFailed: 'No se ha podido reenviar el correo del sorteo.',
    errorTitle: 'Error',
    loadFailed: 'No se ha podido cargar el estado del sorteo.',
    rulesTitle: 'Reglas del sorteo',
    rulesIntro:
      'Elige cómo se hace el sorteo. Las reglas ya no se pueden cambiar después del sorteo.',
    rulesReadOnly: 'El sorteo de este año siguió estas reglas.',
    avoidMutualLabel: 'Evitar regalos recíprocos',
    avoidMutualHint: 'Nadie regala a la persona que le regala.',
    singleCircleLabel: 'Un solo gran círculo',
    singleCircleHint:
      'A regala a B, B a C, y así hasta el último, que regala a A: el día del intercambio, los regalos pueden entregarse en cadena.',
    carerNotGivingToCaredLabel: 'Nadie regala a la persona de la que se ocupa',
    carerNotGivingToCaredHint:
      'Un padre o una madre no es el amigo invisible del niño del que se ocupa (le ayuda a elegir sus regalos). Un niño nunca regala a quien se ocupa de él.',
    ruleCarerGivesToCared: 'un padre o una madre puede regalar al niño del que se ocupa',
    withinGroupsLabel: 'Un sorteo por equipo',
    withinGroupsHint:
      'Cada uno regala a alguien de su equipo (departamento, oficina); quienes no tienen equipo, entre ellos.',
    ruleWithinGroups: 'un sorteo por equipo',
    singleCircleImpliesMutual: 'Incluido en «Un solo gran círculo».',
    historyYearsLabel: 'Evitar repetir los sorteos de…',
    historyYearsHint:
      'A nadie le vuelve a tocar alguien a quien regaló durante esos años, si es posible.',
    historyYearsOption: (years: number | null) =>
      years === null
        ? 'todos los años anteriores'
        : years === 0
          ? 'ninguno: no tener en cuenta los sorteos anteriores'
          : years === 1
            ? 'el año pasado'
            : `los últimos ${years} años`,
    rulesSummary: (rules: string) => `Reglas aplicadas: ${rules}.`,
    ruleSingleCircle: 'un solo gran círculo',
    ruleAvoidMutual: 'sin regalos recíprocos',
    historyRule: (years: number | null) =>
      years === null
        ? 'evitar los sorteos de todos los años anteriores'
        : years === 0
          ? 'sin tener en cuenta los sorteos anteriores'
          : years === 1
            ? 'evitar el sorteo del año pasado'
            : `evitar los sorteos de los últimos ${years} años`,
    rulesSavedTitle: 'Reglas del sorteo guardadas',
    rulesSaveFailed: 'No se han podido guardar las reglas del sorteo.',
    rulesLocked: 'Las reglas del sorteo ya no se pueden cambiar después del sorteo.',
    rulesInvalid:
      'Reglas del sorteo no válidas: dos opciones de sí o no y un número entero de años, de 0 a 50, o ninguno.',
  },
  organisers: {
    title: 'Organizadores',
    hintOwner:
      'Las personas que invites podrán ver y hacer aquí todo lo que haces tú, sin saber nunca quién regala a quién. Solo tú puedes retirarlas o eliminar el evento.',
    hintCoOrganiser:
      'Organizas este evento junto con las personas que aparecen abajo. Solo quien lo creó puede invitar o retirar organizadores, o eliminar el evento.',
    owner: 'Creó el evento',
    you: (name: string) => `${name} (tú)`,
    waiting: (date: string) => `Invitación enviada el ${date}, aún sin aceptar`,
    joined: (date: string) => `Coorganiza desde el ${date}`,
    emailLabel: 'Correo electrónico de la persona a la que quieres invitar',
    invite: 'Invitar',
    invited: (email: string) => `Invitación enviada a ${email}.`,
    remove: 'Retirar',
    removeTitle: (who: string) => `¿Retirar a ${who} de la organización?`,
    removeText:
      'Esta persona ya no tendrá acceso al evento y, si aún no ha aceptado su invitación, esta dejará de funcionar.',
    removed: (who: string) => `${who} ya no forma parte de la organización.`,
    cancel: 'Cancelar',
    loadFailed: 'No se han podido cargar los organizadores.',
    onlyOwnerDeletes: 'Solo quien creó este evento puede eliminarlo.',
    onlyOwnerManages: 'Solo quien creó este evento puede invitar o retirar organizadores.',
    isOwner: 'Este es el correo electrónico de quien creó el evento.',
    already: (email: string) => `${email} ya organiza este evento.`,
    tooMany: (most: number) => `Un evento puede tener como máximo ${most} coorganizadores.`,
    notFound: 'Esta persona ya había dejado de formar parte de la organización.',
    coOrganisedBadge: 'Coorganizado',
  },
  journal: {
    title: 'Historial',
    hint: 'Quién hizo qué y cuándo. El historial nunca revela quién regala a quién.',
    empty: 'Todavía no ha pasado nada.',
    more: 'Ver entradas anteriores',
    loadFailed: 'No se ha podido cargar el historial.',
    fields: {
      name: 'nombre',
      email: 'correo electrónico',
      address: 'dirección',
      giftIdeas: 'ideas de regalo',
      caredBy: 'quién se ocupa',
      group: 'equipo',
    },
    actions: {
      secretSantaCreated: (who: string) => `${who} creó el evento.`,
      playerAdded: (who: string, { name }: { name: string }) => `${who} añadió a ${name}.`,
      playerRegistered: (who: string) =>
        `${who} se unió al evento a través del enlace de inscripción.`,
      playersImported: (who: string, { count: n }: { count: number }) =>
        `${who} importó ${count(n)} ${plural(n, 'participante', 'participantes')}.`,
      playerEdited: (who: string, { name, fields }: { name: string; fields: string }) =>
        `${who} modificó los datos de ${name}: ${fields}.`,
      playerRemoved: (who: string, { name }: { name: string }) => `${who} eliminó a ${name}.`,
      playerWithdrawn: (who: string, { name }: { name: string }) =>
        `${who} retiró a ${name} del sorteo.`,
      ownAddressChanged: (who: string) => `${who} cambió su dirección postal.`,
      personalLinkSent: (who: string, { name }: { name: string }) =>
        `${who} le envió su enlace a ${name}.`,
      everyoneInvited: (who: string, { count: n }: { count: number }) =>
        `${who} invitó a ${count(n)} ${plural(n, 'participante', 'participantes')}.`,
      restrictionsChanged: (who: string) => `${who} modificó las restricciones.`,
      drawRulesChanged: (who: string) => `${who} modificó las reglas del sorteo.`,
      drawn: (who: string, { count: n }: { count: number }) =>
        `${who} hizo el sorteo (${count(n)} participantes).`,
      drawReset: (who: string) => `${who} reinició el sorteo.`,
      notified: (who: string, { count: n }: { count: number }) =>
        `${who} avisó del sorteo a ${count(n)} ${plural(n, 'participante', 'participantes')}.`,
      failedResent: (who: string, { count: n }: { count: number }) =>
        `${who} reenvió ${count(n)} ${plural(n, 'correo fallido', 'correos fallidos')}.`,
      unopenedReminded: (who: string, { count: n }: { count: number }) =>
        `${who} envió un recordatorio a ${count(n)} ${plural(n, 'participante', 'participantes')} que no habían abierto su enlace.`,
      exchangeChanged: (who: string) => `${who} modificó la fecha, el presupuesto o el lugar.`,
      addressSettingsChanged: (who: string) => `${who} modificó los ajustes de las direcciones.`,
      announcementSent: (who: string) => `${who} escribió a todos los participantes.`,
      registrationOpened: (who: string) => `${who} abrió las inscripciones.`,
      registrationClosed: (who: string) => `${who} cerró las inscripciones.`,
      registrationLinkRenewed: (who: string) => `${who} creó un nuevo enlace de inscripción.`,
      coOrganiserInvited: (who: string, { email }: { email: string }) =>
        `${who} invitó a ${email} a coorganizar el evento.`,
      coOrganiserJoined: (who: string) => `${who} aceptó coorganizar el evento.`,
      coOrganiserRemoved: (who: string, { email }: { email: string }) =>
        `${who} retiró a ${email} de la organización.`,
    },
  },
  /**
   * Why no draw exists, naming the household or the rule (docs/product.md §6.1) that leaves
   * none; names arrive already joined ('Alicia, Bruno y Chloé').
   */
  drawProblems: {
    /** «Un sorteo por equipo»: un equipo de una sola persona no tiene a quién regalar. */
    groupOfOne: (group: string, member: string): string =>
      group === ''
        ? `${member} es la única persona sin equipo: con «Un sorteo por equipo», no tiene a quién regalar.`
        : `${member} es la única persona del equipo «${group}»: con «Un sorteo por equipo», no tiene a quién regalar.`,
    householdIsEveryone: (household: string, members: string): string =>
      `El hogar «${household}» (${members}) reúne a todos los participantes: sus miembros no pueden regalar a nadie.`,
    householdOverHalf: (household: string, members: string, receivers: string): string =>
      receivers === ''
        ? `El hogar «${household}» (${members}) reúne a más de la mitad de los participantes: sus miembros no pueden regalar a nadie.`
        : `El hogar «${household}» (${members}) reúne a más de la mitad de los participantes: sus miembros solo pueden regalar a ${receivers}.`,
    householdBlocked: (household: string, members: string, receivers: string): string =>
      receivers === ''
        ? `Los miembros del hogar «${household}» (${members}) no pueden regalar a nadie.`
        : `Los miembros del hogar «${household}» (${members}) solo pueden regalar a ${receivers}.`,
    noMutualForcedPair: (first: string, second: string): string =>
      `Sin regalos recíprocos no es posible ningún sorteo: en todos los sorteos que permiten las restricciones, ${first} y ${second} se regalan mutuamente.`,
    noMutualImpossible:
      'Sin regalos recíprocos no es posible ningún sorteo: con las restricciones actuales, en todos los sorteos hay al menos dos participantes que se regalan mutuamente.',
    noMutualNotFound: `No se ha encontrado ningún sorteo sin regalos recíprocos: ${STOPPED_SHORT}`,
    singleCircleClosedGroup: (members: string): string =>
      `Con «Un solo gran círculo» no es posible ningún sorteo: ${members} solo pueden regalarse entre sí, y el círculo no podría salir de ese grupo.`,
    singleCircleUnreachableGroup: (members: string): string =>
      `Con «Un solo gran círculo» no es posible ningún sorteo: nadie más puede regalar a ${members}, y el círculo no podría llegar hasta ese grupo.`,
    singleCircleImpossible:
      'Con «Un solo gran círculo» no es posible ningún sorteo: ningún círculo pasa por todos respetando las restricciones actuales.',
    singleCircleNotFound: `No se ha encontrado ningún sorteo con «Un solo gran círculo»: ${STOPPED_SHORT}`,
  },
};

/** How many players got a new recipient: the only thing the organiser learns (§6.8). */
function changedGiversText(total: number): string {
  return total > 1
    ? `${count(total)} participantes tienen ahora otra persona a quien regalar.`
    : total === 1
      ? '1 participante tiene ahora otra persona a quien regalar.'
      : 'A ningún otro participante le ha cambiado la persona a quien regala.';
}
