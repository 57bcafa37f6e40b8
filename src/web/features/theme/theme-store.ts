import { useSyncExternalStore } from 'react';
import { storageKeys } from '../../lib/storage-keys.ts';
import { readStorage, writeStorage } from '../../lib/storage.ts';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export type ResolvedTheme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Same class as src/web/styles.css: no transition while it is on <html>. */
const SWITCHING_THEME_CLASS = 'switching-theme';
const listeners = new Set<() => void>();
/**
 * Held at module level on purpose: a MediaQueryList nobody references can be garbage
 * collected, and its 'change' listener silently stops firing.
 */
let systemDarkQuery: MediaQueryList | null = null;

function isTheme(value: unknown): value is Theme {
  return themes.includes(value as Theme);
}

function readStoredTheme(): Theme {
  const stored = readStorage(storageKeys.theme);
  return isTheme(stored) ? stored : 'system';
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark() ? 'dark' : 'light';
  return theme;
}

/**
 * The choice and what it shows, read once and refreshed on each change (setTheme, another
 * tab, the OS preference): React reads them on every render of every subscriber, and
 * localStorage plus matchMedia each time cost a slow phone dearly.
 */
let current: { theme: Theme; resolved: ResolvedTheme } | null = null;

function readCurrent() {
  const theme = readStoredTheme();
  current = { theme, resolved: resolveTheme(theme) };
  return current;
}

export function getTheme(): Theme {
  return (current ?? readCurrent()).theme;
}

export function getResolvedTheme(): ResolvedTheme {
  return (current ?? readCurrent()).resolved;
}

function applyTheme(): void {
  const { resolved } = readCurrent();
  const root = document.documentElement;
  // Only what changed: at start the page already shows the theme (theme-init.js), and writing
  // <html>'s style again makes the browser restyle the whole page, the login screen included.
  const isShown = root.classList.contains('dark') === (resolved === 'dark');
  if (isShown && root.style.colorScheme === resolved) return;
  // The whole page changes colour at once: buttons and fields would otherwise fade on a page
  // that has already switched, and the browser paint every frame of it.
  root.classList.add(SWITCHING_THEME_CLASS);
  if (!isShown) root.classList.toggle('dark', resolved === 'dark');
  if (root.style.colorScheme !== resolved) root.style.colorScheme = resolved;
  // Reading a size applies every element's new colours while transitions are off.
  void document.body.offsetHeight;
  root.classList.remove(SWITCHING_THEME_CLASS);
}

function notify(): void {
  applyTheme();
  for (const listener of listeners) listener();
}

/** Without storage, the choice lasts until the page closes. */
export function setTheme(theme: Theme): void {
  writeStorage(storageKeys.theme, theme);
  notify();
}

/**
 * Keeps <html> in step with the choice: 'Système' follows the OS preference live, and a
 * choice made in another tab applies here too. Call once at start; returns a cleanup.
 */
export function startThemeSync(): () => void {
  applyTheme();
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  systemDarkQuery = media;
  const onSystemChange = () => {
    if (getTheme() === 'system') notify();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.theme || event.key === null) notify();
  };
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
    if (systemDarkQuery === media) systemDarkQuery = null;
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice: 'light' | 'dark' | 'system'. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, () => 'system');
}

/** What is on screen now: 'system' resolved through the OS preference. */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribe, getResolvedTheme, () => 'light');
}
