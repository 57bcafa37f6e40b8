import type { DrawProblem } from './draw/draw-problem.ts';

/**
 * Every refusal the product can answer, by code, with what its text is made from. A refusal says
 * what happened, never how to word it or which HTTP status it is: that is decided in one place
 * as the answer leaves (src/server/http/refusal-answer.ts), in its reader's language.
 */
export interface RefusalParams {
  // Any request
  notFound: Empty;
  invalidInput: Empty;
  invalidValue: { field: string };
  malformedJson: Empty;
  unexpected: Empty;
  forbiddenOrigin: Empty;
  nulCharacter: Empty;
  payloadTooLarge: { bytes: number };
  busy: { retryAfterSeconds: number };
  unavailable: Empty;
  tooManyAttempts: Empty;
  /** A rule of a contract: its text's place in the screens' catalogues ('messages.players.nameRequired'). */
  brokenRule: { text: string };
  // Accounts
  notSignedIn: Empty;
  notSignedInToCreate: Empty;
  notSignedInToDelete: Empty;
  accountExists: Empty;
  alreadyActivated: Empty;
  signUpLinkInvalid: Empty;
  resetLinkInvalid: Empty;
  invalidCredentials: Empty;
  passwordTooShort: Empty;
  // The organiser's events and players
  secretSantaNotFound: Empty;
  secretSantaNameTaken: Empty;
  playerNotFound: Empty;
  playerNameTaken: Empty;
  playerEmailTaken: Empty;
  ownAddressAfterDraw: Empty;
  deleteAfterDraw: { name: string };
  /** The player chosen to look after another cannot (docs/product.md §4.10). */
  carerInvalid: Empty;
  carerLooksAfterOthers: { name: string; others: readonly string[] };
  carerAfterDraw: Empty;
  /** « Un tirage par équipe », drawn: a player's team stays (docs/product.md §6.1). */
  groupAfterDraw: Empty;
  /** « Écrire à tous » more than allowed over a day (docs/product.md §4.11). */
  announcementsTooMany: { most: number };
  announcementsTooManyMails: Empty;
  announcementAfterCompletion: Empty;
  carerStillCaring: { name: string; others: readonly string[] };
  importAfterDraw: Empty;
  /** Co-organisers (docs/product.md §3.7): what only the event's owner does. */
  onlyOwnerDeletes: Empty;
  onlyOwnerManagesOrganisers: Empty;
  coOrganiserIsOwner: Empty;
  coOrganiserAlready: { email: string };
  coOrganisersTooMany: { most: number };
  coOrganiserNotFound: Empty;
  /** The invitation's link: unknown, withdrawn, expired, or for another account. */
  coOrganiserInvitationInvalid: Empty;
  coOrganiserInvitationUsed: Empty;
  coOrganiserOtherAccount: { email: string };
  importTooLarge: { most: number };
  /** An imported line whose name or e-mail an earlier line of the file has. */
  nameInLine: { line: number };
  emailInLine: { line: number };
  inviteAllChanged: { count: number };
  inviteAllTooMany: Empty;
  // Restrictions and households
  restrictionsLocked: Empty;
  unknownPlayerId: Empty;
  selfExcluded: Empty;
  householdUnknownPlayer: Empty;
  householdNameTaken: { household: string };
  householdTooSmall: { household: string };
  householdsShareMember: { first: string; second: string };
  householdsTooLarge: { household: string; members: number };
  // The draw
  rulesLocked: Empty;
  alreadyDrawn: Empty;
  noDraw: { problem: DrawProblem };
  notDrawnToNotify: Empty;
  resetAfterCompletion: Empty;
  notDrawnToWithdraw: Empty;
  changeAfterCompletion: Empty;
  // The exchange
  dateInPast: Empty;
  dateAfterEdition: { year: number };
  // The sign-up link
  registrationClosed: Empty;
  registrationClosedAtConfirmation: Empty;
  registrationLinkAfterDraw: Empty;
  registrationTooManyWaiting: Empty;
  registrationConfirmationInvalid: Empty;
  registrationEventFull: Empty;
  registrationAlreadyPlayer: Empty;
  // Invitation links an earlier version sent, and the participants' sign-in page
  santaAuthEventNotFound: { secretSantaId: string };
  santaAuthNotAPlayer: { email: string };
  // The participant's space
  participantAccessDenied: Empty;
  linkExpired: Empty;
  linkReplaced: Empty;
  /** A reminder's unsubscribe link that is not one (docs/product.md §6.9). */
  stopLinkInvalid: Empty;
  noLongerPlaying: Empty;
  emailChangedSinceDraw: Empty;
  notDrawnYet: Empty;
  undoAfterCompletion: Empty;
  addressNotAsked: Empty;
  notInConversation: Empty;
}

type Empty = Record<string, never>;

/** A refusal told without values: its code says it all. */
export type PlainRefusalCode = {
  [Code in RefusalCode]: RefusalParams[Code] extends Empty ? Code : never;
}[RefusalCode];

export type RefusalCode = keyof RefusalParams;

/** A refusal's code with its parameters, as data (an imported line's verdict keeps one). */
export type RefusalOf<Code extends RefusalCode = RefusalCode> = {
  [C in Code]: { code: C; params: RefusalParams[C] };
}[Code];

type Arguments<Code extends RefusalCode> = RefusalParams[Code] extends Empty
  ? [params?: Empty, field?: string]
  : [params: RefusalParams[Code], field?: string];

/**
 * What a rule refused: thrown by domain code, answered by the edge with its status and its text
 * in the reader's language. `field` names the input it concerns, as the API answers it.
 */
export class Refusal<Code extends RefusalCode = RefusalCode> extends Error {
  readonly params: RefusalParams[Code];
  readonly field: string | undefined;

  constructor(
    readonly code: Code,
    ...[params, field]: Arguments<Code>
  ) {
    super(code);
    this.params = (params ?? {}) as RefusalParams[Code];
    this.field = field;
  }
}
