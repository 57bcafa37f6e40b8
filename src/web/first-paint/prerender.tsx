import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '../app.tsx';
import { sessionQuery } from '../lib/session.ts';

function LoginAddress({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>;
}

/**
 * The login screen's markup, as the browser's first render of `/` signed out makes it: the
 * build writes it into index.html (vite.config.ts), where it is the first paint, and
 * main.tsx hydrates it. Runs at build time, in Node, through Vite's SSR loader.
 */
export async function prerenderLoginScreen(): Promise<string> {
  const queryClient = new QueryClient();
  queryClient.setQueryData(sessionQuery.queryKey, { user: null });
  const { prelude } = await prerender(<App queryClient={queryClient} router={LoginAddress} />);
  return new Response(prelude).text();
}
