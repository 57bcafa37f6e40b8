import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import type { PlayerInputSchema } from '../../../shared/contracts/player.ts';
import { IMPORT_LINES_MAX } from '../../../shared/contracts/player-import.ts';
import type { RegistrationLink, RegistrationPage } from '../../../shared/contracts/registration.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { registrationMessages } from '../../../shared/registration-messages.ts';
import type { z } from 'zod';
import type { Database } from '../../db/database.server.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { pendingRegistrations, players, secretSantas, users } from '../../db/schema.ts';
import { exchangeOf } from '../../domain/exchange.server.ts';
import { closeRegistration } from '../../domain/registration-link.server.ts';
import {
  editionYear,
  findDraw,
  lockSecretSanta,
} from '../../domain/secret-santa-edition.server.ts';
import { HttpError, notFound, rateLimited } from '../../http/http-error.ts';
import { enqueueMail } from '../../mail/enqueue-mail.server.ts';
import {
  consumeRateLimit,
  enforceRateLimit,
  isRateLimited,
  rateRules,
} from '../../security/rate-limit.server.ts';

const t = registrationMessages.registration;

/** A confirmation link lasts a day, as an account's sign-up link does (docs/product.md §4.9). */
const CONFIRMATION_MS = 24 * 60 * 60 * 1000;
/** Sign-ups waiting for their confirmation in one event at once (docs/product.md §4.9). */
export const PENDING_REGISTRATIONS_MAX = 200;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');
const linkUrl = (publicUrl: string, key: string) => `${publicUrl}/inscription/${key}`;

const closed = () => notFound(t.closed);
const closedAtConfirmation = () => new HttpError(409, errorCodes.registrationClosed, t.closed);

type Clock = { now: Date };
type PlayerFields = z.output<typeof PlayerInputSchema>;

// --- The organiser's side (the caller checked the event is theirs). ---

/** The link as the organiser's dialog shows it. */
export async function readRegistrationLink(
  db: Database,
  input: Clock & { secretSantaId: string; publicUrl: string },
): Promise<RegistrationLink> {
  const [row] = await db
    .select({ key: secretSantas.registrationKey, open: secretSantas.registrationOpen })
    .from(secretSantas)
    .where(eq(secretSantas.id, input.secretSantaId));
  const drawn = (await findDraw(db, input.secretSantaId, editionYear(input.now))) !== undefined;
  const open = row?.open === true && row.key !== null;
  return { open, url: open ? linkUrl(input.publicUrl, row.key!) : null, drawn };
}

/**
 * 'Ouvrir les inscriptions' / 'Fermer les inscriptions' (docs/product.md §4.9). Reopening gives
 * the same link back, so a poster keeps working; after the edition's draw it stays closed.
 */
export async function setRegistrationOpen(
  db: Database,
  input: Clock & { secretSantaId: string; open: boolean; publicUrl: string },
): Promise<RegistrationLink> {
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    if (!input.open) return closeRegistration(tx, input.secretSantaId);
    if (await findDraw(tx, input.secretSantaId, editionYear(input.now))) {
      throw new HttpError(
        409,
        errorCodes.alreadyDrawn,
        organiserMessages.registrationLink.drawnRefusal,
      );
    }
    await tx
      .update(secretSantas)
      .set({
        registrationOpen: true,
        registrationKey: sql`coalesce(${secretSantas.registrationKey}, ${newSecret()})`,
      })
      .where(eq(secretSantas.id, input.secretSantaId));
  });
  return readRegistrationLink(db, input);
}

/**
 * 'Nouveau lien': a new key, so the old link (and its QR code) stops working; the sign-ups
 * made through it and not yet confirmed are dropped with it. Whether the link is open stays.
 */
export async function renewRegistrationLink(
  db: Database,
  input: Clock & { secretSantaId: string; publicUrl: string },
): Promise<RegistrationLink> {
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    await tx
      .update(secretSantas)
      .set({ registrationKey: newSecret() })
      .where(eq(secretSantas.id, input.secretSantaId));
    await tx
      .delete(pendingRegistrations)
      .where(eq(pendingRegistrations.secretSantaId, input.secretSantaId));
  });
  return readRegistrationLink(db, input);
}

// --- Whoever holds the link. ---

/** The address's forged keys and tokens count with its forged personal links. */
const guessKey = (address: string) => `bad-link:ip:${address}`;

async function refuseGuesser(db: Database, address: string): Promise<void> {
  if (await isRateLimited(db, guessKey(address), rateRules.badLinkPerAddress)) throw rateLimited();
}

/** The open event a link's key names; a wrong key is counted against the address. */
async function findOpenEvent(db: Database, input: { key: string; address: string }) {
  await refuseGuesser(db, input.address);
  const [event] = await db
    .select({
      id: secretSantas.id,
      name: secretSantas.name,
      open: secretSantas.registrationOpen,
      organiserName: users.name,
      exchangeAt: secretSantas.exchangeAt,
      exchangeHasTime: secretSantas.exchangeHasTime,
      timeZone: secretSantas.timeZone,
      budgetMinCents: secretSantas.budgetMinCents,
      budgetMaxCents: secretSantas.budgetMaxCents,
      place: secretSantas.place,
      organiserNote: secretSantas.organiserNote,
    })
    .from(secretSantas)
    .innerJoin(users, eq(users.id, secretSantas.adminId))
    .where(eq(secretSantas.registrationKey, input.key));
  if (!event) {
    await consumeRateLimit(db, guessKey(input.address), rateRules.badLinkPerAddress);
    throw closed();
  }
  // A closed link was a real one: following an old poster is no guess.
  if (!event.open) throw closed();
  return event;
}

