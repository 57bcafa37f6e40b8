import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/language.ts';
import type { OwnDetailsNow } from '../../../shared/contracts/participant-space.ts';
import type { Database } from '../../db/database.server.ts';
import { combinedChanges } from '../../db/combined-changes.ts';
import { prepared } from '../../db/prepared.ts';
import { players, secretSantas } from '../../db/schema.ts';
import { writeJournal } from '../../domain/journal.server.ts';
import { lockSecretSanta } from '../../domain/secret-santa-edition.server.ts';

export type OwnDetails =
  { address: string } | { giftIdeas: string } | { language: Language } | { reminders: boolean };

/**
 * Who changes their details: a player of the event, proven by a personal link of
 * `linkGeneration` (the player's current link, else nothing changes), or found by the caller
 * (a session, a link just promoted: `linkGeneration` null).
 */
export type OwnChange = {
  secretSantaId: string;
  playerId: string;
  linkGeneration: number | null;
};

const placeholder = sql.placeholder;

/**
 * The player the change names; with a personal link's generation, only while that link is
 * still theirs (a session's change passes none).
 */
const namedPlayer = and(
  eq(players.secretSantaId, placeholder('secretSantaId')),
  eq(players.id, placeholder('playerId')),
  // Without an OR, so that PostgreSQL plans the statement once, not at each save.
  sql`${players.linkGeneration} = coalesce(${placeholder('linkGeneration')}::integer, ${players.linkGeneration})`,
);
const ownDetails = {
  address: players.address,
  giftIdeas: players.giftIdeas,
  language: players.language,
  reminders: players.reminders,
};

/**
 * One player's gift ideas, language or reminders, in one prepared statement. Each is a
 * placeholder, null when not changed.
 */
const changeDetails = prepared((db) =>
  db
    .update(players)
    .set({
      giftIdeas: sql`coalesce(${placeholder('giftIdeas')}::text, ${players.giftIdeas})`,
      language: sql`coalesce(${placeholder('language')}::text, ${players.language})`,
      reminders: sql`coalesce(${placeholder('reminders')}::boolean, ${players.reminders})`,
    })
    .where(namedPlayer)
    .returning(ownDetails)
    .prepare('participant_change'),
);

/**
 * Several players' gift ideas, languages or reminders in one statement, each at the link it
 * names. Only the rows no other transaction holds: this statement never waits for a row while
 * holding others, so it never takes part in a deadlock with a statement that changes many
 * players (the organiser's); a row it skips is changed alone (combined-changes.ts).
 */
const changeSeveralDetails = prepared((db) =>
  db
    .update(players)
    .set({
      giftIdeas: sql`coalesce(change.gift_ideas, ${players.giftIdeas})`,
      language: sql`coalesce(change.language, ${players.language})`,
      reminders: sql`coalesce(change.reminders, ${players.reminders})`,
    })
    .from(
      sql`unnest(${placeholder('playerIds')}::uuid[], ${placeholder('secretSantaIds')}::uuid[],
        ${placeholder('linkGenerations')}::integer[], ${placeholder('giftIdeas')}::text[],
        ${placeholder('languages')}::text[], ${placeholder('reminders')}::boolean[])
        as change(player_id, secret_santa_id, link_generation, gift_ideas, language, reminders)`,
    )
    .where(
      and(
        sql`${players.id} = change.player_id`,
        sql`${players.secretSantaId} = change.secret_santa_id`,
        sql`${players.linkGeneration} = coalesce(change.link_generation, ${players.linkGeneration})`,
        sql`${players.id} in (select free.id from ${players} free
          where free.id = any(${placeholder('playerIds')}::uuid[]) for no key update skip locked)`,
      ),
    )
    .returning({ playerId: players.id, ...ownDetails })
    .prepare('participant_changes'),
);

type DetailsChange = OwnChange & {
  giftIdeas: string | null;
  language: Language | null;
  reminders: boolean | null;
};

/**
 * The gift ideas, the language or the reminders: alone while the database keeps up, else with
 * the other participants' changes that wait meanwhile.
 */
const saveDetails = combinedChanges<DetailsChange, OwnDetailsNow>({
  keyOf: (change) => change.playerId,
  merged: (earlier, later) =>
    later.secretSantaId === earlier.secretSantaId && later.linkGeneration === earlier.linkGeneration
      ? {
          ...earlier,
          giftIdeas: later.giftIdeas ?? earlier.giftIdeas,
          language: later.language ?? earlier.language,
          reminders: later.reminders ?? earlier.reminders,
        }
      : undefined,
  together: async (db, changes) => {
    const rows = await changeSeveralDetails(db).execute({
      playerIds: changes.map((change) => change.playerId),
      secretSantaIds: changes.map((change) => change.secretSantaId),
      linkGenerations: changes.map((change) => change.linkGeneration),
      giftIdeas: changes.map((change) => change.giftIdeas),
      languages: changes.map((change) => change.language),
      reminders: changes.map((change) => change.reminders),
    });
    return new Map(rows.map(({ playerId, ...saved }) => [playerId, saved]));
  },
  alone: async (db, change) => (await changeDetails(db).execute(change))[0] ?? null,
});

/** The address, only while the event asks for them (docs/product.md §7.4). */
const changeAddress = prepared((db) =>
  db
    .update(players)
    .set({ address: sql`${placeholder('address')}::text` })
    .where(
      and(
        namedPlayer,
        sql`exists (select 1 from ${secretSantas}
          where ${secretSantas.id} = ${players.secretSantaId} and ${secretSantas.askAddresses})`,
      ),
    )
    .returning({
      ...ownDetails,
      name: players.name,
      // The address the update found (a subquery sees the statement's snapshot), for the
      // journal. Spelled out: in RETURNING, the query builder leaves a column unqualified.
      addressBefore: sql<string>`(select before.address from ${players} before
        where before.id = players.id)`,
    })
    .prepare('participant_address_change'),
);

/**
 * What a participant may change of their own: their address, their gift ideas, the language of
 * their e-mails and whether the reminders reach them (the product's rules: docs/product.md),
 * nothing else. Answers these four as they now are, which is all of the space a save changes:
 * the page keeps the rest of what it shows. Null when the change names no player of the event
 * at that link (removed, a link replaced or not yet promoted: the caller finds out which,
 * `resolveParticipant`).
 *
 * An address is refused while the event asks for none (docs/product.md §7.4): the space no
 * longer offers the field, so only a page opened before the organiser turned it off sends one,
 * and saying it was saved would be untrue; checked in the same statement, so that the setting
 * changed meanwhile is seen.
 */
export async function updateOwnDetails(
  db: Database,
  input: { change: OwnChange; details: OwnDetails; now: Date },
): Promise<OwnDetailsNow | null> {
  const { change, details } = input;
  if (!('address' in details)) {
    return saveDetails(db, {
      ...change,
      giftIdeas: null,
      language: null,
      reminders: null,
      ...details,
    });
  }
  // The journal's entry needs the event's row: taken first, in the order the organisers'
  // changes take it (the event, then players), so that neither waits on the other's second.
  return db.transaction(async (tx) => {
    await lockSecretSanta(tx, change.secretSantaId);
    const [row] = await changeAddress(tx).execute({ ...change, address: details.address });
    if (!row) return null;
    const { name, addressBefore, ...saved } = row;
    // The organisers' « Historique » tells that an address changed, never what it says.
    if (addressBefore !== saved.address) {
      await writeJournal(tx, {
        secretSantaId: change.secretSantaId,
        by: { kind: 'participant', name },
        now: input.now,
        action: 'ownAddressChanged',
        details: {},
      });
    }
    return saved;
  });
}
