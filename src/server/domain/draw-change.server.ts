import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DrawAssignment } from '../../shared/draw/draw-assignments.ts';
import type { RandomSource } from '../../shared/draw/random-source.ts';
import { insert, type RepairResult } from '../../shared/draw/repair-draw.ts';
import type { Database } from '../db/database.server.ts';
import { players, santaAssignments, secretSantas } from '../db/schema.ts';
import { Refusal } from '../../shared/refusal.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import {
  type DrawPlayerRow,
  getDrawRules,
  listAssignments,
  listDrawPlayers,
  listHistory,
} from './draw-inputs.server.ts';
import { type Draw, type DrawMailContext, drawChangedMail, drawMail } from './draw-mails.server.ts';
import { drawMailsKey } from '../mail/dedupe-keys.ts';

/*
 * Changing a drawn edition for someone who withdraws or joins (docs/product.md §6.8), in the
 * caller's transaction under the event's lock: the engine (shared/draw/repair-draw.ts) picks the
 * fewest givers to change; this reads its inputs and writes its answer.
 */

/**
 * What the repair works on. The years the draw had to give up stay given up: the repair keeps
 * to the rules the draw could keep, no more (shared/draw/repair-draw.ts).
 */
export async function repairInputs(
  tx: Database,
  input: { secretSantaId: string; year: number; draw: Draw },
) {
  const relaxed = new Set(input.draw.relaxedYears);
  const history = await listHistory(tx, input.secretSantaId, input.year);
  const everyone = await listDrawPlayers(tx, input.secretSantaId);
  const assignments = await listAssignments(tx, input);
  const givers = new Set(assignments.map((pair) => pair.giver));
  return {
    everyone,
    /** Who is in the draw: a player added by an earlier version after it is in no pair. */
    inDraw: everyone.filter((player) => givers.has(player.id)),
    history: history.filter((entry) => !relaxed.has(entry.year)),
    rules: await getDrawRules(tx, input.secretSantaId),
    assignments,
    year: input.year,
  };
}

/** A finished exchange keeps its draw: nobody joins or leaves it any more (§6.8). */
export async function refuseOnceCompleted(tx: Database, secretSantaId: string): Promise<void> {
  const [event] = await tx
    .select({ completed: secretSantas.completed })
    .from(secretSantas)
    .where(eq(secretSantas.id, secretSantaId));
  if (event?.completed) {
    throw new Refusal('changeAfterCompletion');
  }
}

/**
 * The repair's refusal; nothing is changed. Only `NO_SMALL_CHANGE` makes the organiser an offer
 * of the full redraw: with fewer than 2 people, or restrictions that leave no draw, it would
 * fail too.
 */
export function refuseRepair(result: Extract<RepairResult, { ok: false }>): never {
  throw new Refusal('noDraw', { problem: result.problem });
}

/**
 * Writes a repair: the pairs of the changed givers (and of a newcomer) are replaced, every other
 * pair is kept, and so is every 'Cadeau reçu' as others see it. A withdrawn player's own pairs
 * must be gone already (`removePlayer`). With `tellChangedGivers`, each changed giver gets
 * « Votre tirage a changé » with their link, all of them marked with one change id: the Tirage
 * tab counts them per change (draw-queries.server.ts). The caller says no before the
 * notification (nobody was told anything, and the notification will give everyone their link),
 * and when the exchange is over; then too it says no to `awaitNewGifts`.
 */
