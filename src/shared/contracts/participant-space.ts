import { z } from './zod.ts';
import { ExchangeDetailsSchema } from './exchange.ts';
import { AddressSchema, LanguageSchema, PlayerInputSchema } from './player.ts';
import { sameKey } from '../same-key.ts';

const PersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string(),
  imageUrl: z.string(),
});

/**
 * Everything a participant may know (docs/product.md §7.2): their own record, the others' name,
 * avatar and whether their gift arrived (and address, if shared), and their own recipient's
 * address and gift ideas.
 * Never another person's e-mail, never another pair.
 */
export const ParticipantSpaceSchema = z.object({
  secretSanta: z.object({
    id: z.uuid(),
    name: z.string(),
    completed: z.boolean(),
    shareAddresses: z.boolean(),
    /** Whether the event asks for postal addresses at all (docs/product.md §7.4). */
    askAddresses: z.boolean(),
    /** When, how much, where, and the organiser's word (docs/product.md §3.6). */
    exchange: ExchangeDetailsSchema,
    /**
     * Epoch milliseconds: when the exchange's day begins in the event's time zone, null without
     * a date. From then on, 'J'ai reçu mon cadeau !' comes first (docs/product.md §7.2).
     */
    exchangeDayStartsAt: z.number().nullable(),
    organiserName: z.string(),
  }),
  year: z.number().int(),
  drawn: z.boolean(),
  me: PersonSchema.extend({
    /** Null: no e-mail of their own; `caredByName` looks after them (docs/product.md §4.10). */
    email: z.string().nullable(),
    caredByName: z.string().nullable(),
    giftIdeas: z.string(),
    giftReceived: z.boolean(),
    /** The language of their e-mails, which they may change (docs/product.md §9.9). */
    language: LanguageSchema,
    /** « Rappels : activés / désactivés » (docs/product.md §6.9): whether the event's reminders reach them. */
    reminders: z.boolean(),
    /** The organiser's last change of this e-mail after a draw (docs/decisions/0014). */
    emailChange: z
      .object({ previousEmail: z.string(), changedAt: z.number(), organiserName: z.string() })
      .nullable(),
  }),
  /** Their address is null when the event asks for none (docs/product.md §7.4). */
  recipient: PersonSchema.extend({
    address: z.string().nullable(),
    giftIdeas: z.string(),
  }).nullable(),
  /**
   * Their addresses only when the organiser shares them, and the event asks for them
   * (docs/product.md §7.4).
   */
  others: z.array(
    PersonSchema.extend({ address: z.string().nullable(), giftReceived: z.boolean() }),
  ),
  /** « Écrire à tous » of this edition, newest first, until the exchange is over (§4.11). */
  announcements: z.array(z.object({ text: z.string(), sentAt: z.number() })),
  /**
   * « Les espaces dont je m'occupe » (docs/product.md §4.10): the players this one looks after,
   * each with the path of their personal link. Empty for everyone else.
   */
  caredSpaces: z.array(
    z.object({ id: z.uuid(), name: z.string(), imageUrl: z.string(), link: z.string() }),
  ),
});
export type ParticipantSpace = z.infer<typeof ParticipantSpaceSchema>;
export const ParticipantSpaceResponseSchema = z.object({ space: ParticipantSpaceSchema });
/**
 * What a participant's save answers: their own details as now stored, all that a save changes of
 * the space; the page keeps the rest of what it shows.
 */
export const OwnDetailsResponseSchema = z.object({
  me: ParticipantSpaceSchema.shape.me.pick({
    address: true,
    giftIdeas: true,
    language: true,
    reminders: true,
  }),
});
export type OwnDetailsNow = z.infer<typeof OwnDetailsResponseSchema>['me'];

export const UpdateAddressRequestSchema = z.object({ address: AddressSchema });
export const UpdateGiftIdeasRequestSchema = z.object({
  giftIdeas: PlayerInputSchema.shape.giftIdeas,
});
export const UpdateLanguageRequestSchema = z.object({ language: LanguageSchema });
export const UpdateRemindersRequestSchema = z.object({ reminders: z.boolean() });
/** A reminder's link to stop the event's reminders, from its page (docs/product.md §6.9). */
export const StopRemindersRequestSchema = z.object({
  secretSantaId: z.string().max(36),
  token: z.string().min(1).max(300),
});
/**
 * 'Ajouter à mon agenda' (docs/product.md §3.6): the draw e-mail's `.ics`, as text; null while
 * the exchange has no date.
 */
export const CalendarResponseSchema = z.object({ calendar: z.string().nullable() });
export const GiftReceivedResponseSchema = z.object({ completed: z.boolean() });
export const NewLinkRequestSchema = z.object({
  email: z.string().trim().overwrite(sameKey).max(254),
});

/** The events the signed-in account takes part in as a player (for the / redirect). */
export const ParticipationsResponseSchema = z.object({
  participations: z.array(
    z.object({ secretSantaId: z.uuid(), name: z.string(), isOrganiser: z.boolean() }),
  ),
});
