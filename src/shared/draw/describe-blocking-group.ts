import { DRAW_WORDING, type DrawWording } from './draw-messages.ts';

/**
 * Says, with people's names, why no draw exists (`draw.blockingGroup` of the wording):
 * "Chloé, Denis et Emma ne peuvent offrir qu'à Alice et Bruno." Names are used in the order
 * given.
 */
export function describeBlockingGroup(
  group: { giverNames: readonly string[]; receiverNames: readonly string[] },
  wording: DrawWording = DRAW_WORDING,
): string {
  const { giverNames, receiverNames } = group;
  if (giverNames.length === 0) {
    throw new Error('describeBlockingGroup: a blocking group has at least one giver');
  }
  return wording.draw.blockingGroup(giverNames, receiverNames);
}

/** The whole message shown to the organiser when no valid draw exists. */
export function describeInfeasibleDraw(
  group: { giverNames: readonly string[]; receiverNames: readonly string[] },
  wording: DrawWording = DRAW_WORDING,
): string {
  return `${wording.draw.infeasible} ${describeBlockingGroup(group, wording)}`;
}
