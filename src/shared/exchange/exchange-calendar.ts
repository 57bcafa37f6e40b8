import type { ExchangeDetails } from './exchange-details.ts';
import { findLastTimeZoneTransition, findTimeZoneTransitions } from './time-zone-transitions.ts';
import type { TimeZoneTransition } from './time-zone-transitions.ts';
import {
  addDays,
  isTimeZone,
  isValidDate,
  isValidTime,
  utcOffsetSeconds,
  zonedDateTimeToUtc,
} from './zoned-time.ts';

/** An exchange with an hour lasts two hours in people's calendars: long enough to be seen. */
const EVENT_HOURS = 2;
const HOUR_MS = 3_600_000;
/** RFC 5545 §3.1: a line is at most 75 octets, line break excluded. */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';
/** Where a zone that has not changed since 1970 starts its one observance (see below). */
const EPOCH_LOCAL = '19700101T000000';

export type ExchangeCalendarInput = {
  /** Stable for the event, e.g. `${secretSantaId}@secret-santa`: calendars update, not duplicate. */
  uid: string;
  /** Raised each time the date or the place changes, so calendars take the new version. */
  sequence: number;
  /** Must have a date. */
  details: ExchangeDetails;
  /** SUMMARY, e.g. 'Secret Santa : Noël 2026'. */
  title: string;
  /** DESCRIPTION; may hold line breaks and the personal link. */
  description: string;
  /** URL property: the personal link. */
  url?: string;
  /** DTSTAMP: when this version of the file was written. */
  now: Date;
};

/**
 * The exchange as an iCalendar file (RFC 5545), attached to the draw e-mail and downloaded
 * from the participant's space. A day without an hour is an all-day event. A day with an hour
 * is written in the event's own zone (DTSTART;TZID=…) with a VTIMEZONE that says what that zone
 * is, so every calendar shows the hour the organiser meant, in its reader's own zone.
 */
