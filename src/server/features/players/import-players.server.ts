import { eq, sql } from 'drizzle-orm';
import { randomAvatarSrc } from '../../../shared/avatars.ts';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type {
  ImportLineVerdict,
  ImportPlayersRequest,
} from '../../../shared/contracts/player-import.ts';
import { PlayerInputSchema } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import type { Database } from '../../db/database.server.ts';
import { players } from '../../db/schema.ts';
import { HttpError } from '../../http/http-error.ts';
import {
  editionYear,
  findDraw,
  lockSecretSanta,
} from '../../domain/secret-santa-edition.server.ts';
import { toUniquenessError } from './player-queries.server.ts';

const t = organiserMessages.participantsTab;

type Line = ImportPlayersRequest['players'][number];
type ValidLine = {
  name: string;
  email: string;
  address: string;
  giftIdeas: string;
  imageUrl: string;
};

/**
 * 'Importer une liste' (docs/product.md §4.8): each line checked with the participant form's
 * rules (PlayerInputSchema), against the other lines and the event's players (names and
 * e-mails unique in any letter case, §4.3), under the event's lock. All the lines are added in
 * one statement, or none when one of them cannot be (or for the preview, `dryRun`). Before the
 * draw only: after it, each newcomer joins the draw on their own (§6.8).
 */
export async function importPlayers(
  db: Database,
  input: { secretSantaId: string; request: ImportPlayersRequest; now: Date },
): Promise<{ lines: ImportLineVerdict[]; imported: number }> {
  const { secretSantaId } = input;
  try {
    return await db.transaction(async (tx) => {
      await lockSecretSanta(tx, secretSantaId);
      if (await findDraw(tx, secretSantaId, editionYear(input.now)))
        throw new HttpError(409, errorCodes.drawLocked, t.importAfterDraw);
      const existing = await tx
        .select({ name: players.name, email: players.email })
        .from(players)
        .where(eq(players.secretSantaId, secretSantaId));
      const { verdicts, valid } = checkLines(input.request.players, existing);
      const isRefused = verdicts.some((verdict) => verdict.error !== null);
      if (input.request.dryRun || isRefused) return { lines: verdicts, imported: 0 };
      // In the list's order: the dashboard lists players by when they were added.
      const rows = valid.map((player, ord) => ({ ...player, ord }));
      await tx.execute(sql`
        insert into ${players}
          (secret_santa_id, name, email, address, gift_ideas, image_url, created_at)
        select ${secretSantaId}::uuid, r.name, r.email, r.address, r."giftIdeas", r."imageUrl",
          now() + r.ord * interval '1 microsecond'
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as r(name text, email text, address text, "giftIdeas" text, "imageUrl" text, ord int)`);
      return { lines: verdicts, imported: valid.length };
    });
  } catch (error) {
    throw toUniquenessError(error);
  }
}

/** Each line's verdict, and the lines that can be added as the form would save them. */
function checkLines(
  lines: readonly Line[],
  existing: ReadonlyArray<{ name: string; email: string }>,
): { verdicts: ImportLineVerdict[]; valid: ValidLine[] } {
  const key = (text: string) => text.toLocaleLowerCase('fr');
  // Where each name and e-mail is already: 0 for the event, else the line that has it.
  const names = new Map(existing.map((player) => [key(player.name), 0]));
  const emails = new Map(existing.map((player) => [key(player.email), 0]));
  const verdicts: ImportLineVerdict[] = [];
  const valid: ValidLine[] = [];
  for (const line of lines) {
    const parsed = PlayerInputSchema.safeParse({ ...line, imageUrl: randomAvatarSrc() });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      verdicts.push({
        line: line.line,
        error: { field: String(issue?.path[0] ?? 'name'), message: issue?.message ?? '' },
      });
      continue;
    }
    const player = parsed.data;
    const sameName = names.get(key(player.name));
    const sameEmail = emails.get(key(player.email));
    const error =
      sameName !== undefined
        ? {
            field: 'name',
            message: sameName === 0 ? messages.players.nameTaken : t.nameInLine(sameName),
          }
        : sameEmail !== undefined
          ? {
              field: 'email',
              message: sameEmail === 0 ? messages.players.emailTaken : t.emailInLine(sameEmail),
            }
          : null;
    names.set(key(player.name), names.get(key(player.name)) ?? line.line);
    emails.set(key(player.email), emails.get(key(player.email)) ?? line.line);
    verdicts.push({ line: line.line, error });
    if (error === null) valid.push(player);
  }
  return { verdicts, valid };
}
