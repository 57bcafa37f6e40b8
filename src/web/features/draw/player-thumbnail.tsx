import { initialsOf } from '../../../shared/avatars.ts';
import { cn } from '../../lib/cn.ts';

/** A small decorative avatar next to a name (the name says who it is). */
export function PlayerThumbnail({
  name,
  imageUrl,
  className,
}: {
  name: string;
  imageUrl: string;
  className?: string;
}) {
  return imageUrl ? (
    <img
      src={imageUrl}
      alt=""
      width={36}
      height={36}
      loading="lazy"
      decoding="async"
      className={cn('size-9 shrink-0 rounded-full bg-muted object-contain p-0.5', className)}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-full bg-accent font-display text-sm font-bold text-accent-foreground',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