/** What the sign-up page shows (docs/product.md §4.9); 404 for a closed or unknown link. */
export async function readRegistrationPage(
  db: Database,
  input: { key: string; address: string },
): Promise<RegistrationPage> {
  const event = await findOpenEvent(db, input);
  return {
    secretSantaName: event.name,
    organiserName: event.organiserName,
    exchange: exchangeOf(event),
  };
}

/**
 * 'M'inscrire' (docs/product.md §4.9): the sign-up waits for its address to be confirmed, and
 * a link is e-mailed there. A name already in the event is refused, as in the organiser's
 * dialog; an address already in it is not said (the page is open to whoever holds the link):
 * its owner learns it from the confirmation. Signing up again with an address replaces its
 * waiting sign-up and its link.
 */
export async function submitRegistration(
  db: Database,
  input: Clock & { key: string; address: string; fields: PlayerFields; publicUrl: string },
): Promise<void> {
  const event = await findOpenEvent(db, input);
  await enforceRateLimit(db, `registration:ip:${input.address}`, rateRules.registrationPerAddress);
  await enforceRateLimit(
    db,
    `registration:email:${input.fields.email}`,
    rateRules.registrationPerEmail,
  );
  await enforceRateLimit(db, `registration:event:${event.id}`, rateRules.registrationPerEvent);
  const token = newSecret();
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, event.id);
    // Closed since it was read, by the organiser or the draw.
    const [current] = await tx
      .select({ open: secretSantas.registrationOpen })
      .from(secretSantas)
      .where(and(eq(secretSantas.id, event.id), eq(secretSantas.registrationKey, input.key)));
    if (!current?.open) throw closed();
    const [sameName] = await tx
      .select({ id: players.id })
      .from(players)
      .where(
        and(
          eq(players.secretSantaId, event.id),
          sql`lower(${players.name}) = lower(${input.fields.name})`,
        ),
      );
    if (sameName) {
      throw new HttpError(409, errorCodes.nameTaken, messages.players.nameTaken, 'name');
    }
    await tx.delete(pendingRegistrations).where(
      and(
        eq(pendingRegistrations.secretSantaId, event.id),
        sql`(${pendingRegistrations.expiresAt} <= ${input.now.toISOString()}::timestamptz
            or lower(${pendingRegistrations.email}) = lower(${input.fields.email}))`,
      ),
    );
    const [waiting] = await tx
      .select({ count: count() })
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.secretSantaId, event.id));
    if ((waiting?.count ?? 0) >= PENDING_REGISTRATIONS_MAX) {
      throw new HttpError(409, errorCodes.invalidInput, t.tooManyWaiting);
    }
    await tx.insert(pendingRegistrations).values({
      secretSantaId: event.id,
      ...input.fields,
      tokenHash: hashToken(token),
      expiresAt: new Date(input.now.getTime() + CONFIRMATION_MS),
    });
    await enqueueMail(tx, {
      kind: 'registration-confirmation',
      recipient: input.fields.email,
      secretSantaId: event.id,
      payload: {
        playerName: input.fields.name,
        secretSantaName: event.name,
        organiserName: event.organiserName,
        url: `${input.publicUrl}/confirmer-inscription?token=${encodeURIComponent(token)}`,
      },
    });
  });
}

/**
 * 'Confirmer mon inscription', from the e-mailed link: the person becomes a player with what
 * they typed, if the link is still open (docs/product.md §4.9), under the event's lock so that
 * no draw happens in between. The unique indexes decide names and addresses, as for the
 * organiser's dialog (§4.3). The sign-up is then gone: its link works once.
 */
export async function confirmRegistration(
  db: Database,
  input: Clock & { token: string; address: string },
): Promise<{ secretSantaName: string; playerName: string }> {
  await refuseGuesser(db, input.address);
  const [pending] = await db
    .select()
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.tokenHash, hashToken(input.token)),
        gt(pendingRegistrations.expiresAt, input.now),
      ),
    );
  if (!pending) {
    await consumeRateLimit(db, guessKey(input.address), rateRules.badLinkPerAddress);
    throw new HttpError(400, errorCodes.invalidToken, t.invalidConfirmation, 'token');
  }
  try {
    return await db.transaction(async (tx) => {
      await lockSecretSanta(tx, pending.secretSantaId);
      // Gone if the link was closed or renewed meanwhile (closeRegistration deletes it).
      const [still] = await tx
        .delete(pendingRegistrations)
        .where(eq(pendingRegistrations.id, pending.id))
        .returning({ id: pendingRegistrations.id });
      const [event] = await tx
        .select({ name: secretSantas.name, open: secretSantas.registrationOpen })
        .from(secretSantas)
        .where(eq(secretSantas.id, pending.secretSantaId));
      if (!still || !event?.open) throw closedAtConfirmation();
      const [playerCount] = await tx
        .select({ count: count() })
        .from(players)
        .where(eq(players.secretSantaId, pending.secretSantaId));
      // docs/product.md §4.8: at most 10,000 participants in an event.
      if ((playerCount?.count ?? 0) >= IMPORT_LINES_MAX) {
        throw new HttpError(409, errorCodes.invalidInput, t.eventFull);
      }
      await tx.insert(players).values({
        secretSantaId: pending.secretSantaId,
        name: pending.name,
        email: pending.email,
        address: pending.address,
        imageUrl: pending.imageUrl,
        giftIdeas: pending.giftIdeas,
      });
      return { secretSantaName: event.name, playerName: pending.name };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'players_event_name_unique')) {
      throw new HttpError(409, errorCodes.nameTaken, messages.players.nameTaken, 'name');
    }
    if (isUniqueViolation(error, 'players_event_email_unique')) {
      throw new HttpError(409, errorCodes.emailTaken, t.alreadyPlayer, 'email');
    }
    throw error;
  }
}
