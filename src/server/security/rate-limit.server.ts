import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { executeRows } from '../db/execute-rows.ts';
import { prepared } from '../db/prepared.ts';
import { rateLimits } from '../db/schema.ts';
import { Refusal } from '../../shared/refusal.ts';

export type RateRule = { max: number; windowSeconds: number };

/** How many guesses a person may make before waiting; generous for honest typos. */
export const rateRules = {
  signIn: { max: 10, windowSeconds: 15 * 60 },
  /** A household or an office shares one address. */
  signUpPerAddress: { max: 20, windowSeconds: 60 * 60 },
  /** Each attempt may e-mail that address: nobody gets flooded. */
  signUpPerEmail: { max: 5, windowSeconds: 60 * 60 },
  passwordReset: { max: 5, windowSeconds: 60 * 60 },
  verificationResend: { max: 5, windowSeconds: 60 * 60 },
  /** Each (re)send e-mails the player: an organiser can't flood one person's mailbox. */
  invitationPerPlayer: { max: 5, windowSeconds: 60 * 60 },
  /** Nor use the product as a mass mailer; the draw notification is the bulk path. */
  invitationPerOrganiser: { max: 300, windowSeconds: 60 * 60 },
  /**
   * 'Inviter tout le monde' (docs/product.md §4.6), per organiser. A round only invites players
   * not yet invited, so each gets one from it at most; a new draw makes everyone not invited
   * again, hence a bound on rounds, and one on the invitations they send in a day: a company's
   * largest event (10,000) once, not a mass mailer.
   */
  inviteAllPerOrganiser: { max: 10, windowSeconds: 60 * 60 },
  inviteAllInvitationsPerOrganiser: { max: 10_000, windowSeconds: 24 * 60 * 60 },
  /**
   * « Écrire à tous » (docs/product.md §4.11) goes to every address of an event, invited or not:
   * per organiser across their events, a company's largest event twice a day.
   */
  announcementMailsPerOrganiser: { max: 20_000, windowSeconds: 24 * 60 * 60 },
  /** Each invitation to co-organise e-mails its address (docs/product.md §3.7), per owner. */
  coOrganiserInvitations: { max: 30, windowSeconds: 24 * 60 * 60 },
  /**
   * Forged or mistyped personal and invitation links from one address. Honest people follow
   * the link in their e-mail; an expired link is not counted.
   */
  badLinkPerAddress: { max: 30, windowSeconds: 60 * 60 },
  /**
   * 'Importer une liste' (docs/product.md §4.8), previews included, per organiser: an honest
   * list is checked a few times and imported once.
   */
  importPerOrganiser: { max: 60, windowSeconds: 60 * 60 },
  /**
   * Sign-ups through an event's link (docs/product.md §4.9). Each e-mails the address typed:
   * nobody's mailbox gets flooded; an office shares one network address; and no organiser
   * makes the links of their events a mass mailer.
   */
  registrationPerEmail: { max: 3, windowSeconds: 60 * 60 },
  registrationPerAddress: { max: 100, windowSeconds: 60 * 60 },
  registrationPerOrganiser: { max: 500, windowSeconds: 60 * 60 },
  /** Messages between a giver and their recipient (docs/product.md §7.7), per writer. */
  messagesPerPlayer: { max: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateRule>;

/**
 * Counts one attempt against `key` in a fixed window kept in the database, so the limit
 * holds across app instances. One statement: the upsert is atomic on PostgreSQL too.
 * Returns false once the window's allowance is used up.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateRule,
): Promise<boolean> {
  const rows = await executeRows<{ count: number }>(
    db,
    sql`
    insert into ${rateLimits} (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case
        when ${rateLimits.windowStart} < now() - make_interval(secs => ${rule.windowSeconds}) then 1
        else ${rateLimits.count} + 1 end,
      window_start = case
        when ${rateLimits.windowStart} < now() - make_interval(secs => ${rule.windowSeconds}) then now()
        else ${rateLimits.windowStart} end
    returning count`,
  );
  const count = Number(rows[0]?.count ?? 0);
  return count <= rule.max;
}

/**
 * Takes `amount` from `key`'s allowance in its window only if all of it fits: a refused request
 * uses none of it, so that a round too large for what is left leaves the rest to a smaller one.
 * One statement, atomic on PostgreSQL too. Returns whether it was taken.
 */
export async function takeRateAllowance(
  db: Database,
  key: string,
  rule: RateRule,
  amount: number,
): Promise<boolean> {
  if (amount > rule.max) return false;
  const isOver = sql`${rateLimits.windowStart} < now() - make_interval(secs => ${rule.windowSeconds})`;
  const rows = await executeRows<{ count: number }>(
    db,
    sql`
    insert into ${rateLimits} (key, count, window_start) values (${key}, ${amount}, now())
    on conflict (key) do update set
      count = case when ${isOver} then excluded.count else ${rateLimits.count} + excluded.count end,
      window_start = case when ${isOver} then now() else ${rateLimits.windowStart} end
    where case when ${isOver} then excluded.count else ${rateLimits.count} + excluded.count end
      <= ${rule.max}
    returning count`,
  );
  return rows.length > 0;
}

/** Counts the attempt, and refuses the request (429) once the allowance is used up. */
export async function enforceRateLimit(db: Database, key: string, rule: RateRule): Promise<void> {
  if (!(await consumeRateLimit(db, key, rule))) throw new Refusal('tooManyAttempts');
}

const findWindowCount = prepared((db) =>
  db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, sql.placeholder('key')),
        gte(
          rateLimits.windowStart,
          sql`now() - make_interval(secs => ${sql.placeholder('windowSeconds')}::int)`,
        ),
      ),
    )
    .prepare('rate_limit_window_count'),
);

/**
 * Whether `key` has used up its allowance in the current window, without counting an attempt.
 * Prepared: every personal link's read asks it.
 */
export async function isRateLimited(db: Database, key: string, rule: RateRule): Promise<boolean> {
  const [row] = await findWindowCount(db).execute({ key, windowSeconds: rule.windowSeconds });
  return (row?.count ?? 0) >= rule.max;
}
