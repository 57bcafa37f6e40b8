// Straight from zod, not ./zod.ts: every page imports `errorCodes` from here, and the
// browser never builds this schema (the web build drops it), so it needs no setting.
import { z } from 'zod';

/** Every failed API call answers with this body, whatever the status. */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** Machine-readable codes the web app branches on; the message is in the caller's language. */
export const errorCodes = {
  invalidInput: 'INVALID_INPUT',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidToken: 'INVALID_TOKEN',
  rateLimited: 'RATE_LIMITED',
  nameTaken: 'NAME_TAKEN',
  emailTaken: 'EMAIL_TAKEN',
  missingEmail: 'MISSING_EMAIL',
  accountExists: 'ACCOUNT_EXISTS',
  /** The sign-up link was followed already: its address has its account (docs/product.md §2.2). */
  alreadyActivated: 'ALREADY_ACTIVATED',
  drawLocked: 'DRAW_LOCKED',
  alreadyDrawn: 'ALREADY_DRAWN',
  tooFewPlayers: 'TOO_FEW_PLAYERS',
  drawImpossible: 'DRAW_IMPOSSIBLE',
  /** No change of a few givers repairs the draw: a full redraw is offered (docs/product.md §6.8). */
  noSmallChange: 'NO_SMALL_CHANGE',
  noAssignments: 'NO_ASSIGNMENTS',
  linkExpired: 'LINK_EXPIRED',
  /** A genuine personal link since replaced by a newer one (docs/decisions/0029). */
  linkReplaced: 'LINK_REPLACED',
  /** A valid personal link whose player was taken out, or whose event was deleted (§7.1). */
  noLongerPlaying: 'NO_LONGER_PLAYING',
  /** More players are not yet invited than 'Inviter tout le monde' said (docs/product.md §4.6). */
  playersChanged: 'PLAYERS_CHANGED',
  /** The sign-up link is closed, renewed, or the draw closed it (docs/product.md §4.9). */
  registrationClosed: 'REGISTRATION_CLOSED',
  emailChangedSinceDraw: 'EMAIL_CHANGED_SINCE_DRAW',
  /** The event asks for no postal address: a participant cannot give one (docs/product.md §7.4). */
  addressesNotAsked: 'ADDRESSES_NOT_ASKED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  busy: 'BUSY',
  unavailable: 'UNAVAILABLE',
  internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
