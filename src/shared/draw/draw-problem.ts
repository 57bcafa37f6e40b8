import type { Wording } from '../language.ts';
import { messages } from '../messages.ts';
import { organiserMessages } from '../organiser-messages.ts';

/**
 * Why there is no draw, or no small change of it, as data: names, never a sentence. The server
 * renders it in its caller's language as the answer leaves (src/server/http/refusal-answer.ts),
 * the restrictions screen in its build's, both with {@link describeDrawProblem}.
 */
export type DrawProblem =
  | { code: 'tooFewPlayers' }
  /** « Un tirage par équipe »: someone alone in their group ('' for those without one). */
  | { code: 'groupOfOne'; group: string; member: string }
  /** Givers who may give to fewer people (`receivers`) than they are. */
  | { code: 'blockingGroup'; givers: readonly string[]; receivers: readonly string[] }
  | { code: 'householdIsEveryone'; household: string; members: readonly string[] }
  | {
      code: 'householdOverHalf' | 'householdBlocked';
      household: string;
      members: readonly string[];
      receivers: readonly string[];
    }
  /** Two people who give to each other in every draw the restrictions allow. */
  | { code: 'noMutualForcedPair'; first: string; second: string }
  | { code: 'noMutualImpossible' | 'noMutualNotFound' }
  /** A group that may only give among itself (closed), or that nobody else may give to. */
  | { code: 'singleCircleClosedGroup' | 'singleCircleUnreachableGroup'; members: readonly string[] }
  | { code: 'singleCircleImpossible' | 'singleCircleNotFound' }
  /** A repair after someone left: fewer than 2 would remain. */
  | { code: 'repairTooFewPlayers' }
  /** No change of at most `mostChanged` givers keeps the rules (proven, or not found). */
  | { code: 'noSmallChange' | 'smallChangeNotFound'; mostChanged: number };

/**
 * What the draw's explanations are written with: a language's catalogues
 * (organiser-messages.ts, and messages.ts for joining names). The first two texts are word for
 * word as docs/product.md §6.1 quotes them; the others name the household or the rule that
 * leaves no draw.
 */
export type DrawWording = {
  draw: Pick<
    Wording<typeof organiserMessages>['draw'],
    'tooFewPlayers' | 'infeasible' | 'blockingGroup'
  >;
  problems: Wording<typeof organiserMessages>['drawProblems'];
  change: Pick<
    Wording<typeof organiserMessages>['drawChange'],
    'repairTooFewPlayers' | 'noSmallChange' | 'smallChangeNotFound'
  >;
  list: Wording<typeof messages>['format']['list'];
};

/** The draw's texts in the build's language: the page's; the server passes its caller's. */
export const DRAW_WORDING: DrawWording = {
  draw: organiserMessages.draw,
  problems: organiserMessages.drawProblems,
  change: organiserMessages.drawChange,
  list: messages.format.list,
};

/** The sentence the organiser reads for `problem`, with its names, in `wording`'s language. */
export function describeDrawProblem(
  problem: DrawProblem,
  wording: DrawWording = DRAW_WORDING,
): string {
  const { draw, problems, change, list } = wording;
  const infeasible = (describe: string) => `${draw.infeasible} ${describe}`;
  switch (problem.code) {
    case 'tooFewPlayers':
      return draw.tooFewPlayers;
    case 'blockingGroup':
      if (problem.givers.length === 0) {
        throw new Error('describeDrawProblem: a blocking group has at least one giver');
      }
      return infeasible(draw.blockingGroup(problem.givers, problem.receivers));
    case 'householdIsEveryone':
      return infeasible(problems.householdIsEveryone(problem.household, list(problem.members)));
    case 'householdOverHalf':
    case 'householdBlocked':
      return infeasible(
        problems[problem.code](problem.household, list(problem.members), list(problem.receivers)),
      );
    case 'groupOfOne':
      return infeasible(problems.groupOfOne(problem.group, problem.member));
    case 'noMutualForcedPair':
      return problems.noMutualForcedPair(problem.first, problem.second);
    case 'singleCircleClosedGroup':
    case 'singleCircleUnreachableGroup':
      return problems[problem.code](list(problem.members));
    case 'noMutualImpossible':
    case 'noMutualNotFound':
    case 'singleCircleImpossible':
    case 'singleCircleNotFound':
      return problems[problem.code];
    case 'repairTooFewPlayers':
      return change.repairTooFewPlayers;
    case 'noSmallChange':
    case 'smallChangeNotFound':
      return change[problem.code](problem.mostChanged);
  }
}
