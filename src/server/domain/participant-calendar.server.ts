import { exchangeCalendar } from '../../shared/exchange/exchange-calendar.ts';
import { mailMessages } from '../../shared/mail-messages.ts';
import type { MailEvent } from './exchange.server.ts';

/**
 * The exchange's calendar event for one participant (docs/product.md §3.6): the file the draw
 * e-mail carries and 'Ajouter à mon agenda' downloads, with their personal link in its
 * description. One UID per Secret Santa, so that an update (higher SEQUENCE) replaces the event
 * in every calendar. Null while the exchange has no date.
 */
export function participantCalendar(input: {
  secretSantaId: string;
  secretSantaName: string;
  event: MailEvent;
  personalLink: string;
  now: Date;
}): string | null {
  const { event } = input;
  if (event.exchange.date === null) return null;
  return exchangeCalendar({
    uid: `${input.secretSantaId}@secret-santa`,
    sequence: event.calendarSequence,
    details: event.exchange,
    title: mailMessages.mail.calendarTitle(input.secretSantaName),
    description: mailMessages.mail.calendarDescription(input.personalLink),
    url: input.personalLink,
    now: input.now,
  });
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';
