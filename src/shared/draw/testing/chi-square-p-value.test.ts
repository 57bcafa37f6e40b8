import { describe, expect, it } from 'vitest';
import { chiSquarePValue, chiSquareStatisticForUniform, logGamma } from './chi-square-p-value.ts';

describe('chiSquarePValue', () => {
  it('matches the textbook 5 % critical values', () => {
    expect(chiSquarePValue(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquarePValue(18.307038, 10)).toBeCloseTo(0.05, 6);
    expect(chiSquarePValue(124.342113, 100)).toBeCloseTo(0.05, 6);
  });

  it('matches the closed form for 2 degrees of freedom, exp(−x/2)', () => {
    for (const x of [0.1, 1, 5, 30, 100]) expect(chiSquarePValue(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
  });

  it('is 1 at zero and tiny far in the tail', () => {
    expect(chiSquarePValue(0, 5)).toBe(1);
    expect(chiSquarePValue(200, 5)).toBeLessThan(1e-30);
  });

  it('rejects non-positive degrees of freedom', () => {
    expect(() => chiSquarePValue(1, 0)).toThrow();
  });
});

describe('chiSquareStatisticForUniform', () => {
  it('is zero for equal counts and sums squared deviations otherwise', () => {
    expect(chiSquareStatisticForUniform([5, 5, 5])).toBe(0);
    expect(chiSquareStatisticForUniform([10, 0])).toBe(10);
  });
});

describe('logGamma', () => {
  it('gives ln((n−1)!) on integers and ln √π at ½', () => {
    expect(logGamma(1)).toBeCloseTo(0, 12);
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(20)).toBeCloseTo(Math.log(121645100408832000), 10);
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
  });
});
