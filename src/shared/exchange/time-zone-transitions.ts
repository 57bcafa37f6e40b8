import { utcOffsetSeconds } from './zoned-time.ts';

/** A change of a time zone's offset, e.g. Paris going from +01:00 to +02:00 in March. */
export type TimeZoneTransition = {
  /** The first instant of the new offset. */
  at: Date;
  offsetFromSeconds: number;
  offsetToSeconds: number;
};

const DAY_MS = 86_400_000;
/**
 * Offsets are sampled every four days: a change and its undoing closer than that would go
 * unseen, and since 2000 the closest in Intl's data are a week apart (Recife in October 2000,
 * Gaza's predicted years around Ramadan). Daily samples cost four times as much for nothing.
 */
const FORWARD_STEP_MS = 4 * DAY_MS;
/**
 * Backwards, a zone may not have changed for decades (Tokyo since 1951): quarterly steps keep
 * that search short. They could step over a change and its undoing; that only hides changes
 * earlier than the one found, which no caller reads.
 */
const BACKWARD_STEP_MS = 91 * DAY_MS;
/** Where iCalendar writers conventionally start a zone that has not changed in living memory. */
const EARLIEST_SEARCHED = Date.UTC(1970, 0, 1);

/**
 * Every change of offset of `timeZone` after `from` and up to `to`, in order. Intl tells only
 * the offset at an instant, so the offset is sampled every few days and each change bisected
 * to the second.
 */
export function findTimeZoneTransitions(
  timeZone: string,
  from: Date,
  to: Date,
): TimeZoneTransition[] {
  const end = to.getTime();
  const transitions: TimeZoneTransition[] = [];
  let low = wholeSeconds(from.getTime());
  let lowOffset = utcOffsetSeconds(new Date(low), timeZone);
  while (low < end) {
    const high = Math.min(low + FORWARD_STEP_MS, end);
    const highOffset = utcOffsetSeconds(new Date(high), timeZone);
    if (highOffset !== lowOffset) transitions.push(bisect(timeZone, low, lowOffset, high));
    low = high;
    lowOffset = highOffset;
  }
  return transitions;
}

/**
 * The last change of offset of `timeZone` at or before `instant` (so that, with
 * {@link findTimeZoneTransitions} from the same instant, no change is missed or counted twice),
 * or null when the zone has kept one offset since 1970 (UTC, Tokyo).
 */
export function findLastTimeZoneTransition(
  timeZone: string,
  instant: Date,
): TimeZoneTransition | null {
  let high = wholeSeconds(instant.getTime());
  const highOffset = utcOffsetSeconds(new Date(high), timeZone);
  while (high > EARLIEST_SEARCHED) {
    const low = Math.max(high - BACKWARD_STEP_MS, EARLIEST_SEARCHED);
    const lowOffset = utcOffsetSeconds(new Date(low), timeZone);
    if (lowOffset !== highOffset) {
      // Between the two samples lies at least one change; the last one is wanted.
      return findTimeZoneTransitions(timeZone, new Date(low), new Date(high)).at(-1) ?? null;
    }
    high = low;
  }
  return null;
}

/** The first whole second in (low, high] at which the offset is no longer `lowOffset`. */
function bisect(timeZone: string, low: number, lowOffset: number, high: number) {
  let before = low;
  let after = high;
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (utcOffsetSeconds(new Date(middle), timeZone) === lowOffset) before = middle;
    else after = middle;
  }
  return {
    at: new Date(after),
    offsetFromSeconds: lowOffset,
    offsetToSeconds: utcOffsetSeconds(new Date(after), timeZone),
  };
}

function wholeSeconds(timestamp: number): number {
  return Math.floor(timestamp / 1000) * 1000;
}
