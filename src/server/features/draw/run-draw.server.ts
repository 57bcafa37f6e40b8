import { and, eq } from 'drizzle-orm';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import { drawAssignments } from '../../../shared/draw/draw-assignments.ts';
import type { RandomSource } from '../../../shared/draw/random-source.ts';
import { messages } from '../../../shared/messages.ts';
import type { Database } from '../../db/database.server.ts';
import { draws, players, santaAssignments, secretSantas } from '../../db/schema.ts';
import { HttpError } from '../../http/http-error.ts';
import { findDraw, listDrawPlayers, listHistory, lockSecretSanta } from './draw-queries.server.ts';

const INSERT_SLICE = 2000;

/**
 * Draws this year's pairs and stores them, in one transaction under the event's lock:
 * the year's earlier pairs are replaced, other years kept, and two clicks at once give one
 * draw and one refusal. A new edition starts afresh (SPEC.md §4): nobody has received a
 * gift yet, nobody is notified, the event is not completed.
 */
export async function runDraw(
  db: Database,
  input: { secretSantaId: string; year: number; random: RandomSource },
): Promise<{ relaxedYears: number[] }> {
  return db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    if (await findDraw(tx, input.secretSantaId, input.year)) {
      throw new HttpError(409, errorCodes.alreadyDrawn, messages.draw.alreadyDrawn);
    }
    const everyone = await listDrawPlayers(tx, input.secretSantaId);
    const history = await listHistory(tx, input.secretSantaId, input.year);
    const result = drawAssignments({ players: everyone, history, year: input.year, random: input.random });
    if (!result.ok) {
      const code = result.reason === 'too-few-players' ? errorCodes.tooFewPlayers : errorCodes.drawImpossible;
      throw new HttpError(422, code, result.message);
    }

    const thisYear = and(eq(santaAssignments.secretSantaId, input.secretSantaId), eq(santaAssignments.year, input.year));
    await tx.delete(santaAssignments).where(thisYear);
    const rows = result.assignments.map((pair) => ({
      secretSantaId: input.secretSantaId,
      year: input.year,
      giverId: pair.giver,
      receiverId: pair.receiver,
    }));
    for (let start = 0; start < rows.length; start += INSERT_SLICE) {
      await tx.insert(santaAssignments).values(rows.slice(start, start + INSERT_SLICE));
    }
    await tx.insert(draws).values({ secretSantaId: input.secretSantaId, year: input.year, relaxedYears: result.relaxedYears });
    await tx
      .update(players)
      .set({ giftReceived: false, invited: false })
      .where(eq(players.secretSantaId, input.secretSantaId));
    await tx
      .update(secretSantas)
      .set({ completed: false, completionNotificationSent: false })
      .where(eq(secretSantas.id, input.secretSantaId));
    return { relaxedYears: result.relaxedYears };
  });
}
