import { z } from './zod.ts';
import { ExchangeDetailsSchema } from './exchange.ts';

/*
 * The sign-up link (docs/product.md §4.9): the organiser opens, closes or renews it; whoever
 * holds it signs up, and becomes a player by confirming their address.
 */

/** The organiser's view of the link: its address only while it works. */
export const RegistrationLinkSchema = z.object({
  open: z.boolean(),
  /** `{publicUrl}/r/{key}` while open, else null. */
  url: z.string().nullable(),
  /** The edition's draw happened: the link stays closed (§4.9). */
  drawn: z.boolean(),
  /** Sign-ups waiting for their confirmation: so the organiser sees the link used, or flooded. */
  waiting: z.number().int(),
});
export type RegistrationLink = z.infer<typeof RegistrationLinkSchema>;
export const RegistrationLinkResponseSchema = z.object({
  registrationLink: RegistrationLinkSchema,
});

export const SetRegistrationOpenRequestSchema = z.object({ open: z.boolean() });

/**
 * The link's key as it arrives in a path: any short text; an unknown one answers like a closed
 * link (404), never 400, so a malformed key says nothing more.
 */
export const RegistrationKeyPathSchema = z.object({ key: z.string().min(1).max(100) });

/** What the sign-up page shows: the event, who organises it, and the exchange's details. */
export const RegistrationPageSchema = z.object({
  secretSantaName: z.string(),
  organiserName: z.string(),
  exchange: ExchangeDetailsSchema,
  /** The page asks for a postal address only when the event does (docs/product.md §7.4). */
  askAddresses: z.boolean(),
});
export type RegistrationPage = z.infer<typeof RegistrationPageSchema>;
export const RegistrationPageResponseSchema = z.object({ registration: RegistrationPageSchema });

export const ConfirmRegistrationRequestSchema = z.object({ token: z.string().min(1).max(200) });
export const ConfirmRegistrationResponseSchema = z.object({
  secretSantaName: z.string(),
  playerName: z.string(),
});
