import { z } from 'zod';
import type { Language } from '../../shared/language.ts';

/**
 * A personal link as the outbox keeps it: what it is signed from, not the link. It is
 * signed when the e-mail is rendered (`renderMail`), so queueing 10,000 draw e-mails signs
 * nothing and the whole queue is one SQL statement (decision 0011). The expiry is
 * fixed when the e-mail is queued: every try at sending it carries the same link.
 */
export const PersonalLinkClaimsSchema = z.object({
  secretSantaId: z.uuid(),
  playerId: z.uuid(),
  /** Epoch seconds, as the token carries it. */
  expiresAt: z.number().int(),
  /**
   * The player's `link_generation` when the e-mail was queued: a link of an earlier one no
   * longer works (docs/decisions/0029). Absent: 0, as in e-mails an earlier version queued.
   */
  generation: z.number().int().optional(),
  /**
   * The link as the person keeps it (invitation, draw e-mail, new link): opening it is 'Lien
   * ouvert' (docs/product.md §6.5). Absent from the copies in other e-mails (a message, a
   * changed draw), whose opening would tell the organiser who received them.
   */
  countsOpening: z.literal(true).optional(),
});
export type PersonalLinkClaims = z.infer<typeof PersonalLinkClaimsSchema>;

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
    personalLink: PersonalLinkClaimsSchema,
    /** The edition was drawn again after its first draw was notified (docs/product.md §6.4). */
    isRedraw: z.boolean().optional(),
  }),
  /** To a giver whose recipient changed when someone withdrew or joined (docs/product.md §6.8). */
  'draw-changed': z.object({
    playerName: z.string(),
    secretSantaName: z.string(),
    personalLink: PersonalLinkClaimsSchema,
    /** One per repair: the organiser's counts are per change and giver (docs/product.md §6.8). */
    changeId: z.uuid(),
  }),
  /**
   * « Écrire à tous » (docs/product.md §4.11): the organiser's word, once to each address, with
   * that person's own link.
   */
  announcement: z.object({
    playerName: z.string(),
    secretSantaName: z.string(),
    organiserName: z.string(),
    text: z.string(),
    personalLink: PersonalLinkClaimsSchema,
  }),
  /** To the player the organiser took out of the draw (docs/product.md §6.8). */
  'player-withdrawn': z.object({
    playerName: z.string(),
    secretSantaName: z.string(),
    organiserName: z.string(),
  }),
  /**
   * New messages for a participant (docs/product.md §7.7). `writerName` only when the recipient
   * writes to their Santa, who knows them; to a recipient, the writer is never named.
   * `conversation` groups a pair's direction for the 15-minute window. `pair` is the pair it was
   * written in: it leaves only while that pair holds, to the addressee's address then
   * (address-message-mails.server.ts); absent from e-mails an earlier version queued.
   */
  message: z.object({
    playerName: z.string(),
    secretSantaName: z.string(),
    writerName: z.string().optional(),
    text: z.string(),
    personalLink: PersonalLinkClaimsSchema,
    conversation: z.string(),
    pair: z.object({ giverId: z.uuid(), receiverId: z.uuid(), year: z.number().int() }).optional(),
  }),
  /**
   * The exchange's date or place changed after the notification (docs/product.md §3.6): the
   * calendar event again, same UID, higher SEQUENCE. The details are read when it is sent.
   */
  'exchange-changed': z.object({
    playerName: z.string(),
    secretSantaName: z.string(),
    personalLink: PersonalLinkClaimsSchema,
  }),
  /** « Plus que 7 jours », « C'est demain » (docs/product.md §6.9): never whom they give to. */
  'exchange-reminder': z.object({
    playerName: z.string(),
    secretSantaName: z.string(),
    personalLink: PersonalLinkClaimsSchema,
    daysLeft: z.union([z.literal(7), z.literal(1)]),
  }),
  /** To a player whose gift ideas are still empty, 3 days after the notification (§6.9). */
  'gift-ideas-reminder': z.object({
    playerName: z.string(),
    secretSantaName: z.string(),
    personalLink: PersonalLinkClaimsSchema,
  }),
  /** The day after the exchange, to a player who has not said their gift arrived (§6.9). */
  'gift-received-reminder': z.object({
    playerName: z.string(),
    secretSantaName: z.string(),
    personalLink: PersonalLinkClaimsSchema,
  }),
  completion: z.object({ playerName: z.string(), secretSantaName: z.string() }),
  'personal-link': z.object({
    playerName: z.string(),
    secretSantaName: z.string(),
    personalLink: PersonalLinkClaimsSchema,
  }),
  /** To the previous address, when the organiser changes a player's e-mail after the draw. */
  'email-changed': z.object({
    playerName: z.string(),
    secretSantaName: z.string(),
    organiserName: z.string(),
    newEmail: z.string(),
  }),
  /** The link that turns a sign-up through an event's link into a player (docs/product.md §4.9). */
  'registration-confirmation': z.object({
    playerName: z.string(),
    secretSantaName: z.string(),
    organiserName: z.string(),
    /**
     * What the sign-up holds: its reader sees what confirming would save. No address when the
     * event asks for none (docs/product.md §7.4).
     */
    address: z.string().optional(),
    giftIdeas: z.string(),
    /** The confirmation link: removed from the row once SMTP took the message (mail-worker). */
    secrets: z.object({ url: z.url() }).optional(),
  }),
  /**
   * « Inviter » a co-organiser (docs/product.md §3.7): the link to the page that accepts. Removed
   * from the row once SMTP took the message (mail-worker), as a confirmation link is.
   */
  'co-organiser-invitation': z.object({
    organiserName: z.string(),
    secretSantaName: z.string(),
    secrets: z.object({ url: z.url() }).optional(),
  }),
  /**
   * The invitation: the player's personal link, the same their draw e-mail will carry, and no
   * password (docs/decisions/0029).
   */
  invitation: z.object({
    organiserName: z.string(),
    playerName: z.string(),
    secretSantaName: z.string(),
    personalLink: PersonalLinkClaimsSchema,
    /**
     * Queued by 'Inviter tout le monde' in this edition: the edition's newest round is where its
     * progress counts from (docs/product.md §4.6).
     */
    inviteAllEdition: z.number().int().optional(),
  }),
} as const;

