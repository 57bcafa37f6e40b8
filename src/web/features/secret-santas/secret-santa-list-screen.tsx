import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { User } from '../../../shared/contracts/auth.ts';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { CardGridSkeleton } from '../../components/card-grid-skeleton.tsx';
import { PlusIcon } from '../../components/organiser-icons.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { SignOutButton } from '../../components/sign-out-button.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useNavigate } from 'react-router';
import { dashboardPath } from '../../lib/dashboard-path.ts';
import { playerKeys, secretSantaKeys } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSecretSantas } from './api/get-secret-santas.ts';
import { CreateSecretSantaCard } from './create-secret-santa-card.tsx';
import { SecretSantaCard } from './secret-santa-card.tsx';
import { SecretSantasEmptyState } from './secret-santas-empty-state.tsx';
import { useFocusOnArrival } from '../../lib/use-focus-on-arrival.ts';

const t = organiserMessages.secretSantas;
const LOAD_ERROR_TOAST_ID = 'secret-santas-load-failed';

/** Signed in, no current event: 'Vos Secrets Santa'. */
export function SecretSantaListScreen({ user }: { user: User }) {
  useDocumentTitle(t.listTitle);
  const queryClient = useQueryClient();
  const headingRef = useFocusOnArrival<HTMLHeadingElement>();
  const navigate = useNavigate();
  const secretSantas = useSecretSantas();
  const [isCreating, setIsCreating] = useState(false);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const list = secretSantas.data;

  useEffect(() => {
    if (secretSantas.isError) {
      toast.error(t.errorTitle, { id: LOAD_ERROR_TOAST_ID, description: t.loadFailed });
    }
  }, [secretSantas.isError]);

  const closeCreation = () => {
    setIsCreating(false);
    // The card had the focus: give it back to the button that opened it.
    newButtonRef.current?.focus();
  };

  const openSecretSanta = (secretSanta: SecretSanta) => {
    // The dashboard shows at once; its players, kept from an earlier visit, are read again.
    queryClient.setQueryData(secretSantaKeys.detail(secretSanta.id), { secretSanta });
    void queryClient.invalidateQueries({
      queryKey: playerKeys.list(secretSanta.id),
      exact: true,
      refetchType: 'none',
    });
    navigate(dashboardPath(secretSanta.id));
  };

  return (
    <AppLayout actions={<SignOutButton />}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-primary-text">{t.greeting(user.name)}</p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-1 font-display text-3xl font-bold tracking-tight focus:outline-none sm:text-4xl"
          >
            {t.listTitle}
          </h1>
          <p className="mt-2 text-muted-foreground">{t.listSubtitle}</p>
        </div>
        <Button
          ref={newButtonRef}
          size="lg"
          aria-expanded={isCreating}
          onClick={() => setIsCreating((open) => !open)}
        >
          <PlusIcon />
          {t.new}
        </Button>
      </div>

      <div className="mt-8 space-y-6">
        {isCreating ? (
          <CreateSecretSantaCard
            existing={list ?? []}
            onClose={closeCreation}
            onCreated={openSecretSanta}
          />
        ) : null}

        {secretSantas.isPending ? (
          <CardGridSkeleton cardClassName="h-44" />
        ) : list === undefined ? (
          <LoadError message={t.loadFailed} onRetry={() => void secretSantas.refetch()} />
        ) : (
          <>
            {secretSantas.isError ? <Alert tone="info">{messages.app.staleData}</Alert> : null}
            {list.length === 0 ? (
              isCreating ? null : (
                <SecretSantasEmptyState onCreate={() => setIsCreating(true)} />
              )
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((secretSanta, index) => (
                  <li key={secretSanta.id} className="grid">
                    <SecretSantaCard
                      secretSanta={secretSanta}
                      index={index}
                      onOpen={openSecretSanta}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </AppLayout>
  );
}
