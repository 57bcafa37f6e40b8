import { avatarBySrc, initialsOf } from '../../shared/avatars.ts';
import { messages } from '../../shared/messages.ts';
import { cn } from '../lib/cn.ts';
import { CheckIcon } from './icons.tsx';

/** 'sm' sits in a list row next to the name; 'md' heads a card (grow it with className). */
type PersonAvatarSize = 'sm' | 'md';

const sizeStyles = {
  sm: {
    box: 'size-9',
    image: 'p-0.5',
    initials: 'text-sm',
  },
  md: {
    box: 'size-14',
    image: 'p-1 ring-2 ring-border',
    initials: 'text-lg ring-2 ring-border',
  },
} as const satisfies Record<PersonAvatarSize, Record<string, string>>;

/** Intrinsic size of the image: the largest the avatars are drawn (`size-24`). */
const IMAGE_PIXELS = 96;

/**
 * A person's avatar, with its French alt text from the catalogue, or the first two letters of
 * their name when there is no image (docs/product.md §4.2). The name is always written beside
 * it, so the initials and the status marks are hidden from assistive technology: a badge says
 * the same in words. `isDecorative` empties the alt too, where the avatar sits inside a control (a button,
 * a checkbox's label) whose accessible name must stay the person's name alone.
 */
export function PersonAvatar({
  name,
  imageUrl,
  size = 'md',
  isDecorative = false,
  isInvited = false,
  hasReceivedGift = false,
  loading = 'lazy',
  className,
}: {
  name: string;
  imageUrl: string;
  size?: PersonAvatarSize;
  isDecorative?: boolean;
  /** A green dot (the invitation e-mail went out); the check below wins over it. */
  isInvited?: boolean;
  /** A green check (the person said their gift arrived). */
  hasReceivedGift?: boolean;
  /** 'eager' where the avatar heads the page. */
  loading?: 'lazy' | 'eager';
  className?: string;
}) {
  const styles = sizeStyles[size];
  const avatar = isDecorative ? undefined : avatarBySrc(imageUrl);
  const alt = avatar ? messages.avatars[avatar.id] : '';
  return (
    <span className={cn('relative inline-block shrink-0', styles.box, className)}>
      {imageUrl ? (
        <img
          src={imageUrl}
          alt={alt}
          width={IMAGE_PIXELS}
          height={IMAGE_PIXELS}
          loading={loading}
          decoding="async"
          className={cn('size-full rounded-full bg-muted object-contain', styles.image)}
        />
      ) : (
        <span
          aria-hidden="true"
          className={cn(
            'grid size-full place-items-center rounded-full bg-accent font-display font-bold text-accent-foreground',
            styles.initials,
          )}
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
