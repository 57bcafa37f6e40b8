import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBudget } from './describe-exchange.ts';
import { CATALOGUES } from '../catalogues.ts';
import { SaveExchangeRequestSchema } from '../contracts/exchange.ts';
import { BUDGET_MAX_LENGTH, parseBudget } from './parse-budget.ts';
import type { Budget } from './exchange-details.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

function amount(min: number, max = min): { ok: true; budget: Budget } {
  return { ok: true, budget: { min, max } };
}

describe('parseBudget', () => {
  it('reads nothing as no budget', () => {
    expect(parseBudget('')).toEqual({ ok: true, budget: null });
    expect(parseBudget('   ')).toEqual({ ok: true, budget: null });
  });

  it.each([
    ['30', 3000],
    ['30 €', 3000],
    ['30€', 3000],
    ['30 euros', 3000],
    ['30 Euros', 3000],
    ['30 EUR', 3000],
    ['1 euro', 100],
    ['  30  € ', 3000],
    [`30${NBSP}€`, 3000],
    ['12,50', 1250],
    ['12.50 €', 1250],
    ['12,5', 1250],
    ['0,50 €', 50],
    ['1 500 €', 150_000],
    [`1${NNBSP}500${NBSP}€`, 150_000],
    ['1500', 150_000],
    ['100000', 10_000_000],
    ['100 000,00 €', 10_000_000],
    // As English writes amounts (formatBudget in English): thousands by commas, a point for
    // decimals. A comma before three digits can only be thousands: no amount has three decimals.
    ['€30', 3000],
    ['€ 30', 3000],
    ['€1,500', 150_000],
    ['1,500.50', 150_050],
    ['12,505', 1_250_500],
    // As German and Spanish write them: thousands by points, decimals after a comma. A point
    // before three digits is thousands too: no budget has three decimals.
    ['1.500', 150_000],
    ['1.500,50 €', 150_050],
    ['12.505', 1_250_500],
    ['1.000.000', 100_000_000],
  ])('reads %j as one amount', (text, cents) => {
    expect(parseBudget(text)).toEqual(amount(cents));
  });

  it.each([
    ['20 à 30 €', 2000, 3000],
    ['20-30', 2000, 3000],
    ['20 – 30 €', 2000, 3000],
    ['20 — 30', 2000, 3000],
    ['20 a 30', 2000, 3000],
    ['20à30€', 2000, 3000],
    ['de 20 à 30 €', 2000, 3000],
    ['De 20 à 30 euros', 2000, 3000],
    ['20 € à 30 €', 2000, 3000],
    ['20 au 30', 2000, 3000],
    ['entre 20 et 30 €', 2000, 3000],
    ['12,50 à 15', 1250, 1500],
    [`20 à 30${NBSP}€`, 2000, 3000],
    // 'à' typed as a plus a combining accent, as some keyboards send it.
    ['20 a\u0300 30', 2000, 3000],
    ['€20 to 30', 2000, 3000],
    ['€20 to €30', 2000, 3000],
    ['de 20 a 30 €', 2000, 3000],
    ['entre 20 y 30 €', 2000, 3000],
    ['20–30 €', 2000, 3000],
    ['20 bis 30 Euro', 2000, 3000],
    ['von 20 bis 30 €', 2000, 3000],
    ['zwischen 20 und 30 €', 2000, 3000],
  ])('reads %j as a range', (text, min, max) => {
    expect(parseBudget(text)).toEqual(amount(min, max));
  });

  it('makes a range whose ends are equal one amount', () => {
    expect(parseBudget('30 à 30 €')).toEqual(amount(3000));
  });

  it.each([
    ['a range written backwards', '30 à 20'],
    ['zero', '0'],
    ['zero cents', '0,00 €'],
    ['a negative amount', '-30'],
    ['a negative end', '20 à -30'],
    ['a third number', '10 à 20 à 30'],
    ['two numbers side by side', '20 30'],
    ['another currency', '30 $'],
    ['another currency code', '30 USD'],
    ['words', 'trente euros'],
    ['words around', 'environ 30 €'],
    ['three decimals', '12.5055'],
    ['a point and a comma both for thousands', '1.500,000'],
    ['a comma both for thousands and decimals', '1,500,50'],
    ['a space and a point both for thousands', '1 500.000'],
    ['a comma group that is not three digits', '1,5000'],
    ['the euro sign on both sides', '€30 €'],
    ['a lone decimal point', '12,'],
    ['decimals without units', ',50'],
    ['more than ten million', '10 000 000,01'],
    ['far more than 100 000 €', '999999999999999999999'],
    ['"de" without a range', 'de 30 €'],
    ['"entre" without "et"', 'entre 20 à 30'],
    ['"et" without "entre"', '20 et 30'],
    ['"und" without "zwischen"', '20 und 30'],
    ['"entre" with "und"', 'entre 20 und 30'],
    ['a thousands group that is not three digits', '1 50'],
    ['a very long text', `${'1'.repeat(200)}`],
  ])('refuses %s (%j)', (_, text) => {
    expect(parseBudget(text)).toEqual({ ok: false });
  });

  it.each([
    ['$25', 'USD', 2500],
    ['25 $', 'USD', 2500],
    ['25 $US', 'USD', 2500],
    ['25 US$', 'USD', 2500],
    ['USD 25', 'USD', 2500],
    ['25.50', 'USD', 2550],
    ['£12.50', 'GBP', 1250],
    ['CHF 30', 'CHF', 3000],
    ['¥3,000', 'JPY', 300_000],
    ['3000 JPY', 'JPY', 300_000],
    ['25 $', 'CAD', 2500],
    ['25 $CA', 'CAD', 2500],
    ['R$ 50', 'BRL', 5000],
  ])('reads %j in %s as one amount', (text, currency, hundredths) => {
    expect(parseBudget(text, currency)).toEqual(amount(hundredths));
  });

  it.each([
    ['$25', 'EUR'],
    ['25 USD', 'EUR'],
    ['€25', 'USD'],
    ['25 euros', 'USD'],
    ['25 $CA', 'USD'],
    ['12,50', 'JPY'],
    ['12.5', 'XOF'],
  ])('refuses %j in %s: another currency, or decimals it does not have', (text, currency) => {
    expect(parseBudget(text, currency)).toEqual({ ok: false });
  });

  it('reads as long a text as the request takes, and refuses one character more, as it does', () => {
    const form = (budget: string) => ({
      date: '',
      time: '',
      timeZone: 'Europe/Paris',
      budget,
      currency: 'EUR',
      place: '',
      note: '',
      reminders: { beforeExchange: true, giftIdeas: true, giftReceived: true },
    });
    const longest = '20 à 30 €'.padEnd(BUDGET_MAX_LENGTH);
    expect(parseBudget(longest)).toEqual(amount(2000, 3000));
    expect(SaveExchangeRequestSchema.safeParse(form(longest)).data?.budget).toEqual({
      min: 2000,
      max: 3000,
    });
    expect(parseBudget(`${longest} `)).toEqual({ ok: false });
    expect(SaveExchangeRequestSchema.safeParse(form(`${longest} `)).success).toBe(false);
  });
});

