import { type ConstraintGraph, createConstraintGraph } from './constraint-graph.ts';
import type { CycleRule } from './cycle-rule.ts';
import { joinFrenchList } from './describe-blocking-group.ts';
import { DRAW_MESSAGES } from './draw-messages.ts';
import { findPerfectMatching } from './find-perfect-matching.ts';

/** Above this size the named explanations (O(n²) or a matching per pair) are not tried. */
const MAX_EXPLAINED_SIZE = 3_000;
/** Mutual pairs of the matching checked for being forced. */
const MAX_PAIRS_CHECKED = 20;

/**
 * Why no draw exists under `rule` although the restrictions alone leave one (`start`, a
 * valid draw ignoring the rule), in French and with names where a reason can be named:
 * - `single-circle`: a group that may only give among itself, or that nobody else may give
 *   to (the allowed pairs are not strongly connected, so no circle can pass through all);
 * - `no-mutual`: two people who give to each other in EVERY valid draw (removing either of
 *   their pairs leaves no perfect matching).
 * Otherwise a sentence that says which rule leaves no draw.
 */
export function explainRuleInfeasibility(options: {
  graph: ConstraintGraph;
  rule: CycleRule;
  start: Int32Array;
  names: readonly string[];
}): string {
  const { graph, rule, start, names } = options;
  const nameList = (people: readonly number[]): string =>
    joinFrenchList(people.map((person) => names[person] ?? '?'));
  if (rule === 'single-circle') {
    const group = graph.size <= MAX_EXPLAINED_SIZE ? findClosedGroup(graph) : null;
    if (group === null) return DRAW_MESSAGES.singleCircleImpossible;
    return group.isClosed
      ? DRAW_MESSAGES.singleCircleClosedGroup(nameList(group.members))
      : DRAW_MESSAGES.singleCircleUnreachableGroup(nameList(group.members));
  }
  const pair = graph.size <= MAX_EXPLAINED_SIZE ? findForcedMutualPair(graph, start) : null;
  if (pair === null) return DRAW_MESSAGES.noMutualImpossible;
  return DRAW_MESSAGES.noMutualForcedPair(names[pair[0]] ?? '?', names[pair[1]] ?? '?');
}

/**
 * The smallest strongly connected component of the allowed pairs that no pair leaves
 * (`isClosed`) or that no pair enters, or `null` when everyone can reach everyone.
 * Tarjan's algorithm, iterative, O(n²) on the allowed pairs.
 */
function findClosedGroup(graph: ConstraintGraph): { members: number[]; isClosed: boolean } | null {
  const size = graph.size;
  const component = new Int32Array(size).fill(-1);
  const index = new Int32Array(size).fill(-1);
  const lowLink = new Int32Array(size);
  const onStack = new Uint8Array(size);
  const stack: number[] = [];
  const callStack: { person: number; nextReceiver: number }[] = [];
  let counter = 0;
  let components = 0;
  for (let root = 0; root < size; root++) {
    if (index[root] !== -1) continue;
    callStack.push({ person: root, nextReceiver: 0 });
    index[root] = lowLink[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (callStack.length > 0) {
      const frame = callStack[callStack.length - 1] as { person: number; nextReceiver: number };
      const person = frame.person;
      let descended = false;
      while (frame.nextReceiver < size) {
        const receiver = frame.nextReceiver++;
        if (graph.isForbidden(person, receiver)) continue;
        if (index[receiver] === -1) {
          index[receiver] = lowLink[receiver] = counter++;
          stack.push(receiver);
          onStack[receiver] = 1;
          callStack.push({ person: receiver, nextReceiver: 0 });
          descended = true;
          break;
        }
        if (onStack[receiver] === 1)
          lowLink[person] = Math.min(lowLink[person] as number, index[receiver] as number);
      }
      if (descended) continue;
      callStack.pop();
      const parent = callStack[callStack.length - 1];
      if (parent !== undefined) {
        lowLink[parent.person] = Math.min(
          lowLink[parent.person] as number,
          lowLink[person] as number,
        );
      }
      if (lowLink[person] === index[person]) {
        for (;;) {
          const member = stack.pop() as number;
          onStack[member] = 0;
          component[member] = components;
          if (member === person) break;
        }
        components++;
      }
    }
  }
  if (components === 1) return null;

  const hasExit = new Uint8Array(components);
  const hasEntry = new Uint8Array(components);
  const sizes = new Int32Array(components);
  for (let giver = 0; giver < size; giver++) {
    sizes[component[giver] as number] = (sizes[component[giver] as number] as number) + 1;
    for (let receiver = 0; receiver < size; receiver++) {
      if (component[giver] === component[receiver] || graph.isForbidden(giver, receiver)) continue;
      hasExit[component[giver] as number] = 1;
      hasEntry[component[receiver] as number] = 1;
    }
  }
  let best: { component: number; isClosed: boolean } | null = null;
  for (let candidate = 0; candidate < components; candidate++) {
    const candidateSize = sizes[candidate] as number;
    if (best !== null && candidateSize >= (sizes[best.component] as number)) continue;
    if (hasExit[candidate] === 0) best = { component: candidate, isClosed: true };
    else if (hasEntry[candidate] === 0) best = { component: candidate, isClosed: false };
  }
  if (best === null) return null;
  const members: number[] = [];
  for (let person = 0; person < size; person++)
    if (component[person] === best.component) members.push(person);
  return { members, isClosed: best.isClosed };
}

/** Two people of `start` who give to each other in every valid draw, if any. */
function findForcedMutualPair(graph: ConstraintGraph, start: Int32Array): [number, number] | null {
  let checked = 0;
  for (let first = 0; first < graph.size && checked < MAX_PAIRS_CHECKED; first++) {
    const second = start[first] as number;
    if (second < first || start[second] !== first) continue;
    checked++;
    if (isPairForced(graph, first, second) && isPairForced(graph, second, first))
      return [first, second];
  }
  return null;
}

/** Whether every valid draw has `giver` give to `receiver`: forbidding it leaves none. */
function isPairForced(graph: ConstraintGraph, giver: number, receiver: number): boolean {
  const givers: number[] = [giver];
  const receivers: number[] = [receiver];
  for (let from = 0; from < graph.size; from++) {
    const end = graph.forbiddenStart[from + 1] as number;
    for (let index = graph.forbiddenStart[from] as number; index < end; index++) {
      givers.push(from);
      receivers.push(graph.forbiddenReceivers[index] as number);
    }
  }
  const stricter = createConstraintGraph({
    size: graph.size,
    forbiddenGivers: givers,
    forbiddenReceivers: receivers,
  });
  return findPerfectMatching(stricter) === null;
}
