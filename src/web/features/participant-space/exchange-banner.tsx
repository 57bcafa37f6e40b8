import { useState } from 'react';
import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import { hasExchangeDetails } from '../../../shared/exchange/describe-exchange.ts';
import { messages } from '../../../shared/messages.ts';
import { ExchangeLine } from '../../components/exchange-line.tsx';
import { CalendarIcon } from '../../components/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';

// Fetched when pressed: the space's first download has a budget (decision 0009).
const loadDownloadCalendar = () => import('./api/download-calendar.ts');
import type { ParticipantAccess } from './api/participant-request.ts';

const t = messages.exchange;

/**
 * The top of the space (docs/product.md §3.6): « Échange le samedi 19 décembre 2026 à 15 h ·
 * Budget 30 € · Chez Mamie », the organiser's word, and 'Ajouter à mon agenda' once there is
 * a date. Nothing when the organiser has said nothing yet.
 */
export function ExchangeBanner({
  access,
  secretSanta,
  canDownload,
}: {
  access: ParticipantAccess;
  secretSanta: ParticipantSpace['secretSanta'];
  /** Not from the copy kept offline: the file is asked of the server. */
  canDownload: boolean;
}) {
  const [isDownloading, setIsDownloading] = useState(false);
  const { exchange } = secretSanta;
  if (!hasExchangeDetails(exchange)) return null;

  const onDownload = async () => {
    setIsDownloading(true);
    try {
      await (await loadDownloadCalendar()).downloadCalendar(access);
    } catch {
      // Its code could not be downloaded (offline): said as any unreachable server is.
      toast.error(messages.app.networkError);
    } finally {
      setIsDownloading(false);
    }
  };

  return (
    <section
      aria-label={t.sectionLabel}
      className="rounded-2xl border border-gold/50 bg-gold/10 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ExchangeLine exchange={exchange} />
        {exchange.date !== null && canDownload ? (
          <Button
            variant="outline"
            size="sm"
            isLoading={isDownloading}
            onClick={() => void onDownload()}
          >
            {isDownloading ? null : <CalendarIcon />}
            {t.addToCalendar}
          </Button>
        ) : null}
      </div>
      {exchange.note !== '' ? (
        <p className="mt-3 text-sm break-words whitespace-pre-line">
          <span className="font-semibold">{t.organiserNote(secretSanta.organiserName)}</span>
          {messages.format.colon}
          {exchange.note}
        </p>
      ) : null}
    </section>
  );
}
