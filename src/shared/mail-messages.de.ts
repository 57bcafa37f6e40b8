import type { Wording } from './language.ts';
import type { mailMessages as french } from './mail-messages.ts';

/**
 * The German twin of mail-messages.ts: the e-mails sent to those whose language is German
 * (docs/product.md §9.9), the calendar event's texts, and the local mailbox page. Only the
 * server and the tests read it.
 */
export const mailMessages: Wording<typeof french> = {
  mail: {
    registrationSubject: (secretSantaName: string) =>
      `Bestätige deine Anmeldung zur Wichtelrunde „${secretSantaName}“`,
    registrationTitle: 'Bestätige deine Anmeldung',
    registrationText: (secretSantaName: string, organiserName: string) =>
      `Du hast dich zur Wichtelrunde „${secretSantaName}“ von ${organiserName} angemeldet. Bestätige deine Adresse, um bei der Auslosung dabei zu sein.`,
    registrationAddress: (address: string) => `Adresse: ${address}`,
    registrationGiftIdeas: (ideas: string) => `Geschenkideen: ${ideas}`,
    registrationNothing: '(keine)',
    registrationNotYou:
      'Wenn diese Angaben nicht von dir sind oder du dich nicht angemeldet hast, ignoriere diese E-Mail einfach: Es passiert nichts.',
    registrationButton: 'Anmeldung bestätigen',
    registrationExpiry: 'Dieser Link ist 24 Stunden gültig.',
    coOrganiserSubject: (secretSantaName: string) =>
      `Organisiere die Wichtelrunde „${secretSantaName}“ mit uns`,
    coOrganiserTitle: 'Eine Einladung zum Mitorganisieren',
    coOrganiserText: (organiserName: string, secretSantaName: string) =>
      `${organiserName} lädt dich ein, die Wichtelrunde „${secretSantaName}“ mitzuorganisieren: die Teilnehmenden, die Ausschlüsse, die Auslosung und die E-Mails. Wie alle Organisierenden siehst du nie, wer wen beschenkt.`,
    coOrganiserAccount:
      'Zum Annehmen brauchst du ein Konto mit dieser E-Mail-Adresse: Falls du noch keines hast, kannst du es auf der Seite erstellen.',
    coOrganiserButton: 'Einladung ansehen',
    coOrganiserExpiry:
      'Dieser Link ist 14 Tage gültig. Falls du diese Einladung nicht erwartet hast, ignoriere diese E-Mail einfach: Es passiert nichts.',
    verifySubject: 'Bestätige deine E-Mail-Adresse – Secret Santa',
    verifyTitle: 'Willkommen bei Secret Santa!',
    verifyGreeting: (name: string) => `Hallo ${name}!`,
    verifyText:
      'Danke für deine Registrierung. Bestätige deine E-Mail-Adresse und wähle dein Passwort, dann kannst du deine Wichtelrunden organisieren.',
    verifyButton: 'E-Mail-Adresse bestätigen',
    verifyExpiry:
      'Dieser Link ist 24 Stunden gültig. Wenn du dich nicht registriert hast, ignoriere diese E-Mail einfach: Ohne dich wird kein Konto erstellt.',
    resetSubject: 'Passwort zurücksetzen – Secret Santa',
    resetTitle: 'Setze dein Passwort zurück',
    resetText:
      'Du möchtest dein Passwort zurücksetzen. Klick auf den Button unten, um ein neues zu wählen.',
    resetButton: 'Neues Passwort wählen',
    resetExpiry:
      'Dieser Link ist 1 Stunde gültig. Wenn du das nicht angefordert hast, ignoriere diese E-Mail einfach.',
    invitationSubject: (secretSantaName: string) =>
      `🎁 Einladung zur Wichtelrunde „${secretSantaName}“`,
    invitationTitle: (secretSantaName: string) => `Wichtelrunde „${secretSantaName}“`,
    invitationIntro: (organiserName: string, secretSantaName: string) =>
      `${organiserName} lädt dich zur Wichtelrunde „${secretSantaName}“ ein.`,
    invitationSteps:
      'Ausgelost wurde noch nicht. Trag in deinem Wichtelbereich schon jetzt deine Adresse und deine Geschenkideen ein: Sobald ausgelost wurde, zeigt dir derselbe Link, wen du beschenkst. Ein Passwort brauchst du nicht.',
    invitationStepsNoAddress:
      'Ausgelost wurde noch nicht. Trag in deinem Wichtelbereich schon jetzt deine Geschenkideen ein: Sobald ausgelost wurde, zeigt dir derselbe Link, wen du beschenkst. Ein Passwort brauchst du nicht.',
    invitationButton: 'Meinen Wichtelbereich öffnen',
    invitationFootnote: (lastDay: string) =>
      `Dieser Link gehört nur dir: Leite ihn nicht weiter. Er funktioniert bis einschließlich ${lastDay}. Du kennst die Person nicht, die dich eingeladen hat? Dann ignoriere diese E-Mail einfach.`,
    drawSubject: (secretSantaName: string) =>
      `🎅 Bei der Wichtelrunde „${secretSantaName}“ wurde ausgelost!`,
    drawTitle: 'Es wurde ausgelost!',
    drawText: (secretSantaName: string) =>
      `Für die Wichtelrunde „${secretSantaName}“ wurde gerade ausgelost. In deinem Wichtelbereich erfährst du, wen du beschenkst.`,
    drawButton: 'Herausfinden, wen ich beschenke',
    redrawSubject: (secretSantaName: string) =>
      `🎅 Neue Auslosung für die Wichtelrunde „${secretSantaName}“`,
    redrawTitle: 'Neue Auslosung!',
    redrawText: (secretSantaName: string) =>
      `Für die Wichtelrunde „${secretSantaName}“ wurde neu ausgelost: Vielleicht beschenkst du jetzt jemand anderen. Dein alter Link funktioniert nicht mehr; mit diesem hier erfährst du, wen du jetzt beschenkst.`,
    drawChangedSubject: (secretSantaName: string) =>
      `🎅 Deine Auslosung hat sich geändert – Wichtelrunde „${secretSantaName}“`,
    drawChangedTitle: 'Deine Auslosung hat sich geändert',
    drawChangedText: (secretSantaName: string) =>
      `Bei den Teilnehmenden der Wichtelrunde „${secretSantaName}“ hat sich nach der Auslosung etwas geändert: Du beschenkst jetzt jemand anderen. Wen, erfährst du in deinem Wichtelbereich.`,
    drawChangedButton: 'Ansehen, wen ich beschenke',
    announcementSubject: (organiserName: string, secretSantaName: string) =>
      `${organiserName} schreibt an alle: ${secretSantaName}`,
    announcementTitle: (organiserName: string) => `Eine Nachricht von ${organiserName}`,
    announcementText: (organiserName: string, secretSantaName: string) =>
      `${organiserName} schreibt an alle, die bei der Wichtelrunde „${secretSantaName}“ mitmachen:`,
    announcementButton: 'Meinen Wichtelbereich öffnen',
    withdrawnSubject: (secretSantaName: string) =>
      `Du bist nicht mehr bei der Wichtelrunde „${secretSantaName}“ dabei`,
    withdrawnTitle: 'Du bist nicht mehr dabei',
    withdrawnText: (organiserName: string, secretSantaName: string) =>
      `${organiserName} organisiert die Wichtelrunde „${secretSantaName}“ und hat deine Teilnahme beendet: Du musst kein Geschenk mehr besorgen, in dieser Runde beschenkt dich auch niemand, und dein persönlicher Link funktioniert nicht mehr.`,
    withdrawnFootnote: (organiserName: string) => `Ein Fehler? Sag ${organiserName} Bescheid.`,
    messageFromSantaSubject: (secretSantaName: string) =>
      `🎅 Eine Nachricht von deinem Wichtel – Wichtelrunde „${secretSantaName}“`,
    messageFromSantaTitle: 'Dein Wichtel hat dir geschrieben',
    messageFromSantaText: (secretSantaName: string) =>
      `Dein Wichtel aus der Wichtelrunde „${secretSantaName}“ hat dir geschrieben:`,
    messageFromRecipientSubject: (writerName: string, secretSantaName: string) =>
      `💌 ${writerName} hat geantwortet – Wichtelrunde „${secretSantaName}“`,
    messageFromRecipientTitle: 'Die Person, die du beschenkst, hat dir geschrieben',
    messageFromRecipientText: (writerName: string, secretSantaName: string) =>
      `${writerName}, die Person, die du in der Wichtelrunde „${secretSantaName}“ beschenkst, hat dir geschrieben:`,
    messageButton: 'In meinem Wichtelbereich antworten',
    /** Under each reminder: its page stops the event's reminders (docs/product.md §6.9). */
    stopReminders: 'Keine Erinnerungen mehr für diese Wichtelrunde',
    linkFootnote: (lastDay: string) =>
      `Dieser Link gehört nur dir: Leite ihn nicht weiter. Er funktioniert bis einschließlich ${lastDay}; danach kannst du auf der Seite einen neuen anfordern.`,
    linkFootnoteUndated:
      'Dieser Link ist persönlich: Leite ihn nicht weiter. Wenn er nicht mehr funktioniert, fordere auf der Seite einen neuen an.',
    completionSubject: (secretSantaName: string) => `🎉 Wichtelrunde „${secretSantaName}“ beendet!`,
    completionTitle: 'Alle Geschenke sind angekommen!',
    completionText: (secretSantaName: string) =>
      `Alle in der Wichtelrunde „${secretSantaName}“ haben ihr Geschenk bekommen. Danke fürs Mitmachen und frohe Feiertage!`,
    personalLinkSubject: (secretSantaName: string) =>
      `Dein neuer Link – Wichtelrunde „${secretSantaName}“`,
    personalLinkTitle: 'Dein persönlicher Link',
    personalLinkText:
      'Hier ist ein neuer Link zu deinem Wichtelbereich. Sobald du ihn öffnest, funktioniert der bisherige nicht mehr.',
    personalLinkButton: 'Meinen Wichtelbereich öffnen',
    linkFallback: 'Falls der Button nicht funktioniert, kopiere diesen Link in deinen Browser:',
    emailChangedSubject: (secretSantaName: string) =>
      `Deine E-Mail-Adresse wurde geändert – Wichtelrunde „${secretSantaName}“`,
    emailChangedTitle: 'Deine E-Mail-Adresse wurde geändert',
    emailChangedText: (organiserName: string, secretSantaName: string, newEmail: string) =>
      `${organiserName} organisiert die Wichtelrunde „${secretSantaName}“ und hat diese Adresse durch ${newEmail} ersetzt. Dein persönlicher Link geht ab jetzt dorthin.`,
    emailChangedFootnote: (organiserName: string) =>
      `Du hast diese Änderung nicht veranlasst? Sag ${organiserName} Bescheid: Wer die neue Adresse liest, kann herausfinden, wen du beschenkst.`,
    organiserNote: 'Die Person, die das Wichteln organisiert, schreibt:',
    exchangeChangedSubject: (secretSantaName: string) =>
      `📅 Die Bescherung hat sich geändert – Wichtelrunde „${secretSantaName}“`,
    exchangeChangedTitle: 'Die Bescherung hat sich geändert',
    exchangeChangedText: (secretSantaName: string) =>
      `Datum oder Ort der Bescherung der Wichtelrunde „${secretSantaName}“ haben sich geändert. Mit der angehängten Datei aktualisierst du den Termin in deinem Kalender.`,
    exchangeDateRemovedText: (secretSantaName: string) =>
      `Für die Bescherung der Wichtelrunde „${secretSantaName}“ steht im Moment kein Datum fest. Sobald ein neues feststeht, bekommst du Bescheid.`,
    openSpaceButton: 'Meinen Wichtelbereich öffnen',
    exchangeIn7DaysSubject: (secretSantaName: string) =>
      `⏳ Nur noch 7 Tage – Wichtelrunde „${secretSantaName}“`,
    exchangeIn7DaysTitle: 'Nur noch 7 Tage!',
    exchangeIn7DaysText: (secretSantaName: string) =>
      `Die Bescherung der Wichtelrunde „${secretSantaName}“ ist in 7 Tagen. Hast du dein Geschenk schon? In deinem Wichtelbereich siehst du noch einmal, wen du beschenkst, die Adresse und die Geschenkideen.`,
    exchangeIn7DaysTextNoAddress: (secretSantaName: string) =>
      `Die Bescherung der Wichtelrunde „${secretSantaName}“ ist in 7 Tagen. Hast du dein Geschenk schon? In deinem Wichtelbereich siehst du noch einmal, wen du beschenkst, und die Geschenkideen.`,
    exchangeTomorrowSubject: (secretSantaName: string) =>
      `🎁 Morgen ist es so weit – Wichtelrunde „${secretSantaName}“`,
    exchangeTomorrowTitle: 'Morgen ist es so weit!',
    exchangeTomorrowText: (secretSantaName: string) =>
      `Die Bescherung der Wichtelrunde „${secretSantaName}“ ist morgen. Vergiss dein Geschenk nicht!`,
    seeMyDrawButton: 'Ansehen, wen ich beschenke',
    giftIdeasReminderSubject: 'Hilf deinem Wichtel: Trag deine Geschenkideen ein',
    giftIdeasReminderTitle: 'Hilf deinem Wichtel',
    giftIdeasReminderText: (secretSantaName: string) =>
      `Deine Geschenkideen für die Wichtelrunde „${secretSantaName}“ sind noch leer. Mit ein paar Ideen kann dir dein Wichtel leichter eine Freude machen.`,
    giftIdeasReminderButton: 'Meine Geschenkideen eintragen',
    giftReceivedReminderSubject: (secretSantaName: string) =>
      `📦 Ist dein Geschenk angekommen? – Wichtelrunde „${secretSantaName}“`,
    giftReceivedReminderTitle: 'Ist dein Geschenk angekommen?',
    giftReceivedReminderText: (secretSantaName: string) =>
      `Sobald du dein Geschenk aus der Wichtelrunde „${secretSantaName}“ bekommen hast, sag in deinem Wichtelbereich mit „Ich habe mein Geschenk bekommen!“ Bescheid: Die Wichtelrunde endet, wenn alle das getan haben.`,
    calendarTitle: (secretSantaName: string) => `Wichtelrunde „${secretSantaName}“`,
    calendarDescription: (url: string) =>
      `Dein Wichtelbereich (wen du beschenkst, Adresse, Geschenkideen): ${url}. Öffne ihn mit dem Link aus deiner E-Mail zur Auslosung oder fordere dort einen neuen Link an.`,
    calendarDescriptionNoAddress: (url: string) =>
      `Dein Wichtelbereich (wen du beschenkst, Geschenkideen): ${url}. Öffne ihn mit dem Link aus deiner E-Mail zur Auslosung oder fordere dort einen neuen Link an.`,
    signature: 'Frohe Feiertage! 🎄 Dein Secret-Santa-Team',
  },
  mailbox: {
    /** The message's text part, under its HTML. */
    text: 'Text',
    title: 'Lokales Postfach',
    intro: 'Es ist kein SMTP-Server eingerichtet: Die E-Mails der App werden hier aufbewahrt.',
    empty: 'Noch keine E-Mails.',
    to: 'An',
    subject: 'Betreff',
    date: 'Datum',
    attachment: 'Anhang',
    back: 'Zurück zum Postfach',
    thisMachineOnly:
      'Das lokale Postfach öffnet sich nur auf dem Rechner, auf dem Secret Santa läuft, unter http://localhost (mit seinem Port). Um echte E-Mails zu verschicken, setze SMTP_URL.',
    notSentWarning: (mailboxUrl: string) =>
      `⚠️ Kein SMTP-Server eingerichtet (SMTP_URL): E-Mails werden NICHT verschickt. Lesen kannst du sie nur auf diesem Rechner, unter ${mailboxUrl}.`,
  },
};
