import { z } from './zod.ts';
import { participantMessages } from '../participant-messages.ts';

const t = participantMessages.conversation;

export const MESSAGE_MAX = 1000;

/**
 * A message as either side reads it (docs/product.md §7.7): never who wrote it beyond "me" or
 * "the other side". Its id is random, matches no participant, and is not the writer's.
 */
export const MessageSchema = z.object({
  id: z.uuid(),
  fromMe: z.boolean(),
  text: z.string(),
  /** Epoch ms. */
  sentAt: z.number(),
});

const ConversationSchema = z.object({
  messages: z.array(MessageSchema),
  /** The other side's messages I have not seen yet. */
  unread: z.number().int(),
});

/**
 * My two conversations of this edition's draw: with the person I give to (who does not know it
 * is me) and with my Secret Santa (whom I do not know). Null before the draw, or when I am in
 * no pair.
 */
export const ConversationsSchema = z.object({
  withRecipient: ConversationSchema.extend({
    /** With whom: they are mine to know, and a repair may have changed them since the space loaded. */
    recipientName: z.string(),
    /**
     * I wrote with an earlier recipient this edition: my draw changed, which I was told by
     * e-mail, and this conversation started afresh. Never said on my Santa's side, where it
     * would tell me, beside someone who joined or left, who my Santa is.
     */
    restarted: z.boolean(),
  }).nullable(),
  withSanta: ConversationSchema.nullable(),
});
export type Conversations = z.infer<typeof ConversationsSchema>;
export const ConversationsResponseSchema = z.object({ conversations: ConversationsSchema });

export const ConversationNameSchema = z.enum(['withRecipient', 'withSanta']);
export type ConversationName = z.infer<typeof ConversationNameSchema>;

export const SendMessageRequestSchema = z.object({
  to: ConversationNameSchema,
  text: z
    .string({ error: t.textRequired })
    .trim()
    .min(1, t.textRequired)
    .max(MESSAGE_MAX, t.textTooLong),
});
export const MarkReadRequestSchema = z.object({ conversation: ConversationNameSchema });
