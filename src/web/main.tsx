import 'sonner/dist/styles.css';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppToaster } from './app-toaster.tsx';
import { AppErrorBoundary } from './components/error-boundary.tsx';
import { HeaderToolsProvider } from './components/layout/header-tools.tsx';
import { startThemeSync } from './features/theme/theme-store.ts';
import { ThemeSwitcher } from './features/theme/theme-switcher.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { router } from './routes/router.tsx';

startThemeSync();
const queryClient = createQueryClient();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');

createRoot(rootElement).render(
  <StrictMode>
    <HeaderToolsProvider tools={<ThemeSwitcher />}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppToaster />
        </QueryClientProvider>
      </AppErrorBoundary>
    </HeaderToolsProvider>
  </StrictMode>,
);
