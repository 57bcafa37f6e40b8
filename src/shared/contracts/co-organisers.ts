import { z } from './zod.ts';
import { PlayerInputSchema } from './player.ts';

/** docs/product.md §3.7: at most this many co-organisers in one event, invited or not. */
export const CO_ORGANISERS_MAX = 20;

/** « Inviter » a co-organiser: their address, checked as a player's is. */
export const InviteCoOrganiserRequestSchema = z.object({ email: PlayerInputSchema.shape.email });

export const CoOrganiserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  /** Their account's name once they accepted; null while the invitation waits. */
  name: z.string().nullable(),
  /** Epoch milliseconds. */
  invitedAt: z.number().int(),
  acceptedAt: z.number().int().nullable(),
});
export type CoOrganiser = z.infer<typeof CoOrganiserSchema>;

export const CoOrganisersResponseSchema = z.object({
  /** The event's owner, who created it. */
  owner: z.object({ name: z.string(), email: z.string() }),
  coOrganisers: z.array(CoOrganiserSchema),
});
export type CoOrganisersResponse = z.infer<typeof CoOrganisersResponseSchema>;

export const CoOrganiserResponseSchema = z.object({ coOrganiser: CoOrganiserSchema });

export const CoOrganiserPathSchema = z.object({
  id: z.string().min(1).max(64),
  coOrganiserId: z.string().min(1).max(64),
});

/** The invitation's page reads and accepts with the token of its link. */
export const CoOrganiserInvitationRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const CoOrganiserInvitationResponseSchema = z.object({
  invitation: z.object({
    secretSantaName: z.string(),
    /** Who invited: the event's owner. */
    organiserName: z.string(),
    /** The address it was sent to: only the account with it may accept. */
    email: z.string(),
    accepted: z.boolean(),
  }),
});
export type CoOrganiserInvitation = z.infer<
  typeof CoOrganiserInvitationResponseSchema
>['invitation'];
export const AcceptCoOrganiserInvitationResponseSchema = z.object({ secretSantaId: z.uuid() });
