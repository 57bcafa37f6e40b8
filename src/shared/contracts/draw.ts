import { z } from 'zod';
import { messages } from '../messages.ts';

const t = messages.restrictions;
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
 * Restrictions as saved from the panel: for each player id, the ids they may not give to,
 * and every household of the event (absent: the households stay as they are).
 */
export const SaveRestrictionsRequestSchema = z.object({
  excluded: z.record(z.string().max(64), z.array(z.string().max(64)).max(100_000)),
  households: z.array(HouseholdSchema).max(50_000).optional(),
});

/** How the draw is made (docs/product.md §6.1), saved with the event until its draw. */
export const DrawRulesSchema = z.object({
  avoidMutual: z.boolean({ error: messages.draw.rulesInvalid }),
  singleCircle: z.boolean({ error: messages.draw.rulesInvalid }),
  /** How many of the last editions' pairs to avoid; null: every earlier edition. */
  historyYears: z
    .number({ error: messages.draw.rulesInvalid })
    .int(messages.draw.rulesInvalid)
    .min(0, messages.draw.rulesInvalid)
    .max(HISTORY_YEARS_MAX, messages.draw.rulesInvalid)
    .nullable(),
});
export type DrawRules = z.infer<typeof DrawRulesSchema>;
export type SaveRestrictionsRequest = z.infer<typeof SaveRestrictionsRequestSchema>;

/** Whether any draw is possible with the restrictions alone, and if not why, in names. */
export const FeasibilitySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type Feasibility = z.infer<typeof FeasibilitySchema>;

export const MailStatusSchema = z.enum(['sent', 'pending', 'failed']);
export type MailStatus = z.infer<typeof MailStatusSchema>;

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
  /** Progress of the draw e-mails, once notified. */
  notifications: z.object({
    total: z.number().int(),
    sent: z.number().int(),
    pending: z.number().int(),
    failed: z.number().int(),
    players: z.array(
      z.object({
        playerId: z.uuid(),
        status: MailStatusSchema,
        /** Why the last try failed, while pending or once failed. */
        lastError: z.string().nullable(),
        /** Pending after a failed try: when it is tried again. */
        nextAttemptAt: z.number().nullable(),
      }),
    ),
  }),
});
export type DrawState = z.infer<typeof DrawStateSchema>;

export const DrawStateResponseSchema = z.object({ draw: DrawStateSchema });
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
