import type { ConstraintGraph } from './constraint-graph.ts';
import type { CycleRule } from './cycle-rule.ts';
import type { DrawProblem } from './draw-problem.ts';

/** Above this size the named explanations (O(n²)) are not tried. */
const MAX_EXPLAINED_SIZE = 3_000;

/**
 * Whether the reasons below prove that no draw exists under `rule` (`start`, a valid draw
 * ignoring the rule): cheap next to an exhaustive search, and they settle the common
 * impossible cases (a closed group, a forced mutual pair) at any size they are tried on.
 */
export function isRuleProvenImpossible(options: {
  graph: ConstraintGraph;
  rule: CycleRule;
  start: Int32Array;
}): boolean {
  const { graph, rule, start } = options;
  if (graph.size > MAX_EXPLAINED_SIZE) return false;
  return rule === 'single-circle'
    ? findClosedGroup(graph) !== null
    : findForcedMutualPair(graph, start) !== null;
}

/**
 * Why no draw exists under `rule` although the restrictions alone leave one (`start`, a
 * valid draw ignoring the rule), with names where a reason can be named:
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
}): DrawProblem {
  const { graph, rule, start, names } = options;
  const nameOf = (person: number): string => names[person] ?? '?';
  if (rule === 'single-circle') {
    const group = graph.size <= MAX_EXPLAINED_SIZE ? findClosedGroup(graph) : null;
    if (group === null) return { code: 'singleCircleImpossible' };
    return {
      code: group.isClosed ? 'singleCircleClosedGroup' : 'singleCircleUnreachableGroup',
      members: group.members.map(nameOf),
    };
  }
  const pair = graph.size <= MAX_EXPLAINED_SIZE ? findForcedMutualPair(graph, start) : null;
  if (pair === null) return { code: 'noMutualImpossible' };
  return { code: 'noMutualForcedPair', first: nameOf(pair[0]), second: nameOf(pair[1]) };
}

/**
 * The smallest strongly connected component of the allowed pairs that no pair leaves
 * (`isClosed`) or that no pair enters, or `null` when everyone can reach everyone. O(n²).
 */
function findClosedGroup(graph: ConstraintGraph): { members: number[]; isClosed: boolean } | null {
  const size = graph.size;
  const identity = new Int32Array(size).map((_, person) => person);
  const { component, count: components } = findStrongComponents(graph, identity);
  if (components === 1) return null;

  const hasExit = new Uint8Array(components);
  const hasEntry = new Uint8Array(components);
  const sizes = countComponentSizes(component, components);
  for (let giver = 0; giver < size; giver++) {
    forEachAllowedReceiver(graph, giver, (receiver) => {
      if (component[giver] === component[receiver]) return;
      hasExit[component[giver] as number] = 1;
      hasEntry[component[receiver] as number] = 1;
    });
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

/**
 * Two people of `start` who give to each other in every valid draw, if any. Another valid
 * draw differs from `start` by disjoint alternating cycles (g takes h's receiver, h takes
 * the next one's, …, back to g's), so g gives to start[g] in every draw exactly when g is
 * on no cycle of "g may give to start[h]": alone in its strongly connected component.
 * O(n²).
 */
function findForcedMutualPair(graph: ConstraintGraph, start: Int32Array): [number, number] | null {
  const giverOfReceiver = new Int32Array(graph.size);
  for (let giver = 0; giver < graph.size; giver++) giverOfReceiver[start[giver] as number] = giver;
  const { component, count } = findStrongComponents(graph, giverOfReceiver);
  const sizes = countComponentSizes(component, count);
  const isForced = (giver: number): boolean => sizes[component[giver] as number] === 1;
  for (let first = 0; first < graph.size; first++) {
    const second = start[first] as number;
    if (second > first && start[second] === first && isForced(first) && isForced(second))
      return [first, second];
  }
  return null;
}

function countComponentSizes(component: Int32Array, count: number): Int32Array {
  const sizes = new Int32Array(count);
  for (const value of component) sizes[value] = (sizes[value] as number) + 1;
  return sizes;
}

/** Calls `visit` with each receiver `giver` may give to, in order: O(n) per giver. */
function forEachAllowedReceiver(
  graph: ConstraintGraph,
  giver: number,
  visit: (receiver: number) => void,
): void {
  let forbidden = graph.forbiddenStart[giver] as number;
  const forbiddenEnd = graph.forbiddenStart[giver + 1] as number;
  for (let receiver = 0; receiver < graph.size; receiver++) {
    if (forbidden < forbiddenEnd && graph.forbiddenReceivers[forbidden] === receiver) {
      forbidden++;
      continue;
    }
    visit(receiver);
  }
}

/**
 * Strongly connected components of the digraph on people with an arc g → target[r] for
 * every receiver r that g may give to (arcs back to g left out): Tarjan's algorithm,
 * iterative, walking each giver's sorted forbidden row beside 0..n−1, O(n²) steps.
 */
function findStrongComponents(
  graph: ConstraintGraph,
  target: Int32Array,
): { component: Int32Array; count: number } {
  const size = graph.size;
  const component = new Int32Array(size).fill(-1);
  const index = new Int32Array(size).fill(-1);
  const lowLink = new Int32Array(size);
  const onStack = new Uint8Array(size);
  const stack = new Int32Array(size);
  let stackSize = 0;
  // The depth-first path: its people, the next receiver each will look at, and where that
  // receiver stands in their forbidden row.
  const pathPerson = new Int32Array(size);
  const pathReceiver = new Int32Array(size);
  const pathForbidden = new Int32Array(size);
  let depth = 0;
  let counter = 0;
  let components = 0;
  const enter = (person: number): void => {
    index[person] = lowLink[person] = counter++;
    stack[stackSize++] = person;
    onStack[person] = 1;
    pathPerson[depth] = person;
    pathReceiver[depth] = 0;
    pathForbidden[depth] = graph.forbiddenStart[person] as number;
    depth++;
  };
  for (let root = 0; root < size; root++) {
    if (index[root] !== -1) continue;
    enter(root);
    while (depth > 0) {
      const frame = depth - 1;
      const person = pathPerson[frame] as number;
      const forbiddenEnd = graph.forbiddenStart[person + 1] as number;
      let descended = false;
      while ((pathReceiver[frame] as number) < size) {
        const receiver = pathReceiver[frame] as number;
        pathReceiver[frame] = receiver + 1;
        const forbidden = pathForbidden[frame] as number;
        if (forbidden < forbiddenEnd && graph.forbiddenReceivers[forbidden] === receiver) {
          pathForbidden[frame] = forbidden + 1;
          continue;
        }
        const next = target[receiver] as number;
        if (next === person) continue;
        if (index[next] === -1) {
          enter(next);
          descended = true;
          break;
        }
        if (onStack[next] === 1)
          lowLink[person] = Math.min(lowLink[person] as number, index[next] as number);
      }
      if (descended) continue;
      depth--;
      if (depth > 0) {
        const parent = pathPerson[depth - 1] as number;
        lowLink[parent] = Math.min(lowLink[parent] as number, lowLink[person] as number);
      }
      if (lowLink[person] === index[person]) {
        for (;;) {
          const member = stack[--stackSize] as number;
          onStack[member] = 0;
          component[member] = components;
          if (member === person) break;
        }
        components++;
      }
    }
  }
  return { component, count: components };
}
