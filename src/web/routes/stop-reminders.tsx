import { useParams } from 'react-router';
import { StopRemindersScreen } from '../features/reminders/stop-reminders-screen.tsx';

/** `/stop/:secretSantaId/:token`: a reminder's link to stop the event's reminders (docs/product.md §6.9). */
export default function StopRemindersRoute() {
  const { secretSantaId = '', token = '' } = useParams();
  return <StopRemindersScreen secretSantaId={secretSantaId} token={token} />;
}
