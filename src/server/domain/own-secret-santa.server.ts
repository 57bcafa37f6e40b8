import { and, eq, sql } from 'drizzle-orm';
import { isUuid, type SecretSanta } from '../../shared/contracts/secret-santa.ts';
import type { Database } from '../db/database.server.ts';
import { prepared } from '../db/prepared.ts';
import { secretSantas } from '../db/schema.ts';
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

// Prepared: every organiser operation starts with it.
const findOwnSecretSanta = prepared((db) =>
  db
    .select()
    .from(secretSantas)
    .where(
      and(
        eq(secretSantas.id, sql.placeholder('id')),
        eq(secretSantas.adminId, sql.placeholder('adminId')),
      ),
    )
    .prepare('own_secret_santa'),
);

/**
 * An event as its organiser sees it. Someone else's event answers exactly like a
 * missing one, so an id reveals nothing about whether it exists.
 */
export async function getOwnSecretSanta(
  db: Database,
  input: { id: string; adminId: string },
): Promise<SecretSanta> {
  if (!isUuid(input.id)) throw new Refusal('secretSantaNotFound');
  const [row] = await findOwnSecretSanta(db).execute(input);
  if (!row) throw new Refusal('secretSantaNotFound');
  return toSecretSanta(row);
}
