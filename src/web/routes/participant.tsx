import { useParams } from 'react-router';
import { ParticipantSpaceScreen } from '../features/participant-space/participant-space-screen.tsx';

/** `/participant/:secretSantaId/:token?` (docs/product.md §7.1). */
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
