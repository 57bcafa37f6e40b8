/**
 * The browser's storage, never throwing (private mode, disabled storage, quota): the app keeps
 * working, it just forgets. localStorage outlives the visit; sessionStorage lasts as long as
 * the tab. The names are in storage-keys.ts.
 */
export type StorageArea = 'localStorage' | 'sessionStorage';

/** The storage itself, or null where the browser refuses it (it throws on access then). */
export function storageArea(area: StorageArea = 'localStorage'): Storage | null {
  try {
    return window[area];
  } catch {
    return null;
  }
}

export function readStorage(key: string, area: StorageArea = 'localStorage'): string | null {
  try {
    return storageArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; `null` removes it. */
export function writeStorage(
  key: string,
  value: string | null,
  area: StorageArea = 'localStorage',
): void {
  try {
    if (value === null) storageArea(area)?.removeItem(key);
    else storageArea(area)?.setItem(key, value);
  } catch {
    // Storage unavailable or full: nothing is kept.
  }
}

/** Every name the storage holds, e.g. to forget all those with one prefix. */
export function storedKeys(area: StorageArea = 'localStorage'): string[] {
  const storage = storageArea(area);
  if (!storage) return [];
  return Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
}
