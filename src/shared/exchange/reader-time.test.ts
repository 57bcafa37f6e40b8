import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../catalogues.ts';
import { type ExchangeDetails, NO_EXCHANGE_DETAILS } from './exchange-details.ts';
import { exchangeTimeForReader, USUAL_TIME_ZONES } from './reader-time.ts';

const NBSP = '\u00a0';
const inNewYork: ExchangeDetails = {
  ...NO_EXCHANGE_DETAILS,
  date: '2026-12-19',
  time: '15:00',
  timeZone: 'America/New_York',
};
const forReader = (details: ExchangeDetails, language: 'fr' | 'en' | 'es' | 'de') =>
  exchangeTimeForReader(
    details,
    USUAL_TIME_ZONES[language],
    CATALOGUES[language].messages,
  );

describe('exchangeTimeForReader', () => {
  it('gives the time where the reader lives when its clocks say another hour', () => {
    expect(forReader(inNewYork, 'fr')).toBe(`Soit samedi 19 décembre 2026 à 21${NBSP}h à Paris`);
    expect(forReader(inNewYork, 'de')).toBe(
      `Also Samstag, 19. Dezember 2026 um 21:00${NBSP}Uhr in Berlin`,
    );
    // The day after, where it is already past midnight.
    expect(forReader({ ...inNewYork, time: '20:30' }, 'es')).toContain(
      'domingo, 20 de diciembre de 2026',
    );
  });

  it('says nothing when the hour is the same, without a time, or for English', () => {
    expect(forReader({ ...inNewYork, timeZone: 'Europe/Paris' }, 'fr')).toBeNull();
    expect(forReader({ ...inNewYork, timeZone: 'Europe/Brussels' }, 'de')).toBeNull();
    expect(forReader({ ...inNewYork, time: null }, 'fr')).toBeNull();
    expect(forReader(inNewYork, 'en')).toBeNull();
  });
});
