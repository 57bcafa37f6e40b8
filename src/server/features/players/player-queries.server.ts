import { and, asc, eq, or, sql } from 'drizzle-orm';
import { isUuid } from '../../../shared/contracts/secret-santa.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import type { Database } from '../../db/database.server.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { players, santaAssignments } from '../../db/schema.ts';
import { joinDraw, refuseOnceCompleted } from '../../domain/draw-change.server.ts';
import { removePlayer } from '../../domain/remove-player.server.ts';
import type { RandomSource } from '../../../shared/draw/random-source.ts';
import { playerMailAddress, type PlayerRow, toPlayer } from '../../domain/player-row.ts';
import { listLookedAfter } from '../../domain/remove-player.server.ts';
import { getDrawRules } from '../../domain/draw-inputs.server.ts';
import { isSameKey } from '../../../shared/same-key.ts';
import { isOrganiserAddress } from '../../domain/own-secret-santa.server.ts';
import { writeJournal, type Actor } from '../../domain/journal.server.ts';
import { PLAYER_FIELDS } from '../../../shared/contracts/journal.ts';
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

type PlayerFields = Pick<
  PlayerRow,
  'name' | 'email' | 'caredBy' | 'group' | 'address' | 'imageUrl' | 'giftIdeas'
>;

/**
 * The dialog's fields (PlayerFormSchema) as stored: no e-mail for someone looked after, no
 * team for '' (or for a form that has no such field).
 */
type FormFields = Omit<PlayerFields, 'email' | 'group'> & { email: string; group?: string };

function toStoredFields(fields: FormFields): PlayerFields {
  return {
    ...fields,
    email: fields.caredBy === null ? fields.email : null,
    group: fields.group === undefined || fields.group === '' ? null : fields.group,
  };
}

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

/** The journal's name for who made the change. */
const organiserOf = (change: Change): Actor => ({ kind: 'organiser', name: change.organiser.name });

/**
 * After the draw, no organiser's account, the owner's or a co-organiser's, may become a player:
 * signed in, they would open that player's space and see whom they give to
 * (docs/decisions/0014). Before the draw there is no pair to see, and an organiser who plays is
 * a player from the start.
 */
async function refuseOrganiserAddressAfterDraw(
  tx: Database,
  input: { secretSantaId: string; isDrawn: boolean; email: string | null },
) {
  if (!input.isDrawn || input.email === null) return;
  if (await isOrganiserAddress(tx, { secretSantaId: input.secretSantaId, email: input.email })) {
    throw new Refusal('ownAddressAfterDraw', {}, 'email');
  }
}

/**
 * Whether `fields.caredBy` may look after the player (docs/product.md §4.10), under the event's
 * lock: another player of the event with an address of their own, for someone who looks after
 * nobody (a carer's own e-mails must reach a mailbox). After the draw, who looks after whom
 * changes no more, for anyone, a newcomer included: the draw kept the carer from seeing a
 * Santa, and a repair that had to keep it too would succeed, fail or count by the pairs. A
 * player may still be given their own address. The refusals do not depend on the pairs, so
 * they tell nothing of them.
 */
async function checkCarer(
  tx: Database,
  input: {
    secretSantaId: string;
    player: Pick<PlayerRow, 'id' | 'name' | 'caredBy'> | null;
    fields: PlayerFields;
    isDrawn: boolean;
  },
): Promise<{ email: string } | null> {
  const { caredBy } = input.fields;
  if (caredBy === null) return null;
  if (input.isDrawn && caredBy !== (input.player?.caredBy ?? null)) {
    throw new Refusal('carerAfterDraw', {}, 'caredBy');
  }
  if (caredBy === input.player?.id) throw new Refusal('carerInvalid', {}, 'caredBy');
  const [carer] = await tx
    .select({ email: players.email })
    .from(players)
    .where(and(eq(players.id, caredBy), eq(players.secretSantaId, input.secretSantaId)));
  if (!carer || carer.email === null) throw new Refusal('carerInvalid', {}, 'caredBy');
  if (input.player === null) return { email: carer.email };
  const others = await listLookedAfter(tx, {
    secretSantaId: input.secretSantaId,
    carerId: input.player.id,
  });
  if (others.length > 0) {
    throw new Refusal('carerLooksAfterOthers', { name: input.player.name, others }, 'caredBy');
  }
  return { email: carer.email };
}

