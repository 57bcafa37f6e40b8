import { describe, expect, it } from 'vitest';
import { chooseLanguage } from './language.ts';

describe('chooseLanguage', () => {
  it('takes the person’s own choice first, whatever the browser asks', () => {
    expect(chooseLanguage('lang=fr', 'en-GB,en;q=0.9')).toBe('fr');
    expect(chooseLanguage('theme=dark; lang=en; other=1', 'fr-FR')).toBe('en');
  });

  it('then the first language of Accept-Language the product speaks, by weight', () => {
    expect(chooseLanguage(undefined, 'en-US,en;q=0.9')).toBe('en');
    expect(chooseLanguage(undefined, 'ja-JP,ja;q=0.9,en;q=0.8,fr;q=0.7')).toBe('en');
    expect(chooseLanguage(undefined, 'es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(chooseLanguage(undefined, 'de-AT,en;q=0.8')).toBe('de');
    expect(chooseLanguage(undefined, 'fr;q=0.5, en;q=0.8')).toBe('en');
    expect(chooseLanguage(undefined, 'EN-gb')).toBe('en');
    expect(chooseLanguage('', 'fr-CA')).toBe('fr');
  });

  it('refuses a language weighted 0', () => {
    expect(chooseLanguage(undefined, 'en;q=0, ja')).toBe('fr');
  });

  it('falls back to French: no header, an unknown language, a choice it does not know', () => {
    expect(chooseLanguage(undefined, undefined)).toBe('fr');
    expect(chooseLanguage(undefined, 'ja-JP,it')).toBe('fr');
    expect(chooseLanguage('lang=xx', 'ja')).toBe('fr');
    expect(chooseLanguage('lang=xx', 'en')).toBe('en');
    expect(chooseLanguage(undefined, '*')).toBe('fr');
    expect(chooseLanguage(undefined, ';;;,,q=abc')).toBe('fr');
  });
});
