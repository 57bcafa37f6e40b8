import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { Refusal } from '../../shared/refusal.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { logFailure } from '../log.ts';
import { answerRefusal } from './refusal-answer.ts';

/** The refusal behind `error`, also when the database driver wrapped it (as its `cause`). */
function refusalIn(error: unknown): Refusal | undefined {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof Refusal) return current;
  }
  return undefined;
}

/**
 * Refusals are answered with their status, in the reader's language; a database that cannot
 * answer is a 503 (decision 0019); anything else is logged, without its secrets, and answered
 * as unexpected.
 */
export const handleError: ErrorHandler = (thrown, c) => {
  if (isDatabaseUnavailable(thrown)) {
    logFailure(`${c.req.method} ${c.req.path} : base de données indisponible`, thrown, {
      isExpected: true,
    });
    return answerRefusal(c, new Refusal('unavailable'));
  }
  const error = refusalIn(thrown) ?? thrown;
  if (error instanceof Refusal) return answerRefusal(c, error);
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own refusals, e.g. a body that is not valid JSON.
    const code = error.message.includes('JSON') ? 'malformedJson' : 'invalidInput';
    return answerRefusal(c, new Refusal(code), { status: error.status });
  }
  logFailure(`${c.req.method} ${c.req.path} a échoué`, error);
  return answerRefusal(c, new Refusal('unexpected'));
};
