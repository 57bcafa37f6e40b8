import { useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';
import type { ExternalToast } from 'sonner';

type Kind = 'message' | 'success' | 'error';

/**
 * sonner, with its Toaster, is downloaded with the first toast: most visits show none, and
 * the login and participant pages must stay within their JavaScript budgets (decision 0009).
 * The Toaster replays toasts made before it was there.
 */
let sonner: Promise<typeof Sonner> | null = null;
let isToasterNeeded = false;
const listeners = new Set<() => void>();

function show(kind: Kind, title: string, options?: ExternalToast): void {
  if (!isToasterNeeded) {
    isToasterNeeded = true;
    for (const listener of listeners) listener();
  }
  sonner ??= import('sonner');
  void sonner.then(({ toast: sonnerToast }) => {
    if (kind === 'message') sonnerToast(title, options);
    else sonnerToast[kind](title, options);
  });
}

/**
 * Downloads the toaster ahead of the first toast: a screen that may have to report an error
 * offline has what it takes to report it (docs/product.md §9.4).
 */
export function preloadToasts(): Promise<unknown> {
  sonner ??= import('sonner');
  return Promise.all([sonner, import('../sonner-toaster.tsx')]);
}

/** Toasts (docs/product.md §9.5): `toast(title)`, `toast.success(…)`, `toast.error(…)`. */
export const toast = Object.assign(
  (title: string, options?: ExternalToast) => show('message', title, options),
  {
    success: (title: string, options?: ExternalToast) => show('success', title, options),
    error: (title: string, options?: ExternalToast) => show('error', title, options),
  },
);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True from the first toast on: the Toaster is mounted then, and stays. */
export function useIsToasterNeeded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isToasterNeeded,
    () => false,
  );
}
