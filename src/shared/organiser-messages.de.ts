import type { Wording } from './language.ts';
import { germanCount as count, messages } from './messages.de.ts';
import type { organiserMessages as french } from './organiser-messages.ts';

const joinNames = messages.format.list;
const plural = (value: number, one: string, many: string) => (value === 1 ? one : many);
/** The end of the two 'not found' explanations: the search gave up, it did not prove none. */
const STOPPED_SHORT =
  'Die Suche wurde abgebrochen, ohne beweisen zu können, dass es keine gibt. Entferne einen Ausschluss und versuch es noch einmal.';

/**
 * The German twin of organiser-messages.ts: the organiser's screens, with the same keys
 * (docs/product.md §9.9).
 */
export const organiserMessages: Wording<typeof french> = {
  secretSantas: {
    listTitle: 'Meine Wichtelrunden',
    new: 'Neu',
    createdOn: (date: string) => `Erstellt am ${date}`,
    delete: 'Löschen',
    open: 'Öffnen',
    emptyTitle: 'Noch keine Wichtelrunde',
    emptyText: 'Du hast noch keine Wichtelrunde erstellt.',
    createFirst: 'Erstelle deine erste Wichtelrunde',
    createTitle: 'Neue Wichtelrunde',
    createSubtitle: 'Gib deiner Wichtelrunde einen Namen',
    nameLabel: 'Name der Wichtelrunde',
    namePlaceholder: 'z.\u00a0B. Familienwichteln 2026',
    copyPlayersLabel: 'Teilnehmende übernehmen aus …',
    copyPlayersNone: 'Keine (leere Liste)',
    copyPlayersOption: (name: string, total: number) =>
      `${name} (${count(total)} ${plural(total, 'Person', 'Personen')})`,
    copyPlayersHint: 'Mit ihren Haushalten und Ausschlüssen, ohne Einladungen und Auslosungen.',
    cancel: 'Abbrechen',
    create: 'Erstellen',
    nameRequired: 'Die Wichtelrunde braucht einen Namen.',
    nameTooLong: 'Der Name darf höchstens 100 Zeichen lang sein.',
    nameTaken: 'Du hast schon eine Wichtelrunde mit diesem Namen. Bitte wähle einen anderen.',
    mustBeSignedInToCreate: 'Melde dich an, um eine Wichtelrunde zu erstellen.',
    mustBeSignedInToDelete: 'Melde dich an, um eine Wichtelrunde zu löschen.',
    loadFailed: 'Deine Wichtelrunden konnten nicht geladen werden.',
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten.',
    createFailed: 'Beim Erstellen der Wichtelrunde ist etwas schiefgelaufen.',
    deleteFailed: 'Beim Löschen ist etwas schiefgelaufen.',
    createdTitle: 'Wichtelrunde erstellt',
    createdText: (name: string) => `„${name}“ wurde erstellt.`,
    deletedTitle: 'Wichtelrunde gelöscht',
    deletedText: (name: string) => `„${name}“ wurde gelöscht.`,
    deleteConfirmTitle: 'Diese Wichtelrunde löschen?',
    deleteConfirmText: (name: string) =>
      `„${name}“ wird mit allen Teilnehmenden, Ausschlüssen und Auslosungen gelöscht. Das lässt sich nicht rückgängig machen.`,
    notFound: 'Wichtelrunde nicht gefunden.',
    listSubtitle: 'Wähle eine Wichtelrunde aus oder erstelle eine neue.',
    greeting: (name: string) => `Hallo ${name}!`,
    completedBadge: 'Beendet',
    playerCount: (total: number) =>
      total > 1 ? `${count(total)} Personen` : total === 1 ? '1 Person' : 'Noch niemand dabei',
    progressToDraw: 'Auslosung steht aus',
    askAddressesLabel: 'Postanschrift abfragen',
    addressesAsked: 'Alle geben ihre Adresse an, damit ihr Geschenk sie erreicht.',
    addressesNotAsked:
      'Es wird keine Adresse abgefragt: Die Geschenke werden persönlich übergeben. Bereits angegebene Adressen bleiben gespeichert.',
    shareAddressesLabel: 'Adressen mit allen Teilnehmenden teilen',
    addressesPrivate: 'Alle sehen nur die Adresse der Person, die sie beschenken.',
    addressesShared: 'Alle sehen die Adressen aller anderen.',
    settingsSavedTitle: 'Einstellung gespeichert',
    settingsFailed: 'Diese Einstellung konnte nicht gespeichert werden.',
    progressNotNotified: 'Ausgelost, noch niemand benachrichtigt',
    progressGifts: (received: number, total: number) =>
      `${count(received)} / ${count(total)} ${plural(total, 'Geschenk', 'Geschenke')} erhalten`,
    deleteFailedWith: (message: string) => `Löschen fehlgeschlagen: ${message}`,
    errorTitle: 'Fehler',
  },
  search: {
    label: 'Person suchen',
    placeholder: 'Name oder E-Mail',
    labelFor: (name: string) => `Suchen, wen ${name} nicht beschenken darf`,
    shown: (shown: number, total: number) =>
      shown === total
        ? `${count(total)} ${plural(total, 'Person', 'Personen')}`
        : `${count(shown)} von ${count(total)} Personen`,
    none: (search: string) => `Keine Treffer für „${search.trim()}“.`,
    loading: 'Personen werden geladen …',
    withoutAddress: (total: number) => `Ohne Adresse (${count(total)})`,
    noneWithoutAddress: 'Alle haben ihre Adresse angegeben.',
  },
  dialogs: {
    discardTitle: 'Eingaben verwerfen?',
    discardText: 'Was du in diesem Fenster eingegeben hast, geht verloren.',
    discardCancel: 'Weiter bearbeiten',
    discard: 'Verwerfen',
  },
  participantsTab: {
    // The refusals of the organiser's player operations, rendered by the server.
    nameTaken: 'Es gibt schon eine Person mit diesem Namen.',
    emailTaken: 'Diese E-Mail-Adresse wird in dieser Wichtelrunde schon verwendet.',
    notFound: 'Diese Person gibt es in dieser Wichtelrunde nicht',
    ownAddressAfterDraw:
      'Nach der Auslosung kann niemand die E-Mail-Adresse deines eigenen Kontos übernehmen: Sonst würdest du sehen, wen diese Person beschenkt.',
    carerInvalid: 'Wähle eine andere Person, die eine eigene E-Mail-Adresse hat.',
    carerLooksAfterOthers: (name: string, others: string) =>
      `${name} kümmert sich schon um ${others}, daher kann sich niemand um ${name} kümmern.`,
    carerAfterDraw:
      'Nach der Auslosung lässt sich nicht mehr ändern, wer sich um jemanden kümmert (die Auslosung hängt davon ab): Setz dafür die Auslosung zurück. Eine eigene E-Mail-Adresse kannst du der Person aber weiterhin geben.',
    carerStillCaring: (name: string, others: string) =>
      `${name} kümmert sich um ${others}: Vertrau ${others} zuerst jemand anderem an oder gib ${others} eine eigene E-Mail-Adresse.`,
    noEmailLabel: 'Keine E-Mail: Jemand anderes aus der Runde kümmert sich',
    carerLabel: 'Wer kümmert sich um diese Person?',
    carerChoose: 'Person auswählen…',
    carerRequired: 'Wähle aus, wer sich um diese Person kümmert.',
    carerHint:
      'Die E-Mails dieser Person gehen an die gewählte Person, eine E-Mail pro Person, jede mit eigenem Link. Die gewählte Person sieht, wen diese Person beschenkt, um beim Aussuchen zu helfen, aber nie, wer diese Person beschenkt, und auch nicht, wer sie selbst beschenkt: Dafür sorgt die Auslosung.',
    noCarerYet: 'Füge zuerst die Person, die sich kümmert, mit ihrer E-Mail-Adresse hinzu.',
    caredBy: (name: string) => `Betreut von ${name}`,
    groupLabel: 'Team',
    groupHint:
      'Abteilung, Büro, Team: Mit „Eine Auslosung pro Team“ beschenkt jede Person jemanden aus dem eigenen Team.',
    groupTooLong: 'Der Name des Teams darf höchstens 60 Zeichen lang sein.',
    groupAfterDraw:
      'Mit „Eine Auslosung pro Team“ lässt sich das Team nach der Auslosung nicht mehr ändern: Setz dafür die Auslosung zurück.',
    group: (name: string) => `Team: ${name}`,
    deleteAfterDraw: (name: string) =>
      `${name} ist Teil der Auslosung: „Aus der Auslosung nehmen“ auf der Karte gibt der Person, die ${name} beschenkt, einen anderen Wichtel.`,
    title: 'Teilnehmende',
    subtitle: 'Verwalte die Teilnehmenden und verschicke die Einladungen',
    add: 'Person hinzufügen',
    empty: 'Noch niemand hinzugefügt',
    addFirst: 'Füge die erste Person hinzu',
    statusNotInvited: 'Noch nicht eingeladen',
    statusInvited: 'Eingeladen',
    statusLinkOpened: 'Link geöffnet',
    statusAddedAfterDraw: 'Nach der Auslosung hinzugefügt',
    /** A bounce: the recipient's server returns an e-mail the mail server took (docs/product.md §10). */
    statusUndelivered: 'Nicht zugestellt',
    linkMailUndelivered: (reason: string) =>
      `Der Mailserver hat die E-Mail zurückgeschickt${reason ? `: „${reason}“` : ''}. Korrigiere die Adresse und schick den Link noch einmal.`,
    linkMailFailed:
      'Die E-Mail konnte nicht zugestellt werden: Korrigiere die Adresse oder sende den Link noch einmal.',
    giftReceived: 'Geschenk erhalten ✅',
    nameTakenAtSignUp: (typed: string) =>
      `Name bei der Anmeldung schon vergeben („${typed}“): Ändere ihn, damit man die beiden auseinanderhalten kann.`,
    edit: (name: string) => `Bearbeiten – ${name}`,
    editShort: 'Bearbeiten',
    remove: (name: string) => `Löschen – ${name}`,
    sendInvitation: 'Link senden',
    resendInvitation: 'Link erneut senden',
    dialogAddTitle: 'Person hinzufügen',
    dialogAddSubtitle:
      'Trag die Angaben der Person ein. An die Adresse schickt ihr Wichtel das Geschenk.',
    dialogEditTitle: 'Person bearbeiten',
    dialogEditSubtitle: 'Aktualisiere die Angaben der Person.',
    cancel: 'Abbrechen',
    submitAdd: 'Person hinzufügen',
    submitEdit: 'Änderungen speichern',
    nameLabel: 'Name',
    emailLabel: 'E-Mail',
    addressLabel: 'Adresse',
    avatarLabel: 'Avatar',
    giftIdeasLabel: 'Geschenkideen',
    languageLabel: 'Sprache der E-Mails',
    languageHint:
      'Einladung, Auslosung, Erinnerungen: Alle E-Mails an diese Person kommen in dieser Sprache.',
    deleteConfirmTitle: 'Löschen bestätigen',
    deleteConfirmText: 'Diese Person löschen? Das lässt sich nicht rückgängig machen.',
    deleteConfirm: 'Löschen',
    close: 'Verstanden',
    addFailed: 'Beim Hinzufügen der Person ist etwas schiefgelaufen.',
    deleteFailed: 'Beim Löschen der Person ist etwas schiefgelaufen.',
    added: (name: string) => `${name} ist jetzt bei der Wichtelrunde dabei.`,
    updated: (name: string) => `Die Angaben von ${name} sind gespeichert.`,
    deleted: (name: string) => `${name} ist nicht mehr bei der Wichtelrunde dabei.`,
    addedTitle: 'Person hinzugefügt',
    updatedTitle: 'Person aktualisiert',
    deletedTitle: 'Person gelöscht',
    updateFailed: 'Beim Speichern der Änderungen ist etwas schiefgelaufen.',
    loadFailed: 'Beim Laden der Teilnehmenden ist ein Fehler aufgetreten',
    emailPlaceholder: 'vorname@beispiel.de',
    importList: 'Liste importieren',
    importTitle: 'Liste der Teilnehmenden importieren',
    importIntro:
      'Füge Zeilen aus einer Tabelle ein oder wähle eine CSV-Datei: Name, E-Mail und, falls vorhanden, Adresse und Geschenkideen. Eine erste Zeile mit Spaltenüberschriften wird erkannt.',
    importTextLabel: 'Zu importierende Zeilen',
    importPlaceholder: 'Anna, anna@beispiel.de\nBoris, boris@beispiel.de',
    importFileLabel: 'Oder eine CSV-Datei',
    importCheck: 'Liste prüfen',
    importEmpty: 'Die Liste ist leer.',
    importTooMany: (max: number) =>
      `Eine Liste hat höchstens ${count(max)} Zeilen: Importiere sie in mehreren Teilen.`,
    importSummary: (ready: number, total: number) =>
      `${count(ready)} von ${count(total)} ${plural(total, 'Zeile', 'Zeilen')} bereit zum Import.`,
    importPreviewCaption: 'Die Zeilen der Liste und was ihren Import verhindert',
    importColumnLine: 'Zeile',
    importColumnName: 'Name',
    importColumnEmail: 'E-Mail',
    importColumnVerdict: 'Prüfung',
    importLineReady: 'Bereit',
    importSubmit: (total: number) =>
      total > 1 ? `${count(total)} Personen importieren` : '1 Person importieren',
    importedTitle: 'Liste importiert',
    imported: (total: number) =>
      total > 1 ? `${count(total)} Personen wurden hinzugefügt.` : 'Eine Person wurde hinzugefügt.',
    importFailed: 'Die Liste konnte nicht importiert werden.',
    importAfterDraw:
      'Importieren geht nur vor der Auslosung: Danach fügst du neue Personen einzeln hinzu, sie kommen dann mit in die Auslosung.',
    importEventFull: (max: number) =>
      `Eine Wichtelrunde hat höchstens ${count(max)} importierte Teilnehmende.`,
    importQuoteProblem: (line: number) =>
      `Ab Zeile ${line} werden Anführungszeichen nicht wieder geschlossen.`,
    importSpreadsheet:
      'Diese Datei ist eine Excel-Arbeitsmappe: Speichere sie als CSV oder kopiere ihre Zeilen und füge sie hier ein.',
    importUnreadable: 'Diese Datei kann nicht gelesen werden.',
    importMoreReady: (total: number) =>
      total > 1
        ? `und ${count(total)} weitere Zeilen, die bereit sind`
        : 'und 1 weitere Zeile, die bereit ist',
    importIgnoredColumns: (titles: readonly string[]) =>
      titles.length > 1
        ? `Ignorierte Spalten: ${joinNames(titles)}.`
        : `Ignorierte Spalte: ${titles[0] ?? ''}.`,
    /** A column without a title, as a spreadsheet names it: 'Spalte E'. */
    importUntitledColumn: (letter: string) => `Spalte ${letter}`,
    importRefusedKept: (total: number) =>
      total > 1
        ? `${count(total)} Zeilen wurden nicht importiert: Korrigiere sie in einer Tabellenkalkulation und importiere sie dann erneut.`
        : '1 Zeile wurde nicht importiert: Korrigiere sie in einer Tabellenkalkulation und importiere sie dann erneut.',
    importDownloadRefused: (total: number) => `Abgelehnte Zeilen herunterladen (${count(total)})`,
    importRefusedFileName: 'abgelehnte-zeilen.csv',
    importRefusedReason: 'Grund der Ablehnung',
    importDone: 'Fertig',
    nameInLine: (line: number) => `Dieser Name steht schon in Zeile ${line}.`,
    emailInLine: (line: number) => `Diese E-Mail-Adresse steht schon in Zeile ${line}.`,
    exportList: 'Liste exportieren',
    exportFileName: 'teilnehmende.csv',
    exportColumns: ['Name', 'E-Mail', 'Adresse', 'Geschenkideen', 'Status'],
    inviteAll: 'Alle einladen',
    inviteAllConfirmTitle: (total: number) =>
      total > 1
        ? `Die ${count(total)} noch nicht eingeladenen Personen einladen?`
        : 'Die noch nicht eingeladene Person einladen?',
    inviteAllConfirmText:
      'Alle bekommen per E-Mail den Link zu ihrem Wichtelbereich, wo sie schon jetzt ihre Adresse und Geschenkideen eintragen; nach der Auslosung zeigt ihnen derselbe Link, wen sie beschenken. Kein Passwort nötig. Wer schon eingeladen ist, bekommt nichts.',
    inviteAllConfirm: 'Einladungen senden',
    inviteAllDoneTitle: 'Einladungen gesendet',
    inviteAllDone: (total: number) =>
      total > 1
        ? `${count(total)} Einladungen werden per E-Mail verschickt.`
        : total === 1
          ? 'Eine Einladung wird per E-Mail verschickt.'
          : 'Alle sind schon eingeladen.',
    inviteAllFailed: 'Die Einladungen konnten nicht gesendet werden.',
    inviteAllChanged: (total: number) =>
      `Die Liste hat sich geändert: ${count(total)} ${plural(total, 'Person ist', 'Personen sind')} noch nicht eingeladen. Prüfe sie und versuch es dann noch einmal.`,
    inviteAllTooMany:
      'Du hast heute sehr viele Einladungen verschickt: Versuch es morgen noch einmal oder lade die Personen einzeln ein.',
    invitationsProgressTitle: 'Einladungen werden verschickt',
    invitationsProgress: (sent: number, total: number) =>
      `${count(sent)} / ${count(total)} gesendet`,
    invitationsPending: (total: number) => `${count(total)} ausstehend`,
    invitationsFailed: (total: number) => `${count(total)} fehlgeschlagen`,
    invitationsAllSent: 'Alle Einladungen sind verschickt.',
    invitationsFailedHint:
      'Nach einer fehlgeschlagenen Einladung steht die Person wieder auf „Noch nicht eingeladen“: Prüfe die Adresse und sende die Einladung dann erneut.',
  },
  restrictions: {
    manageTitle: 'Ausschlüsse verwalten',
    viewTitle: 'Ausschlüsse ansehen',
    readOnly: 'NUR ANSICHT',
    intro:
      'Leg fest, wer wen nicht beschenken darf (zum Beispiel Paare). Wähle eine Person aus und hake alle an, die sie nicht beschenken darf.',
    afterDrawWithCount: (total: number) =>
      `Vor der Auslosung festgelegte Ausschlüsse: ${count(total)} berücksichtigt.`,
    afterDrawNone: 'Vor der Auslosung war kein Ausschluss festgelegt.',
    afterDrawHouseholdsOnly:
      'Vor der Auslosung waren nur Haushalte festgelegt, keine weiteren Ausschlüsse: Die Haushalte wurden berücksichtigt.',
    playersHeading: (total: number) => `Teilnehmende (${count(total)})`,
    exclusionCount: (total: number) =>
      `${count(total)} ${plural(total, 'Ausschluss', 'Ausschlüsse')}`,
    selectPrompt: 'Wähle eine Person aus, um ihre Ausschlüsse festzulegen.',
    selectPromptReadOnly: 'Wähle eine Person aus, um ihre Ausschlüsse zu sehen.',
    cannotGiveTo: (name: string) => `${name} darf nicht beschenken:`,
    close: 'Schließen',
    summary: 'Übersicht',
    summaryLine: (name: string, others: string) => `${name} darf ${others} nicht beschenken`,
    unknownPlayer: 'Unbekannte Person',
    save: 'Ausschlüsse speichern',
    savedTitle: 'Ausschlüsse gespeichert',
    saved: 'Die Ausschlüsse sind gespeichert.',
    lockedTitle: 'Nicht möglich',
    locked: 'Nach der Auslosung lassen sich die Ausschlüsse nicht mehr ändern.',
    selfExcluded: 'Eine Person kann nicht von sich selbst ausgeschlossen werden.',
    unknownPlayerId: 'Ein Ausschluss nennt eine Person, die nicht in dieser Wichtelrunde ist.',
    impossibleWarningTitle: 'Achtung: Keine Auslosung möglich',
    summaryEmpty: 'Noch keine Ausschlüsse: Alle dürfen alle beschenken.',
    unsavedChanges: 'Nicht gespeicherte Änderungen',
    noPlayers: 'Füge im Tab „Teilnehmende“ Personen hinzu, um Ausschlüsse festzulegen.',
    noOtherPlayers: 'Noch keine anderen Teilnehmenden.',
    errorTitle: 'Fehler',
    saveFailed: 'Beim Speichern der Ausschlüsse ist etwas schiefgelaufen.',
    householdsHeading: 'Haushalte',
    householdsIntro:
      'Wer zum selben Haushalt gehört, beschenkt sich nie untereinander – egal in welche Richtung. Jede Person gehört zu höchstens einem Haushalt.',
    householdsEmpty: 'Noch keine Haushalte.',
    householdsEmptyReadOnly: 'Vor der Auslosung war kein Haushalt festgelegt.',
    newHouseholdLabel: 'Name des neuen Haushalts',
    newHouseholdPlaceholder: 'Familie Müller',
    createHousehold: 'Haushalt anlegen',
    householdNameLabel: (name: string) => `Name des Haushalts ${name}`,
    rename: 'Umbenennen',
    renameDone: 'Fertig',
    deleteHousehold: (name: string) => `Haushalt ${name} löschen`,
    addMember: (name: string) => `Mitglied zum Haushalt ${name} hinzufügen`,
    addMemberPlaceholder: 'Mitglied hinzufügen …',
    /** The button shows the name: it comes first (WCAG 2.5.3). */
    addNamedMember: (player: string, household: string) =>
      `${player} – zum Haushalt ${household} hinzufügen`,
    moreCandidates: (total: number) =>
      `Und ${count(total)} ${plural(total, 'weitere Person', 'weitere Personen')}: Grenze die Suche weiter ein.`,
    noCandidate: 'Sonst passt niemand.',
    householdsMore: (left: number) => `Weitere Haushalte anzeigen (${count(left)})`,
    removeMember: (player: string, household: string) =>
      `${player} aus dem Haushalt ${household} entfernen`,
    householdMembers: (total: number) =>
      `${count(total)} ${plural(total, 'Mitglied', 'Mitglieder')}`,
    householdNoMembers: 'Noch keine Mitglieder: Füge mindestens zwei hinzu.',
    householdTooBig:
      'Mehr als die Hälfte aller Teilnehmenden: Die Mitglieder haben nicht genug Leute, die sie beschenken können.',
    householdOf: (name: string) => `Haushalt „${name}“`,
    summaryMore: (left: number) =>
      `Mehr anzeigen (${count(left)} ${plural(left, 'Zeile', 'Zeilen')})`,
    summaryHousehold: (name: string, members: string) =>
      `Haushalt „${name}“: ${members} beschenken sich nicht gegenseitig`,
    householdNameRequired: 'Der Haushalt braucht einen Namen.',
    householdNameTooLong: 'Der Name des Haushalts darf höchstens 60 Zeichen lang sein.',
    householdNameTaken: (name: string) => `Ein anderer Haushalt heißt schon „${name}“.`,
    householdTooSmall: (name: string) =>
      `Zum Haushalt „${name}“ müssen mindestens zwei Personen gehören.`,
    householdUnknownPlayer:
      'Zu einem Haushalt gehört eine Person, die nicht in dieser Wichtelrunde ist.',
    householdsShareMember: (first: string, second: string) =>
      `Die Haushalte „${first}“ und „${second}“ haben ein gemeinsames Mitglied: Jede Person gehört zu nur einem Haushalt.`,
    householdsTooLarge: (name: string, total: number) =>
      `In den Haushalten sind zu viele Personen, um die Auslosung berechnen zu können: Verkleinere den Haushalt „${name}“ (${count(total)} Personen).`,
  },
  /** Someone leaves or joins after the draw (docs/product.md §6.8): counts, never who. */
  announcements: {
    open: 'An alle schreiben',
    title: 'An alle schreiben',
    description:
      'Eine E-Mail an jede Person (wer sich um andere kümmert, bekommt sie nur einmal); bis zur Bescherung steht die Nachricht außerdem oben in jedem Wichtelbereich.',
    label: 'Deine Nachricht',
    placeholder: 'Wir treffen uns um 15 Uhr bei Oma, denkt an die Batterien!',
    length: (count: number, most: number) => `${count} / ${most}`,
    send: 'An alle senden',
    cancel: 'Abbrechen',
    sentTitle: 'Nachricht gesendet',
    sent: (count: number) =>
      count > 1
        ? `${count} E-Mails werden verschickt.`
        : count === 1
          ? '1 E-Mail wird verschickt.'
          : 'Es gibt niemanden, an den sie gehen könnte.',
    failed: 'Die Nachricht konnte nicht gesendet werden.',
    textRequired: 'Schreib eine Nachricht, bevor du sie sendest.',
    textTooLong: 'Eine Nachricht an alle darf höchstens 2.000 Zeichen lang sein.',
    hasPersonalLink:
      'Eine Nachricht an alle darf keinen persönlichen Link enthalten: Alle bekommen ihren eigenen.',
    tooManyMails:
      'Du hast heute schon sehr vielen Leuten geschrieben: Versuch es morgen noch einmal.',
    afterCompletion: 'Die Bescherung ist vorbei: Die Nachricht wurde nicht verschickt.',
    tooMany: (most: number) =>
      `Du hast in den letzten 24 Stunden schon ${most}-mal an alle geschrieben: Versuch es später noch einmal.`,
  },
  drawChange: {
    withdraw: 'Aus der Auslosung nehmen',
    /** The button's words first, then whom (WCAG 2.5.3: a voice says what it sees). */
    withdrawLabel: (name: string) => `Aus der Auslosung nehmen – ${name}`,
    withdrawTitle: (name: string) => `${name} aus der Auslosung nehmen?`,
    withdrawText: (name: string) =>
      `${name} ist dann nicht mehr bei dieser Wichtelrunde dabei, und der persönliche Link von ${name} funktioniert nicht mehr. Die Auslosung wird so angepasst, dass sich für möglichst wenige Personen ändert, wen sie beschenken; bereits als erhalten markierte Geschenke bleiben es. Wenn die Teilnehmenden schon benachrichtigt wurden, bekommen nur diejenigen eine E-Mail, die jetzt jemand anderen beschenken, und ${name} eine Nachricht, dass die Teilnahme beendet ist. Wer betroffen ist, erfährst du nicht.`,
    withdrawConfirm: 'Herausnehmen',
    withdrawnTitle: 'Person herausgenommen',
    withdrawn: (name: string, changedGivers: number) =>
      `${name} ist nicht mehr Teil der Auslosung. ${changedGiversText(changedGivers)}`,
    joined: (name: string, changedGivers: number) =>
      `${name} ist jetzt Teil der Auslosung. ${changedGiversText(changedGivers)}`,
    withdrawFailed: 'Diese Person konnte nicht aus der Auslosung genommen werden.',
    redrawTitle: 'Komplett neu auslosen?',
    redrawText: (name: string) =>
      `${name} herausnehmen und für alle neu auslosen: Alle können jemand Neues zum Beschenken bekommen, als erhalten markierte Geschenke werden zurückgesetzt, und falls die Teilnehmenden schon benachrichtigt wurden, bekommen alle eine neue E-Mail „Neue Auslosung“.`,
    redraw: 'Herausnehmen und komplett neu auslosen',
    redrawnTitle: 'Neu ausgelost',
    redrawn: (name: string) =>
      `${name} ist nicht mehr bei der Wichtelrunde dabei, und es wurde für alle neu ausgelost.`,
    notDrawn: 'Für dieses Jahr wurde noch nicht ausgelost: Lösch die Person einfach.',
    afterCompletion:
      'Die Bescherung ist vorbei: Alle haben ihr Geschenk bekommen. Bei der Auslosung dieses Jahres kann niemand mehr dazukommen oder aussteigen.',
    repairTooFewPlayers: 'Es blieben weniger als 2 Teilnehmende übrig: Keine Auslosung möglich.',
    noSmallChange: (most: number) =>
      `Keine Anpassung, bei der sich nur für höchstens ${count(most)} Personen ändert, wen sie beschenken, hält alle Regeln ein: Es muss komplett neu ausgelost werden.`,
    smallChangeNotFound: (most: number) =>
      `Es wurde keine Anpassung gefunden, bei der sich nur für höchstens ${count(most)} Personen ändert, wen sie beschenken: Die Suche wurde abgebrochen, ohne beweisen zu können, dass es keine gibt. Es muss komplett neu ausgelost werden.`,
    changeMailsTitle: 'E-Mails „Deine Auslosung hat sich geändert“',
    changeMailsProgress: (sent: number, total: number, failed: number) =>
      `${count(sent)} / ${count(total)} gesendet${failed > 0 ? `, ${count(failed)} fehlgeschlagen` : ''}. Angezeigt wird nur die Anzahl: Wer die E-Mails bekommen hat, würde verraten, wer die ausgeschiedene Person beschenkt hat.`,
  },
  /** The sign-up link's dialog on the Participants tab (docs/product.md §4.9). */
  registrationLink: {
    button: 'Anmeldelink',
    dialogTitle: 'Anmeldelink',
    dialogSubtitle:
      'Teile diesen Link oder seinen QR-Code. Alle melden sich selbst an und erscheinen erst in der Liste, wenn sie ihre E-Mail-Adresse bestätigt haben.',
    closedIntro:
      'Die Anmeldung ist geschlossen. Öffne sie, um einen Link zu bekommen, den du in einem Gruppenchat oder auf einem Aushang teilen kannst.',
    closedByDraw:
      'Die Anmeldung wurde mit der Auslosung geschlossen. Nachzügler fügst du selbst hinzu: Diese kommen dann mit in die Auslosung.',
    openAction: 'Anmeldung öffnen',
    reopenAction: 'Anmeldung wieder öffnen',
    closeAction: 'Anmeldung schließen',
    renewAction: 'Neuer Link',
    renewConfirmTitle: 'Neuen Link erstellen?',
    renewConfirmText:
      'Der alte Link und sein QR-Code funktionieren dann nicht mehr, und Anmeldungen, die noch auf ihre Bestätigung warten, werden verworfen.',
    renewConfirm: 'Neuen Link erstellen',
    linkLabel: 'Link zum Teilen',
    copy: 'Link kopieren',
    copied: 'Link kopiert',
    qrLabel: 'QR-Code des Anmeldelinks',
    downloadQr: 'QR-Code herunterladen',
    waiting: (total: number) =>
      total === 0
        ? 'Keine Anmeldung wartet auf ihre Bestätigung.'
        : total === 1
          ? 'Eine Anmeldung wartet auf die Bestätigung per E-Mail.'
          : `${count(total)} Anmeldungen warten auf die Bestätigung per E-Mail.`,
    statusOpen: 'Anmeldung offen',
    statusClosed: 'Anmeldung geschlossen',
    opened: 'Der Anmeldelink funktioniert.',
    closed: 'Der Anmeldelink funktioniert nicht mehr.',
    renewed: 'Der alte Link funktioniert nicht mehr.',
    failed: 'Der Anmeldelink konnte nicht geändert werden.',
    drawnRefusal:
      'Es wurde bereits ausgelost: Die Anmeldung bleibt geschlossen. Füge Nachzügler selbst hinzu.',
  },
  /** The exchange's details and reminders (docs/product.md §3.6, §6.9). */
  exchange: {
    title: 'Datum, Budget und Ort',
    intro:
      'Diese Angaben erscheinen in den E-Mails und oben im Wichtelbereich aller Teilnehmenden. Alles ist optional.',
    edit: 'Datum, Budget und Ort bearbeiten',
    add: 'Datum, Budget und Ort hinzufügen',
    dateLabel: 'Datum der Bescherung',
    timeLabel: 'Uhrzeit',
    timeZoneLabel: 'Zeitzone',
    timeZoneHint: 'Gib eine Stadt oder eine Zeitzone ein: „Berlin“, „New York“.',
    budgetLabel: 'Budget',
    budgetHint: 'Zum Beispiel „30“ oder „20–30“, in der gewählten Währung.',
    currencyLabel: 'Währung',
    placeLabel: 'Ort',
    placeHint: 'Zum Beispiel „Bei Oma“.',
    noteLabel: 'Deine Nachricht an alle',
    noteHint: 'Ein paar Worte, die alle zu sehen bekommen.',
    remindersTitle: 'Erinnerungen per E-Mail',
    remindBeforeExchange: '7 Tage vorher und am Tag vor der Bescherung',
    remindGiftIdeas: 'An alle ohne Geschenkideen, 3 Tage nach der Auslosung',
    remindGiftReceived:
      'Am Tag nach der Bescherung, an alle, die ihr Geschenk noch nicht bekommen haben',
    save: 'Speichern',
    cancel: 'Abbrechen',
    saved: 'Datum, Budget und Ort gespeichert.',
    savedAndSent: (total: number) =>
      total > 1
        ? `Gespeichert. ${count(total)} Teilnehmende bekommen das neue Datum für ihren Kalender.`
        : 'Gespeichert. Eine Person bekommt das neue Datum für ihren Kalender.',
    saveFailed: 'Datum, Budget und Ort konnten nicht gespeichert werden.',
    dateInvalid: 'Wähle ein gültiges Datum.',
    dateInPast: 'Dieses Datum liegt in der Vergangenheit.',
    dateAfterEdition: (year: number) =>
      `Die Bescherung für ${year} muss spätestens am 31. Dezember ${year} stattfinden.`,
    timeInvalid: 'Wähle eine gültige Uhrzeit, zum Beispiel 15:00 Uhr.',
    timeWithoutDate: 'Wähle zuerst das Datum der Bescherung.',
    timeZoneInvalid: 'Diese Zeitzone gibt es nicht.',
    budgetInvalid:
      'Gib das Budget in der gewählten Währung an, zum Beispiel „30“, „25,50“ oder „20–30“.',
    currencyInvalid: 'Diese Währung gibt es nicht.',
    placeTooLong: 'Der Ort darf höchstens 200 Zeichen lang sein.',
    noteTooLong: 'Deine Nachricht an alle darf höchstens 500 Zeichen lang sein.',
    remindersInvalid: 'Die Erinnerungen sind ungültig.',
  },
  draw: {
    launch: 'Auslosung starten',
    successTitle: 'Auslosung erfolgreich!',
    successText: 'Es wurde ausgelost.',
    reset: 'Auslosung zurücksetzen',
    notify: 'Teilnehmende benachrichtigen',
    resetConfirmTitle: 'Auslosung zurücksetzen?',
    resetConfirmText:
      'Damit werden alle Zuteilungen dieses Jahres gelöscht. Es wurde noch niemand benachrichtigt. Die bereits verschickten persönlichen Links funktionieren dann nicht mehr: Alle bekommen mit der E-Mail zur nächsten Auslosung einen neuen. Das lässt sich nicht rückgängig machen.',
    resetConfirmTextNotified:
      'Alle Teilnehmenden haben die E-Mail zur Auslosung schon bekommen. Beim Zurücksetzen werden die Zuteilungen dieses Jahres und die als erhalten markierten Geschenke gelöscht. Nach einer neuen Auslosung schickt „Teilnehmende benachrichtigen“ allen eine E-Mail „Neue Auslosung“ mit einem neuen Link; die alten Links funktionieren dann nicht mehr. Das lässt sich nicht rückgängig machen.',
    resetAfterCompletion:
      'Die Bescherung ist vorbei: Alle haben ihr Geschenk bekommen. Die Auslosung dieses Jahres kann nicht mehr zurückgesetzt werden.',
    notNotifiedYet:
      'Es wurde noch niemand benachrichtigt. „Teilnehmende benachrichtigen“ schickt allen die E-Mail „Es wurde ausgelost!“ mit ihrem persönlichen Link – demselben wie in ihrer Einladung: Dort erfahren sie, wen sie beschenken.',
    resetConfirm: 'Zurücksetzen',
    cancel: 'Abbrechen',
    resetDoneTitle: 'Auslosung zurückgesetzt',
    resetFailed: 'Beim Zurücksetzen ist etwas schiefgelaufen.',
    tooFewPlayers: 'Für die Auslosung braucht es mindestens 2 Teilnehmende.',
    infeasible: 'Mit den aktuellen Ausschlüssen ist keine gültige Auslosung möglich.',
    /**
     * After `infeasible`, the group of givers left with too few people to give to:
     * 'Chloé, Denis und Emma können nur Alice und Bruno beschenken.', 'Chloé kann nur Alice
     * beschenken.', 'Chloé und Denis können niemanden beschenken.': names in the order given.
     */
    blockingGroup: (giverNames: readonly string[], receiverNames: readonly string[]) =>
      `${joinNames(giverNames)} ${giverNames.length === 1 ? 'kann' : 'können'} ${
        receiverNames.length === 0
          ? 'niemanden beschenken'
          : `nur ${joinNames(receiverNames)} beschenken`
      }.`,
    alreadyDrawn:
      'Für dieses Jahr wurde bereits ausgelost. Setz die Auslosung zurück, um neu anzufangen.',
    relaxedYears: (years: string) =>
      `Um eine Auslosung zu finden, wurden Zuteilungen aus ${years} möglicherweise wiederholt.`,
    noAssignmentsTitle: 'Keine Zuteilungen',
    noAssignments: 'Für dieses Jahr gibt es keine Zuteilungen zu verschicken.',
    notifyFailed: 'Beim Versenden der Benachrichtigungen ist etwas schiefgelaufen.',
    notifiedTitle: 'Benachrichtigungen gesendet',
    notified: 'Alle Teilnehmenden wurden über die Auslosung benachrichtigt.',
    progress: (sent: number, total: number) => `${count(sent)} / ${count(total)} gesendet`,
    mailSent: 'Gesendet',
    mailPending: 'Ausstehend',
    mailFailed: 'Fehlgeschlagen',
    mailUndelivered: 'Nicht zugestellt',
    filterLabel: 'Nach Status filtern',
    teamFilterLabel: 'Team',
    teamAll: (total: number) => `Alle Teams (${count(total)})`,
    teamOption: (team: string, total: number) => `${team} (${count(total)})`,
    filterAll: (total: number) => `Alle (${count(total)})`,
    filterSent: (total: number) => `Gesendet (${count(total)})`,
    filterPending: (total: number) => `Ausstehend (${count(total)})`,
    filterFailed: (total: number) => `Fehlgeschlagen (${count(total)})`,
    nextAttempt: (time: string) => `Neuer Versuch um ${time}`,
    resendAllFailed: 'Fehlgeschlagene E-Mails erneut senden',
    resentAllTitle: 'E-Mails erneut gesendet',
    resentAll: (total: number) =>
      total > 1
        ? `${count(total)} Personen bekommen ihre E-Mail zur Auslosung noch einmal.`
        : total === 1
          ? 'Eine Person bekommt ihre E-Mail zur Auslosung noch einmal.'
          : 'Keine E-Mail war fehlgeschlagen.',
    resend: 'Link erneut senden',
    linkOpened: (date: string) => `Link geöffnet am ${date}`,
    linkNotOpened: 'Noch nicht geöffnet',
    openedCount: (opened: number, total: number) =>
      `${count(opened)} / ${count(total)} ${plural(total, 'hat den Link geöffnet', 'haben ihren Link geöffnet')}`,
    remindUnopened: 'Erinnern',
    remindUnopenedLabel:
      'Die E-Mail zur Auslosung noch einmal an alle senden, die ihren Link noch nicht geöffnet haben',
    remindedTitle: 'Erinnerung gesendet',
    reminded: (total: number) =>
      total > 1
        ? `${count(total)} Personen bekommen die E-Mail zur Auslosung noch einmal.`
        : total === 1
          ? 'Eine Person bekommt die E-Mail zur Auslosung noch einmal.'
          : 'Niemand zu erinnern: Die noch nicht geöffneten E-Mails werden gerade noch verschickt.',
    remindFailed: 'Die Erinnerungen konnten nicht gesendet werden.',
    secretNote: 'Die Auslosung bleibt geheim: Niemand, nicht einmal du, sieht, wer wen beschenkt.',
    title: 'Auslosung',
    subtitle: 'Starte die Auslosung und benachrichtige dann alle per E-Mail.',
    playersReady: (total: number) =>
      total === 1
        ? `${count(total)} Person nimmt an der Auslosung teil.`
        : `${count(total)} Personen nehmen an der Auslosung teil.`,
    readyTitle: 'Alles bereit für die Auslosung?',
    missingAddresses: (names: string) =>
      `Bei ${names} fehlt noch die Adresse: Jede Person kann sie nach der Auslosung in ihrem Wichtelbereich eintragen, oder du fügst sie im Tab „Teilnehmende“ hinzu.`,
    missingAddressCount: (total: number) =>
      total > 1
        ? `Bei ${count(total)} Personen fehlt noch die Adresse: Jede Person kann sie nach der Auslosung in ihrem Wichtelbereich eintragen, oder du fügst sie im Tab „Teilnehmende“ hinzu.`
        : `Bei 1 Person fehlt noch die Adresse: Diese Person kann sie nach der Auslosung in ihrem Wichtelbereich eintragen, oder du fügst sie im Tab „Teilnehmende“ hinzu.`,
    showMissingAddresses: 'Personen ohne Adresse anzeigen',
    launching: 'Wird ausgelost …',
    unsavedRestrictionsTitle: 'Einige Ausschlüsse sind nicht gespeichert',
    unsavedRestrictionsText:
      'Du hast Ausschlüsse oder Haushalte geändert, ohne zu speichern: Die Auslosung würde diese Änderungen nicht berücksichtigen. Speichere sie, bevor du die Auslosung startest.',
    unsavedRestrictionsBlocked:
      'Du hast Ausschlüsse oder Haushalte geändert, ohne zu speichern, und ein Haushalt ist noch nicht fertig. Stell ihn im Tab „Ausschlüsse“ fertig, bevor du die Auslosung startest.',
    saveAndLaunch: 'Speichern und Auslosung starten',
    reviewRestrictions: 'Ausschlüsse ansehen',
    failedTitle: 'Die Auslosung hat nicht geklappt',
    drawnOn: (date: string) => `Ausgelost am ${date}`,
    progressTitle: 'E-Mails werden verschickt',
    resendTo: (name: string) => `Link erneut senden – ${name}`,
    resendFailed: 'Die E-Mail zur Auslosung konnte nicht erneut gesendet werden.',
    errorTitle: 'Fehler',
    loadFailed: 'Der Stand der Auslosung konnte nicht geladen werden.',
    rulesTitle: 'Regeln der Auslosung',
    rulesIntro:
      'Leg fest, wie ausgelost wird. Nach der Auslosung lassen sich die Regeln nicht mehr ändern.',
    rulesReadOnly: 'Die Auslosung dieses Jahres folgte diesen Regeln.',
    avoidMutualLabel: 'Gegenseitiges Beschenken vermeiden',
    avoidMutualHint: 'Zwei Personen beschenken sich nie gegenseitig.',
    singleCircleLabel: 'Ein großer Kreis',
    singleCircleHint:
      'A beschenkt B, B beschenkt C und so weiter bis zur letzten Person, die A beschenkt: Bei der Bescherung können die Geschenke reihum überreicht werden.',
    carerNotGivingToCaredLabel: 'Niemand beschenkt, wen er betreut',
    carerNotGivingToCaredHint:
      'Ein Elternteil ist nicht der Wichtel des Kindes, um das er sich kümmert (er hilft ihm, seine Geschenke auszusuchen). Ein Kind beschenkt nie die Person, die es betreut.',
    ruleCarerGivesToCared: 'ein Elternteil darf das von ihm betreute Kind beschenken',
    withinGroupsLabel: 'Eine Auslosung pro Team',
    withinGroupsHint:
      'Jede Person beschenkt jemanden aus dem eigenen Team (Abteilung, Büro); wer kein Team hat, jemanden ohne Team.',
    ruleWithinGroups: 'eine Auslosung pro Team',
    singleCircleImpliesMutual: 'In „Ein großer Kreis“ enthalten.',
    historyYearsLabel: 'Auslosungen der letzten … Jahre vermeiden',
    historyYearsHint:
      'Nach Möglichkeit beschenkt niemand dieselbe Person wie in einem dieser Jahre.',
    historyYearsOption: (years: number | null) =>
      years === null
        ? 'alle vergangenen Jahre'
        : years === 0
          ? 'keine: frühere Auslosungen nicht beachten'
          : years === 1
            ? 'das letzte Jahr'
            : `die letzten ${years} Jahre`,
    rulesSummary: (rules: string) => `Geltende Regeln: ${rules}.`,
    ruleSingleCircle: 'ein großer Kreis',
    ruleAvoidMutual: 'kein gegenseitiges Beschenken',
    historyRule: (years: number | null) =>
      years === null
        ? 'Auslosungen aller vergangenen Jahre vermeiden'
        : years === 0
          ? 'ohne Rücksicht auf frühere Auslosungen'
          : years === 1
            ? 'Auslosung des letzten Jahres vermeiden'
            : `Auslosungen der letzten ${years} Jahre vermeiden`,
    rulesSavedTitle: 'Regeln der Auslosung gespeichert',
    rulesSaveFailed: 'Die Regeln der Auslosung konnten nicht gespeichert werden.',
    rulesLocked: 'Nach der Auslosung lassen sich die Regeln nicht mehr ändern.',
    rulesInvalid:
      'Ungültige Regeln für die Auslosung: zwei Ja-/Nein-Entscheidungen und eine ganze Zahl von Jahren zwischen 0 und 50 oder keine.',
  },
  organisers: {
    title: 'Organisationsteam',
    hintOwner:
      'Wen du einlädst, sieht hier dasselbe wie du und kann dasselbe tun, erfährt aber nie, wer wen beschenkt. Nur du kannst diese Personen wieder entfernen oder die Wichtelrunde löschen.',
    hintCoOrganiser:
      'Du organisierst diese Wichtelrunde gemeinsam mit den unten aufgeführten Personen. Nur wer sie erstellt hat, kann Organisierende einladen und entfernen oder die Wichtelrunde löschen.',
    owner: 'Hat die Wichtelrunde erstellt',
    you: (name: string) => `${name} (du)`,
    waiting: (date: string) => `Einladung am ${date} verschickt, noch nicht angenommen`,
    joined: (date: string) => `Organisiert seit ${date} mit`,
    emailLabel: 'E-Mail-Adresse der Person, die du einladen möchtest',
    invite: 'Einladen',
    invited: (email: string) => `Einladung an ${email} verschickt.`,
    remove: 'Entfernen',
    removeTitle: (who: string) => `${who} aus dem Organisationsteam entfernen?`,
    removeText:
      'Diese Person hat dann keinen Zugang mehr zur Wichtelrunde, und ihre Einladung funktioniert nicht mehr, falls sie noch offen ist.',
    removed: (who: string) => `${who} gehört nicht mehr zum Organisationsteam.`,
    cancel: 'Abbrechen',
    loadFailed: 'Die Organisierenden konnten nicht geladen werden.',
    onlyOwnerDeletes: 'Nur wer diese Wichtelrunde erstellt hat, kann sie löschen.',
    onlyOwnerManages:
      'Nur wer diese Wichtelrunde erstellt hat, kann Organisierende einladen oder entfernen.',
    isOwner: 'Das ist die E-Mail-Adresse der Person, die die Wichtelrunde erstellt hat.',
    already: (email: string) => `${email} organisiert diese Wichtelrunde bereits.`,
    tooMany: (most: number) => `Eine Wichtelrunde kann höchstens ${most} Mitorganisierende haben.`,
    notFound: 'Diese Person gehört schon nicht mehr zum Organisationsteam.',
    coOrganisedBadge: 'Mitorganisiert',
  },
  journal: {
    title: 'Verlauf',
    hint: 'Wer was wann getan hat. Der Verlauf verrät nie, wer wen beschenkt.',
    empty: 'Bisher ist noch nichts passiert.',
    more: 'Ältere Einträge anzeigen',
    loadFailed: 'Der Verlauf konnte nicht geladen werden.',
    fields: {
      name: 'Name',
      email: 'E-Mail',
      address: 'Adresse',
      giftIdeas: 'Geschenkideen',
      caredBy: 'Betreuung',
      group: 'Team',
    },
    actions: {
      secretSantaCreated: (who: string) => `${who} hat die Wichtelrunde erstellt.`,
      playerAdded: (who: string, { name }: { name: string }) => `${who} hat ${name} hinzugefügt.`,
      playerRegistered: (who: string) => `${who} hat sich über den Anmeldelink angemeldet.`,
      playersImported: (who: string, { count: n }: { count: number }) =>
        `${who} hat ${count(n)} ${plural(n, 'Person', 'Personen')} importiert.`,
      playerEdited: (who: string, { name, fields }: { name: string; fields: string }) =>
        `${who} hat die Angaben von ${name} geändert: ${fields}.`,
      playerRemoved: (who: string, { name }: { name: string }) => `${who} hat ${name} gelöscht.`,
      playerWithdrawn: (who: string, { name }: { name: string }) =>
        `${who} hat ${name} aus der Auslosung genommen.`,
      ownAddressChanged: (who: string) => `${who} hat die eigene Postadresse geändert.`,
      personalLinkSent: (who: string, { name }: { name: string }) =>
        `${who} hat ${name} den persönlichen Link geschickt.`,
      everyoneInvited: (who: string, { count: n }: { count: number }) =>
        `${who} hat ${count(n)} ${plural(n, 'Person', 'Personen')} eingeladen.`,
      restrictionsChanged: (who: string) => `${who} hat die Ausschlüsse geändert.`,
      drawRulesChanged: (who: string) => `${who} hat die Regeln der Auslosung geändert.`,
      drawn: (who: string, { count: n }: { count: number }) =>
        `${who} hat ausgelost (${count(n)} Teilnehmende).`,
      drawReset: (who: string) => `${who} hat die Auslosung zurückgesetzt.`,
      notified: (who: string, { count: n }: { count: number }) =>
        `${who} hat ${count(n)} ${plural(n, 'Person', 'Personen')} über die Auslosung benachrichtigt.`,
      failedResent: (who: string, { count: n }: { count: number }) =>
        `${who} hat ${count(n)} ${plural(n, 'fehlgeschlagene E-Mail', 'fehlgeschlagene E-Mails')} erneut verschickt.`,
      unopenedReminded: (who: string, { count: n }: { count: number }) =>
        `${who} hat ${count(n)} ${plural(n, 'Person', 'Personen')} erinnert, die ihren Link noch nicht geöffnet hatten.`,
      exchangeChanged: (who: string) => `${who} hat Datum, Budget oder Ort geändert.`,
      addressSettingsChanged: (who: string) =>
        `${who} hat die Einstellungen zu den Adressen geändert.`,
      announcementSent: (who: string) => `${who} hat allen geschrieben.`,
      registrationOpened: (who: string) => `${who} hat die Anmeldung geöffnet.`,
      registrationClosed: (who: string) => `${who} hat die Anmeldung geschlossen.`,
      registrationLinkRenewed: (who: string) => `${who} hat einen neuen Anmeldelink erstellt.`,
      coOrganiserInvited: (who: string, { email }: { email: string }) =>
        `${who} hat ${email} zum Mitorganisieren eingeladen.`,
      coOrganiserJoined: (who: string) => `${who} organisiert jetzt mit.`,
      coOrganiserRemoved: (who: string, { email }: { email: string }) =>
        `${who} hat ${email} aus dem Organisationsteam entfernt.`,
    },
  },
  /**
   * Why no draw exists, naming the household or the rule (docs/product.md §6.1) that leaves
   * none; names arrive already joined ('Alice, Bruno und Chloé'). After `draw.infeasible` or alone.
   */
  drawProblems: {
    /** „Eine Auslosung pro Team“: Ein Team aus einer Person hat niemanden zu beschenken. */
    groupOfOne: (group: string, member: string): string =>
      group === ''
        ? `Außer ${member} haben alle ein Team: Mit „Eine Auslosung pro Team“ gibt es für ${member} niemanden zu beschenken.`
        : `${member} ist allein im Team „${group}“: Mit „Eine Auslosung pro Team“ gibt es niemanden zu beschenken.`,
    /** A household of everyone: its members cannot give outside it. */
    householdIsEveryone: (household: string, members: string): string =>
      `Zum Haushalt „${household}“ (${members}) gehören alle Teilnehmenden: Seine Mitglieder können niemanden beschenken.`,
    /** A household whose members are more than half of everyone: they cannot all give outside it. */
    householdOverHalf: (household: string, members: string, receivers: string): string =>
      receivers === ''
        ? `Zum Haushalt „${household}“ (${members}) gehört mehr als die Hälfte der Teilnehmenden: Seine Mitglieder können niemanden beschenken.`
        : `Zum Haushalt „${household}“ (${members}) gehört mehr als die Hälfte der Teilnehmenden: Seine Mitglieder können nur ${receivers} beschenken.`,
    /** A household that exclusions or history leave with too few people to give to. */
    householdBlocked: (household: string, members: string, receivers: string): string =>
      receivers === ''
        ? `Die Mitglieder des Haushalts „${household}“ (${members}) können niemanden beschenken.`
        : `Die Mitglieder des Haushalts „${household}“ (${members}) können nur ${receivers} beschenken.`,
    noMutualForcedPair: (first: string, second: string): string =>
      `Ohne gegenseitiges Beschenken ist keine Auslosung möglich: In jeder Auslosung, die die Ausschlüsse zulassen, beschenken sich ${first} und ${second} gegenseitig.`,
    noMutualImpossible:
      'Ohne gegenseitiges Beschenken ist keine Auslosung möglich: Mit den aktuellen Ausschlüssen gibt es in jeder Auslosung mindestens zwei Personen, die sich gegenseitig beschenken.',
    noMutualNotFound: `Es wurde keine Auslosung ohne gegenseitiges Beschenken gefunden: ${STOPPED_SHORT}`,
    /** A group whose members may only give to each other: a circle through everyone could not leave it. */
    singleCircleClosedGroup: (members: string): string =>
      `Mit „Ein großer Kreis“ ist keine Auslosung möglich: ${members} können nur untereinander schenken, der Kreis käme nie aus dieser Gruppe heraus.`,
    /** A group nobody else may give to: a circle through everyone could not enter it. */
    singleCircleUnreachableGroup: (members: string): string =>
      `Mit „Ein großer Kreis“ ist keine Auslosung möglich: Niemand sonst darf ${members} beschenken, der Kreis käme also nie zu ihnen.`,
    singleCircleImpossible:
      'Mit „Ein großer Kreis“ ist keine Auslosung möglich: Unter den aktuellen Ausschlüssen führt kein Kreis durch alle Teilnehmenden.',
    singleCircleNotFound: `Es wurde keine Auslosung als „Ein großer Kreis“ gefunden: ${STOPPED_SHORT}`,
  },
};

/** How many players got a new recipient: the only thing the organiser learns (§6.8). */
function changedGiversText(total: number): string {
  return total > 1
    ? `${count(total)} Personen beschenken jetzt jemand anderen.`
    : total === 1
      ? '1 Person beschenkt jetzt jemand anderen.'
      : 'Für alle anderen ändert sich nichts.';
}
