import './styles.css';
import type { SessionResponse } from '../shared/contracts/auth.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { startThemeSync } from './features/theme/theme-store.ts';
import { isLoginScreenPrerendered, SIGNED_IN_HINT_KEY } from './first-paint/first-paint.ts';
import { getCurrentSecretSantaId } from './lib/current-secret-santa.ts';
import { createQueryClient } from './lib/query-client.ts';
import { sessionQueryKey } from './lib/query-keys.ts';
import { sessionQuery } from './lib/session.ts';
import { writeStorage } from './lib/storage.ts';

startThemeSync();
const queryClient = createQueryClient();
// Every screen asks who is signed in: ask now, while the screen's own code downloads.
void queryClient.prefetchQuery(sessionQuery);
// index.html's inline script reads this to choose the first paint of `/` (first-paint.ts).
queryClient.getQueryCache().subscribe(({ query }) => {
  if (query.queryKey[0] !== sessionQueryKey[0]) return;
  const data = query.state.data as SessionResponse | undefined;
  if (data) writeStorage(SIGNED_IN_HINT_KEY, data.user ? '1' : null);
});
// With an event open on `/` (signing out forgets it), the dashboard's one request goes out
// beside the session's: the page needs one round trip, not two (decision 0010). Imported, not
// bundled here: the code comes with `/`'s own, which the page preloads, and other pages
// (the participant space) do not carry it.
const currentSecretSantaId = getCurrentSecretSantaId();
if (window.location.pathname === '/' && currentSecretSantaId) {
  void import('./routes/dashboard/prefetch-dashboard.ts').then(({ prefetchDashboard }) =>
    prefetchDashboard(queryClient, currentSecretSantaId),
  );
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
const app = <App queryClient={queryClient} router={BrowserRouter} />;

// Both as a transition, so that React yields to the browser every few milliseconds instead of
// blocking a slow phone: a plain hydrateRoot would adopt the whole screen in one long task.
if (isLoginScreenPrerendered) {
  // The login screen is on screen already: React adopts it as it is (no second paint) and
  // leaves it once the session says someone is signed in (routes/home.tsx).
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
} else {
  startTransition(() => createRoot(rootElement).render(app));
}
