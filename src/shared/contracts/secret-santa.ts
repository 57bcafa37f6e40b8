import { z } from './zod.ts';
import { DrawRulesSchema } from './draw.ts';
import { ExchangeDetailsSchema, RemindersSchema } from './exchange.ts';
import { PlayerSchema } from './player.ts';
import { messages } from '../messages.ts';
import { organiserMessages } from '../organiser-messages.ts';
import { sameKey } from '../same-key.ts';

const t = organiserMessages.secretSantas;
export const SECRET_SANTA_NAME_MAX = 100;

export const SecretSantaNameSchema = z
  .string({ error: t.nameRequired })
  .trim()
  .min(1, t.nameRequired)
  .max(SECRET_SANTA_NAME_MAX, t.nameTooLong);

export const CreateSecretSantaRequestSchema = z.object({
  name: SecretSantaNameSchema,
  /**
   * 'Reprendre les participants de …' (docs/product.md §3.2): one of the organiser's own events,
   * whose players, households and restrictions the new event starts with.
   */
  copyPlayersFrom: z.uuid().optional(),
});
export type CreateSecretSantaRequest = z.infer<typeof CreateSecretSantaRequestSchema>;

/** Any id-shaped text: a malformed id answers 404 like a missing one, not 400. */
export const SecretSantaIdSchema = z.string().min(1).max(64);
/** An organiser's operation on one event: `/api/secret-santas/{id}/…`. */
export const EventPathSchema = z.object({ id: SecretSantaIdSchema });
/** A participant's page of one event: `/api/{participant,santa-auth,invitations}/{secretSantaId}…`. */
export const ParticipantEventPathSchema = z.object({ secretSantaId: SecretSantaIdSchema });

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID_PATTERN.test(value);

export const SecretSantaSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  adminId: z.string(),
  /** Epoch milliseconds, as the earlier app's client read it. */
  createdAt: z.number().int(),
  completed: z.boolean(),
  /** docs/product.md §7.4: every participant sees every address, not only their Santa. */
  shareAddresses: z.boolean(),
  /**
   * docs/product.md §7.4: 'Adresse postale demandée': participants are asked for a postal
   * address (an office handing gifts over in person is not).
   */
  askAddresses: z.boolean(),
  /** docs/product.md §6.1: how this edition is drawn. */
  drawRules: DrawRulesSchema,
  /** docs/product.md §3.6: when, how much, where. */
  exchange: ExchangeDetailsSchema,
  /** docs/product.md §6.9: which reminders are sent. */
  reminders: RemindersSchema,
});
export type SecretSanta = z.infer<typeof SecretSantaSchema>;

/** The organiser's settings of an event (docs/product.md §7.4): each one sent is changed. */
export const UpdateSecretSantaRequestSchema = z
  .object({ shareAddresses: z.boolean().optional(), askAddresses: z.boolean().optional() })
  .refine(
    (settings) => settings.shareAddresses !== undefined || settings.askAddresses !== undefined,
    {
      error: messages.api.invalidInput,
    },
  );

/** Where an event stands this edition, for the event list (docs/product.md §3.1). */
export const SecretSantaProgressSchema = z.object({
  players: z.number().int(),
  giftsReceived: z.number().int(),
  drawn: z.boolean(),
  notified: z.boolean(),
});
export type SecretSantaProgress = z.infer<typeof SecretSantaProgressSchema>;

export const SecretSantaSummarySchema = SecretSantaSchema.extend({
  progress: SecretSantaProgressSchema,
});
export type SecretSantaSummary = z.infer<typeof SecretSantaSummarySchema>;

export const SecretSantaListResponseSchema = z.object({
  secretSantas: z.array(SecretSantaSummarySchema),
});
export type SecretSantaListResponse = z.infer<typeof SecretSantaListResponseSchema>;

export const SecretSantaResponseSchema = z.object({ secretSanta: SecretSantaSchema });

/** 'Date, budget et lieu' saved (docs/product.md §3.6). */
export const SaveExchangeResponseSchema = z.object({
  secretSanta: SecretSantaSchema,
  /** How many players were sent the calendar event again: every player of the notified draw. */
  calendarUpdates: z.number().int(),
});
export type SecretSantaResponse = z.infer<typeof SecretSantaResponseSchema>;

/** The dashboard opens with one request: the event and its players (decision 0010). */
export const SecretSantaWithPlayersResponseSchema = z.object({
  secretSanta: SecretSantaSchema,
  players: z.array(PlayerSchema),
});

/** Case-insensitive, trimmed comparison key for the rule that an organiser's event names are unique (docs/product.md §3.2). */
export function secretSantaNameKey(name: string): string {
  return sameKey(name.trim());
}
