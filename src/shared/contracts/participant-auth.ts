import { z } from './zod.ts';
import { messages } from '../messages.ts';
import { accountMessages } from '../account-messages.ts';
import { EmailSchema, PASSWORD_MAX, ResetNewPasswordSchema } from './auth.ts';

const t = accountMessages.participantAuth;

/** What the invitation page shows; the e-mail comes from the signed token, not the URL. */
export const InvitationSchema = z.object({
  secretSantaId: z.uuid(),
  secretSantaName: z.string(),
  playerName: z.string(),
  email: z.string(),
  accepted: z.boolean(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationResponseSchema = z.object({ invitation: InvitationSchema });
export const InvitationTokenRequestSchema = z.object({ token: z.string().min(1).max(1024) });

export const SantaAuthResponseSchema = z.object({
  secretSanta: z.object({ id: z.uuid(), name: z.string() }),
  /** True when the signed-in user is a participant of this event. */
  isPlayer: z.boolean(),
});
export type SantaAuthResponse = z.infer<typeof SantaAuthResponseSchema>;

export const ParticipantSignInRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: messages.auth.passwordRequired })
    .min(1, messages.auth.passwordRequired)
    .max(PASSWORD_MAX),
});
/**
 * A participant's own sign-up: the address alone. The account takes the player's name, and its
 * password is chosen on the page the e-mailed link opens (docs/product.md §8.3).
 */
export const ParticipantSignUpRequestSchema = z.object({ email: EmailSchema });

const ProvisionalPasswordSchema = z
  .string({ error: t.wrongProvisional })
  .trim()
  .min(1, t.wrongProvisional)
  .max(64, t.wrongProvisional);

export const ProvisionalCheckRequestSchema = z.object({
  email: EmailSchema,
  provisionalPassword: ProvisionalPasswordSchema,
});
export type ProvisionalCheckRequest = z.infer<typeof ProvisionalCheckRequestSchema>;

/** The new password follows the reset page's rule and words (docs/product.md §8.4). */
export const FirstLoginRequestSchema = ProvisionalCheckRequestSchema.extend({
  newPassword: ResetNewPasswordSchema,
});
export type FirstLoginRequest = z.infer<typeof FirstLoginRequestSchema>;
