import { describe, expect, it } from 'vitest';
import type { DrawState } from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { createDrawState } from '../../testing/factories.ts';
import { playerStatusOf } from './player-status.ts';

const t = { ...messages.players, ...organiserMessages.participantsTab };
const ID = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b21';
const player = { id: ID, invited: true, linkOpened: false, giftReceived: false } as Player;
const draw = (overrides: Partial<DrawState>) =>
  createDrawState({ drawn: true, drawnAt: 1, ...overrides });
const mail = (status: 'sent' | 'pending' | 'failed', openedOn: string | null = null) => ({
  notifiedAt: 2,
  notifications: {
    ...createDrawState().notifications,
    total: 1,
    players: [
      {
        playerId: ID,
        status,
        lastError: null as string | null,
        undelivered: false,
        nextAttemptAt: null,
        openedOn,
      },
    ],
  },
});

describe('playerStatusOf', () => {
  it('says one state before the draw: not invited, invited, link opened, gift received', () => {
    expect(playerStatusOf({ ...player, invited: false }, draw({ drawn: false })).label).toBe(
      t.statusNotInvited,
    );
    expect(playerStatusOf(player, undefined)).toEqual({ tone: 'done', label: t.statusInvited });
    expect(playerStatusOf({ ...player, linkOpened: true }, undefined).label).toBe(
      t.statusLinkOpened,
    );
    expect(playerStatusOf({ ...player, giftReceived: true }, undefined).label).toBe(t.giftReceived);
  });

  it('keeps the link given before the draw until the draw e-mail is sent', () => {
    expect(playerStatusOf(player, draw({})).label).toBe(t.statusInvited);
    expect(playerStatusOf({ ...player, linkOpened: true }, draw({})).label).toBe(
      t.statusLinkOpened,
    );
    expect(playerStatusOf({ ...player, invited: false }, draw({})).label).toBe(t.statusNotInvited);
  });

  it('says « Non distribué », with the reason, when the draw e-mail came back (a bounce)', () => {
    const bounced = mail('failed');
    bounced.notifications.players[0] = {
      ...bounced.notifications.players[0]!,
      lastError: '550 5.1.1 User unknown',
      undelivered: true,
    };
    expect(playerStatusOf(player, draw(bounced))).toEqual({
      tone: 'failed',
      label: t.statusUndelivered,
      note: t.linkMailUndelivered('550 5.1.1 User unknown'),
    });
  });

  it('says, once notified, what the Tirage tab says of the same person', () => {
    expect(playerStatusOf(player, draw(mail('sent')))).toEqual({
      tone: 'done',
      label: t.statusInvited,
    });
    expect(playerStatusOf(player, draw(mail('pending')))).toEqual({
      tone: 'pending',
      label: t.statusInvited,
    });
    expect(playerStatusOf(player, draw(mail('failed')))).toEqual({
      tone: 'failed',
      label: t.statusNotInvited,
      note: t.linkMailFailed,
    });
    expect(playerStatusOf(player, draw(mail('sent', '2026-12-02'))).label).toBe(t.statusLinkOpened);
    // Opened before the notification only: the Tirage tab says 'Pas encore ouvert', and so
    // does the card, which says 'Invité'.
    expect(playerStatusOf({ ...player, linkOpened: true }, draw(mail('sent'))).label).toBe(
      t.statusInvited,
    );
    expect(playerStatusOf(player, draw({ playersOutsideDraw: [ID] })).label).toBe(
      t.statusAddedAfterDraw,
    );
  });

  it('says not invited once the link the list’s e-mail carried was replaced (a new address)', () => {
    expect(playerStatusOf({ ...player, invited: false }, draw(mail('sent'))).label).toBe(
      t.statusNotInvited,
    );
  });
});