export function exchangeCalendar(input: ExchangeCalendarInput): string {
  const { uid, sequence, details, title, description, url, now } = input;
  const { date, time, timeZone, place } = details;
  if (date === null) throw new Error('exchangeCalendar: the exchange has no date');
  if (!isValidDate(date)) throw new RangeError(`exchangeCalendar: not a date: ${date}`);
  if (time !== null && !isValidTime(time)) {
    throw new RangeError(`exchangeCalendar: not a time: ${time}`);
  }
  if (uid.trim() === '') throw new RangeError('exchangeCalendar: the uid is empty');
  if (!Number.isInteger(sequence) || sequence < 0) {
    throw new RangeError(`exchangeCalendar: not a sequence number: ${sequence}`);
  }
  // A URI value is written as it is: a space or a line break in it would break the file.
  if (url !== undefined && !/^[\x21-\x7e]+$/.test(url)) {
    throw new RangeError('exchangeCalendar: the url must be printable ASCII without spaces');
  }
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Secret Santa//Echange//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(time === null ? [] : sameTimeZoneLines(timeZone, date, time)),
    'BEGIN:VEVENT',
    `UID:${escapeText(uid)}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utcDateTime(now)}`,
    ...(time === null ? allDayLines(date) : timedLines(date, time, timeZone)),
    `SUMMARY:${escapeText(title)}`,
    ...(description === '' ? [] : [`DESCRIPTION:${escapeText(description)}`]),
    ...(place.trim() === '' ? [] : [`LOCATION:${escapeText(place.trim())}`]),
    ...(url === undefined ? [] : [`URL:${url}`]),
    'STATUS:CONFIRMED',
    // Nobody's agenda should show them busy for a gift exchange.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** An all-day event ends, exclusively, at the start of the next day (RFC 5545 §3.6.1). */
function allDayLines(date: string): string[] {
  return [
    `DTSTART;VALUE=DATE:${compactDate(date)}`,
    `DTEND;VALUE=DATE:${compactDate(addDays(date, 1))}`,
  ];
}

/**
 * Start and end as wall-clock times of the event's zone; the end may fall the next day. A time
 * the clocks skip or repeat (02:30 on a night they change) is left as typed: RFC 5545 §3.3.5
 * says how to read it, as zonedDateTimeToUtc does, though some readers (ical.js) are an hour off.
 */
function timedLines(date: string, time: string, timeZone: string): string[] {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const endMinutes = hours * 60 + minutes + EVENT_HOURS * 60;
  const endDate = addDays(date, Math.floor(endMinutes / 1440));
  const endTime = `${pad2(Math.floor(endMinutes / 60) % 24)}:${pad2(endMinutes % 60)}`;
  return [
    `DTSTART;TZID=${timeZone}:${compactDate(date)}T${compactTime(time)}`,
    `DTEND;TZID=${timeZone}:${compactDate(endDate)}T${compactTime(endTime)}`,
  ];
}

/**
 * The VTIMEZONE written last, kept: a notification writes the same one in every player's draw
 * e-mail, and asking Intl for the zone's changes is most of a file's cost (docs/benchmarks.md,
 * the 10,000-person event's sending rate). One entry: bounded, and enough for a batch.
 */
let lastTimeZone: { key: string; lines: string[] } | undefined;
function sameTimeZoneLines(timeZone: string, date: string, time: string): string[] {
  const key = `${timeZone} ${date} ${time}`;
  if (lastTimeZone?.key !== key) lastTimeZone = { key, lines: timeZoneLines(timeZone, date, time) };
  return lastTimeZone.lines;
}

/**
 * A VTIMEZONE for `timeZone`, built from what Intl knows: the observance in force on the
 * event's year's first day (starting at the change before it), then one per change of offset
 * up to the end of that year, or of the event if it ends later. Each observance starts once,
 * at its DTSTART, with no RRULE: a reader needs nothing else for this event, and a rule
 * guessed from one year could be wrong for the next. A zone that has not changed since 1970
 * (UTC, Tokyo) starts with a STANDARD observance from then, as iCalendar writers usually do.
 */
function timeZoneLines(timeZone: string, date: string, time: string): string[] {
  // Checked here, once per zone kept: an all-day event names no zone.
  if (!isTimeZone(timeZone)) throw new RangeError(`exchangeCalendar: not a time zone: ${timeZone}`);
  const start = zonedDateTimeToUtc(date, time, timeZone);
  const end = new Date(start.getTime() + EVENT_HOURS * HOUR_MS);
  const year = Number(date.slice(0, 4));
  const yearStart = new Date(Date.UTC(year, 0, 1));
  const yearEnd = new Date(Math.max(Date.UTC(year + 1, 0, 1), end.getTime()));
  const inForce = findLastTimeZoneTransition(timeZone, yearStart);
  const transitions = findTimeZoneTransitions(timeZone, yearStart, yearEnd);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (inForce === null) {
    const offset = utcOffsetSeconds(yearStart, timeZone);
    lines.push(
      'BEGIN:STANDARD',
      `DTSTART:${EPOCH_LOCAL}`,
      `TZOFFSETFROM:${formatOffset(offset)}`,
      `TZOFFSETTO:${formatOffset(offset)}`,
      ...timeZoneNameLines(yearStart, timeZone),
      'END:STANDARD',
    );
  }
  for (const transition of inForce === null ? transitions : [inForce, ...transitions]) {
    lines.push(...observanceLines(transition, timeZone));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

function observanceLines(transition: TimeZoneTransition, timeZone: string): string[] {
  const { at, offsetFromSeconds, offsetToSeconds } = transition;
  const kind = isDaylightOffset(offsetToSeconds, at, timeZone) ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    // RFC 5545 §3.8.3.1: the onset in local time as it was read just before the change,
    // so 02:00 for Paris in March, when clocks jump from 02:00 to 03:00.
    `DTSTART:${utcDateTime(new Date(at.getTime() + offsetFromSeconds * 1000)).slice(0, -1)}`,
    `TZOFFSETFROM:${formatOffset(offsetFromSeconds)}`,
    `TZOFFSETTO:${formatOffset(offsetToSeconds)}`,
    ...timeZoneNameLines(at, timeZone),
    `END:${kind}`,
  ];
}

/**
 * Intl does not say whether an offset is summer time. An offset above the smaller of the two
 * of 1 January and 1 July of that year is: that holds in both hemispheres.
 */
function isDaylightOffset(offsetSeconds: number, at: Date, timeZone: string): boolean {
  const year = at.getUTCFullYear();
  const january = utcOffsetSeconds(new Date(Date.UTC(year, 0, 1)), timeZone);
  const july = utcOffsetSeconds(new Date(Date.UTC(year, 6, 1)), timeZone);
  return offsetSeconds > Math.min(january, july);
}

/**
 * TZNAME, only when Intl knows an abbreviation ('CET', 'EST', 'UTC'): its English locales
 * know different ones, and 'GMT+13' says nothing TZOFFSETTO does not.
 */
function timeZoneNameLines(at: Date, timeZone: string): string[] {
  for (const locale of ['en-US', 'en-GB']) {
    const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name !== undefined && /^[A-Za-z]{2,6}$/.test(name)) {
      return [`TZNAME:${name}`];
    }
  }
  return [];
}

/** '+0100', '-0500', '-004430' when the offset has seconds (RFC 5545 §3.3.14). */
function formatOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const total = Math.abs(offsetSeconds);
  const seconds = total % 60;
  const hoursMinutes = `${pad2(Math.floor(total / 3600))}${pad2(Math.floor(total / 60) % 60)}`;
  return `${sign}${hoursMinutes}${seconds === 0 ? '' : pad2(seconds)}`;
}

/** '20261219T140000Z'. */
function utcDateTime(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

function compactDate(date: string): string {
  return date.replaceAll('-', '');
}

function compactTime(time: string): string {
  return `${time.replace(':', '')}00`;
}

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, line breaks written
 * '\n', and the control characters a TEXT may not hold (all but the tab) left out.
 */
function escapeText(text: string): string {
  return Array.from(text.replace(/\r\n?/g, '\n'))
    .filter((character) => !isForbiddenControl(character))
    .join('')
    .replace(/[\\;,]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n');
}

function isForbiddenControl(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code < 0x20 && character !== '\t' && character !== '\n') || code === 0x7f;
}

/**
 * Cuts a content line into pieces of at most 75 octets of UTF-8, each continuation starting
 * with one space (which counts), never inside a character: a reader glues the pieces back
 * byte for byte, and a character cut in two would be garbage to some of them.
 */
function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let pieceOctets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const octets = utf8Length(character);
    if (pieceOctets + octets > limit) {
      pieces.push(piece);
      piece = '';
      pieceOctets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    piece += character;
    pieceOctets += octets;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

/** Octets of one code point in UTF-8 (a lone surrogate becomes U+FFFD, three octets). */
function utf8Length(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
