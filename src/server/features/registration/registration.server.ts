import { createHash, randomBytes } from 'node:crypto';
import { CONFIRMATION_PATHS, REGISTRATION_PATH } from '../../../shared/pages.ts';
import type { Language } from '../../../shared/language.ts';
import { and, count, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { PlayerInputSchema } from '../../../shared/contracts/player.ts';
import { IMPORT_LINES_MAX } from '../../../shared/contracts/player-import.ts';
import type { RegistrationLink, RegistrationPage } from '../../../shared/contracts/registration.ts';
import type { z } from 'zod';
import type { Database } from '../../db/database.server.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { pendingRegistrations, players, secretSantas, users } from '../../db/schema.ts';
import { exchangeColumns, exchangeOf } from '../../domain/exchange.server.ts';
import { playerEmailIs } from '../../domain/player-row.ts';
import {
  closeRegistration,
  dropPendingRegistrations,
} from '../../domain/registration-link.server.ts';
import {
  editionYear,
  findDraw,
  lockSecretSanta,
} from '../../domain/secret-santa-edition.server.ts';
import { Refusal } from '../../../shared/refusal.ts';
import { writeJournal, type Actor } from '../../domain/journal.server.ts';
import { enqueueMail } from '../../mail/outbox.server.ts';
import { enforceRateLimit, rateRules } from '../../security/rate-limit.server.ts';

/** A confirmation link lasts a day, as an account's sign-up link does (docs/product.md §4.9). */
const CONFIRMATION_MS = 24 * 60 * 60 * 1000;
/** Sign-ups waiting for their confirmation in one event at once (docs/product.md §4.9). */
export const PENDING_REGISTRATIONS_MAX = 200;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');
const linkUrl = (publicUrl: string, key: string) => `${publicUrl}${REGISTRATION_PATH}/${key}`;

const closed = () => new Refusal('registrationClosed');
const closedAtConfirmation = () => new Refusal('registrationClosedAtConfirmation');

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
  const [waiting] = await db
    .select({ count: count() })
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.secretSantaId, input.secretSantaId),
        gt(pendingRegistrations.expiresAt, input.now),
        isNull(pendingRegistrations.confirmedAt),
      ),
    );
  const open = row?.open === true && row.key !== null;
  return {
    open,
    url: open ? linkUrl(input.publicUrl, row.key!) : null,
    drawn,
    waiting: waiting?.count ?? 0,
  };
}

/**
 * 'Ouvrir les inscriptions' / 'Fermer les inscriptions' (docs/product.md §4.9). Reopening gives
 * the same link back, so a poster keeps working; after the edition's draw it stays closed.
 */
export async function setRegistrationOpen(
  db: Database,
  input: Clock & { secretSantaId: string; open: boolean; publicUrl: string; by: Actor },
): Promise<RegistrationLink> {
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    const [current] = await tx
      .select({ open: secretSantas.registrationOpen })
      .from(secretSantas)
      .where(eq(secretSantas.id, input.secretSantaId));
    if (input.open && (await findDraw(tx, input.secretSantaId, editionYear(input.now)))) {
      throw new Refusal('registrationLinkAfterDraw');
    }
    if (current?.open === input.open) return;
    if (input.open) {
      await tx
        .update(secretSantas)
        .set({
          registrationOpen: true,
          registrationKey: sql`coalesce(${secretSantas.registrationKey}, ${newSecret()})`,
        })
        .where(eq(secretSantas.id, input.secretSantaId));
    } else {
      await closeRegistration(tx, input.secretSantaId);
    }
    await writeJournal(tx, {
      secretSantaId: input.secretSantaId,
      by: input.by,
      now: input.now,
      action: input.open ? 'registrationOpened' : 'registrationClosed',
      details: {},
    });
  });
  return readRegistrationLink(db, input);
}

/**
 * 'Nouveau lien': a new key, so the old link (and its QR code) stops working; the sign-ups
 * made through it and not yet confirmed are dropped with it. Whether the link is open stays.
 */
export async function renewRegistrationLink(
  db: Database,
  input: Clock & { secretSantaId: string; publicUrl: string; by: Actor },
): Promise<RegistrationLink> {
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, input.secretSantaId);
    await tx
      .update(secretSantas)
      .set({ registrationKey: newSecret() })
      .where(eq(secretSantas.id, input.secretSantaId));
    await dropPendingRegistrations(tx, input.secretSantaId);
    await writeJournal(tx, {
      secretSantaId: input.secretSantaId,
      by: input.by,
      now: input.now,
      action: 'registrationLinkRenewed',
      details: {},
    });
  });
  return readRegistrationLink(db, input);
}

// --- Whoever holds the link. ---
//
// Keys and confirmation tokens are 256 random bits, beyond guessing: a wrong one is not counted
// as a forged link (docs/security.md), since the wrong ones people send are real ones gone
// stale (an old poster after 'Nouveau lien', an e-mail after the draw), and counting them would
// lock a whole office out of its personal links.

