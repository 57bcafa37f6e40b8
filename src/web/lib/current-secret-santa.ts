import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage.ts';

/** SPEC.md §3: the current event id survives a reload; removed when cleared. */
export const CURRENT_SECRET_SANTA_KEY = 'current-secret-santa-id';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing or leaving an event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENT_SECRET_SANTA_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getCurrentSecretSantaId(): string | null {
  return readStorage(CURRENT_SECRET_SANTA_KEY) || null;
}

export function setCurrentSecretSantaId(id: string | null): void {
  writeStorage(CURRENT_SECRET_SANTA_KEY, id);
  for (const listener of listeners) listener();
}

/** The event the organiser is working on, or null on the event list. */
export function useCurrentSecretSantaId(): string | null {
  return useSyncExternalStore(subscribe, getCurrentSecretSantaId, () => null);
}
