import { z } from './zod.ts';
import { BUDGET_MAX_LENGTH, isCurrencyCode, parseBudget } from '../exchange/parse-budget.ts';
import type { ExchangeDetails } from '../exchange/exchange-details.ts';
import { isTimeZone, isValidDate, isValidTime } from '../exchange/zoned-time.ts';
import { organiserMessages } from '../organiser-messages.ts';

const t = organiserMessages.exchange;
/** As the refusals say them (organiser-messages.ts: `placeTooLong`, `noteTooLong`). */
export const PLACE_MAX = 200;
export const NOTE_MAX = 500;

/** The exchange's date, budget, place and the organiser's word (docs/product.md §3.6). */
export const ExchangeDetailsSchema = z.object({
  /** 'YYYY-MM-DD', the day in `timeZone`. */
  date: z.string().nullable(),
  /** 'HH:MM'; null: the whole day. */
  time: z.string().nullable(),
  timeZone: z.string(),
  /** Hundredths of `currency`; `min` = `max` for one amount. */
  budget: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  currency: z.string(),
  place: z.string(),
  note: z.string(),
}) satisfies z.ZodType<ExchangeDetails>;

/** Which reminders the outbox sends (docs/product.md §6.9): each can be turned off. */
export const RemindersSchema = z.object({
  beforeExchange: z.boolean({ error: t.remindersInvalid }),
  giftIdeas: z.boolean({ error: t.remindersInvalid }),
  giftReceived: z.boolean({ error: t.remindersInvalid }),
});
export type Reminders = z.infer<typeof RemindersSchema>;

/**
 * The organiser's form as sent: texts as typed, empty for "not set". The budget is read by
 * `parseBudget` in the chosen currency ("30", "30 €", "$25", "20 à 30 €"). A date already past
 * is refused by the server, which knows today in the event's time zone.
 */
export const SaveExchangeRequestSchema = z
  .object({
    date: z
      .string({ error: t.dateInvalid })
      .trim()
      .max(10, t.dateInvalid)
      .refine((date) => date === '' || isValidDate(date), t.dateInvalid),
    time: z
      .string({ error: t.timeInvalid })
      .trim()
      .max(5, t.timeInvalid)
      .refine((time) => time === '' || isValidTime(time), t.timeInvalid),
    timeZone: z
      .string({ error: t.timeZoneInvalid })
      .max(64, t.timeZoneInvalid)
      .refine(isTimeZone, t.timeZoneInvalid),
    budget: z.string({ error: t.budgetInvalid }).max(BUDGET_MAX_LENGTH, t.budgetInvalid),
    currency: z
      .string({ error: t.currencyInvalid })
      .max(3, t.currencyInvalid)
      .refine(isCurrencyCode, t.currencyInvalid),
    place: z.string({ error: t.placeTooLong }).trim().max(PLACE_MAX, t.placeTooLong),
    note: z.string({ error: t.noteTooLong }).trim().max(NOTE_MAX, t.noteTooLong),
    reminders: RemindersSchema,
  })
  .superRefine((form, context) => {
    if (form.time !== '' && form.date === '')
      context.addIssue({ code: 'custom', path: ['date'], message: t.timeWithoutDate });
    // Read in the currency chosen beside it: '$25' is a budget in dollars, not in euros.
    if (isCurrencyCode(form.currency) && !parseBudget(form.budget, form.currency).ok)
      context.addIssue({ code: 'custom', path: ['budget'], message: t.budgetInvalid });
  })
  .transform(({ budget, ...form }) => {
    const parsed = parseBudget(budget, form.currency);
    return { ...form, budget: parsed.ok ? parsed.budget : null };
  });
export type SaveExchangeRequest = z.input<typeof SaveExchangeRequestSchema>;
export type SaveExchange = z.output<typeof SaveExchangeRequestSchema>;

/** « Écrire à tous » (docs/product.md §4.11): as the refusals say them. */
export const ANNOUNCEMENT_MAX = 2000;
export const ANNOUNCEMENTS_PER_DAY = 5;
// A personal link's path, on any host: the organiser never hands someone else's space around.
const PERSONAL_LINK = /\/(?:participant|stop)\/[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}\//iu;

export const AnnouncementRequestSchema = z.object({
  text: z
    .string({ error: organiserMessages.announcements.textRequired })
    .trim()
    .min(1, organiserMessages.announcements.textRequired)
    .max(ANNOUNCEMENT_MAX, organiserMessages.announcements.textTooLong)
    .refine((text) => !PERSONAL_LINK.test(text), organiserMessages.announcements.hasPersonalLink),
});
export type AnnouncementRequest = z.infer<typeof AnnouncementRequestSchema>;
/** How many e-mails went: one per address, whoever looks after others counted once. */
export const AnnouncementResponseSchema = z.object({ sent: z.number().int() });
