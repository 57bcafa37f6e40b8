import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { describeDrawProblem } from './draw-problem.ts';

/** The sentence naming a blocking group, after the catalogue's « Impossible… » sentence. */
const describeBlockingGroup = (group: { giverNames: string[]; receiverNames: string[] }) =>
  describeDrawProblem({
    code: 'blockingGroup',
    givers: group.giverNames,
    receivers: group.receiverNames,
  }).replace('Impossible de trouver un tirage valide avec les restrictions actuelles. ', '');

describe('describeDrawProblem: a blocking group', () => {
  it('lists several givers and several receivers', () => {
    expect(
      describeBlockingGroup({
        giverNames: ['Chloé', 'Denis', 'Emma'],
        receiverNames: ['Alice', 'Bruno'],
      }),
    ).toBe("Chloé, Denis et Emma ne peuvent offrir qu'à Alice et Bruno.");
  });

  it('uses "qu\'à" with a single receiver', () => {
    expect(
      describeBlockingGroup({ giverNames: ['Chloé', 'Denis'], receiverNames: ['Alice'] }),
    ).toBe("Chloé et Denis ne peuvent offrir qu'à Alice.");
  });

  it('uses the singular for a single giver', () => {
    expect(describeBlockingGroup({ giverNames: ['Chloé'], receiverNames: ['Alice'] })).toBe(
      "Chloé ne peut offrir qu'à Alice.",
    );
  });

  it('says "à personne" when nobody is allowed', () => {
    expect(describeBlockingGroup({ giverNames: ['Chloé'], receiverNames: [] })).toBe(
      'Chloé ne peut offrir à personne.',
    );
    expect(describeBlockingGroup({ giverNames: ['Chloé', 'Denis'], receiverNames: [] })).toBe(
      'Chloé et Denis ne peuvent offrir à personne.',
    );
  });

  it('refuses an empty group of givers', () => {
    expect(() => describeBlockingGroup({ giverNames: [], receiverNames: ['Alice'] })).toThrow();
  });

  it('prefixes the full message with the catalogue sentence', () => {
    expect(
      describeDrawProblem({ code: 'blockingGroup', givers: ['Chloé'], receivers: ['Alice'] }),
    ).toBe(
      "Impossible de trouver un tirage valide avec les restrictions actuelles. Chloé ne peut offrir qu'à Alice.",
    );
  });
});

describe('messages.format.list', () => {
  const joinFrenchList = messages.format.list;
  it('joins with commas and a final "et"', () => {
    expect(joinFrenchList([])).toBe('');
    expect(joinFrenchList(['Alice'])).toBe('Alice');
    expect(joinFrenchList(['Alice', 'Bruno'])).toBe('Alice et Bruno');
    expect(joinFrenchList(['Alice', 'Bruno', 'Chloé', 'Denis'])).toBe(
      'Alice, Bruno, Chloé et Denis',
    );
  });
});
