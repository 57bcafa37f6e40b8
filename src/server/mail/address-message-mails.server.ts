import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.server.ts';
import { executeRows } from '../db/execute-rows.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Language } from '../../shared/language.ts';
import { MailPayloadSchemas, type MailPayload } from './mail-kinds.ts';
import { mailAddressOf } from '../domain/player-row.ts';

type OutboxMail = {
  id: string;
  kind: string;
  recipient: string;
  language: string;
  payload: unknown;
  secret_santa_id: string | null;
};

type Pair = NonNullable<MailPayload<'message'>['pair']>;

/**
 * The pair a message e-mail was written in. An earlier version's payload names it only in its
 * `conversation` key: `giver:receiver:year:to-recipient`, or `receiver:year:to-santa` with the
 * Santa as the e-mail's addressee.
 */
function pairOf(payload: MailPayload<'message'>): Pair | null {
  if (payload.pair) return payload.pair;
  const parts = payload.conversation.split(':');
  if (parts.length === 4 && parts[3] === 'to-recipient') {
    return { giverId: parts[0]!, receiverId: parts[1]!, year: Number(parts[2]) };
  }
  if (parts.length === 3 && parts[2] === 'to-santa') {
    return {
      giverId: payload.personalLink.playerId,
      receiverId: parts[0]!,
      year: Number(parts[1]),
    };
  }
  return null;
}

/**
 * A message e-mail as it must leave now (docs/product.md §7.7): only while the pair it was
 * written in still holds, and to the addressee as they are now (an address the organiser
 * corrected, their language, their name). A pair the draw changed since is another
 * conversation: its waiting e-mail is withdrawn (null), so that neither the previous Santa
 * nor the new one receives what was written to the other. Any other kind is as queued.
 */
export async function addressMessageMail<M extends OutboxMail>(
  db: Database,
  mail: M,
): Promise<M | null> {
  if (mail.kind !== 'message' || mail.secret_santa_id === null) return mail;
  const parsed = MailPayloadSchemas.message.safeParse(mail.payload);
  if (!parsed.success) return mail;
  const payload = parsed.data;
  const pair = pairOf(payload);
  if (pair === null) return mail;
  const addresseeId = payload.personalLink.playerId;
  const toSanta = addresseeId === pair.giverId;
  const writerId = toSanta ? pair.receiverId : pair.giverId;
  const [now] = await executeRows<{
    email: string;
    name: string;
    language: Language;
    writerName: string | null;
  }>(
    db,
    sql`
    select ${mailAddressOf('addressee')} as email, addressee.name, addressee.language, writer.name as "writerName"
    from santa_assignments pair
    join players addressee
      on addressee.secret_santa_id = pair.secret_santa_id and addressee.id = ${addresseeId}::uuid
    left join players writer
      on writer.secret_santa_id = pair.secret_santa_id and writer.id = ${writerId}::uuid
    where pair.secret_santa_id = ${mail.secret_santa_id}::uuid and pair.year = ${pair.year}
      and pair.giver_id = ${pair.giverId}::uuid and pair.receiver_id = ${pair.receiverId}::uuid
      and ${addresseeId}::uuid in (pair.giver_id, pair.receiver_id)`,
  );
  if (!now) {
    await db
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
    return null;
  }
  const addressed: MailPayload<'message'> = {
    ...payload,
    playerName: now.name,
    // To a Santa, who wrote is their recipient, named as they are now; to a recipient, nobody.
    ...(toSanta && now.writerName !== null ? { writerName: now.writerName } : {}),
  };
  const isUnchanged =
    now.email === mail.recipient &&
    now.language === mail.language &&
    JSON.stringify(addressed) === JSON.stringify(payload);
  if (isUnchanged) return mail;
  // Kept on the row too: the local mailbox and a retry show whom it went to.
  await db
    .update(mailOutbox)
    .set({ recipient: now.email, language: now.language, payload: addressed })
    .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'pending')));
  return { ...mail, recipient: now.email, language: now.language, payload: addressed };
}
