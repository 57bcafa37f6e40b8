import { exchangeCalendar } from '../../shared/exchange/exchange-calendar.ts';
import type { Language } from '../../shared/language.ts';
import { CATALOGUES } from '../../shared/catalogues.ts';
import type { MailEvent } from './exchange.server.ts';

/**
 * The exchange's calendar event (docs/product.md §3.6): the file the draw e-mail carries and
 * 'Ajouter à mon agenda' downloads, the same for every participant. It holds no secret: its
 * link is the space's address without a token, where one signs in or asks for a new link by
 * e-mail, because calendars are shared (a family's, a couple's) and a personal link there would
 * show its holder's recipient to everyone who reads them. One UID per Secret Santa and edition,
 * so that an update (higher SEQUENCE) replaces the event in every calendar, and next year's is
 * another event. Null while the exchange has no date.
 */
export function participantCalendar(input: {
  secretSantaId: string;
  secretSantaName: string;
  event: MailEvent;
  publicUrl: string;
  now: Date;
  /** Its title and description's: the e-mail's recipient's, or the page's. */
  language: Language;
}): string | null {
  const { event } = input;
  const { date } = event.exchange;
  if (date === null) return null;
  const space = `${input.publicUrl}/participant/${input.secretSantaId}`;
  return exchangeCalendar({
    uid: `${input.secretSantaId}-${date.slice(0, 4)}@secret-santa`,
    sequence: event.calendarSequence,
    details: event.exchange,
    title: CATALOGUES[input.language].mailMessages.mail.calendarTitle(input.secretSantaName),
    description: event.asksAddresses
      ? CATALOGUES[input.language].mailMessages.mail.calendarDescription(space)
      : CATALOGUES[input.language].mailMessages.mail.calendarDescriptionNoAddress(space),
    url: space,
    now: input.now,
  });
}

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';
