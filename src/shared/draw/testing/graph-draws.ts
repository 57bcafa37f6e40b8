import type { ConstraintGraph } from '../constraint-graph.ts';
import { listValidDraws } from './brute-force-draw.ts';

/** Test support: every valid draw of a small graph, by exhaustive search. */
export function listGraphDraws(graph: ConstraintGraph): number[][] {
  const allowed = Array.from({ length: graph.size }, (_, giver) =>
    Array.from({ length: graph.size }, (_, receiver) => !graph.isForbidden(giver, receiver)),
  );
  return listValidDraws(allowed);
}
