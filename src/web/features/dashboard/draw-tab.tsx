import { DrawPanel } from '../draw/draw-panel.tsx';

/**
 * 'Tirage' tab: run, reset and notify this year's draw.
 */
export function DrawTab({ secretSantaId }: { secretSantaId: string }) {
  return <DrawPanel secretSantaId={secretSantaId} />;
}
