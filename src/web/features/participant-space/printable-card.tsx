import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import { describeExchange } from '../../../shared/exchange/describe-exchange.ts';
import { participantMessages } from '../../../shared/participant-messages.ts';
import { PersonAvatar } from '../../components/person-avatar.tsx';
import { Button } from '../../components/ui/button.tsx';

const t = participantMessages.card;

/** « Imprimer ma carte », under the recipient: prints the card below. */
export function PrintCardButton({ space }: { space: ParticipantSpace }) {
  const [isPrinting, setIsPrinting] = useState(false);
  const printed = useCallback(() => setIsPrinting(false), []);
  return (
    <>
      <Button variant="outline" size="sm" className="mt-4" onClick={() => setIsPrinting(true)}>
        {t.print}
      </Button>
      {isPrinting ? <PrintableCard space={space} onDone={printed} /> : null}
    </>
  );
}

/**
 * « Imprimer ma carte » (docs/product.md §7.8): an A5 sheet, both sides, folded into an A6 card.
 * Outside: the event and whom the card is for; inside: the recipient, their address and ideas
 * when the space shows them, and the exchange. Nothing else of the draw. Only printed: the
 * screen shows the space as it was; the page's print style (styles.css) shows this alone.
 */
export function PrintableCard({ space, onDone }: { space: ParticipantSpace; onDone: () => void }) {
  // `onDone` is stable (the caller's): printed once, when shown.
  useEffect(() => {
    document.body.classList.add('printing-card');
    const done = () => {
      document.body.classList.remove('printing-card');
      onDone();
    };
    window.addEventListener('afterprint', done, { once: true });
    // After the card is in the page and its avatar loaded, so that the print shows it.
    const timer = window.setTimeout(() => window.print());
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', done);
      document.body.classList.remove('printing-card');
    };
  }, [onDone]);

  const recipient = space.recipient;
  if (recipient === null) return null;
  const exchange = describeExchange(space.secretSanta.exchange);
  return createPortal(
    <div className="print-card" data-testid="printable-card">
      <section className="print-card-sheet" aria-label={t.openInSecret}>
        <div className="print-card-half print-card-back">
          <p>{t.howTo}</p>
        </div>
        <div className="print-card-half print-card-front">
          <p className="print-card-event">{space.secretSanta.name}</p>
          <p className="print-card-for">{t.forName(space.me.name)}</p>
          <p>🎁 {t.openInSecret}</p>
        </div>
      </section>
      <section className="print-card-sheet" aria-label={recipient.name}>
        <div className="print-card-half">
          {exchange.map((part) => (
            <p key={part}>{part}</p>
          ))}
          {recipient.address ? (
            <>
              <h3>{t.address}</h3>
              <p className="print-card-text">{recipient.address}</p>
            </>
          ) : null}
        </div>
        <div className="print-card-half print-card-inside">
          <PersonAvatar
            name={recipient.name}
            imageUrl={recipient.imageUrl}
            isDecorative
            loading="eager"
            className="size-24"
          />
          <p className="print-card-recipient">{recipient.name}</p>
          {recipient.giftIdeas ? (
            <>
              <h3>{t.ideas}</h3>
              <p className="print-card-text">{recipient.giftIdeas}</p>
            </>
          ) : null}
        </div>
      </section>
    </div>,
    document.body,
  );
}
