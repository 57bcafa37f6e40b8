import type { DrawState } from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';

const t = { ...messages.players, ...organiserMessages.participantsTab };

/** A card's one state, and, when their e-mail did not arrive, what to do about it. */
export type PlayerStatus = {
  tone: 'pending' | 'done' | 'failed';
  label: string;
  note?: string;
};

const notInvited: PlayerStatus = { tone: 'pending', label: t.statusNotInvited };
const invited: PlayerStatus = { tone: 'done', label: t.statusInvited };
const linkOpened: PlayerStatus = { tone: 'done', label: t.statusLinkOpened };

/**
 * What a card says (docs/product.md §4.4): one state, 'Pas encore invité', 'Invité', 'Lien
 * ouvert' or 'Cadeau reçu', before and after the draw alike. Once the draw is notified, it is
 * what the Tirage tab's list says of the same person (§6.5): the draw e-mail's fate, and 'Lien
 * ouvert' only for an opening since the notification.
 */
export function playerStatusOf(player: Player, draw: DrawState | undefined): PlayerStatus {
  if (player.giftReceived) return { tone: 'done', label: t.giftReceived };
  if (draw?.drawn && draw.playersOutsideDraw.includes(player.id)) {
    return { tone: 'pending', label: t.statusAddedAfterDraw };
  }
  // Their link was replaced since (a new address): the e-mail the list shows carried the old one.
  if (!player.invited) return notInvited;
  if (draw?.drawn && draw.notifiedAt !== null) {
    const mail = draw.notifications.players.find((entry) => entry.playerId === player.id);
    if (mail?.openedOn) return linkOpened;
    if (mail?.status === 'failed' && mail.undelivered) {
      return {
        tone: 'failed',
        label: t.statusUndelivered,
        note: t.linkMailUndelivered(mail.lastError ?? ''),
      };
    }
    if (mail?.status === 'failed') {
      return { tone: 'failed', label: t.statusNotInvited, note: t.linkMailFailed };
    }
    if (mail?.status === 'pending') return { ...invited, tone: 'pending' };
    if (mail) return invited;
  }
  return player.linkOpened ? linkOpened : invited;
}
