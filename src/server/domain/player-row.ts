import { sql, type SQL } from 'drizzle-orm';
import type { Player } from '../../shared/contracts/player.ts';
import { players } from '../db/schema.ts';
import { sameKey } from '../../shared/same-key.ts';

/** A player as stored, and as the organiser's screens see it (`toPlayer`). */
export type PlayerRow = typeof players.$inferSelect;

export function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    secretSantaId: row.secretSantaId,
    name: row.name,
    email: row.email,
    caredBy: row.caredBy,
    group: row.group,
    address: row.address,
    imageUrl: row.imageUrl,
    giftIdeas: row.giftIdeas,
    invited: row.invited,
    giftReceived: row.giftReceived,
    excluded: row.excluded,
    household: row.household,
    invitationSentAt: row.invitationSentAt?.getTime() ?? null,
    linkOpened: row.spaceOpenedAt !== null,
    language: row.language,
    nameTakenAtSignUp: row.nameTakenAtSignUp,
  };
}

/**
 * Where the e-mails of the player `alias` (a name of `players` in the query) go: their own
 * address, or the address of the player who looks after them (docs/product.md §4.10). Each
 * e-mail stays one person's, with that person's link.
 */
export function mailAddressOf(alias: string): SQL {
  if (!/^[a-z_]+$/.test(alias)) throw new Error(`mailAddressOf: not an alias: ${alias}`);
  return sql.raw(
    `coalesce(${alias}.email, (select carer.email from players carer where carer.id = ${alias}.cared_by))`,
  );
}

/**
 * `mailAddressOf` for a Drizzle query on `players` itself, named in full: Drizzle may write a
 * column without its table, which inside the subquery would be the carer's.
 */
export const playerMailAddress = sql<string>`${mailAddressOf('players')}`;

/**
 * A player's e-mail matches in any letter case (docs/product.md §4.3), in SQL: `email` is
 * made its key here (`sameKey`, what `lower()` makes), or is a placeholder the caller fills
 * with a key.
 */
export function playerEmailIs(email: string | ReturnType<typeof sql.placeholder>): SQL {
  const value = typeof email === 'string' ? sameKey(email) : email;
  return sql`lower(${players.email}) = ${value}`;
}
