import { errorCodes } from '../../../../shared/contracts/api-error.ts';
import { messages } from '../../../../shared/messages.ts';
import type { ApiOperation } from '../../../../shared/contracts/api-operations.ts';
import { type ApiCall, callApi, hasErrorCode } from '../../../lib/api-client.ts';

/** Who asks for a participant space: the personal link's token, or (null) the session. */
export interface ParticipantAccess {
  secretSantaId: string;
  token: string | null;
}

/**
 * Why the server refused: a tampered, cut, foreign or missing identity, an expired link, a link
 * since replaced by a newer one (docs/decisions/0029), a genuine link of someone taken out of
 * the event, or an account whose address the organiser set after the draw (decision 0014).
 */
export type AccessDenial =
  'invalid' | 'expired' | 'replaced' | 'no-longer-playing' | 'address-changed';

export function accessDenialOf(error: unknown): AccessDenial | null {
  if (hasErrorCode(error, errorCodes.linkExpired)) return 'expired';
  if (hasErrorCode(error, errorCodes.linkReplaced)) return 'replaced';
  if (hasErrorCode(error, errorCodes.noLongerPlaying)) return 'no-longer-playing';
  if (hasErrorCode(error, errorCodes.emailChangedSinceDraw)) return 'address-changed';
  if (hasErrorCode(error, errorCodes.forbidden)) return 'invalid';
  return null;
}

/** What the participant is told for each refusal, in a few words. */
export const deniedMessages: Record<AccessDenial, string> = {
  invalid: messages.participantSpace.accessDenied,
  expired: messages.participantSpace.linkExpired,
  replaced: messages.participantSpace.linkReplaced,
  'no-longer-playing': messages.participantSpace.noLongerPlaying,
  'address-changed': messages.participantSpace.emailChangedSinceDraw,
};

/**
 * A refusal met while saving. Not an `ApiClientError`, on purpose: the query client treats
 * every 401 as the end of the organiser's session, and an expired link is not that.
 */
export class ParticipantAccessError extends Error {
  readonly reason: AccessDenial;

  constructor(reason: AccessDenial) {
    super(deniedMessages[reason]);
    this.name = 'ParticipantAccessError';
    this.reason = reason;
  }
}

/** The operations on one's own participant space: their path starts with the event's. */
type ParticipantOperation = Extract<
  ApiOperation,
  `${string} /api/participant/{secretSantaId}${string}`
>;

/** `callApi` on a participant operation, with the personal link's token when there is one. */
export function participantRequest<Operation extends ParticipantOperation>(
  access: ParticipantAccess,
  operation: Operation,
  ...[call]: object extends OwnCall<Operation>
    ? [call?: OwnCall<Operation>]
    : [call: OwnCall<Operation>]
) {
  const withAccess = {
    ...call,
    params: { secretSantaId: access.secretSantaId },
    ...(access.token ? { headers: { Authorization: `Bearer ${access.token}` } } : {}),
  };
  // The same call, its path's value and the identity added: what `callApi` takes for it.
  const callWithAccess = callApi as unknown as (
    operation: Operation,
    call: typeof withAccess,
  ) => ReturnType<typeof callApi<Operation>>;
  return callWithAccess(operation, withAccess);
}

/** A participant call, its event and identity aside. */
type OwnCall<Operation extends ParticipantOperation> = Omit<
  ApiCall<Operation>,
  'params' | 'headers'
>;
