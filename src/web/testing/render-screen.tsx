import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QUERY_STALE_MS } from '../lib/query-client.ts';

/**
 * Renders a screen with what it needs around it (a fresh query cache and a router), the
 * way the app does. `path` is the URL the screen is shown at.
 */
export function renderScreen(
  ui: ReactNode,
  {
    path = '/',
    // Another screen of the same page, as when a tab is left and opened again.
    queryClient = createTestQueryClient(),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(
    [
      { path: '*', element: ui },
      { path: '/auth-error', element: <p>auth-error-page</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** A fresh query cache whose reads age as the app's do; a failure is not tried again. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: QUERY_STALE_MS },
      mutations: { retry: false },
    },
  });
}
