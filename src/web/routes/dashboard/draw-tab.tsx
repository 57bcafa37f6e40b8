import { DrawPanel } from '../../features/draw/draw-panel.tsx';
import { useUnsavedRestrictions } from '../../features/restrictions/restrictions-working-copy.ts';

/**
 * 'Tirage' tab: run, reset and notify this year's draw. It knows of the Restrictions tab's
 * unsaved work, which the draw waits for (docs/product.md §6.2).
 */
export function DrawTab({ secretSantaId }: { secretSantaId: string }) {
  const unsavedRestrictions = useUnsavedRestrictions(secretSantaId);
  return <DrawPanel secretSantaId={secretSantaId} unsavedRestrictions={unsavedRestrictions} />;
}
