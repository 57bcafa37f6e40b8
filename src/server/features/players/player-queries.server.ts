import { and, asc, eq, or, sql } from 'drizzle-orm';
import { isUuid } from '../../../shared/contracts/secret-santa.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import type { Database } from '../../db/database.server.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { players, santaAssignments } from '../../db/schema.ts';
import { joinDraw, refuseOnceCompleted } from '../../domain/draw-change.server.ts';
import { removePlayer } from '../../domain/remove-player.server.ts';
import type { RandomSource } from '../../../shared/draw/random-source.ts';
import { type PlayerRow, toPlayer } from '../../domain/player-row.ts';
import { isSameKey } from '../../../shared/same-key.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { enqueueMail } from '../../mail/outbox.server.ts';
import {
  editionYear,
  findDraw,
  lockSecretSanta,
} from '../../domain/secret-santa-edition.server.ts';
import { replacePersonalLinks } from '../../domain/personal-links.server.ts';
import {
  readdressWaitingMail,
  withdrawWaitingInvitations,
} from '../../domain/invitations.server.ts';

type PlayerFields = Pick<PlayerRow, 'name' | 'email' | 'address' | 'imageUrl' | 'giftIdeas'>;

/** The unique indexes are the rule; this words their refusal (docs/product.md §4.3). */
export function toUniquenessError(error: unknown): unknown {
  if (isUniqueViolation(error, 'players_event_name_unique')) {
    return new Refusal('playerNameTaken', {}, 'name');
  }
  if (isUniqueViolation(error, 'players_event_email_unique')) {
    return new Refusal('playerEmailTaken', {}, 'email');
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
  if (!isUuid(input.playerId)) throw new Refusal('playerNotFound');
  const [row] = await db
    .select()
    .from(players)
    .where(and(eq(players.id, input.playerId), eq(players.secretSantaId, input.secretSantaId)));
  if (!row) throw new Refusal('playerNotFound');
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
  if (isDrawn && isSameKey(email, organiser.email)) {
    throw new Refusal('ownAddressAfterDraw', {}, 'email');
  }
}

/**
 * 'Ajouter un participant'. After the edition's draw, the newcomer joins it (docs/product.md
 * §6.8: `joinDraw`), under the event's lock so that no draw, withdrawal or other newcomer
 * happens in between; the answer then says how many givers received a new recipient. A
 * finished exchange takes nobody more.
 */
export async function addPlayer(
  db: Database,
  input: Change & { fields: PlayerFields; random: RandomSource },
): Promise<{ player: Player; changedGivers?: number }> {
  const secretSantaId = input.secretSanta.id;
  try {
    return await db.transaction(async (tx) => {
      await lockSecretSanta(tx, secretSantaId);
      const draw = await findDraw(tx, secretSantaId, editionYear(input.now));
      refuseOwnAddressAfterDraw(draw !== undefined, input.fields.email, input.organiser);
      if (draw) await refuseOnceCompleted(tx, secretSantaId);
      const [row] = await tx
        .insert(players)
        .values({ ...input.fields, secretSantaId })
        .returning();
      if (!draw) return { player: toPlayer(row!) };
      const changedGivers = await joinDraw(tx, {
        draw,
        newcomerId: row!.id,
        random: input.random,
        mail: { secretSantaId, secretSantaName: input.secretSanta.name, now: input.now },
      });
      // Told of the draw at once when the others were: invited, like them.
      const player = await getPlayer(tx, { secretSantaId, playerId: row!.id });
      return { player: toPlayer(player), changedGivers };
    });
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
      const isNewAddress = !isSameKey(current.email, input.fields.email);
      if (isNewAddress) refuseOwnAddressAfterDraw(isDrawn, input.fields.email, input.organiser);
      const isChangeAfterDraw = isDrawn && isNewAddress;
      // Whoever reads the old mailbox, a stranger's after a typo, keeps nothing: the link it
      // received stops working and a new one is the player's (docs/decisions/0029), the
      // invitation still waiting is withdrawn (before the player's row, the order the mail
      // worker takes them in), and the player is 'Pas encore invité' until their link is sent to
      // the new address. Their other e-mails still waiting go to the new address with the new
      // link: none is dropped, so no count the organiser sees moves.
      if (isNewAddress) {
        await withdrawWaitingInvitations(tx, { secretSantaId, who: { playerId: current.id } });
        await readdressWaitingMail(tx, {
          secretSantaId,
          playerId: current.id,
          email: input.fields.email,
        });
        await replacePersonalLinks(tx, {
          secretSantaId,
          players: sql`p.id = ${current.id}`,
          alsoSet: sql`invited = false, space_opened_at = null`,
        });
      }
      const [row] = await tx
        .update(players)
        .set({
          ...input.fields,
          // Seen and settled: the organiser renamed them, or kept the name given.
          nameTakenAtSignUp: null,
          ...(isChangeAfterDraw ? { previousEmail: current.email, emailChangedAt: input.now } : {}),
        })
        .where(and(eq(players.id, current.id), eq(players.secretSantaId, secretSantaId)))
        .returning();
      if (isChangeAfterDraw) {
        await enqueueMail(tx, {
          kind: 'email-changed',
          recipient: current.email,
          language: current.language,
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
 * 'Supprimer' (docs/product.md §4.5): removes a player who is in no pair of the edition's draw,
 * with what hangs on them (`removePlayer`). Someone in the draw leaves it through 'Retirer du
 * tirage' (§6.8), which gives their recipient another Santa: here they are refused. The event's
 * lock keeps a draw from happening in between.
 */
export async function deletePlayer(
  db: Database,
  input: { secretSantaId: string; playerId: string; now: Date },
): Promise<void> {
  if (!isUuid(input.playerId)) throw new Refusal('playerNotFound');
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    const player = await getPlayer(tx, input);
    if (await isInDraw(tx, { ...input, year: editionYear(input.now) })) {
      throw new Refusal('deleteAfterDraw', { name: player.name });
    }
    await removePlayer(tx, { secretSantaId: input.secretSantaId, player });
  });
}
