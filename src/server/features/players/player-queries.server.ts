import { and, asc, eq, sql } from 'drizzle-orm';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import { isUuid } from '../../../shared/contracts/secret-santa.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import type { Database } from '../../db/database.server.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { players } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/http-error.ts';

export type PlayerRow = typeof players.$inferSelect;
type PlayerFields = Pick<PlayerRow, 'name' | 'email' | 'address' | 'imageUrl' | 'giftIdeas'>;

export function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    secretSantaId: row.secretSantaId,
    name: row.name,
    email: row.email,
    address: row.address,
    imageUrl: row.imageUrl,
    giftIdeas: row.giftIdeas,
    invited: row.invited,
    giftReceived: row.giftReceived,
    excluded: row.excluded,
    invitationSentAt: row.invitationSentAt?.getTime() ?? null,
    invitationAcceptedAt: row.invitationAcceptedAt?.getTime() ?? null,
  };
}

/** The unique indexes are the rule; this words their refusal (SPEC.md §5). */
function toUniquenessError(error: unknown): unknown {
  if (isUniqueViolation(error, 'players_event_name_unique')) {
    return new HttpError(409, errorCodes.nameTaken, messages.players.nameTaken, 'name');
  }
  if (isUniqueViolation(error, 'players_event_email_unique')) {
    return new HttpError(409, errorCodes.emailTaken, messages.players.emailTaken, 'email');
  }
  return error;
}

export async function listPlayers(db: Database, secretSantaId: string): Promise<Player[]> {
  const rows = await db
    .select()
    .from(players)
    .where(eq(players.secretSantaId, secretSantaId))
    .orderBy(asc(players.createdAt), asc(players.id));
  return rows.map(toPlayer);
}

export async function getPlayer(
  db: Database,
  input: { secretSantaId: string; playerId: string },
): Promise<PlayerRow> {
  if (!isUuid(input.playerId)) throw notFound(messages.players.notFound);
  const [row] = await db
    .select()
    .from(players)
    .where(and(eq(players.id, input.playerId), eq(players.secretSantaId, input.secretSantaId)));
  if (!row) throw notFound(messages.players.notFound);
  return row;
}

export async function addPlayer(
  db: Database,
  input: { secretSantaId: string; fields: PlayerFields },
): Promise<Player> {
  try {
    const [row] = await db
      .insert(players)
      .values({ ...input.fields, secretSantaId: input.secretSantaId })
      .returning();
    return toPlayer(row!);
  } catch (error) {
    throw toUniquenessError(error);
  }
}

export async function updatePlayer(
  db: Database,
  input: { secretSantaId: string; playerId: string; fields: PlayerFields },
): Promise<Player> {
  await getPlayer(db, input);
  try {
    const [row] = await db
      .update(players)
      .set(input.fields)
      .where(and(eq(players.id, input.playerId), eq(players.secretSantaId, input.secretSantaId)))
      .returning();
    return toPlayer(row!);
  } catch (error) {
    throw toUniquenessError(error);
  }
}

/**
 * Removes a player, and with it (SPEC.md §4) its place in everyone's `excluded` lists and
 * the pairs where it gives or receives (the foreign keys cascade), in one transaction.
 */
export async function deletePlayer(
  db: Database,
  input: { secretSantaId: string; playerId: string },
): Promise<void> {
  if (!isUuid(input.playerId)) throw notFound(messages.players.notFound);
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(players)
      .where(and(eq(players.id, input.playerId), eq(players.secretSantaId, input.secretSantaId)))
      .returning({ id: players.id });
    if (deleted.length === 0) throw notFound(messages.players.notFound);
    await tx
      .update(players)
      .set({ excluded: sql`array_remove(${players.excluded}, ${input.playerId}::uuid)` })
      .where(
        and(
          eq(players.secretSantaId, input.secretSantaId),
          sql`${input.playerId}::uuid = any(${players.excluded})`,
        ),
      );
  });
}
