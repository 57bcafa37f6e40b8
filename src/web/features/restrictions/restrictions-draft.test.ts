import { describe, expect, it } from 'vitest';
import {
  countRestrictions,
  hasUnsavedChanges,
  restrictionsPayload,
  toggleId,
  workingList,
} from './restrictions-draft.ts';

const players = [
  { id: 'a', excluded: ['b'] },
  { id: 'b', excluded: [] },
  { id: 'c', excluded: ['a', 'b'] },
];

describe('restrictions working copy', () => {
  it("uses a player's edit when there is one, else the saved list", () => {
    expect(workingList(players[0]!, {})).toEqual(['b']);
    expect(workingList(players[0]!, { a: [] })).toEqual([]);
  });

  it('toggles an id in and out', () => {
    expect(toggleId(['b'], 'c')).toEqual(['b', 'c']);
    expect(toggleId(['b', 'c'], 'b')).toEqual(['c']);
  });

  it('sends every list, without self, unknown or repeated ids', () => {
    expect(restrictionsPayload(players, { b: ['a', 'b', 'zz', 'a'] })).toEqual({
      a: ['b'],
      b: ['a'],
      c: ['a', 'b'],
    });
  });

  it('has unsaved changes only when a list differs as a set', () => {
    expect(hasUnsavedChanges(players, {})).toBe(false);
    expect(hasUnsavedChanges(players, { c: ['b', 'a'] })).toBe(false);
    expect(hasUnsavedChanges(players, { b: ['c'] })).toBe(true);
  });

  it('counts a saved id that is no longer a player as a change, since saving drops it', () => {
    expect(
      hasUnsavedChanges(
        [
          { id: 'a', excluded: ['gone'] },
          { id: 'b', excluded: [] },
        ],
        {},
      ),
    ).toBe(true);
  });

  it('counts every link', () => {
    expect(countRestrictions(players.map((player) => player.excluded))).toBe(3);
  });
});
