import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import {
  CO_ORGANISERS_MAX,
  type CoOrganiser,
  type CoOrganiserInvitation,
  type CoOrganisersResponse,
} from '../../../shared/contracts/co-organisers.ts';
import { isUuid, type SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import type { Language } from '../../../shared/language.ts';
import { CO_ORGANISER_INVITATION_PATH } from '../../../shared/pages.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { isSameKey, sameKey } from '../../../shared/same-key.ts';
import type { Database } from '../../db/database.server.ts';
import { coOrganisers, secretSantas, users } from '../../db/schema.ts';
import { writeJournal } from '../../domain/journal.server.ts';
import { lockSecretSanta } from '../../domain/secret-santa-edition.server.ts';
import { enqueueMail } from '../../mail/outbox.server.ts';
import { enforceRateLimit, rateRules } from '../../security/rate-limit.server.ts';

/** An invitation's link works for two weeks (docs/product.md §3.7). */
const INVITATION_MS = 14 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

type Organiser = { id: string; name: string; email: string };

function refuseUnlessOwner(secretSanta: SecretSanta, user: Organiser): void {
  if (secretSanta.adminId !== user.id) throw new Refusal('onlyOwnerManagesOrganisers');
}

function toCoOrganiser(row: {
  id: string;
  email: string;
  name: string | null;
  invitedAt: Date;
  acceptedAt: Date | null;
}): CoOrganiser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    invitedAt: row.invitedAt.getTime(),
    acceptedAt: row.acceptedAt?.getTime() ?? null,
  };
}

const coOrganiserColumns = {
  id: coOrganisers.id,
  email: coOrganisers.email,
  name: users.name,
  invitedAt: coOrganisers.invitedAt,
  acceptedAt: coOrganisers.acceptedAt,
};

/** The event's owner and co-organisers, as each of its organisers sees them. */
export async function listCoOrganisers(
  db: Database,
  secretSanta: SecretSanta,
): Promise<CoOrganisersResponse> {
  const [owner] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, secretSanta.adminId));
  const rows = await db
    .select(coOrganiserColumns)
    .from(coOrganisers)
    .leftJoin(users, eq(users.id, coOrganisers.userId))
    .where(eq(coOrganisers.secretSantaId, secretSanta.id))
    .orderBy(asc(coOrganisers.invitedAt), asc(coOrganisers.id));
  return { owner: owner!, coOrganisers: rows.map(toCoOrganiser) };
}

/**
 * « Inviter » (docs/product.md §3.7): the owner asks someone, by address, to organise the event
 * with them; an e-mail carries the link whose page accepts. Inviting an address again while its
 * invitation waits sends a new link, the earlier one no longer working.
 */
export async function inviteCoOrganiser(
  db: Database,
  input: {
    secretSanta: SecretSanta;
    owner: Organiser;
    email: string;
    language: Language;
    publicUrl: string;
    now: Date;
  },
): Promise<CoOrganiser> {
  const { secretSanta, owner, now } = input;
  refuseUnlessOwner(secretSanta, owner);
  const email = sameKey(input.email);
  if (isSameKey(email, owner.email)) throw new Refusal('coOrganiserIsOwner', {}, 'email');
  await enforceRateLimit(db, `co-organiser:owner:${owner.id}`, rateRules.coOrganiserInvitations);
  const token = newSecret();
  return db.transaction(async (tx) => {
    await lockSecretSanta(tx, secretSanta.id);
    const [existing] = await tx
      .select()
      .from(coOrganisers)
      .where(and(eq(coOrganisers.secretSantaId, secretSanta.id), eq(coOrganisers.email, email)));
    if (existing?.acceptedAt) throw new Refusal('coOrganiserAlready', { email }, 'email');
    if (!existing) {
      const [invited] = await tx
        .select({ count: count() })
        .from(coOrganisers)
        .where(eq(coOrganisers.secretSantaId, secretSanta.id));
      if ((invited?.count ?? 0) >= CO_ORGANISERS_MAX) {
        throw new Refusal('coOrganisersTooMany', { most: CO_ORGANISERS_MAX });
      }
    }
    const values = { tokenHash: hashToken(token), language: input.language, invitedAt: now };
    const [row] = existing
      ? await tx
          .update(coOrganisers)
          .set(values)
          .where(eq(coOrganisers.id, existing.id))
          .returning()
      : await tx
          .insert(coOrganisers)
          .values({ secretSantaId: secretSanta.id, email, ...values })
          .returning();
    await enqueueMail(tx, {
      kind: 'co-organiser-invitation',
      recipient: email,
      language: input.language,
      secretSantaId: secretSanta.id,
      payload: {
        organiserName: owner.name,
        secretSantaName: secretSanta.name,
        secrets: {
          url: `${input.publicUrl}${CO_ORGANISER_INVITATION_PATH}?token=${encodeURIComponent(token)}`,
        },
      },
    });
    await writeJournal(tx, {
      secretSantaId: secretSanta.id,
      by: { kind: 'organiser', name: owner.name },
      now,
      action: 'coOrganiserInvited',
      details: { email },
    });
    return toCoOrganiser({ ...row!, name: null });
  });
}

