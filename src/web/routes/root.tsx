import { Suspense, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { messages } from '../../shared/messages.ts';
import { CrashScreen } from '../components/crash-screen.tsx';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';

/**
 * Around every screen: the crash page for whatever breaks inside one (a failed chunk
 * download included), a loading screen while a screen's chunk arrives, and each new page
 * opening at its top. Back and forward keep the browser's own scroll restoration.
 */
export function RootRoute({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [location.key, navigationType]);

  return (
    <ErrorBoundary resetKey={location.key} fallback={(error) => <CrashScreen error={error} />}>
      <Suspense fallback={<LoadingState label={messages.app.loading} className="min-h-dvh" />}>
        {children}
      </Suspense>
    </ErrorBoundary>
  );
}