export async function applyRepair(
  tx: Database,
  input: {
    draw: Draw;
    players: readonly DrawPlayerRow[];
    assignments: readonly DrawAssignment[];
    changedGivers: readonly string[];
    newcomer?: string;
    tellChangedGivers: boolean;
    /**
     * A receiver whose Santa changed after they said their gift arrived shows their new Santa
     * that a gift is still awaited (docs/product.md §7.5). False when the exchange is over.
     */
    awaitNewGifts: boolean;
    mail: DrawMailContext;
  },
): Promise<void> {
  const { draw } = input;
  const rewritten = new Set(input.changedGivers);
  if (input.newcomer !== undefined) rewritten.add(input.newcomer);
  const pairs = input.assignments.filter((pair) => rewritten.has(pair.giver));
  const givers = JSON.stringify([...rewritten]);
  if (input.awaitNewGifts) await awaitNewSantasGifts(tx, draw, pairs);
  await tx.execute(sql`
    delete from ${santaAssignments}
    where secret_santa_id = ${draw.secretSantaId} and year = ${draw.year}
      and giver_id in (select value::uuid from jsonb_array_elements_text(${givers}::jsonb))`);
  await tx.execute(sql`
    insert into ${santaAssignments} (secret_santa_id, year, giver_id, receiver_id)
    select ${draw.secretSantaId}::uuid, ${draw.year}::int, r.giver, r.receiver
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as r(giver uuid, receiver uuid)`);
  if (!input.tellChangedGivers) return;
  const changed = new Set(input.changedGivers);
  const changeId = randomUUID();
  await enqueueMail(
    tx,
    input.players
      .filter((p) => changed.has(p.id))
      .map((p) => drawChangedMail({ ...input.mail, changeId }, p)),
  );
}

/**
 * The receivers of `pairs` whose Santa is not the one they had (a withdrawn Santa's pair is gone
 * already): their new Santa sees them still waiting for a gift; a 'Cadeau reçu' they gave stays
 * for everyone else, they and the organiser included, so that nothing shows whose Santa
 * changed (docs/product.md §7.5). Called before the pairs are rewritten.
 */
async function awaitNewSantasGifts(
  tx: Database,
  draw: Draw,
  pairs: readonly DrawAssignment[],
): Promise<void> {
  await tx.execute(sql`
    update ${players} set awaits_new_santa_gift = true
    from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as r(giver uuid, receiver uuid)
    where ${players.secretSantaId} = ${draw.secretSantaId} and ${players.id} = r.receiver
      and ${players.giftReceived}
      and not exists (select 1 from ${santaAssignments} a
        where a.secret_santa_id = ${draw.secretSantaId} and a.year = ${draw.year}
          and a.giver_id = r.giver and a.receiver_id = r.receiver)`);
}

/**
 * 'Ajouter un participant' after the draw: the newcomer joins it, usually as A → newcomer → X
 * where A gave to X. Once the edition was notified, the newcomer gets the draw e-mail (keyed
 * like the notification's, so notifying again sends no second one) and counts as invited.
 * Returns how many givers received a new recipient.
 */
export async function joinDraw(
  tx: Database,
  input: { draw: Draw; newcomerId: string; random: RandomSource; mail: DrawMailContext },
): Promise<number> {
  const { draw, mail } = input;
  const inputs = await repairInputs(tx, {
    secretSantaId: draw.secretSantaId,
    year: draw.year,
    draw,
  });
  const result = insert({
    ...inputs,
    players: inputs.everyone.filter(
      (player) => player.id === input.newcomerId || inputs.inDraw.includes(player),
    ),
    joining: input.newcomerId,
    random: input.random,
  });
  if (!result.ok) refuseRepair(result);
  await applyRepair(tx, {
    draw,
    players: inputs.everyone,
    assignments: result.assignments,
    changedGivers: result.changedGivers,
    newcomer: input.newcomerId,
    tellChangedGivers: draw.notifiedAt !== null,
    awaitNewGifts: true,
    mail,
  });
  if (draw.notifiedAt !== null) {
    const newcomer = inputs.everyone.find((p) => p.id === input.newcomerId);
    if (!newcomer) throw new Error('joinDraw: the newcomer is not a player of the event');
    await enqueueMail(tx, {
      ...drawMail({ ...mail, isRedraw: false }, newcomer),
      dedupeKey: drawMailsKey(draw) + newcomer.id,
    });
    await tx
      .update(players)
      .set({ invited: true, invitationSentAt: mail.now })
      .where(and(eq(players.id, newcomer.id), eq(players.secretSantaId, draw.secretSantaId)));
  }
  return result.changedGivers.length;
}
