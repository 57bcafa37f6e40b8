import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootRoute } from './root.tsx';

// Each screen is its own chunk, so the login screen does not pay for the dashboard. The
// router is React Router's declarative one: its data router weighs 17 kB (gzip) more, which
// the participant space's budget cannot carry (issue #7).
const HomeRoute = lazy(() => import('./home.tsx').then((m) => ({ default: m.HomeRoute })));
const ResetPasswordRoute = lazy(() =>
  import('./reset-password.tsx').then((m) => ({ default: m.ResetPasswordRoute })),
);
const VerifyEmailRoute = lazy(() =>
  import('./verify-email.tsx').then((m) => ({ default: m.VerifyEmailRoute })),
);
const AuthErrorRoute = lazy(() =>
  import('./auth-error.tsx').then((m) => ({ default: m.AuthErrorRoute })),
);
const InvitationRoute = lazy(() =>
  import('./invitation.tsx').then((m) => ({ default: m.InvitationRoute })),
);
const ParticipantRoute = lazy(() =>
  import('./participant.tsx').then((m) => ({ default: m.ParticipantRoute })),
);
const SantaAuthRoute = lazy(() =>
  import('./santa-auth.tsx').then((m) => ({ default: m.SantaAuthRoute })),
);
const NotFoundRoute = lazy(() =>
  import('./not-found.tsx').then((m) => ({ default: m.NotFoundRoute })),
);

export function AppRoutes() {
  return (
    <RootRoute>
      <Routes>
        <Route index element={<HomeRoute />} />
        <Route path="reset-password" element={<ResetPasswordRoute />} />
        <Route path="verify-email" element={<VerifyEmailRoute />} />
        <Route path="auth-error" element={<AuthErrorRoute />} />
        {/* SPEC.md lists both paths for the same page (DECISIONS.md §4). */}
        <Route path="auth/error" element={<AuthErrorRoute />} />
        {/* Optional segments, so an incomplete link says what is missing instead of a 404. */}
        <Route path="invitation/:santaId?/:encodedEmail?" element={<InvitationRoute />} />
        {/* The personal link carries a signed token; without it, the session (DECISIONS.md §2). */}
        <Route path="participant/:secretSantaId/:token?" element={<ParticipantRoute />} />
        <Route path="santa-auth/:secretSantaId" element={<SantaAuthRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </RootRoute>
  );
}
