import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ConversationName, Conversations } from '../../../shared/contracts/conversation.ts';
import type { Database } from '../../db/database.server.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { mailOutbox, messages, players, santaAssignments, secretSantas } from '../../db/schema.ts';
import { playerMailAddress, type PlayerRow } from '../../domain/player-row.ts';
import { lockSecretSanta } from '../../domain/secret-santa-edition.server.ts';
import { Refusal } from '../../../shared/refusal.ts';
import type { MailPayload } from '../../mail/mail-kinds.ts';
import { personalLinkClaims } from '../../mail/sign-personal-link.server.ts';
import { enforceRateLimit, rateRules } from '../../security/rate-limit.server.ts';
import { enqueueMail } from '../../mail/outbox.server.ts';

/** At most one e-mail per conversation and direction in this time; later messages wait for it. */
export const MESSAGE_MAIL_INTERVAL_MS = 15 * 60 * 1000;

type Pair = { giverId: string; receiverId: string };

/** My two pairs of the edition: as giver and as receiver (either may be missing). */
async function pairsOf(db: Database, me: PlayerRow, year: number) {
  const rows = await db
    .select({ giverId: santaAssignments.giverId, receiverId: santaAssignments.receiverId })
    .from(santaAssignments)
    .where(
      and(
        eq(santaAssignments.secretSantaId, me.secretSantaId),
        eq(santaAssignments.year, year),
        sql`(${santaAssignments.giverId} = ${me.id} or ${santaAssignments.receiverId} = ${me.id})`,
      ),
    );
  return {
    withRecipient: rows.find((pair) => pair.giverId === me.id),
    withSanta: rows.find((pair) => pair.receiverId === me.id),
  } satisfies Record<ConversationName, Pair | undefined>;
}

/**
 * The messages of one of my conversations (docs/product.md §7.7). With my recipient: this
 * pair's, so that a new Santa never reads what their recipient wrote to the previous one. With
 * my Santa: every message to me this edition, whoever was my Santa then: a repair that gives me
 * another Santa (someone joins between us, or my Santa leaves) changes nothing I see, since a
 * thread that emptied would tell me, beside the one who joined or left, who my Santa is or was.
 */
function conversationOf(me: PlayerRow, year: number, name: ConversationName, pair: Pair): SQL {
  const edition = and(eq(messages.secretSantaId, me.secretSantaId), eq(messages.year, year))!;
  return name === 'withRecipient'
    ? and(edition, eq(messages.giverId, me.id), eq(messages.receiverId, pair.receiverId))!
    : and(edition, eq(messages.receiverId, me.id))!;
}

/**
 * Whether, as a giver, I wrote with an earlier recipient this edition: my draw changed (I was
 * told so by e-mail), and this conversation started afresh.
 */
function earlierRecipientConversationOf(me: PlayerRow, year: number, pair: Pair): SQL {
  return and(
    eq(messages.secretSantaId, me.secretSantaId),
    eq(messages.year, year),
    eq(messages.giverId, me.id),
    ne(messages.receiverId, pair.receiverId),
  )!;
}

/**
 * My conversations of this edition. The one with my Santa says who wrote each message only as
 * "me" or not: never my Santa's id, name or anything of theirs.
 */
export async function listConversations(
  db: Database,
  input: { me: PlayerRow; year: number },
): Promise<Conversations> {
  const pairs = await pairsOf(db, input.me, input.year);
  const read = async (name: ConversationName, pair: Pair) => {
    const iAmGiver = name === 'withRecipient';
    const rows = await db
      .select({
        id: messages.id,
        fromGiver: messages.fromGiver,
        text: messages.body,
        sentAt: messages.sentAt,
        readAt: messages.readAt,
      })
      .from(messages)
      .where(conversationOf(input.me, input.year, name, pair))
      .orderBy(messages.seq);
    return {
      messages: rows.map((row) => ({
        id: row.id,
        fromMe: row.fromGiver === iAmGiver,
        text: row.text,
        sentAt: row.sentAt.getTime(),
      })),
      unread: rows.filter((row) => row.fromGiver !== iAmGiver && row.readAt === null).length,
    };
  };
  const recipient = pairs.withRecipient;
  const [recipientRow] = recipient
    ? await db
        .select({ name: players.name })
        .from(players)
        .where(
          and(
            eq(players.id, recipient.receiverId),
            eq(players.secretSantaId, input.me.secretSantaId),
          ),
        )
    : [];
  const [earlier] = recipient
    ? await db
        .select({ id: messages.id })
        .from(messages)
        .where(earlierRecipientConversationOf(input.me, input.year, recipient))
        .limit(1)
    : [];
  return {
    withRecipient:
      recipient && recipientRow
        ? {
            ...(await read('withRecipient', recipient)),
            recipientName: recipientRow.name,
            restarted: earlier !== undefined,
          }
        : null,
    withSanta: pairs.withSanta ? await read('withSanta', pairs.withSanta) : null,
  };
}

/**
 * 'Envoyer': the message is stored, and the other side is e-mailed (docs/product.md §7.7): the
 * first message of a conversation's direction leaves at once, then at most one e-mail every 15
 * minutes, the messages written meanwhile going together in the next one. Under the event's
 * lock, so that the pair cannot change in between and two messages share one e-mail.
 */
