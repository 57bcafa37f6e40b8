import { describe, expect, it } from 'vitest';
import { findLastTimeZoneTransition, findTimeZoneTransitions } from './time-zone-transitions.ts';

const YEAR_2026 = [new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z')] as const;

describe('findTimeZoneTransitions', () => {
  it('finds Paris’s two changes of 2026, to the second', () => {
    expect(findTimeZoneTransitions('Europe/Paris', ...YEAR_2026)).toEqual([
      { at: new Date('2026-03-29T01:00:00Z'), offsetFromSeconds: 3600, offsetToSeconds: 7200 },
      { at: new Date('2026-10-25T01:00:00Z'), offsetFromSeconds: 7200, offsetToSeconds: 3600 },
    ]);
  });

  it('finds Auckland’s, summer first', () => {
    expect(findTimeZoneTransitions('Pacific/Auckland', ...YEAR_2026)).toEqual([
      { at: new Date('2026-04-04T14:00:00Z'), offsetFromSeconds: 46800, offsetToSeconds: 43200 },
      { at: new Date('2026-09-26T14:00:00Z'), offsetFromSeconds: 43200, offsetToSeconds: 46800 },
    ]);
  });

  it('finds none for UTC or Tokyo', () => {
    expect(findTimeZoneTransitions('UTC', ...YEAR_2026)).toEqual([]);
    expect(findTimeZoneTransitions('Asia/Tokyo', ...YEAR_2026)).toEqual([]);
  });

  it('sees a summer time that lasted one week (Recife, October 2000)', () => {
    const october2000 = [
      new Date('2000-10-01T00:00:00Z'),
      new Date('2000-11-01T00:00:00Z'),
    ] as const;
    expect(findTimeZoneTransitions('America/Recife', ...october2000)).toEqual([
      { at: new Date('2000-10-08T03:00:00Z'), offsetFromSeconds: -10800, offsetToSeconds: -7200 },
      { at: new Date('2000-10-15T02:00:00Z'), offsetFromSeconds: -7200, offsetToSeconds: -10800 },
    ]);
  });
});

describe('findLastTimeZoneTransition', () => {
  it('finds the change in force at an instant', () => {
    expect(findLastTimeZoneTransition('Europe/Paris', new Date('2026-01-01T00:00:00Z'))).toEqual({
      at: new Date('2025-10-26T01:00:00Z'),
      offsetFromSeconds: 7200,
      offsetToSeconds: 3600,
    });
    expect(
      findLastTimeZoneTransition('Europe/Paris', new Date('2026-12-19T14:00:00Z'))?.at,
    ).toEqual(new Date('2026-10-25T01:00:00Z'));
  });

  it('counts a change at the very instant, which findTimeZoneTransitions from it does not', () => {
    const change = new Date('2026-03-29T01:00:00Z');
    expect(findLastTimeZoneTransition('Europe/Paris', change)?.at).toEqual(change);
    expect(findTimeZoneTransitions('Europe/Paris', change, YEAR_2026[1])[0]?.at).toEqual(
      new Date('2026-10-25T01:00:00Z'),
    );
  });

  it('finds none for a zone that has not changed since 1970', () => {
    expect(findLastTimeZoneTransition('UTC', new Date('2026-12-19T14:00:00Z'))).toBeNull();
    expect(findLastTimeZoneTransition('Asia/Tokyo', new Date('2026-12-19T14:00:00Z'))).toBeNull();
  });
});
