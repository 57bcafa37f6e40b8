import { z } from 'zod';
import { ParticipantSignUpRequestSchema } from '../../../shared/contracts/participant-auth.ts';
import { messages } from '../../../shared/messages.ts';

/**
 * The participant's sign-up request plus the confirmation, which only the browser needs. Its
 * own module, so that the form loads it (and zod) lazily (lib/lazy-schema.ts).
 */
export const ParticipantSignUpFormSchema = ParticipantSignUpRequestSchema.extend({
  confirmPassword: z.string(),
}).refine((form) => form.password === form.confirmPassword, {
  message: messages.auth.passwordsDontMatch,
  path: ['confirmPassword'],
});
export type ParticipantSignUpForm = z.infer<typeof ParticipantSignUpFormSchema>;
