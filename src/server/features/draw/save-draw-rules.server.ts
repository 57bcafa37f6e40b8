import { eq } from 'drizzle-orm';
import type { DrawRules, SaveDrawRulesRequest } from '../../../shared/contracts/draw.ts';
import {
  checkRestrictions,
  type RestrictionsCheck,
} from '../../../shared/draw/draw-assignments.ts';
import type { Database } from '../../db/database.server.ts';
import { secretSantas } from '../../db/schema.ts';
import { writeJournal, type Actor } from '../../domain/journal.server.ts';
import { withEventLocked } from '../../domain/secret-santa-edition.server.ts';
import { getDrawRules, listDrawPlayers } from '../../domain/draw-inputs.server.ts';

/**
 * Saves how the event's draw is made (docs/product.md §6.1), refused once the year's draw
 * exists: the rules shown after it are the ones it followed. Answers whether a draw is still
 * possible with the players' restrictions and households under these rules.
 */
export async function saveDrawRules(
  db: Database,
  input: {
    secretSantaId: string;
    year: number;
    rules: SaveDrawRulesRequest;
    by: Actor;
    now: Date;
  },
): Promise<{ drawRules: DrawRules; feasibility: RestrictionsCheck }> {
  const saved = await withEventLocked(db, input, { whenDrawn: 'rulesLocked' }, async (tx) => {
    await tx.update(secretSantas).set(input.rules).where(eq(secretSantas.id, input.secretSantaId));
    await writeJournal(tx, {
      secretSantaId: input.secretSantaId,
      by: input.by,
      now: input.now,
      action: 'drawRulesChanged',
      details: {},
    });
    return {
      rules: await getDrawRules(tx, input.secretSantaId),
      everyone: await listDrawPlayers(tx, input.secretSantaId),
    };
  });
  return {
    drawRules: saved.rules,
    feasibility: checkRestrictions(saved.everyone, saved.rules),
  };
}
