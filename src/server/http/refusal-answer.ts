import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CATALOGUES, type Catalogues, textAt } from '../../shared/catalogues.ts';
import { errorCodes, type ErrorCode } from '../../shared/contracts/api-error.ts';
import { describeDrawProblem, type DrawProblem } from '../../shared/draw/draw-problem.ts';
import type { Language } from '../../shared/language.ts';
import type { Refusal, RefusalCode, RefusalParams } from '../../shared/refusal.ts';
import { drawWordingOf } from '../catalogues.ts';
import { requestLanguage } from './request-language.ts';

type Answer<Code extends RefusalCode> = {
  status: ContentfulStatusCode;
  /** The code the API answers, which the web app branches on. */
  code: ErrorCode | ((params: RefusalParams[Code]) => ErrorCode);
  text: (catalogues: Catalogues, params: RefusalParams[Code]) => string;
  /** Sent as `Retry-After`: when asking again may work. */
  retryAfterSeconds?: (params: RefusalParams[Code]) => number;
};

const {
  invalidInput,
  notFound,
  unauthorized,
  forbidden,
  invalidToken,
  invalidCredentials,
  drawLocked,
  noAssignments,
  rateLimited,
} = errorCodes;

/**
 * Each refusal's status, API code and text: the one place a refusal becomes words, in the
 * language of whoever reads it (docs/product.md §9.9). Adding a code to `RefusalParams` without
 * a line here fails the type check.
 */
