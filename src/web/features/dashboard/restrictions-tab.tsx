import { messages } from '../../../shared/messages.ts';
import { BanIcon } from '../../components/icons.tsx';
import { TabPlaceholder } from './tab-placeholder.tsx';

/** 'Restrictions' tab: who cannot give to whom (to come). */
export function RestrictionsTab() {
  return <TabPlaceholder title={messages.dashboard.restrictionsTab} icon={<BanIcon />} />;
}
