import { readStorage, writeStorage } from './storage.ts';

/**
 * The last answer a screen loaded, kept in localStorage so that it can still be shown, marked
 * as possibly stale, when the server cannot be reached (DECISIONS.md §4). Each copy is stored
 * with the `format` of the contract it follows (see last-known-space.ts): a copy written by
 * another version of the app, or anything unreadable, counts as nothing. A format rather than
 * a zod parse, because parsing would put zod on page load (issue #7 budgets).
 */
export function readLastKnown<T>(key: string, format: string): T | null {
  const raw = readStorage(key);
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return null;
    if (!('format' in stored) || stored.format !== format || !('value' in stored)) return null;
    return stored.value as T;
  } catch {
    return null;
  }
}

export function writeLastKnown<T>(key: string, format: string, value: T): void {
  writeStorage(key, JSON.stringify({ format, value }));
}

export function forgetLastKnown(key: string): void {
  writeStorage(key, null);
}
