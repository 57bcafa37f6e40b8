import { useEffect, useState } from 'react';
import type { ExchangeDetails } from '../../shared/exchange/exchange-details.ts';
import { describeExchange } from '../../shared/exchange/describe-exchange.ts';
import { messages } from '../../shared/messages.ts';
import { CalendarIcon } from './icons.tsx';

/**
 * « Échange le samedi 19 décembre 2026 à 15 h (heure de Paris) · Budget 30 € · Chez Mamie »
 * (docs/product.md §3.6), as the dashboard, the participant space and the sign-up page show it,
 * and under it the same time where the reader's browser is, when its clocks say another hour;
 * nothing when none of it is set.
 */
export function ExchangeLine({ exchange }: { exchange: ExchangeDetails }) {
  const parts = describeExchange(exchange);
  const forReader = useTimeForReader(exchange);
  if (parts.length === 0) return null;
  return (
    <p className="flex min-w-0 items-start gap-2 font-semibold">
      <CalendarIcon className="mt-0.5 shrink-0 text-gold-foreground" />
      <span className="break-words">
        {parts.join(' · ')}
        {forReader ? (
          <span className="block text-sm font-normal text-muted-foreground">{forReader}</span>
        ) : null}
      </span>
    </p>
  );
}

/**
 * 'Soit samedi 19 décembre 2026 à 9 h à New York', or null. Worked out after the first paint,
 * with code loaded then: the time-zone arithmetic builds Intl objects, which a phone pays for
 * at the first paint (decision 0009). Offline, the code may not load: the event's own time stays.
 */
function useTimeForReader({ date, time, timeZone }: ExchangeDetails): string | null {
  const key = `${date} ${time} ${timeZone}`;
  // Kept with the time it was worked out for: a changed time shows none until it is done.
  const [worked, setWorked] = useState<{ key: string; line: string | null } | null>(null);
  useEffect(() => {
    if (date === null || time === null) return;
    let isCurrent = true;
    import('../../shared/exchange/reader-time.ts')
      .then(({ exchangeTimeForReader }) => {
        const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
        const line = exchangeTimeForReader({ date, time, timeZone }, readerZone, messages);
        if (isCurrent) setWorked({ key: `${date} ${time} ${timeZone}`, line });
      })
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, [date, time, timeZone]);
  return worked?.key === key ? worked.line : null;
}
