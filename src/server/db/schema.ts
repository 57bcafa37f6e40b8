import { sql } from 'drizzle-orm';
import { LANGUAGES } from '../../shared/language.ts';

/**
 * The languages a row may be in, as SQL ('fr', 'en'): from shared/language.ts, so that a new
 * language changes these checks too, and drizzle-kit writes the migration.
 */
const LANGUAGE_LIST = sql.raw(`(${LANGUAGES.map((language) => `'${language}'`).join(', ')})`);
import {
  bigint,
  boolean,
  customType,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REMINDER_KINDS } from '../../shared/exchange/reminder-times.ts';

/**
 * A transaction's id (PostgreSQL's xid8): compared with a snapshot's oldest unfinished one, it
 * says whether a row changed after a read was answered (draw-queries.server.ts).
 */
const transactionId = customType<{ data: string; driverData: string }>({
  dataType: () => 'xid8',
});

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

// --- Accounts: the tables better-auth needs (model names pluralised). ---

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/**
 * A sign-up waiting for its address to be proven (docs/decisions/0013-accounts-proven-by-their-mailbox.md).
 * No account exists until then; each sign-up for the address is kept with the password it
 * chose, and the link e-mailed for it (only its SHA-256 is kept). Following any of the
 * address's links and typing one of these passwords, or choosing a new one, makes the account.
 * Every sign-up of the address is then used, and kept without its password: the server's
 * trace of the links it sent, so that one clicked again says the account is active
 * (docs/decisions/0027-a-used-sign-up-link-says-so.md).
 */
export const signUps = pgTable(
  'sign_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** SHA-256 (hex) of the token in the e-mailed link. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the address got its account (this sign-up's link or another). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_ups_email_idx').on(table.email)],
);

// --- The product (the earlier app's table and column names, so its data can be imported). ---

export const secretSantas = pgTable(
  'secret_santas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    adminId: text('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completed: boolean('completed').notNull().default(false),
    completionNotificationSent: boolean('completion_notification_sent').notNull().default(false),
    /** docs/product.md §7.4: whether every participant sees every address, or only their Santa. */
    shareAddresses: boolean('share_addresses').notNull().default(false),
    /**
     * docs/product.md §7.4: whether participants are asked for a postal address at all (an
     * office that hands gifts over in person is not); addresses typed are kept either way.
     */
    askAddresses: boolean('ask_addresses').notNull().default(true),
    /** docs/product.md §6.1: no two people give to each other. */
    avoidMutual: boolean('avoid_mutual').notNull().default(false),
    /** docs/product.md §6.1: the draw is one circle through everyone. */
    singleCircle: boolean('single_circle').notNull().default(false),
    /** docs/product.md §6.1: how many of the last editions to avoid; null = all of them. */
    historyYears: integer('history_years'),
    /** docs/product.md §6.1, §4.10: a carer never gives to someone they look after. */
    carerNotGivingToCared: boolean('carer_not_giving_to_cared').notNull().default(true),
    /** docs/product.md §6.1: « Un tirage par équipe », everyone gives inside their group. */
    withinGroups: boolean('within_groups').notNull().default(false),
    /**
     * docs/product.md §3.6: when the gifts are exchanged, as an instant (UTC); a date without a
     * time is the start of that day in `timeZone`, with `exchangeHasTime` false.
     */
    exchangeAt: timestamp('exchange_at', { withTimezone: true }),
    exchangeHasTime: boolean('exchange_has_time').notNull().default(false),
    /** Where the exchange's date is read, and its reminders scheduled (IANA name). */
    timeZone: text('time_zone').notNull().default('Europe/Paris'),
    /**
     * The budget in hundredths of `currency` (euro cents): one amount (min = max) or a range;
     * both null when not set.
     */
    budgetMinCents: integer('budget_min_cents'),
    budgetMaxCents: integer('budget_max_cents'),
    /** docs/product.md §3.6: the budget's ISO 4217 code; budgets set before currencies are euros. */
    currency: text('currency').notNull().default('EUR'),
    place: text('place').notNull().default(''),
    organiserNote: text('organiser_note').notNull().default(''),
    /** Raised when the date or the place changes: the calendar event's SEQUENCE (RFC 5545). */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** docs/product.md §6.9: which reminders the outbox sends; each can be turned off. */
    remindBeforeExchange: boolean('remind_before_exchange').notNull().default(true),
    remindGiftIdeas: boolean('remind_gift_ideas').notNull().default(true),
    remindGiftReceived: boolean('remind_gift_received').notNull().default(true),
    /**
     * docs/product.md §4.9: the secret part of the sign-up link (`/r/{key}`), made
     * when the link is first opened and replaced by 'Nouveau lien'; the link works only while
     * `registrationOpen`, which the edition's draw turns off.
     */
    registrationKey: text('registration_key').unique(),
    registrationOpen: boolean('registration_open').notNull().default(false),
  },
  (table) => [
    // docs/product.md §3.2: an organiser's event names are unique in any letter case.
    uniqueIndex('secret_santas_admin_name_unique').on(table.adminId, sql`lower(${table.name})`),
    index('secret_santas_admin_created_idx').on(table.adminId, table.createdAt),
    check('secret_santas_history_years_check', sql`${table.historyYears} >= 0`),
    check('secret_santas_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      'secret_santas_budget_check',
      sql`(${table.budgetMinCents} is null) = (${table.budgetMaxCents} is null)
        and ${table.budgetMinCents} > 0 and ${table.budgetMinCents} <= ${table.budgetMaxCents}`,
    ),
  ],
);

