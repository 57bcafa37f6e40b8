import type { ExchangeDetails } from './exchange-details.ts';
import { addDays, zonedDateTimeToUtc } from './zoned-time.ts';

export const REMINDER_KINDS = [
  'exchange-in-7-days',
  'exchange-tomorrow',
  'gift-ideas',
  'gift-received',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The hour, in the event's time zone, at which the reminders tied to the date go out. */
const REMINDER_HOUR = '09:00';
export const GIFT_IDEAS_DELAY_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * When each reminder of an edition is due (docs/product.md §6.9): 7 days and 1 day before the
 * exchange's day, and the day after it (unless that is the next year), at 9 h in the event's
 * time zone; 3 days after the
 * notification for gift ideas. Only the kinds the organiser left on, only those that need
 * what is set (a date, a notification), and only those still ahead of `now`: a reminder whose
 * time has passed when it is scheduled (the date set 3 days ahead has no 7-day reminder) is
 * not sent late.
 */
export function reminderTimes(input: {
  exchange: Pick<ExchangeDetails, 'date' | 'timeZone'>;
  notifiedAt: Date | null;
  enabled: { beforeExchange: boolean; giftIdeas: boolean; giftReceived: boolean };
  now: Date;
}): Array<{ kind: ReminderKind; dueAt: Date }> {
  const { exchange, enabled } = input;
  const times: Array<{ kind: ReminderKind; dueAt: Date }> = [];
  const onDay = (days: number) =>
    zonedDateTimeToUtc(addDays(exchange.date!, days), REMINDER_HOUR, exchange.timeZone);
  if (exchange.date !== null && enabled.beforeExchange) {
    times.push({ kind: 'exchange-in-7-days', dueAt: onDay(-7) });
    times.push({ kind: 'exchange-tomorrow', dueAt: onDay(-1) });
  }
  if (input.notifiedAt !== null && enabled.giftIdeas) {
    times.push({
      kind: 'gift-ideas',
      dueAt: new Date(input.notifiedAt.getTime() + GIFT_IDEAS_DELAY_MS),
    });
  }
  // Not on 1 January: the space then shows the next edition, without the gift button.
  if (exchange.date !== null && enabled.giftReceived && !exchange.date.endsWith('-12-31')) {
    times.push({ kind: 'gift-received', dueAt: onDay(1) });
  }
  return times.filter(({ dueAt }) => dueAt.getTime() > input.now.getTime());
}
