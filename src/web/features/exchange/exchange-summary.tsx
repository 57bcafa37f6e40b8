import { lazy, Suspense, useState } from 'react';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { describeExchange } from '../../../shared/exchange/describe-exchange.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { CalendarIcon } from '../../components/icons.tsx';
import { PencilIcon } from '../../components/organiser-icons.tsx';
import { Button } from '../../components/ui/button.tsx';

const t = organiserMessages.exchange;
const loadExchangeDialog = () => import('./exchange-dialog.tsx');
// The form comes when the organiser opens it (decision 0009).
const ExchangeDialog = lazy(() =>
  loadExchangeDialog().then((m) => ({ default: m.ExchangeDialog })),
);

/**
 * Under the event's name on the dashboard (docs/product.md §3.6): the exchange's date, budget and
 * place as the participants read them, and the button that sets them, before or after the draw.
 */
export function ExchangeSummary({ secretSanta }: { secretSanta: SecretSanta }) {
  const [isOpen, setIsOpen] = useState(false);
  const parts = describeExchange(secretSanta.exchange);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      {parts.length > 0 ? (
        <p className="flex min-w-0 items-start gap-1.5 font-semibold">
          <CalendarIcon className="mt-0.5 shrink-0 text-gold-foreground" />
          <span className="break-words">{parts.join(' · ')}</span>
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        onPointerEnter={() => void loadExchangeDialog()}
        onFocus={() => void loadExchangeDialog()}
        onClick={() => setIsOpen(true)}
      >
        <PencilIcon />
        {parts.length > 0 || secretSanta.exchange.note !== '' ? t.edit : t.add}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ExchangeDialog secretSanta={secretSanta} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
