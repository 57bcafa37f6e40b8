import { lazy, Suspense } from 'react';
import { useIsToasterNeeded } from './lib/toast.ts';

const SonnerToaster = lazy(() =>
  import('./sonner-toaster.tsx').then((m) => ({ default: m.SonnerToaster })),
);

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
