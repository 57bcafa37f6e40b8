import { CATALOGUES, type Catalogues } from '../shared/catalogues.ts';
import type { Feasibility } from '../shared/contracts/draw.ts';
import type { RestrictionsCheck } from '../shared/draw/draw-assignments.ts';
import { describeDrawProblem, type DrawWording } from '../shared/draw/draw-problem.ts';
import type { Language, Wording } from '../shared/language.ts';
import type { messages } from '../shared/messages.ts';

/** The screens' catalogue of a language, as the e-mails borrow from it (the exchange's line). */
export function messagesIn(language: Language): Wording<typeof messages> {
  return CATALOGUES[language].messages;
}

/** '31 janvier 2027' / 'January 31, 2027', in the server's time zone or the one given. */
export function longDateFormat(language: Language, timeZone?: string): Intl.DateTimeFormat {
  // The language's own code is its locale: 'fr' writes as France does, 'en' as the US does.
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    ...(timeZone ? { timeZone } : {}),
  });
}

/** The draw's explanations in a language's catalogues. */
export function drawWordingOf(catalogues: Catalogues): DrawWording {
  const { organiserMessages: organiser, messages: screens } = catalogues;
  return {
    draw: organiser.draw,
    problems: organiser.drawProblems,
    change: organiser.drawChange,
    list: screens.format.list,
  };
}

/** The draw's explanations in a language: the caller's (docs/product.md §9.9). */
export function drawWordingIn(language: Language): DrawWording {
  return drawWordingOf(CATALOGUES[language]);
}

/** Whether a draw exists, as the organiser's page reads it: its reason in their language. */
export function feasibilityIn(check: RestrictionsCheck, language: Language): Feasibility {
  return check.ok
    ? check
    : { ok: false, message: describeDrawProblem(check.problem, drawWordingIn(language)) };
}
