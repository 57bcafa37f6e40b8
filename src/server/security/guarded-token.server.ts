import { changeTags, type AnswerCache } from '../db/answer-cache.ts';
import type { Database } from '../db/database.server.ts';
import { Refusal } from '../../shared/refusal.ts';
import { consumeRateLimit, isRateLimited, rateRules } from './rate-limit.server.ts';
import { verifyToken, type TokenCheck } from './signed-token.server.ts';

/**
 * `verifyToken` for a link someone followed from `address`. A forged token is counted
 * against the address; once it has made too many, every token from it is refused (429)
 * for the window, valid or not, so guessing gains nothing even by luck. With `cache`, an address known to be under its allowance is not looked up again until its
 * counter moves; a refusal is never kept, since its window ends with time alone.
 */
export async function verifyLinkToken(
  { db, cache }: { db: Database; cache?: AnswerCache | undefined },
  address: string,
  ...args: Parameters<typeof verifyToken>
): Promise<TokenCheck> {
  const key = `bad-link:ip:${address}`;
  const peek = () => isRateLimited(db, key, rateRules.badLinkPerAddress);
  const limited = cache
    ? await cache.answer({ name: 'linkGuard', scope: key }, peek, (isLimited) => !isLimited)
    : await peek();
  if (limited) throw new Refusal('tooManyAttempts');
  const check = verifyToken(...args);
  if (!check.ok && check.reason === 'invalid') {
    await consumeRateLimit(db, key, rateRules.badLinkPerAddress);
    // The allowance kept in memory is dropped now, not when the database's message comes (on
    // PostgreSQL, a moment later): the next link from this address is counted with this one.
    // It is served even while this instance's writes are unheard (answer-cache-feeds.ts).
    cache?.changedHere(changeTags.rateLimit(key));
    // A page read (GET) is not marked as a write (app.ts): the rule of the other answers.
    cache?.markWritten();
  }
  return check;
}
