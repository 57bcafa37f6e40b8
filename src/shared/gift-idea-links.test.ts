import { describe, expect, it } from 'vitest';
import { splitGiftIdeas } from './gift-idea-links.ts';

describe('splitGiftIdeas', () => {
  it('keeps text as typed and makes each web address a link named by its domain', () => {
    expect(
      splitGiftIdeas('Un livre : https://www.fnac.com/a123/livre?x=1. Ou http://petit-jouet.fr !'),
    ).toEqual([
      { kind: 'text', text: 'Un livre : ' },
      { kind: 'link', href: 'https://www.fnac.com/a123/livre?x=1', domain: 'fnac.com' },
      { kind: 'text', text: '. Ou ' },
      { kind: 'link', href: 'http://petit-jouet.fr/', domain: 'petit-jouet.fr' },
      { kind: 'text', text: ' !' },
    ]);
  });

  it('shows the real host, not what comes before an @', () => {
    expect(splitGiftIdeas('https://boutique.example@voleur.example/x')).toEqual([
      { kind: 'link', href: 'https://boutique.example@voleur.example/x', domain: 'voleur.example' },
    ]);
  });

  it('opens nothing but http and https', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      'ftp://example.org/a',
      'mailto:a@example.org',
    ]) {
      expect(splitGiftIdeas(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps a parenthesis the address opened, and leaves the sentence’s to the sentence', () => {
    expect(splitGiftIdeas('(voir https://fr.wikipedia.org/wiki/Noël_(fête))')).toEqual([
      { kind: 'text', text: '(voir ' },
      {
        kind: 'link',
        href: 'https://fr.wikipedia.org/wiki/No%C3%ABl_(f%C3%AAte)',
        domain: 'fr.wikipedia.org',
      },
      { kind: 'text', text: ')' },
    ]);
  });

  it('leaves text without an address as one part, and an empty text as none', () => {
    expect(splitGiftIdeas('Des chaussettes')).toEqual([{ kind: 'text', text: 'Des chaussettes' }]);
    expect(splitGiftIdeas('')).toEqual([]);
    expect(splitGiftIdeas('https://')).toEqual([{ kind: 'text', text: 'https://' }]);
  });
});
