import { describe, expect, it } from 'vitest';
import { reminderTimes } from './reminder-times.ts';

const ALL_ON = { beforeExchange: true, giftIdeas: true, giftReceived: true };
const NOTIFIED = new Date('2026-12-01T10:00:00Z');

function timesOf(
  overrides: {
    date?: string | null;
    timeZone?: string;
    notifiedAt?: Date | null;
    enabled?: Partial<typeof ALL_ON>;
    now?: Date;
  } = {},
) {
  const times = reminderTimes({
    exchange: {
      date: overrides.date === undefined ? '2026-12-19' : overrides.date,
      timeZone: overrides.timeZone ?? 'Europe/Paris',
    },
    notifiedAt: overrides.notifiedAt === undefined ? NOTIFIED : overrides.notifiedAt,
    enabled: { ...ALL_ON, ...overrides.enabled },
    now: overrides.now ?? NOTIFIED,
  });
  return Object.fromEntries(times.map(({ kind, dueAt }) => [kind, dueAt.toISOString()]));
}

describe('reminderTimes', () => {
  it('puts each kind at its time: 7 days and 1 day before the day, the day after, at 9 h in the event’s zone; gift ideas 3 days after the notification', () => {
    expect(timesOf()).toEqual({
      'exchange-in-7-days': '2026-12-12T08:00:00.000Z',
      'exchange-tomorrow': '2026-12-18T08:00:00.000Z',
      'gift-ideas': '2026-12-04T10:00:00.000Z',
      'gift-received': '2026-12-20T08:00:00.000Z',
    });
    expect(timesOf({ timeZone: 'America/New_York' })['exchange-tomorrow']).toBe(
      '2026-12-18T14:00:00.000Z',
    );
  });

  it.each([
    ['beforeExchange', ['gift-ideas', 'gift-received']],
    ['giftIdeas', ['exchange-in-7-days', 'exchange-tomorrow', 'gift-received']],
    ['giftReceived', ['exchange-in-7-days', 'exchange-tomorrow', 'gift-ideas']],
  ] as const)('gives no time to the kinds %s turns off, and keeps the others', (setting, kept) => {
    expect(Object.keys(timesOf({ enabled: { [setting]: false } }))).toEqual(kept);
  });

  it('gives none at all when every kind is off', () => {
    const off = { beforeExchange: false, giftIdeas: false, giftReceived: false };
    expect(timesOf({ enabled: off })).toEqual({});
  });

  it('needs a date for those tied to it, and the notification for gift ideas', () => {
    expect(Object.keys(timesOf({ date: null }))).toEqual(['gift-ideas']);
    expect(Object.keys(timesOf({ notifiedAt: null }))).toEqual([
      'exchange-in-7-days',
      'exchange-tomorrow',
      'gift-received',
    ]);
  });

  it('leaves out a time already past (a date 3 days ahead has no 7-day reminder), and the day after 31 December', () => {
    expect(Object.keys(timesOf({ date: '2026-12-04' }))).toEqual([
      'exchange-tomorrow',
      'gift-ideas',
      'gift-received',
    ]);
    expect(timesOf({ date: '2026-12-31' })['gift-received']).toBeUndefined();
  });
});
