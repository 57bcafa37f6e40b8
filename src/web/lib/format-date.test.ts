import { describe, expect, it } from 'vitest';
import { formatDay, formatLongDate } from './format-date.ts';

describe('formatLongDate', () => {
  it('writes every day of a year as French Intl does', () => {
    const intl = new Intl.DateTimeFormat('fr-FR', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const day = 24 * 60 * 60 * 1000;
    for (let time = Date.UTC(2026, 0, 1, 12); time < Date.UTC(2027, 0, 1, 12); time += day) {
      expect(formatLongDate(time)).toBe(intl.format(new Date(time)));
    }
    expect(formatLongDate(Date.UTC(2026, 10, 22, 12))).toBe('22 novembre 2026');
  });
});

describe('formatDay', () => {
  it('writes a day as formatLongDate writes it', () => {
    expect(formatDay('2026-12-02')).toBe('2 décembre 2026');
    expect(formatDay('2027-01-31')).toBe(formatLongDate(new Date(2027, 0, 31, 12).getTime()));
  });
});
