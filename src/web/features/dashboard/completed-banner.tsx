import { messages } from '../../../shared/messages.ts';
import { StarIcon } from '../../components/icons.tsx';

/** Shown when every participant has confirmed receipt of their gift. */
export function CompletedBanner() {
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-2xl border border-gold/60 bg-success-soft px-4 py-3 text-sm font-semibold text-success-foreground"
    >
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-gold text-base text-[#3d2a00]">
        <StarIcon />
      </span>
      <p>{messages.dashboard.completedBanner}</p>
    </div>
  );
}
