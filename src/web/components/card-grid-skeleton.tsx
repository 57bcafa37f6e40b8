import { messages } from '../../shared/messages.ts';
import { cn } from '../lib/cn.ts';

/** Three pulsing cards in the grid of a list that is loading; says 'Chargement…' to readers. */
export function CardGridSkeleton({ cardClassName }: { cardClassName: string }) {
  return (
    <div role="status" aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">{messages.app.loading}</span>
      {[0, 1, 2].map((item) => (
        <div
          key={item}
          aria-hidden="true"
          className={cn(
            'animate-pulse rounded-2xl border bg-card/70 motion-reduce:animate-none',
            cardClassName,
          )}
        />
      ))}
    </div>
  );
}
