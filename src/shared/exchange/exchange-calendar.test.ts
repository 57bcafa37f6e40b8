import fc from 'fast-check';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it } from 'vitest';
import { exchangeCalendar } from './exchange-calendar.ts';
import type { ExchangeCalendarInput } from './exchange-calendar.ts';
import { NO_EXCHANGE_DETAILS } from './exchange-details.ts';
import type { ExchangeDetails } from './exchange-details.ts';

const CRLF = '\r\n';

/** A calendar for Saturday 19 December 2026 at 15 h in Paris, with whatever the test changes. */
function calendarInput(
  overrides: Partial<Omit<ExchangeCalendarInput, 'details'>> & {
    details?: Partial<ExchangeDetails>;
  } = {},
): ExchangeCalendarInput {
  const { details, ...rest } = overrides;
  return {
    uid: 'f3b2a1c4-5d6e-4f70-8a9b-0c1d2e3f4a5b@secret-santa',
    sequence: 0,
    title: 'Secret Santa : Noël 2026',
    description: 'Vous offrez un cadeau à Chloé.',
    url: 'https://secret-santa.example/espace/abc?cle=xyz',
    now: new Date('2026-11-02T08:30:15Z'),
    ...rest,
    details: {
      ...NO_EXCHANGE_DETAILS,
      date: '2026-12-19',
      time: '15:00',
      place: 'Chez Mamie',
      ...details,
    },
  };
}

/** The event as ical.js, the maintained parser, reads it, its time zone registered first. */
function readEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(vtimezone);
  }
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (vevent === null) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

/** The file's content lines, continuation lines glued back (RFC 5545 §3.1). */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split(CRLF).slice(0, -1);
}

function propertyValue(ics: string, name: string): string | undefined {
  return unfold(ics)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '');
}

afterEach(() => {
  ICAL.TimezoneService.reset();
});

describe('exchangeCalendar: when', () => {
  it('puts 15 h in Paris in December at 14:00 UTC, for two hours', () => {
    const ics = exchangeCalendar(calendarInput());
    const { event } = readEvent(ics);
    expect(event.startDate.toJSDate()).toEqual(new Date('2026-12-19T14:00:00Z'));
    expect(event.endDate.toJSDate()).toEqual(new Date('2026-12-19T16:00:00Z'));
    expect(unfold(ics)).toContain('DTSTART;TZID=Europe/Paris:20261219T150000');
    expect(unfold(ics)).toContain('DTEND;TZID=Europe/Paris:20261219T170000');
  });

  it('puts a summer hour in Paris at +02:00', () => {
    const { event } = readEvent(
      exchangeCalendar(calendarInput({ details: { date: '2026-07-14', time: '20:00' } })),
    );
    expect(event.startDate.toJSDate()).toEqual(new Date('2026-07-14T18:00:00Z'));
  });

  it('puts a January hour in Paris at +01:00, from the change of the autumn before', () => {
    const ics = exchangeCalendar(calendarInput({ details: { date: '2026-01-10', time: '10:00' } }));
    expect(readEvent(ics).event.startDate.toJSDate()).toEqual(new Date('2026-01-10T09:00:00Z'));
  });

  it('reads New York in winter and in summer', () => {
    const winter = { date: '2026-12-19', time: '15:00', timeZone: 'America/New_York' };
    const summer = { date: '2026-07-04', time: '21:00', timeZone: 'America/New_York' };
    expect(
      readEvent(exchangeCalendar(calendarInput({ details: winter }))).event.startDate.toJSDate(),
    ).toEqual(new Date('2026-12-19T20:00:00Z'));
    expect(
      readEvent(exchangeCalendar(calendarInput({ details: summer }))).event.startDate.toJSDate(),
    ).toEqual(new Date('2026-07-05T01:00:00Z'));
  });

  it('ends the next day, and the next year, when the event starts late (Auckland, 31 December)', () => {
    const details = { date: '2026-12-31', time: '23:30', timeZone: 'Pacific/Auckland' };
    const ics = exchangeCalendar(calendarInput({ details }));
    expect(unfold(ics)).toContain('DTEND;TZID=Pacific/Auckland:20270101T013000');
    const { event } = readEvent(ics);
    expect(event.startDate.toJSDate()).toEqual(new Date('2026-12-31T10:30:00Z'));
    expect(event.endDate.toJSDate()).toEqual(new Date('2026-12-31T12:30:00Z'));
  });

  it('counts two hours on the clock across the spring and autumn changes', () => {
    // 01:30 → 03:30 on 29 March is one real hour; on 25 October, three.
    const spring = readEvent(
      exchangeCalendar(calendarInput({ details: { date: '2026-03-29', time: '01:30' } })),
    ).event;
    expect(spring.startDate.toJSDate()).toEqual(new Date('2026-03-29T00:30:00Z'));
    expect(spring.endDate.toJSDate()).toEqual(new Date('2026-03-29T01:30:00Z'));
    const autumn = readEvent(
      exchangeCalendar(calendarInput({ details: { date: '2026-10-25', time: '01:30' } })),
    ).event;
    expect(autumn.startDate.toJSDate()).toEqual(new Date('2026-10-24T23:30:00Z'));
    expect(autumn.endDate.toJSDate()).toEqual(new Date('2026-10-25T02:30:00Z'));
  });

  it('reads UTC as it is', () => {
    const details = { date: '2026-12-19', time: '15:00', timeZone: 'UTC' };
    const ics = exchangeCalendar(calendarInput({ details }));
    expect(readEvent(ics).event.startDate.toJSDate()).toEqual(new Date('2026-12-19T15:00:00Z'));
  });

  it('makes a day without an hour an all-day event, without a time zone', () => {
    const ics = exchangeCalendar(calendarInput({ details: { time: null } }));
    expect(unfold(ics)).toContain('DTSTART;VALUE=DATE:20261219');
    expect(unfold(ics)).toContain('DTEND;VALUE=DATE:20261220');
    expect(ics).not.toContain('VTIMEZONE');
    const { event } = readEvent(ics);
    expect(event.startDate.isDate).toBe(true);
    expect([event.startDate.year, event.startDate.month, event.startDate.day]).toEqual([
      2026, 12, 19,
    ]);
    expect(event.endDate.isDate).toBe(true);
    expect([event.endDate.year, event.endDate.month, event.endDate.day]).toEqual([2026, 12, 20]);
  });

  it('ends an all-day 31 December on 1 January', () => {
    const ics = exchangeCalendar(calendarInput({ details: { date: '2026-12-31', time: null } }));
    expect(unfold(ics)).toContain('DTEND;VALUE=DATE:20270101');
  });

  it('writes DTSTAMP in UTC', () => {
    expect(propertyValue(exchangeCalendar(calendarInput()), 'DTSTAMP')).toBe('20261102T083015Z');
  });
});

