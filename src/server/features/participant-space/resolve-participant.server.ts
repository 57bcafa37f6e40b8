import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { isUuid } from '../../../shared/contracts/secret-santa.ts';
import type { AnswerCache } from '../../db/answer-cache.ts';
import type { Database } from '../../db/database.server.ts';
import { prepared } from '../../db/prepared.ts';
import { players } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { clientAddress } from '../../http/client-address.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { isSafeMethod } from '../../http/same-origin-writes.ts';
import { verifyLinkToken } from '../../security/guarded-token.server.ts';
import { verifyToken } from '../../security/signed-token.server.ts';
import { editionYear, findDraw } from '../../domain/secret-santa-edition.server.ts';
import { playerEmailIs } from '../../domain/player-row.ts';
import { sameKey } from '../../../shared/same-key.ts';
import { nextLinkGeneration, promoteNextLink } from '../../domain/personal-links.server.ts';

// Prepared: every participant's page and change starts here.
const findPlayerById = prepared((db) =>
  db
    .select()
    .from(players)
    .where(
      and(
        eq(players.secretSantaId, sql.placeholder('secretSantaId')),
        eq(players.id, sql.placeholder('playerId')),
      ),
    )
    .prepare('participant_by_id'),
);
const findPlayerByEmail = prepared((db) =>
  db
    .select()
    .from(players)
    .where(
      and(
        eq(players.secretSantaId, sql.placeholder('secretSantaId')),
        playerEmailIs(sql.placeholder('email')),
      ),
    )
    .prepare('participant_by_email'),
);

/** What telling who asks takes: the database, the answer cache, the links' secret. */
export type ParticipantIdentity = {
  db: Database;
  cache: AnswerCache;
  authSecret: string;
  trustProxy: boolean;
  now: () => Date;
};

/**
 * Who is asking, for one event: the personal link's signed token (sent as a bearer
 * token), else the signed-in account whose e-mail is a player of the event. A name or an
 * e-mail in a URL is never proof (docs/product.md §7.1). A read may find the player in the
 * answer cache; a change always reads the database (decision 0012).
 */
export async function resolveParticipant(
  c: Context<AppEnv>,
  deps: ParticipantIdentity,
  secretSantaId: string,
) {
  // Made only when refused: an Error captures a stack, which every allowed read would pay for.
  const denied = () => new Refusal('participantAccessDenied');
  if (!isUuid(secretSantaId)) throw denied();
  const cache = isSafeMethod(c.req.method) ? deps.cache : undefined;
  // The player by id (a link) or by e-mail (a session): an id never looks like an e-mail.
  const read = <T>(idOrEmail: string, load: () => Promise<T>) =>
    cache
      ? cache.answer({ name: 'participant', scope: secretSantaId, variant: [idOrEmail] }, load)
      : load();
  const claims = await verifiedLink(c, deps, secretSantaId);
  if (claims) {
    const { playerId } = claims;
    const [player] = await read(playerId, () =>
      findPlayerById(deps.db).execute({ secretSantaId, playerId }),
    );
    // The link is genuine: its holder was taken out of the event (or the event deleted), and is
    // told so rather than asked for a new link that would never come (docs/product.md §7.1).
    if (!player) throw new Refusal('noLongerPlaying');
    const generation = claims.generation ?? 0;
    if (generation === player.linkGeneration) return player;
    // A new link asked for, opened for the first time: it becomes the player's link, and the
    // one before stops working (docs/decisions/0029). Read again from the database: the row
    // the answer cache kept is the one before.
    if (
      generation === nextLinkGeneration(player.linkGeneration) &&
      claims.countsOpening === true &&
      (await promoteNextLink(deps.db, { secretSantaId, playerId, current: player.linkGeneration }))
    ) {
      // A read that writes: the link before must stop working at once, here and elsewhere.
      deps.cache.markWritten();
      const [promoted] = await findPlayerById(deps.db).execute({ secretSantaId, playerId });
      if (promoted) return promoted;
    }
    // A genuine link since replaced (a newer link opened, a reset, a new address): its holder is
    // told, and offered the new link at the player's address.
    throw new Refusal('linkReplaced');
  }
  const user = c.get('user');
  if (!user) throw denied();
  const email = sameKey(user.email);
  const [player] = await read(email, () =>
    findPlayerByEmail(deps.db).execute({ secretSantaId, email }),
  );
  if (!player) throw denied();
  if (player.emailChangedAt && (await isChangedSinceDraw(deps, player))) {
    throw new Refusal('emailChangedSinceDraw');
  }
  return player;
}

/**
 * The claims of the personal link the request comes with (a bearer token), checked: its
 * signature, its event, its age, and the allowance of forged links from the address. Null
 * without a link. Whether it is still its player's link is for the database to say.
 */
async function verifiedLink(c: Context<AppEnv>, deps: ParticipantIdentity, secretSantaId: string) {
  const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!bearer) return null;
  // The forged-link allowance may come from memory on a change too: it is not what the
  // change reads or writes (decision 0017).
  const check = await verifyLinkToken(
    { db: deps.db, cache: deps.cache },
    clientAddress(c, deps.trustProxy),
    deps.authSecret,
    bearer,
    { purpose: 'participant', secretSantaId },
    deps.now().getTime(),
  );
  if (check.ok) return check.claims;
  if (check.reason === 'expired') throw new Refusal('linkExpired');
  throw new Refusal('participantAccessDenied');
}

/**
 * The player a personal link names, and the link it must still be, for a change that reads
 * nothing before it: the change itself finds no player when the link is no longer theirs
 * (update-own-details.server.ts). Null without a link (a session): `resolveParticipant` finds
 * who asks, and says why when no one may.
 */
export async function claimedChange(
  c: Context<AppEnv>,
  deps: ParticipantIdentity,
  secretSantaId: string,
): Promise<{ secretSantaId: string; playerId: string; linkGeneration: number } | null> {
  if (!isUuid(secretSantaId)) return null;
  const claims = await verifiedLink(c, deps, secretSantaId);
  if (!claims) return null;
  return { secretSantaId, playerId: claims.playerId, linkGeneration: claims.generation ?? 0 };
}

/**
 * An account is taken for a player only at the address the player had when this year's pairs
 * were drawn: an address the organiser set afterwards could be the organiser's own accomplice
 * (docs/decisions/0014). The personal link, sent to the new address and announced to the old
 * one, still works; a new draw makes the new address the draw's.
 */
async function isChangedSinceDraw(
  deps: { db: Database; now: () => Date },
  player: { secretSantaId: string; emailChangedAt: Date | null },
): Promise<boolean> {
  const draw = await findDraw(deps.db, player.secretSantaId, editionYear(deps.now()));
  return (
    draw !== undefined && player.emailChangedAt !== null && player.emailChangedAt >= draw.drawnAt
  );
}

/**
 * Whether the request comes with the person's link as they keep it (invitation, draw e-mail,
 * new link): only its opening is 'Lien ouvert' (docs/product.md §6.5). A message's or a changed
 * draw's e-mail has its own copy, so that its reader opening it tells the organiser nothing of
 * who received it. Call it after `resolveParticipant` has let the request in.
 */
export function isKeptLink(
  c: Context<AppEnv>,
  deps: { authSecret: string; now: () => Date },
  secretSantaId: string,
): boolean {
  const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (!bearer) return false;
  const check = verifyToken(
    deps.authSecret,
    bearer,
    { purpose: 'participant', secretSantaId },
    deps.now().getTime(),
  );
  return check.ok && check.claims.countsOpening === true;
}