/**
 * A participant (docs/product.md §4.1), plus what invitations need. Stored with fillfactor 50
 * (drizzle/0003_players_fillfactor.sql): updating every player of an event at once then
 * leaves the indexes alone.
 */
export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Null: no e-mail of their own, looked after by `caredBy` (docs/product.md §4.10). */
    email: text('email'),
    address: text('address').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    invited: boolean('invited').notNull().default(false),
    secretSantaId: uuid('secret_santa_id')
      .notNull()
      .references(() => secretSantas.id, { onDelete: 'cascade' }),
    /** Ids of the players this one may not give to (docs/product.md §5.1). */
    excluded: uuid('excluded')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /**
     * The player's household, by its name (docs/product.md §5.5): players with the same name
     * never give to each other. Null: in none.
     */
    household: text('household'),
    /**
     * The player who looks after this one, who has no e-mail of their own (docs/product.md
     * §4.10): their e-mails go to the carer, each with this player's own link, and the carer's
     * space opens this one's. A carer is not looked after themselves (the domain's rule).
     */
    caredBy: uuid('cared_by'),
    /**
     * The player's team or department, by its name (docs/product.md §4.1): with « Un tirage par
     * équipe », everyone gives inside theirs. Null: in none.
     */
    group: text('group_name'),
    giftIdeas: text('gift_ideas').notNull().default(''),
    giftReceived: boolean('gift_received').notNull().default(false),
    /**
     * The player's Santa changed after they said their gift arrived (docs/product.md §7.5): their
     * new Santa sees them still waiting for their gift; everyone else, they and the organiser
     * included, still sees 'Cadeau reçu', so that nothing points at whose Santa changed. Saying
     * it again, or a new draw, clears it.
     */
    awaitsNewSantaGift: boolean('awaits_new_santa_gift').notNull().default(false),
    /**
     * The name typed at a sign-up through the link when the event already had it: the player
     * was added under a free one ('Marie (2)') and the organiser is told, until they edit the
     * player (docs/product.md §4.9).
     */
    nameTakenAtSignUp: text('name_taken_at_sign_up'),
    /**
     * The language of every e-mail to this player (docs/product.md §9.9): set by the
     * organiser, changed by the player in their space.
     */
    language: text('language', { enum: LANGUAGES }).notNull().default('fr'),
    /**
     * docs/product.md §6.9: whether the reminders of this event reach this player; turned off by
     * the reminders' one-click unsubscribe, on again from their space.
     */
    reminders: boolean('reminders').notNull().default(true),
    /**
     * Which of the player's personal links works (docs/decisions/0029): every link is signed
     * with it, and raising it ends the links given out before, when one is reported lost, a
     * reset starts a new draw, or the address changes.
     */
    linkGeneration: integer('link_generation').notNull().default(0),
    /**
     * When the newest e-mail with the player's link was queued: a draw of a later edition counts
     * the player not invited (docs/product.md §4.7).
     */
    invitationSentAt: timestamp('invitation_sent_at', { withTimezone: true }),
    /**
     * The organiser's last change of this player's e-mail made after a draw, and the address
     * before it: the person is told, and their account is not taken for them at the new
     * address until a new draw (docs/decisions/0014-the-organiser-never-reads-a-pair.md).
     */
    previousEmail: text('previous_email'),
    emailChangedAt: timestamp('email_changed_at', { withTimezone: true }),
    /**
     * The last time the player opened their space with their personal link: 'Lien ouvert' on
     * their card, and on the Tirage tab when it is after the draw's `notified_at`
     * (docs/product.md §4.4, §6.5). A new link clears it.
     */
    spaceOpenedAt: timestamp('space_opened_at', { withTimezone: true }),
    /**
     * The transaction that added the player or last changed `space_opened_at` (a trigger of
     * migration 0029 sets it): the Tirage tab's sending list asks only for what changed since it
     * last read (docs/product.md §6.5).
     */
    spaceOpenedXact: transactionId('space_opened_xact')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // docs/product.md §4.3: names and e-mails are unique within an event, in any letter case.
    uniqueIndex('players_event_email_unique').on(table.secretSantaId, sql`lower(${table.email})`),
    uniqueIndex('players_event_name_unique').on(table.secretSantaId, sql`lower(${table.name})`),
    // What `santa_assignments` points at: a pair's two players belong to the pair's event.
    uniqueIndex('players_event_id_unique').on(table.secretSantaId, table.id),
    check('players_language_check', sql`${table.language} in ${LANGUAGE_LIST}`),
    // An address of one's own, or someone of the event who looks after one: never both.
    check('players_email_or_carer', sql`(${table.email} is null) = (${table.caredBy} is not null)`),
    foreignKey({
      columns: [table.secretSantaId, table.caredBy],
      foreignColumns: [table.secretSantaId, table.id],
      name: 'players_cared_by_fk',
    }),
    index('players_cared_by_idx')
      .on(table.caredBy)
      .where(sql`${table.caredBy} is not null`),
  ],
);

