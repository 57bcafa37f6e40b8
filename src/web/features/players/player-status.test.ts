import { describe, expect, it } from 'vitest';
import type { DrawState } from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { createDrawState } from '../../testing/factories.ts';
import { playerStatusOf } from './player-status.ts';

const t = { ...messages.players, ...organiserMessages.participantsTab };
const ID = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b21';
const player = { id: ID, invited: true } as Player;
const draw = (overrides: Partial<DrawState>) =>
  createDrawState({ drawn: true, drawnAt: 1, ...overrides });
const mail = (status: 'sent' | 'pending' | 'failed') => ({
  notifiedAt: 2,
  notifications: {
    total: 1,
    sent: 0,
    pending: 0,
    failed: 0,
    opened: 0,
    players: [{ playerId: ID, status, lastError: null, nextAttemptAt: null, openedOn: null }],
  },
});

describe('playerStatusOf', () => {
  it('says whether the invitation went out before the draw', () => {
    expect(playerStatusOf(player, undefined).label).toBe(t.statusInvited);
    expect(playerStatusOf({ ...player, invited: false }, draw({ drawn: false })).label).toBe(
      t.statusPending,
    );
  });

  it('says, after the draw, whether the draw e-mail reached the player', () => {
    expect(playerStatusOf(player, draw({})).label).toBe(t.statusNotToldYet);
    expect(playerStatusOf(player, draw(mail('sent')))).toEqual({
      tone: 'done',
      label: t.statusDrawMailSent,
    });
    expect(playerStatusOf(player, draw(mail('pending'))).label).toBe(t.statusDrawMailPending);
    expect(playerStatusOf(player, draw(mail('failed'))).tone).toBe('failed');
    expect(playerStatusOf(player, draw({ playersOutsideDraw: [ID] })).label).toBe(
      t.statusAddedAfterDraw,
    );
  });
});