describe('exchangeCalendar: the time zone', () => {
  it('describes Paris’s winter and summer of the event’s year, from their changes', () => {
    const lines = unfold(exchangeCalendar(calendarInput()));
    const zone = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(zone).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Paris',
      'BEGIN:STANDARD',
      'DTSTART:20251026T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'TZNAME:CET',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260329T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'TZNAME:CEST',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261025T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'TZNAME:CET',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('calls Auckland’s summer DAYLIGHT though it is in December', () => {
    const details = { timeZone: 'Pacific/Auckland' };
    const lines = unfold(exchangeCalendar(calendarInput({ details })));
    const kinds = lines.filter((line) => /^BEGIN:(STANDARD|DAYLIGHT)$/.test(line));
    const starts = lines.filter((line) => line.startsWith('DTSTART:'));
    expect(kinds).toEqual(['BEGIN:DAYLIGHT', 'BEGIN:STANDARD', 'BEGIN:DAYLIGHT']);
    expect(starts).toEqual([
      'DTSTART:20250928T020000',
      'DTSTART:20260405T030000',
      'DTSTART:20260927T020000',
    ]);
  });

  it('gives a zone that has not changed since 1970 one STANDARD observance', () => {
    for (const [timeZone, offset] of [
      ['UTC', '+0000'],
      ['Asia/Tokyo', '+0900'],
      ['Asia/Kolkata', '+0530'],
    ]) {
      const lines = unfold(exchangeCalendar(calendarInput({ details: { timeZone } })));
      const zone = lines.slice(
        lines.indexOf('BEGIN:VTIMEZONE'),
        lines.indexOf('END:VTIMEZONE') + 1,
      );
      expect(zone.filter((line) => !line.startsWith('TZNAME:'))).toEqual([
        'BEGIN:VTIMEZONE',
        `TZID:${timeZone}`,
        'BEGIN:STANDARD',
        'DTSTART:19700101T000000',
        `TZOFFSETFROM:${offset}`,
        `TZOFFSETTO:${offset}`,
        'END:STANDARD',
        'END:VTIMEZONE',
      ]);
    }
  });
});

