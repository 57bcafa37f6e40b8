import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { PlayersPanel } from '../players/players-panel.tsx';
import { AddressSharingSetting } from '../secret-santas/address-sharing-setting.tsx';

/** 'Participants' tab: players and their invitations, then who sees their addresses. */
export function ParticipantsTab({ secretSanta }: { secretSanta: SecretSanta }) {
  return (
    <div className="space-y-8">
      <PlayersPanel secretSantaId={secretSanta.id} />
      <AddressSharingSetting secretSanta={secretSanta} />
    </div>
  );
}
