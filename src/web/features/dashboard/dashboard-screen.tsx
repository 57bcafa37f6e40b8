import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { messages } from '../../../shared/messages.ts';
import {
  ArrowLeftIcon,
  BanIcon,
  CalendarIcon,
  ShuffleIcon,
  UsersIcon,
} from '../../components/icons.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { SignOutButton } from '../../components/sign-out-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/ui/tabs.tsx';
import { setCurrentSecretSantaId } from '../../lib/current-secret-santa.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useDeferredArrival } from '../../lib/use-deferred-arrival.ts';
import { CompletionCard } from '../completion/completion-card.tsx';
import { isRefusedSecretSanta, useSecretSanta } from './api/get-secret-santa.ts';
import { ParticipantsTab } from './participants-tab.tsx';

const t = messages.dashboard;
// The dashboard opens on 'Participants': the other tabs' code comes when a person goes there
// (or points at them), so that a phone does not run it all on arrival.
const loadRestrictionsTab = () => import('./restrictions-tab.tsx');
const loadDrawTab = () => import('./draw-tab.tsx');
const RestrictionsTab = lazy(() =>
  loadRestrictionsTab().then((m) => ({ default: m.RestrictionsTab })),
);
const DrawTab = lazy(() => loadDrawTab().then((m) => ({ default: m.DrawTab })));
const tabLoading = <LoadingState label={messages.app.loading} />;

function leaveSecretSanta() {
  setCurrentSecretSantaId(null);
}

/** The organiser's workspace for one event: tabs Participants, Restrictions, Tirage. */
export function DashboardScreen({ secretSantaId }: { secretSantaId: string }) {
  const secretSanta = useSecretSanta(secretSantaId);
  const error = secretSanta.error;
  // A stale id (deleted event, someone else's, garbage in storage, which the server refuses
  // with 400): back to the list.
  const isGone = isRefusedSecretSanta(error);

  useEffect(() => {
    if (isGone) leaveSecretSanta();
  }, [isGone]);

  const data = useDeferredArrival(secretSanta.data);
  useDocumentTitle(data?.name ?? messages.app.loading);

  const backButton = (
    <Button variant="ghost" size="sm" className="-ml-2" onClick={leaveSecretSanta}>
      <ArrowLeftIcon />
      {t.mySecretSantas}
    </Button>
  );

  return (
    <AppLayout actions={<SignOutButton />}>
      {data ? (
        <DashboardContent secretSanta={data} backButton={backButton} />
      ) : secretSanta.isError && !isGone ? (
        <div className="mx-auto max-w-xl space-y-4">
          {backButton}
          <LoadError
            message={error?.message ?? messages.api.unexpected}
            onRetry={() => void secretSanta.refetch()}
          />
        </div>
      ) : (
        <LoadingState label={messages.app.loading} />
      )}
    </AppLayout>
  );
}

function DashboardContent({
  secretSanta,
  backButton,
}: {
  secretSanta: SecretSanta;
  backButton: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <div>
        {backButton}
        <h1 className="mt-3 font-display text-3xl font-bold tracking-tight break-words sm:text-4xl">
          {secretSanta.name}
        </h1>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarIcon className="shrink-0" />
          {messages.secretSantas.createdOn(formatLongDate(secretSanta.createdAt))}
        </p>
      </div>
      {secretSanta.completed ? (
        <CompletionCard secretSantaName={secretSanta.name} isOrganiser />
      ) : null}
      <TabsRoot defaultValue="participants">
        <TabsList className="sm:max-w-lg">
          <TabsTrigger value="participants">
            <UsersIcon className="hidden sm:block" />
            {t.participantsTab}
          </TabsTrigger>
          <TabsTrigger
            value="restrictions"
            onPointerEnter={() => void loadRestrictionsTab()}
            onFocus={() => void loadRestrictionsTab()}
          >
            <BanIcon className="hidden sm:block" />
            {t.restrictionsTab}
          </TabsTrigger>
          <TabsTrigger
            value="draw"
            onPointerEnter={() => void loadDrawTab()}
            onFocus={() => void loadDrawTab()}
          >
            <ShuffleIcon className="hidden sm:block" />
            {t.drawTab}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="participants">
          <ParticipantsTab secretSanta={secretSanta} />
        </TabsContent>
        <TabsContent value="restrictions">
          <Suspense fallback={tabLoading}>
            <RestrictionsTab secretSantaId={secretSanta.id} />
          </Suspense>
        </TabsContent>
        <TabsContent value="draw">
          <Suspense fallback={tabLoading}>
            <DrawTab secretSantaId={secretSanta.id} />
          </Suspense>
        </TabsContent>
      </TabsRoot>
    </div>
  );
}
