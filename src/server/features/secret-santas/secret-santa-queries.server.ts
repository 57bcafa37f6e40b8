import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Player } from '../../../shared/contracts/player.ts';
import { IMPORT_LINES_MAX } from '../../../shared/contracts/player-import.ts';
import {
  isUuid,
  type SecretSanta,
  type SecretSantaSummary,
} from '../../../shared/contracts/secret-santa.ts';
import type { Database } from '../../db/database.server.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { prepared } from '../../db/prepared.ts';
import { draws, players, secretSantas } from '../../db/schema.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { toPlayer } from '../../domain/player-row.ts';
import {
  getOwnSecretSanta,
  isOrganisedBy,
  toSecretSanta,
} from '../../domain/own-secret-santa.server.ts';
import { writeJournal, type Actor } from '../../domain/journal.server.ts';
import { enforceRateLimit, rateRules } from '../../security/rate-limit.server.ts';
import { copyPlayers } from './copy-players.server.ts';

/**
 * The events a user organises, their own and those they accepted to co-organise, newest first,
 * each with where it stands this edition (docs/product.md §3.1).
 */
export async function listSecretSantas(
  db: Database,
  input: { organiserId: string; year: number },
): Promise<SecretSantaSummary[]> {
  const rows = await db
    .select({
      secretSanta: secretSantas,
      players: sql<number>`(select count(*) from ${players}
        where ${players.secretSantaId} = ${secretSantas.id})::int`,
      giftsReceived: sql<number>`(select count(*) from ${players}
        where ${players.secretSantaId} = ${secretSantas.id} and ${players.giftReceived})::int`,
      drawn: sql<boolean>`${draws.secretSantaId} is not null`,
      notified: sql<boolean>`${draws.notifiedAt} is not null`,
    })
    .from(secretSantas)
    .leftJoin(draws, and(eq(draws.secretSantaId, secretSantas.id), eq(draws.year, input.year)))
    .where(isOrganisedBy(input.organiserId))
    .orderBy(desc(secretSantas.createdAt), desc(secretSantas.id));
  return rows.map(({ secretSanta, ...progress }) => ({
    ...toSecretSanta(secretSanta),
    progress,
  }));
}

/**
 * The organisers' settings (docs/product.md §7.4), each one given; someone else's event answers
 * 404. Turning 'Adresse postale demandée' off keeps the addresses typed: they show again when
 * it is turned back on.
 */
export async function updateSecretSantaSettings(
  db: Database,
  input: {
    id: string;
    organiserId: string;
    by: Actor;
    now: Date;
    shareAddresses?: boolean;
    askAddresses?: boolean;
  },
): Promise<SecretSanta> {
  if (!isUuid(input.id)) throw new Refusal('secretSantaNotFound');
  const { shareAddresses, askAddresses } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(secretSantas)
      .set({
        ...(shareAddresses === undefined ? {} : { shareAddresses }),
        ...(askAddresses === undefined ? {} : { askAddresses }),
      })
      .where(and(eq(secretSantas.id, input.id), isOrganisedBy(input.organiserId)))
      .returning();
    if (!row) throw new Refusal('secretSantaNotFound');
    await writeJournal(tx, {
      secretSantaId: row.id,
      by: input.by,
      now: input.now,
      action: 'addressSettingsChanged',
      details: {},
    });
    return toSecretSanta(row);
  });
}

/**
 * The source of a copy, held until the copy is written: deleted meanwhile, it is the 404 of a
 * missing event and nothing is created; too large, the copy is refused as an import would be.
 */
async function holdSource(tx: Database, input: { id: string; adminId: string }): Promise<void> {
  const [source] = await executeRows<{ players: number }>(
    tx,
    sql`select (select count(*) from ${players} where secret_santa_id = ${secretSantas.id})::int as players
      from ${secretSantas}
      where ${secretSantas.id} = ${input.id} and ${isOrganisedBy(input.adminId)}
      for key share`,
  );
  if (!source) throw new Refusal('secretSantaNotFound');
  if (source.players > IMPORT_LINES_MAX) {
    throw new Refusal('importTooLarge', { most: IMPORT_LINES_MAX });
  }
}

