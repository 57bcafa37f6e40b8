/**
 * Wall-clock dates and times in a named time zone, with nothing but the platform's Intl: the
 * browser and the server must agree on when the exchange is, and a time-zone library would
 * be a second copy of the rules that Intl already carries.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** The longest IANA name is about 30 characters; anything much longer is not one. */
const MAX_TIME_ZONE_LENGTH = 64;
/**
 * 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'UTC', 'EST5EDT'. Intl also
 * takes offsets such as '+01:00' on newer engines: those are not zone names, and their ':'
 * could not stand in an iCalendar TZID parameter.
 */
const TIME_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_TEXT = /^([01]\d|2[0-3]):([0-5]\d)$/;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** True for a time zone name Intl knows ('Europe/Paris', 'UTC'); false for '' and garbage. */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > MAX_TIME_ZONE_LENGTH || !TIME_ZONE_NAME.test(name)) {
    return false;
  }
  if (name === 'UTC') return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** 'YYYY-MM-DD' naming a real day of the years 2000 to 2100. */
export function isValidDate(text: string): boolean {
  const day = parseDate(text);
  return day !== null && day.year >= FIRST_YEAR && day.year <= LAST_YEAR;
}

/** 'HH:MM' on a 24-hour clock, from 00:00 to 23:59. */
export function isValidTime(text: string): boolean {
  return TIME_TEXT.test(text);
}

/** The date `days` days after (or before, if negative) `date`, both 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  const day = parseDate(date);
  if (day === null) throw new RangeError(`addDays: not a date: ${date}`);
  if (!Number.isInteger(days)) throw new RangeError(`addDays: not a whole number of days: ${days}`);
  // Calendar arithmetic on a UTC timestamp: no zone, so no day is ever 23 or 25 hours long.
  return formatDate(utcTimestamp(day.year, day.month, day.day) + days * DAY_MS);
}

/**
 * The instant at which the clocks of `timeZone` read `date` at `time`.
 *
 * Around a change of offset a wall time may not exist or exist twice. A time skipped by the
 * spring change (02:30 on the day Paris goes from 02:00 to 03:00) is the instant just after the
 * gap, read with the offset before it: 03:30 local. A time that happens twice in the autumn is
 * the earlier one. These are the choices of RFC 5545 §3.3.5, so the date we show and the
 * calendar file (whose reader follows that rule) name the same instant.
 */
export function zonedDateTimeToUtc(date: string, time: string, timeZone: string): Date {
  const day = parseDate(date);
  const clock = TIME_TEXT.exec(time);
  if (day === null) throw new RangeError(`zonedDateTimeToUtc: not a date: ${date}`);
  if (clock === null) throw new RangeError(`zonedDateTimeToUtc: not a time: ${time}`);
  const wall = utcTimestamp(day.year, day.month, day.day, Number(clock[1]), Number(clock[2]));
  // The offsets a day on either side bracket every instant the wall time could be (offsets stay
  // within ±14 h), provided the zone changes its offset at most once in those two days, which
  // every zone has done since long before 2000.
  const offsetBefore = utcOffsetSeconds(new Date(wall - DAY_MS), timeZone) * 1000;
  const offsetAfter = utcOffsetSeconds(new Date(wall + DAY_MS), timeZone) * 1000;
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter(
    (instant) => utcOffsetSeconds(new Date(instant), timeZone) * 1000 === wall - instant,
  );
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(wall - offsetBefore);
}

/** What the clocks of `timeZone` read at `instant`: 'YYYY-MM-DD' and 'HH:MM' (seconds dropped). */
export function utcToZonedParts(instant: Date, timeZone: string): { date: string; time: string } {
  const wall = wallClockTimestamp(instant, timeZone);
  const minutesOfDay = Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  return {
    date: formatDate(wall),
    time: `${pad2(Math.floor(minutesOfDay / 60))}:${pad2(minutesOfDay % 60)}`,
  };
}

/**
 * How far ahead of UTC the clocks of `timeZone` are at `instant`, in seconds (3600 in Paris in
 * winter, −18000 in New York). Seconds, not minutes: a few zones' offsets had seconds.
 */
export function utcOffsetSeconds(instant: Date, timeZone: string): number {
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return (wallClockTimestamp(new Date(wholeSeconds), timeZone) - wholeSeconds) / 1000;
}

/** The wall clock of `timeZone` at `instant`, written as if it were a UTC timestamp. */
function wallClockTimestamp(instant: Date, timeZone: string): number {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid instant');
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN } = fields;
  return utcTimestamp(year, month, day, hour, minute, second);
}

/** Building a formatter costs far more than using one; a VTIMEZONE asks for hundreds of offsets. */
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();
/** Names are compared as given ('europe/paris' is its own key): the bound keeps that harmless. */
const MAX_CACHED_FORMATS = 256;

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  const cached = wallClockFormats.get(timeZone);
  if (cached) return cached;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    // 'h23', not `hour12: false`: some engines write midnight as 24:00 with the latter.
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  if (wallClockFormats.size >= MAX_CACHED_FORMATS) wallClockFormats.clear();
  wallClockFormats.set(timeZone, format);
  return format;
}

/** Year, month (1–12) and day of a 'YYYY-MM-DD' naming a real day, or null. */
function parseDate(text: string): { year: number; month: number; day: number } | null {
  const match = DATE_TEXT.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(utcTimestamp(year, month + 1, 1) - DAY_MS).getUTCDate();
  return day <= daysInMonth ? { year, month, day } : null;
}

/** Like Date.UTC, without its habit of reading the years 0 to 99 as 1900 to 1999. */
function utcTimestamp(year: number, month: number, day: number, hour = 0, minute = 0, second = 0) {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

function formatDate(timestamp: number): string {
  const date = new Date(timestamp);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  return `${year}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}