/**
 * Who gives to whom, per year (docs/product.md §6.3). Deleting a player deletes its pairs.
 *
 * Kept lean because a draw writes one row per player in one statement, and a large event's
 * draw must answer within the organiser's target (decision 0011): on PGlite each foreign key is
 * one check per row, and each index and the first schema's `gen_random_uuid()` add work per row
 * too (drizzle/0004_lean_santa_assignments.sql):
 * - no surrogate id (nothing used it): a pair is named by its event, giver and year;
 * - each player is checked once, by the composite keys `(secret_santa_id, giver_id)` and
 *   `(secret_santa_id, receiver_id)` to the event's players. They also say that both players
 *   belong to the pair's event, so a key from `secret_santa_id` to `secret_santas` (a third
 *   check per row) adds nothing: deleting an event deletes its players, and so their pairs;
 * - two indexes, both unique: the year comes last so that each one also finds a player's
 *   pairs when the player is deleted (the cascades), on PostgreSQL 15 as on 18.
 */
export const santaAssignments = pgTable(
  'santa_assignments',
  {
    giverId: uuid('giver_id').notNull(),
    receiverId: uuid('receiver_id').notNull(),
    year: integer('year').notNull(),
    secretSantaId: uuid('secret_santa_id').notNull(),
  },
  (table) => [
    // A player gives once a year…
    primaryKey({ columns: [table.secretSantaId, table.giverId, table.year] }),
    // …and receives once a year.
    uniqueIndex('santa_assignments_receiver_unique').on(
      table.secretSantaId,
      table.receiverId,
      table.year,
    ),
    foreignKey({
      name: 'santa_assignments_giver_fk',
      columns: [table.secretSantaId, table.giverId],
      foreignColumns: [players.secretSantaId, players.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'santa_assignments_receiver_fk',
      columns: [table.secretSantaId, table.receiverId],
      foreignColumns: [players.secretSantaId, players.id],
    }).onDelete('cascade'),
  ],
);

/**
 * One row per event and year once drawn: when, which earlier years had to be allowed
 * again, and when everyone was notified. The pairs themselves are `santa_assignments`.
 */
export const draws = pgTable(
  'draws',
  {
    secretSantaId: uuid('secret_santa_id')
      .notNull()
      .references(() => secretSantas.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
    relaxedYears: integer('relaxed_years')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.secretSantaId, table.year] })],
);

