import { z } from 'zod';

/** Restrictions as saved from the panel: for each player id, the ids they may not give to. */
export const SaveRestrictionsRequestSchema = z.object({
  excluded: z.record(z.string().max(64), z.array(z.string().max(64)).max(100_000)),
});
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
