import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { User } from '../../shared/contracts/auth.ts';
import { messages } from '../../shared/messages.ts';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { LoadError } from '../components/load-error.tsx';
import { isUnreachable } from '../lib/api-client.ts';
import { LoadingState } from '../components/ui/spinner.tsx';
import { loadDashboardScreen, prefetchDashboard } from './dashboard/prefetch-dashboard.ts';
import { isRefusedSecretSanta, useSecretSanta } from '../lib/reads/get-secret-santa.ts';
import { isLoginScreenPrerendered } from '../first-paint/first-paint.ts';
import { useParticipations } from '../features/participant-space/api/get-participations.ts';
import { useSecretSantas } from '../features/secret-santas/api/get-secret-santas.ts';
import { getCurrentSecretSantaId, useCurrentSecretSantaId } from '../lib/current-secret-santa.ts';
import { dashboardPath } from '../lib/dashboard-path.ts';
import { forgetParticipantToken, participantSpacePath } from '../lib/participant-link.ts';
import { useSession } from '../lib/session.ts';
import { useDeferredArrival } from '../lib/use-deferred-arrival.ts';

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
  loadDashboardScreen().then((m) => ({ default: m.DashboardScreen })),
);

function LoadingScreen({ label = messages.app.loading }: { label?: string }) {
  return (
    <AppLayout>
      <LoadingState label={label} />
    </AppLayout>
  );
}

/**
 * One element, the same on every render: while React is still adopting the prerendered login
 * screen, the session's answer re-renders this route, and a new element would make React
 * finish adopting the screen at once, in one long task, to apply it (decision 0009).
 */
const authScreen = (
  <Suspense fallback={<LoadingScreen />}>
    <AuthScreen />
  </Suspense>
);

/**
 * `/` and `/secret-santas/:secretSantaId/:tab?` (docs/product.md §3.4): the login screen when
 * signed out; signed in, the event of the address, or at `/` the current event (restored from
 * localStorage) or else the event list. A participant who does not organise the event goes to
 * their participant space instead.
 */
export default function HomeRoute() {
  const session = useSession();
  const sessionData = useDeferredArrival(session.data);
  const { secretSantaId: secretSantaIdInPath } = useParams();

  // While the session is asked, the login screen prerendered in the page stays (main.tsx).
  const isSessionUnknown =
    sessionData === undefined && (session.isPending || session.data !== undefined);
  if (isSessionUnknown && !isLoginScreenPrerendered) return <LoadingScreen />;

  // Offline with no known session: saying so, not the login screen as if signed out
  // (docs/product.md §9.4). Any other failed check shows the login screen, which reports it.
  if (sessionData === undefined && isUnreachable(session.error)) {
    return (
      <AppLayout>
        <LoadError
          message={messages.app.networkError}
          onRetry={() => void session.refetch()}
          className="mx-auto max-w-xl"
        />
      </AppLayout>
    );
  }
  const user = sessionData?.user ?? null;
  if (!user) return authScreen;
  return <SignedInHome user={user} secretSantaIdInPath={secretSantaIdInPath ?? null} />;
}

function SignedInHome({
  user,
  secretSantaIdInPath,
}: {
  user: User;
  secretSantaIdInPath: string | null;
}) {
  const queryClient = useQueryClient();
  const currentSecretSantaId = useCurrentSecretSantaId();
  useEffect(() => {
    if (secretSantaIdInPath) prefetchDashboard(queryClient, secretSantaIdInPath);
  }, [queryClient, secretSantaIdInPath]);

  if (secretSantaIdInPath) {
    return <CurrentSecretSantaHome key={secretSantaIdInPath} secretSantaId={secretSantaIdInPath} />;
  }
  if (currentSecretSantaId) return <ResumeCurrentSecretSanta />;
  return <HomeWithoutCurrentSecretSanta user={user} />;
}

/**
 * `/` with a current event: its dashboard's address, in place of `/` in the history. Read when
 * the screen is shown, not when it renders: a dashboard left with Back forgets its event in the
 * same commit, and `/` then shows the list instead of sending the person back.
 */
function ResumeCurrentSecretSanta() {
  const navigate = useNavigate();
  useEffect(() => {
    const secretSantaId = getCurrentSecretSantaId();
    if (secretSantaId) navigate(dashboardPath(secretSantaId), { replace: true });
  }, [navigate]);
  return <LoadingScreen />;
}

/**
 * Most often the current event is the organiser's own: the dashboard opens on its one request.
 * Only when the server refuses it are the participations asked, to tell an event this person
 * plays in (their participant space) from one that is gone (the dashboard then leaves it).
 */
function CurrentSecretSantaHome({ secretSantaId }: { secretSantaId: string }) {
  const { error } = useSecretSanta(secretSantaId);
  const isRefused = isRefusedSecretSanta(error);
  const participations = useParticipations({ enabled: isRefused });
  if (isRefused) {
    if (participations.isPending) return <LoadingScreen />;
    const participation = participations.data?.find((p) => p.secretSantaId === secretSantaId);
    if (participation && !participation.isOrganiser) {
      return <RedirectToParticipantSpace secretSantaId={secretSantaId} />;
    }
  }
  return (
    <Suspense fallback={<LoadingScreen />}>
      <DashboardScreen secretSantaId={secretSantaId} />
    </Suspense>
  );
}

function HomeWithoutCurrentSecretSanta({ user }: { user: User }) {
  const participations = useParticipations();
  if (participations.isPending) return <LoadingScreen />;
  // Not known (server trouble): the organiser's screens, as before.
  const played = participations.data ?? [];
  const onlyParticipation = played.length === 1 ? played[0] : undefined;
  return (
    <Suspense fallback={<LoadingScreen />}>
      {onlyParticipation && !onlyParticipation.isOrganiser ? (
        <ListOrOnlyParticipation user={user} secretSantaId={onlyParticipation.secretSantaId} />
      ) : (
        <SecretSantaListScreen user={user} />
      )}
    </Suspense>
  );
}

/** Plays in exactly one event: straight there, unless they organise events of their own. */
function ListOrOnlyParticipation({ user, secretSantaId }: { user: User; secretSantaId: string }) {
  const ownSecretSantas = useSecretSantas();
  if (ownSecretSantas.isPending) return <LoadingScreen />;
  if (ownSecretSantas.data?.length === 0) {
    return <RedirectToParticipantSpace secretSantaId={secretSantaId} />;
  }
  return <SecretSantaListScreen user={user} />;
}

function RedirectToParticipantSpace({ secretSantaId }: { secretSantaId: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    // The account says who they are, not a link this tab may still remember.
    forgetParticipantToken(secretSantaId);
    navigate(participantSpacePath(secretSantaId), { replace: true });
  }, [navigate, secretSantaId]);
  return <LoadingScreen label={messages.participantSpace.redirecting} />;
}
