import type { ConstraintGraph } from './constraint-graph.ts';

/**
 * A rule on the shape of the draw, beyond who may give to whom (docs/product.md §6.1):
 * - `no-mutual`: no two people give to each other (every cycle of the draw has 3 people or more);
 * - `single-circle`: the draw is one cycle through everyone (for 3 people or more this
 *   implies `no-mutual`; with 2 it is their exchange).
 */
export type CycleRule = 'no-mutual' | 'single-circle';

/**
 * A draw under a rule, none (proven), or none found within the search's budgets (see
 * build-draw-under-rule.ts and, for where the guarantee stops, docs/decisions/0004-draw-engine.md).
 */
export type DrawUnderRule =
  { kind: 'found'; receiverOfGiver: Int32Array } | { kind: 'none' } | { kind: 'not-found' };

/** Forbidden pairs per person, self excluded: as a giver (`out`), as a receiver (`in`). */
interface ForbiddenDegrees {
  maxOut: number;
  maxIn: number;
  /** The largest out + in of one person. */
  maxTotal: number;
}

/** O(n + forbidden pairs). */
function measureForbiddenDegrees(graph: ConstraintGraph): ForbiddenDegrees {
  const size = graph.size;
  const inCount = new Int32Array(size);
  let maxOut = 0;
  for (let giver = 0; giver < size; giver++) {
    const begin = graph.forbiddenStart[giver] as number;
    const end = graph.forbiddenStart[giver + 1] as number;
    maxOut = Math.max(maxOut, end - begin - 1);
    for (let index = begin; index < end; index++) {
      const receiver = graph.forbiddenReceivers[index] as number;
      if (receiver !== giver) inCount[receiver] = (inCount[receiver] as number) + 1;
    }
  }
  let maxIn = 0;
  let maxTotal = 0;
  for (let person = 0; person < size; person++) {
    const out =
      (graph.forbiddenStart[person + 1] as number) - (graph.forbiddenStart[person] as number) - 1;
    maxIn = Math.max(maxIn, inCount[person] as number);
    maxTotal = Math.max(maxTotal, out + (inCount[person] as number));
  }
  return { maxOut, maxIn, maxTotal };
}

/**
 * Whether a draw under `rule` is certain to exist once a perfect matching does, and the
 * construction of build-draw-under-rule.ts certain to find it (proofs in
 * docs/decisions/0004-draw-engine.md):
 * - `no-mutual`: no giver has more than `maxOut` forbidden receivers and no receiver more
 *   than `maxIn` forbidden givers; when maxOut + maxIn < n − 2, any two people who give
 *   to each other can be split by exchanging one's receiver with a third person's.
 * - `single-circle`: each person is in at most D forbidden pairs (as giver or receiver); when
 *   n > 2D, any cycle of a cycle cover can be merged with another by exchanging two receivers.
 */
export function isDrawUnderRuleGuaranteed(graph: ConstraintGraph, rule: CycleRule): boolean {
  const size = graph.size;
  const degrees = measureForbiddenDegrees(graph);
  if (rule === 'no-mutual') return size >= 3 && degrees.maxOut + degrees.maxIn < size - 2;
  return size >= 3 && size > 2 * degrees.maxTotal;
}
