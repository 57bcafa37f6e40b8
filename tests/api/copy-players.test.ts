import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { serverMessages } from '../../src/shared/server-messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import {
  draws,
  mailOutbox,
  messages as messageRows,
  players,
  rateLimits,
  santaAssignments,
} from '../../src/server/db/schema.ts';
import { rateRules } from '../../src/server/security/rate-limit.server.ts';
import { dumpDatabase } from '../support/dump-database.ts';
import { createTestApp, signUpAndVerify, type TestClient } from '../support/test-app.ts';

/**
 * 'Reprendre les participants de …' (docs/product.md §3.2): a new event starts with the players
 * of one of the organiser's own events, their households and their restrictions, and nothing of
 * what happened there.
 */
const t = await createTestApp();
const olga = await signUpAndVerify(t, { name: 'Olga', email: 'olga@example.org' });
const igor = await signUpAndVerify(t, { name: 'Igor', email: 'igor@example.org' });

const NAMES = ['Anna', 'Boris', 'Chloé', 'Denis', 'Emma'] as const;
type Name = (typeof NAMES)[number];

async function eventWithPlayers(client: TestClient, eventName: string) {
  const id = (await client.post('/api/secret-santas', { name: eventName })).body.secretSanta
    .id as string;
  const ids = {} as Record<Name, string>;
  for (const [index, name] of NAMES.entries()) {
    const answer = await client.post(`/api/secret-santas/${id}/players`, {
      name,
      email: `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@example.org`,
      address: `${index + 1} rue du Houx, Lille`,
      imageUrl: AVATARS[index]!.src,
      giftIdeas: `Idées de ${name}`,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    ids[name] = answer.body.player.id;
  }
  return { id, ids };
}

/** 'Nouveau Secret Santa' with 'Reprendre les participants de…' set to `copyPlayersFrom`. */
const createFrom = (name: string, copyPlayersFrom: unknown, client = olga) =>
  client.post('/api/secret-santas', { name, copyPlayersFrom });

const rowsOf = (secretSantaId: string) =>
  t.db
    .select()
    .from(players)
    .where(eq(players.secretSantaId, secretSantaId))
    .orderBy(asc(players.createdAt), asc(players.id));

const countOf = async (
  table: typeof draws | typeof santaAssignments | typeof messageRows | typeof mailOutbox,
  secretSantaId: string,
) => (await t.db.select().from(table).where(eq(table.secretSantaId, secretSantaId))).length;

describe('creating an event from another one’s participants', () => {
  it('copies the players, their household and their restrictions, mapped to the new players, and nothing else', async () => {
    const source = await eventWithPlayers(olga, 'Noël 2025');
    const { ids } = source;
    const saved = await olga.request('PUT', `/api/secret-santas/${source.id}/restrictions`, {
      excluded: { [ids.Anna]: [ids.Chloé, ids.Denis], [ids.Emma]: [ids.Anna] },
      households: [{ name: 'Famille Martin', playerIds: [ids.Boris, ids.Chloé] }],
    });
    expect(saved.status).toBe(200);
    // What happened in the source: a draw, notified (everyone invited, e-mails queued), a gift
    // received, a message, an opened link, a link replaced, an e-mail changed after the draw.
    expect((await olga.post(`/api/secret-santas/${source.id}/draw`)).status).toBe(200);
    expect((await olga.post(`/api/secret-santas/${source.id}/draw/notify`)).status).toBe(200);
    await t.db
      .update(players)
      .set({
        giftReceived: true,
        spaceOpenedAt: new Date(),
        previousEmail: 'ancienne@example.org',
        emailChangedAt: new Date(),
        invitationSentAt: new Date(),
        // A link reported lost, or given anew by a reset or a new address.
        linkGeneration: 3,
      })
      .where(eq(players.id, ids.Anna));

    const created = await createFrom('Noël 2026', source.id);
    expect(created.status).toBe(201);
    const copy = created.body.secretSanta.id as string;
    expect(copy).not.toBe(source.id);

    const before = await rowsOf(source.id);
    const after = await rowsOf(copy);
    // Same people, in the same order, with what the organiser typed; new ids.
    const typed = (row: (typeof after)[number]) => ({
      name: row.name,
      email: row.email,
      address: row.address,
      giftIdeas: row.giftIdeas,
      imageUrl: row.imageUrl,
      household: row.household,
    });
    expect(after.map(typed)).toEqual(before.map(typed));
    expect(after.map((row) => row.household)).toEqual([
      null,
      'Famille Martin',
      'Famille Martin',
      null,
      null,
    ]);
    expect(after.some((row) => before.some((old) => old.id === row.id))).toBe(false);

    // The restrictions name the new players, in the order they were set.
    const newId = Object.fromEntries(after.map((row) => [row.name, row.id])) as Record<
      Name,
      string
    >;
    expect(Object.fromEntries(after.map((row) => [row.name, row.excluded]))).toEqual({
      Anna: [newId.Chloé, newId.Denis],
      Boris: [],
      Chloé: [],
      Denis: [],
      Emma: [newId.Anna],
    });

    // Nothing of the source's history.
    for (const row of after) {
      expect(row).toMatchObject({
        invited: false,
        giftReceived: false,
        invitationSentAt: null,
        linkGeneration: 0,
        previousEmail: null,
        emailChangedAt: null,
        spaceOpenedAt: null,
      });
    }
    for (const table of [draws, santaAssignments, messageRows, mailOutbox])
      expect(await countOf(table, copy)).toBe(0);

    // The dashboard and the restrictions answer as for any event.
    const dashboard = await olga.get(`/api/secret-santas/${copy}`);
    expect(dashboard.body.players.map((p: { name: string }) => p.name)).toEqual([...NAMES]);
    expect(created.body.secretSanta).toMatchObject({
      name: 'Noël 2026',
      completed: false,
      shareAddresses: false,
    });
    const list = (await olga.get('/api/secret-santas')).body.secretSantas;
    expect(list.find((s: { id: string }) => s.id === copy).progress).toEqual({
      players: 5,
      giftsReceived: 0,
      drawn: false,
      notified: false,
    });
    // The source is as it was.
    expect(await rowsOf(source.id)).toEqual(before);
  });

  it('creates an empty event from an event without participants', async () => {
    const empty = (await olga.post('/api/secret-santas', { name: 'Vide' })).body.secretSanta.id;
    const created = await createFrom('Encore vide', empty);
    expect(created.status).toBe(201);
    expect(await rowsOf(created.body.secretSanta.id)).toEqual([]);
  });

  it('answers another organiser’s event as a missing one, and creates nothing', async () => {
    const igors = await eventWithPlayers(igor, 'Chez Igor');
    const before = await dumpDatabase(t.db);

    const other = await createFrom('Volé', igors.id);
    const missing = await createFrom('Volé', '00000000-0000-4000-8000-000000000000');
    expect(other.status).toBe(404);
    expect(other.body).toEqual(missing.body);
    expect(other.body.error.message).toBe(organiserMessages.secretSantas.notFound);
    expect(JSON.stringify(other.body)).not.toContain('Igor');
    expect(await dumpDatabase(t.db)).toEqual(before);
  });

  it('refuses a taken name with 409 and copies nothing', async () => {
    const source = await eventWithPlayers(olga, 'Anniversaire');
    const before = await dumpDatabase(t.db);
    const clash = await createFrom('ANNIVERSAIRE', source.id);
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({
      code: 'NAME_TAKEN',
      field: 'name',
      message: organiserMessages.secretSantas.nameTaken,
    });
    expect(await dumpDatabase(t.db)).toEqual(before);
  });

  it('counts a copy as an import: past the hour’s allowance, nothing is created', async () => {
    const source = await eventWithPlayers(olga, 'Galette des rois');
    await t.db
      .update(rateLimits)
      .set({ count: rateRules.importPerOrganiser.max })
      .where(like(rateLimits.key, 'import:organiser:%'));
    const before = await dumpDatabase(t.db);
    const refused = await createFrom('Galette 2027', source.id);
    expect(refused.status).toBe(429);
    expect(await dumpDatabase(t.db)).toEqual(before);
    await t.db.delete(rateLimits).where(like(rateLimits.key, 'import:organiser:%'));
  });

  it.each([['pas-un-id'], [42], [null], ['']])(
    'refuses the source %j with a French 400 that changes nothing',
    async (copyPlayersFrom) => {
      const before = await dumpDatabase(t.db);
      const answer = await createFrom('Mauvais', copyPlayersFrom);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        field: 'copyPlayersFrom',
        message: serverMessages.api.invalidValue('copyPlayersFrom'),
      });
      expect(await dumpDatabase(t.db)).toEqual(before);
    },
  );

  it('requires sign-in, as any creation', async () => {
    const answer = await createFrom('Anonyme', '00000000-0000-4000-8000-000000000000', t.client());
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toBe(organiserMessages.secretSantas.mustBeSignedInToCreate);
  });
});
