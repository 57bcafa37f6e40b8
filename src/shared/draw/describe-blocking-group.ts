import { DRAW_MESSAGES } from './draw-messages.ts';

/**
 * Says, in French and with people's names, why no draw exists:
 * "Chloé, Denis et Emma ne peuvent offrir qu'à Alice et Bruno.",
 * "Chloé ne peut offrir qu'à Alice.", "Chloé et Denis ne peuvent offrir à personne."
 * Names are used in the order given.
 */
export function describeBlockingGroup(group: {
  giverNames: readonly string[];
  receiverNames: readonly string[];
}): string {
  const { giverNames, receiverNames } = group;
  if (giverNames.length === 0) {
    throw new Error('describeBlockingGroup: a blocking group has at least one giver');
  }
  const verb = giverNames.length === 1 ? 'ne peut' : 'ne peuvent';
  const whom =
    receiverNames.length === 0 ? 'offrir à personne' : `offrir qu'à ${joinFrenchList(receiverNames)}`;
  return `${joinFrenchList(giverNames)} ${verb} ${whom}.`;
}

/** The whole message shown to the organiser when no valid draw exists. */
export function describeInfeasibleDraw(group: {
  giverNames: readonly string[];
  receiverNames: readonly string[];
}): string {
  return `${DRAW_MESSAGES.infeasible} ${describeBlockingGroup(group)}`;
}

/** "Alice", "Alice et Bruno", "Alice, Bruno et Chloé" (no Oxford comma in French). */
export function joinFrenchList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} et ${items[items.length - 1] as string}`;
}
