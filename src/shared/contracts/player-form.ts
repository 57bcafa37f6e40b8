import { z } from './zod.ts';
import { messages } from '../messages.ts';
import { organiserMessages } from '../organiser-messages.ts';
import { sameKey } from '../same-key.ts';
import { PlayerInputSchema } from './player.ts';

const t = messages.players;

/**
 * The organiser's participant dialog (docs/product.md §4.1, §4.10): a player has an e-mail of
 * their own or, with 'Pas d'email', the player who looks after them (`caredBy`), whose
 * e-mail is then left empty. Whether that player may look after them is the server's rule. And
 * the player's team, if any.
 */
/** A player's team (docs/product.md §4.1): '' for none. */
export const GroupSchema = z
  .string({ error: organiserMessages.participantsTab.groupTooLong })
  .trim()
  .max(60, organiserMessages.participantsTab.groupTooLong)
  .default('');

export const PlayerFormSchema = PlayerInputSchema.extend({
  group: GroupSchema,
  email: z
    .string({ error: t.emailRequired })
    .trim()
    .overwrite(sameKey)
    .max(254, t.emailInvalid)
    .refine((email) => email === '' || z.email().safeParse(email).success, t.emailInvalid),
  caredBy: z
    .uuid({ error: organiserMessages.participantsTab.carerRequired })
    .nullable()
    .default(null),
}).superRefine((input, context) => {
  if (input.caredBy === null && input.email === '') {
    context.addIssue({ code: 'custom', path: ['email'], message: t.emailRequired });
  }
});
export type PlayerFormInput = z.input<typeof PlayerFormSchema>;
