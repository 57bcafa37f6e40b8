import { describe, expect, it } from 'vitest';
import { formatBudget } from './exchange/describe-exchange.ts';
import { parseBudget } from './exchange/parse-budget.ts';
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

describe.each(LANGUAGES)('the budgets written in %s', (language) => {
  const wording = CATALOGUES[language].messages;

  it.each(['EUR', 'USD', 'GBP', 'CHF', 'CAD', 'BRL', 'KWD', 'XOF'])(
    'are read back by the budget field as they are, in %s',
    (currency) => {
      for (const budget of [
        { min: 3000, max: 3000 },
        { min: 1250, max: 1250 },
        { min: 2000, max: 3000 },
        { min: 150_000, max: 150_000 },
        { min: 1_000_000, max: 1_000_000 },
        { min: 100_000, max: 250_050 },
      ]) {
        // The franc CFA has no cents: its budgets are whole.
        if (currency === 'XOF' && (budget.min % 100 !== 0 || budget.max % 100 !== 0)) continue;
        expect(parseBudget(formatBudget(budget, currency, wording), currency)).toEqual({
          ok: true,
          budget,
        });
      }
    },
  );

  it('write the euro as Intl does', () => {
    const intl = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'EUR',
      trailingZeroDisplay: 'stripIfInteger',
    });
    for (const cents of [100, 1250, 3000, 99_900])
      expect(formatBudget({ min: cents, max: cents }, 'EUR', wording)).toBe(
        intl.format(cents / 100),
      );
  });
});
