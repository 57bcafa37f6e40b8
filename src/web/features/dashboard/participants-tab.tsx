import { messages } from '../../../shared/messages.ts';
import { UsersIcon } from '../../components/icons.tsx';
import { TabPlaceholder } from './tab-placeholder.tsx';

/** 'Participants' tab: players, invitations (to come). */
export function ParticipantsTab() {
  return <TabPlaceholder title={messages.dashboard.participantsTab} icon={<UsersIcon />} />;
}
