import { describe, expect, it } from 'vitest';
import type { DrawProblem } from '../../shared/draw/draw-problem.ts';
import { refusalOfIssue } from '../../shared/issue-refusal.ts';
import { LANGUAGES } from '../../shared/language.ts';
import { Refusal, type RefusalCode, type RefusalParams } from '../../shared/refusal.ts';
import { lettersOutsidePseudo, PSEUDO_OPEN } from '../../../tests/support/pseudo-locale.ts';
import { REFUSAL_ANSWERS, renderRefusal } from './refusal-answer.ts';

/** Parameters for each refusal: a new code fails the type check until it has some here. */
const SAMPLE_PARAMS: { [Code in RefusalCode]: RefusalParams[Code] } = Object.fromEntries(
  Object.keys(REFUSAL_ANSWERS).map((code) => [code, {}]),
) as never;
Object.assign(SAMPLE_PARAMS, {
  invalidValue: { field: 'giftIdeas' },
  payloadTooLarge: { bytes: 64 * 1024 },
  busy: { retryAfterSeconds: 2 },
  brokenRule: { text: 'messages.players.nameRequired' },
  deleteAfterDraw: { name: 'Zoltan' },
  carerLooksAfterOthers: { name: 'Zoltan', others: ['Xavi', 'Yuna'] },
  carerStillCaring: { name: 'Zoltan', others: ['Xavi'] },
  announcementsTooMany: { most: 5 },
  importTooLarge: { most: 10_000 },
  nameInLine: { line: 7 },
  emailInLine: { line: 8 },
  inviteAllChanged: { count: 3 },
  householdNameTaken: { household: 'Zoltan Household' },
  householdTooSmall: { household: 'Zoltan Household' },
  householdsShareMember: { first: 'Zoltan Household', second: 'Xavi Household' },
  householdsTooLarge: { household: 'Zoltan Household', members: 6_000 },
  noDraw: { problem: { code: 'tooFewPlayers' } },
  dateAfterEdition: { year: 2027 },
  santaAuthEventNotFound: { secretSantaId: 'b1c2d3e4-0000-4000-8000-000000000000' },
  santaAuthNotAPlayer: { email: 'zoltan@example.org' },
} satisfies Partial<typeof SAMPLE_PARAMS>);

/** Every reason the draw gives, with names (shared/draw/draw-problem.ts). */
const PROBLEMS: DrawProblem[] = [
  { code: 'tooFewPlayers' },
  { code: 'blockingGroup', givers: ['Zoltan', 'Xavi'], receivers: ['Wanda'] },
  { code: 'blockingGroup', givers: ['Zoltan'], receivers: [] },
  { code: 'householdIsEveryone', household: 'Zoltan Household', members: ['Zoltan', 'Xavi'] },
  {
    code: 'householdOverHalf',
    household: 'Zoltan Household',
    members: ['Zoltan', 'Xavi'],
    receivers: ['Wanda'],
  },
  {
    code: 'householdBlocked',
    household: 'Zoltan Household',
    members: ['Zoltan', 'Xavi'],
    receivers: [],
  },
  { code: 'noMutualForcedPair', first: 'Zoltan', second: 'Xavi' },
  { code: 'noMutualImpossible' },
  { code: 'noMutualNotFound' },
  { code: 'singleCircleClosedGroup', members: ['Zoltan', 'Xavi'] },
  { code: 'singleCircleUnreachableGroup', members: ['Zoltan', 'Xavi'] },
  { code: 'singleCircleImpossible' },
  { code: 'singleCircleNotFound' },
  { code: 'repairTooFewPlayers' },
  { code: 'noSmallChange', mostChanged: 4 },
  { code: 'smallChangeNotFound', mostChanged: 4 },
];

/** The values a refusal is made with: shown as they are, in any language. */
function dataOf(params: object): string[] {
  return JSON.stringify(params).match(/[\p{L}\p{N}@.-]+/gu) ?? [];
}

describe('refusals in the pseudo-language', () => {
  const refusals = [
    ...(Object.keys(SAMPLE_PARAMS) as RefusalCode[]).map(
      (code) => new Refusal(code, SAMPLE_PARAMS[code] as never),
    ),
    ...PROBLEMS.map((problem) => new Refusal('noDraw', { problem })),
  ];

  it.each(refusals.flatMap((refusal) => LANGUAGES.map((language) => [refusal, language] as const)))(
    '%o in %s: every word from the catalogue',
    (refusal, language) => {
      const { message } = renderRefusal(refusal, language).body.error;
      expect(message).toContain(PSEUDO_OPEN);
      const data = refusal.code === 'brokenRule' ? [] : dataOf(refusal.params);
      expect(lettersOutsidePseudo(message, data)).toBe('');
    },
  );

  it('covers every code', () => {
    expect(new Set(refusals.map((refusal) => refusal.code))).toEqual(
      new Set(Object.keys(REFUSAL_ANSWERS)),
    );
  });

  it('words a contract’s broken rule from its catalogue, and a household’s with its name', () => {
    // Contract messages are catalogue texts; here every catalogue is the pseudo-language's.
    const household = refusalOfIssue({
      message: 'ignored',
      path: [0, 'name'],
      params: { refusal: { code: 'householdTooSmall', params: { household: 'Zoltan' } } },
    });
    expect(household).toMatchObject({ code: 'householdTooSmall', field: '0.name' });
    const unknown = refusalOfIssue({ message: 'Expected string', path: ['name'] });
    expect(unknown).toMatchObject({ code: 'invalidValue', params: { field: 'name' } });
  });
});
