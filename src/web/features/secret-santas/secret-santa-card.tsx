import { useId } from 'react';
import type {
  SecretSanta,
  SecretSantaProgress,
  SecretSantaSummary,
} from '../../../shared/contracts/secret-santa.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { CalendarIcon, GiftIcon, StarIcon, UsersIcon } from '../../components/icons.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { ArrowRightIcon, TrashIcon } from '../../components/organiser-icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { isApiClientError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { toast } from '../../lib/toast.ts';
import { useDeleteSecretSanta } from './api/delete-secret-santa.ts';

const t = organiserMessages.secretSantas;

const accents = [
  'bg-primary text-primary-foreground',
  'bg-secondary text-secondary-foreground',
  'bg-gold text-[#3d2a00]',
] as const;

/** Where the event stands this edition (docs/product.md §3.1), in one line. */
function progressText(progress: SecretSantaProgress): string {
  const step = !progress.drawn
    ? t.progressToDraw
    : !progress.notified
      ? t.progressNotNotified
      : t.progressGifts(progress.giftsReceived, progress.players);
  return `${t.playerCount(progress.players)} · ${step}`;
}

/** One event in the list: name, creation date, progress, 'Supprimer' (confirmed) and 'Accéder'. */
export function SecretSantaCard({
  secretSanta,
  index,
  onOpen,
}: {
  secretSanta: SecretSantaSummary;
  index: number;
  onOpen: (secretSanta: SecretSanta) => void;
}) {
  const titleId = useId();
  const deleteSecretSanta = useDeleteSecretSanta();
  // A co-organiser's event is its owner's to delete (docs/product.md §3.7).
  const isOwner = useCurrentUser()?.id === secretSanta.adminId;

  // mutateAsync, not mutate(…, callbacks): the card unmounts as soon as the list drops
  // the deleted event, and per-call callbacks of an unmounted component never run.
  const onDelete = async () => {
    try {
      await deleteSecretSanta.mutateAsync(secretSanta.id);
      toast.success(t.deletedTitle, { description: t.deletedText(secretSanta.name) });
    } catch (error) {
      if (isApiClientError(error) && error.status === 401) {
        toast.error(t.errorTitle, { description: t.mustBeSignedInToDelete });
        return;
      }
      toast.error(t.errorTitle, {
        description: isApiClientError(error) ? t.deleteFailedWith(error.message) : t.deleteFailed,
      });
    }
  };

  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex flex-col overflow-hidden rounded-2xl border bg-card p-5 shadow-sm shadow-black/5 transition-shadow hover:shadow-md dark:shadow-black/30"
    >
      <div className="mb-6 flex items-start gap-4">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-12 shrink-0 place-items-center rounded-xl text-2xl shadow-sm',
            accents[index % accents.length],
          )}
        >
          <GiftIcon />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-display text-lg leading-snug font-bold break-words">
            {secretSanta.name}
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarIcon className="shrink-0" />
            {t.createdOn(formatLongDate(secretSanta.createdAt))}
          </p>
          {secretSanta.completed ? null : (
            <p className="mt-1 text-sm font-medium">{progressText(secretSanta.progress)}</p>
          )}
          {isOwner ? null : (
            <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-0.5 text-xs font-semibold">
              <UsersIcon className="size-3" />
              {organiserMessages.organisers.coOrganisedBadge}
            </p>
          )}
          {secretSanta.completed ? (
            <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success-foreground">
              <StarIcon className="size-3" />
              {t.completedBadge}
            </p>
          ) : null}
        </div>
      </div>
      {/* 'Accéder' is the card's action; deleting sits apart, quieter (docs/product.md §3.1). */}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-4">
        {isOwner ? (
          <ConfirmDialog
            trigger={
              <Button
                variant="ghost"
                className="-ml-2 text-destructive hover:bg-destructive-soft"
                isLoading={deleteSecretSanta.isPending}
              >
                {deleteSecretSanta.isPending ? null : <TrashIcon />}
                {t.delete}
              </Button>
            }
            title={t.deleteConfirmTitle}
            description={t.deleteConfirmText(secretSanta.name)}
            cancelLabel={t.cancel}
            confirmLabel={t.delete}
            onConfirm={() => void onDelete()}
          />
        ) : (
          <span />
        )}
        <Button onClick={() => onOpen(secretSanta)}>
          {t.open}
          <ArrowRightIcon />
        </Button>
      </div>
    </article>
  );
}
