import { z } from './zod.ts';
import { MailCountsSchema } from './draw.ts';

/** 'Inviter tout le monde' (docs/product.md §4.6). */
export const InviteEveryoneRequestSchema = z.object({
  /**
   * How many the confirmation said would be invited: a round never e-mails more people than the
   * organiser agreed to, should others have been added meanwhile.
   */
  expected: z.number().int().min(1),
});
export type InviteEveryoneRequest = z.infer<typeof InviteEveryoneRequestSchema>;

export const InviteEveryoneResponseSchema = z.object({
  /** How many invitations were queued: every player not yet invited, none twice. */
  invited: z.number().int(),
});

/**
 * The invitations since the newest 'Inviter tout le monde' round, one per player still in the
 * event, their newest (docs/product.md §4.6). Counts only: invitations say nothing of a pair.
 */
export const InvitationProgressResponseSchema = z.object({ invitations: MailCountsSchema });
export type InvitationProgress = z.infer<typeof InvitationProgressResponseSchema>['invitations'];
