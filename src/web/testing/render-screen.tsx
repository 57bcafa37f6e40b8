import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * happy-dom lays nothing out: every box would be 0 px tall, and a virtual list (docs/product.md
 * §9.8) would draw no row. Boxes are given a screen's height and rows (`data-index`) a row's,
 * so that the short lists of these tests are drawn whole.
 */
const LAID_OUT_BOX = 1000;
const LAID_OUT_ROW = 50;
for (const height of ['offsetHeight', 'clientHeight']) {
  Object.defineProperty(HTMLElement.prototype, height, {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-index') ? LAID_OUT_ROW : LAID_OUT_BOX;
    },
  });
}

/**
 * Renders a screen with what it needs around it (a fresh query cache and a router), the
 * way the app does. `path` is the URL the screen is shown at.
 */
export function renderScreen(
  ui: ReactNode,
  {
    path = '/',
    // Another screen of the same page, as when a tab is left and opened again.
    queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
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
