import { isUuid } from '../../../shared/contracts/secret-santa.ts';
import type { RandomSource } from '../../../shared/draw/random-source.ts';
import { withdraw } from '../../../shared/draw/repair-draw.ts';
import type { Database } from '../../db/database.server.ts';
import { completeIfEveryoneReceived, hasEveryoneReceived } from '../../domain/completion.server.ts';
import { applyRepair, refuseRepair, repairInputs } from '../../domain/draw-change.server.ts';
import type { DrawMailContext } from '../../domain/draw-mails.server.ts';
import { refuseWhileLookingAfter, removePlayer } from '../../domain/remove-player.server.ts';
import { writeJournal, type Actor } from '../../domain/journal.server.ts';
import { withEventLocked } from '../../domain/secret-santa-edition.server.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { enqueueMail } from '../../mail/outbox.server.ts';
import { notifyInTransaction } from './notify-participants.server.ts';
import { withdrawPendingDrawMails } from './reset-draw.server.ts';
import { drawEdition } from './run-draw.server.ts';

/**
 * 'Retirer du tirage' (docs/product.md §6.8), in one transaction under the event's lock: the
 * player leaves the event, and the fewest givers possible receive a new recipient (the engine:
 * shared/draw/repair-draw.ts); every 'Cadeau reçu' is kept as others see it. Once the edition was notified, those
 * givers get « Votre tirage a changé » and the player a word that they were taken out. Returns
 * how many givers changed, never who.
 *
 * When no small change respects the rules, nothing changes and the answer is 422
 * `NO_SMALL_CHANGE`; with `redrawEveryone`, the player then leaves and the edition is drawn
 * again for everyone, and notified again if it had been. A finished exchange changes no more.
 */
export async function withdrawPlayer(
  db: Database,
  input: DrawMailContext & {
    year: number;
    by: Actor;
    playerId: string;
    redrawEveryone: boolean;
    random: RandomSource;
  },
): Promise<{ changedGivers: number; redrawn: boolean }> {
  if (!isUuid(input.playerId)) throw new Refusal('playerNotFound');
  const { secretSantaId, year } = input;
  const refusals = {
    whenNotDrawn: 'notDrawnToWithdraw',
    whenCompleted: 'changeAfterCompletion',
  } as const;
  return withEventLocked(db, input, refusals, async (tx, { draw }) => {
    const inputs = await repairInputs(tx, { secretSantaId, year, draw });
    const player = inputs.everyone.find((p) => p.id === input.playerId);
    if (!player) throw new Refusal('playerNotFound');
    await refuseWhileLookingAfter(tx, { secretSantaId, player });
    // Rolled back with the rest if no change respects the rules.
    await writeJournal(tx, {
      secretSantaId,
      by: input.by,
      now: input.now,
      action: 'playerWithdrawn',
      details: { name: player.name },
    });
    const mail = {
      secretSantaId,
      secretSantaName: input.secretSantaName,
      now: input.now,
    };
    const goodbye = async () => {
      if (draw.notifiedAt === null) return;
      await enqueueMail(tx, {
        kind: 'player-withdrawn',
        recipient: player.email,
        language: player.language,
        secretSantaId,
        payload: {
          playerName: player.name,
          secretSantaName: input.secretSantaName,
          organiserName: input.by.name,
        },
      });
    };

    // Added after the draw by an earlier version, they are in no pair: nobody else changes.
    if (!inputs.inDraw.includes(player)) {
      await removePlayer(tx, { secretSantaId, player });
      await goodbye();
      await completeIfEveryoneReceived(tx, { secretSantaId, year, draw });
      return { changedGivers: 0, redrawn: false };
    }

    const result = withdraw({
      ...inputs,
      players: inputs.inDraw.filter((p) => p !== player),
      withdrawn: player.id,
      random: input.random,
    });
    if (!result.ok) {
      if (!input.redrawEveryone || result.reason !== 'no-small-change') refuseRepair(result);
      await removePlayer(tx, { secretSantaId, player });
      await withdrawPendingDrawMails(tx, secretSantaId);
      // A new draw record: everyone starts afresh, as after a reset and a draw (§6.4).
      await drawEdition(tx, {
        secretSantaId,
        year,
        random: input.random,
      });
      if (draw.notifiedAt !== null) await notifyInTransaction(tx, { ...mail, year });
      await goodbye();
      return { changedGivers: inputs.everyone.length - 1, redrawn: true };
    }
    await removePlayer(tx, { secretSantaId, player });
    // The last one waiting for a gift may be the one who left: the exchange is then over, and
    // nobody is asked to buy another gift.
    const isOver = await hasEveryoneReceived(tx, secretSantaId);
    await applyRepair(tx, {
      draw,
      players: inputs.everyone,
      assignments: result.assignments,
      changedGivers: result.changedGivers,
      tellChangedGivers: draw.notifiedAt !== null && !isOver,
      awaitNewGifts: !isOver,
      mail,
    });
    await goodbye();
    if (isOver) await completeIfEveryoneReceived(tx, { secretSantaId, year, draw });
    return { changedGivers: result.changedGivers.length, redrawn: false };
  });
}
