import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { PlayersPanel } from '../../features/players/players-panel.tsx';
import { AddressSettings } from '../../features/secret-santas/address-settings.tsx';
import { OrganisersCard } from '../../features/co-organisers/organisers-card.tsx';

/**
 * 'Participants' tab: players and their invitations, then whether addresses are asked and who
 * sees them, then who organises the event (docs/product.md §3.7).
 */
export function ParticipantsTab({ secretSanta }: { secretSanta: SecretSanta }) {
  return (
    <div className="space-y-8">
      <PlayersPanel secretSantaId={secretSanta.id} asksAddress={secretSanta.askAddresses} />
      <AddressSettings secretSanta={secretSanta} />
      <OrganisersCard secretSanta={secretSanta} />
    </div>
  );
}
