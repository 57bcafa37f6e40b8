import { useParams } from 'react-router';
import { SantaAuthScreen } from '../features/participant-auth/santa-auth-screen.tsx';

/** `/santa-auth/:secretSantaId` (docs/product.md §8). */
export default function SantaAuthRoute() {
  const { secretSantaId = '' } = useParams();
  return <SantaAuthScreen key={secretSantaId} secretSantaId={secretSantaId} />;
}