/**
 * The messages between a giver and their recipient (docs/product.md §7.7), per pair of the
 * edition: `fromGiver` says which way. Each side reads only its current pair's. A reset deletes
 * the edition's; a recipient's removal deletes theirs. A giver's removal keeps theirs, without
 * the giver (`giver_id` set to null, drizzle/0011): they tell their recipient that the
 * conversation restarted. Who the giver is stays here: no answer to the recipient carries
 * `giver_id`.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order they were written in: two may share a `sent_at`. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    secretSantaId: uuid('secret_santa_id').notNull(),
    year: integer('year').notNull(),
    giverId: uuid('giver_id'),
    receiverId: uuid('receiver_id').notNull(),
    fromGiver: boolean('from_giver').notNull(),
    body: text('body').notNull(),
    /** The app's clock (ARCHITECTURE.md, Time): the e-mails' 15-minute windows count from it. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // A pair's messages, and a giver's when the player is deleted (the cascade)…
    index('messages_pair_idx').on(table.secretSantaId, table.giverId, table.receiverId, table.year),
    // …and a receiver's, for the other cascade.
    index('messages_receiver_idx').on(table.secretSantaId, table.receiverId),
    // SET NULL (giver_id) only, in the migration: drizzle would null `secret_santa_id` too.
    foreignKey({
      name: 'messages_giver_fk',
      columns: [table.secretSantaId, table.giverId],
      foreignColumns: [players.secretSantaId, players.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'messages_receiver_fk',
      columns: [table.secretSantaId, table.receiverId],
      foreignColumns: [players.secretSantaId, players.id],
    }).onDelete('cascade'),
    check('messages_body_length', sql`char_length(${table.body}) between 1 and 1000`),
  ],
);

/**
 * « Écrire à tous » (docs/product.md §4.11): the organiser's word to everyone of an edition,
 * e-mailed once to each address and shown at the top of each space until the exchange ends.
 * Counted per event over a day: at most ANNOUNCEMENTS_PER_DAY.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secretSantaId: uuid('secret_santa_id')
      .notNull()
      .references(() => secretSantas.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('announcements_event_idx').on(table.secretSantaId, table.createdAt),
    check('announcements_text_length', sql`char_length(${table.text}) between 1 and 2000`),
  ],
);

/**
 * The reminders of an edition (docs/product.md §6.9), one row per kind, due at its time by the
 * app's clock. When due, one instance takes the row (`FOR UPDATE SKIP LOCKED`), queues the
 * e-mails for whom it is meant then, and marks it sent in the same transaction: each is sent
 * at most once, across restarts and instances. Changing the date moves the unsent ones.
 */
