import { existsSync, readFileSync } from 'node:fs';
import { messages as englishMessages } from './messages.en.ts';
import { messages } from './messages.ts';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_IDS,
  AVATARS,
  avatarById,
  avatarBySrc,
  initialsOf,
  randomAvatarSrc,
} from './avatars.ts';

const SPEC_ORDER = [
  'santa',
  'penguin',
  'elf-girl',
  'reindeer',
  'elf-man',
  'mrs-claus',
  'polar-bear',
  'elf-boy',
  'snowman',
  'ornament-green',
  'ornament-red',
  'snowman-hat',
  'polar-bear-blue',
  'santa-face',
  'ornament-blue',
  'reindeer-circle',
  'penguin-circle',
  'elf-face',
];

/** The file the web app serves for an avatar src (Vite serves src/web/public at the root). */
function publicFile(src: string): string {
  return fileURLToPath(new URL(`../web/public${src}`, import.meta.url));
}

/**
 * Checks an SVG document is well-formed XML in the shape the generator writes: one <svg> root
 * with the SVG namespace, balanced tags, quoted attributes, nothing but whitespace outside tags.
 * Returns the root element's attributes.
 */
function parseSvgRoot(text: string): Record<string, string> {
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g;
  const stack: string[] = [];
  let root: Record<string, string> | undefined;
  let position = 0;
  for (const match of text.matchAll(tag)) {
    const between = text.slice(position, match.index);
    if (between.trim() !== '')
      throw new Error(`unexpected text ${JSON.stringify(between.slice(0, 40))}`);
    position = match.index + match[0].length;
    const [, closing, name = '', attributes = '', selfClosing] = match;
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? 'nothing'}>`);
      continue;
    }
    if (stack.length === 0) {
      if (root) throw new Error('more than one root element');
      root = Object.fromEntries(
        Array.from(attributes.matchAll(/([\w:.-]+)="([^"]*)"/g), ([, key = '', value = '']) => [
          key,
          value,
        ]),
      );
      if (name !== 'svg') throw new Error(`root element is <${name}>`);
    }
    if (!selfClosing) stack.push(name);
  }
  if (text.slice(position).trim() !== '') throw new Error('unexpected text after the root element');
  if (stack.length > 0) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (!root) throw new Error('no root element');
  return root;
}

describe('AVATARS', () => {
  it('has the 18 SPEC avatars, unique, in SPEC order', () => {
    expect(AVATARS).toHaveLength(18);
    expect(AVATAR_IDS).toEqual(SPEC_ORDER);
    expect(new Set(AVATARS.map((avatar) => avatar.src)).size).toBe(18);
  });

  it('gives each a name in the catalogue, in French and in English, and a /avatars/<id>.svg src', () => {
    for (const names of [messages.avatars, englishMessages.avatars]) {
      for (const avatar of AVATARS) {
        expect(names[avatar.id].trim()).not.toBe('');
        expect(avatar.src).toBe(`/avatars/${avatar.id}.svg`);
      }
      expect(new Set(AVATARS.map((avatar) => names[avatar.id])).size).toBe(18);
    }
    expect(messages.avatars[avatarById('santa')!.id]).toBe('Père Noël');
    expect(messages.avatars[avatarById('ornament-blue')!.id]).toBe('Boule de Noël bleue');
    expect(englishMessages.avatars['ornament-blue']).toBe('Blue bauble');
  });

  it.each(AVATARS.map((avatar) => [avatar.id, avatar.src]))(
    'ships %s as a well-formed SVG file with a square viewBox',
    (_id, src) => {
      const file = publicFile(src);
      expect(existsSync(file)).toBe(true);
      const text = readFileSync(file, 'utf8');
      const root = parseSvgRoot(text);
      expect(root.xmlns).toBe('http://www.w3.org/2000/svg');
      const viewBox = (root.viewBox ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      expect(viewBox).toHaveLength(4);
      const [, , width, height] = viewBox;
      expect(width).toBeGreaterThan(0);
      expect(width).toBe(height);
      expect(text.length).toBeLessThan(20_000);
    },
  );

  it('keeps the whole set light', () => {
    const total = AVATARS.reduce(
      (sum, avatar) => sum + readFileSync(publicFile(avatar.src)).length,
      0,
    );
    expect(total).toBeLessThan(120_000);
  });
});

describe('avatarById / avatarBySrc', () => {
  it('finds an avatar by id or by src', () => {
    expect(avatarById('reindeer')?.src).toBe('/avatars/reindeer.svg');
    expect(avatarBySrc('/avatars/elf-face.svg')?.id).toBe('elf-face');
  });

  it('returns undefined for unknown values', () => {
    expect(avatarById('grinch')).toBeUndefined();
    expect(avatarById('')).toBeUndefined();
    expect(avatarBySrc('/avatars/grinch.svg')).toBeUndefined();
    expect(avatarBySrc('')).toBeUndefined();
  });
});

describe('randomAvatarSrc', () => {
  const srcs = AVATARS.map((avatar) => avatar.src);

  it('always returns one of the avatars', () => {
    for (let i = 0; i < 200; i++) expect(srcs).toContain(randomAvatarSrc());
  });

  it('covers every avatar, in order, with an evenly spread sequence', () => {
    const picked = srcs.map((_, i) => randomAvatarSrc(() => (i + 0.5) / srcs.length));
    expect(picked).toEqual(srcs);
  });

  it('stays in the catalogue at the edges of the random range', () => {
    expect(randomAvatarSrc(() => 0)).toBe('/avatars/santa.svg');
    expect(randomAvatarSrc(() => 0.999_999_999)).toBe('/avatars/elf-face.svg');
    expect(randomAvatarSrc(() => 1)).toBe('/avatars/elf-face.svg');
    expect(srcs).toContain(randomAvatarSrc(() => Number.NaN));
  });
});

describe('initialsOf', () => {
  it('takes the first two letters, uppercased', () => {
    expect(initialsOf('élodie')).toBe('ÉL');
    expect(initialsOf('  bo')).toBe('BO');
    expect(initialsOf('A')).toBe('A');
    expect(initialsOf('Jean-Paul')).toBe('JE');
  });

  it('handles an accent written as a combining mark', () => {
    expect(initialsOf('e\u0301lodie').normalize('NFC')).toBe('ÉL');
  });

  it('keeps a combining accent or a joined emoji with its letter', () => {
    expect(initialsOf('Le\u0301a').normalize('NFC')).toBe('LÉ');
    expect(initialsOf('👩‍👩‍👧 Famille')).toBe('👩‍👩‍👧');
    expect(initialsOf('🇫🇷🇧🇪')).toBe('🇫🇷🇧🇪');
  });

  it('gives what grapheme segmentation gives, for every kind of name', () => {
    const segmenter = new Intl.Segmenter('fr', { granularity: 'grapheme' });
    const bySegmenter = (name: string) =>
      Array.from(segmenter.segment(name.trim()), (part) => part.segment)
        .slice(0, 2)
        .join('')
        .trimEnd()
        .toLocaleUpperCase('fr') || '?';
    const names = [
      'élodie',
      'Ærwan',
      'Ÿvonne',
      'ßara',
      "o'Neil",
      'Zoé B.',
      'a b',
      ' ',
      'Ça',
      '1er',
      'ǅemal',
      'Ğül',
      'Ωmega',
      'Øyvind',
      'Ŋa',
      'x\u0308y',
      'de\u0301',
      'ab\u200dc',
    ];
    for (const name of names) expect(initialsOf(name)).toBe(bySegmenter(name));
  });

  it('returns ? for a blank name', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('   ')).toBe('?');
  });
});
