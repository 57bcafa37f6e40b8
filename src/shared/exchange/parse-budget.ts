import { DEFAULT_CURRENCY, type Budget } from './exchange-details.ts';

const HUNDREDTHS = 100;

/**
 * Ten million of any currency: past that, the organiser has surely typed a digit too many (the
 * bound leaves room for the yen or the rupiah, whose gifts cost thousands), and the hundredths
 * still fit the database's integer.
 */
const MAX_HUNDREDTHS = 10_000_000 * HUNDREDTHS;
/**
 * The longest budget text read, the request's limit too (contracts/exchange.ts): ample for
 * '100 000,00 € à 100 000,00 €', and it keeps the pattern's work small on pasted novels. Kept
 * here rather than in the contract, which imports this file.
 */
export const BUDGET_MAX_LENGTH = 40;

/**
 * An amount: digits, thousands grouped by spaces ('1 500', as French writes them), commas
 * ('1,500', English) or points ('1.500', German and Spanish), then at most two decimals after
 * the other mark. `readAmount` checks that the marks agree.
 */
const AMOUNT = String.raw`(\d{1,3}(?:[ ,.]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
const RANGE_WORD = String.raw`à|a|au|-|–|—|et|y|und|bis|to`;
/** The opening words and the range word each one asks for: 'entre 20 et 30', 'zwischen 20 und 30'. */
const PAIRED_WORDS: Record<string, readonly string[]> = {
  entre: ['et', 'y'],
  zwischen: ['und'],
};
const OPENING = String.raw`de|entre|von|zwischen`;

const grammars = new Map<string, { pattern: RegExp; decimals: number }>();

/**
 * The whole grammar for one currency, on a trimmed, lower-case text whose spaces are single ' ',
 * and how many decimals its amounts may have.
 */
function grammarOf(currency: string): { pattern: RegExp; decimals: number } {
  let grammar = grammars.get(currency);
  if (grammar === undefined) {
    const signs = currencySigns(currency)
      .sort((a, b) => b.length - a.length)
      .map((sign) => sign.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|');
    const before = String.raw`((?:${signs}) ?)?`;
    const after = String.raw`( ?(?:${signs}))?`;
    grammar = {
      pattern: new RegExp(
        String.raw`^(?:(${OPENING}) ?)?${before}${AMOUNT}${after}(?: ?(${RANGE_WORD}) ?${before}${AMOUNT}${after})?$`,
        'u',
      ),
      decimals: currencyDecimals(currency),
    };
    grammars.set(currency, grammar);
  }
  return grammar;
}

/** Whether `code` is a currency the server and the browser can both write. */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  return typeof Intl.supportedValuesOf === 'function'
    ? Intl.supportedValuesOf('currency').includes(code)
    : true;
}

export type ParsedBudget = { ok: true; budget: Budget | null } | { ok: false };

/**
 * Reads what an organiser types as a budget in the event's currency: '' (none), '30', '30 €',
 * '30€', '30 euros', '$25', '25 $US', '12,50', '12.50', '1 500', '1,500', '1.500', or a range:
 * '20 à 30 €', '20-30', '20 – 30 €', 'de 20 à 30 €', 'entre 20 et 30 €', '€20 to €30',
 * 'de 20 a 30 €', '20–30 €', 'zwischen 20 und 30 €': every way the product writes a budget in
 * its languages (formatBudget), so that a budget shown is read back as it is. Each amount is
 * more than 0 and at most ten million; a range whose ends are equal is that one amount, a range
 * written backwards is refused (more likely a typo than a wish). Anything else (another
 * currency's sign, decimals the currency does not have, a negative amount, a third number,
 * words) is refused.
 */
export function parseBudget(text: string, currency: string = DEFAULT_CURRENCY): ParsedBudget {
  if (text.length > BUDGET_MAX_LENGTH) return { ok: false };
  // \s also covers the no-break spaces that formatBudget writes and that paste carries along.
  const normalized = text.normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
  if (normalized === '') return { ok: true, budget: null };
  const { pattern, decimals } = grammarOf(currency);
  const match = pattern.exec(normalized);
  if (match === null) return { ok: false };
  const [, opening, signBefore, minText, signAfter, rangeWord] = match;
  const [maxSignBefore, maxText, maxSignAfter] = match.slice(6);
  // One sign per amount: '€30' or '30 €', not '€30 €'.
  if ((signBefore && signAfter) || (maxSignBefore && maxSignAfter)) return { ok: false };
  const isRange = maxText !== undefined;
  if (opening !== undefined && !isRange) return { ok: false };
  if (isRange) {
    // 'entre' asks for 'et' or 'y', and 'et' is only said after 'entre'.
    const asked = PAIRED_WORDS[opening ?? ''];
    const isPairedWord = Object.values(PAIRED_WORDS)
      .flat()
      .includes(rangeWord ?? '');
    if (asked ? !asked.includes(rangeWord ?? '') : isPairedWord) return { ok: false };
  }
  const min = readAmount(minText as string, decimals);
  const max = maxText === undefined ? min : readAmount(maxText, decimals);
  if (min === null || max === null) return { ok: false };
  if (min < 1 || max > MAX_HUNDREDTHS || min > max) return { ok: false };
  return { ok: true, budget: { min, max } };
}

/**
 * Hundredths from an amount as typed, without a float on the way; null when its marks disagree
 * ('1,500,50', '1 500.000') or it has more decimals than the currency ('12,50' yen).
 */
function readAmount(text: string, decimals: number): number | null {
  const fraction = /[.,](\d{1,2})$/.exec(text);
  const whole = fraction ? text.slice(0, fraction.index) : text;
  const groupMarks = new Set(whole.match(/[ ,.]/g) ?? []);
  if (groupMarks.size > 1) return null;
  if (fraction && groupMarks.has(text[fraction.index] as string)) return null;
  const digits = fraction?.[1] ?? '';
  if (digits.length > decimals) return null;
  return Number(whole.replaceAll(/[ ,.]/g, '')) * HUNDREDTHS + Number(digits.padEnd(2, '0'));
}

/** The languages whose signs a budget may be typed with: what the product writes, in any of them. */
const SIGN_LOCALES = ['fr', 'en', 'es', 'de'];

/**
 * The signs a budget in `currency` may carry, lower-case: its code, and its symbols as the
 * product's languages write them ('$', 'us$', '$us' and 'usd' for the dollar; '€', 'eur', 'euro',
 * 'euros'). A budget typed with another currency's sign is refused, not converted.
 */
function currencySigns(currency: string): string[] {
  const signs = new Set([currency.toLowerCase()]);
  if (currency === DEFAULT_CURRENCY) for (const word of ['€', 'euro', 'euros']) signs.add(word);
  else
    for (const locale of SIGN_LOCALES)
      for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
        const sign = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay })
          .formatToParts(1)
          .find((part) => part.type === 'currency')?.value;
        if (sign) signs.add(sign.toLowerCase().replace(/\s+/gu, ' '));
      }
  return [...signs];
}

/**
 * How many decimals an amount in `currency` may have: none for the yen, two for the euro, and
 * never more than two, the hundredths a budget is kept in.
 */
function currencyDecimals(currency: string): number {
  if (currency === DEFAULT_CURRENCY) return 2;
  const { maximumFractionDigits = 2 } = new Intl.NumberFormat('en', {
    style: 'currency',
    currency,
  }).resolvedOptions();
  return Math.min(2, maximumFractionDigits);
}
