import { PlayersPanel } from '../players/players-panel.tsx';

/** 'Participants' tab: players and their invitations. */
export function ParticipantsTab({ secretSantaId }: { secretSantaId: string }) {
  return <PlayersPanel secretSantaId={secretSantaId} />;
}
