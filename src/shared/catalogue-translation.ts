/**
 * Puts a text of one catalogue into another language's twin of it (same keys, decision 0025):
 * a fixed text becomes the text under the same key; a text made from values ("Chloé fait
 * partie du tirage…") is matched against what its function makes, its values read back, and
 * the twin's function called with them. The server words its refusals with the French
 * catalogue, and translates each as it leaves, into the caller's language (docs/product.md
 * §9.9): one place, whatever made the refusal (a route, zod, a middleware).
 */
export type Translate = (text: string) => string | undefined;
type Make = (...args: unknown[]) => unknown;

/** Values a function is tried with to learn its shape: texts, and counts for each branch. */
const SAMPLE_COUNTS = [0, 1, 2, 7] as const;
/** Each argument's mark in a text made with marks: control characters, never typed by anyone. */
const MARK_START = String.fromCharCode(1);
const MARK_END = String.fromCharCode(2);
const mark = (position: number) => `${MARK_START}${position}${MARK_END}`;
const MARK = new RegExp(`${MARK_START}(\\d+)${MARK_END}`, 'g');
/** A count as either language writes it: '10 000' (narrow no-break space) or '10,000'. */
const COUNT = String.raw`(\d{1,3}(?:[\u202f\u00a0 ,]\d{3})*|\d+)`;
const ALL_POSITIONS = -1;
const WRITTEN_COUNT = new RegExp(`^${COUNT}$`, 'u');
/** What a function makes from values it does not take: not a text of the product. */
const MADE_WRONG = /undefined|NaN|\[object/;
/** Fixed wording with no word of its own (' à ', ' · '): a pattern that would match anything. */
const HAS_WORDS = /\p{L}{3,}/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Pattern = {
  pattern: RegExp;
  /** For each capture group, in order: which argument, and whether it is a count. */
  captures: Array<{ position: number; isCount: boolean }>;
  arity: number;
  /** The function the pattern was learned from: what is read back must make the text again. */
  source: Make;
  target: Make;
};

export function catalogueTranslator(from: object, to: object): Translate {
  const fixed = new Map<string, string>();
  const patterns: Pattern[] = [];
  const visit = (source: unknown, target: unknown) => {
    if (typeof source === 'string') {
      if (typeof target === 'string' && !fixed.has(source)) fixed.set(source, target);
    } else if (typeof source === 'function') {
      if (typeof target === 'function') {
        const learned = patternsOf(source as Make, target as Make);
        patterns.push(...learned.patterns);
        for (const [made, twin] of learned.fixed) if (!fixed.has(made)) fixed.set(made, twin);
      }
    } else if (source && typeof source === 'object' && target && typeof target === 'object') {
      for (const [key, value] of Object.entries(source))
        visit(value, (target as Record<string, unknown>)[key]);
    }
  };
  visit(from, to);
  // The most specific first: a pattern with more fixed wording wins over a looser one.
  patterns.sort((a, b) => fixedLength(b.pattern) - fixedLength(a.pattern));
  return (text) => {
    const exact = fixed.get(text);
    if (exact !== undefined) return exact;
    for (const { pattern, captures, arity, source, target } of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      // A value written as a count is given as one ('3 participants'), else as written.
      for (const countsAsNumbers of [true, false]) {
        const args: unknown[] = Array.from({ length: arity }, () => undefined);
        captures.forEach(({ position, isCount }, index) => {
          const value = match[index + 1] ?? '';
          const isNumber = isCount || (countsAsNumbers && WRITTEN_COUNT.test(value));
          const read = isNumber ? Number(value.replace(/[\u202f\u00a0 ,]/g, '')) : value;
          if (position === ALL_POSITIONS) args.fill(read);
          else args[position] = read;
        });
        // Read back right only if the same values make the same text: '0 participant' is not
        // what '1 participant' was made by (that count says 'Aucun participant').
        if (safely(() => source(...args)) !== text) continue;
        const made = safely(() => target(...args));
        if (typeof made === 'string' && !MADE_WRONG.test(made)) return made;
      }
    }
    return undefined;
  };
}

/**
 * What a function makes, as patterns: once with a mark for each argument (names, addresses),
 * and once per sample count in each argument, for the texts whose wording follows a count
 * ('1 participant', '3 participants').
 */
function patternsOf(
  source: Make,
  target: Make,
): { patterns: Pattern[]; fixed: Array<[string, string]> } {
  const arity = Math.max(source.length, 1);
  const marks = Array.from({ length: arity }, (_, position) => mark(position));
  const tries: unknown[][] = [marks];
  for (const count of SAMPLE_COUNTS) {
    for (let position = 0; position < arity; position++) {
      tries.push(marks.map((value, at) => (at === position ? count : value)));
    }
    // The same count everywhere: the branch where two counts are equal ('3 participants').
    if (arity > 1) tries.push(marks.map(() => count));
  }
  const patterns = new Map<string, Pattern>();
  const fixed: Array<[string, string]> = [];
  for (const args of tries) {
    const made = safely(() => source(...args));
    if (typeof made !== 'string' || MADE_WRONG.test(made)) continue;
    const counts = args.filter((value) => typeof value === 'number');
    // ALL_POSITIONS: one count given for every argument.
    const countAt =
      counts.length > 1 ? ALL_POSITIONS : args.findIndex((value) => typeof value === 'number');
    const pattern = patternOf(made, countAt, counts[0] as number | undefined);
    if (pattern === null) {
      // No value shows in it ('Tout le monde est déjà invité.'): a fixed text of its own.
      const twin = safely(() => target(...args));
      if (typeof twin === 'string' && !MADE_WRONG.test(twin)) fixed.push([made, twin]);
    } else if (pattern !== 'no wording' && !patterns.has(pattern.pattern.source)) {
      patterns.set(pattern.pattern.source, { ...pattern, arity, source, target });
    }
  }
  return { patterns: [...patterns.values()], fixed };
}

function patternOf(
  made: string,
  countAt: number,
  count: number | undefined,
): Omit<Pattern, 'arity' | 'source' | 'target'> | null | 'no wording' {
  const captures: Pattern['captures'] = [];
  let source = '';
  let wording = '';
  let last = 0;
  for (const found of made.matchAll(MARK)) {
    wording += made.slice(last, found.index);
    source += withCount(made.slice(last, found.index), countAt, count, captures);
    source += '([\\s\\S]+?)';
    captures.push({ position: Number(found[1]), isCount: false });
    last = found.index + found[0].length;
  }
  wording += made.slice(last);
  source += withCount(made.slice(last), countAt, count, captures);
  if (captures.length === 0) return null;
  if (!HAS_WORDS.test(wording)) return 'no wording';
  return { pattern: new RegExp(`^${source}$`, 'u'), captures };
}

/** The fixed wording between marks, with the sample count, if it shows, made a capture. */
function withCount(
  wording: string,
  countAt: number,
  count: number | undefined,
  captures: Pattern['captures'],
): string {
  if (count === undefined) return escape(wording);
  const at = new RegExp(`(?<!\\d)${count}(?!\\d)`).exec(wording);
  if (!at) return escape(wording);
  captures.push({ position: countAt, isCount: true });
  return (
    escape(wording.slice(0, at.index)) + COUNT + escape(wording.slice(at.index + at[0].length))
  );
}

function fixedLength(pattern: RegExp): number {
  return pattern.source.replace(/\(\[\\s\\S\]\+\?\)|\(\\d[^)]*\)/g, '').length;
}

function safely<T>(make: () => T): T | undefined {
  try {
    return make();
  } catch {
    return undefined; // Made from something other than texts and counts (a list): not a refusal.
  }
}
