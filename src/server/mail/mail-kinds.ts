import { z } from 'zod';

/**
 * What each kind of e-mail needs to be written. The outbox stores the kind and this
 * payload; the message is rendered when it is sent (or shown in the local mailbox),
 * so enqueueing thousands of e-mails stays a cheap insert.
 */
export const MailPayloadSchemas = {
  'verify-email': z.object({ name: z.string(), url: z.url() }),
  'reset-password': z.object({ name: z.string(), url: z.url() }),
  'draw-notification': z.object({
    playerName: z.string(),
    secretSantaName: z.string(),
    /** The personal link; the recipient's Secret Santa pick is deliberately not in the e-mail. */
    url: z.url(),
  }),
  completion: z.object({ playerName: z.string(), secretSantaName: z.string() }),
  'personal-link': z.object({ playerName: z.string(), secretSantaName: z.string(), url: z.url() }),
  invitation: z.object({
    organiserName: z.string(),
    playerName: z.string(),
    secretSantaName: z.string(),
    url: z.url(),
    /** French date until which the provisional password works. */
    validUntil: z.string(),
    /** Removed from the row once the message is handed to SMTP (see mail-worker). */
    secrets: z.object({ provisionalPassword: z.string() }).optional(),
  }),
} as const;

export type MailKind = keyof typeof MailPayloadSchemas;
export type MailPayload<K extends MailKind> = z.infer<(typeof MailPayloadSchemas)[K]>;

export type MailRequest = {
  [K in MailKind]: {
    kind: K;
    recipient: string;
    payload: MailPayload<K>;
    /** Enqueue at most once per key (a unique index refuses the second). */
    dedupeKey?: string;
    secretSantaId?: string;
  };
}[MailKind];

export type RenderedMail = { subject: string; html: string; text: string };
