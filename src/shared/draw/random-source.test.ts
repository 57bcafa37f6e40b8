import { describe, expect, it } from 'vitest';
import { chiSquarePValue, chiSquareStatisticForUniform } from './testing/chi-square-p-value.ts';
import {
  createCryptoRandomSource,
  createSeededRandomSource,
  type RandomSource,
  WordRandomSource,
  Xoshiro128StarStar,
} from './random-source.ts';

/** A source replaying given words, to check how words become integers. */
class ScriptedWords extends WordRandomSource {
  private position = 0;
  constructor(private readonly words: readonly number[]) {
    super();
  }
  nextUint32(): number {
    const word = this.words[this.position++];
    if (word === undefined) throw new Error('out of scripted words');
    return word;
  }
}

function countOutcomes(random: RandomSource, maxExclusive: number, draws: number): number[] {
  const counts = new Array<number>(maxExclusive).fill(0);
  for (let index = 0; index < draws; index++) {
    const value = random.nextInt(maxExclusive);
    counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

describe('Xoshiro128StarStar', () => {
  it('produces the reference output of xoshiro128** from the state 1, 2, 3, 4', () => {
    const generator = new Xoshiro128StarStar([1, 2, 3, 4]);
    const words = Array.from({ length: 6 }, () => generator.nextUint32());
    expect(words).toEqual([11520, 0, 5927040, 70819200, 2031721883, 1637235492]);
  });

  it('refuses the all-zero state, its only fixed point', () => {
    expect(() => new Xoshiro128StarStar([0, 0, 0, 0])).toThrow();
  });
});

describe('createSeededRandomSource', () => {
  it('replays the same numbers for the same seed, other numbers for another seed', () => {
    const draw = (seed: number): number[] => {
      const random = createSeededRandomSource(seed);
      return Array.from({ length: 20 }, () => random.nextInt(1_000_000));
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(draw(2 ** 40 + 1)).not.toEqual(draw(1));
  });

  it('spreads small ranges evenly (chi-square, p > 0.001)', () => {
    const random = createSeededRandomSource(7);
    for (const maxExclusive of [2, 3, 7, 10]) {
      const counts = countOutcomes(random, maxExclusive, 30_000);
      expect(
        chiSquarePValue(chiSquareStatisticForUniform(counts), maxExclusive - 1),
      ).toBeGreaterThan(0.001);
    }
  });

  it('stays in range for large ranges, up to 2^53', () => {
    const random = createSeededRandomSource(9);
    for (const maxExclusive of [2 ** 21 + 3, 2 ** 32 - 5, 2 ** 32, 2 ** 40 + 7, 2 ** 53]) {
      const values = Array.from({ length: 2_000 }, () => random.nextInt(maxExclusive));
      expect(
        values.every((value) => Number.isInteger(value) && value >= 0 && value < maxExclusive),
      ).toBe(true);
    }
  });

  it('reaches the top half of a range above 2^32 as often as the bottom half', () => {
    const random = createSeededRandomSource(11);
    const maxExclusive = 3 * 2 ** 40;
    let topHalf = 0;
    for (let index = 0; index < 20_000; index++) {
      if (random.nextInt(maxExclusive) >= maxExclusive / 2) topHalf++;
    }
    expect(
      chiSquarePValue(chiSquareStatisticForUniform([topHalf, 20_000 - topHalf]), 1),
    ).toBeGreaterThan(0.001);
  });
});

describe('WordRandomSource.nextInt', () => {
  it('redraws the surplus words instead of folding them (no modulo bias)', () => {
    // With max = 3, 2^32 mod 3 = 1 word is surplus: Lemire rejects the word whose low part is 0.
    const random = new ScriptedWords([0, 0xffffffff]);
    expect(random.nextInt(3)).toBe(2); // word 0 is redrawn, 0xffffffff maps to the top
    const wide = new ScriptedWords([0xffffffff, 5]);
    // max = 3·2^30 + 1 > 2^21: the last 2^32 mod max words are redrawn.
    expect(wide.nextInt(3 * 2 ** 30 + 1)).toBe(5);
  });

  it('returns the word itself for the full 32-bit range', () => {
    expect(new ScriptedWords([123456789]).nextInt(2 ** 32)).toBe(123456789);
  });

  it('rejects ranges that are empty, fractional or above 2^53', () => {
    const random = createSeededRandomSource(1);
    expect(() => random.nextInt(0)).toThrow(RangeError);
    expect(() => random.nextInt(2.5)).toThrow(RangeError);
    expect(() => random.nextInt(2 ** 53 + 2)).toThrow(RangeError);
  });
});

describe('createCryptoRandomSource', () => {
  it('gives in-range, evenly spread numbers across buffer refills', () => {
    const random = createCryptoRandomSource();
    const counts = countOutcomes(random, 6, 12_000);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(12_000);
    // A very loose bound: this source cannot be seeded, so the test must not be flaky.
    expect(chiSquarePValue(chiSquareStatisticForUniform(counts), 5)).toBeGreaterThan(1e-9);
  });
});
