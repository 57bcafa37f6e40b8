import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { pages, type Screen } from '../../shared/pages.ts';
import { RootRoute } from './root.tsx';

// Each screen is its own chunk, so the login screen does not pay for the dashboard. The
// router is React Router's declarative one: its data router weighs more than the participant
// space's budget can carry (decision 0009).
const screenModules = import.meta.glob<{ default: ComponentType }>([
  './*.tsx',
  '!./root.tsx',
  '!./router.tsx',
  '!./*.test.tsx',
]);

function lazyScreen(screen: Screen | 'not-found') {
  const load = screenModules[`./${screen}.tsx`];
  if (!load) throw new Error(`src/web/routes/${screen}.tsx is missing`);
  return lazy(load);
}

const pageRoutes = pages.map(({ path, screen }) => ({ path, Screen: lazyScreen(screen) }));
const NotFound = lazyScreen('not-found');

/** The pages of src/shared/pages.ts, and the 404 for any other address. */
export function AppRoutes() {
  return (
    <RootRoute>
      <Routes>
        {pageRoutes.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RootRoute>
  );
}
