import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DrawState, MailStatus } from '../../../shared/contracts/draw.ts';
import type { Database } from '../../db/database.server.ts';
import { draws, mailOutbox, players, santaAssignments, secretSantas } from '../../db/schema.ts';

/** SPEC.md §3: the edition is the current calendar year. */
export const editionYear = (now: Date) => now.getFullYear();

/**
 * Takes the event's row lock for the rest of the transaction: draws, resets, saves and
 * notifications of one event happen one after the other, even across app instances.
 */
export async function lockSecretSanta(tx: Database, secretSantaId: string): Promise<void> {
  await tx.execute(sql`select id from ${secretSantas} where id = ${secretSantaId} for update`);
}

export async function findDraw(db: Database, secretSantaId: string, year: number) {
  const [row] = await db
    .select()
    .from(draws)
    .where(and(eq(draws.secretSantaId, secretSantaId), eq(draws.year, year)));
  return row;
}

/** Players as the draw sees them, in a stable order. */
export async function listDrawPlayers(db: Database, secretSantaId: string) {
  return db
    .select({ id: players.id, name: players.name, email: players.email, excluded: players.excluded })
    .from(players)
    .where(eq(players.secretSantaId, secretSantaId))
    .orderBy(asc(players.createdAt), asc(players.id));
}

/** Earlier years' pairs, which the draw avoids (SPEC.md §5). */
export async function listHistory(db: Database, secretSantaId: string, year: number) {
  return db
    .select({ year: santaAssignments.year, giver: santaAssignments.giverId, receiver: santaAssignments.receiverId })
    .from(santaAssignments)
    .where(and(eq(santaAssignments.secretSantaId, secretSantaId), lt(santaAssignments.year, year)));
}

/** What the organiser's Tirage panel shows; never a pair. */
export async function getDrawState(db: Database, secretSantaId: string, year: number): Promise<DrawState> {
  const draw = await findDraw(db, secretSantaId, year);
  const empty = { total: 0, sent: 0, pending: 0, failed: 0, players: [] };
  if (!draw?.notifiedAt) {
    return {
      year,
      drawn: draw !== undefined,
      drawnAt: draw?.drawnAt.getTime() ?? null,
      relaxedYears: draw?.relaxedYears ?? [],
      notifiedAt: null,
      notifications: empty,
    };
  }
  // The newest draw e-mail of each player since this draw was notified (a resend replaces it).
  const rows = await db
    .selectDistinctOn([mailOutbox.recipient], {
      recipient: mailOutbox.recipient,
      status: mailOutbox.status,
      lastError: mailOutbox.lastError,
    })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.secretSantaId, secretSantaId),
        eq(mailOutbox.kind, 'draw-notification'),
        gte(mailOutbox.createdAt, draw.notifiedAt),
      ),
    )
    .orderBy(mailOutbox.recipient, desc(mailOutbox.createdAt));
  const statusByEmail = new Map(rows.map((row) => [row.recipient, row]));
  const everyone = await listDrawPlayers(db, secretSantaId);
  const perPlayer = everyone.map((player) => {
    const mail = statusByEmail.get(player.email);
    return { playerId: player.id, status: (mail?.status ?? 'pending') as MailStatus, lastError: mail?.lastError ?? null };
  });
  const count = (status: MailStatus) => perPlayer.filter((p) => p.status === status).length;
  return {
    year,
    drawn: true,
    drawnAt: draw.drawnAt.getTime(),
    relaxedYears: draw.relaxedYears,
    notifiedAt: draw.notifiedAt.getTime(),
    notifications: { total: perPlayer.length, sent: count('sent'), pending: count('pending'), failed: count('failed'), players: perPlayer },
  };
}
