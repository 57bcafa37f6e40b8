import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCodes, type ErrorCode } from '../../shared/contracts/api-error.ts';
import { messages } from '../../shared/messages.ts';

/** An expected refusal: becomes `{ error: { code, message } }` with a French message. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Sent as `Retry-After`: when asking again may work. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (message: string = messages.api.notFound) =>
  new HttpError(404, errorCodes.notFound, message);

export const unauthorized = (message: string = messages.auth.notSignedIn) =>
  new HttpError(401, errorCodes.unauthorized, message);

/** More requests wait than the server can answer in a few seconds: come back shortly. */
export const serverBusy = (retryAfterSeconds: number) =>
  new HttpError(503, errorCodes.busy, messages.api.busy, undefined, retryAfterSeconds);

/** The database cannot answer now (decision 0019): nothing was done, asking again may work. */
export const databaseUnavailable = () =>
  new HttpError(503, errorCodes.unavailable, messages.api.unavailable, undefined, 5);

export const rateLimited = () =>
  new HttpError(429, errorCodes.rateLimited, messages.auth.tooManyAttempts);

export function errorBody(code: ErrorCode, message: string, field?: string) {
  return { error: field ? { code, message, field } : { code, message } };
}