export const REFUSAL_ANSWERS: { [Code in RefusalCode]: Answer<Code> } = {
  notFound: { status: 404, code: notFound, text: (c) => c.messages.api.notFound },
  invalidInput: { status: 400, code: invalidInput, text: (c) => c.messages.api.invalidInput },
  invalidValue: {
    status: 400,
    code: invalidInput,
    text: (c, { field }) => c.serverMessages.api.invalidValue(field),
  },
  malformedJson: {
    status: 400,
    code: invalidInput,
    text: (c) => c.serverMessages.api.malformedJson,
  },
  unexpected: { status: 500, code: errorCodes.internal, text: (c) => c.messages.api.unexpected },
  forbiddenOrigin: {
    status: 403,
    code: forbidden,
    text: (c) => c.serverMessages.api.forbiddenOrigin,
  },
  nulCharacter: { status: 400, code: invalidInput, text: (c) => c.serverMessages.api.nulCharacter },
  payloadTooLarge: {
    status: 413,
    code: errorCodes.payloadTooLarge,
    text: (c, { bytes }) =>
      c.serverMessages.api.payloadTooLarge(
        bytes >= 1024 ** 2
          ? c.serverMessages.api.megabytes(bytes / 1024 ** 2)
          : c.serverMessages.api.kilobytes(bytes / 1024),
      ),
  },
  busy: {
    status: 503,
    code: errorCodes.busy,
    text: (c) => c.serverMessages.api.busy,
    retryAfterSeconds: ({ retryAfterSeconds }) => retryAfterSeconds,
  },
  unavailable: {
    status: 503,
    code: errorCodes.unavailable,
    text: (c) => c.serverMessages.api.unavailable,
    retryAfterSeconds: () => 5,
  },
  tooManyAttempts: {
    status: 429,
    code: rateLimited,
    text: (c) => c.accountMessages.auth.tooManyAttempts,
  },
  brokenRule: { status: 400, code: invalidInput, text: (c, { text }) => catalogueText(c, text) },

  notSignedIn: { status: 401, code: unauthorized, text: (c) => c.accountMessages.auth.notSignedIn },
  notSignedInToCreate: {
    status: 401,
    code: unauthorized,
    text: (c) => c.organiserMessages.secretSantas.mustBeSignedInToCreate,
  },
  notSignedInToDelete: {
    status: 401,
    code: unauthorized,
    text: (c) => c.organiserMessages.secretSantas.mustBeSignedInToDelete,
  },
  accountExists: {
    status: 409,
    code: errorCodes.accountExists,
    text: (c) => c.accountMessages.auth.accountExists,
  },
  alreadyActivated: {
    status: 409,
    code: errorCodes.alreadyActivated,
    text: (c) => c.accountMessages.auth.accountExists,
  },
  signUpLinkInvalid: {
    status: 400,
    code: invalidToken,
    text: (c) => c.accountMessages.authError.invalidLink,
  },
  resetLinkInvalid: {
    status: 400,
    code: invalidToken,
    text: (c) => c.accountMessages.resetPassword.invalidLink,
  },
  invalidCredentials: {
    status: 401,
    code: invalidCredentials,
    text: (c) => c.accountMessages.auth.invalidCredentials,
  },
  passwordTooShort: {
    status: 400,
    code: invalidInput,
    text: (c) => c.accountMessages.auth.passwordTooShort,
  },

  secretSantaNotFound: {
    status: 404,
    code: notFound,
    text: (c) => c.organiserMessages.secretSantas.notFound,
  },
  secretSantaNameTaken: {
    status: 409,
    code: errorCodes.nameTaken,
    text: (c) => c.organiserMessages.secretSantas.nameTaken,
  },
  playerNotFound: {
    status: 404,
    code: notFound,
    text: (c) => c.organiserMessages.participantsTab.notFound,
  },
  playerNameTaken: {
    status: 409,
    code: errorCodes.nameTaken,
    text: (c) => c.organiserMessages.participantsTab.nameTaken,
  },
  playerEmailTaken: {
    status: 409,
    code: errorCodes.emailTaken,
    text: (c) => c.organiserMessages.participantsTab.emailTaken,
  },
  ownAddressAfterDraw: {
    status: 400,
    code: invalidInput,
    text: (c) => c.organiserMessages.participantsTab.ownAddressAfterDraw,
  },
  deleteAfterDraw: {
    status: 409,
    code: drawLocked,
    text: (c, { name }) => c.organiserMessages.participantsTab.deleteAfterDraw(name),
  },
  carerInvalid: {
    status: 400,
    code: invalidInput,
    text: (c) => c.organiserMessages.participantsTab.carerInvalid,
  },
  carerLooksAfterOthers: {
    status: 409,
    code: invalidInput,
    text: (c, { name, others }) =>
      c.organiserMessages.participantsTab.carerLooksAfterOthers(
        name,
        c.messages.format.list(others),
      ),
  },
  announcementsTooMany: {
    status: 429,
    code: rateLimited,
    text: (c, { most }) => c.organiserMessages.announcements.tooMany(most),
  },
  announcementsTooManyMails: {
    status: 429,
    code: rateLimited,
    text: (c) => c.organiserMessages.announcements.tooManyMails,
  },
  announcementAfterCompletion: {
    status: 409,
    code: drawLocked,
    text: (c) => c.organiserMessages.announcements.afterCompletion,
  },
  groupAfterDraw: {
    status: 409,
    code: drawLocked,
    text: (c) => c.organiserMessages.participantsTab.groupAfterDraw,
  },
  carerAfterDraw: {
    status: 409,
    code: drawLocked,
    text: (c) => c.organiserMessages.participantsTab.carerAfterDraw,
  },
  carerStillCaring: {
    status: 409,
    code: invalidInput,
    text: (c, { name, others }) =>
      c.organiserMessages.participantsTab.carerStillCaring(name, c.messages.format.list(others)),
  },
  onlyOwnerDeletes: {
    status: 403,
    code: forbidden,
    text: (c) => c.organiserMessages.organisers.onlyOwnerDeletes,
  },
  onlyOwnerManagesOrganisers: {
    status: 403,
    code: forbidden,
    text: (c) => c.organiserMessages.organisers.onlyOwnerManages,
  },
  coOrganiserIsOwner: {
    status: 409,
    code: invalidInput,
    text: (c) => c.organiserMessages.organisers.isOwner,
  },
  coOrganiserAlready: {
    status: 409,
    code: invalidInput,
    text: (c, { email }) => c.organiserMessages.organisers.already(email),
  },
  coOrganisersTooMany: {
    status: 409,
    code: invalidInput,
    text: (c, { most }) => c.organiserMessages.organisers.tooMany(most),
  },
  coOrganiserNotFound: {
    status: 404,
    code: notFound,
    text: (c) => c.organiserMessages.organisers.notFound,
  },
  coOrganiserInvitationInvalid: {
    status: 400,
    code: invalidToken,
    text: (c) => c.accountMessages.coOrganiserInvitation.invalid,
  },
  coOrganiserInvitationUsed: {
    status: 400,
    code: invalidToken,
    text: (c) => c.accountMessages.coOrganiserInvitation.used,
  },
  coOrganiserOtherAccount: {
    status: 403,
    code: forbidden,
    text: (c, { email }) => c.accountMessages.coOrganiserInvitation.otherAccount(email),
  },
  importAfterDraw: {
    status: 409,
    code: drawLocked,
    text: (c) => c.organiserMessages.participantsTab.importAfterDraw,
  },
  importTooLarge: {
    status: 409,
    code: invalidInput,
    text: (c, { most }) => c.organiserMessages.participantsTab.importEventFull(most),
  },
  nameInLine: {
    status: 409,
    code: errorCodes.nameTaken,
    text: (c, { line }) => c.organiserMessages.participantsTab.nameInLine(line),
  },
  emailInLine: {
    status: 409,
    code: errorCodes.emailTaken,
    text: (c, { line }) => c.organiserMessages.participantsTab.emailInLine(line),
  },
  inviteAllChanged: {
    status: 409,
    code: errorCodes.playersChanged,
    text: (c, { count }) => c.organiserMessages.participantsTab.inviteAllChanged(count),
  },
  inviteAllTooMany: {
    status: 429,
    code: rateLimited,
    text: (c) => c.organiserMessages.participantsTab.inviteAllTooMany,
  },

  restrictionsLocked: {
    status: 409,
    code: drawLocked,
    text: (c) => c.organiserMessages.restrictions.locked,
  },
  unknownPlayerId: {
    status: 400,
    code: invalidInput,
    text: (c) => c.organiserMessages.restrictions.unknownPlayerId,
  },
  selfExcluded: {
    status: 400,
    code: invalidInput,
    text: (c) => c.organiserMessages.restrictions.selfExcluded,
  },
  householdUnknownPlayer: {
    status: 400,
    code: invalidInput,
    text: (c) => c.organiserMessages.restrictions.householdUnknownPlayer,
  },
  householdNameTaken: {
    status: 400,
    code: invalidInput,
    text: (c, { household }) => c.organiserMessages.restrictions.householdNameTaken(household),
  },
  householdTooSmall: {
    status: 400,
    code: invalidInput,
    text: (c, { household }) => c.organiserMessages.restrictions.householdTooSmall(household),
  },
  householdsShareMember: {
    status: 400,
    code: invalidInput,
    text: (c, { first, second }) =>
      c.organiserMessages.restrictions.householdsShareMember(first, second),
  },
  householdsTooLarge: {
    status: 400,
    code: invalidInput,
    text: (c, { household, members }) =>
      c.organiserMessages.restrictions.householdsTooLarge(household, members),
  },

  rulesLocked: { status: 409, code: drawLocked, text: (c) => c.organiserMessages.draw.rulesLocked },
  alreadyDrawn: {
    status: 409,
    code: errorCodes.alreadyDrawn,
    text: (c) => c.organiserMessages.draw.alreadyDrawn,
  },
  noDraw: {
    status: 422,
    code: ({ problem }) => NO_DRAW_CODES[problem.code] ?? errorCodes.drawImpossible,
    text: (c, { problem }) => describeDrawProblem(problem, drawWordingOf(c)),
  },
  notDrawnToNotify: {
    status: 409,
    code: noAssignments,
    text: (c) => c.organiserMessages.draw.noAssignments,
  },
  resetAfterCompletion: {
    status: 409,
    code: drawLocked,
    text: (c) => c.organiserMessages.draw.resetAfterCompletion,
  },
  notDrawnToWithdraw: {
    status: 409,
    code: noAssignments,
    text: (c) => c.organiserMessages.drawChange.notDrawn,
  },
  changeAfterCompletion: {
    status: 409,
    code: drawLocked,
    text: (c) => c.organiserMessages.drawChange.afterCompletion,
  },

  dateInPast: {
    status: 400,
    code: invalidInput,
    text: (c) => c.organiserMessages.exchange.dateInPast,
  },
  dateAfterEdition: {
    status: 400,
    code: invalidInput,
    text: (c, { year }) => c.organiserMessages.exchange.dateAfterEdition(year),
  },

  registrationClosed: {
    status: 404,
    code: notFound,
    text: (c) => c.registrationMessages.registration.closed,
  },
  registrationClosedAtConfirmation: {
    status: 409,
    code: errorCodes.registrationClosed,
    text: (c) => c.registrationMessages.registration.closed,
  },
  registrationLinkAfterDraw: {
    status: 409,
    code: errorCodes.alreadyDrawn,
    text: (c) => c.organiserMessages.registrationLink.drawnRefusal,
  },
  registrationTooManyWaiting: {
    status: 409,
    code: invalidInput,
    text: (c) => c.registrationMessages.registration.tooManyWaiting,
  },
  registrationConfirmationInvalid: {
    status: 400,
    code: invalidToken,
    text: (c) => c.registrationMessages.registration.invalidConfirmation,
  },
  registrationEventFull: {
    status: 409,
    code: invalidInput,
    text: (c) => c.registrationMessages.registration.eventFull,
  },
  registrationAlreadyPlayer: {
    status: 409,
    code: errorCodes.emailTaken,
    text: (c) => c.registrationMessages.registration.alreadyPlayer,
  },

  santaAuthEventNotFound: {
    status: 404,
    code: notFound,
    text: (c, { secretSantaId }) => c.accountMessages.participantAuth.notFound(secretSantaId),
  },
  santaAuthNotAPlayer: {
    status: 404,
    code: notFound,
    text: (c, { email }) => c.accountMessages.participantAuth.notAPlayer(email),
  },

  participantAccessDenied: {
    status: 403,
    code: forbidden,
    text: (c) => c.messages.participantSpace.accessDenied,
  },
  linkExpired: {
    status: 401,
    code: errorCodes.linkExpired,
    text: (c) => c.messages.participantSpace.linkExpired,
  },
  stopLinkInvalid: {
    status: 403,
    code: forbidden,
    text: (c) => c.accountMessages.stopReminders.invalid,
  },
  linkReplaced: {
    status: 401,
    code: errorCodes.linkReplaced,
    text: (c) => c.messages.participantSpace.linkReplaced,
  },
  noLongerPlaying: {
    status: 403,
    code: errorCodes.noLongerPlaying,
    text: (c) => c.messages.participantSpace.noLongerPlaying,
  },
  emailChangedSinceDraw: {
    status: 403,
    code: errorCodes.emailChangedSinceDraw,
    text: (c) => c.messages.participantSpace.emailChangedSinceDraw,
  },
  notDrawnYet: {
    status: 409,
    code: noAssignments,
    text: (c) => c.messages.participantSpace.notDrawnYet,
  },
  undoAfterCompletion: {
    status: 409,
    code: drawLocked,
    text: (c) => c.messages.participantSpace.undoAfterCompletion,
  },
  addressNotAsked: {
    status: 409,
    code: errorCodes.addressesNotAsked,
    text: (c) => c.messages.participantSpace.addressNotAsked,
  },
  notInConversation: {
    status: 409,
    code: noAssignments,
    text: (c) => c.participantMessages.conversation.notInDraw,
  },
};

