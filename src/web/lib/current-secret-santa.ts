import { useSyncExternalStore } from 'react';
import { storageKeys } from './storage-keys.ts';
import { readStorage, writeStorage } from './storage.ts';

/** The current event survives a reload (docs/product.md §3.4); clearing it removes it. */
const KEY = storageKeys.currentSecretSantaId;

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing or leaving an event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getCurrentSecretSantaId(): string | null {
  return readStorage(KEY) || null;
}

export function setCurrentSecretSantaId(id: string | null): void {
  writeStorage(KEY, id);
  for (const listener of listeners) listener();
}

/** The event the organiser is working on, or null on the event list. */
export function useCurrentSecretSantaId(): string | null {
  return useSyncExternalStore(subscribe, getCurrentSecretSantaId, () => null);
}
