import { useParams } from 'react-router';
import { InvitationScreen } from '../features/invitations/invitation-screen.tsx';

/** `/invitation/:santaId/:encodedEmail` (docs/product.md §8.5). */
export default function InvitationRoute() {
  const { santaId } = useParams();
  return <InvitationScreen secretSantaId={santaId} />;
}
