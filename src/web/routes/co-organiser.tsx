import { lazy, Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

// Loaded from here, not with the route: the router's table, which every page downloads, lists
// each route's files, and the participant space's first download has a budget (decision 0009).
const CoOrganiserInvitationScreen = lazy(() =>
  import('../features/co-organisers/invitation-screen.tsx').then((m) => ({
    default: m.CoOrganiserInvitationScreen,
  })),
);
const LoginForm = lazy(() =>
  import('../features/auth/login-form.tsx').then((m) => ({ default: m.LoginForm })),
);

/**
 * `/co-organiser?token=…`: an invitation to co-organise an event (docs/product.md §3.7), with the
 * login form for whoever opens it signed out.
 */
export default function CoOrganiserInvitationRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Suspense fallback={null}>
      <CoOrganiserInvitationScreen
        token={searchParams.get('token') ?? ''}
        signIn={
          <Suspense fallback={null}>
            <LoginForm onForgotPassword={() => navigate('/')} />
          </Suspense>
        }
      />
    </Suspense>
  );
}
