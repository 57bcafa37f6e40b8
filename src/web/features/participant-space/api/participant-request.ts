import type { z } from 'zod';
import { errorCodes } from '../../../../shared/contracts/api-error.ts';
import { messages } from '../../../../shared/messages.ts';
import { apiRequest, hasErrorCode } from '../../../lib/api-client.ts';
import type { RequestOptions } from '../../../lib/api-client.ts';

/** Who asks for a participant space: the personal link's token, or (null) the session. */
export interface ParticipantAccess {
  secretSantaId: string;
  token: string | null;
}

/** Why the server refused: a tampered, foreign or missing identity, or an expired link. */
export type AccessDenial = 'invalid' | 'expired';

export function accessDenialOf(error: unknown): AccessDenial | null {
  if (hasErrorCode(error, errorCodes.linkExpired)) return 'expired';
  if (hasErrorCode(error, errorCodes.forbidden)) return 'invalid';
  return null;
}

/**
 * A refusal met while saving. Not an `ApiClientError`, on purpose: the query client treats
 * every 401 as the end of the organiser's session, and an expired link is not that.
 */
export class ParticipantAccessError extends Error {
  readonly reason: AccessDenial;

  constructor(reason: AccessDenial) {
    super(
      reason === 'expired'
        ? messages.participantSpace.linkExpired
        : messages.participantSpace.accessDenied,
    );
    this.name = 'ParticipantAccessError';
    this.reason = reason;
  }
}

export function participantPath(secretSantaId: string, suffix = ''): string {
  return `/api/participant/${encodeURIComponent(secretSantaId)}${suffix}`;
}

/** `apiRequest` on a participant operation, with the personal link's token when there is one. */
export function participantRequest<TContract extends z.ZodType>(
  access: ParticipantAccess,
  suffix: string,
  options: Omit<RequestOptions, 'headers'> = {},
): Promise<z.output<TContract>> {
  return apiRequest<TContract>(participantPath(access.secretSantaId, suffix), {
    ...options,
    ...(access.token ? { headers: { Authorization: `Bearer ${access.token}` } } : {}),
  });
}
