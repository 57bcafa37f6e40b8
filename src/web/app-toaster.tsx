import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { useIsToasterNeeded } from './lib/toast.ts';

// Offline, when no page of this browser ever loaded it, the toaster cannot be fetched: the
// screen goes on without toasts rather than failing whole (it still marks stale data itself,
// decision 0016).
const SonnerToaster = lazy<ComponentType>(async () => {
  try {
    return { default: (await import('./sonner-toaster.tsx')).SonnerToaster };
  } catch {
    return { default: () => null };
  }
});

/** Where toasts appear, mounted with the first one (see lib/toast.ts). */
export function AppToaster() {
  const isNeeded = useIsToasterNeeded();
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