/**
 * The unique index on (admin_id, lower(name)) is the rule; this only words its refusal. With
 * `copyPlayersFrom`, the new event starts with the players of that event of the same organiser
 * (docs/product.md §3.2): someone else's event, or a missing one, answers 404 as it does
 * everywhere, and the event is created with its players or not at all.
 */
export async function createSecretSanta(
  db: Database,
  input: {
    adminId: string;
    name: string;
    copyPlayersFrom?: string | undefined;
    by: Actor;
    now: Date;
  },
): Promise<SecretSanta> {
  const { adminId, name, copyPlayersFrom } = input;
  // Asked first, on the app's database (its statement is prepared there); the copy checks the
  // organiser again in its own statement. A copy writes as much as an import, and counts as one
  // (docs/product.md §4.8).
  if (copyPlayersFrom !== undefined) {
    await getOwnSecretSanta(db, { id: copyPlayersFrom, organiserId: adminId });
    await enforceRateLimit(db, `import:organiser:${adminId}`, rateRules.importPerOrganiser);
  }
  const create = async (tx: Database) => {
    if (copyPlayersFrom !== undefined) await holdSource(tx, { id: copyPlayersFrom, adminId });
    const [row] = await tx.insert(secretSantas).values({ adminId, name }).returning();
    if (!row) throw new Error('insert returned no row');
    await writeJournal(tx, {
      secretSantaId: row.id,
      by: input.by,
      now: input.now,
      action: 'secretSantaCreated',
      details: {},
    });
    if (copyPlayersFrom !== undefined)
      await copyPlayers(tx, { from: copyPlayersFrom, to: row.id, adminId });
    return toSecretSanta(row);
  };
  try {
    return await db.transaction(create);
  } catch (error) {
    if (isUniqueViolation(error, 'secret_santas_admin_name_unique')) {
      throw new Refusal('secretSantaNameTaken', {}, 'name');
    }
    throw error;
  }
}

const findOwnSecretSantaWithPlayers = prepared((db) =>
  db
    .select({ secretSanta: secretSantas, player: players })
    .from(secretSantas)
    .leftJoin(players, eq(players.secretSantaId, secretSantas.id))
    .where(
      and(
        eq(secretSantas.id, sql.placeholder('id')),
        isOrganisedBy(sql.placeholder('organiserId')),
      ),
    )
    .orderBy(asc(players.createdAt), asc(players.id))
    .prepare('own_secret_santa_with_players'),
);

/**
 * What the dashboard opens with, in one statement: the event and its players in the order
 * they were added (no player: one row with a null player). Someone else's event answers
 * exactly like a missing one.
 */
export async function getOwnSecretSantaWithPlayers(
  db: Database,
  input: { id: string; organiserId: string },
): Promise<{ secretSanta: SecretSanta; players: Player[] }> {
  if (!isUuid(input.id)) throw new Refusal('secretSantaNotFound');
  const rows = await findOwnSecretSantaWithPlayers(db).execute(input);
  const [first] = rows;
  if (!first) throw new Refusal('secretSantaNotFound');
  return {
    secretSanta: toSecretSanta(first.secretSanta),
    players: rows.flatMap(({ player }) => (player ? [toPlayer(player)] : [])),
  };
}

/**
 * Deletes an event and, through the foreign keys' ON DELETE CASCADE, everything that
 * belongs to it (players, assignments, queued e-mails, its journal). Its owner's alone: a
 * co-organiser is told so (docs/product.md §3.7).
 */
export async function deleteOwnSecretSanta(
  db: Database,
  input: { id: string; organiserId: string },
): Promise<void> {
  const secretSanta = await getOwnSecretSanta(db, input);
  if (secretSanta.adminId !== input.organiserId) throw new Refusal('onlyOwnerDeletes');
  await db
    .delete(secretSantas)
    .where(and(eq(secretSantas.id, input.id), eq(secretSantas.adminId, input.organiserId)));
}
