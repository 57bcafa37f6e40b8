import { describe, expect, it } from 'vitest';
import { NO_EXCHANGE_DETAILS } from './exchange-details.ts';
import { exchangeDayStart } from './exchange-day.ts';

const christmas = { ...NO_EXCHANGE_DETAILS, date: '2026-12-25' };

describe('exchangeDayStart', () => {
  it('is null while the exchange has no date', () => {
    expect(exchangeDayStart(NO_EXCHANGE_DETAILS)).toBeNull();
  });

  it('is midnight in the event’s time zone, not in UTC', () => {
    // Paris is an hour ahead of UTC in winter; Auckland thirteen; New York five behind.
    const at = (timeZone: string) => exchangeDayStart({ ...christmas, timeZone })?.toISOString();
    expect(at('Europe/Paris')).toBe('2026-12-24T23:00:00.000Z');
    expect(at('Pacific/Auckland')).toBe('2026-12-24T11:00:00.000Z');
    expect(at('America/New_York')).toBe('2026-12-25T05:00:00.000Z');
  });

  it('is the first minute that exists where midnight is skipped by a change of clocks', () => {
    // Santiago moves its clocks from 00:00 to 01:00 on the first Sunday of September 2026.
    const start = exchangeDayStart({ date: '2026-09-06', timeZone: 'America/Santiago' });
    expect(start?.toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});
