import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { isUuid, type SecretSanta } from '../../shared/contracts/secret-santa.ts';
import type { Database } from '../db/database.server.ts';
import { prepared } from '../db/prepared.ts';
import { coOrganisers, secretSantas, users } from '../db/schema.ts';
import { executeRows } from '../db/execute-rows.ts';
import { sameKey } from '../../shared/same-key.ts';
import { exchangeOf, remindersOf } from './exchange.server.ts';
import { Refusal } from '../../shared/refusal.ts';

type SecretSantaRow = typeof secretSantas.$inferSelect;

export function toSecretSanta(row: SecretSantaRow): SecretSanta {
  return {
    id: row.id,
    name: row.name,
    adminId: row.adminId,
    createdAt: row.createdAt.getTime(),
    completed: row.completed,
    shareAddresses: row.shareAddresses,
    askAddresses: row.askAddresses,
    drawRules: {
      avoidMutual: row.avoidMutual,
      singleCircle: row.singleCircle,
      historyYears: row.historyYears,
      carerNotGivingToCared: row.carerNotGivingToCared,
      withinGroups: row.withinGroups,
    },
    exchange: exchangeOf(row),
    reminders: remindersOf(row),
  };
}

/**
 * Whether the user whose id `userId` is organises the event: its owner, or a co-organiser who
 * accepted (docs/product.md §3.7). The one test of every organiser operation.
 */
export function isOrganisedBy(userId: SQL | SQLWrapper | string): SQL {
  return sql`(${secretSantas.adminId} = ${userId} or exists (select 1 from ${coOrganisers}
    where ${coOrganisers.secretSantaId} = ${secretSantas.id} and ${coOrganisers.userId} = ${userId}))`;
}

// Prepared: every organiser operation starts with it.
const findOwnSecretSanta = prepared((db) =>
  db
    .select()
    .from(secretSantas)
    .where(
      and(
        eq(secretSantas.id, sql.placeholder('id')),
        isOrganisedBy(sql.placeholder('organiserId')),
      ),
    )
    .prepare('own_secret_santa'),
);

/**
 * An event as its organisers see it, the owner or a co-organiser. Someone else's event answers
 * exactly like a missing one, so an id reveals nothing about whether it exists.
 */
export async function getOwnSecretSanta(
  db: Database,
  input: { id: string; organiserId: string },
): Promise<SecretSanta> {
  if (!isUuid(input.id)) throw new Refusal('secretSantaNotFound');
  const [row] = await findOwnSecretSanta(db).execute(input);
  if (!row) throw new Refusal('secretSantaNotFound');
  return toSecretSanta(row);
}

/**
 * Whether `email` is one of the event's organisers' addresses, its owner's or a co-organiser's,
 * invited or accepted: after the draw, no player may be given one (docs/decisions/0014).
 */
export async function isOrganiserAddress(
  tx: Database,
  input: { secretSantaId: string; email: string },
): Promise<boolean> {
  const email = sameKey(input.email);
  const [row] = await executeRows<{ found: boolean }>(
    tx,
    sql`select exists (
      select 1 from ${secretSantas} join ${users} on ${users.id} = ${secretSantas.adminId}
      where ${secretSantas.id} = ${input.secretSantaId} and lower(${users.email}) = ${email}
      union all
      select 1 from ${coOrganisers}
      where ${coOrganisers.secretSantaId} = ${input.secretSantaId}
        and ${coOrganisers.email} = ${email}
    ) as found`,
  );
  return row?.found ?? false;
}
