import { eq, sql } from 'drizzle-orm';
import type { DrawRules } from '../../shared/contracts/draw.ts';
import type { Language } from '../../shared/language.ts';
import type { DrawAssignment, DrawHistoryEntry } from '../../shared/draw/draw-assignments.ts';
import type { Database } from '../db/database.server.ts';
import { executeRows } from '../db/execute-rows.ts';
import { players, santaAssignments, secretSantas } from '../db/schema.ts';
import { mailAddressOf } from './player-row.ts';

/*
 * What the draw reads, and so does its repair after someone withdraws or joins (docs/product.md
 * §6.1, §6.8): the players, the rules, the earlier years, the edition's pairs.
 */

export type DrawPlayerRow = {
  id: string;
  name: string;
  /** Where their e-mails go: their own address, or their carer's (docs/product.md §4.10). */
  email: string;
  excluded: string[];
  household: string | null;
  /** Who looks after them, if anyone: the draw keeps the carer from seeing a Santa. */
  caredBy: string | null;
  /** Their team: with « Un tirage par équipe », they give inside it. */
  group: string | null;
  /** Their e-mails' language (docs/product.md §9.9). */
  language: Language;
  /** What their personal link is signed with (docs/decisions/0029). */
  linkGeneration: number;
};

/**
 * Players as the draw sees them, in a stable order. The rows come back as one JSON value:
 * on PGlite, reading a large event's rows one by one costs markedly more, and the draw must
 * answer within the organiser's target (decision 0011).
 */
export async function listDrawPlayers(
  db: Database,
  secretSantaId: string,
): Promise<DrawPlayerRow[]> {
  const [row] = await executeRows<{ players: DrawPlayerRow[] | null }>(
    db,
    sql`
    select json_agg(json_build_object('id', id, 'name', name, 'email', ${mailAddressOf('p')},
        'excluded', excluded, 'household', household, 'caredBy', cared_by, 'group', group_name, 'language', language,
        'linkGeneration', link_generation)
      order by created_at, id) as "players"
    from ${players} p where secret_santa_id = ${secretSantaId}`,
  );
  return row?.players ?? [];
}

/** How the event's draw is made (docs/product.md §6.1); read under the event's lock. */
export async function getDrawRules(db: Database, secretSantaId: string): Promise<DrawRules> {
  const [row] = await db
    .select({
      avoidMutual: secretSantas.avoidMutual,
      singleCircle: secretSantas.singleCircle,
      historyYears: secretSantas.historyYears,
      carerNotGivingToCared: secretSantas.carerNotGivingToCared,
      withinGroups: secretSantas.withinGroups,
    })
    .from(secretSantas)
    .where(eq(secretSantas.id, secretSantaId));
  if (!row) throw new Error(`getDrawRules: no event ${secretSantaId}`);
  return row;
}

/**
 * Earlier years' pairs, which the draw avoids (docs/product.md §6.1). One JSON value, as for the
 * players: each earlier year holds a pair per player, and reading them row by row costs PGlite
 * much more (decision 0011).
 */
export async function listHistory(
  db: Database,
  secretSantaId: string,
  year: number,
): Promise<DrawHistoryEntry[]> {
  const [row] = await executeRows<{ history: DrawHistoryEntry[] | null }>(
    db,
    sql`
    select json_agg(json_build_object('year', year, 'giver', giver_id, 'receiver', receiver_id))
      as "history"
    from ${santaAssignments} where secret_santa_id = ${secretSantaId} and year < ${year}`,
  );
  return row?.history ?? [];
}

/** The edition's pairs, one JSON value for the same reason. */
export async function listAssignments(
  db: Database,
  input: { secretSantaId: string; year: number },
): Promise<DrawAssignment[]> {
  const [row] = await executeRows<{ pairs: DrawAssignment[] | null }>(
    db,
    sql`
    select json_agg(json_build_object('giver', giver_id, 'receiver', receiver_id)) as "pairs"
    from ${santaAssignments}
    where secret_santa_id = ${input.secretSantaId} and year = ${input.year}`,
  );
  return row?.pairs ?? [];
}
