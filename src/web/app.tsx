import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useLayoutEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { AppToaster } from './app-toaster.tsx';
import { CrashScreen } from './components/crash-screen.tsx';
import { ErrorBoundary } from './components/error-boundary.tsx';
import { HeaderToolsProvider } from './components/layout/header-tools.tsx';
import { LanguageSwitch } from './features/language/language-switch.tsx';
import { ThemeSwitcher } from './features/theme/theme-switcher.tsx';
import { handOffFirstPaint } from './first-paint/first-paint.ts';
import { AppRoutes } from './routes/router.tsx';

/**
 * The whole app, as the browser renders it (main.tsx, in a BrowserRouter) and as the build
 * prerenders the login screen into index.html (first-paint/prerender.tsx, in a StaticRouter): one tree,
 * so that React adopts the prerendered markup instead of painting it again.
 */
export function App({
  queryClient,
  router: Router,
}: {
  queryClient: QueryClient;
  router: ComponentType<{ children: ReactNode }>;
}) {
  // The outer boundary catches what breaks outside the screens (e.g. a provider); the
  // screens have their own, inside the router (routes/root.tsx).
  return (
    <StrictMode>
      <FirstPaintHandOff />
      <HeaderToolsProvider
        tools={
          <>
            <LanguageSwitch />
            <ThemeSwitcher />
          </>
        }
      >
        <ErrorBoundary fallback={(error) => <CrashScreen error={error} isInsideRouter={false} />}>
          <QueryClientProvider client={queryClient}>
            <Router>
              <AppRoutes />
            </Router>
            <AppToaster />
          </QueryClientProvider>
        </ErrorBoundary>
      </HeaderToolsProvider>
    </StrictMode>
  );
}

/** Takes the static first paint away in the commit that puts React's own on screen. */
function FirstPaintHandOff() {
  useLayoutEffect(handOffFirstPaint, []);
  return null;
}
