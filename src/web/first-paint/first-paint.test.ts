import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { messages, PRODUCT_NAME } from '../../shared/messages.ts';
import { FIRST_PAINT_ATTRIBUTE, LOGIN_ADOPTED_ATTRIBUTE } from './first-paint.ts';
import { storageKeys } from '../lib/storage-keys.ts';

describe('the first paint in index.html', () => {
  it('says what the login screen says, word for word', () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8').replace(
      /\s+/g,
      ' ',
    );
    expect(html).toContain(`>${PRODUCT_NAME}</p>`);
    expect(html).toContain(` ${messages.app.tagline} `);
    expect(html).toContain('<div id="root"><!--login-screen--></div>');
  });
});

/** Runs src/web/first-paint/theme-init.js as the page's inline script, on a fake page. */
function runThemeInit(pathname: string, stored: Record<string, string> = {}) {
  const attributes = new Map<string, string>();
  const classes = new Set<string>();
  const documentElement = {
    style: { colorScheme: '' },
    classList: { add: (c: string) => classes.add(c), remove: (c: string) => classes.delete(c) },
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    hasAttribute: (name: string) => attributes.has(name),
  };
  const window = {
    location: { pathname },
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    matchMedia: () => ({ matches: false }),
  };
  const submitListeners: Array<(event: { target: unknown }) => void> = [];
  const document = {
    documentElement,
    addEventListener: (type: string, listener: (event: { target: unknown }) => void) => {
      if (type === 'submit') submitListeners.push(listener);
    },
  };
  const script = readFileSync(new URL('./theme-init.js', import.meta.url), 'utf8');
  runInNewContext(script, { window, document });
  /** A form sent now, before or after React starts: whether it comes out marked. */
  const sendForm = () => {
    const marks = new Set<string>();
    const form = { setAttribute: (name: string) => marks.add(name) };
    for (const listener of submitListeners) listener({ target: form });
    return marks.has('data-sent-early');
  };
  const loginAdopted = () => attributes.set(LOGIN_ADOPTED_ATTRIBUTE, '');
  return {
    firstPaint: attributes.get(FIRST_PAINT_ATTRIBUTE),
    isDark: classes.has('dark'),
    sendForm,
    loginAdopted,
  };
}

describe('the inline script of index.html', () => {
  it('paints the prerendered login screen on `/` for a browser not known to be signed in', () => {
    expect(runThemeInit('/').firstPaint).toBe('login');
  });

  it('marks the login form sent before React adopts it, for the form to send again, and not after', () => {
    const page = runThemeInit('/');
    expect(page.sendForm()).toBe(true);
    page.loginAdopted();
    expect(page.sendForm()).toBe(false);
    expect(runThemeInit('/participant/abc/token').sendForm()).toBe(false);
  });

  it('paints the splash on `/` once signed in, or with an event open, and on every other address', () => {
    expect(runThemeInit('/', { [storageKeys.signedInHint]: '1' }).firstPaint).toBe('splash');
    expect(runThemeInit('/', { [storageKeys.currentSecretSantaId]: 'abc' }).firstPaint).toBe(
      'splash',
    );
    expect(runThemeInit('/participant/abc/token').firstPaint).toBe('splash');
    expect(runThemeInit('/reset-password').firstPaint).toBe('splash');
  });

  it('applies the stored theme', () => {
    expect(runThemeInit('/', { [storageKeys.theme]: 'dark' }).isDark).toBe(true);
    expect(runThemeInit('/', { [storageKeys.theme]: 'light' }).isDark).toBe(false);
  });

  it('reads the very names storage-keys.ts gives, and no other', () => {
    const script = readFileSync(new URL('./theme-init.js', import.meta.url), 'utf8');
    const read = [...script.matchAll(/getItem\('([^']+)'\)/g)].map((found) => found[1]).sort();
    expect(read).toEqual(
      [storageKeys.theme, storageKeys.signedInHint, storageKeys.currentSecretSantaId].sort(),
    );
  });
});
