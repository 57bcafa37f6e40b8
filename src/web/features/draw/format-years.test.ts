import { describe, expect, it } from 'vitest';
import { formatYears } from './format-years.ts';

describe('formatYears', () => {
  it('joins years in French, oldest first', () => {
    expect(formatYears([2024])).toBe('2024');
    expect(formatYears([2024, 2023])).toBe('2023 et 2024');
    expect(formatYears([2024, 2022, 2023])).toBe('2022, 2023 et 2024');
  });
});
