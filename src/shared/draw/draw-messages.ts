import { organiserMessages } from '../organiser-messages.ts';

const NNBSP = '\u202f';
/** The rule's name as the restrictions screen shows it. */
const SINGLE_CIRCLE = `«${NNBSP}Une seule grande boucle${NNBSP}»`;
const STOPPED_SHORT = `la recherche s’est arrêtée sans pouvoir établir qu’il n’en existe aucun. Retirez une restriction et réessayez.`;

/**
 * The draw's French texts. The first two are word for word as docs/product.md §6.1 quotes
 * them, taken from the one catalogue so the engine, the screens and the tests say the same
 * thing; the others name the household or the rule (docs/product.md §6.1) that leaves no draw.
 * Names arrive already joined ("Alice, Bruno et Chloé").
 */
export const DRAW_MESSAGES = {
  tooFewPlayers: organiserMessages.draw.tooFewPlayers,
  infeasible: organiserMessages.draw.infeasible,
  /** A household of everyone: its members cannot give outside it. */
  householdIsEveryone: (household: string, members: string): string =>
    `Le foyer «${NNBSP}${household}${NNBSP}» (${members}) réunit tous les participants${NNBSP}: ses membres ne peuvent offrir à personne.`,
  /** A household whose members are more than half of everyone: they cannot all give outside it. */
  householdOverHalf: (household: string, members: string, receivers: string): string =>
    receivers === ''
      ? `Le foyer «${NNBSP}${household}${NNBSP}» (${members}) compte plus de la moitié des participants${NNBSP}: ses membres ne peuvent offrir à personne.`
      : `Le foyer «${NNBSP}${household}${NNBSP}» (${members}) compte plus de la moitié des participants${NNBSP}: ses membres ne peuvent offrir qu’à ${receivers}.`,
  /** A household that exclusions or history leave with too few people to give to. */
  householdBlocked: (household: string, members: string, receivers: string): string =>
    receivers === ''
      ? `Les membres du foyer «${NNBSP}${household}${NNBSP}» (${members}) ne peuvent offrir à personne.`
      : `Les membres du foyer «${NNBSP}${household}${NNBSP}» (${members}) ne peuvent offrir qu’à ${receivers}.`,
  noMutualForcedPair: (first: string, second: string): string =>
    `Sans échanges réciproques, aucun tirage n’est possible${NNBSP}: dans tout tirage permis par les restrictions, ${first} et ${second} s’offrent leur cadeau l’un à l’autre.`,
  noMutualImpossible: `Sans échanges réciproques, aucun tirage n’est possible${NNBSP}: avec les restrictions actuelles, tout tirage compte au moins deux participants qui s’offrent leur cadeau l’un à l’autre.`,
  noMutualNotFound: `Aucun tirage sans échanges réciproques n’a été trouvé${NNBSP}: ${STOPPED_SHORT}`,
  /** A group whose members may only give to each other: a circle through everyone could not leave it. */
  singleCircleClosedGroup: (members: string): string =>
    `Avec ${SINGLE_CIRCLE}, aucun tirage n’est possible${NNBSP}: ${members} ne peuvent offrir qu’entre eux, la boucle ne pourrait pas en sortir.`,
  /** A group nobody else may give to: a circle through everyone could not enter it. */
  singleCircleUnreachableGroup: (members: string): string =>
    `Avec ${SINGLE_CIRCLE}, aucun tirage n’est possible${NNBSP}: personne d’autre ne peut offrir à ${members}, la boucle ne pourrait pas les atteindre.`,
  singleCircleImpossible: `Avec ${SINGLE_CIRCLE}, aucun tirage n’est possible${NNBSP}: aucune boucle ne passe par tout le monde en respectant les restrictions actuelles.`,
  singleCircleNotFound: `Aucun tirage en ${SINGLE_CIRCLE} n’a été trouvé${NNBSP}: ${STOPPED_SHORT}`,
} as const;
