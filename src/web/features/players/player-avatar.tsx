import { avatarBySrc, initialsOf } from '../../../shared/avatars.ts';
import { CheckIcon } from '../../components/icons.tsx';
import { cn } from '../../lib/cn.ts';

/**
 * The player's avatar (its French alt text), or their initials when there is no image
 * (SPEC.md §9). A green dot says "invited", a green check "gift received"; the card's
 * badge says the same in words, so both marks are hidden from assistive technology.
 */
export function PlayerAvatar({
  name,
  imageUrl,
  isInvited,
  hasReceivedGift,
  className,
}: {
  name: string;
  imageUrl: string;
  isInvited: boolean;
  hasReceivedGift: boolean;
  className?: string;
}) {
  const avatar = imageUrl ? avatarBySrc(imageUrl) : undefined;
  return (
    <span className={cn('relative inline-block size-14 shrink-0', className)}>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt={avatar?.alt ?? ''}
          width={56}
          height={56}
          loading="lazy"
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
      ) : isInvited ? (
        <span
          aria-hidden="true"
          className="absolute right-0 bottom-0 size-3.5 rounded-full bg-success-foreground ring-2 ring-card"
        />
      ) : null}
    </span>
  );
}
