import type { Wording } from './language.ts';
import { englishCount as count, messages } from './messages.en.ts';
import type { organiserMessages as french } from './organiser-messages.ts';

const joinNames = messages.format.list;
const plural = (value: number, one: string, many: string) => (value === 1 ? one : many);
/** The end of the two 'not found' explanations: the search gave up, it did not prove none. */
const STOPPED_SHORT =
  'the search stopped without being able to prove there is none. Remove a restriction and try again.';

/**
 * The English twin of organiser-messages.ts: the organiser's screens, with the same keys
 * (docs/product.md §9.9).
 */
export const organiserMessages: Wording<typeof french> = {
  secretSantas: {
    listTitle: 'My Secret Santas',
    new: 'New',
    createdOn: (date: string) => `Created on ${date}`,
    delete: 'Delete',
    open: 'Open',
    emptyTitle: 'No Secret Santa yet',
    emptyText: 'You haven’t created a Secret Santa yet.',
    createFirst: 'Create your first Secret Santa',
    createTitle: 'New Secret Santa',
    createSubtitle: 'Give your gift exchange a name',
    nameLabel: 'Secret Santa name',
    namePlaceholder: 'E.g. Family Christmas 2026',
    copyPlayersLabel: 'Take the participants from…',
    copyPlayersNone: 'None (empty list)',
    copyPlayersOption: (name: string, total: number) =>
      `${name} (${count(total)} ${plural(total, 'participant', 'participants')})`,
    copyPlayersHint: 'With their households and restrictions, without invitations or draws.',
    cancel: 'Cancel',
    create: 'Create',
    nameRequired: 'The Secret Santa needs a name.',
    nameTooLong: 'The name can’t be longer than 100 characters.',
    nameTaken: 'You already have a Secret Santa with this name. Please choose another one.',
    mustBeSignedInToCreate: 'Sign in to create a Secret Santa.',
    mustBeSignedInToDelete: 'Sign in to delete a Secret Santa.',
    loadFailed: 'Your Secret Santas couldn’t be loaded.',
    unexpected: 'Something unexpected happened.',
    createFailed: 'Something went wrong while creating the Secret Santa.',
    deleteFailed: 'Something went wrong while deleting it.',
    createdTitle: 'Secret Santa created',
    createdText: (name: string) => `“${name}” has been created.`,
    deletedTitle: 'Secret Santa deleted',
    deletedText: (name: string) => `“${name}” has been deleted.`,
    deleteConfirmTitle: 'Delete this Secret Santa?',
    deleteConfirmText: (name: string) =>
      `“${name}” and all its participants, restrictions and draws will be deleted. This can’t be undone.`,
    notFound: 'Secret Santa not found.',
    listSubtitle: 'Pick a gift exchange to organise, or create a new one.',
    greeting: (name: string) => `Hello ${name}!`,
    completedBadge: 'Complete',
    playerCount: (total: number) =>
      total > 1
        ? `${count(total)} participants`
        : total === 1
          ? '1 participant'
          : 'No participants',
    progressToDraw: 'Draw to run',
    askAddressesLabel: 'Postal address requested',
    addressesAsked: 'Each participant gives their address to receive their gift.',
    addressesNotAsked:
      'No address is asked for: gifts are handed over in person. Addresses already given are kept.',
    shareAddressesLabel: 'Share addresses with every participant',
    addressesPrivate: 'Each participant only sees the address of the person they give to.',
    addressesShared: 'Each participant sees everyone else’s address.',
    settingsSavedTitle: 'Setting saved',
    settingsFailed: 'This setting couldn’t be saved.',
    progressNotNotified: 'Draw done, nobody told yet',
    progressGifts: (received: number, total: number) =>
      `${count(received)} / ${count(total)} ${plural(total, 'gift received', 'gifts received')}`,
    deleteFailedWith: (message: string) => `Couldn’t delete: ${message}`,
    errorTitle: 'Error',
  },
  search: {
    label: 'Search for a participant',
    placeholder: 'Name or email',
    labelFor: (name: string) => `Search for who ${name} can’t give to`,
    shown: (shown: number, total: number) =>
      shown === total
        ? `${count(total)} ${plural(total, 'participant', 'participants')}`
        : `${count(shown)} of ${count(total)} participants`,
    none: (search: string) => `No participant matches “${search.trim()}”.`,
    loading: 'Loading the participants…',
    withoutAddress: (total: number) => `No address (${count(total)})`,
    noneWithoutAddress: 'Every participant has given their address.',
  },
  dialogs: {
    discardTitle: 'Discard what you typed?',
    discardText: 'What you typed in this window will be lost.',
    discardCancel: 'Keep editing',
    discard: 'Discard',
  },
  participantsTab: {
    // The refusals of the organiser's player operations, rendered by the server.
    nameTaken: 'A participant with the same name already exists.',
    emailTaken: 'A participant with this email address is already in this Secret Santa.',
    notFound: 'Participant not found in this Secret Santa',
    ownAddressAfterDraw:
      'After the draw, a participant can’t take your own account’s email address: you would see whom they give to.',
    carerInvalid: 'Choose another participant, one with their own email address.',
    carerLooksAfterOthers: (name: string, others: string) =>
      `${name} already looks after ${others}, so nobody can look after ${name}.`,
    carerAfterDraw:
      'After the draw, who looks after a participant no longer changes (the draw depends on it): reset the draw to do it. Giving them their own email address is still possible.',
    carerStillCaring: (name: string, others: string) =>
      `${name} looks after ${others}: first hand ${others} to someone else, or give them an email address.`,
    noEmailLabel: 'No email: another participant looks after them',
    carerLabel: 'Who looks after them?',
    carerChoose: 'Choose a participant…',
    carerRequired: 'Choose who looks after them.',
    carerHint:
      'Their emails will go to this person, one email per person, each with its own link. They will see whom this participant gives to, to help choose, but never who gives to them, nor who gives to themselves: the draw sees to it.',
    noCarerYet: 'First add the person who looks after them, with their email address.',
    caredBy: (name: string) => `Looked after by ${name}`,
    groupLabel: 'Team',
    groupHint:
      'Department, office, team: with “One draw per team”, everyone gives within their own.',
    groupTooLong: 'The team’s name must not exceed 60 characters.',
    groupAfterDraw:
      'With “One draw per team”, a participant’s team no longer changes after the draw: reset the draw to do it.',
    group: (name: string) => `Team: ${name}`,
    deleteAfterDraw: (name: string) =>
      `${name} is part of the draw: “Remove from the draw”, on their card, gives the person ${name} was giving to another Secret Santa.`,
    title: 'Participants',
    subtitle: 'Manage your participants and send the invitations',
    add: 'Add a participant',
    empty: 'No participants added yet',
    addFirst: 'Add your first participant',
    statusNotInvited: 'Not invited yet',
    statusInvited: 'Invited',
    statusLinkOpened: 'Link opened',
    statusAddedAfterDraw: 'Added after the draw',
    /** A bounce: the recipient's server returns an e-mail the mail server took (docs/product.md §10). */
    statusUndelivered: 'Not delivered',
    linkMailUndelivered: (reason: string) =>
      `Their mail server sent the email back${reason ? `: “${reason}”` : ''}. Correct their address, then send their link again.`,
    linkMailFailed:
      'Their email couldn’t be delivered: correct their address, or resend their link.',
    giftReceived: 'Gift received ✅',
    nameTakenAtSignUp: (typed: string) =>
      `Name already taken at sign-up (“${typed}”): edit it to tell these participants apart.`,
    edit: (name: string) => `Edit ${name}`,
    editShort: 'Edit',
    remove: (name: string) => `Delete ${name}`,
    sendInvitation: 'Send their link',
    resendInvitation: 'Resend their link',
    dialogAddTitle: 'Add a participant',
    dialogAddSubtitle:
      'Fill in the participant’s details. Their address is for their Secret Santa.',
    dialogEditTitle: 'Edit the participant',
    dialogEditSubtitle: 'Update the participant’s details.',
    cancel: 'Cancel',
    submitAdd: 'Add the participant',
    submitEdit: 'Save changes',
    nameLabel: 'Name',
    emailLabel: 'Email',
    addressLabel: 'Address',
    avatarLabel: 'Avatar',
    giftIdeasLabel: 'Gift ideas',
    languageLabel: 'Language of their emails',
    languageHint: 'Invitation, draw, reminders: all their emails are written in this language.',
    deleteConfirmTitle: 'Confirm deletion',
    deleteConfirmText: 'Delete this participant? This can’t be undone.',
    deleteConfirm: 'Delete',
    close: 'Got it',
    addFailed: 'Something went wrong while adding the participant.',
    deleteFailed: 'Something went wrong while deleting the participant.',
    added: (name: string) => `${name} is now part of the Secret Santa.`,
    updated: (name: string) => `${name}’s details are saved.`,
    deleted: (name: string) => `${name} is no longer part of the Secret Santa.`,
    addedTitle: 'Participant added',
    updatedTitle: 'Participant updated',
    deletedTitle: 'Participant deleted',
    updateFailed: 'Something went wrong while updating the participant.',
    loadFailed: 'Something went wrong while loading the participants',
    emailPlaceholder: 'firstname@example.com',
    importList: 'Import a list',
    importTitle: 'Import a list of participants',
    importIntro:
      'Paste rows from a spreadsheet or choose a CSV file: name, email, then address and gift ideas if you have them. A first row of headings is recognised.',
    importTextLabel: 'Rows to import',
    importPlaceholder: 'Anna, anna@example.com\nBoris, boris@example.com',
    importFileLabel: 'Or a CSV file',
    importCheck: 'Check the list',
    importEmpty: 'The list is empty.',
    importTooMany: (max: number) =>
      `A list holds at most ${count(max)} rows: import it in several goes.`,
    importSummary: (ready: number, total: number) =>
      `${count(ready)} of ${count(total)} ${plural(total, 'row', 'rows')} ready to import.`,
    importPreviewCaption: 'The rows of the list, and what stops them from being imported',
    importColumnLine: 'Row',
    importColumnName: 'Name',
    importColumnEmail: 'Email',
    importColumnVerdict: 'Check',
    importLineReady: 'Ready',
    importSubmit: (total: number) =>
      total > 1 ? `Import ${count(total)} participants` : 'Import 1 participant',
    importedTitle: 'List imported',
    imported: (total: number) =>
      total > 1
        ? `${count(total)} participants have been added.`
        : 'One participant has been added.',
    importFailed: 'The list couldn’t be imported.',
    importAfterDraw:
      'Importing happens before the draw: after it, add each newcomer one by one and they’ll join the draw.',
    importEventFull: (max: number) =>
      `A Secret Santa holds at most ${count(max)} imported participants.`,
    importQuoteProblem: (line: number) => `Quotation marks aren’t closed from row ${line} on.`,
    importSpreadsheet:
      'This file is an Excel workbook: save it as CSV, or copy and paste its rows.',
    importUnreadable: 'This file can’t be read.',
    importMoreReady: (total: number) =>
      total > 1 ? `and ${count(total)} more rows ready` : 'and 1 more row ready',
    importIgnoredColumns: (titles: readonly string[]) =>
      titles.length > 1
        ? `Ignored columns: ${joinNames(titles)}.`
        : `Ignored column: ${titles[0] ?? ''}.`,
    importUntitledColumn: (letter: string) => `column ${letter}`,
    importRefusedKept: (total: number) =>
      total > 1
        ? `${count(total)} rows weren’t imported: fix them in a spreadsheet, then import them again.`
        : '1 row wasn’t imported: fix it in a spreadsheet, then import it again.',
    importDownloadRefused: (total: number) => `Download the refused rows (${count(total)})`,
    importRefusedFileName: 'refused-rows.csv',
    importRefusedReason: 'Reason refused',
    importDone: 'Done',
    nameInLine: (line: number) => `This name is already on row ${line}.`,
    emailInLine: (line: number) => `This email is already on row ${line}.`,
    exportList: 'Export the list',
    exportFileName: 'participants.csv',
    exportColumns: ['Name', 'Email', 'Address', 'Gift ideas', 'Status'],
    inviteAll: 'Invite everyone',
    inviteAllConfirmTitle: (total: number) =>
      total > 1
        ? `Invite the ${count(total)} participants not invited yet?`
        : 'Invite the participant not invited yet?',
    inviteAllConfirmText:
      'Each of them gets the link to their personal space by email, where they give their address and gift ideas now; the same link will show them whom they give to once the draw is made. No password. Those already invited get nothing.',
    inviteAllConfirm: 'Send the invitations',
    inviteAllDoneTitle: 'Invitations sent',
    inviteAllDone: (total: number) =>
      total > 1
        ? `${count(total)} invitations are on their way by email.`
        : total === 1
          ? 'One invitation is on its way by email.'
          : 'Everyone is already invited.',
    inviteAllFailed: 'The invitations couldn’t be sent.',
    inviteAllChanged: (total: number) =>
      `The list has changed: ${count(total)} participants aren’t invited yet. Check it, then try again.`,
    inviteAllTooMany:
      'You’ve sent a lot of invitations today: try again tomorrow, or invite participants one by one.',
    invitationsProgressTitle: 'Sending the invitations',
    invitationsProgress: (sent: number, total: number) => `${count(sent)} / ${count(total)} sent`,
    invitationsPending: (total: number) => `${count(total)} waiting`,
    invitationsFailed: (total: number) => `${count(total)} failed`,
    invitationsAllSent: 'All the invitations have gone out.',
    invitationsFailedHint:
      'A failed invitation puts its participant back to “Not invited”: check their address, then send it again.',
  },
  restrictions: {
    manageTitle: 'Manage restrictions',
    viewTitle: 'View restrictions',
    readOnly: 'READ ONLY',
    intro:
      'Choose who can’t give a gift to whom (couples, for example). Select a participant, then tick the people they can’t give to.',
    afterDrawWithCount: (total: number) =>
      `Restrictions set before the draw: ${count(total)} taken into account.`,
    afterDrawNone: 'No restrictions had been set before the draw.',
    afterDrawHouseholdsOnly:
      'Households set before the draw, with no other restriction: they were taken into account.',
    playersHeading: (total: number) => `Participants (${count(total)})`,
    exclusionCount: (total: number) =>
      `${count(total)} ${plural(total, 'restriction', 'restrictions')}`,
    selectPrompt: 'Select a participant to set their restrictions.',
    selectPromptReadOnly: 'Select a participant to see their restrictions.',
    cannotGiveTo: (name: string) => `${name} can’t give a gift to:`,
    close: 'Close',
    summary: 'Summary',
    summaryLine: (name: string, others: string) => `${name} can’t give to ${others}`,
    unknownPlayer: 'Unknown participant',
    save: 'Save restrictions',
    savedTitle: 'Restrictions saved',
    saved: 'The restrictions between participants are saved.',
    lockedTitle: 'Not possible',
    locked: 'Restrictions can’t be changed after the draw.',
    selfExcluded: 'A participant can’t be restricted from themselves.',
    unknownPlayerId: 'A restriction names a participant who isn’t in this Secret Santa.',
    impossibleWarningTitle: 'Watch out: no draw is possible',
    summaryEmpty: 'No restrictions yet: anyone can give to anyone.',
    unsavedChanges: 'Unsaved changes',
    noPlayers: 'Add participants in the Participants tab to set restrictions.',
    noOtherPlayers: 'No other participants yet.',
    errorTitle: 'Error',
    saveFailed: 'Something went wrong while saving the restrictions.',
    householdsHeading: 'Households',
    householdsIntro:
      'Members of the same household never give each other a gift, either way. A participant belongs to one household at most.',
    householdsEmpty: 'No households yet.',
    householdsEmptyReadOnly: 'No households had been set before the draw.',
    newHouseholdLabel: 'New household’s name',
    newHouseholdPlaceholder: 'The Martins',
    createHousehold: 'Create the household',
    householdNameLabel: (name: string) => `Name of the household ${name}`,
    rename: 'Rename',
    renameDone: 'Done',
    deleteHousehold: (name: string) => `Delete the household ${name}`,
    addMember: (name: string) => `Add a member to the household ${name}`,
    addMemberPlaceholder: 'Add a member…',
    addNamedMember: (player: string, household: string) =>
      `${player} – add to the household ${household}`,
    moreCandidates: (total: number) => `And ${count(total)} more: narrow down the search.`,
    noCandidate: 'Nobody else matches.',
    householdsMore: (left: number) => `Show the next households (${count(left)})`,
    removeMember: (player: string, household: string) =>
      `Remove ${player} from the household ${household}`,
    householdMembers: (total: number) => `${count(total)} ${plural(total, 'member', 'members')}`,
    householdNoMembers: 'No members yet: add at least two.',
    householdTooBig:
      'More than half of the participants: its members won’t have enough people to give to.',
    householdOf: (name: string) => `Household “${name}”`,
    summaryMore: (left: number) => `Show more (${count(left)} ${plural(left, 'line', 'lines')})`,
    summaryHousehold: (name: string, members: string) =>
      `Household “${name}”: ${members} give nothing to each other`,
    householdNameRequired: 'The household needs a name.',
    householdNameTooLong: 'The household’s name can’t be longer than 60 characters.',
    householdNameTaken: (name: string) => `Another household is already called “${name}”.`,
    householdTooSmall: (name: string) => `The household “${name}” needs at least two participants.`,
    householdUnknownPlayer: 'A household has a participant who isn’t in this Secret Santa.',
    householdsShareMember: (first: string, second: string) =>
      `The households “${first}” and “${second}” share a member: a participant belongs to one household only.`,
    householdsTooLarge: (name: string, total: number) =>
      `The households bring together too many people for the draw to be worked out: make the household “${name}” smaller (${count(total)} participants).`,
  },
  announcements: {
    open: 'Write to everyone',
    title: 'Write to everyone',
    description:
      'One email to each participant (just once to whoever looks after others), also shown at the top of each space until the exchange.',
    label: 'Your message',
    placeholder: 'We meet at Grandma’s at 3 PM, remember the batteries!',
    length: (count: number, most: number) => `${count} / ${most}`,
    send: 'Send to everyone',
    cancel: 'Cancel',
    sentTitle: 'Message sent',
    sent: (count: number) =>
      count > 1
        ? `${count} emails are on their way.`
        : count === 1
          ? '1 email is on its way.'
          : 'Nobody to send it to.',
    failed: 'The message could not be sent.',
    textRequired: 'Write a message before sending it.',
    textTooLong: 'A message to everyone must not exceed 2000 characters.',
    hasPersonalLink:
      'A message to everyone cannot hold a participant’s personal link: each one receives their own.',
    tooManyMails: 'You have written to a great many people today: try again tomorrow.',
    afterCompletion: 'The exchange is over: the message was not sent.',
    tooMany: (most: number) =>
      `You have already written to everyone ${most} times in the last 24 hours: try again later.`,
  },
  drawChange: {
    withdraw: 'Remove from the draw',
    withdrawLabel: (name: string) => `Remove from the draw – ${name}`,
    withdrawTitle: (name: string) => `Remove ${name} from the draw?`,
    withdrawText: (name: string) =>
      `${name} will no longer be part of this Secret Santa and their personal link will stop working. The draw will be adjusted by changing as few participants’ recipients as possible; gifts already marked as received stay that way. If participants have already been told, only those whose recipient changes will get an email, and ${name} a message saying they’ve been removed. You won’t know who changed.`,
    withdrawConfirm: 'Remove',
    withdrawnTitle: 'Participant removed',
    withdrawn: (name: string, changedGivers: number) =>
      `${name} is no longer part of the draw. ${changedGiversText(changedGivers)}`,
    joined: (name: string, changedGivers: number) =>
      `${name} has joined the draw. ${changedGiversText(changedGivers)}`,
    withdrawFailed: 'This participant couldn’t be removed from the draw.',
    redrawTitle: 'Redo the whole draw?',
    redrawText: (name: string) =>
      `Remove ${name} and redo the draw for everyone: anyone may get a new recipient, gifts marked as received are cleared, and if participants had been told, each of them gets a new “New draw” email.`,
    redraw: 'Remove and redo the whole draw',
    redrawnTitle: 'Draw redone',
    redrawn: (name: string) =>
      `${name} is no longer part of the Secret Santa, and the draw has been redone for everyone.`,
    notDrawn: 'This year’s draw hasn’t taken place yet: simply delete the participant.',
    afterCompletion:
      'The exchange is over: everyone has received their gift. Nobody can join or leave this year’s draw any more.',
    repairTooFewPlayers: 'Fewer than 2 participants would be left: no draw is possible.',
    noSmallChange: (most: number) =>
      `No adjustment that changes the recipient of ${most} participants at most keeps every rule: the whole draw must be redone.`,
    smallChangeNotFound: (most: number) =>
      `No adjustment that changes the recipient of ${most} participants at most was found: the search stopped without being able to prove there is none. The whole draw must be redone.`,
    changeMailsTitle: '“Your draw has changed” emails',
    changeMailsProgress: (sent: number, total: number, failed: number) =>
      `${count(sent)} / ${count(total)} sent${failed > 0 ? `, ${count(failed)} failed` : ''}. Only how many is shown: knowing who got them would reveal who was giving to the person who left.`,
  },
  registrationLink: {
    button: 'Sign-up link',
    dialogTitle: 'Sign-up link',
    dialogSubtitle:
      'Share this link or its QR code. People sign themselves up, and only show in the list once they’ve confirmed their email address.',
    closedIntro:
      'Sign-ups are closed. Open them to get a link to share in a group chat or on a poster.',
    closedByDraw: 'Sign-ups closed with the draw. Add latecomers yourself: they’ll join the draw.',
    openAction: 'Open sign-ups',
    reopenAction: 'Reopen sign-ups',
    closeAction: 'Close sign-ups',
    renewAction: 'New link',
    renewConfirmTitle: 'Create a new link?',
    renewConfirmText:
      'The old link and its QR code will stop working, and sign-ups waiting for their confirmation will be cancelled.',
    renewConfirm: 'Create a new link',
    linkLabel: 'Link to share',
    copy: 'Copy the link',
    copied: 'Link copied',
    qrLabel: 'QR code of the sign-up link',
    downloadQr: 'Download the QR code',
    waiting: (total: number) =>
      total === 0
        ? 'No sign-up is waiting for its confirmation.'
        : total === 1
          ? 'One sign-up is waiting for its email confirmation.'
          : `${count(total)} sign-ups are waiting for their email confirmation.`,
    statusOpen: 'Sign-ups open',
    statusClosed: 'Sign-ups closed',
    opened: 'The sign-up link works.',
    closed: 'The sign-up link no longer works.',
    renewed: 'The old link no longer works.',
    failed: 'The sign-up link couldn’t be changed.',
    drawnRefusal: 'The draw has taken place: sign-ups stay closed. Add latecomers yourself.',
  },
  exchange: {
    title: 'Date, budget and place',
    intro: 'They show in the emails and at the top of each participant’s space. All optional.',
    edit: 'Edit the date, budget and place',
    add: 'Add the date, budget and place',
    dateLabel: 'Date of the exchange',
    timeLabel: 'Time',
    timeZoneLabel: 'Time zone',
    timeZoneHint: 'Type a city or a zone: “New York”, “Paris”.',
    budgetLabel: 'Budget',
    budgetHint: 'For example “30” or “20 to 30”, in the currency chosen.',
    currencyLabel: 'Currency',
    placeLabel: 'Place',
    placeHint: 'For example “At Grandma’s”.',
    noteLabel: 'A word from the organiser',
    noteHint: 'A short message for everyone.',
    remindersTitle: 'Email reminders',
    remindBeforeExchange: '7 days before and the day before the exchange',
    remindGiftIdeas: 'To participants without gift ideas, 3 days after the draw',
    remindGiftReceived: 'The day after the exchange, to those who haven’t received their gift yet',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Date, budget and place saved.',
    savedAndSent: (total: number) =>
      total > 1
        ? `Saved. ${count(total)} participants are getting the updated date for their calendar.`
        : 'Saved. The participant is getting the updated date for their calendar.',
    saveFailed: 'The date, budget and place couldn’t be saved.',
    dateInvalid: 'Choose a valid date.',
    dateInPast: 'This date has already passed.',
    dateAfterEdition: (year: number) =>
      `This edition’s exchange takes place on December 31, ${year} at the latest.`,
    timeInvalid: 'Choose a valid time, for example 3 PM.',
    timeWithoutDate: 'Choose the date of the exchange first.',
    timeZoneInvalid: 'This time zone doesn’t exist.',
    budgetInvalid:
      'Write the budget in the currency chosen, for example “30”, “25.50” or “20 to 30”.',
    currencyInvalid: 'This currency doesn’t exist.',
    placeTooLong: 'The place can’t be longer than 200 characters.',
    noteTooLong: 'The organiser’s word can’t be longer than 500 characters.',
    remindersInvalid: 'The reminders are invalid.',
  },
  draw: {
    launch: 'Run the draw',
    successTitle: 'Draw done!',
    successText: 'The draw has been run.',
    reset: 'Reset the draw',
    notify: 'Notify the participants',
    resetConfirmTitle: 'Reset the draw?',
    resetConfirmText:
      'This will delete every match for this year. Nobody has been told yet. The personal links already sent will stop working: each participant gets a new one with the next draw’s email. This can’t be undone.',
    resetConfirmTextNotified:
      'Every participant has already received the draw email. Resetting clears this year’s matches and the gifts marked as received. After a new draw, “Notify the participants” will send each of them a “New draw” email with a new link; the old links will stop working. This can’t be undone.',
    resetAfterCompletion:
      'The exchange is over: everyone has received their gift. This year’s draw can no longer be reset.',
    notNotifiedYet:
      'Nobody has been told yet. “Notify the participants” sends each of them the “The draw has taken place” email with their personal link, the same as in their invitation: there they find out whom they give to.',
    resetConfirm: 'Reset',
    cancel: 'Cancel',
    resetDoneTitle: 'Draw reset',
    resetFailed: 'Something went wrong while resetting the draw.',
    tooFewPlayers: 'You need at least 2 participants to run the draw.',
    infeasible: 'No valid draw can be found with the current restrictions.',
    blockingGroup: (giverNames: readonly string[], receiverNames: readonly string[]) =>
      `${joinNames(giverNames)} can ${
        receiverNames.length === 0 ? 'give to nobody' : `only give to ${joinNames(receiverNames)}`
      }.`,
    alreadyDrawn: 'This year’s draw has already been run. Reset it to start again.',
    relaxedYears: (years: string) =>
      `To find a draw, matches from ${years} may have been repeated.`,
    noAssignmentsTitle: 'No matches',
    noAssignments: 'There are no matches to send for this year.',
    notifyFailed: 'Something went wrong while sending the notifications.',
    notifiedTitle: 'Notifications sent',
    notified: 'Every participant has been told about the draw.',
    progress: (sent: number, total: number) => `${count(sent)} / ${count(total)} sent`,
    mailSent: 'Sent',
    mailPending: 'Waiting',
    mailFailed: 'Failed',
    mailUndelivered: 'Not delivered',
    filterLabel: 'Filter by status',
    teamFilterLabel: 'Team',
    teamAll: (total: number) => `All teams (${count(total)})`,
    teamOption: (team: string, total: number) => `${team} (${count(total)})`,
    filterAll: (total: number) => `All (${count(total)})`,
    filterSent: (total: number) => `Sent (${count(total)})`,
    filterPending: (total: number) => `Waiting (${count(total)})`,
    filterFailed: (total: number) => `Failed (${count(total)})`,
    nextAttempt: (time: string) => `Next try at ${time}`,
    resendAllFailed: 'Resend the failed emails',
    resentAllTitle: 'Emails resent',
    resentAll: (total: number) =>
      total > 1
        ? `${count(total)} participants will get their draw email again.`
        : total === 1
          ? 'One participant will get their draw email again.'
          : 'No email had failed.',
    resend: 'Resend their link',
    linkOpened: (date: string) => `Link opened on ${date}`,
    linkNotOpened: 'Not opened yet',
    openedCount: (opened: number, total: number) =>
      `${count(opened)} / ${count(total)} ${plural(total, 'has opened their link', 'have opened their link')}`,
    remindUnopened: 'Send a reminder',
    remindUnopenedLabel: 'Send the draw email again to those who haven’t opened their link yet',
    remindedTitle: 'Reminder sent',
    reminded: (total: number) =>
      total > 1
        ? `${count(total)} participants will get the draw email again.`
        : total === 1
          ? 'One participant will get the draw email again.'
          : 'Nobody to remind: the emails that haven’t been opened are still going out.',
    remindFailed: 'The participants couldn’t be reminded.',
    secretNote: 'The draw stays secret: nobody, not even the organiser, sees who gives to whom.',
    title: 'The draw',
    subtitle: 'Run the draw, then tell each participant by email.',
    playersReady: (total: number) =>
      total > 1
        ? `${count(total)} participants will take part in the draw.`
        : `${count(total)} participant will take part in the draw.`,
    readyTitle: 'All set for the draw?',
    missingAddresses: (names: string) =>
      `Address not known yet for ${names}: each of them can enter it in their space after the draw, or you can add it in the Participants tab.`,
    missingAddressCount: (total: number) =>
      total > 1
        ? `${count(total)} participants don’t have an address yet: each of them can enter it in their space after the draw, or you can add it in the Participants tab.`
        : `1 participant doesn’t have an address yet: they can enter it in their space after the draw, or you can add it in the Participants tab.`,
    showMissingAddresses: 'See the participants without an address',
    launching: 'Drawing…',
    unsavedRestrictionsTitle: 'Some restrictions aren’t saved',
    unsavedRestrictionsText:
      'You changed the restrictions or households without saving them: the draw wouldn’t apply them. Save them before running the draw.',
    unsavedRestrictionsBlocked:
      'You changed the restrictions or households without saving them, and a household isn’t ready to be saved. Finish it in the Restrictions tab before running the draw.',
    saveAndLaunch: 'Save and run the draw',
    reviewRestrictions: 'See the restrictions',
    failedTitle: 'The draw couldn’t be run',
    drawnOn: (date: string) => `Run on ${date}`,
    progressTitle: 'Sending the emails',
    resendTo: (name: string) => `Resend their link to ${name}`,
    resendFailed: 'The draw email couldn’t be resent.',
    errorTitle: 'Error',
    loadFailed: 'The state of the draw couldn’t be loaded.',
    rulesTitle: 'Draw rules',
    rulesIntro: 'Choose how the draw is made. They can’t change after the draw.',
    rulesReadOnly: 'This year’s draw followed these rules.',
    avoidMutualLabel: 'Avoid swaps',
    avoidMutualHint: 'Nobody gives to the person giving to them.',
    singleCircleLabel: 'One big circle',
    singleCircleHint:
      'A gives to B, B to C, and so on to the last one, who gives to A: on the day, gifts can be handed over one after another.',
    carerNotGivingToCaredLabel: 'Nobody gives to someone they look after',
    carerNotGivingToCaredHint:
      'A parent is not the Secret Santa of the child they look after (they help choose the child’s gifts). A child never gives to whoever looks after them.',
    ruleCarerGivesToCared: 'a parent may give to the child they look after',
    withinGroupsLabel: 'One draw per team',
    withinGroupsHint:
      'Everyone gives to someone in their own team (department, office); those without a team among themselves.',
    ruleWithinGroups: 'one draw per team',
    singleCircleImpliesMutual: 'Included in “One big circle”.',
    historyYearsLabel: 'Avoid the draws of the last … years',
    historyYearsHint:
      'Nobody lands on someone they gave to during those years, if it can be helped.',
    historyYearsOption: (years: number | null) =>
      years === null
        ? 'all previous years'
        : years === 0
          ? 'none: ignore previous draws'
          : years === 1
            ? 'the last year'
            : `the last ${years} years`,
    rulesSummary: (rules: string) => `Rules followed: ${rules}.`,
    ruleSingleCircle: 'one big circle',
    ruleAvoidMutual: 'no swaps',
    historyRule: (years: number | null) =>
      years === null
        ? 'avoid the draws of all previous years'
        : years === 0
          ? 'regardless of previous draws'
          : years === 1
            ? 'avoid last year’s draw'
            : `avoid the draws of the last ${years} years`,
    rulesSavedTitle: 'Draw rules saved',
    rulesSaveFailed: 'The draw rules couldn’t be saved.',
    rulesLocked: 'The draw rules can’t change after the draw.',
    rulesInvalid:
      'Invalid draw rules: two yes-or-no choices and a whole number of years from 0 to 50, or none.',
  },
  organisers: {
    title: 'Organisers',
    hintOwner:
      'The people you invite see and do everything you do here, without ever knowing who gives to whom. Only you can remove them or delete the event.',
    hintCoOrganiser:
      'You organise this event with the people below. Only the person who created it can invite or remove organisers, or delete the event.',
    owner: 'Created the event',
    you: (name: string) => `${name} (you)`,
    waiting: (date: string) => `Invitation sent on ${date}, not accepted yet`,
    joined: (date: string) => `Co-organising since ${date}`,
    emailLabel: 'E-mail of the person to invite',
    invite: 'Invite',
    invited: (email: string) => `Invitation sent to ${email}.`,
    remove: 'Remove',
    removeTitle: (who: string) => `Remove ${who} from the organisers?`,
    removeText:
      'This person will no longer have access to the event, and their invitation, if still waiting, will no longer work.',
    removed: (who: string) => `${who} is no longer an organiser.`,
    cancel: 'Cancel',
    loadFailed: 'Could not load the organisers.',
    onlyOwnerDeletes: 'Only the person who created this event can delete it.',
    onlyOwnerManages: 'Only the person who created this event can invite or remove organisers.',
    isOwner: 'This is the address of the person who created the event.',
    already: (email: string) => `${email} already organises this event.`,
    tooMany: (most: number) => `An event has at most ${most} co-organisers.`,
    notFound: 'This person is already no longer an organiser.',
    coOrganisedBadge: 'Co-organised',
  },
  journal: {
    title: 'History',
    hint: 'Who did what, and when. The history never tells who gives to whom.',
    empty: 'Nothing has happened yet.',
    more: 'Show older',
    loadFailed: 'Could not load the history.',
    fields: {
      name: 'name',
      email: 'e-mail',
      address: 'address',
      giftIdeas: 'gift ideas',
      caredBy: 'who looks after them',
      group: 'team',
    },
    actions: {
      secretSantaCreated: (who: string) => `${who} created the event.`,
      playerAdded: (who: string, { name }: { name: string }) => `${who} added ${name}.`,
      playerRegistered: (who: string) => `${who} joined the event through the sign-up link.`,
      playersImported: (who: string, { count: n }: { count: number }) =>
        `${who} imported ${count(n)} ${plural(n, 'participant', 'participants')}.`,
      playerEdited: (who: string, { name, fields }: { name: string; fields: string }) =>
        `${who} changed ${name}: ${fields}.`,
      playerRemoved: (who: string, { name }: { name: string }) => `${who} deleted ${name}.`,
      playerWithdrawn: (who: string, { name }: { name: string }) =>
        `${who} took ${name} out of the draw.`,
      ownAddressChanged: (who: string) => `${who} changed their postal address.`,
      personalLinkSent: (who: string, { name }: { name: string }) =>
        `${who} sent ${name} their link.`,
      everyoneInvited: (who: string, { count: n }: { count: number }) =>
        `${who} invited ${count(n)} ${plural(n, 'participant', 'participants')}.`,
      restrictionsChanged: (who: string) => `${who} changed the restrictions.`,
      drawRulesChanged: (who: string) => `${who} changed the draw’s rules.`,
      drawn: (who: string, { count: n }: { count: number }) =>
        `${who} ran the draw (${count(n)} participants).`,
      drawReset: (who: string) => `${who} reset the draw.`,
      notified: (who: string, { count: n }: { count: number }) =>
        `${who} sent the draw to ${count(n)} ${plural(n, 'participant', 'participants')}.`,
      failedResent: (who: string, { count: n }: { count: number }) =>
        `${who} resent ${count(n)} failed ${plural(n, 'e-mail', 'e-mails')}.`,
      unopenedReminded: (who: string, { count: n }: { count: number }) =>
        `${who} reminded ${count(n)} ${plural(n, 'participant', 'participants')} who had not opened their link.`,
      exchangeChanged: (who: string) => `${who} changed the date, budget or place.`,
      addressSettingsChanged: (who: string) => `${who} changed the address settings.`,
      announcementSent: (who: string) => `${who} wrote to everyone.`,
      registrationOpened: (who: string) => `${who} opened sign-ups.`,
      registrationClosed: (who: string) => `${who} closed sign-ups.`,
      registrationLinkRenewed: (who: string) => `${who} made a new sign-up link.`,
      coOrganiserInvited: (who: string, { email }: { email: string }) =>
        `${who} invited ${email} to co-organise.`,
      coOrganiserJoined: (who: string) => `${who} joined the organisers.`,
      coOrganiserRemoved: (who: string, { email }: { email: string }) =>
        `${who} removed ${email} from the organisers.`,
    },
  },
  drawProblems: {
    /** “One draw per team”: a team of one has nobody to give to. */
    groupOfOne: (group: string, member: string): string =>
      group === ''
        ? `${member} is the only one without a team: with “One draw per team”, there is nobody to give to.`
        : `${member} is alone in the team “${group}”: with “One draw per team”, there is nobody to give to.`,
    householdIsEveryone: (household: string, members: string): string =>
      `The household “${household}” (${members}) is everyone taking part: its members can give to nobody.`,
    householdOverHalf: (household: string, members: string, receivers: string): string =>
      receivers === ''
        ? `The household “${household}” (${members}) is more than half of the participants: its members can give to nobody.`
        : `The household “${household}” (${members}) is more than half of the participants: its members can only give to ${receivers}.`,
    householdBlocked: (household: string, members: string, receivers: string): string =>
      receivers === ''
        ? `The members of the household “${household}” (${members}) can give to nobody.`
        : `The members of the household “${household}” (${members}) can only give to ${receivers}.`,
    noMutualForcedPair: (first: string, second: string): string =>
      `Without swaps, no draw is possible: in every draw the restrictions allow, ${first} and ${second} give their gifts to each other.`,
    noMutualImpossible:
      'Without swaps, no draw is possible: with the current restrictions, every draw has at least two participants giving their gifts to each other.',
    noMutualNotFound: `No draw without swaps was found: ${STOPPED_SHORT}`,
    singleCircleClosedGroup: (members: string): string =>
      `With “One big circle”, no draw is possible: ${members} can only give among themselves, so the circle could never leave them.`,
    singleCircleUnreachableGroup: (members: string): string =>
      `With “One big circle”, no draw is possible: nobody else can give to ${members}, so the circle could never reach them.`,
    singleCircleImpossible:
      'With “One big circle”, no draw is possible: no circle goes through everyone while keeping the current restrictions.',
    singleCircleNotFound: `No draw in “One big circle” was found: ${STOPPED_SHORT}`,
  },
};

/** How many players got a new recipient: the only thing the organiser learns (§6.8). */
function changedGiversText(total: number): string {
  return total > 1
    ? `${count(total)} participants got a new recipient.`
    : total === 1
      ? '1 participant got a new recipient.'
      : 'No other participant’s recipient changed.';
}
