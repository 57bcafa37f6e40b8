import type { DrawState } from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';

const t = { ...messages.players, ...organiserMessages.participantsTab };

export type PlayerStatus = { tone: 'pending' | 'done' | 'failed'; label: string };

/**
 * What a card's badge says (docs/product.md §4.7): before the draw, whether the invitation went
 * out; after it, what matters then, the draw e-mail's fate, since every notified player is
 * 'Invitation envoyée' and the badge would say nothing.
 */
export function playerStatusOf(player: Player, draw: DrawState | undefined): PlayerStatus {
  if (draw?.drawn) {
    if (draw.playersOutsideDraw.includes(player.id)) {
      return { tone: 'pending', label: t.statusAddedAfterDraw };
    }
    if (draw.notifiedAt === null) return { tone: 'pending', label: t.statusNotToldYet };
    const mail = draw.notifications.players.find((entry) => entry.playerId === player.id);
    if (mail?.status === 'sent') return { tone: 'done', label: t.statusDrawMailSent };
    if (mail?.status === 'failed') return { tone: 'failed', label: t.statusDrawMailFailed };
    return { tone: 'pending', label: t.statusDrawMailPending };
  }
  return player.invited
    ? { tone: 'done', label: t.statusInvited }
    : { tone: 'pending', label: t.statusPending };
}
