import { drawDuration } from '../../metrics.ts';
import { sql } from 'drizzle-orm';
import { drawAssignments } from '../../../shared/draw/draw-assignments.ts';
import type { RandomSource } from '../../../shared/draw/random-source.ts';
import type { Database } from '../../db/database.server.ts';
import { draws, santaAssignments } from '../../db/schema.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { clearEdition } from './draw-queries.server.ts';
import { getDrawRules, listDrawPlayers, listHistory } from '../../domain/draw-inputs.server.ts';
import { withEventLocked } from '../../domain/secret-santa-edition.server.ts';
import { writeJournal, type Actor } from '../../domain/journal.server.ts';
import { closeRegistration } from '../../domain/registration-link.server.ts';

/**
 * Draws this year's pairs and stores them, in one transaction under the event's lock:
 * the year's earlier pairs are replaced, other years kept, and two clicks at once give one
 * draw and one refusal. A new edition starts afresh (docs/product.md §6.3): nobody has received a
 * gift yet, nobody is notified, the event is not completed.
 */
export async function runDraw(
  db: Database,
  input: { secretSantaId: string; year: number; random: RandomSource; by: Actor; now: Date },
): Promise<{ relaxedYears: number[] }> {
  const timer = drawDuration.startTimer();
  return withEventLocked(db, input, { whenDrawn: 'alreadyDrawn' }, async (tx) => {
    const drawn = await drawEdition(tx, input);
    timer();
    await writeJournal(tx, {
      secretSantaId: input.secretSantaId,
      by: input.by,
      now: input.now,
      action: 'drawn',
      details: { count: drawn.players },
    });
    return drawn;
  });
}

/**
 * The draw itself, in the caller's transaction under the event's lock: also the full redraw
 * offered when someone withdraws and no small change is possible (docs/product.md §6.8).
 */
export async function drawEdition(
  tx: Database,
  input: {
    secretSantaId: string;
    year: number;
    random: RandomSource;
  },
): Promise<{ relaxedYears: number[]; players: number }> {
  const everyone = await listDrawPlayers(tx, input.secretSantaId);
  const history = await listHistory(tx, input.secretSantaId, input.year);
  const result = drawAssignments({
    players: everyone,
    history,
    year: input.year,
    random: input.random,
    rules: await getDrawRules(tx, input.secretSantaId),
  });
  if (!result.ok) {
    throw new Refusal('noDraw', { problem: result.problem });
  }

  await clearEdition(tx, input);
  // One statement for any number of pairs: the pairs travel as one JSON parameter.
  await tx.execute(sql`
      insert into ${santaAssignments} (secret_santa_id, year, giver_id, receiver_id)
      select ${input.secretSantaId}::uuid, ${input.year}::int, r.giver, r.receiver
      from jsonb_to_recordset(${JSON.stringify(result.assignments)}::jsonb) as r(giver uuid, receiver uuid)`);
  await tx.insert(draws).values({
    secretSantaId: input.secretSantaId,
    year: input.year,
    relaxedYears: result.relaxedYears,
  });
  // Newcomers now join the draw through the organiser (docs/product.md §4.9, §6.8).
  await closeRegistration(tx, input.secretSantaId);
  return { relaxedYears: result.relaxedYears, players: everyone.length };
}
