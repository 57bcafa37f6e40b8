import { messages } from '../../../shared/messages.ts';
import { ShuffleIcon } from '../../components/icons.tsx';
import { TabPlaceholder } from './tab-placeholder.tsx';

/** 'Tirage' tab: run, reset and notify the draw (to come). */
export function DrawTab() {
  return <TabPlaceholder title={messages.dashboard.drawTab} icon={<ShuffleIcon />} />;
}
