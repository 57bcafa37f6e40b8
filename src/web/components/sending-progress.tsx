/**
 * The head of a card following e-mails as they go out: its title, « sent / total » and a
 * progress bar named by the title. The draw e-mails (docs/product.md §6.5) and 'Inviter tout le
 * monde' (§4.6) show it; `headingId` lets the card name other parts by the same title.
 */
export function SendingProgress({
  headingId,
  title,
  progressText,
  sent,
  total,
}: {
  headingId: string;
  title: string;
  progressText: string;
  sent: number;
  total: number;
}) {
  const percent = total > 0 ? Math.round((sent / total) * 100) : 0;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-display text-lg font-bold">
          {title}
        </h3>
        <p className="text-sm font-semibold text-muted-foreground tabular-nums">{progressText}</p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={sent}
        aria-valuetext={progressText}
        className="mt-3 h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-success-foreground transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </>
  );
}
