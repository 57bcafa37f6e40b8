import { eq, sql } from 'drizzle-orm';
import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import type { Database } from '../../db/database.server.ts';
import { prepared } from '../../db/prepared.ts';
import {
  announcements,
  draws,
  players,
  santaAssignments,
  secretSantas,
  users,
} from '../../db/schema.ts';
import { exchangeDayStart } from '../../../shared/exchange/exchange-day.ts';
import { exchangeColumns, exchangeOf } from '../../domain/exchange.server.ts';
import type { PlayerRow } from '../../domain/player-row.ts';
import { personalLinkClaims, personalLinkPath } from '../../mail/sign-personal-link.server.ts';

const byName = new Intl.Collator('fr', { sensitivity: 'base' });
/** The organiser's latest words to everyone a space shows. */
const ANNOUNCEMENTS_SHOWN = 5;

type Person = {
  id: string;
  name: string;
  address: string;
  imageUrl: string;
  giftIdeas: string;
  giftReceived: boolean;
  /** Read only for the viewer's own recipient: it says whose Santa changed (§7.5). */
  awaitsNewSantaGift: boolean;
  /** Read only to name the viewer's carer, and to link a carer to whom they look after. */
  caredBy: string | null;
  linkGeneration: number;
};

/**
 * Everything but the player's own row, in one prepared statement: every participant opens
 * this page, so it costs one database round trip whatever the size of the event, and is
 * planned once per connection (decision 0010).
 */
const eventId = sql`${secretSantas}.id`; // Qualified: the subqueries' tables have an id too.
const readSpace = prepared((db) =>
  db
    .select({
      secretSanta: sql<ParticipantSpace['secretSanta']>`json_build_object(
        'id', ${secretSantas.id}, 'name', ${secretSantas.name}, 'completed', ${secretSantas.completed},
        'shareAddresses', ${secretSantas.shareAddresses}, 'askAddresses', ${secretSantas.askAddresses})`,
      everyone: sql<Person[] | null>`(select json_agg(json_build_object(
          'id', id, 'name', name, 'address', address, 'imageUrl', image_url,
          'giftIdeas', gift_ideas, 'giftReceived', gift_received,
          'awaitsNewSantaGift', awaits_new_santa_gift, 'caredBy', cared_by,
          'linkGeneration', link_generation))
        from ${players} where secret_santa_id = ${eventId})`,
      receiverId: sql<string | null>`(select receiver_id from ${santaAssignments}
        where secret_santa_id = ${eventId} and year = ${sql.placeholder('year')}
          and giver_id = ${sql.placeholder('playerId')})`,
      // The draws table has one row per drawn year: one index lookup, whatever the history.
      drawn: sql<boolean>`exists (select 1 from ${draws}
        where secret_santa_id = ${eventId} and year = ${sql.placeholder('year')})`,
      organiserName: sql<string>`(select name from ${users} where ${users.id} = ${secretSantas.adminId})`,
      // « Écrire à tous » of this edition, newest first (docs/product.md §4.11).
      announcements: sql<
        ParticipantSpace['announcements'] | null
      >`(select json_agg(json_build_object(
          'text', a.text, 'sentAt', (extract(epoch from a.created_at) * 1000)::bigint)
          order by a.created_at desc)
        from (select text, created_at from ${announcements}
          where secret_santa_id = ${eventId} and year = ${sql.placeholder('year')}
          order by created_at desc limit ${ANNOUNCEMENTS_SHOWN}) a)`,
      exchange: exchangeColumns,
    })
    .from(secretSantas)
    .where(eq(secretSantas.id, sql.placeholder('secretSantaId')))
    .prepare('participant_space'),
);

/** The edition read, and what a carer's links to the spaces they look after are signed with. */
type SpaceReading = { year: number; authSecret: string; now: Date };

/** The participant's space. Only what docs/product.md §7.2 lets them see leaves this function. */
export async function getParticipantSpace(
  db: Database,
  me: PlayerRow,
  input: SpaceReading,
): Promise<ParticipantSpace> {
  const { year } = input;
  const [row] = await readSpace(db).execute({
    secretSantaId: me.secretSantaId,
    playerId: me.id,
    year,
  });
  // `me` is a player of this event: the statement always finds its row.
  const { secretSanta, receiverId, drawn, organiserName, announcements, ...rest } = row!;
  const everyone = rest.everyone ?? [];
  // A participant's address goes to their own Santa, and to everyone only if the organiser
  // chose so; to nobody while the event asks for none (docs/product.md §7.4).
  const isAsked = secretSanta.askAddresses;
  const isShared = isAsked && secretSanta.shareAddresses;
  const recipient = everyone.find((p) => p.id === receiverId);
  const exchange = exchangeOf(rest.exchange);

  return {
    secretSanta: {
      ...secretSanta,
      exchange,
      exchangeDayStartsAt: exchangeDayStart(exchange)?.getTime() ?? null,
      organiserName,
    },
    year,
    drawn,
    me: {
      id: me.id,
      name: me.name,
      email: me.email,
      caredByName: everyone.find((p) => p.id === me.caredBy)?.name ?? null,
      address: me.address,
      imageUrl: me.imageUrl,
      giftIdeas: me.giftIdeas,
      giftReceived: me.giftReceived,
      language: me.language,
      reminders: me.reminders,
      emailChange:
        me.previousEmail && me.emailChangedAt
          ? {
              previousEmail: me.previousEmail,
              changedAt: me.emailChangedAt.getTime(),
              organiserName,
            }
          : null,
    },
    recipient: recipient
      ? {
          id: recipient.id,
          name: recipient.name,
          address: isAsked ? recipient.address : null,
          imageUrl: recipient.imageUrl,
          giftIdeas: recipient.giftIdeas,
        }
      : null,
    others: everyone
      .filter((p) => p.id !== me.id)
      .sort((a, b) => byName.compare(a.name, b.name))
      .map((p) => ({
        id: p.id,
        name: p.name,
        address: isShared ? p.address : null,
        imageUrl: p.imageUrl,
        // A new Santa sees their recipient still waiting for their gift; everyone else, the
        // recipient included, the mark they gave (docs/product.md §7.5).
        giftReceived: p.giftReceived && !(p === recipient && p.awaitsNewSantaGift),
      })),
    // Shown until the exchange ends: the browser hides them after its day (§4.11).
    announcements: secretSanta.completed ? [] : (announcements ?? []),
    caredSpaces: everyone
      .filter((p) => p.caredBy === me.id)
      .sort((a, b) => byName.compare(a.name, b.name))
      .map((p) => ({
        id: p.id,
        name: p.name,
        imageUrl: p.imageUrl,
        link: personalLinkPath(
          input.authSecret,
          personalLinkClaims({
            secretSantaId: me.secretSantaId,
            playerId: p.id,
            linkGeneration: p.linkGeneration,
            now: input.now,
          }),
        ),
      })),
  };
}
