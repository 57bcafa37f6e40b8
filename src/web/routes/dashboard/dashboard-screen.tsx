import { lazy, Suspense, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { ArrowLeftIcon, CalendarIcon, UsersIcon } from '../../components/icons.tsx';
import { BanIcon, ClockIcon, ShuffleIcon } from '../../components/organiser-icons.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { SignOutButton } from '../../components/sign-out-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/ui/tabs.tsx';
import { useNavigate, useParams } from 'react-router';
import { setCurrentSecretSantaId } from '../../lib/current-secret-santa.ts';
import { dashboardPath, isDashboardTab, type DashboardTab } from '../../lib/dashboard-path.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useDeferredArrival } from '../../lib/use-deferred-arrival.ts';
import { CompletionCard } from '../../components/completion-card.tsx';
import { ExchangeSummary } from '../../features/exchange/exchange-summary.tsx';
import { isRefusedSecretSanta, useSecretSanta } from '../../lib/reads/get-secret-santa.ts';
import { preloadDashboardParts } from './prefetch-dashboard.ts';
import { ParticipantsTab } from './participants-tab.tsx';
import { useFocusOnArrival } from '../../lib/use-focus-on-arrival.ts';

const t = messages.dashboard;
// The dashboard opens on 'Participants': the other tabs' code comes when a person goes there
// (or points at them), so that a phone does not run it all on arrival.
const loadRestrictionsTab = () => import('./restrictions-tab.tsx');
const loadDrawTab = () => import('./draw-tab.tsx');
const RestrictionsTab = lazy(() =>
  loadRestrictionsTab().then((m) => ({ default: m.RestrictionsTab })),
);
const loadHistoryTab = () => import('./history-tab.tsx');
const DrawTab = lazy(() => loadDrawTab().then((m) => ({ default: m.DrawTab })));
const HistoryTab = lazy(() => loadHistoryTab().then((m) => ({ default: m.HistoryTab })));
const tabLoading = <LoadingState label={messages.app.loading} />;

/**
 * The organiser's workspace for one event, at `/secret-santas/:id/:tab` (docs/product.md §3.4):
 * tabs Participants, Restrictions, Tirage, Historique, each an address of its own, so that Back, reload and
 * bookmarks keep the tab.
 */
export function DashboardScreen({ secretSantaId }: { secretSantaId: string }) {
  const navigate = useNavigate();
  const { tab } = useParams();
  const secretSanta = useSecretSanta(secretSantaId);
  const error = secretSanta.error;
  // A stale id (deleted event, someone else's, garbage in the address, which the server refuses
  // with 400): back to the list.
  const isGone = isRefusedSecretSanta(error);

  useEffect(preloadDashboardParts, []);

  // `/` reopens the event shown last, until it is left (docs/product.md §3.4).
  useEffect(() => {
    setCurrentSecretSantaId(secretSantaId);
    return () => setCurrentSecretSantaId(null);
  }, [secretSantaId]);

  useEffect(() => {
    if (isGone) navigate('/', { replace: true });
  }, [isGone, navigate]);

  // No tab, or one that does not exist: the first, in place of the address given.
  useEffect(() => {
    if (!isDashboardTab(tab)) navigate(dashboardPath(secretSantaId), { replace: true });
  }, [tab, secretSantaId, navigate]);

  const leaveSecretSanta = () => navigate('/');

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
        <DashboardContent
          secretSanta={data}
          backButton={backButton}
          tab={isDashboardTab(tab) ? tab : 'participants'}
          onTabChange={(next) => navigate(dashboardPath(secretSantaId, next))}
        />
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
  tab,
  onTabChange,
}: {
  secretSanta: SecretSanta;
  backButton: ReactNode;
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
}) {
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  return (
    <div className="space-y-6">
      <div>
        {backButton}
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-3 font-display text-3xl font-bold tracking-tight break-words focus:outline-none sm:text-4xl"
        >
          {secretSanta.name}
        </h1>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarIcon className="shrink-0" />
          {organiserMessages.secretSantas.createdOn(formatLongDate(secretSanta.createdAt))}
        </p>
        <ExchangeSummary secretSanta={secretSanta} />
      </div>
      {secretSanta.completed ? (
        <CompletionCard secretSantaName={secretSanta.name} isOrganiser />
      ) : null}
      <TabsRoot
        value={tab}
        onValueChange={(next) => {
          if (isDashboardTab(next)) onTabChange(next);
        }}
      >
        {/* Four tabs share a phone's width two by two: in German, one row would not hold them. */}
        <TabsList className="max-sm:grid-flow-row max-sm:grid-cols-2 sm:max-w-2xl">
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
            value="tirage"
            onPointerEnter={() => void loadDrawTab()}
            onFocus={() => void loadDrawTab()}
          >
            <ShuffleIcon className="hidden sm:block" />
            {t.drawTab}
          </TabsTrigger>
          <TabsTrigger
            value="historique"
            onPointerEnter={() => void loadHistoryTab()}
            onFocus={() => void loadHistoryTab()}
          >
            <ClockIcon className="hidden sm:block" />
            {t.historyTab}
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
        <TabsContent value="tirage">
          <Suspense fallback={tabLoading}>
            <DrawTab secretSantaId={secretSanta.id} />
          </Suspense>
        </TabsContent>
        <TabsContent value="historique">
          <Suspense fallback={tabLoading}>
            <HistoryTab secretSantaId={secretSanta.id} />
          </Suspense>
        </TabsContent>
      </TabsRoot>
    </div>
  );
}
