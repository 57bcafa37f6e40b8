import { lazy, Suspense, useState } from 'react';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { hasExchangeDetails } from '../../../shared/exchange/describe-exchange.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { ExchangeLine } from '../../components/exchange-line.tsx';
import { SendIcon } from '../../components/icons.tsx';
import { PencilIcon } from '../../components/organiser-icons.tsx';
import { Button } from '../../components/ui/button.tsx';

const t = organiserMessages.exchange;
const loadExchangeDialog = () => import('./exchange-dialog.tsx');
// The form comes when the organiser opens it (decision 0009).
const ExchangeDialog = lazy(() =>
  loadExchangeDialog().then((m) => ({ default: m.ExchangeDialog })),
);
const loadAnnouncementDialog = () => import('./announcement-dialog.tsx');
const AnnouncementDialog = lazy(() =>
  loadAnnouncementDialog().then((m) => ({ default: m.AnnouncementDialog })),
);

/**
 * Under the event's name on the dashboard (docs/product.md §3.6): the exchange's date, budget and
 * place as the participants read them, and the button that sets them, before or after the draw.
 */
export function ExchangeSummary({ secretSanta }: { secretSanta: SecretSanta }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isWriting, setIsWriting] = useState(false);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <ExchangeLine exchange={secretSanta.exchange} />
      {/* max-w-full: a long label (Spanish) wraps on a phone instead of leaving the screen. */}
      <Button
        variant="outline"
        size="sm"
        className="max-w-full"
        onPointerEnter={() => void loadExchangeDialog()}
        onFocus={() => void loadExchangeDialog()}
        onClick={() => setIsOpen(true)}
      >
        <PencilIcon />
        {hasExchangeDetails(secretSanta.exchange) ? t.edit : t.add}
      </Button>
      {/* « Écrire à tous » (docs/product.md §4.11): until the exchange is over. */}
      {secretSanta.completed ? null : (
        <Button
          variant="outline"
          size="sm"
          className="max-w-full"
          onPointerEnter={() => void loadAnnouncementDialog()}
          onFocus={() => void loadAnnouncementDialog()}
          onClick={() => setIsWriting(true)}
        >
          <SendIcon />
          {organiserMessages.announcements.open}
        </Button>
      )}
      {isWriting ? (
        <Suspense fallback={null}>
          <AnnouncementDialog secretSantaId={secretSanta.id} onClose={() => setIsWriting(false)} />
        </Suspense>
      ) : null}
      {isOpen ? (
        <Suspense fallback={null}>
          <ExchangeDialog secretSanta={secretSanta} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
