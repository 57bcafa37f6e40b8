/**
 * Test support: the p-value of Pearson's chi-square statistic, i.e. the probability that
 * a chi-square variable with `degreesOfFreedom` degrees of freedom is at least
 * `statistic`: Q(k/2, x/2), the regularized upper incomplete gamma function.
 * Written here rather than imported so that the draw tests add no dependency.
 */
export function chiSquarePValue(statistic: number, degreesOfFreedom: number): number {
  if (degreesOfFreedom <= 0) throw new RangeError('chiSquarePValue: degrees of freedom must be positive');
  if (statistic <= 0) return 1;
  return regularizedUpperGamma(degreesOfFreedom / 2, statistic / 2);
}

/** Pearson's statistic Σ (observed − expected)² / expected, for equally likely categories. */
export function chiSquareStatisticForUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + ((count - expected) * (count - expected)) / expected, 0);
}

const EPSILON = 1e-15;
const MAX_ITERATIONS = 10_000;

/**
 * Q(a, x) = Γ(a, x) / Γ(a): by its power series when x < a + 1 (where it converges fast),
 * otherwise by its continued fraction, evaluated with the modified Lentz method
 * (Numerical Recipes §6.2).
 */
export function regularizedUpperGamma(a: number, x: number): number {
  if (x < 0 || a <= 0) throw new RangeError('regularizedUpperGamma: needs a > 0 and x ≥ 0');
  if (x === 0) return 1;
  const logPrefactor = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < MAX_ITERATIONS; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
    }
    return Math.max(0, 1 - sum * Math.exp(logPrefactor));
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let fraction = d;
  for (let n = 1; n < MAX_ITERATIONS; n++) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    fraction *= delta;
    if (Math.abs(delta - 1) < EPSILON) break;
  }
  return Math.exp(logPrefactor) * fraction;
}

const LANCZOS_COEFFICIENTS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(z) for z > 0 (Lanczos approximation, g = 7, about 15 significant digits). */
export function logGamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const shifted = z - 1;
  let series = LANCZOS_COEFFICIENTS[0] as number;
  for (let index = 1; index < LANCZOS_COEFFICIENTS.length; index++) {
    series += (LANCZOS_COEFFICIENTS[index] as number) / (shifted + index);
  }
  const t = shifted + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (shifted + 0.5) * Math.log(t) - t + Math.log(series);
}
