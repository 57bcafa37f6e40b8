import type { Wording } from '../language.ts';
import { messages } from '../messages.ts';
import { organiserMessages } from '../organiser-messages.ts';

/**
 * What the draw's explanations are written with: a language's catalogues
 * (organiser-messages.ts, and messages.ts for joining names). The first two texts are word for
 * word as docs/product.md §6.1 quotes them; the others name the household or the rule that
 * leaves no draw. The server passes the caller's language; the page, its build's.
 */
export type DrawWording = {
  draw: Pick<Wording<typeof organiserMessages>['draw'], 'tooFewPlayers' | 'infeasible' | 'blockingGroup'>;
  problems: Wording<typeof organiserMessages>['drawProblems'];
  list: Wording<typeof messages>['format']['list'];
};

/** The draw's texts in the build's language: the page's, French on the server. */
export const DRAW_WORDING: DrawWording = {
  draw: organiserMessages.draw,
  problems: organiserMessages.drawProblems,
  list: messages.format.list,
};