/** The open event a link's key names. */
async function findOpenEvent(db: Database, key: string) {
  const [event] = await db
    .select({
      id: secretSantas.id,
      adminId: secretSantas.adminId,
      name: secretSantas.name,
      open: secretSantas.registrationOpen,
      organiserName: users.name,
      exchange: exchangeColumns,
      askAddresses: secretSantas.askAddresses,
    })
    .from(secretSantas)
    .innerJoin(users, eq(users.id, secretSantas.adminId))
    .where(eq(secretSantas.registrationKey, key));
  if (!event?.open) throw closed();
  return event;
}

/** What the sign-up page shows (docs/product.md §4.9); 404 for a closed or unknown link. */
export async function readRegistrationPage(
  db: Database,
  input: { key: string },
): Promise<RegistrationPage> {
  const event = await findOpenEvent(db, input.key);
  return {
    secretSantaName: event.name,
    organiserName: event.organiserName,
    exchange: exchangeOf(event.exchange),
    askAddresses: event.askAddresses,
  };
}

/**
 * 'M'inscrire' (docs/product.md §4.9): the sign-up waits for its address to be confirmed, and
 * a link is e-mailed there with what was typed. Whoever holds the link learns nothing of who
 * plays: the limits are spent first, whatever comes next, and a name or an address already in
 * the event gets the same answer as any other (a taken name is settled at the confirmation, and
 * the organiser told, `confirmRegistration`). Each sign-up is kept on its own: someone else
 * signing up with the same address never replaces the person's own, whose e-mail says what it
 * holds.
 */
export async function submitRegistration(
  db: Database,
  input: Clock & {
    key: string;
    address: string;
    fields: PlayerFields;
    publicUrl: string;
    /** The sign-up page's: the e-mail's, and the player's (docs/product.md §9.9). */
    language: Language;
  },
): Promise<void> {
  // A closed or unknown link says nothing of who plays, and spends nobody's allowance: an address
  // typed with a made-up key must not use up its owner's sign-ups everywhere.
  const event = await findOpenEvent(db, input.key);
  await enforceRateLimit(db, `registration:ip:${input.address}`, rateRules.registrationPerAddress);
  await enforceRateLimit(
    db,
    `registration:email:${input.fields.email}`,
    rateRules.registrationPerEmail,
  );
  await enforceRateLimit(
    db,
    `registration:organiser:${event.adminId}`,
    rateRules.registrationPerOrganiser,
  );
  const token = newSecret();
  // An event that asks for no postal address keeps none, even from a page opened before the
  // organiser said so (docs/product.md §7.4); the e-mail then shows no address line.
  const fields = event.askAddresses ? input.fields : { ...input.fields, address: '' };
  await db.transaction(async (tx) => {
    await lockSecretSanta(tx, event.id);
    // Closed since it was read, by the organiser or the draw.
    const [current] = await tx
      .select({ open: secretSantas.registrationOpen })
      .from(secretSantas)
      .where(and(eq(secretSantas.id, event.id), eq(secretSantas.registrationKey, input.key)));
    if (!current?.open) throw closed();
    await tx
      .delete(pendingRegistrations)
      .where(
        and(
          eq(pendingRegistrations.secretSantaId, event.id),
          lte(pendingRegistrations.expiresAt, input.now),
        ),
      );
    const [waiting] = await tx
      .select({ count: count() })
      .from(pendingRegistrations)
      .where(
        and(
          eq(pendingRegistrations.secretSantaId, event.id),
          isNull(pendingRegistrations.confirmedAt),
        ),
      );
    if ((waiting?.count ?? 0) >= PENDING_REGISTRATIONS_MAX) {
      throw new Refusal('registrationTooManyWaiting');
    }
    await tx.insert(pendingRegistrations).values({
      secretSantaId: event.id,
      ...fields,
      language: input.language,
      tokenHash: hashToken(token),
      expiresAt: new Date(input.now.getTime() + CONFIRMATION_MS),
    });
    await enqueueMail(tx, {
      kind: 'registration-confirmation',
      recipient: input.fields.email,
      language: input.language,
      secretSantaId: event.id,
      payload: {
        playerName: input.fields.name,
        secretSantaName: event.name,
        organiserName: event.organiserName,
        ...(event.askAddresses ? { address: fields.address } : {}),
        giftIdeas: fields.giftIdeas,
        secrets: {
          url: `${input.publicUrl}${CONFIRMATION_PATHS[input.language]}?token=${encodeURIComponent(token)}`,
        },
      },
    });
  });
}

/** The longest name a player may have (docs/product.md §4.1). */
const NAME_MAX = 100;

/**
 * `name`, or when the event already has it in any letter case (§4.3), the first of 'name (2)',
 * 'name (3)'… it does not have, shortened to fit: names are shown to every participant, and the
 * person who signed up must not learn from it that the name was taken. The database compares,
 * as its unique index does, in two statements whatever the number of namesakes: among the
 * first k + 1 candidates, where k players' names start like them, one is free.
 */
