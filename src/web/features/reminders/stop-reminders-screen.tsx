import { useMutation } from '@tanstack/react-query';
import { accountMessages } from '../../../shared/account-messages.ts';
import { GlowingLogo } from '../../components/glowing-logo.tsx';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { callApi, errorMessageOf } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const t = accountMessages.stopReminders;

/**
 * A reminder's « Ne plus recevoir de rappels pour ce Secret Santa » (docs/product.md §6.9). The
 * page only asks: a mail scanner that opens the link stops nothing. 'Ne plus recevoir de
 * rappels' does, as a mail client's one-click unsubscribe does at the same address.
 */
export function StopRemindersScreen({
  secretSantaId,
  token,
}: {
  secretSantaId: string;
  token: string;
}) {
  useDocumentTitle(t.pageTitle);
  const stop = useMutation({
    mutationFn: () => callApi('POST /api/reminders/stop', { body: { secretSantaId, token } }),
  });
  return (
    <AppLayout mainClassName="flex items-center justify-center">
      <Card className="w-full max-w-lg p-6 text-center sm:p-10">
        <GlowingLogo logoClassName="size-16" />
        <h1 className="mt-4 font-display text-3xl font-bold tracking-tight text-balance">
          {stop.isSuccess ? t.doneTitle : t.pageTitle}
        </h1>
        {stop.isSuccess ? (
          <p role="status" className="mt-3 leading-relaxed text-balance text-muted-foreground">
            {t.done}
          </p>
        ) : (
          <>
            <p className="mt-3 leading-relaxed text-balance text-muted-foreground">{t.intro}</p>
            {stop.isError ? (
              <Alert tone="error" className="mt-6 text-left">
                {errorMessageOf(stop.error, t.failed)}
              </Alert>
            ) : null}
            <Button
              size="lg"
              className="mt-6"
              isLoading={stop.isPending}
              onClick={() => stop.mutate()}
            >
              {t.confirm}
            </Button>
          </>
        )}
      </Card>
    </AppLayout>
  );
}
