import { eq } from 'drizzle-orm';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type { Feasibility } from '../../../shared/contracts/draw.ts';
import { drawAssignments } from '../../../shared/draw/draw-assignments.ts';
import { createCryptoRandomSource } from '../../../shared/draw/random-source.ts';
import { messages } from '../../../shared/messages.ts';
import type { Database } from '../../db/database.server.ts';
import { players } from '../../db/schema.ts';
import { HttpError } from '../../http/http-error.ts';
import { findDraw, listDrawPlayers, lockSecretSanta } from './draw-queries.server.ts';

/**
 * Saves every player's `excluded` list at once (the panel's working copy), refused once
 * the year's draw exists (SPEC.md §4). Answers whether a draw is still possible, so the
 * organiser is warned at once, in names, when the restrictions leave none.
 */
export async function saveRestrictions(
  db: Database,
  input: { secretSantaId: string; year: number; excluded: Record<string, string[]> },
): Promise<Feasibility> {
  return db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    if (await findDraw(tx, input.secretSantaId, input.year)) {
      throw new HttpError(409, errorCodes.drawLocked, messages.restrictions.locked);
    }
    const everyone = await listDrawPlayers(tx, input.secretSantaId);
    const known = new Set(everyone.map((p) => p.id));
    for (const [playerId, excluded] of Object.entries(input.excluded)) {
      if (!known.has(playerId) || excluded.some((id) => !known.has(id))) {
        throw new HttpError(400, errorCodes.invalidInput, messages.restrictions.unknownPlayerId, 'excluded');
      }
      if (excluded.includes(playerId)) {
        throw new HttpError(400, errorCodes.invalidInput, messages.restrictions.selfExcluded, 'excluded');
      }
    }
    const next = everyone.map((player) => ({
      ...player,
      excluded: [...new Set(input.excluded[player.id] ?? player.excluded)],
    }));
    const changed = next.filter((player, i) => player.excluded.join() !== everyone[i]?.excluded.join());
    for (const player of changed) {
      await tx
        .update(players)
        .set({ excluded: player.excluded })
        .where(eq(players.id, player.id));
    }
    const check = drawAssignments({ players: next, history: [], year: input.year, random: createCryptoRandomSource() });
    if (check.ok || next.length < 2) return { ok: true };
    return { ok: false, message: check.message };
  });
}
