import type { Database } from '../db/database.server.ts';
import { rateLimited } from '../http/http-error.ts';
import { consumeRateLimit, isRateLimited, rateRules } from './rate-limit.server.ts';
import { verifyToken, type TokenCheck } from './signed-token.server.ts';

/**
 * `verifyToken` for a link someone followed from `address`. A forged token is counted
 * against the address; once it has made too many, every token from it is refused (429)
 * for the window, valid or not, so guessing gains nothing even by luck.
 */
export async function verifyLinkToken(
  db: Database,
  address: string,
  ...args: Parameters<typeof verifyToken>
): Promise<TokenCheck> {
  const key = `bad-link:ip:${address}`;
  if (await isRateLimited(db, key, rateRules.badLinkPerAddress)) throw rateLimited();
  const check = verifyToken(...args);
  if (!check.ok && check.reason === 'invalid')
    await consumeRateLimit(db, key, rateRules.badLinkPerAddress);
  return check;
}
