import { readFileSync } from 'node:fs';
import path from 'node:path';
import type * as Library from '@testing-library/react';
import { expect, vi } from 'vitest';
import { lettersOutsidePseudo } from '../../../tests/support/pseudo-locale.ts';

/**
 * The component tests in the pseudo-language (project unit-pseudo, setup file): before each
 * test's screen is taken down, every text it shows (and every name and hint only assistive
 * technology reads) must be a catalogue text or the test's own data. The data is what the test
 * and its fixtures write as literals (names, addresses, an event's name): letters left once
 * those and the marked catalogue texts are taken out are a text in French or English, or written
 * in a component, which fails the test with the texts found.
 */
vi.mock('@testing-library/react', async (importOriginal) => {
  const original = await importOriginal<typeof Library>();
  return {
    ...original,
    cleanup: () => {
      try {
        checkScreenTexts();
      } finally {
        original.cleanup();
      }
    },
  };
});

const FIXTURES = ['factories.ts', 'event-routes.ts', 'stub-api.ts'].map((file) =>
  path.join(import.meta.dirname, file),
);

const literalsOfFile = new Map<string, string[]>();

/** The string literals of a source file, and the fixed parts of its template literals. */
function literalsOf(file: string): string[] {
  let found = literalsOfFile.get(file);
  if (!found) {
    const source = readFileSync(file, 'utf8');
    found = [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g)].flatMap(
      (match) =>
        (match[1] ?? match[2] ?? match[3] ?? '')
          .split(/\$\{[^}]*\}/)
          .map((part) =>
            part
              .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              )
              .replace(/\\n/g, '\n'),
          )
          .filter((part) => /\p{L}/u.test(part))
          .flatMap((part) => [oneLine(part), initialsOf(part)]),
    );
    literalsOfFile.set(file, found);
  }
  return found;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** 'Bruno Rivière' → 'BR': what an avatar shows of a name. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/**
 * An e-mail address, typed or made by a test, is data whatever its letters; so is a keyboard
 * shortcut, whose keys are named alike in every language (Sonner's 'alt+T').
 */
const NOT_WORDING =
  /[\p{L}\p{N}._+-]+@[\p{L}\p{N}.-]+|[\p{L}\p{N}._+-]+\.example\.(?:org|com)|\balt\+[A-Z]\b/gu;

function shownTexts(): string[] {
  const found = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (text) found.add(text);
  }
  for (const element of document.body.querySelectorAll(
    '[aria-label], [placeholder], [title], img[alt]',
  )) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
      if (value) found.add(value);
    }
  }
  return [...found];
}

function checkScreenTexts(): void {
  if (typeof document === 'undefined') return;
  const testFile = expect.getState().testPath;
  // The product's name is the same in every language.
  const data = [...FIXTURES, ...(testFile ? [testFile] : [])]
    .flatMap(literalsOf)
    .concat('Secret Santa');
  // A screen's text is made of one or several nodes: each node alone is checked.
  const unmarked = shownTexts().flatMap((text) => {
    const left = lettersOutsidePseudo(text.replace(NOT_WORDING, ' '), data);
    return left === '' ? [] : [`« ${text} »: ${left}`];
  });
  if (unmarked.length > 0) {
    throw new Error(
      `Texts neither from the catalogue nor the test's data (${expect.getState().currentTestName}):\n${unmarked.join('\n')}`,
    );
  }
}
