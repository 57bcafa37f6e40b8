import { describe, expect, it } from 'vitest';
import { organiserMessages } from '../organiser-messages.ts';
import { HOUSEHOLD_PAIRS_MAX, HouseholdsSchema } from './draw.ts';

const t = organiserMessages.restrictions;
const messagesOf = (households: unknown) =>
  HouseholdsSchema.safeParse(households).error?.issues.map((issue) => issue.message) ?? [];

describe('HouseholdsSchema (docs/product.md §5.5)', () => {
  it('takes households of two or more, each player in one', () => {
    expect(
      messagesOf([
        { name: 'Martin', playerIds: ['a', 'b', 'c'] },
        { name: 'Durand', playerIds: ['d', 'e'] },
      ]),
    ).toEqual([]);
  });

  it('says what is wrong, by household', () => {
    expect(messagesOf([{ name: 'Martin', playerIds: ['a', 'a'] }])).toEqual([
      t.householdTooSmall('Martin'),
    ]);
    expect(
      messagesOf([
        { name: 'Martin', playerIds: ['a', 'b'] },
        { name: ' MARTIN ', playerIds: ['c', 'd'] },
      ]),
    ).toEqual([t.householdNameTaken('MARTIN')]);
    expect(
      messagesOf([
        { name: 'Martin', playerIds: ['a', 'b'] },
        { name: 'Durand', playerIds: ['b', 'c'] },
      ]),
    ).toEqual([t.householdsShareMember('Martin', 'Durand')]);
    expect(messagesOf([{ name: '', playerIds: ['a', 'b'] }])).toEqual([t.householdNameRequired]);
  });

  it('refuses households too large for the draw to hold, naming the largest', () => {
    // k(k−1) > 25,000,000 from k = 5,001.
    const members = (count: number, prefix: string) =>
      Array.from({ length: count }, (_, index) => `${prefix}${index}`);
    expect(5000 * 4999).toBeLessThanOrEqual(HOUSEHOLD_PAIRS_MAX);
    expect(messagesOf([{ name: 'Siège', playerIds: members(5000, 's') }])).toEqual([]);
    expect(
      messagesOf([
        { name: 'Siège', playerIds: members(5000, 's') },
        { name: 'Usine', playerIds: members(300, 'u') },
      ]),
    ).toEqual([t.householdsTooLarge('Siège', 5000)]);
  });
});
