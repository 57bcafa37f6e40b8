import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { SessionResponse } from '../../../shared/contracts/auth.ts';
import { messages } from '../../../shared/messages.ts';
import { BackHomeButton } from '../../components/back-home-button.tsx';
import { RefreshIcon } from '../../components/icons.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { SignOutButton } from '../../components/sign-out-button.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { errorMessageOf, isApiClientError, NETWORK_ERROR_STATUS } from '../../lib/api-client.ts';
import {
  forgetParticipantToken,
  readParticipantToken,
  rememberParticipantToken,
} from '../../lib/participant-link.ts';
import { sessionQueryKey } from '../../lib/query-keys.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useDeferredArrival } from '../../lib/use-deferred-arrival.ts';
import { useLastKnownSpace, useParticipantSpace } from './api/get-participant-space.ts';
import type { ParticipantAccess } from './api/participant-request.ts';
import { ParticipantSpaceView } from './participant-space-view.tsx';

const t = messages.participantSpace;
const STALE_TOAST_ID = 'participant-space-stale';
// A refusal is rare: its page (and the new-link form) is not part of the space's budget.
const AccessDenied = lazy(() =>
  import('./access-denied.tsx').then((m) => ({ default: m.AccessDenied })),
);

/**
 * `/participant/:secretSantaId/:token?`: the personal link's token, else the one this tab
 * remembers for the event, else the signed-in account.
 */
export function ParticipantSpaceScreen({
  secretSantaId,
  linkToken,
}: {
  secretSantaId: string;
  linkToken: string | null;
}) {
  const [access] = useState<ParticipantAccess>(() => ({
    secretSantaId,
    token: linkToken ?? readParticipantToken(secretSantaId),
  }));
  const state = useParticipantSpaceState(access);
  const user = useCurrentUser();

  useEffect(() => {
    if (linkToken) rememberParticipantToken(secretSantaId, linkToken);
  }, [secretSantaId, linkToken]);

  useEffect(() => {
    // A link that will never work again is not worth keeping for this tab.
    if (state.kind === 'denied') forgetParticipantToken(secretSantaId);
  }, [state.kind, secretSantaId]);

  const isStale = state.kind === 'space' && state.isStale;
  useEffect(() => {
    if (isStale) {
      toast.error(t.errorTitle, { id: STALE_TOAST_ID, description: messages.app.staleData });
    }
  }, [isStale]);

  useDocumentTitle(state.kind === 'space' ? state.space.secretSanta.name : t.pageTitle);

  const isCentered = state.kind !== 'space';
  return (
    <AppLayout
      actions={user ? <SignOutButton /> : undefined}
      mainClassName={isCentered ? 'flex items-center justify-center' : undefined}
    >
      {state.kind === 'loading' ? (
        <LoadingState label={messages.app.loading} />
      ) : state.kind === 'denied' ? (
        <Suspense fallback={<LoadingState label={messages.app.loading} />}>
          <AccessDenied
            secretSantaId={secretSantaId}
            hasToken={access.token !== null}
            reason={state.reason}
          />
        </Suspense>
      ) : state.kind === 'failed' ? (
        <LoadFailed message={state.message} isRetrying={state.isRetrying} onRetry={state.retry} />
      ) : (
        <ParticipantSpaceView
          access={access}
          space={state.space}
          isStale={state.isStale}
          isRetrying={state.isRetrying}
          onRetry={state.retry}
          // Looked after by another, they have no address to make an account at (§4.10).
          offersAccount={!user && state.space.me.email !== null}
        />
      )}
    </AppLayout>
  );
}

/**
 * What to show: the space (possibly the last copy kept in this browser, when the server cannot
 * be reached: decision 0016), the refusal, or a failure with nothing to fall back on.
 */
function useParticipantSpaceState(access: ParticipantAccess) {
  const queryClient = useQueryClient();
  const query = useParticipantSpace(access);
  const retry = () => void query.refetch();
  const isRetrying = query.isFetching;
  const data = useDeferredArrival(query.data);
  const isUnreachable =
    isApiClientError(query.error) && query.error.status === NETWORK_ERROR_STATUS;
  // Only the session already known: asking the server for it would fail the same way.
  const session = queryClient.getQueryData<SessionResponse>(sessionQueryKey);
  const lastKnown = useLastKnownSpace(access, session?.user?.email ?? null, {
    enabled: isUnreachable && query.data === undefined,
  });

  if (data?.access === 'denied') return { kind: 'denied' as const, reason: data.reason };
  if (data?.access === 'granted') {
    return { kind: 'space' as const, space: data.space, isStale: query.isError, isRetrying, retry };
  }
  if (isUnreachable && lastKnown.data) {
    return { kind: 'space' as const, space: lastKnown.data, isStale: true, isRetrying, retry };
  }
  if (query.isError && !(isUnreachable && lastKnown.isPending)) {
    const message = errorMessageOf(query.error, messages.api.unexpected);
    return { kind: 'failed' as const, message, isRetrying, retry };
  }
  return { kind: 'loading' as const };
}

function LoadFailed({
  message,
  isRetrying,
  onRetry,
}: {
  message: string;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Card className="w-full max-w-lg space-y-5 p-6 sm:p-8">
      <h1 className="font-display text-2xl font-bold">{t.loadFailed}</h1>
      <Alert tone="error">{message}</Alert>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button isLoading={isRetrying} onClick={onRetry}>
          {isRetrying ? null : <RefreshIcon />}
          {messages.app.retry}
        </Button>
        <BackHomeButton label={t.backHome} />
      </div>
    </Card>
  );
}
