import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutLoneSurrogates } from './storable-text.ts';

/** What the route reads: the JSON text parsed after the edge left it. */
const read = (value: unknown) => JSON.parse(withoutLoneSurrogates(JSON.stringify(value)));

describe('withoutLoneSurrogates', () => {
  it('makes a lone high or low surrogate U+FFFD, wherever it is in a string', () => {
    expect(read({ name: 'Zoé \ud83c' })).toEqual({ name: 'Zoé \ufffd' });
    expect(read({ name: '\udf84 Zoé' })).toEqual({ name: '\ufffd Zoé' });
    expect(read(['\ud83c\ud83c', '\udf84\udf84'])).toEqual(['\ufffd\ufffd', '\ufffd\ufffd']);
    expect(read({ '\ud83c': 'clé' })).toEqual({ '\ufffd': 'clé' });
  });

  it('keeps a whole emoji, escaped or not, and a high surrogate before one', () => {
    expect(read({ name: 'Noël 🎄🎅' })).toEqual({ name: 'Noël 🎄🎅' });
    expect(withoutLoneSurrogates('{"name":"\\uD83C\\uDF84"}')).toBe('{"name":"\\uD83C\\uDF84"}');
    expect(JSON.parse(withoutLoneSurrogates('"\\ud83c\\ud83c\\udf84"'))).toBe('\ufffd🎄');
    // An escaped low surrogate after a whole emoji sent as itself is alone.
    expect(JSON.parse(withoutLoneSurrogates('"🎄\\udf84"'))).toBe('🎄\ufffd');
  });

  it('leaves an escaped backslash followed by "ud83c" as it is: no surrogate there', () => {
    const text = JSON.stringify({ name: 'C:\\ud83c', other: '\\\\udf84' });
    expect(withoutLoneSurrogates(text)).toBe(text);
    // An odd number of backslashes: the last one starts an escape.
    expect(JSON.parse(withoutLoneSurrogates('"\\\\\\ud83c"'))).toBe('\\\ufffd');
  });

  it('gives what UTF-8 keeps of any string, and changes nothing UTF-8 keeps whole', () => {
    // What a text column's parameter becomes through the driver's UTF-8.
    const throughUtf8 = (value: string) =>
      new TextDecoder().decode(new TextEncoder().encode(value));
    const unit = fc.oneof(
      fc.constantFrom('\ud83c', '\udf84', '🎄', '\\', '\\u', '"', 'é'),
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    );
    fc.assert(
      fc.property(fc.string({ unit }), (value) => {
        const json = JSON.stringify({ value });
        expect(read({ value }).value).toBe(throughUtf8(value));
        if (throughUtf8(value) === value) expect(withoutLoneSurrogates(json)).toBe(json);
      }),
      { seed: 2026, numRuns: 1000 },
    );
  });
});
