import { describe, expect, it } from 'vitest';
import { CATALOGUES } from './catalogues.ts';
import { LANGUAGES } from './language.ts';

/**
 * Every language writes its dates itself (the browser need not load Intl's calendar data,
 * decision 0009): what it writes is what Intl writes for that language.
 */
describe.each(LANGUAGES)('the dates and counts of %s', (language) => {
  const { messages } = CATALOGUES[language];

  it('write every day of a year as Intl does', () => {
    const intl = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let day = 0; day < 365; day++) {
      const date = new Date(Date.UTC(2026, 0, 1 + day, 12));
      expect(
        messages.dates.longDate(date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear()),
      ).toBe(intl.format(date));
    }
  });

  it('write counts as Intl does', () => {
    for (const count of [0, 7, 999, 1000, 1500, 10_000, 123_456, 1_000_000])
      expect(messages.format.count(count)).toBe(count.toLocaleString(language));
  });
});
