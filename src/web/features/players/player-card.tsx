import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { GiftIcon, MailIcon, MapPinIcon, UsersIcon } from '../../components/icons.tsx';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { PencilIcon, TrashIcon } from '../../components/organiser-icons.tsx';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { CardPlace } from './player-card-grid.tsx';
import type { PlayerStatus } from './player-status.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { InviteButton } from './invite-button.tsx';

const t = { ...messages.players, ...organiserMessages.participantsTab };
const change = organiserMessages.drawChange;

/**
 * How a player leaves (docs/product.md §4.5, §6.8): deleted before the draw (or when in no
 * pair of it), withdrawn from the draw after it, and not at all once the exchange is finished,
 * which the dialog then explains.
 */
export type Removal =
  { kind: 'delete' } | { kind: 'withdraw' } | { kind: 'refused'; reason: string };

/**
 * One participant: avatar, name, their one state, e-mail, address and gift ideas, with
 * 'Envoyer son lien' (or 'Renvoyer son lien'), edit and delete (or withdraw).
 */
export function PlayerCard({
  secretSantaId,
  player,
  isRemoving,
  onEdit,
  onRemove,
  removal,
  status,
  place,
  carerName,
}: {
  secretSantaId: string;
  /** Who looks after this player, who has no e-mail of their own (docs/product.md §4.10). */
  carerName?: string | undefined;
  /** Where the card sits in the list of all of them. */
  place?: CardPlace;
  player: Player;
  isRemoving: boolean;
  removal: Removal;
  status: PlayerStatus;
  onEdit: (player: Player) => void;
  onRemove: (player: Player) => void;
}) {
  const titleId = useId();
  const editLabel = t.edit(player.name);
  const isDelete = removal.kind === 'delete';
  const removeLabel = isDelete ? t.remove(player.name) : change.withdrawLabel(player.name);

  return (
    <article
      aria-labelledby={titleId}
      {...place}
      className={cn(
        'flex h-full flex-col rounded-2xl border bg-card p-5 text-card-foreground shadow-sm shadow-black/5 transition-shadow hover:shadow-md dark:shadow-black/30',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        isRemoving && 'opacity-60',
      )}
    >
      <div className="flex items-start gap-4">
        <PersonAvatar
          name={player.name}
          imageUrl={player.imageUrl}
          isInvited={player.invited}
          hasReceivedGift={player.giftReceived}
        />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-display text-lg leading-snug font-bold break-words">
            {player.name}
          </h3>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
          </div>
          {status.note === undefined ? null : (
            <p className="mt-2 text-sm font-medium text-destructive">{status.note}</p>
          )}
          {player.nameTakenAtSignUp === null ? null : (
            <p className="mt-2 text-sm font-medium text-gold-foreground">
              {t.nameTakenAtSignUp(player.nameTakenAtSignUp)}
            </p>
          )}
        </div>
      </div>

      <dl className="mt-4 mb-5 space-y-2.5 text-sm">
        <Detail icon={<MailIcon />} label={t.emailLabel}>
          <span className="break-all">{player.email ?? t.caredBy(carerName ?? '')}</span>
        </Detail>
        {player.address ? (
          <Detail icon={<MapPinIcon />} label={t.addressLabel}>
            <span className="whitespace-pre-line">{player.address}</span>
          </Detail>
        ) : null}
        {player.giftIdeas ? (
          <Detail icon={<GiftIcon />} label={t.giftIdeasLabel}>
            <span className="line-clamp-2 whitespace-pre-line" title={player.giftIdeas}>
              {player.giftIdeas}
            </span>
          </Detail>
        ) : null}
        {player.group ? (
          <Detail icon={<UsersIcon />} label={t.groupLabel}>
            <span className="break-words">{player.group}</span>
          </Detail>
        ) : null}
      </dl>

      {/* Labels on the buttons themselves, 44 px high: a touch screen shows no tooltip. */}
      {/* 'Retirer du tirage' is longer than 'Supprimer': 'Modifier' then takes only its width,
          and both pad less, so that it holds on one line on a phone. */}
      <div
        className={cn(
          'mt-auto grid gap-2 border-t pt-4',
          isDelete ? 'grid-cols-2' : 'grid-cols-[auto_minmax(0,1fr)] [&>button]:px-3',
        )}
      >
        <InviteButton secretSantaId={secretSantaId} player={player} className="col-span-2" />
        <Button variant="outline" aria-label={editLabel} onClick={() => onEdit(player)}>
          <PencilIcon />
          {t.editShort}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="destructive" aria-label={removeLabel} isLoading={isRemoving}>
              {isRemoving ? null : <TrashIcon />}
              {isDelete ? t.deleteConfirm : change.withdraw}
            </Button>
          }
          {...(removal.kind === 'delete'
            ? {
                title: t.deleteConfirmTitle,
                description: t.deleteConfirmText,
                cancelLabel: t.cancel,
                confirmLabel: t.deleteConfirm,
              }
            : removal.kind === 'withdraw'
              ? {
                  title: change.withdrawTitle(player.name),
                  description: change.withdrawText(player.name),
                  cancelLabel: t.cancel,
                  confirmLabel: change.withdrawConfirm,
                }
              : {
                  title: change.withdrawTitle(player.name),
                  description: removal.reason,
                  cancelLabel: t.close,
                })}
          onConfirm={() => onRemove(player)}
        />
      </div>
    </article>
  );
}

const badgeTones: Record<PlayerStatus['tone'], string> = {
  pending: 'border-gold/60 bg-gold/15 text-gold-foreground',
  done: 'border-success-foreground/30 bg-success-soft text-success-foreground',
  failed: 'border-destructive/40 bg-destructive-soft text-destructive',
};

function StatusBadge({ tone, children }: { tone: keyof typeof badgeTones; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        badgeTones[tone],
      )}
    >
      {children}
    </span>
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-2.5">
      <dt className="mt-0.5 shrink-0 text-base text-muted-foreground">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 flex-1 leading-relaxed">{children}</dd>
    </div>
  );
}
