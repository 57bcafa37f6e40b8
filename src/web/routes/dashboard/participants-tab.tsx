import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { PlayersPanel } from '../../features/players/players-panel.tsx';
import { AddressSettings } from '../../features/secret-santas/address-settings.tsx';

/** 'Participants' tab: players and their invitations, then whether addresses are asked and who sees them. */
export function ParticipantsTab({ secretSanta }: { secretSanta: SecretSanta }) {
  return (
    <div className="space-y-8">
      <PlayersPanel secretSantaId={secretSanta.id} asksAddress={secretSanta.askAddresses} />
      <AddressSettings secretSanta={secretSanta} />
    </div>
  );
}