describe('exchangeCalendar: what', () => {
  it('carries UID, SEQUENCE, SUMMARY, DESCRIPTION, LOCATION and URL through a parser', () => {
    const input = calendarInput({ sequence: 3 });
    const { event, vevent } = readEvent(exchangeCalendar(input));
    expect(event.uid).toBe(input.uid);
    expect(event.sequence).toBe(3);
    expect(event.summary).toBe('Secret Santa : Noël 2026');
    expect(event.description).toBe('Vous offrez un cadeau à Chloé.');
    expect(event.location).toBe('Chez Mamie');
    expect(vevent.getFirstPropertyValue('url')).toBe(input.url);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
  });

  it('escapes commas, semicolons, backslashes and line breaks, and keeps emoji', () => {
    const description = [
      'Bonjour Chloé,',
      'Votre espace : https://secret-santa.example/espace/abc?cle=xyz',
      'Budget ; 20 à 30 € — chemin C:\\cadeaux\\liste',
      '🎁🎄👨‍👩‍👧‍👦',
    ].join('\n');
    const place = '12, rue des Lilas; 3e étage\r\nLyon 🎅';
    const ics = exchangeCalendar(calendarInput({ description, details: { place } }));
    const { event } = readEvent(ics);
    expect(event.description).toBe(description);
    expect(event.location).toBe('12, rue des Lilas; 3e étage\nLyon 🎅');
    expect(propertyValue(ics, 'LOCATION')).toBe('12\\, rue des Lilas\\; 3e étage\\nLyon 🎅');
  });

  it('folds a long French place without cutting a character, and reads it back whole', () => {
    const place = `${'Salle des fêtes « Les Œillets », près de l’église Saint-Éloi, '.repeat(5)}`
      .slice(0, 300)
      .trim();
    expect(place.length).toBeGreaterThanOrEqual(295);
    const ics = exchangeCalendar(calendarInput({ details: { place } }));
    const physical = ics.split(CRLF);
    const locationStart = physical.findIndex((line) => line.startsWith('LOCATION:'));
    expect(physical[locationStart + 1]?.startsWith(' ')).toBe(true);
    expect(readEvent(ics).event.location).toBe(place);
  });

  it('leaves LOCATION and URL out when there are none', () => {
    const ics = exchangeCalendar(calendarInput({ url: undefined, details: { place: '  ' } }));
    expect(ics).not.toMatch(/^(LOCATION|URL)[;:]/m);
  });

  it('leaves out the control characters a TEXT may not hold', () => {
    const ics = exchangeCalendar(calendarInput({ description: 'A\u0000B\u0007C\u007fD\tE' }));
    expect(readEvent(ics).event.description).toBe('ABCD\tE');
  });

  it('refuses an exchange without a date, and inputs that would break the file', () => {
    expect(() => exchangeCalendar(calendarInput({ details: { date: null } }))).toThrow();
    expect(() => exchangeCalendar(calendarInput({ details: { date: '2026-02-30' } }))).toThrow();
    expect(() => exchangeCalendar(calendarInput({ details: { time: '7h' } }))).toThrow();
    expect(() => exchangeCalendar(calendarInput({ details: { timeZone: 'Paris' } }))).toThrow();
    expect(() => exchangeCalendar(calendarInput({ url: 'https://x.example/a b' }))).toThrow();
    expect(() => exchangeCalendar(calendarInput({ url: 'https://x.example/\r\nX:1' }))).toThrow();
    expect(() => exchangeCalendar(calendarInput({ sequence: -1 }))).toThrow();
    expect(() => exchangeCalendar(calendarInput({ uid: ' ' }))).toThrow();
  });
});

/**
 * The file's shape, checked strictly: CRLF only, lines of at most 75 octets, no character cut
 * by a fold, every content line NAME(;PARAM=VALUE)*:VALUE, BEGIN and END nested and balanced.
 */
function expectWellFormed(ics: string): void {
  expect(ics.endsWith(CRLF)).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of ics.split(CRLF).slice(0, -1)) {
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // A fold inside a surrogate pair would leave a half that UTF-8 cannot encode.
    expect(Buffer.from(line, 'utf8').toString('utf8')).toBe(line);
  }
  const open: string[] = [];
  for (const line of unfold(ics)) {
    expect(line).toMatch(/^[A-Z][A-Z0-9-]*(;[A-Z][A-Z0-9-]*=[^;:,"\r\n]+)*:.*$/u);
    if (line.startsWith('BEGIN:')) open.push(line.slice(6));
    if (line.startsWith('END:')) expect(open.pop()).toBe(line.slice(4));
  }
  expect(open).toEqual([]);
  const lines = unfold(ics);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  for (const required of [
    'VERSION:2.0',
    'PRODID:-//Secret Santa//Echange//FR',
    'CALSCALE:GREGORIAN',
  ]) {
    expect(lines).toContain(required);
  }
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
}

describe('exchangeCalendar: the file', () => {
  it('is well formed, timed, all-day or with a long place', () => {
    expectWellFormed(exchangeCalendar(calendarInput()));
    expectWellFormed(exchangeCalendar(calendarInput({ details: { time: null } })));
    expectWellFormed(
      exchangeCalendar(calendarInput({ details: { place: `${'Œillet 🎄 — '.repeat(40)}` } })),
    );
  });

  it('stays well formed and reads back the same texts, whatever they hold', () => {
    // Any Unicode but the control characters (the tab is a character a TEXT value may hold).
    const isControl = (character: string) => {
      const code = character.codePointAt(0) ?? 0;
      return (code < 0x20 && character !== '\t') || code === 0x7f;
    };
    const text = fc.string({ unit: 'binary', maxLength: 400 }).map((value) =>
      Array.from(value)
        .filter((character) => !isControl(character))
        .join(''),
    );
    const lines = fc.array(text, { maxLength: 4 }).map((parts) => parts.join('\n'));
    fc.assert(
      fc.property(text, lines, text, (title, description, place) => {
        // All day: the texts do not depend on the hour, and no VTIMEZONE to build each run.
        const details = { place, time: null };
        const ics = exchangeCalendar(calendarInput({ title, description, details }));
        expectWellFormed(ics);
        const { event } = readEvent(ics);
        expect(event.summary ?? '').toBe(title);
        expect(event.description ?? '').toBe(description);
        expect(event.location ?? '').toBe(place.trim());
      }),
      { numRuns: 200 },
    );
  });
});
