/**
 * Where the draw gets its randomness from. The draw never reaches for a global random
 * generator: production passes {@link createCryptoRandomSource}, tests pass
 * {@link createSeededRandomSource} so that every run can be replayed.
 */
export interface RandomSource {
  /**
   * A uniformly distributed integer in `[0, maxExclusive)`.
   * `maxExclusive` must be an integer between 1 and 2^53 (the counting sampler needs
   * numbers above 2^32: the number of valid draws of 18 people is about 6·10^15).
   */
  nextInt(maxExclusive: number): number;
}

const TWO_POW_21 = 0x20_0000;
const TWO_POW_32 = 0x1_0000_0000;
const TWO_POW_53 = 2 ** 53;

/**
 * Turns uniform 32-bit words into uniform integers in any range, without modulo bias
 * (`word % max` favours small results whenever `max` does not divide 2^32): the few words
 * that would cause the bias are redrawn.
 */
export abstract class WordRandomSource implements RandomSource {
  /** A uniformly distributed integer in [0, 2^32). */
  abstract nextUint32(): number;

  nextInt(maxExclusive: number): number {
    if ((maxExclusive | 0) === maxExclusive && maxExclusive >= 1 && maxExclusive <= TWO_POW_21) {
      // Lemire's multiply-and-shift: word · max < 2^53 is exact in a double. The high part
      // is the result; a low part below 2^32 mod max marks one of the surplus words.
      for (;;) {
        const product = this.nextUint32() * maxExclusive;
        const high = Math.floor(product / TWO_POW_32);
        const low = product - high * TWO_POW_32; // not `%`: a double modulo is a slow libm call
        if (low >= maxExclusive || low >= TWO_POW_32 % maxExclusive) return high;
      }
    }
    if (!Number.isInteger(maxExclusive) || maxExclusive < 1 || maxExclusive > TWO_POW_53) {
      throw new RangeError(`nextInt: maxExclusive must be an integer in [1, 2^53], got ${maxExclusive}`);
    }
    if (maxExclusive <= TWO_POW_32) {
      // Largest multiple of maxExclusive that fits in 32 bits: words at or above it are redrawn.
      const limit = TWO_POW_32 - (TWO_POW_32 % maxExclusive);
      for (;;) {
        const word = this.nextUint32();
        if (word < limit) return word % maxExclusive;
      }
    }
    const limit = TWO_POW_53 - (TWO_POW_53 % maxExclusive);
    for (;;) {
      // 21 high bits and 32 low bits: an exact integer below 2^53.
      const value = (this.nextUint32() >>> 11) * TWO_POW_32 + this.nextUint32();
      if (value < limit) return value % maxExclusive;
    }
  }
}

const CRYPTO_BUFFER_WORDS = 1024;

/** The production source: `crypto.getRandomValues`, 1024 words per call. */
class CryptoRandomSource extends WordRandomSource {
  // Read in blocks because the Markov-chain sampler asks for millions of numbers on a
  // 100,000-person draw.
  private readonly buffer = new Uint32Array(CRYPTO_BUFFER_WORDS);
  private position = this.buffer.length;

  nextUint32(): number {
    if (this.position === this.buffer.length) {
      globalThis.crypto.getRandomValues(this.buffer);
      this.position = 0;
    }
    return this.buffer[this.position++] as number;
  }
}

/** xoshiro128** (Blackman & Vigna, 2018): 32-bit words, period 2^128 − 1, passes BigCrush. */
export class Xoshiro128StarStar extends WordRandomSource {
  // An Int32Array keeps the four words unboxed (object fields holding numbers above 2^31
  // would be stored as heap doubles and slow every call down).
  private readonly state: Int32Array;

  /** Starts from the four given state words (not all zero); see {@link createSeededRandomSource}. */
  constructor(state: readonly [number, number, number, number]) {
    super();
    if (state.every((word) => (word | 0) === 0)) {
      throw new RangeError('xoshiro128**: the state must not be all zero');
    }
    this.state = Int32Array.from(state);
  }

  nextUint32(): number {
    const state = this.state;
    const s0 = state[0] as number;
    const s1 = state[1] as number;
    const s2 = (state[2] as number) ^ s0;
    const s3 = (state[3] as number) ^ s1;
    const result = Math.imul(rotateLeft(Math.imul(s1, 5), 7), 9) >>> 0;
    state[0] = s0 ^ s3;
    state[1] = s1 ^ s2;
    state[2] = s2 ^ (s1 << 9);
    state[3] = rotateLeft(s3, 11);
    return result;
  }
}

/** The production source, backed by `crypto.getRandomValues` (Web Crypto, also in Node). */
export function createCryptoRandomSource(): RandomSource {
  return new CryptoRandomSource();
}

/**
 * A reproducible source for tests, the command line's `--seed` and the benchmark:
 * xoshiro128**, its state filled by splitmix32 from the seed so that nearby seeds give
 * unrelated streams. The same integer seed always gives the same numbers.
 */
export function createSeededRandomSource(seed: number): RandomSource {
  let splitMixState = (seed >>> 0) ^ Math.floor(seed / TWO_POW_32);
  const nextSplitMix = (): number => {
    splitMixState = (splitMixState + 0x9e3779b9) | 0;
    let z = splitMixState;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return z ^ (z >>> 16);
  };
  const state: [number, number, number, number] = [
    nextSplitMix(),
    nextSplitMix(),
    nextSplitMix(),
    nextSplitMix(),
  ];
  if (state.every((word) => word === 0)) state[0] = 1; // all-zero is xoshiro's one fixed point
  return new Xoshiro128StarStar(state);
}

function rotateLeft(value: number, bits: number): number {
  return (value << bits) | (value >>> (32 - bits));
}