export const reminders = pgTable(
  'reminders',
  {
    secretSantaId: uuid('secret_santa_id')
      .notNull()
      .references(() => secretSantas.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.secretSantaId, table.year, table.kind] }),
    index('reminders_due_idx')
      .on(table.dueAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/**
 * Someone who signed up through an event's link and has not yet confirmed their address
 * (docs/product.md §4.9): they become a player only by following the e-mailed link, whose token
 * is kept as its SHA-256. Closing or renewing the link, and the draw, delete these rows.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secretSantaId: uuid('secret_santa_id')
      .notNull()
      .references(() => secretSantas.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Lower-case, as the player form keeps it. */
    email: text('email').notNull(),
    address: text('address').notNull(),
    imageUrl: text('image_url').notNull(),
    giftIdeas: text('gift_ideas').notNull(),
    /** The sign-up page's language: the player's, once confirmed (docs/product.md §9.9). */
    language: text('language', { enum: LANGUAGES }).notNull().default('fr'),
    /** SHA-256 (hex) of the token in the confirmation link. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Kept until it expires once confirmed: pressing its link again answers as the first time. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Each sign-up is a row of its own, even for one address: a later one by someone else
  // holding the link never replaces the person's own (docs/product.md §4.9).
  (table) => [
    index('pending_registrations_event_idx').on(table.secretSantaId),
    check('pending_registrations_language_check', sql`${table.language} in ${LANGUAGE_LIST}`),
  ],
);

/**
 * The people an event's owner asked to organise it with them (docs/product.md §3.7): invited at
 * an address, theirs once the account with that address accepts; the same screens, actions and
 * blindness to the pairs as the owner, who alone removes them or deletes the event.
 */
export const coOrganisers = pgTable(
  'co_organisers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secretSantaId: uuid('secret_santa_id')
      .notNull()
      .references(() => secretSantas.id, { onDelete: 'cascade' }),
    /** Lower-case: the invitation is accepted only by the account with this address. */
    email: text('email').notNull(),
    /** The account that accepted; null while the invitation waits. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token in the invitation's link. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The invitation's language, which its e-mail is written in. */
    language: text('language', { enum: LANGUAGES }).notNull().default('fr'),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('co_organisers_event_email_unique').on(table.secretSantaId, table.email),
    index('co_organisers_user_idx').on(table.userId),
    check('co_organisers_language_check', sql`${table.language} in ${LANGUAGE_LIST}`),
    check(
      'co_organisers_accepted_check',
      sql`(${table.userId} is null) = (${table.acceptedAt} is null)`,
    ),
  ],
);

/**
 * « Historique » (docs/product.md §3.8): who did what in an event and when, kept as long as the
 * event. An entry names people and counts, never a pair; its text is the reader's catalogue's,
 * from `action` and `details` (shared/contracts/journal.ts).
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    secretSantaId: uuid('secret_santa_id')
      .notNull()
      .references(() => secretSantas.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Who acted, by their name then: an organiser's account, or a participant. */
    actorKind: text('actor_kind', { enum: ['organiser', 'participant'] }).notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    details: jsonb('details').notNull().default({}),
  },
  (table) => [index('journal_entries_event_idx').on(table.secretSantaId, table.id)],
);

// --- Infrastructure. ---

/**
 * Every e-mail is a row here, written in the same transaction as its cause and sent
 * later by the mail worker (docs/reliability.md): a crash never loses one, and
 * `FOR UPDATE SKIP LOCKED` keeps two instances from sending the same row.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lets a cause enqueue "at most once" (e.g. one completion e-mail per player). */
    dedupeKey: text('dedupe_key').unique(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    payload: jsonb('payload').notNull(),
    /** The e-mail is written in its recipient's language (docs/product.md §9.9). */
    language: text('language', { enum: LANGUAGES }).notNull().default('fr'),
    secretSantaId: uuid('secret_santa_id').references(() => secretSantas.id, {
      onDelete: 'cascade',
    }),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The first try, by the app's clock: the retry window counts from it (mail-worker). */
    firstTriedAt: timestamp('first_tried_at', { withTimezone: true }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * When a bounce said it did not arrive (docs/product.md §10): the row is then `failed`,
     * with the receiving side's words in `last_error`.
     */
    bouncedAt: timestamp('bounced_at', { withTimezone: true }),
    /**
     * The transaction that queued the e-mail or last changed what the sending list shows of it
     * (its status, error, next try or bounce; a trigger of migration 0029 sets it), as
     * `players.space_opened_xact`.
     */
    statusXact: transactionId('status_xact')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.runAt)
      .where(sql`${table.status} = 'pending'`),
    index('mail_outbox_secret_santa_idx').on(table.secretSantaId),
    check('mail_outbox_language_check', sql`${table.language} in ${LANGUAGE_LIST}`),
  ],
);

/**
 * Fixed-window counters for rate limits, kept in the database so that the limits
 * hold across several app instances.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
