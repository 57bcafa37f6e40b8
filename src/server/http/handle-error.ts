import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorCodes } from '../../shared/contracts/api-error.ts';
import { messages } from '../../shared/messages.ts';
import { errorBody, HttpError } from './http-error.ts';

/** The refusal behind `error`, also when the database driver wrapped it (as its `cause`). */
function refusalIn(error: unknown): HttpError | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof HttpError) return current;
  }
  return undefined;
}

/** Expected refusals keep their status; anything else is logged and answered in French. */
export const handleError: ErrorHandler = (thrown, c) => {
  const error = refusalIn(thrown) ?? thrown;
  if (error instanceof HttpError) {
    if (error.retryAfterSeconds) c.header('retry-after', String(error.retryAfterSeconds));
    return c.json(errorBody(error.code, error.message, error.field), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own refusals, e.g. a body that is not valid JSON.
    const message = error.message.includes('JSON')
      ? messages.api.malformedJson
      : messages.api.invalidInput;
    return c.json(errorBody(errorCodes.invalidInput, message), error.status);
  }
  console.error(`${c.req.method} ${c.req.path} a échoué :`, error);
  return c.json(errorBody(errorCodes.internal, messages.api.unexpected), 500);
};
