import { JournalPanel } from '../../features/co-organisers/journal-panel.tsx';

/** 'Historique' tab: who did what in the event, and when (docs/product.md §3.8). */
export function HistoryTab({ secretSantaId }: { secretSantaId: string }) {
  return <JournalPanel secretSantaId={secretSantaId} />;
}
