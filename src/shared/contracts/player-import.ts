import { z } from './zod.ts';

/** The most lines one import takes (docs/product.md §4.8): a company of 10,000. */
export const IMPORT_LINES_MAX = 10_000;

/**
 * A line of the list as the browser read it (`parsePlayerList`): texts as typed, each checked
 * by the server with the participant form's rules, line by line, so that one bad line is named
 * and not a refusal of the whole request.
 */
const ImportLineSchema = z.object({
  line: z.number().int().min(1),
  // No length here: a text too long is that line's refusal, by the form's own rules. The body
  // limit bounds them all (docs/product.md §11).
  name: z.string(),
  email: z.string(),
  address: z.string(),
  giftIdeas: z.string(),
  /** Absent from a list without a team column, and from an earlier version's page. */
  group: z.string().optional(),
});

export const ImportPlayersRequestSchema = z.object({
  players: z.array(ImportLineSchema).min(1).max(IMPORT_LINES_MAX),
  /** Only check, for the preview: nothing is added. */
  dryRun: z.boolean(),
});
export type ImportPlayersRequest = z.infer<typeof ImportPlayersRequestSchema>;

export const ImportLineVerdictSchema = z.object({
  line: z.number().int(),
  /** Why the line cannot be imported, in French, on which field; null: it can. */
  error: z.object({ field: z.string(), message: z.string() }).nullable(),
});
export type ImportLineVerdict = z.infer<typeof ImportLineVerdictSchema>;

export const ImportPlayersResponseSchema = z.object({
  lines: z.array(ImportLineVerdictSchema),
  /** How many were added: all the lines, or none when one of them cannot be (or `dryRun`). */
  imported: z.number().int(),
});
