import { z } from './zod.ts';
import { LANGUAGES } from '../language.ts';
import { avatarBySrc } from '../avatars.ts';
import { messages } from '../messages.ts';
import { sameKey } from '../same-key.ts';

const t = messages.players;

/** 'fr' or 'en' (shared/language.ts). */
export const LanguageSchema = z.enum(LANGUAGES, { error: messages.api.invalidInput });

export const PLAYER_NAME_MIN = 2;
export const PLAYER_ADDRESS_MIN = 5;

/** A postal address (docs/product.md §4.1): what a participant gives for their own. */
export const AddressSchema = z
  .string({ error: t.addressRequired })
  .trim()
  .min(1, t.addressRequired)
  .min(PLAYER_ADDRESS_MIN, t.addressTooShort)
  .max(500, t.addressTooLong);

/** The participant form (docs/product.md §4.1), used by the dialog and by the server alike. */
export const PlayerInputSchema = z.object({
  name: z
    .string({ error: t.nameRequired })
    .trim()
    .min(1, t.nameRequired)
    .min(PLAYER_NAME_MIN, t.nameTooShort)
    .max(100, t.nameTooLong),
  email: z
    .string({ error: t.emailRequired })
    .trim()
    .overwrite(sameKey)
    .min(1, t.emailRequired)
    .max(254, t.emailInvalid)
    .pipe(z.email({ error: t.emailInvalid })),
  // The organiser rarely knows it: the participant gives it in their space (§7.3).
  address: z
    .string({ error: t.addressTooShort })
    .trim()
    .max(500, t.addressTooLong)
    .refine((address) => address === '' || address.length >= PLAYER_ADDRESS_MIN, t.addressTooShort)
    .default(''),
  imageUrl: z.string().refine((src) => avatarBySrc(src) !== undefined, t.avatarInvalid),
  giftIdeas: z.string().trim().max(2000, t.giftIdeasTooLong).default(''),
  /**
   * The language of the player's e-mails (docs/product.md §9.9). Absent: the organiser's page's
   * for a new player, unchanged for an edit.
   */
  language: LanguageSchema.optional(),
});
export type PlayerInput = z.input<typeof PlayerInputSchema>;

/** A player as the organiser sees it. */
export const PlayerSchema = z.object({
  id: z.uuid(),
  secretSantaId: z.uuid(),
  name: z.string(),
  /** Null: no e-mail of their own; `caredBy` looks after them (docs/product.md §4.10). */
  email: z.string().nullable(),
  caredBy: z.uuid().nullable(),
  /** The player's team (docs/product.md §4.1), or null. */
  group: z.string().nullable(),
  address: z.string(),
  imageUrl: z.string(),
  giftIdeas: z.string(),
  invited: z.boolean(),
  giftReceived: z.boolean(),
  excluded: z.array(z.uuid()),
  /** The name of the player's household (docs/product.md §5.5), or null. */
  household: z.string().nullable(),
  /** Epoch ms of the last e-mail with the player's link queued, or null. */
  invitationSentAt: z.number().nullable(),
  /**
   * Whether they opened their space with their link since it was given out: 'Lien ouvert'
   * (docs/product.md §4.4). Never when: an hour could be matched with an anonymous message.
   */
  linkOpened: z.boolean(),
  /** The language of the player's e-mails. */
  language: LanguageSchema,
  /**
   * The name typed at a sign-up through the link when the event already had it: the player was
   * added under a free one, until the organiser edits them (docs/product.md §4.9). Else null.
   */
  nameTakenAtSignUp: z.string().nullable(),
});
export type Player = z.infer<typeof PlayerSchema>;

export const PlayerListResponseSchema = z.object({ players: z.array(PlayerSchema) });
export const PlayerResponseSchema = z.object({ player: PlayerSchema });
export const AddPlayerResponseSchema = PlayerResponseSchema.extend({
  /**
   * Added after the draw, the player joined it (docs/product.md §6.8): how many players
   * received a new recipient for that, never who. Absent before the draw.
   */
  changedGivers: z.number().int().optional(),
});
