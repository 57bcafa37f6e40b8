import { and, asc, eq, or, sql } from 'drizzle-orm';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import { isUuid } from '../../../shared/contracts/secret-santa.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import type { Database } from '../../db/database.server.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { players, santaAssignments } from '../../db/schema.ts';
import { type PlayerRow, isSameEmail, toPlayer } from '../../domain/player-row.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { enqueueMail } from '../../mail/enqueue-mail.server.ts';
import {
  editionYear,
  findDraw,
  lockSecretSanta,
} from '../../domain/secret-santa-edition.server.ts';

type PlayerFields = Pick<PlayerRow, 'name' | 'email' | 'address' | 'imageUrl' | 'giftIdeas'>;

/** The unique indexes are the rule; this words their refusal (docs/product.md §4.3). */
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

/** Who changes the players, and when: the rules after the draw depend on both. */
type Change = {
  secretSanta: { id: string; name: string };
  organiser: { email: string; name: string };
  now: Date;
};

/**
 * After the draw, the organiser's own account may never become a player: signed in, they would
 * open that player's space and see whom they give to (docs/decisions/0014). Before the draw
 * there is no pair to see, and an organiser who plays is a player from the start.
 */
function refuseOwnAddressAfterDraw(isDrawn: boolean, email: string, organiser: { email: string }) {
  if (isDrawn && isSameEmail(email, organiser.email)) {
    throw new HttpError(
      400,
      errorCodes.invalidInput,
      messages.players.ownAddressAfterDraw,
      'email',
    );
  }
}

export async function addPlayer(
  db: Database,
  input: Change & { fields: PlayerFields },
): Promise<Player> {
  const secretSantaId = input.secretSanta.id;
  try {
    // No lock: a player added while a draw runs is either in it (added before it) or in no
    // pair of it, and neither shows the organiser a pair.
    const isDrawn = (await findDraw(db, secretSantaId, editionYear(input.now))) !== undefined;
    refuseOwnAddressAfterDraw(isDrawn, input.fields.email, input.organiser);
    const [row] = await db
      .insert(players)
      .values({ ...input.fields, secretSantaId })
      .returning();
    return toPlayer(row!);
  } catch (error) {
    throw toUniquenessError(error);
  }
}

/**
 * The organiser's edit. The e-mail stays editable after the draw (a mistyped address must be
 * fixed), but never silently: the previous address is told, by whom, and the player keeps a
 * trace of it that their space shows; and the organiser's own address is refused
 * (docs/decisions/0014). The event's lock keeps a draw from happening in between.
 */
export async function updatePlayer(
  db: Database,
  input: Change & { playerId: string; fields: PlayerFields },
): Promise<Player> {
  const secretSantaId = input.secretSanta.id;
  try {
    return await db.transaction(async (tx) => {
      await lockSecretSanta(tx, secretSantaId);
      const current = await getPlayer(tx, { secretSantaId, playerId: input.playerId });
      const isDrawn = (await findDraw(tx, secretSantaId, editionYear(input.now))) !== undefined;
      const isNewAddress = !isSameEmail(current.email, input.fields.email);
      if (isNewAddress) refuseOwnAddressAfterDraw(isDrawn, input.fields.email, input.organiser);
      const isChangeAfterDraw = isDrawn && isNewAddress;
      const [row] = await tx
        .update(players)
        .set({
          ...input.fields,
          ...(isChangeAfterDraw ? { previousEmail: current.email, emailChangedAt: input.now } : {}),
        })
        .where(and(eq(players.id, current.id), eq(players.secretSantaId, secretSantaId)))
        .returning();
      if (isChangeAfterDraw) {
        await enqueueMail(tx, {
          kind: 'email-changed',
          recipient: current.email,
          secretSantaId,
          payload: {
            playerName: row!.name,
            secretSantaName: input.secretSanta.name,
            organiserName: input.organiser.name,
            newEmail: row!.email,
          },
        });
      }
      return toPlayer(row!);
    });
  } catch (error) {
    throw toUniquenessError(error);
  }
}

async function isInDraw(
  tx: Database,
  input: { secretSantaId: string; playerId: string; year: number },
): Promise<boolean> {
  const [pair] = await tx
    .select({ giverId: santaAssignments.giverId })
    .from(santaAssignments)
    .where(
      and(
        eq(santaAssignments.secretSantaId, input.secretSantaId),
        eq(santaAssignments.year, input.year),
        or(
          eq(santaAssignments.giverId, input.playerId),
          eq(santaAssignments.receiverId, input.playerId),
        ),
      ),
    )
    .limit(1);
  return pair !== undefined;
}

/**
 * Removes a player, and with it (docs/product.md §4.5) its place in everyone's `excluded` lists
 * and a household it would leave with one member, in one transaction. Removing someone who is in the edition's draw would leave their recipient
 * without a Santa, and nobody would know: it is refused (docs/product.md §6.8). Someone added
 * after the draw has no pair and may go. The event's lock keeps a draw from happening in between.
 */
export async function deletePlayer(
  db: Database,
  input: { secretSantaId: string; playerId: string; now: Date },
): Promise<void> {
  if (!isUuid(input.playerId)) throw notFound(messages.players.notFound);
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    const player = await getPlayer(tx, input);
    if (await isInDraw(tx, { ...input, year: editionYear(input.now) })) {
      throw new HttpError(
        409,
        errorCodes.drawLocked,
        messages.players.deleteAfterDraw(player.name),
      );
    }
    await tx
      .delete(players)
      .where(and(eq(players.id, player.id), eq(players.secretSantaId, input.secretSantaId)));
    await tx
      .update(players)
      .set({ excluded: sql`array_remove(${players.excluded}, ${player.id}::uuid)` })
      .where(
        and(
          eq(players.secretSantaId, input.secretSantaId),
          sql`${player.id}::uuid = any(${players.excluded})`,
        ),
      );
    // A household is two people at least (§5.5): the one left alone in it leaves it too.
    if (player.household !== null) {
      await tx.execute(sql`
        update ${players} set household = null
        where secret_santa_id = ${input.secretSantaId} and household = ${player.household}
          and (select count(*) from ${players} p
               where p.secret_santa_id = ${input.secretSantaId}
                 and p.household = ${player.household}) = 1`);
    }
  });
}