/**
 * 'Ajouter un participant'. After the edition's draw, the newcomer joins it (docs/product.md
 * §6.8: `joinDraw`), under the event's lock so that no draw, withdrawal or other newcomer
 * happens in between; the answer then says how many givers received a new recipient. A
 * finished exchange takes nobody more.
 */
export async function addPlayer(
  db: Database,
  input: Change & { fields: FormFields; random: RandomSource },
): Promise<{ player: Player; changedGivers?: number }> {
  const secretSantaId = input.secretSanta.id;
  const fields = toStoredFields(input.fields);
  try {
    return await db.transaction(async (tx) => {
      await lockSecretSanta(tx, secretSantaId);
      const draw = await findDraw(tx, secretSantaId, editionYear(input.now));
      await refuseOrganiserAddressAfterDraw(tx, {
        secretSantaId,
        isDrawn: draw !== undefined,
        email: fields.email,
      });
      await checkCarer(tx, {
        secretSantaId,
        player: null,
        fields,
        isDrawn: draw !== undefined,
      });
      if (draw) await refuseOnceCompleted(tx, secretSantaId);
      const [row] = await tx
        .insert(players)
        .values({ ...fields, secretSantaId })
        .returning();
      await writeJournal(tx, {
        secretSantaId,
        by: organiserOf(input),
        now: input.now,
        action: 'playerAdded',
        details: { name: row!.name },
      });
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

async function mailAddressOfPlayer(tx: Database, playerId: string): Promise<string> {
  const [row] = await tx
    .select({ email: playerMailAddress })
    .from(players)
    .where(eq(players.id, playerId));
  return row!.email;
}

/**
 * The organiser's edit. The e-mail stays editable after the draw (a mistyped address must be
 * fixed), but never silently: the previous address is told, by whom, and the player keeps a
 * trace of it that their space shows; and the organiser's own address is refused
 * (docs/decisions/0014). The event's lock keeps a draw from happening in between.
 */
export async function updatePlayer(
  db: Database,
  input: Change & { playerId: string; fields: FormFields },
): Promise<Player> {
  const secretSantaId = input.secretSanta.id;
  const fields = toStoredFields(input.fields);
  try {
    return await db.transaction(async (tx) => {
      await lockSecretSanta(tx, secretSantaId);
      const current = await getPlayer(tx, { secretSantaId, playerId: input.playerId });
      const isDrawn = (await findDraw(tx, secretSantaId, editionYear(input.now))) !== undefined;
      const carer = await checkCarer(tx, {
        secretSantaId,
        player: current,
        fields,
        isDrawn,
      });
      // Drawn team by team, a team change would leave a pair across teams (§6.1); refused
      // whatever the pairs.
      if (
        isDrawn &&
        fields.group !== current.group &&
        (await getDrawRules(tx, secretSantaId)).withinGroups
      ) {
        throw new Refusal('groupAfterDraw', {}, 'group');
      }
      // Where their e-mails go: their own address, or their carer's (§4.10).
      const mailbox = (fields: Pick<PlayerFields, 'email' | 'caredBy'>) =>
        fields.email ?? `carer:${fields.caredBy}`;
      const isNewAddress = !isSameKey(mailbox(current), mailbox(fields));
      if (isNewAddress) {
        await refuseOrganiserAddressAfterDraw(tx, { secretSantaId, isDrawn, email: fields.email });
      }
      const isChangeAfterDraw = isDrawn && isNewAddress;
      // After the draw only an address can be given (`checkCarer`): the one told is the mailbox
      // that received the player's e-mails until now, their carer's if they had one.
      const previousMailAddress = isChangeAfterDraw
        ? (current.email ?? (await mailAddressOfPlayer(tx, current.id)))
        : null;
      // Whoever reads the old mailbox, a stranger's after a typo, keeps nothing: the link it
      // received stops working and a new one is the player's (docs/decisions/0029), the
      // invitation still waiting is withdrawn (before the player's row, the order the mail
      // worker takes them in), and the player is 'Pas encore invité' until their link is sent to
      // the new address. Their other e-mails still waiting go to the new address with the new
      // link: none is dropped, so no count the organiser sees moves.
      // The same holds for those the player looks after, whose links reached that mailbox too.
      if (isNewAddress) {
        const lookedAfter = await tx
          .select({ id: players.id })
          .from(players)
          .where(and(eq(players.secretSantaId, secretSantaId), eq(players.caredBy, current.id)));
        for (const { id } of [current, ...lookedAfter]) {
          await withdrawWaitingInvitations(tx, { secretSantaId, who: { playerId: id } });
          await readdressWaitingMail(tx, {
            secretSantaId,
            playerId: id,
            email: fields.email ?? carer!.email,
          });
        }
        await replacePersonalLinks(tx, {
          secretSantaId,
          players: sql`(p.id = ${current.id} or p.cared_by = ${current.id})`,
          alsoSet: sql`invited = false, space_opened_at = null`,
        });
      }
      const [row] = await tx
        .update(players)
        .set({
          ...fields,
          // Seen and settled: the organiser renamed them, or kept the name given.
          nameTakenAtSignUp: null,
          // The space shows the previous address to its reader: never a carer's (§7.2).
          ...(isChangeAfterDraw ? { previousEmail: current.email, emailChangedAt: input.now } : {}),
        })
        .where(and(eq(players.id, current.id), eq(players.secretSantaId, secretSantaId)))
        .returning();
      // The mailbox the player's e-mails reached until now is told where they go from now on.
      const tellPreviousMailbox = (recipient: string, newEmail: string) =>
        enqueueMail(tx, {
          kind: 'email-changed',
          recipient,
          language: current.language,
          secretSantaId,
          payload: {
            playerName: row!.name,
            secretSantaName: input.secretSanta.name,
            organiserName: input.organiser.name,
            newEmail,
          },
        });
      const changed = PLAYER_FIELDS.filter((field) => {
        const [before, after] = [current[field], row![field]];
        return typeof before === 'string' && typeof after === 'string'
          ? before !== after
          : (before ?? null) !== (after ?? null);
      });
      if (changed.length > 0) {
        await writeJournal(tx, {
          secretSantaId,
          by: organiserOf(input),
          now: input.now,
          action: 'playerEdited',
          details: { name: row!.name, fields: changed },
        });
      }
      // After the draw a change of mailbox is always to an address (`checkCarer`).
      if (previousMailAddress !== null) await tellPreviousMailbox(previousMailAddress, row!.email!);
      // Someone who had an address and is now looked after is told there: their e-mails, and
      // their space's link, will reach another mailbox (§4.10). Before the draw only.
      if (current.email !== null && fields.caredBy !== null) {
        await tellPreviousMailbox(current.email, carer!.email);
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
  input: { secretSantaId: string; playerId: string; by: Actor; now: Date },
): Promise<void> {
  if (!isUuid(input.playerId)) throw new Refusal('playerNotFound');
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    const player = await getPlayer(tx, input);
    if (await isInDraw(tx, { ...input, year: editionYear(input.now) })) {
      throw new Refusal('deleteAfterDraw', { name: player.name });
    }
    await removePlayer(tx, { secretSantaId: input.secretSantaId, player });
    await writeJournal(tx, {
      secretSantaId: input.secretSantaId,
      by: input.by,
      now: input.now,
      action: 'playerRemoved',
      details: { name: player.name },
    });
  });
}
