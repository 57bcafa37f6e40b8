import { lazy, Suspense } from 'react';
import { messages } from '../../shared/messages.ts';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';
import { useCurrentSecretSantaId } from '../lib/current-secret-santa.ts';
import { useSession } from '../lib/session.ts';

// Each screen of `/` is its own chunk: a visitor on the login screen loads no dashboard.
const AuthScreen = lazy(() =>
  import('../features/auth/auth-screen.tsx').then((m) => ({ default: m.AuthScreen })),
);
const SecretSantaListScreen = lazy(() =>
  import('../features/secret-santas/secret-santa-list-screen.tsx').then((m) => ({
    default: m.SecretSantaListScreen,
  })),
);
const DashboardScreen = lazy(() =>
  import('../features/dashboard/dashboard-screen.tsx').then((m) => ({
    default: m.DashboardScreen,
  })),
);

function LoadingScreen() {
  return (
    <AppLayout>
      <LoadingState label={messages.app.loading} />
    </AppLayout>
  );
}

/**
 * `/` (SPEC.md §2): the login screen when signed out, the event list without a current
 * event, the dashboard with one. The current event is restored from localStorage.
 */
export function HomeRoute() {
  const session = useSession();
  const currentSecretSantaId = useCurrentSecretSantaId();

  if (session.isPending) return <LoadingScreen />;

  // A failed session check shows the login screen: signing in will report the problem.
  const user = session.data?.user ?? null;
  let screen;
  if (!user) screen = <AuthScreen />;
  else if (currentSecretSantaId) {
    screen = <DashboardScreen key={currentSecretSantaId} secretSantaId={currentSecretSantaId} />;
  } else screen = <SecretSantaListScreen user={user} />;

  return <Suspense fallback={<LoadingScreen />}>{screen}</Suspense>;
}
