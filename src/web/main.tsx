import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppToaster } from './app-toaster.tsx';
import { CrashScreen } from './components/crash-screen.tsx';
import { ErrorBoundary } from './components/error-boundary.tsx';
import { HeaderToolsProvider } from './components/layout/header-tools.tsx';
import { startThemeSync } from './features/theme/theme-store.ts';
import { ThemeSwitcher } from './features/theme/theme-switcher.tsx';
import { getCurrentSecretSantaId } from './lib/current-secret-santa.ts';
import { createQueryClient } from './lib/query-client.ts';
import { sessionQuery } from './lib/session.ts';
import { AppRoutes } from './routes/router.tsx';

startThemeSync();
const queryClient = createQueryClient();
// Every screen asks who is signed in: ask now, while the screen's own code downloads.
void queryClient.prefetchQuery(sessionQuery);
// With an event open on `/` (signing out forgets it), the dashboard's one request goes out
// beside the session's: the page needs one round trip, not two (issue #7). Imported, not
// bundled here: the code comes with `/`'s own, which the page preloads, and other pages
// (the participant space) do not carry it.
const currentSecretSantaId = getCurrentSecretSantaId();
if (window.location.pathname === '/' && currentSecretSantaId) {
  void import('./features/dashboard/api/prefetch-dashboard.ts').then(({ prefetchDashboard }) =>
    prefetchDashboard(queryClient, currentSecretSantaId),
  );
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

// The outer boundary catches what breaks outside the screens (e.g. a provider); the
// screens have their own, inside the router (routes/root.tsx). Rendered as a transition, so
// that React yields to the browser every few milliseconds instead of blocking a slow phone.
const root = createRoot(rootElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <HeaderToolsProvider tools={<ThemeSwitcher />}>
        <ErrorBoundary fallback={<CrashScreen isInsideRouter={false} />}>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
            <AppToaster />
          </QueryClientProvider>
        </ErrorBoundary>
      </HeaderToolsProvider>
    </StrictMode>,
  ),
);
