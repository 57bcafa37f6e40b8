import { messages } from '../../../shared/messages.ts';
import { cn } from '../../lib/cn.ts';

/** 'Cadeau reçu ✅'. */
export function ReceivedBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border border-success-foreground/30 bg-success-soft px-2.5 py-0.5 text-xs font-semibold text-success-foreground',
        className,
      )}
    >
      {messages.participantSpace.giftReceived}
    </span>
  );
}
