import { z } from './zod.ts';
import { organiserMessages } from '../organiser-messages.ts';
import type { RefusalOf } from '../refusal.ts';
import { sameKey } from '../same-key.ts';

const t = organiserMessages.restrictions;
export const HOUSEHOLD_NAME_MAX = 60;
/** The most earlier editions an organiser may ask to avoid by number (more = "toutes"). */
export const HISTORY_YEARS_MAX = 50;

/** A household as the panel saves it (docs/product.md §5.5): its name and its members. */
export const HouseholdSchema = z.object({
  name: z
    .string({ error: t.householdNameRequired })
    .trim()
    .min(1, t.householdNameRequired)
    .max(HOUSEHOLD_NAME_MAX, t.householdNameTooLong),
  playerIds: z.array(z.string().max(64)).max(100_000),
});
export type Household = z.infer<typeof HouseholdSchema>;

/**
 * Ordered pairs inside households, all households together (Σ k(k−1)), that the draw may hold
 * in memory: a household of half a 10,000-person event is 25 million (docs/benchmarks.md).
 */
export const HOUSEHOLD_PAIRS_MAX = 25_000_000;

/**
 * Every household of an event (docs/product.md §5.5), with the rules that need no database:
 * names unique in any letter case, two members at least, a player in one household at most,
 * and not so large that the draw could not hold them. The server adds that every member is a
 * player of the event; the panel says the same beside each household before saving.
 */
export const HouseholdsSchema = z
  .array(HouseholdSchema)
  .max(50_000)
  .superRefine((households, context) => {
    const names = new Set<string>();
    const householdOfMember = new Map<string, string>();
    let pairs = 0;
    households.forEach((household, index) => {
      // The form shows the message; the server answers the refusal in its reader's language.
      const refuse = (message: string, refusal: RefusalOf) =>
        context.addIssue({ code: 'custom', path: [index, 'name'], message, params: { refusal } });
      const key = sameKey(household.name);
      const named = { household: household.name };
      if (names.has(key)) {
        refuse(t.householdNameTaken(household.name), { code: 'householdNameTaken', params: named });
      }
      names.add(key);
      const members = new Set(household.playerIds);
      if (members.size < 2) {
        refuse(t.householdTooSmall(household.name), { code: 'householdTooSmall', params: named });
      }
      for (const id of members) {
        const other = householdOfMember.get(id);
        if (other !== undefined) {
          refuse(t.householdsShareMember(other, household.name), {
            code: 'householdsShareMember',
            params: { first: other, second: household.name },
          });
        }
        householdOfMember.set(id, household.name);
      }
      pairs += members.size * (members.size - 1);
    });
    if (pairs > HOUSEHOLD_PAIRS_MAX) {
      const biggest = households.reduce((a, b) =>
        b.playerIds.length > a.playerIds.length ? b : a,
      );
      const members = new Set(biggest.playerIds).size;
      const refusal: RefusalOf = {
        code: 'householdsTooLarge',
        params: { household: biggest.name, members },
      };
      context.addIssue({
        code: 'custom',
        path: [],
        message: t.householdsTooLarge(biggest.name, members),
        params: { refusal },
      });
    }
  });

/** Each member's household name, as the draw and the players' list read it. */
export function householdByMember(
  households: readonly { name: string; playerIds: readonly string[] }[],
): Map<string, string> {
  const byMember = new Map<string, string>();
  for (const household of households) {
    for (const id of household.playerIds) byMember.set(id, household.name);
  }
  return byMember;
}

/**
 * Restrictions as saved from the panel: for each player id, the ids they may not give to,
 * and every household of the event (absent: the households stay as they are).
 */
export const SaveRestrictionsRequestSchema = z.object({
  excluded: z.record(z.string().max(64), z.array(z.string().max(64)).max(100_000)),
  households: HouseholdsSchema.optional(),
});

/** How the draw is made (docs/product.md §6.1), saved with the event until its draw. */
export const DrawRulesSchema = z.object({
  avoidMutual: z.boolean({ error: organiserMessages.draw.rulesInvalid }),
  singleCircle: z.boolean({ error: organiserMessages.draw.rulesInvalid }),
  /** How many of the last editions' pairs to avoid; null: every earlier edition. */
  historyYears: z
    .number({ error: organiserMessages.draw.rulesInvalid })
    .int(organiserMessages.draw.rulesInvalid)
    .min(0, organiserMessages.draw.rulesInvalid)
    .max(HISTORY_YEARS_MAX, organiserMessages.draw.rulesInvalid)
    .nullable(),
  /** docs/product.md §4.10: a carer never gives to someone they look after. */
  carerNotGivingToCared: z.boolean({ error: organiserMessages.draw.rulesInvalid }),
  /** docs/product.md §6.1: « Un tirage par équipe ». */
  withinGroups: z.boolean({ error: organiserMessages.draw.rulesInvalid }),
});
export type DrawRules = z.infer<typeof DrawRulesSchema>;
/**
 * The rules as the card saves them; without `carerNotGivingToCared` or `withinGroups` (a page
 * loaded before they existed), that rule stays as it is.
 */
