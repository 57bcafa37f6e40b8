import type { ExchangeDetails } from '../../shared/exchange/exchange-details.ts';
import { describeExchange } from '../../shared/exchange/describe-exchange.ts';
import { CalendarIcon } from './icons.tsx';

/**
 * « Échange le samedi 19 décembre 2026 à 15 h · Budget 30 € · Chez Mamie » (docs/product.md
 * §3.6), as the dashboard and the participant space show it; nothing when none of it is set.
 */
export function ExchangeLine({ exchange }: { exchange: ExchangeDetails }) {
  const parts = describeExchange(exchange);
  if (parts.length === 0) return null;
  return (
    <p className="flex min-w-0 items-start gap-2 font-semibold">
      <CalendarIcon className="mt-0.5 shrink-0 text-gold-foreground" />
      <span className="break-words">{parts.join(' · ')}</span>
    </p>
  );
}