/** The API code of a draw that cannot be made: the web offers the full redraw on one of them. */
const NO_DRAW_CODES: Partial<Record<DrawProblem['code'], ErrorCode>> = {
  tooFewPlayers: errorCodes.tooFewPlayers,
  repairTooFewPlayers: errorCodes.tooFewPlayers,
  noSmallChange: errorCodes.noSmallChange,
  smallChangeNotFound: errorCodes.noSmallChange,
};

/**
 * A fixed text of the screens' catalogues by its place ('messages.players.nameRequired'); a
 * place that holds no text is a programming error.
 */
export function catalogueText(catalogues: Catalogues, place: string): string {
  const value = textAt(catalogues, place);
  if (typeof value !== 'string') throw new Error(`catalogueText: no text at ${place}`);
  return value;
}

/** A refusal's text in `language`. */
export function refusalText(refusal: Refusal, language: Language): string {
  const answer = REFUSAL_ANSWERS[refusal.code] as Answer<RefusalCode>;
  return answer.text(CATALOGUES[language], refusal.params);
}

/** A refusal's status, headers and body, in `language`. */
export function renderRefusal(refusal: Refusal, language: Language) {
  const answer = REFUSAL_ANSWERS[refusal.code] as Answer<RefusalCode>;
  const code = typeof answer.code === 'function' ? answer.code(refusal.params) : answer.code;
  const message = refusalText(refusal, language);
  return {
    status: answer.status,
    retryAfterSeconds: answer.retryAfterSeconds?.(refusal.params),
    body: { error: refusal.field ? { code, message, field: refusal.field } : { code, message } },
  };
}

/**
 * Answers `refusal` in the language of the page that sent the request (`status`: Hono's own
 * refusals keep theirs).
 */
export function answerRefusal(
  c: Context,
  refusal: Refusal,
  options: { headers?: Record<string, string>; status?: ContentfulStatusCode } = {},
) {
  const language = requestLanguage(c);
  const { status, retryAfterSeconds, body } = renderRefusal(refusal, language);
  return c.json(body, options.status ?? status, {
    ...options.headers,
    'content-language': language,
    ...(retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {}),
  });
}