describe('formatBudget', () => {
  it('writes whole euros without decimals, and a no-break space before €', () => {
    expect(formatBudget({ min: 3000, max: 3000 }, 'EUR')).toBe(`30${NBSP}€`);
    expect(formatBudget({ min: 100, max: 100 }, 'EUR')).toBe(`1${NBSP}€`);
  });

  it('writes cents, when there are some, always as two decimals after a comma', () => {
    expect(formatBudget({ min: 1250, max: 1250 }, 'EUR')).toBe(`12,50${NBSP}€`);
    expect(formatBudget({ min: 1205, max: 1205 }, 'EUR')).toBe(`12,05${NBSP}€`);
    expect(formatBudget({ min: 50, max: 50 }, 'EUR')).toBe(`0,50${NBSP}€`);
  });

  it('writes a range once with the euro sign', () => {
    expect(formatBudget({ min: 2000, max: 3000 }, 'EUR')).toBe(`20 à 30${NBSP}€`);
    expect(formatBudget({ min: 1250, max: 2000 }, 'EUR')).toBe(`12,50 à 20${NBSP}€`);
  });

  it("writes another currency as Intl writes it in the reader's language", () => {
    expect(formatBudget({ min: 2500, max: 2500 }, 'USD', CATALOGUES.en.messages)).toBe('$25');
    expect(formatBudget({ min: 2550, max: 2550 }, 'USD', CATALOGUES.en.messages)).toBe('$25.50');
    expect(formatBudget({ min: 2500, max: 2500 }, 'USD')).toBe(`25${NBSP}$US`);
    expect(formatBudget({ min: 2500, max: 2500 }, 'USD', CATALOGUES.es.messages)).toBe(
      `25${NBSP}US$`,
    );
    expect(formatBudget({ min: 2500, max: 2500 }, 'USD', CATALOGUES.de.messages)).toBe(
      `25${NBSP}$`,
    );
    expect(formatBudget({ min: 300_000, max: 300_000 }, 'JPY', CATALOGUES.en.messages)).toBe(
      '¥3,000',
    );
  });

  it('writes a range with the sign before each end where the language puts it first', () => {
    expect(formatBudget({ min: 2000, max: 3000 }, 'USD', CATALOGUES.en.messages)).toBe(
      '$20 to $30',
    );
    expect(formatBudget({ min: 2000, max: 3000 }, 'USD')).toBe(`20 à 30${NBSP}$US`);
    expect(formatBudget({ min: 2000, max: 3000 }, 'EUR', CATALOGUES.es.messages)).toBe(
      `de 20 a 30${NBSP}€`,
    );
    expect(formatBudget({ min: 2000, max: 3000 }, 'EUR', CATALOGUES.de.messages)).toBe(
      `20–30${NBSP}€`,
    );
  });

  it('groups thousands with a narrow no-break space, as French does', () => {
    expect(formatBudget({ min: 150_000, max: 150_000 }, 'EUR')).toBe(`1${NNBSP}500${NBSP}€`);
    expect(formatBudget({ min: 10_000_000, max: 10_000_000 }, 'EUR')).toBe(
      `100${NNBSP}000${NBSP}€`,
    );
    expect(formatBudget({ min: 99_900, max: 99_900 }, 'EUR')).toBe(`999${NBSP}€`);
  });
});

/** Any budget the product accepts: amounts from 1 cent to 100 000 €, min <= max. */
const budgets = fc
  .tuple(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10_000_000 }))
  .chain(([first, second]) =>
    fc.constantFrom<Budget>(
      { min: Math.min(first, second), max: Math.max(first, second) },
      { min: first, max: first },
    ),
  );

describe('round trips', () => {
  it('reads back what formatBudget writes', () => {
    fc.assert(
      fc.property(budgets, (budget) => {
        expect(parseBudget(formatBudget(budget, 'EUR'))).toEqual({ ok: true, budget });
      }),
      { numRuns: 1000 },
    );
  });
});