export const SaveDrawRulesRequestSchema = DrawRulesSchema.extend({
  carerNotGivingToCared: DrawRulesSchema.shape.carerNotGivingToCared.optional(),
  withinGroups: DrawRulesSchema.shape.withinGroups.optional(),
});
export type SaveDrawRulesRequest = z.infer<typeof SaveDrawRulesRequestSchema>;
export type SaveRestrictionsRequest = z.infer<typeof SaveRestrictionsRequestSchema>;

/** Whether any draw is possible with the restrictions alone, and if not why, in names. */
export const FeasibilitySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type Feasibility = z.infer<typeof FeasibilitySchema>;

export const MailStatusSchema = z.enum(['sent', 'pending', 'failed']);
export type MailStatus = z.infer<typeof MailStatusSchema>;

/** How many e-mails of a kind are sent, waiting and failed. */
export const MailCountsSchema = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
});

/**
 * The draw as the organiser may see it: whether it happened, never who gives to whom
 * (docs/product.md §6.6: the organiser can take part without spoiling the surprise).
 */
export const DrawStateSchema = z.object({
  year: z.number().int(),
  drawn: z.boolean(),
  drawnAt: z.number().nullable(),
  relaxedYears: z.array(z.number().int()),
  notifiedAt: z.number().nullable(),
  /** Every player confirmed their gift (docs/product.md §7.5): the draw can no longer be reset. */
  completed: z.boolean(),
  /** Players added since the draw, in no pair of it (docs/product.md §6.8); empty before it. */
  playersOutsideDraw: z.array(z.uuid()),
  /**
   * The « Votre tirage a changé » e-mails of this draw (docs/product.md §6.8), the newest try
   * for each change and giver: counts only, since who got one after someone withdrew would name
   * that person's Santa. The total is the sum of the changes' answers, whoever leaves later.
   */
  changeNotifications: MailCountsSchema,
  /** Progress of the draw e-mails, once notified. */
  notifications: MailCountsSchema.extend({
    /** How many opened their space since the notification. */
    opened: z.number().int(),
    /**
     * Given back as `changedSince` by the next read, which then lists only the players whose
     * row changed since this one (docs/product.md §6.5): opaque.
     */
    cursor: z.string(),
    /**
     * `players` holds only the rows changed since the read `changedSince` named; false: every
     * player, as when that read is of another notification or unknown.
     */
    onlyChanged: z.boolean(),
    players: z.array(
      z.object({
        playerId: z.uuid(),
        status: MailStatusSchema,
        /** Why the last try failed, while pending or once failed. */
        lastError: z.string().nullable(),
        /**
         * « Non distribué »: the mail server took it, and the recipient's server sent it back
         * later (a bounce, docs/product.md §10); `lastError` says why.
         */
        undelivered: z.boolean(),
        /** Pending after a failed try: when it is tried again. */
        nextAttemptAt: z.number().nullable(),
        /**
         * The day ('2026-12-02', in the event's time zone) they first opened their space since
         * the notification ('Lien ouvert', docs/product.md §6.5): says nothing of any pair. The
         * day and no finer, which is all the tab shows: an hour could be matched with the time an
         * anonymous message was sent, and point at its writer.
         */
        openedOn: z.string().nullable(),
      }),
    ),
  }),
});
export type DrawState = z.infer<typeof DrawStateSchema>;

export const DrawStateResponseSchema = z.object({ draw: DrawStateSchema });
/** The Tirage tab's poll: only the players changed since the read with this cursor. */
export const DrawStateQuerySchema = z.object({ changedSince: z.string().max(400).optional() });
/** 'Renvoyer les emails en échec' and 'Relancer' (docs/product.md §6.5). */
export const ResendFailedResponseSchema = z.object({
  draw: DrawStateSchema,
  /** How many draw e-mails were queued again. */
  resent: z.number().int(),
});
export const SaveRestrictionsResponseSchema = z.object({ feasibility: FeasibilitySchema });
export const SaveDrawRulesResponseSchema = z.object({
  drawRules: DrawRulesSchema,
  feasibility: FeasibilitySchema,
});

/** 'Retirer du tirage' (docs/product.md §6.8). */
export const WithdrawPlayerRequestSchema = z.object({
  /**
   * When no small change respects the rules (and only then): take the player out and draw
   * everyone again, and e-mail everyone again if they had been told.
   */
  redrawEveryone: z.boolean().default(false),
});
export const DrawChangeResponseSchema = z.object({
  draw: DrawStateSchema,
  /** How many players received a new recipient: never who (docs/product.md §6.8). */
  changedGivers: z.number().int(),
  /** The whole draw was made again (`redrawEveryone`). */
  redrawn: z.boolean(),
});
