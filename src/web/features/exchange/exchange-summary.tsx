import { lazy, Suspense, useState } from 'react';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { hasExchangeDetails } from '../../../shared/exchange/describe-exchange.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { ExchangeLine } from '../../components/exchange-line.tsx';
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
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <ExchangeLine exchange={secretSanta.exchange} />
      <Button
        variant="outline"
        size="sm"
        onPointerEnter={() => void loadExchangeDialog()}
        onFocus={() => void loadExchangeDialog()}
        onClick={() => setIsOpen(true)}
      >
        <PencilIcon />
        {hasExchangeDetails(secretSanta.exchange) ? t.edit : t.add}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ExchangeDialog secretSanta={secretSanta} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
