import { useParams } from 'react-router';
import { SantaAuthScreen } from '../features/participant-auth/santa-auth-screen.tsx';

/** `/santa-auth/:secretSantaId` (SPEC.md §2). */
export default function SantaAuthRoute() {
  const { secretSantaId = '' } = useParams();
  return <SantaAuthScreen key={secretSantaId} secretSantaId={secretSantaId} />;
}
