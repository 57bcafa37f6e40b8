import { describe, expect, it } from 'vitest';
import { describeExchange, describeExchangeDate } from './describe-exchange.ts';
import { NO_EXCHANGE_DETAILS } from './exchange-details.ts';
import type { ExchangeDetails } from './exchange-details.ts';

const NBSP = '\u00a0';

function exchange(overrides: Partial<ExchangeDetails> = {}): ExchangeDetails {
  return { ...NO_EXCHANGE_DETAILS, ...overrides };
}

describe('describeExchangeDate', () => {
  it('says nothing without a date, even with a time', () => {
    expect(describeExchangeDate(exchange())).toBeNull();
    expect(describeExchangeDate(exchange({ time: '15:00' }))).toBeNull();
  });

  it('writes the day in full, in French', () => {
    expect(describeExchangeDate(exchange({ date: '2026-12-19' }))).toBe('samedi 19 décembre 2026');
    expect(describeExchangeDate(exchange({ date: '2026-12-24' }))).toBe('jeudi 24 décembre 2026');
  });

  it('writes the first of the month as an ordinal', () => {
    expect(describeExchangeDate(exchange({ date: '2026-12-01' }))).toBe('mardi 1er décembre 2026');
    expect(describeExchangeDate(exchange({ date: '2027-01-01', time: '00:00' }))).toBe(
      `vendredi 1er janvier 2027 à 0${NBSP}h (heure de Paris)`,
    );
  });

  it('writes the hour the French way, with no-break spaces', () => {
    const at = (time: string) => describeExchangeDate(exchange({ date: '2026-12-19', time }));
    expect(at('15:00')).toBe(`samedi 19 décembre 2026 à 15${NBSP}h (heure de Paris)`);
    expect(at('15:30')).toBe(`samedi 19 décembre 2026 à 15${NBSP}h${NBSP}30 (heure de Paris)`);
    expect(at('09:05')).toBe(`samedi 19 décembre 2026 à 9${NBSP}h${NBSP}05 (heure de Paris)`);
    expect(at('00:00')).toBe(`samedi 19 décembre 2026 à 0${NBSP}h (heure de Paris)`);
    expect(at('23:59')).toBe(`samedi 19 décembre 2026 à 23${NBSP}h${NBSP}59 (heure de Paris)`);
  });

  it('keeps the day and hour of the event, whatever the zone: they are already its own, and says it', () => {
    // 15 h in Auckland is the night before in Paris; the event still says Saturday 15 h.
    for (const [timeZone, city] of [
      ['Pacific/Auckland', 'Auckland'],
      ['America/New_York', 'New York'],
      ['America/Argentina/Buenos_Aires', 'Buenos Aires'],
      ['UTC', 'UTC'],
    ]) {
      expect(describeExchangeDate(exchange({ date: '2026-12-19', time: '15:00', timeZone }))).toBe(
        `samedi 19 décembre 2026 à 15${NBSP}h (heure de ${city})`,
      );
    }
  });
});

describe('describeExchange', () => {
  it('has nothing to say about an exchange without details', () => {
    expect(describeExchange(NO_EXCHANGE_DETAILS)).toEqual([]);
  });

  it('gives the date, the budget and the place, in that order', () => {
    expect(
      describeExchange(
        exchange({
          date: '2026-12-19',
          time: '15:00',
          budget: { min: 3000, max: 3000 },
          place: 'Chez Mamie',
          note: 'Apportez un dessert',
        }),
      ),
    ).toEqual([
      `Échange le samedi 19 décembre 2026 à 15${NBSP}h (heure de Paris)`,
      `Budget 30${NBSP}€`,
      'Chez Mamie',
    ]);
  });

  it('gives only the parts that are set', () => {
    expect(describeExchange(exchange({ budget: { min: 2000, max: 3000 } }))).toEqual([
      `Budget 20 à 30${NBSP}€`,
    ]);
    expect(describeExchange(exchange({ place: 'Chez Mamie', date: '2026-12-19' }))).toEqual([
      'Échange le samedi 19 décembre 2026',
      'Chez Mamie',
    ]);
  });

  it('leaves the note out: it is shown on its own', () => {
    expect(describeExchange(exchange({ note: 'Apportez un dessert' }))).toEqual([]);
  });

  it('takes the place as typed, without the spaces around it, and a blank place as none', () => {
    expect(describeExchange(exchange({ place: '  12, rue des Lilas — Lyon ' }))).toEqual([
      '12, rue des Lilas — Lyon',
    ]);
    expect(describeExchange(exchange({ place: '   ' }))).toEqual([]);
  });
});
