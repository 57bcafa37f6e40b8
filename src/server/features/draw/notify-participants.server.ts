import { and, eq, not, sql } from 'drizzle-orm';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import { messages } from '../../../shared/messages.ts';
import type { Database } from '../../db/database.server.ts';
import { draws, players } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { enqueueMail } from '../../mail/enqueue-mail.server.ts';
import { signToken } from '../../security/signed-token.server.ts';
import { findDraw, listDrawPlayers, lockSecretSanta } from './draw-queries.server.ts';

/** SPEC.md §9: a personal link works 7 days; a new one can be asked for. */
export const PERSONAL_LINK_DAYS = 7;

type LinkContext = { secretSantaId: string; publicUrl: string; authSecret: string; now: Date };

/** `/participant/:secretSantaId/:token`: the token is signed, bound to the player and the event, expiring. */
export function personalLink(context: LinkContext, playerId: string): string {
  const token = signToken(context.authSecret, {
    purpose: 'participant',
    secretSantaId: context.secretSantaId,
    playerId,
    expiresAt: Math.floor(context.now.getTime() / 1000) + PERSONAL_LINK_DAYS * 24 * 60 * 60,
  });
  return `${context.publicUrl}/participant/${context.secretSantaId}/${token}`;
}

function drawMail(
  context: LinkContext & { secretSantaName: string },
  player: { id: string; name: string; email: string },
) {
  return {
    kind: 'draw-notification' as const,
    recipient: player.email,
    secretSantaId: context.secretSantaId,
    payload: {
      playerName: player.name,
      secretSantaName: context.secretSantaName,
      url: personalLink(context, player.id),
    },
  };
}

/**
 * SPEC.md's "Notifier les participants": one e-mail per player, queued with the change in
 * one transaction; every player becomes invited. Notifying twice queues nothing twice.
 */
export async function notifyParticipants(
  db: Database,
  input: LinkContext & { year: number; secretSantaName: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    const draw = await findDraw(tx, input.secretSantaId, input.year);
    if (!draw) throw new HttpError(409, errorCodes.noAssignments, messages.draw.noAssignments);
    const everyone = await listDrawPlayers(tx, input.secretSantaId);
    const drawKey = `${input.secretSantaId}:${input.year}:${draw.drawnAt.getTime()}`;
    await enqueueMail(
      tx,
      everyone.map((player) => ({
        ...drawMail(input, player),
        dedupeKey: `draw-notification:${drawKey}:${player.id}`,
      })),
    );
    await tx
      .update(players)
      .set({ invited: true })
      .where(and(eq(players.secretSantaId, input.secretSantaId), not(players.invited)));
    await tx
      .update(draws)
      .set({ notifiedAt: sql`coalesce(${draws.notifiedAt}, now())` })
      .where(and(eq(draws.secretSantaId, input.secretSantaId), eq(draws.year, input.year)));
  });
}

/** Sends one player's draw e-mail again (after a failure, or a lost e-mail). */
export async function resendDrawNotification(
  db: Database,
  input: LinkContext & { year: number; secretSantaName: string; playerId: string },
): Promise<void> {
  const draw = await findDraw(db, input.secretSantaId, input.year);
  if (!draw?.notifiedAt)
    throw new HttpError(409, errorCodes.noAssignments, messages.draw.noAssignments);
  const player = (await listDrawPlayers(db, input.secretSantaId)).find(
    (p) => p.id === input.playerId,
  );
  if (!player) throw notFound(messages.players.notFound);
  await enqueueMail(db, drawMail(input, player));
}
