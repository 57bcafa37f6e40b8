import { avatarBySrc, initialsOf } from '../../../shared/avatars.ts';
import { CheckIcon } from '../../components/icons.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * A participant's avatar (with its French alt text), or the first two letters of their name
 * when there is no image (SPEC.md §9). The name is always written beside it, so the initials
 * and the "gift received" check are hidden from assistive technology.
 */
export function ParticipantAvatar({
  name,
  imageUrl,
  hasReceivedGift = false,
  className,
}: {
  name: string;
  imageUrl: string;
  hasReceivedGift?: boolean;
  className?: string;
}) {
  const avatar = imageUrl ? avatarBySrc(imageUrl) : undefined;
  return (
    <span className={cn('relative inline-block size-14 shrink-0', className)}>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt={avatar?.alt ?? ''}
          width={96}
          height={96}
          decoding="async"
          className="size-full rounded-full bg-muted object-contain p-1 ring-2 ring-border"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-full place-items-center rounded-full bg-accent font-display text-lg font-bold text-accent-foreground ring-2 ring-border"
        >
          {initialsOf(name)}
        </span>
      )}
      {hasReceivedGift ? (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -bottom-0.5 grid size-5 place-items-center rounded-full bg-success-foreground text-[0.7rem] text-card ring-2 ring-card"
        >
          <CheckIcon strokeWidth={3} />
        </span>
      ) : null}
    </span>
  );
}
