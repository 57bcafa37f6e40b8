import { cn } from '../../lib/cn.ts';

/** A decorative spinner; pair it with text or aria-busy for screen readers. */
export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={cn('size-5 animate-spin motion-reduce:animate-none', className)}
      aria-hidden="true"
      focusable="false"
    >
      <circle
        cx="12"
        cy="12"
        r="9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        opacity=".25"
      />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * A centred "Chargement…" block while a screen fetches its data. `data-loading` tells the
 * layout to keep its footer out meanwhile (see AppLayout).
 */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      data-loading=""
      className={cn(
        'flex flex-col items-center justify-center gap-3 py-16 text-muted-foreground',
        className,
      )}
    >
      <Spinner className="size-8 text-primary" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
