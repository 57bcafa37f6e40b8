import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { LoadError } from '../../components/load-error.tsx';
import { useDrawState } from '../../lib/reads/get-draw.ts';
import { RestrictionsPanel } from '../../features/restrictions/restrictions-panel.tsx';
import { useSecretSanta } from '../../lib/reads/get-secret-santa.ts';

/**
 * 'Restrictions' tab: households and who cannot give to whom, editable until this year's draw.
 */
export function RestrictionsTab({ secretSantaId }: { secretSantaId: string }) {
  return <RestrictionsTabContent secretSantaId={secretSantaId} />;
}

function RestrictionsTabContent({ secretSantaId }: { secretSantaId: string }) {
  const draw = useDrawState(secretSantaId);
  const secretSanta = useSecretSanta(secretSantaId);
  if (draw.data === undefined && draw.isError) {
    return (
      <LoadError
        message={organiserMessages.draw.loadFailed}
        onRetry={() => void draw.refetch()}
        className="pt-2"
      />
    );
  }
  return (
    <RestrictionsPanel
      secretSantaId={secretSantaId}
      isLocked={draw.data?.drawn}
      drawRules={secretSanta.data?.drawRules}
    />
  );
}