export async function sendMessage(
  db: Database,
  input: {
    me: PlayerRow;
    year: number;
    now: Date;
    to: ConversationName;
    text: string;
  },
): Promise<Conversations> {
  await enforceRateLimit(db, `message:${input.me.id}`, rateRules.messagesPerPlayer);
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.me.secretSantaId);
    const pair = (await pairsOf(tx, input.me, input.year))[input.to];
    if (!pair) throw new Refusal('notInConversation');
    const fromGiver = input.to === 'withRecipient';
    await tx.insert(messages).values({
      secretSantaId: input.me.secretSantaId,
      year: input.year,
      giverId: pair.giverId,
      receiverId: pair.receiverId,
      fromGiver,
      body: input.text,
      sentAt: input.now,
    });
    const [event] = await tx
      .select({ name: secretSantas.name })
      .from(secretSantas)
      .where(eq(secretSantas.id, input.me.secretSantaId));
    await mailTheOtherSide(tx, { ...input, pair, fromGiver, secretSantaName: event!.name });
  });
  return listConversations(db, input);
}

/**
 * The other side's e-mail for a new message. A waiting e-mail of this conversation and
 * direction, not yet due, takes the message; otherwise a new one is due now, or 15 minutes
 * after the previous one was due or first tried (the app's clock: ARCHITECTURE.md, Time).
 */
async function mailTheOtherSide(
  tx: Database,
  input: {
    me: PlayerRow;
    year: number;
    now: Date;
    text: string;
    secretSantaName: string;
    pair: Pair;
    fromGiver: boolean;
  },
): Promise<void> {
  const { pair, fromGiver, now } = input;
  // A window per pair and direction: a new pair's first message leaves at once.
  const conversation = `${pair.giverId}:${pair.receiverId}:${input.year}:${fromGiver ? 'to-recipient' : 'to-santa'}`;
  // Locked, so that the mail worker (SKIP LOCKED) cannot send it while it takes the message;
  // never one already tried, whose due time the retries move.
  const [waiting] = await executeRows<{ id: string }>(
    tx,
    sql`
    select id from ${mailOutbox}
    where secret_santa_id = ${input.me.secretSantaId} and kind = 'message' and status = 'pending'
      and payload->>'conversation' = ${conversation} and run_at > ${now} and attempts = 0
      and (locked_until is null or locked_until < ${now})
    order by run_at desc limit 1
    for update`,
  );
  if (waiting) {
    await tx.execute(sql`
      update ${mailOutbox}
      set payload = jsonb_set(payload, '{text}',
        to_jsonb((payload->>'text') || E'\n\n' || ${input.text}::text))
      where id = ${waiting.id}`);
    return;
  }
  const [previous] = await executeRows<{ runAt: Date | null }>(
    tx,
    sql`
    select max(coalesce(first_tried_at, run_at)) as "runAt" from ${mailOutbox}
    where secret_santa_id = ${input.me.secretSantaId} and kind = 'message'
      and payload->>'conversation' = ${conversation}`,
  );
  const last = previous?.runAt ? new Date(previous.runAt).getTime() : null;
  const due =
    last !== null && last + MESSAGE_MAIL_INTERVAL_MS > now.getTime()
      ? new Date(last + MESSAGE_MAIL_INTERVAL_MS)
      : now;
  const otherId = fromGiver ? pair.receiverId : pair.giverId;
  const [other] = await tx
    .select({
      id: players.id,
      name: players.name,
      email: playerMailAddress,
      language: players.language,
      linkGeneration: players.linkGeneration,
    })
    .from(players)
    .where(and(eq(players.id, otherId), eq(players.secretSantaId, input.me.secretSantaId)));
  if (!other) throw new Error('mailTheOtherSide: the pair names no player');
  const payload: MailPayload<'message'> = {
    playerName: other.name,
    secretSantaName: input.secretSantaName,
    // To the recipient, the writer is their Secret Santa: never named.
    ...(fromGiver ? {} : { writerName: input.me.name }),
    text: input.text,
    personalLink: personalLinkClaims({
      secretSantaId: input.me.secretSantaId,
      playerId: other.id,
      linkGeneration: other.linkGeneration,
      now,
    }),
    conversation,
    pair: { ...pair, year: input.year },
  };
  await enqueueMail(tx, {
    kind: 'message',
    recipient: other.email,
    language: other.language,
    payload,
    secretSantaId: input.me.secretSantaId,
    runAt: due,
  });
}

/** The other side's messages of one conversation, now seen. */
export async function markConversationRead(
  db: Database,
  input: { me: PlayerRow; year: number; now: Date; conversation: ConversationName },
): Promise<Conversations> {
  const pair = (await pairsOf(db, input.me, input.year))[input.conversation];
  if (pair) {
    await db
      .update(messages)
      .set({ readAt: input.now })
      .where(
        and(
          conversationOf(input.me, input.year, input.conversation, pair),
          eq(messages.fromGiver, input.conversation === 'withSanta'),
          isNull(messages.readAt),
        ),
      );
  }
  return listConversations(db, input);
}
