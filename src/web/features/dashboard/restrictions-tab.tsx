import { messages } from '../../../shared/messages.ts';
import { RefreshIcon } from '../../components/icons.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDrawState } from '../draw/api/get-draw.ts';
import { RestrictionsPanel } from '../restrictions/restrictions-panel.tsx';

/**
 * 'Restrictions' tab: who cannot give to whom, editable until this year's draw.
 */
export function RestrictionsTab({ secretSantaId }: { secretSantaId: string }) {
  return <RestrictionsTabContent secretSantaId={secretSantaId} />;
}

function RestrictionsTabContent({ secretSantaId }: { secretSantaId: string }) {
  const draw = useDrawState(secretSantaId);
  if (draw.data === undefined && draw.isError) {
    return (
      <div className="space-y-4 pt-2">
        <Alert tone="error">{messages.draw.loadFailed}</Alert>
        <Button variant="outline" onClick={() => void draw.refetch()}>
          <RefreshIcon />
          {messages.app.retry}
        </Button>
      </div>
    );
  }
  return <RestrictionsPanel secretSantaId={secretSantaId} isLocked={draw.data?.drawn} />;
}
