import type { DrawState, MailStatus } from '../../../shared/contracts/draw.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { AlertIcon, CheckIcon, SendIcon } from '../../components/icons.tsx';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDay, formatTime } from '../../lib/format-date.ts';
import type { VirtualList } from '../../lib/use-virtual-list.ts';

const t = organiserMessages.draw;

/**
 * One participant's draw e-mail in the sending list: whether it left, why a try failed and
 * when the next one is due, whether their link was opened, and 'Renvoyer'.
 */
export function NotificationRow({
  rowProps,
  index,
  count,
  name,
  imageUrl,
  entry,
  isResending,
  onResend,
}: {
  rowProps: ReturnType<VirtualList['rowProps']>;
  index: number;
  count: number;
  name: string;
  imageUrl: string;
  entry: DrawState['notifications']['players'][number];
  isResending: boolean;
  onResend: () => void;
}) {
  const lastError = entry.status === 'sent' ? null : entry.lastError;
  return (
    <li
      {...rowProps}
      aria-setsize={count}
      aria-posinset={index + 1}
      // The first row's line is there but unseen: every row is as tall as the others,
      // which the list guesses from the first (use-virtual-list.ts).
      className={cn('flex items-center gap-3 border-t py-3', index === 0 && 'border-t-transparent')}
    >
      <PersonAvatar name={name} imageUrl={imageUrl} size="sm" isDecorative />
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{name}</p>
        <p className="text-xs text-muted-foreground">
          {entry.openedOn === null ? t.linkNotOpened : t.linkOpened(formatDay(entry.openedOn))}
        </p>
        {entry.nextAttemptAt === null ? null : (
          <p className="text-xs font-medium">{t.nextAttempt(formatTime(entry.nextAttemptAt))}</p>
        )}
        {lastError ? (
          <p className="line-clamp-2 text-xs break-words text-muted-foreground" title={lastError}>
            {lastError}
          </p>
        ) : null}
      </div>
      <MailStatusChip
        status={entry.status}
        label={entry.undelivered ? t.mailUndelivered : chipLabels[entry.status]}
        lastError={lastError}
      />
      <Button
        variant="outline"
        size="sm"
        data-item-index={index}
        aria-label={t.resendTo(name)}
        isLoading={isResending}
        onClick={onResend}
      >
        {isResending ? null : <SendIcon />}
        <span className="max-sm:sr-only">{t.resend}</span>
      </Button>
    </li>
  );
}

const chipTones = {
  sent: 'border-success-foreground/30 bg-success-soft text-success-foreground',
  pending: 'border-gold/60 bg-gold/15 text-gold-foreground',
  failed: 'border-destructive/35 bg-destructive-soft text-destructive',
} as const satisfies Record<MailStatus, string>;

const chipLabels = {
  sent: t.mailSent,
  pending: t.mailPending,
  failed: t.mailFailed,
} as const satisfies Record<MailStatus, string>;

function MailStatusChip({
  status,
  label,
  lastError,
}: {
  status: MailStatus;
  label: string;
  lastError: string | null;
}) {
  return (
    <span
      title={lastError ?? undefined}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        chipTones[status],
      )}
    >
      {status === 'sent' ? (
        <CheckIcon strokeWidth={3} />
      ) : status === 'pending' ? (
        <Spinner className="size-3" />
      ) : (
        <AlertIcon />
      )}
      {label}
    </span>
  );
}
