import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorCodes } from '../../shared/contracts/api-error.ts';
import { messages } from '../../shared/messages.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { logFailure } from '../log.ts';
import { databaseUnavailable, errorBody, HttpError } from './http-error.ts';

/** The refusal behind `error`, also when the database driver wrapped it (as its `cause`). */
function refusalIn(error: unknown): HttpError | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof HttpError) return current;
  }
  return undefined;
}

/**
 * Expected refusals keep their status; a database that cannot answer is a 503 (decision
 * 0019); anything else is logged, without its secrets, and answered in French.
 */
export const handleError: ErrorHandler = (thrown, c) => {
  if (isDatabaseUnavailable(thrown)) {
    logFailure(`${c.req.method} ${c.req.path} : base de données indisponible`, thrown, {
      isExpected: true,
    });
    return answerRefusal(c, databaseUnavailable());
  }
  const error = refusalIn(thrown) ?? thrown;
  if (error instanceof HttpError) return answerRefusal(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own refusals, e.g. a body that is not valid JSON.
    const message = error.message.includes('JSON')
      ? messages.api.malformedJson
      : messages.api.invalidInput;
    return c.json(errorBody(errorCodes.invalidInput, message), error.status);
  }
  logFailure(`${c.req.method} ${c.req.path} a échoué`, error);
  return c.json(errorBody(errorCodes.internal, messages.api.unexpected), 500);
};

function answerRefusal(c: Context, error: HttpError) {
  if (error.retryAfterSeconds) c.header('retry-after', String(error.retryAfterSeconds));
  return c.json(errorBody(error.code, error.message, error.field), error.status);
}
