import { createBrowserRouter } from 'react-router';
import { CrashScreen } from '../components/crash-screen.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';
import { messages } from '../../shared/messages.ts';
import { RootRoute } from './root.tsx';

/** Each screen is loaded on demand, so the login screen does not pay for the dashboard. */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootRoute,
    errorElement: <CrashScreen />,
    HydrateFallback: () => <LoadingState label={messages.app.loading} className="min-h-dvh" />,
    children: [
      { index: true, lazy: () => import('./home.tsx').then((m) => ({ Component: m.HomeRoute })) },
      {
        path: 'reset-password',
        lazy: () =>
          import('./reset-password.tsx').then((m) => ({ Component: m.ResetPasswordRoute })),
      },
      {
        path: 'auth-error',
        lazy: () => import('./auth-error.tsx').then((m) => ({ Component: m.AuthErrorRoute })),
      },
      {
        // SPEC.md lists both paths for the same page (DECISIONS.md §4).
        path: 'auth/error',
        lazy: () => import('./auth-error.tsx').then((m) => ({ Component: m.AuthErrorRoute })),
      },
      {
        // Optional segments, so an incomplete link says what is missing instead of a 404.
        path: 'invitation/:santaId?/:encodedEmail?',
        lazy: () => import('./invitation.tsx').then((m) => ({ Component: m.InvitationRoute })),
      },
      {
        // The personal link carries a signed token; without it, the session (DECISIONS.md §2).
        path: 'participant/:secretSantaId/:token?',
        lazy: () => import('./participant.tsx').then((m) => ({ Component: m.ParticipantRoute })),
      },
      {
        path: 'santa-auth/:secretSantaId',
        lazy: () => import('./santa-auth.tsx').then((m) => ({ Component: m.SantaAuthRoute })),
      },
      {
        path: '*',
        lazy: () => import('./not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
]);