/**
 * « Retirer » (docs/product.md §3.7): the owner ends a co-organiser's access, or withdraws an
 * invitation still waiting (its link then opens nothing). From the next request on, the event
 * answers them as a missing one.
 */
export async function removeCoOrganiser(
  db: Database,
  input: { secretSanta: SecretSanta; owner: Organiser; coOrganiserId: string; now: Date },
): Promise<void> {
  refuseUnlessOwner(input.secretSanta, input.owner);
  if (!isUuid(input.coOrganiserId)) throw new Refusal('coOrganiserNotFound');
  await db.transaction(async (tx) => {
    // The event first, as an invitation and an acceptance take it: one waits for the other.
    await lockSecretSanta(tx, input.secretSanta.id);
    const [removed] = await tx
      .delete(coOrganisers)
      .where(
        and(
          eq(coOrganisers.id, input.coOrganiserId),
          eq(coOrganisers.secretSantaId, input.secretSanta.id),
        ),
      )
      .returning({ email: coOrganisers.email });
    if (!removed) throw new Refusal('coOrganiserNotFound');
    await writeJournal(tx, {
      secretSantaId: input.secretSanta.id,
      by: { kind: 'organiser', name: input.owner.name },
      now: input.now,
      action: 'coOrganiserRemoved',
      details: { email: removed.email },
    });
  });
}

/** The invitation behind a link's token, while it works. */
async function findInvitation(db: Database, input: { token: string; now: Date }) {
  const [row] = await db
    .select({
      invitation: coOrganisers,
      secretSantaName: secretSantas.name,
      organiserName: users.name,
    })
    .from(coOrganisers)
    .innerJoin(secretSantas, eq(secretSantas.id, coOrganisers.secretSantaId))
    .innerJoin(users, eq(users.id, secretSantas.adminId))
    .where(
      and(
        eq(coOrganisers.tokenHash, hashToken(input.token)),
        gt(coOrganisers.invitedAt, new Date(input.now.getTime() - INVITATION_MS)),
      ),
    );
  if (!row) throw new Refusal('coOrganiserInvitationInvalid', {}, 'token');
  return row;
}

/**
 * What the invitation's page shows before anyone acts: which event, from whom, for which
 * address. Reading it changes nothing, so a mail scanner that follows the link accepts nothing.
 * Once accepted, only the invited account, signed in, reads it: anyone else holding the link
 * (a forwarded e-mail) gets `coOrganiserInvitationUsed`, which names nothing of the event.
 */
export async function readCoOrganiserInvitation(
  db: Database,
  input: { token: string; reader: { email: string } | null; now: Date },
): Promise<CoOrganiserInvitation> {
  const row = await findInvitation(db, input);
  const isInvitedReader =
    input.reader !== null && isSameKey(input.reader.email, row.invitation.email);
  if (row.invitation.acceptedAt !== null && !isInvitedReader) {
    throw new Refusal('coOrganiserInvitationUsed');
  }
  return {
    secretSantaName: row.secretSantaName,
    organiserName: row.organiserName,
    email: row.invitation.email,
    accepted: row.invitation.acceptedAt !== null,
  };
}

/**
 * « Accepter » on the invitation's page: the signed-in account becomes a co-organiser, if its
 * address is the one invited (a forwarded link opens the event to nobody else). Accepting again
 * with the same account answers as the first time.
 */
export async function acceptCoOrganiserInvitation(
  db: Database,
  input: { token: string; user: Organiser; now: Date },
): Promise<{ secretSantaId: string }> {
  const { invitation } = await findInvitation(db, input);
  if (!isSameKey(invitation.email, input.user.email)) {
    throw new Refusal('coOrganiserOtherAccount', { email: invitation.email });
  }
  const secretSantaId = invitation.secretSantaId;
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, secretSantaId);
    // Read again under the lock: withdrawn or sent again since, this link accepts nothing.
    const [current] = await tx
      .select({ acceptedAt: coOrganisers.acceptedAt })
      .from(coOrganisers)
      .where(
        and(eq(coOrganisers.id, invitation.id), eq(coOrganisers.tokenHash, invitation.tokenHash)),
      );
    if (!current) throw new Refusal('coOrganiserInvitationInvalid', {}, 'token');
    if (current.acceptedAt !== null) return;
    await tx
      .update(coOrganisers)
      .set({ userId: input.user.id, acceptedAt: input.now })
      .where(eq(coOrganisers.id, invitation.id));
    await writeJournal(tx, {
      secretSantaId,
      by: { kind: 'organiser', name: input.user.name },
      now: input.now,
      action: 'coOrganiserJoined',
      details: {},
    });
  });
  return { secretSantaId };
}