async function freeName(tx: Database, secretSantaId: string, name: string): Promise<string> {
  const candidate = (n: number) => {
    const suffix = n === 1 ? '' : ` (${n})`;
    return `${name.slice(0, NAME_MAX - suffix.length).trimEnd()}${suffix}`;
  };
  // Every candidate starts with this, whatever its number (up to the 10,000 players of §4.8).
  const stem = name.slice(0, NAME_MAX - ' (10001)'.length).trimEnd();
  const [alike] = await executeRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from ${players}
      where secret_santa_id = ${secretSantaId}
        and starts_with(lower(${players.name}), lower(${stem}))`,
  );
  const candidates = Array.from({ length: (alike?.count ?? 0) + 1 }, (_, i) => candidate(i + 1));
  const [free] = await executeRows<{ name: string }>(
    tx,
    sql`select c.name from jsonb_array_elements_text(${JSON.stringify(candidates)}::jsonb)
        with ordinality as c(name, n)
      where not exists (select 1 from ${players}
        where secret_santa_id = ${secretSantaId} and lower(${players.name}) = lower(c.name))
      order by c.n limit 1`,
  );
  return free!.name;
}

/**
 * 'Confirmer mon inscription', from the e-mailed link: the person becomes a player with what
 * this sign-up holds, if the link is still open (docs/product.md §4.9), under the event's lock
 * so that no draw happens in between. An address already in the event is refused (its owner
 * holds the mailbox); a name already in it is made free (`freeName`) and the organiser told on
 * the player's card. The address's other sign-ups in the event are then gone; this
 * one is kept, confirmed, until it expires, so that pressing its link again (a retry, another
 * device) answers as the first time did while the person is a player.
 */
export async function confirmRegistration(
  db: Database,
  input: Clock & { token: string },
): Promise<{ secretSantaName: string; playerName: string }> {
  const [pending] = await db
    .select()
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.tokenHash, hashToken(input.token)),
        gt(pendingRegistrations.expiresAt, input.now),
      ),
    );
  const invalid = () => new Refusal('registrationConfirmationInvalid', {}, 'token');
  if (!pending) throw invalid();
  try {
    return await db.transaction(async (tx) => {
      await lockSecretSanta(tx, pending.secretSantaId);
      const [event] = await tx
        .select({ name: secretSantas.name, open: secretSantas.registrationOpen })
        .from(secretSantas)
        .where(eq(secretSantas.id, pending.secretSantaId));
      const [row] = await tx
        .select({ confirmedAt: pendingRegistrations.confirmedAt })
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.id, pending.id));
      if (!event || !row) throw invalid();
      const confirmed = { secretSantaName: event.name, playerName: pending.name };
      if (row.confirmedAt) {
        const [joined] = await tx
          .select({ id: players.id })
          .from(players)
          .where(
            and(eq(players.secretSantaId, pending.secretSantaId), playerEmailIs(pending.email)),
          );
        // The organiser may have removed them since: the link adds nobody twice.
        if (joined) return confirmed;
        throw invalid();
      }
      if (!event.open) throw closedAtConfirmation();
      const [playerCount] = await tx
        .select({ count: count() })
        .from(players)
        .where(eq(players.secretSantaId, pending.secretSantaId));
      // docs/product.md §4.8: at most 10,000 participants in an event.
      if ((playerCount?.count ?? 0) >= IMPORT_LINES_MAX) {
        throw new Refusal('registrationEventFull');
      }
      const name = await freeName(tx, pending.secretSantaId, pending.name);
      await tx.insert(players).values({
        secretSantaId: pending.secretSantaId,
        name,
        nameTakenAtSignUp: name === pending.name ? null : pending.name,
        email: pending.email,
        address: pending.address,
        imageUrl: pending.imageUrl,
        giftIdeas: pending.giftIdeas,
        language: pending.language,
      });
      await writeJournal(tx, {
        secretSantaId: pending.secretSantaId,
        by: { kind: 'participant', name },
        now: input.now,
        action: 'playerRegistered',
        details: { name },
      });
      await tx
        .update(pendingRegistrations)
        .set({ confirmedAt: input.now })
        .where(eq(pendingRegistrations.id, pending.id));
      await tx
        .delete(pendingRegistrations)
        .where(
          and(
            eq(pendingRegistrations.secretSantaId, pending.secretSantaId),
            sql`lower(${pendingRegistrations.email}) = lower(${pending.email})`,
            ne(pendingRegistrations.id, pending.id),
          ),
        );
      return confirmed;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'players_event_name_unique')) {
      throw new Refusal('playerNameTaken', {}, 'name');
    }
    if (isUniqueViolation(error, 'players_event_email_unique')) {
      throw new Refusal('registrationAlreadyPlayer', {}, 'email');
    }
    throw error;
  }
}
