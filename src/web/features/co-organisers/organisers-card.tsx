import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { CoOrganiser } from '../../../shared/contracts/co-organisers.ts';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { LoadError } from '../../components/load-error.tsx';
import { TrashIcon } from '../../components/organiser-icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmailField } from '../../components/ui/email-field.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { errorMessageOf, isApiClientError } from '../../lib/api-client.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useCoOrganisers } from './api/get-co-organisers.ts';
import { useInviteCoOrganiser } from './api/invite-co-organiser.ts';
import { useRemoveCoOrganiser } from './api/remove-co-organiser.ts';

const t = organiserMessages.organisers;

/**
 * « Organisateurs » (docs/product.md §3.7): who organises the event. Its owner invites others by
 * address and removes them; a co-organiser sees the list, and that the owner alone manages it.
 */
export function OrganisersCard({ secretSanta }: { secretSanta: SecretSanta }) {
  const titleId = useId();
  const user = useCurrentUser();
  const organisers = useCoOrganisers(secretSanta.id);
  const isOwner = user?.id === secretSanta.adminId;
  return (
    <Card aria-labelledby={titleId} role="region">
      <CardHeader>
        <CardTitle id={titleId}>{t.title}</CardTitle>
        <CardDescription>{isOwner ? t.hintOwner : t.hintCoOrganiser}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {organisers.data ? (
          <ul className="divide-y rounded-xl border">
            <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-4 py-3">
              <span className="font-medium break-words">
                {isOwner ? t.you(organisers.data.owner.name) : organisers.data.owner.name}
              </span>
              <span className="text-sm text-muted-foreground">{t.owner}</span>
            </li>
            {organisers.data.coOrganisers.map((coOrganiser) => (
              <CoOrganiserRow
                key={coOrganiser.id}
                secretSantaId={secretSanta.id}
                coOrganiser={coOrganiser}
                isYou={coOrganiser.email === user?.email.toLowerCase()}
                canRemove={isOwner}
              />
            ))}
          </ul>
        ) : organisers.isError ? (
          <LoadError
            message={errorMessageOf(organisers.error, t.loadFailed)}
            onRetry={() => void organisers.refetch()}
          />
        ) : (
          <LoadingState label={t.title} />
        )}
        {isOwner ? <InviteForm secretSantaId={secretSanta.id} /> : null}
      </CardContent>
    </Card>
  );
}

function CoOrganiserRow({
  secretSantaId,
  coOrganiser,
  isYou,
  canRemove,
}: {
  secretSantaId: string;
  coOrganiser: CoOrganiser;
  isYou: boolean;
  canRemove: boolean;
}) {
  const remove = useRemoveCoOrganiser(secretSantaId);
  const who = coOrganiser.name ?? coOrganiser.email;
  const onRemove = async () => {
    try {
      await remove.mutateAsync(coOrganiser.id);
      toast.success(t.title, { description: t.removed(who) });
    } catch (error) {
      toast.error(t.title, { description: errorMessageOf(error, t.loadFailed) });
    }
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words">
          {isYou ? t.you(who) : who}
          {coOrganiser.name ? (
            <span className="ml-2 text-sm font-normal break-all text-muted-foreground">
              {coOrganiser.email}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {coOrganiser.acceptedAt === null
            ? t.waiting(formatLongDate(coOrganiser.invitedAt))
            : t.joined(formatLongDate(coOrganiser.acceptedAt))}
        </p>
      </div>
      {canRemove ? (
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive-soft"
              isLoading={remove.isPending}
              aria-label={`${t.remove} ${who}`}
            >
              {remove.isPending ? null : <TrashIcon />}
              {t.remove}
            </Button>
          }
          title={t.removeTitle(who)}
          description={t.removeText}
          cancelLabel={t.cancel}
          confirmLabel={t.remove}
          onConfirm={() => void onRemove()}
        />
      ) : null}
    </li>
  );
}

function InviteForm({ secretSantaId }: { secretSantaId: string }) {
  const invite = useInviteCoOrganiser(secretSantaId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const { coOrganiser } = await invite.mutateAsync(email);
      toast.success(t.title, { description: t.invited(coOrganiser.email) });
      setEmail('');
    } catch (failure) {
      // A refusal about the address shows under it; any other as a toast.
      if (isApiClientError(failure) && failure.status !== 403 && failure.status < 500) {
        setError(failure.message);
      } else {
        toast.error(t.title, { description: errorMessageOf(failure, t.loadFailed) });
      }
    }
  };
  return (
    <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={onSubmit} noValidate>
      <EmailField
        label={t.emailLabel}
        className="flex-1"
        autoComplete="off"
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="submit" isLoading={invite.isPending} className={error ? 'sm:mb-7' : undefined}>
        {t.invite}
      </Button>
    </form>
  );
}
