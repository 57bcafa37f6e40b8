import { z } from './zod.ts';
import { EmailSchema, PASSWORD_MAX } from './auth.ts';
import { accountMessages } from '../account-messages.ts';

/** What the invitation page shows; the e-mail comes from the signed token, not the URL. */

export const SantaAuthResponseSchema = z.object({
  secretSanta: z.object({ id: z.uuid(), name: z.string() }),
  /** True when the signed-in user is a participant of this event. */
  isPlayer: z.boolean(),
});
export type SantaAuthResponse = z.infer<typeof SantaAuthResponseSchema>;

export const ParticipantSignInRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: accountMessages.auth.passwordRequired })
    .min(1, accountMessages.auth.passwordRequired)
    .max(PASSWORD_MAX),
});
/**
 * A participant's own sign-up: the address alone. The account takes the player's name, and its
 * password is chosen on the page the e-mailed link opens (docs/product.md §8.3).
 */
export const ParticipantSignUpRequestSchema = z.object({ email: EmailSchema });
