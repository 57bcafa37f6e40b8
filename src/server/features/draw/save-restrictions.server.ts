import { sql } from 'drizzle-orm';
import { type Household, householdByMember } from '../../../shared/contracts/draw.ts';
import {
  checkRestrictions,
  type RestrictionsCheck,
} from '../../../shared/draw/draw-assignments.ts';
import type { Database } from '../../db/database.server.ts';
import { players } from '../../db/schema.ts';
import { Refusal } from '../../../shared/refusal.ts';
import {
  type DrawPlayerRow,
  getDrawRules,
  listDrawPlayers,
} from '../../domain/draw-inputs.server.ts';
import { writeJournal, type Actor } from '../../domain/journal.server.ts';
import { withEventLocked } from '../../domain/secret-santa-edition.server.ts';

/**
 * Saves every player's `excluded` list and the event's households at once (the panel's working
 * copy), refused once the year's draw exists (docs/product.md §5.2, §5.5). Answers whether a
 * draw is still possible under the event's rules, so the organiser is warned at once, in names,
 * when the restrictions leave none. `households` absent: the households stay as they are.
 */
export async function saveRestrictions(
  db: Database,
  input: {
    secretSantaId: string;
    year: number;
    excluded: Record<string, string[]>;
    households?: Household[] | undefined;
    by: Actor;
    now: Date;
  },
): Promise<RestrictionsCheck> {
  const { saved, rules } = await withEventLocked(
    db,
    input,
    { whenDrawn: 'restrictionsLocked' },
    async (tx) => {
      const everyone = await listDrawPlayers(tx, input.secretSantaId);
      const known = new Set(everyone.map((p) => p.id));
      for (const [playerId, excluded] of Object.entries(input.excluded)) {
        if (!known.has(playerId) || excluded.some((id) => !known.has(id))) {
          throw new Refusal('unknownPlayerId', {}, 'excluded');
        }
        if (excluded.includes(playerId)) {
          throw new Refusal('selfExcluded', {}, 'excluded');
        }
      }
      const householdOf = input.households && householdOfEachMember(everyone, input.households);
      const next = everyone.map((player) => ({
        ...player,
        excluded: [...new Set(input.excluded[player.id] ?? player.excluded)],
        household: householdOf ? (householdOf.get(player.id) ?? null) : player.household,
      }));
      const changed = next.filter(
        (player, i) =>
          player.excluded.join() !== everyone[i]?.excluded.join() ||
          player.household !== everyone[i]?.household,
      );
      if (changed.length > 0) {
        // One statement for any number of players (a company saves thousands at once).
        const rows = JSON.stringify(
          changed.map(({ id, excluded, household }) => ({ id, excluded, household })),
        );
        await tx.execute(sql`
        update ${players} set excluded = r.excluded, household = r.household
        from jsonb_to_recordset(${rows}::jsonb) as r(id uuid, excluded uuid[], household text)
        where ${players.id} = r.id and ${players.secretSantaId} = ${input.secretSantaId}`);
        await writeJournal(tx, {
          secretSantaId: input.secretSantaId,
          by: input.by,
          now: input.now,
          action: 'restrictionsChanged',
          details: {},
        });
      }
      return { saved: next, rules: await getDrawRules(tx, input.secretSantaId) };
    },
  );
  // Decided once the lock is released: the players as saved, under the event's rules.
  return checkRestrictions(saved, rules);
}

/**
 * Each member's household name; a member who is not a player of this event is refused (400).
 * The other rules are the request's (`HouseholdsSchema`).
 */
function householdOfEachMember(
  everyone: readonly DrawPlayerRow[],
  households: readonly Household[],
): Map<string, string> {
  const known = new Set(everyone.map((player) => player.id));
  const byMember = householdByMember(households);
  for (const id of byMember.keys()) {
    if (!known.has(id)) {
      throw new Refusal('householdUnknownPlayer', {}, 'households');
    }
  }
  return byMember;
}
