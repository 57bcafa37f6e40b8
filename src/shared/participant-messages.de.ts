import type { Wording } from './language.ts';
import type { participantMessages as french } from './participant-messages.ts';

/** The German twin of participant-messages.ts: the participant space's messages (§9.9). */
export const participantMessages: Wording<typeof french> = {
  conversation: {
    title: 'Nachrichten',
    withRecipientTitle: 'Der Person schreiben, die ich beschenke',
    withRecipientHint: (name: string) =>
      `${name} liest deine Nachrichten mit der Unterschrift „Dein Wichtel“, nie mit deinem Namen.`,
    withSantaTitle: 'Meinem Wichtel schreiben',
    withSantaHint:
      'Dein Wichtel sieht deinen Namen (er weiß ja schon, wen er beschenkt); du erfährst nicht, wer es ist.',
    fromSanta: 'Dein Wichtel',
    me: 'Ich',
    placeholder: 'Deine Nachricht …',
    send: 'Senden',
    sending: 'Wird gesendet …',
    empty: 'Noch keine Nachrichten.',
    restarted:
      'Diese Unterhaltung hat neu begonnen: Frühere Nachrichten werden nicht mehr angezeigt.',
    unread: (count: number) =>
      count === 1 ? `${count} ungelesene Nachricht` : `${count} ungelesene Nachrichten`,
    textRequired: 'Schreib eine Nachricht, bevor du sie sendest.',
    textTooLong: 'Eine Nachricht darf höchstens 1.000 Zeichen lang sein.',
    tooMany: 'Du hast sehr viele Nachrichten geschickt: Versuch es in einer Stunde noch einmal.',
    sendFailed: 'Die Nachricht konnte nicht gesendet werden.',
    notInDraw: 'Nachrichten sind möglich, sobald ausgelost wurde.',
    suggestionsLabel: 'Fragevorschläge',
    questions: [
      'Welche Größe hast du (Kleidung, Schuhe)?',
      'Hast du Allergien oder magst du etwas gar nicht?',
      'Eher süß oder herzhaft?',
      'Lieber etwas zum Auspacken oder ein Erlebnis?',
      'Gibt es gerade etwas, wovon du träumst?',
      'Was ist deine Lieblingsfarbe?',
    ],
    quickAnswersLabel: 'Schnellantworten',
    quickAnswers: [
      'Danke für die Frage! Ich überlege kurz und antworte dir.',
      'Keine Allergien, ich mag alles!',
      'Meine Geschenkideen in meinem Wichtelbereich sind aktuell.',
      'Überrasch mich!',
    ],
  },
  /** The end of the exchange (docs/product.md §7.5), downloaded when it has come. */
  care: {
    caredSpacesTitle: 'Die Wichtelbereiche, um die ich mich kümmere',
    caredSpacesHint:
      'Ihre E-Mails kommen bei dir an, eine pro Person. In ihrem Wichtelbereich siehst du, wen sie beschenken, damit du beim Aussuchen helfen kannst, aber nie, wer sie beschenkt.',
    openSpace: (name: string) => `Wichtelbereich von ${name} öffnen`,
    caredBy: (name: string) =>
      `${name} kümmert sich um diesen Wichtelbereich: Die E-Mails dafür gehen an ${name}.`,
  },
  announcements: {
    title: (organiserName: string) => `Eine Nachricht von ${organiserName}`,
  },
  card: {
    print: 'Meine Karte drucken',
    forName: (name: string) => `Für ${name}`,
    openInSecret: 'Heimlich öffnen',
    howTo:
      'Drucke beidseitig (an der kurzen Kante wenden) oder klebe die beiden Seiten Rückseite an Rückseite zusammen und falte das Blatt dann in der Mitte: Der Name steht innen.',
    address: 'Adresse',
    ideas: 'Geschenkideen',
  },
  completion: {
    congratulation: (name: string) =>
      `Geschafft! Alle Geschenke der Wichtelrunde „${name}“ sind angekommen.`,
    thanks: 'Danke an alle fürs Mitmachen. Frohe Feiertage! 🎄',
    organiserNote:
      'Alle Teilnehmenden haben automatisch eine E-Mail bekommen, dass die Wichtelrunde beendet ist. Danke, dass du dieses Wichteln organisiert hast!',
  },
  /** An account from the space (docs/product.md §7.3), downloaded once the space shows. */
  account: {
    text: 'Mit einem Konto findest du alle deine Wichtelrunden an einem Ort. Den Link, mit dem du dein Passwort wählst, bekommst du per E-Mail.',
    create: 'Mein Konto erstellen',
    sent: 'Schau in dein Postfach: Falls es für deine Adresse noch kein Konto gibt, ist der Link zum Wählen deines Passworts unterwegs.',
    failed: 'Die Anfrage konnte nicht gesendet werden. Bitte versuch es noch einmal.',
  },
  /** The refusal page (docs/product.md §7.1), downloaded only when the space is refused. */
  accessDenied: {
    invalidLinkTitle: 'Dieser Link funktioniert nicht',
    invalidLinkText:
      'Vermutlich wurde er beim Kopieren abgeschnitten. Öffne ihn direkt aus der E-Mail oder fordere unten einen neuen Link an.',
    noLinkTitle: 'Öffne deinen persönlichen Link',
    noLinkText:
      'Dein Wichtelbereich öffnet sich mit dem Link aus deiner E-Mail. Du findest ihn nicht mehr? Fordere unten einen neuen an.',
    expiredLinkText: 'Fordere unten einen neuen Link an, er geht an die Adresse deiner Einladung.',
    replacedLinkText:
      'An die Adresse deiner Einladung wurde ein neuer Link geschickt: Öffne die neueste E-Mail oder fordere unten einen neuen an.',
    noLongerPlayingText:
      'Du wurdest aus dieser Wichtelrunde genommen oder sie wurde gelöscht: Du musst kein Geschenk mehr besorgen und bekommst auch keins. Ein Fehler? Sag der Person Bescheid, die das Wichteln organisiert.',
    addressChangedTitle: 'Deine E-Mail-Adresse hat sich geändert',
    deniedDetailsTitle: 'Übermittelte Angaben',
    deniedEventId: 'ID der Wichtelrunde',
    deniedLink: 'Persönlicher Link',
    deniedLinkPresent: 'Vorhanden',
    deniedLinkAbsent: 'Fehlt',
    deniedLinkState: 'Status',
    deniedLinkInvalid: 'Ungültiger Link',
    deniedLinkExpired: 'Abgelaufener Link',
    deniedLinkReplaced: 'Ersetzter Link',
    deniedNoLongerPlaying: 'Gültiger Link, Person aus der Auslosung genommen',
    deniedNoAccount: 'Nicht mit einem Konto angemeldet',
    deniedAddressChanged: 'Angemeldet mit einer Adresse, die nach der Auslosung geändert wurde',
  },
};
