import { eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/language.ts';
import { randomAvatarSrc } from '../../../shared/avatars.ts';
import {
  IMPORT_LINES_MAX,
  type ImportPlayersRequest,
} from '../../../shared/contracts/player-import.ts';
import { PlayerInputSchema } from '../../../shared/contracts/player.ts';
import { GroupSchema } from '../../../shared/contracts/player-form.ts';
import type { Database } from '../../db/database.server.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { players } from '../../db/schema.ts';
import { refusalOfIssue } from '../../../shared/issue-refusal.ts';
import { writeJournal, type Actor } from '../../domain/journal.server.ts';
import { Refusal } from '../../../shared/refusal.ts';
import {
  editionYear,
  findDraw,
  lockSecretSanta,
} from '../../domain/secret-santa-edition.server.ts';
import { toUniquenessError } from './player-queries.server.ts';

type Line = ImportPlayersRequest['players'][number];
type ValidLine = {
  line: number;
  name: string;
  email: string;
  address: string;
  giftIdeas: string;
  imageUrl: string;
  /** '' for none. */
  group: string;
};
/** A line's verdict: the refusal it meets, or null when it can be imported. */
export type LineVerdict = { line: number; refusal: Refusal | null };

/**
 * 'Importer une liste' (docs/product.md §4.8): each line checked with the participant form's
 * rules (PlayerInputSchema), then against the other lines and the event's players, names and
 * e-mails compared as the database's unique indexes compare them (`lower()`, §4.3). The
 * preview (`dryRun`) only reads. The import takes the event's lock and adds all the lines in
 * one statement, or none when one of them cannot be. Before the draw only: after it, each
 * newcomer joins the draw on their own (§6.8). An event holds at most IMPORT_LINES_MAX players
 * from imports.
 */
export async function importPlayers(
  db: Database,
  input: {
    secretSantaId: string;
    request: ImportPlayersRequest;
    by: Actor;
    now: Date;
    /** The organiser's page's: the imported players' e-mails are in it (docs/product.md §9.9). */
    language: Language;
  },
): Promise<{ lines: LineVerdict[]; imported: number }> {
  const { secretSantaId, request } = input;
  // The form's rules need no database: checked before any lock is taken.
  const checked = request.players.map(checkFields);
  const run = async (tx: Database) => {
    if (!request.dryRun) await lockSecretSanta(tx, secretSantaId);
    if (await findDraw(tx, secretSantaId, editionYear(input.now)))
      throw new Refusal('importAfterDraw');
    const verdicts = await checkAgainstEvent(tx, secretSantaId, checked);
    const valid = checked.flatMap((line, index) =>
      'player' in line && verdicts[index]?.refusal === null ? [line.player] : [],
    );
    const isRefused = verdicts.some((verdict) => verdict.refusal !== null);
    if (request.dryRun || isRefused) return { lines: verdicts, imported: 0 };
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(players)
      .where(eq(players.secretSantaId, secretSantaId));
    if (count + valid.length > IMPORT_LINES_MAX)
      throw new Refusal('importTooLarge', { most: IMPORT_LINES_MAX });
    await insertInOrder(tx, secretSantaId, valid, input.language);
    await writeJournal(tx, {
      secretSantaId,
      by: input.by,
      now: input.now,
      action: 'playersImported',
      details: { count: valid.length },
    });
    return { lines: verdicts, imported: valid.length };
  };
  try {
    return request.dryRun ? await run(db) : await db.transaction(run);
  } catch (error) {
    throw toUniquenessError(error);
  }
}

/** A line as the participant form would save it, or the first rule it breaks. */
function checkFields(
  line: Line,
): { line: number; player: ValidLine } | { line: number; refusal: Refusal } {
  const parsed = PlayerInputSchema.safeParse({ ...line, imageUrl: randomAvatarSrc() });
  if (!parsed.success) return { line: line.line, refusal: refusalOfIssue(parsed.error.issues[0]) };
  const group = GroupSchema.safeParse(line.group ?? '');
  if (!group.success) {
    return {
      line: line.line,
      refusal: refusalOfIssue({ ...group.error.issues[0]!, path: ['group'] }),
    };
  }
  return { line: line.line, player: { line: line.line, ...parsed.data, group: group.data } };
}

/**
 * Each line's verdict: its own refusal, or a name or e-mail already in the event or on an
 * earlier line that can be imported. The keys are the database's `lower()`: a key computed
 * here could differ from the unique index's for some letters ('İ', 'Σ').
 */
async function checkAgainstEvent(
  db: Database,
  secretSantaId: string,
  lines: ReturnType<typeof checkFields>[],
): Promise<LineVerdict[]> {
  const candidates = lines.flatMap((line) => ('player' in line ? [line.player] : []));
  const [keys] = await executeRows<{
    existing: Array<{ name: string; email: string }> | null;
    lines: Array<{ name: string; email: string }> | null;
  }>(
    db,
    sql`
    select
      (select json_agg(json_build_object('name', lower(name), 'email', lower(email)))
        from ${players} where secret_santa_id = ${secretSantaId}) as existing,
      (select json_agg(json_build_object('name', lower(r.name), 'email', lower(r.email))
          order by r.ord)
        from jsonb_to_recordset(${JSON.stringify(candidates.map((c, ord) => ({ name: c.name, email: c.email, ord })))}::jsonb)
          as r(name text, email text, ord int)) as lines`,
  );
  // Where each key already is: 0 for the event, else the line that has it.
  const names = new Map((keys?.existing ?? []).map((player) => [player.name, 0]));
  const emails = new Map((keys?.existing ?? []).map((player) => [player.email, 0]));
  let candidate = 0;
  return lines.map((line) => {
    if (!('player' in line)) return { line: line.line, refusal: line.refusal };
    const key = keys?.lines?.[candidate++] ?? { name: '', email: '' };
    const sameName = names.get(key.name);
    const sameEmail = emails.get(key.email);
    const refusal =
      sameName !== undefined
        ? sameName === 0
          ? new Refusal('playerNameTaken', {}, 'name')
          : new Refusal('nameInLine', { line: sameName }, 'name')
        : sameEmail !== undefined
          ? sameEmail === 0
            ? new Refusal('playerEmailTaken', {}, 'email')
            : new Refusal('emailInLine', { line: sameEmail }, 'email')
          : null;
    // Only a line that can be imported takes its name and e-mail.
    if (refusal === null) {
      names.set(key.name, line.line);
      emails.set(key.email, line.line);
    }
    return { line: line.line, refusal };
  });
}

/** All the lines in one statement, in the list's order: the tab lists players by when they came. */
async function insertInOrder(
  tx: Database,
  secretSantaId: string,
  lines: ValidLine[],
  language: Language,
) {
  const rows = lines.map((player, ord) => ({
    name: player.name,
    email: player.email,
    address: player.address,
    giftIdeas: player.giftIdeas,
    imageUrl: player.imageUrl,
    group: player.group === '' ? null : player.group,
    ord,
  }));
  await tx.execute(sql`
    insert into ${players}
      (secret_santa_id, name, email, address, gift_ideas, image_url, group_name, language,
        created_at)
    select ${secretSantaId}::uuid, r.name, r.email, r.address, r."giftIdeas", r."imageUrl",
      r."group", ${language}::text, now() + r.ord * interval '1 microsecond'
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as r(name text, email text, address text, "giftIdeas" text, "imageUrl" text,
        "group" text, ord int)`);
}
