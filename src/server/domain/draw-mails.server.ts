import { and, eq, not, sql } from 'drizzle-orm';
import type { Language } from '../../shared/language.ts';
import type { Database } from '../db/database.server.ts';
import { mailOutbox, players } from '../db/schema.ts';
import { playerMailAddress } from './player-row.ts';
import type { MailRequest } from '../mail/mail-kinds.ts';
import { personalLinkClaims } from '../mail/sign-personal-link.server.ts';
import type { findDraw } from './secret-santa-edition.server.ts';
import { drawMailsKey, editionDrawMailsKey } from '../mail/dedupe-keys.ts';

/*
 * The e-mails that give a player their personal link to this edition's draw: at the
 * notification (docs/product.md §6.5), to a newcomer who joins the draw, and to a giver whose
 * recipient changed (§6.8).
 */

export type DrawMailContext = { secretSantaId: string; secretSantaName: string; now: Date };
export type Draw = NonNullable<Awaited<ReturnType<typeof findDraw>>>;

/**
 * Whether this edition was drawn and told before this draw: a draw e-mail of an earlier draw of
 * the edition, reset since, reached someone. The new e-mails then say it is a new draw
 * (docs/product.md §6.4).
 */
export async function isRedraw(tx: Database, draw: Draw): Promise<boolean> {
  const edition = editionDrawMailsKey(draw);
  const [row] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.secretSantaId, draw.secretSantaId),
        eq(mailOutbox.kind, 'draw-notification'),
        eq(mailOutbox.status, 'sent'),
        sql`starts_with(${mailOutbox.dedupeKey}, ${edition})`,
        not(sql`starts_with(${mailOutbox.dedupeKey}, ${drawMailsKey(draw)})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A player an e-mail goes to, in their language (docs/product.md §9.9); `email` is where it
 * goes, their carer's address when they have none (§4.10).
 */
export type MailRecipient = {
  id: string;
  name: string;
  email: string;
  language: Language;
  linkGeneration: number;
};

/** The columns of `players` that make a `MailRecipient`, for a select or a returning clause. */
export const mailRecipientColumns = {
  id: players.id,
  name: players.name,
  email: playerMailAddress,
  language: players.language,
  linkGeneration: players.linkGeneration,
};

/** One player of the event as an e-mail's recipient. */
export async function findMailRecipient(
  tx: Database,
  input: { secretSantaId: string; playerId: string },
): Promise<MailRecipient> {
  const [recipient] = await tx
    .select(mailRecipientColumns)
    .from(players)
    .where(and(eq(players.id, input.playerId), eq(players.secretSantaId, input.secretSantaId)));
  if (!recipient) throw new Error('findMailRecipient: no such player');
  return recipient;
}

/**
 * A player's draw e-mail (« Le tirage a eu lieu »): the person's own link, the one their
 * invitation carried (docs/decisions/0029). The outbox keeps what the link is signed from; the
 * mail worker signs it when it sends the e-mail.
 */
export function drawMail(
  context: DrawMailContext & { isRedraw: boolean },
  player: MailRecipient,
): MailRequest {
  return {
    kind: 'draw-notification',
    recipient: player.email,
    language: player.language,
    secretSantaId: context.secretSantaId,
    payload: {
      playerName: player.name,
      secretSantaName: context.secretSantaName,
      personalLink: {
        ...personalLinkClaims({ ...context, ...player, playerId: player.id }),
        countsOpening: true,
      },
      isRedraw: context.isRedraw,
    },
  };
}

/**
 * « Votre tirage a changé » (docs/product.md §6.8): its own kind, so that the organiser's
 * progress counts these without naming who got one.
 */
export function drawChangedMail(
  context: DrawMailContext & { changeId: string },
  player: MailRecipient,
): MailRequest {
  return {
    kind: 'draw-changed',
    recipient: player.email,
    language: player.language,
    secretSantaId: context.secretSantaId,
    payload: {
      playerName: player.name,
      secretSantaName: context.secretSantaName,
      personalLink: personalLinkClaims({ ...context, ...player, playerId: player.id }),
      changeId: context.changeId,
    },
  };
}