export type MailKind = keyof typeof MailPayloadSchemas;
export type MailPayload<K extends MailKind> = z.infer<(typeof MailPayloadSchemas)[K]>;

/**
 * Shapes an earlier version queued, still read (never written) so that e-mails waiting in an
 * outbox through an upgrade go out as they were meant to: each is what the template reads.
 */
export const EarlierMailPayloadSchemas: { [K in MailKind]?: z.ZodType<TemplateProps<K>> } = {
  /** The personal link was signed when the e-mail was queued (decision 0011). */
  'draw-notification': z.object({
    playerName: z.string(),
    secretSantaName: z.string(),
    url: z.url(),
  }),
  'personal-link': z.object({
    playerName: z.string(),
    secretSantaName: z.string(),
    url: z.url(),
  }),
};

/**
 * A payload as its template reads it: a personal link signed into `url`, with the last day it
 * works (absent from e-mails an earlier version queued).
 */
export type TemplateProps<K extends MailKind> = (MailPayload<K> extends {
  personalLink: PersonalLinkClaims;
}
  ? Omit<MailPayload<K>, 'personalLink'> & {
      url: string;
      linkLastDay?: string;
      /** A reminder's link that stops the event's reminders (docs/product.md §6.9). */
      stopRemindersUrl?: string;
    }
  : MailPayload<K>) &
  ExchangeProps;

/**
 * The exchange as an e-mail shows it, read from the event when the e-mail is rendered
 * (docs/product.md §3.6): absent when nothing is set, or for kinds that do not show it.
 */
export type ExchangeProps = {
  /** « Échange le samedi 19 décembre 2026 à 15 h · Budget 30 € · Chez Mamie ». */
  exchangeSummary?: string;
  organiserNote?: string;
  /** The event asks for no postal address (docs/product.md §7.4): the text mentions none. */
  asksNoAddress?: true;
};

export type MailRequest = {
  [K in MailKind]: {
    kind: K;
    recipient: string;
    payload: MailPayload<K>;
    /** Enqueue at most once per key (a unique index refuses the second). */
    dedupeKey?: string;
    secretSantaId?: string;
    /** The recipient's language, which the e-mail is written in (docs/product.md §9.9). */
    language: Language;
    /** Not sent before then (a message's e-mail waits for the conversation's last one). */
    runAt?: Date;
  };
}[MailKind];

/** A file sent with an e-mail: the exchange's calendar event (docs/product.md §3.6). */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type RenderedMail = {
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** A reminder's `List-Unsubscribe`, whose POST stops the event's reminders (RFC 8058). */
  unsubscribeUrl?: string;
};
