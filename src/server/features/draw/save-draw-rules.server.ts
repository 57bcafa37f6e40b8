import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/language.ts';
import { drawWordingIn } from '../../catalogues.ts';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type { DrawRules, Feasibility } from '../../../shared/contracts/draw.ts';
import { checkRestrictions } from '../../../shared/draw/draw-assignments.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import type { Database } from '../../db/database.server.ts';
import { secretSantas } from '../../db/schema.ts';
import { HttpError } from '../../http/http-error.ts';
import { findDraw, lockSecretSanta } from '../../domain/secret-santa-edition.server.ts';
import { listDrawPlayers } from '../../domain/draw-inputs.server.ts';

/**
 * Saves how the event's draw is made (docs/product.md §6.1), refused once the year's draw
 * exists: the rules shown after it are the ones it followed. Answers whether a draw is still
 * possible with the players' restrictions and households under these rules.
 */
export async function saveDrawRules(
  db: Database,
  input: { secretSantaId: string; year: number; rules: DrawRules; language: Language },
): Promise<{ drawRules: DrawRules; feasibility: Feasibility }> {
  const everyone = await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    if (await findDraw(tx, input.secretSantaId, input.year)) {
      throw new HttpError(409, errorCodes.drawLocked, organiserMessages.draw.rulesLocked);
    }
    await tx.update(secretSantas).set(input.rules).where(eq(secretSantas.id, input.secretSantaId));
    return listDrawPlayers(tx, input.secretSantaId);
  });
  return {
    drawRules: input.rules,
    feasibility: checkRestrictions(everyone, input.rules, drawWordingIn(input.language)),
  };
}
