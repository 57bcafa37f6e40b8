import { sql } from 'drizzle-orm';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type { Feasibility } from '../../../shared/contracts/draw.ts';
import { checkRestrictions } from '../../../shared/draw/draw-assignments.ts';
import { messages } from '../../../shared/messages.ts';
import type { Database } from '../../db/database.server.ts';
import { players } from '../../db/schema.ts';
import { HttpError } from '../../http/http-error.ts';
import { listDrawPlayers } from './draw-queries.server.ts';
import { findDraw, lockSecretSanta } from '../../domain/secret-santa-edition.server.ts';

/**
 * Saves every player's `excluded` list at once (the panel's working copy), refused once
 * the year's draw exists (docs/product.md §5.2). Answers whether a draw is still possible, so the
 * organiser is warned at once, in names, when the restrictions leave none.
 */
export async function saveRestrictions(
  db: Database,
  input: { secretSantaId: string; year: number; excluded: Record<string, string[]> },
): Promise<Feasibility> {
  const saved = await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    if (await findDraw(tx, input.secretSantaId, input.year)) {
      throw new HttpError(409, errorCodes.drawLocked, messages.restrictions.locked);
    }
    const everyone = await listDrawPlayers(tx, input.secretSantaId);
    const known = new Set(everyone.map((p) => p.id));
    for (const [playerId, excluded] of Object.entries(input.excluded)) {
      if (!known.has(playerId) || excluded.some((id) => !known.has(id))) {
        throw new HttpError(
          400,
          errorCodes.invalidInput,
          messages.restrictions.unknownPlayerId,
          'excluded',
        );
      }
      if (excluded.includes(playerId)) {
        throw new HttpError(
          400,
          errorCodes.invalidInput,
          messages.restrictions.selfExcluded,
          'excluded',
        );
      }
    }
    const next = everyone.map((player) => ({
      ...player,
      excluded: [...new Set(input.excluded[player.id] ?? player.excluded)],
    }));
    const changed = next.filter(
      (player, i) => player.excluded.join() !== everyone[i]?.excluded.join(),
    );
    if (changed.length > 0) {
      // One statement for any number of players (a company saves thousands at once).
      const rows = JSON.stringify(
        changed.map((player) => ({ id: player.id, excluded: player.excluded })),
      );
      await tx.execute(sql`
        update ${players} set excluded = r.excluded
        from jsonb_to_recordset(${rows}::jsonb) as r(id uuid, excluded uuid[])
        where ${players.id} = r.id and ${players.secretSantaId} = ${input.secretSantaId}`);
    }
    return next;
  });
  // Decided once the lock is released: the players as saved, by the matching alone.
  return checkRestrictions(saved);
}
