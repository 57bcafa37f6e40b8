import { useParams } from 'react-router';
import { ParticipantSpaceScreen } from '../features/participant-space/participant-space-screen.tsx';

/** `/participant/:secretSantaId/:token?` (SPEC.md §2, DECISIONS.md §2). */
export default function ParticipantRoute() {
  const { secretSantaId = '', token } = useParams();
  return (
    <ParticipantSpaceScreen
      key={`${secretSantaId}/${token ?? ''}`}
      secretSantaId={secretSantaId}
      linkToken={token || null}
    />
  );
}
