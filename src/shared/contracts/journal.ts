import { z } from './zod.ts';

/** What an organiser may change in a player, as the journal names it. */
export const PLAYER_FIELDS = ['name', 'email', 'address', 'giftIdeas', 'caredBy', 'group'] as const;
export type PlayerField = (typeof PLAYER_FIELDS)[number];

const named = z.object({ name: z.string() });
const counted = z.object({ count: z.number().int() });
const nothing = z.object({});

/**
 * What happened in an event, as its « Historique » lists it (docs/product.md §3.8): a code and
 * its values, which the reader's catalogue words. People by name and counts only: no entry says
 * who gives to whom, nor anything a pair could be read from (a repair's count of changed givers
 * is not kept).
 */
export const JournalDetailsSchemas = {
  /** Empty, or with another event's participants (docs/product.md §3.2). */
  secretSantaCreated: nothing,
  playerAdded: named,
  /** Through the event's sign-up link, by the person themselves. */
  playerRegistered: named,
  playersImported: counted,
  playerEdited: z.object({ name: z.string(), fields: z.array(z.enum(PLAYER_FIELDS)) }),
  playerRemoved: named,
  playerWithdrawn: named,
  /** A participant changed their postal address in their space. */
  ownAddressChanged: nothing,
  personalLinkSent: named,
  everyoneInvited: counted,
  restrictionsChanged: nothing,
  drawRulesChanged: nothing,
  drawn: counted,
  drawReset: nothing,
  notified: counted,
  failedResent: counted,
  unopenedReminded: counted,
  exchangeChanged: nothing,
  addressSettingsChanged: nothing,
  announcementSent: nothing,
  registrationOpened: nothing,
  registrationClosed: nothing,
  registrationLinkRenewed: nothing,
  coOrganiserInvited: z.object({ email: z.string() }),
  coOrganiserJoined: nothing,
  coOrganiserRemoved: z.object({ email: z.string() }),
} as const;

export type JournalAction = keyof typeof JournalDetailsSchemas;
export type JournalDetails<A extends JournalAction> = z.infer<(typeof JournalDetailsSchemas)[A]>;

/** One thing that happened, with its values: what the domain writes. */
export type JournalEvent = {
  [A in JournalAction]: { action: A; details: JournalDetails<A> };
}[JournalAction];

const JournalEntryBaseSchema = z.object({
  id: z.number().int(),
  /** Epoch milliseconds. */
  at: z.number().int(),
  actor: z.object({ kind: z.enum(['organiser', 'participant']), name: z.string() }),
});

function entrySchema<A extends JournalAction>(action: A) {
  return JournalEntryBaseSchema.extend({
    action: z.literal(action),
    details: JournalDetailsSchemas[action],
  });
}

export type JournalEntry = z.infer<typeof JournalEntryBaseSchema> & JournalEvent;
/** One schema per action, built from the table above; its type is their union. */
export const JournalEntrySchema = z.discriminatedUnion(
  'action',
  (Object.keys(JournalDetailsSchemas) as JournalAction[]).map(entrySchema) as unknown as [
    ReturnType<typeof entrySchema<JournalAction>>,
  ],
) as unknown as z.ZodType<JournalEntry>;

/** Newest first, a page at a time: `before` is the last id already shown. */
export const JOURNAL_PAGE_SIZE = 100;
export const JournalQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
});
export const JournalResponseSchema = z.object({
  entries: z.array(JournalEntrySchema),
  /** Whether older entries remain. */
  hasMore: z.boolean(),
});
export type JournalResponse = z.infer<typeof JournalResponseSchema>;
