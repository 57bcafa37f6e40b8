import { describe, expect, it } from 'vitest';
import type { DrawState } from '../../../shared/contracts/draw.ts';
import { createDrawState } from '../../testing/factories.ts';
import { withChangedRows } from './get-draw.ts';

type Row = DrawState['notifications']['players'][number];
const row = (playerId: string, status: Row['status'], openedOn: string | null = null): Row => ({
  playerId,
  status,
  lastError: null,
  undelivered: false,
  nextAttemptAt: null,
  openedOn,
});
const stateOf = (
  players: Row[],
  onlyChanged: boolean,
  counts: Partial<DrawState['notifications']>,
) =>
  createDrawState({
    drawn: true,
    notifiedAt: 1,
    notifications: {
      ...createDrawState().notifications,
      cursor: onlyChanged ? 'after' : 'before',
      onlyChanged,
      players,
      ...counts,
    },
  });

describe('the sending list polled for what changed', () => {
  const listed = [row('a', 'pending'), row('b', 'pending'), row('c', 'sent')];
  const before = stateOf(listed, false, { total: 3, pending: 2, sent: 1 });

  it('puts the changed rows in their place and a newcomer at the end, the others untouched', () => {
    const changed = stateOf([row('b', 'sent', '2026-12-02'), row('d', 'pending')], true, {
      total: 4,
      sent: 2,
      pending: 2,
      opened: 1,
    });
    const merged = withChangedRows(before, changed)!;
    expect(merged.notifications.players.map((r) => [r.playerId, r.status])).toEqual([
      ['a', 'pending'],
      ['b', 'sent'],
      ['c', 'sent'],
      ['d', 'pending'],
    ]);
    expect(merged.notifications.players[0]).toBe(listed[0]);
    expect(merged.notifications.players[2]).toBe(listed[2]);
    expect(merged.notifications).toMatchObject({ cursor: 'after', onlyChanged: false, total: 4 });
  });

  it('gives up when the list no longer adds up to the counts: someone left meanwhile', () => {
    const changed = stateOf([], true, { total: 2, pending: 1, sent: 1 });
    expect(withChangedRows(before, changed)).toBeNull();
    const statusMoved = stateOf([], true, { total: 3, pending: 1, sent: 2 });
    expect(withChangedRows(before, statusMoved)).toBeNull();
  });
});
