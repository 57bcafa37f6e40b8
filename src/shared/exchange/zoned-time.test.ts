import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findTimeZoneTransitions } from './time-zone-transitions.ts';
import {
  addDays,
  isTimeZone,
  isValidDate,
  isValidTime,
  utcOffsetSeconds,
  utcToZonedParts,
  zonedDateTimeToUtc,
} from './zoned-time.ts';

const ZONES = [
  'Europe/Paris',
  'America/New_York',
  'Pacific/Auckland',
  'UTC',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'America/St_Johns',
];

function utc(text: string): Date {
  return new Date(text);
}

/** A wall clock reading as a number, to measure how far apart two readings are. */
function wallTimestamp({ date, time }: { date: string; time: string }): number {
  return Date.parse(`${date}T${time}:00Z`);
}

describe('isTimeZone', () => {
  it('accepts the IANA names Intl knows, and UTC', () => {
    for (const zone of [...ZONES, 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'EST5EDT']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
  });

  it('refuses the empty string, garbage, offsets and very long strings', () => {
    for (const name of [
      '',
      ' ',
      'Paris',
      'Europe/Pariss',
      'Mars/Olympus_Mons',
      '+01:00',
      'Europe/Paris\n',
      '../../etc/passwd',
      `Europe/${'A'.repeat(200)}`,
    ]) {
      expect(isTimeZone(name), name).toBe(false);
    }
  });
});

describe('isValidDate', () => {
  it('accepts real days from 2000 to 2100', () => {
    for (const date of ['2026-12-19', '2000-01-01', '2100-12-31', '2028-02-29', '2000-02-29']) {
      expect(isValidDate(date), date).toBe(true);
    }
  });

  it('refuses days that do not exist, other shapes and other centuries', () => {
    for (const date of [
      '',
      '2026-02-29',
      '2100-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-12-00',
      '1999-12-31',
      '2101-01-01',
      '2026-1-5',
      '19/12/2026',
      '2026-12-19T15:00',
      ' 2026-12-19',
    ]) {
      expect(isValidDate(date), date).toBe(false);
    }
  });
});

describe('isValidTime', () => {
  it('accepts 00:00 to 23:59', () => {
    for (const time of ['00:00', '09:05', '15:00', '23:59'])
      expect(isValidTime(time), time).toBe(true);
  });

  it('refuses other shapes and hours', () => {
    for (const time of ['', '24:00', '23:60', '9:05', '15h', '15:00:00', '15 :00', '-1:00']) {
      expect(isValidTime(time), time).toBe(false);
    }
  });
});

describe('addDays', () => {
  it('counts calendar days across months, years and leap days', () => {
    expect(addDays('2026-12-19', 1)).toBe('2026-12-20');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-19', 0)).toBe('2026-12-19');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('is not fooled by the days when clocks change', () => {
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('refuses what is not a date or a whole number of days', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-12-19', 1.5)).toThrow(RangeError);
  });
});

describe('zonedDateTimeToUtc', () => {
  it('reads Paris in winter at +01:00 and in summer at +02:00', () => {
    expect(zonedDateTimeToUtc('2026-12-19', '15:00', 'Europe/Paris')).toEqual(
      utc('2026-12-19T14:00:00Z'),
    );
    expect(zonedDateTimeToUtc('2026-07-14', '22:30', 'Europe/Paris')).toEqual(
      utc('2026-07-14T20:30:00Z'),
    );
  });

  it('handles both sides of the spring change in Paris (29 March 2026, 02:00 → 03:00)', () => {
    expect(zonedDateTimeToUtc('2026-03-29', '01:59', 'Europe/Paris')).toEqual(
      utc('2026-03-29T00:59:00Z'),
    );
    expect(zonedDateTimeToUtc('2026-03-29', '03:00', 'Europe/Paris')).toEqual(
      utc('2026-03-29T01:00:00Z'),
    );
  });

  it('takes a time skipped in spring as the instant just after the gap', () => {
    // 02:30 never happens in Paris that day: read with the winter offset, it is 03:30 summer time.
    const instant = zonedDateTimeToUtc('2026-03-29', '02:30', 'Europe/Paris');
    expect(instant).toEqual(utc('2026-03-29T01:30:00Z'));
    expect(utcToZonedParts(instant, 'Europe/Paris')).toEqual({ date: '2026-03-29', time: '03:30' });
    expect(zonedDateTimeToUtc('2026-03-29', '02:00', 'Europe/Paris')).toEqual(
      utc('2026-03-29T01:00:00Z'),
    );
  });

  it('takes a time that happens twice in autumn as the earlier (25 October 2026, 03:00 → 02:00)', () => {
    expect(zonedDateTimeToUtc('2026-10-25', '02:30', 'Europe/Paris')).toEqual(
      utc('2026-10-25T00:30:00Z'),
    );
    expect(zonedDateTimeToUtc('2026-10-25', '01:59', 'Europe/Paris')).toEqual(
      utc('2026-10-24T23:59:00Z'),
    );
    expect(zonedDateTimeToUtc('2026-10-25', '03:00', 'Europe/Paris')).toEqual(
      utc('2026-10-25T02:00:00Z'),
    );
  });

  it('reads New York at −05:00 and −04:00, and its own changes', () => {
    expect(zonedDateTimeToUtc('2026-12-19', '15:00', 'America/New_York')).toEqual(
      utc('2026-12-19T20:00:00Z'),
    );
    expect(zonedDateTimeToUtc('2026-07-04', '21:00', 'America/New_York')).toEqual(
      utc('2026-07-05T01:00:00Z'),
    );
    // 8 March 2026, 02:00 → 03:00; 1 November 2026, 02:00 → 01:00.
    expect(zonedDateTimeToUtc('2026-03-08', '02:30', 'America/New_York')).toEqual(
      utc('2026-03-08T07:30:00Z'),
    );
    expect(zonedDateTimeToUtc('2026-11-01', '01:30', 'America/New_York')).toEqual(
      utc('2026-11-01T05:30:00Z'),
    );
  });

  it('reads Auckland, whose summer is in December (+13:00) and winter in July (+12:00)', () => {
    expect(zonedDateTimeToUtc('2026-12-19', '15:00', 'Pacific/Auckland')).toEqual(
      utc('2026-12-19T02:00:00Z'),
    );
    expect(zonedDateTimeToUtc('2026-07-01', '09:00', 'Pacific/Auckland')).toEqual(
      utc('2026-06-30T21:00:00Z'),
    );
    // The day before in UTC: the date stays the event's, the instant moves.
    expect(zonedDateTimeToUtc('2026-01-01', '00:00', 'Pacific/Auckland')).toEqual(
      utc('2025-12-31T11:00:00Z'),
    );
  });

  it('reads UTC as it is', () => {
    expect(zonedDateTimeToUtc('2026-12-19', '15:00', 'UTC')).toEqual(utc('2026-12-19T15:00:00Z'));
    expect(zonedDateTimeToUtc('2026-03-29', '02:30', 'UTC')).toEqual(utc('2026-03-29T02:30:00Z'));
  });

  it('refuses a date, a time or a zone that is not one', () => {
    expect(() => zonedDateTimeToUtc('2026-02-30', '15:00', 'Europe/Paris')).toThrow(RangeError);
    expect(() => zonedDateTimeToUtc('2026-12-19', '24:00', 'Europe/Paris')).toThrow(RangeError);
    expect(() => zonedDateTimeToUtc('2026-12-19', '15:00', 'Europe/Pariss')).toThrow(RangeError);
  });
});

describe('utcToZonedParts', () => {
  it('reads the clocks of a zone at an instant', () => {
    expect(utcToZonedParts(utc('2026-12-19T14:00:00Z'), 'Europe/Paris')).toEqual({
      date: '2026-12-19',
      time: '15:00',
    });
    expect(utcToZonedParts(utc('2026-12-19T23:30:00Z'), 'Europe/Paris')).toEqual({
      date: '2026-12-20',
      time: '00:30',
    });
    expect(utcToZonedParts(utc('2026-12-19T02:00:00Z'), 'America/New_York')).toEqual({
      date: '2026-12-18',
      time: '21:00',
    });
    expect(utcToZonedParts(utc('2026-12-19T11:00:00Z'), 'Pacific/Auckland')).toEqual({
      date: '2026-12-20',
      time: '00:00',
    });
    expect(utcToZonedParts(utc('2026-12-19T15:59:59.999Z'), 'UTC')).toEqual({
      date: '2026-12-19',
      time: '15:59',
    });
  });

  it('reads both passes of the repeated hour in autumn', () => {
    expect(utcToZonedParts(utc('2026-10-25T00:30:00Z'), 'Europe/Paris').time).toBe('02:30');
    expect(utcToZonedParts(utc('2026-10-25T01:30:00Z'), 'Europe/Paris').time).toBe('02:30');
  });
});

describe('utcOffsetSeconds', () => {
  it('says how far ahead of UTC the clocks are', () => {
    expect(utcOffsetSeconds(utc('2026-12-19T14:00:00Z'), 'Europe/Paris')).toBe(3600);
    expect(utcOffsetSeconds(utc('2026-07-19T14:00:00Z'), 'Europe/Paris')).toBe(7200);
    expect(utcOffsetSeconds(utc('2026-12-19T14:00:00Z'), 'America/New_York')).toBe(-18000);
    expect(utcOffsetSeconds(utc('2026-12-19T14:00:00Z'), 'Asia/Kolkata')).toBe(19800);
    expect(utcOffsetSeconds(utc('2026-12-19T14:00:00Z'), 'UTC')).toBe(0);
  });
});

/** Whole minutes from 2000 to 2100: the dates the product accepts. */
const instants = fc
  .integer({ min: Date.UTC(2000, 0, 2) / 60_000, max: Date.UTC(2100, 11, 30) / 60_000 })
  .map((minutes) => new Date(minutes * 60_000));
const zones = fc.constantFrom(...ZONES);
/**
 * Instants within three hours of a change of offset: where the repeated and skipped hours are,
 * which uniform instants would almost never reach.
 */
const instantsNearChanges = fc
  .record({
    zone: zones,
    year: fc.integer({ min: 2000, max: 2099 }),
    pick: fc.nat(),
    minutes: fc.integer({ min: -180, max: 180 }),
  })
  .map(({ zone, year, pick, minutes }) => {
    const changes = findTimeZoneTransitions(
      zone,
      new Date(Date.UTC(year, 0, 1)),
      new Date(Date.UTC(year + 1, 0, 1)),
    );
    const change = changes[pick % Math.max(changes.length, 1)];
    const around = change?.at.getTime() ?? Date.UTC(year, 5, 1);
    return { zone, instant: new Date(around + minutes * 60_000) };
  });
const zonedInstants = fc.oneof(fc.record({ zone: zones, instant: instants }), instantsNearChanges);
/** Wall times read off those instants and moved a little: some skipped, some repeated. */
const wallTimes = fc
  .tuple(zonedInstants, fc.integer({ min: -90, max: 90 }))
  .map(([{ instant, zone }, minutes]) => {
    const wall = new Date(wallTimestamp(utcToZonedParts(instant, zone)) + minutes * 60_000);
    const [date = '', clock = ''] = wall.toISOString().split('T');
    return { date, time: clock.slice(0, 5), zone };
  });

describe('round trips', () => {
  it('gives back the same instant, except the later pass of a repeated hour', () => {
    fc.assert(
      fc.property(zonedInstants, ({ instant, zone }) => {
        const { date, time } = utcToZonedParts(instant, zone);
        const back = zonedDateTimeToUtc(date, time, zone);
        // The same wall clock either way; the instant too, unless the wall time happens twice
        // and the instant was its second pass, in which case the earlier one comes back.
        expect(utcToZonedParts(back, zone)).toEqual({ date, time });
        if (back.getTime() !== instant.getTime()) {
          expect(back.getTime()).toBeLessThan(instant.getTime());
          expect(utcOffsetSeconds(back, zone)).toBeGreaterThan(utcOffsetSeconds(instant, zone));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('gives back the same wall time, except a time skipped in spring', () => {
    fc.assert(
      fc.property(wallTimes, ({ date, time, zone }) => {
        const instant = zonedDateTimeToUtc(date, time, zone);
        const back = utcToZonedParts(instant, zone);
        if (back.date !== date || back.time !== time) {
          // Skipped: the clocks jumped over it, and the answer is as late as the jump is long.
          const skippedMs = wallTimestamp(back) - wallTimestamp({ date, time });
          expect(skippedMs).toBeGreaterThan(0);
          const beforeJump = new Date(instant.getTime() - skippedMs);
          expect(utcOffsetSeconds(beforeJump, zone) + skippedMs / 1000).toBe(
            utcOffsetSeconds(instant, zone),
          );
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('meets both a repeated and a skipped time among the generated ones', () => {
    // Guards the generators above: without such times the two properties prove little.
    const samples = fc.sample(wallTimes, { numRuns: 500, seed: 2026 });
    const kinds = new Set(
      samples.map(({ date, time, zone }) => {
        const instant = zonedDateTimeToUtc(date, time, zone);
        const back = utcToZonedParts(instant, zone);
        if (back.date !== date || back.time !== time) return 'skipped';
        const anHourLater = new Date(instant.getTime() + 3_600_000);
        const later = utcToZonedParts(anHourLater, zone);
        return later.date === date && later.time === time ? 'repeated' : 'plain';
      }),
    );
    expect([...kinds].sort()).toEqual(['plain', 'repeated', 'skipped']);
  });
});
