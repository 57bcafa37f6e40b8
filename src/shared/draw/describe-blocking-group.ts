import { organiserMessages } from '../organiser-messages.ts';
import { DRAW_MESSAGES } from './draw-messages.ts';

/**
 * Says, with people's names, why no draw exists (organiserMessages.draw.blockingGroup):
 * "Chloé, Denis et Emma ne peuvent offrir qu'à Alice et Bruno." Names are used in the order
 * given.
 */
export function describeBlockingGroup(group: {
  giverNames: readonly string[];
  receiverNames: readonly string[];
}): string {
  const { giverNames, receiverNames } = group;
  if (giverNames.length === 0) {
    throw new Error('describeBlockingGroup: a blocking group has at least one giver');
  }
  return organiserMessages.draw.blockingGroup(giverNames, receiverNames);
}

/** The whole message shown to the organiser when no valid draw exists. */
export function describeInfeasibleDraw(group: {
  giverNames: readonly string[];
  receiverNames: readonly string[];
}): string {
  return `${DRAW_MESSAGES.infeasible} ${describeBlockingGroup(group)}`;
}
