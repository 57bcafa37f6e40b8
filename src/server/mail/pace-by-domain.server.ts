import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { executeRows } from '../db/execute-rows.ts';
import { mailOutbox, rateLimits } from '../db/schema.ts';

/**
 * How many e-mails a minute one receiving domain is sent by default (MAIL_RATE_PER_DOMAIN):
 * large mailbox providers slow down or turn away a sender that sends them more at once, all the
 * more so a new one; a company of 2,000 on one domain gets its draw e-mails in about 7 minutes.
 */
export const DEFAULT_RATE_PER_DOMAIN = 300;
const WINDOW_SECONDS = 60;

/** 'gmail.com' from 'anna@Gmail.com'. */
export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

/** A time as a SQL value, by the app's clock as the outbox's due times are. */
const at = (time: Date, plusSeconds = 0) =>
  sql`${new Date(time.getTime() + plusSeconds * 1000).toISOString()}::timestamptz`;

/**
 * Of a claimed batch, the e-mails their receiving domain's minute still allows, counted in the
 * database so that every instance shares the allowance (`rate_limits`, one statement for the
 * batch). The others are given back, due when their domain's minute ends, their try not
 * counted: a big send to one domain goes at its pace while the others' e-mails go on.
 */
export async function paceByDomain<
  Mail extends { id: string; recipient: string; attempts: number },
>(db: Database, batch: Mail[], perMinute: number, now: Date): Promise<Mail[]> {
  const byDomain = new Map<string, number>();
  for (const mail of batch)
    byDomain.set(domainOf(mail.recipient), (byDomain.get(domainOf(mail.recipient)) ?? 0) + 1);
  const windows = await executeRows<{ key: string; count: number; window_start: string | Date }>(
    db,
    sql`
    insert into ${rateLimits} (key, count, window_start)
    values ${sql.join(
      [...byDomain].map(
        ([domain, count]) => sql`(${`mail-domain:${domain}`}, ${count}::int, ${at(now)})`,
      ),
      sql`, `,
    )}
    on conflict (key) do update set
      count = case when ${rateLimits.windowStart} <= ${at(now, -WINDOW_SECONDS)}
        then excluded.count else ${rateLimits.count} + excluded.count end,
      window_start = case when ${rateLimits.windowStart} <= ${at(now, -WINDOW_SECONDS)}
        then excluded.window_start else ${rateLimits.windowStart} end
    returning key, count, window_start`,
  );
  // Per domain: how many of this batch its minute takes, and when its next minute starts.
  const allowance = new Map(
    windows.map((window) => {
      const domain = window.key.slice('mail-domain:'.length);
      const before = Number(window.count) - (byDomain.get(domain) ?? 0);
      const nextWindow = new Date(new Date(window.window_start).getTime() + WINDOW_SECONDS * 1000);
      return [domain, { left: Math.max(0, perMinute - before), nextWindow }];
    }),
  );
  const allowed: Mail[] = [];
  const held: Array<{ mail: Mail; nextWindow: Date }> = [];
  for (const mail of batch) {
    const domain = allowance.get(domainOf(mail.recipient))!;
    if (domain.left > 0) {
      domain.left--;
      allowed.push(mail);
    } else held.push({ mail, nextWindow: domain.nextWindow });
  }
  // Given back, then the domain's whole queue waits for its next minute at once, rather than
  // being claimed and given back twenty by twenty.
  const fullDomains = new Map<string, { nextWindow: Date; ids: string[] }>();
  for (const { mail, nextWindow } of held) {
    const domain = fullDomains.get(domainOf(mail.recipient)) ?? { nextWindow, ids: [] };
    domain.ids.push(mail.id);
    fullDomains.set(domainOf(mail.recipient), domain);
  }
  for (const [domain, { nextWindow, ids }] of fullDomains) {
    await db
      .update(mailOutbox)
      .set({
        lockedUntil: null,
        attempts: sql`${mailOutbox.attempts} - 1`,
        // Never tried: its 48 hours start at its first real try.
        firstTriedAt: sql`case when ${mailOutbox.attempts} = 1 then null else ${mailOutbox.firstTriedAt} end`,
        runAt: at(nextWindow),
      })
      .where(inArray(mailOutbox.id, ids));
    await holdDomain(db, { domain, until: nextWindow, now });
  }
  return allowed;
}

/**
 * A receiving domain that said « try later » (a 4xx) is left alone until `until`: its other
 * e-mails waiting wait with it, and every other domain's go on.
 */
export async function holdDomain(
  db: Database,
  input: { domain: string; until: Date; now: Date },
): Promise<void> {
  await db.execute(sql`
    update ${mailOutbox} set run_at = ${at(input.until)}
    where status = 'pending' and run_at < ${at(input.until)}
      and (locked_until is null or locked_until < ${at(input.now)})
      and lower(split_part(recipient, '@', 2)) = ${input.domain}`);
}
