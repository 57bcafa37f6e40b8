import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { mailOutbox, players, santaAssignments } from '../../src/server/db/schema.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

const t = await createTestApp();
const alice = await signUpAndVerify(t, { name: 'Alice', email: 'alice@example.org' });
const bruno = await signUpAndVerify(t, { name: 'Bruno', email: 'bruno@example.org' });

describe('an organiser’s events', () => {
  it('creates, lists newest first, opens and deletes', async () => {
    const first = await alice.post('/api/secret-santas', { name: '  Noël en famille  ' });
    expect(first.status).toBe(201);
    expect(first.body.secretSanta).toMatchObject({ name: 'Noël en famille', completed: false });
    const second = await alice.post('/api/secret-santas', { name: 'Bureau 2026' });

    const list = await alice.get('/api/secret-santas');
    expect(list.body.secretSantas.map((s: { name: string }) => s.name)).toEqual([
      'Bureau 2026',
      'Noël en famille',
    ]);

    const opened = await alice.get(`/api/secret-santas/${first.body.secretSanta.id}`);
    expect(opened.body.secretSanta.name).toBe('Noël en famille');

    expect((await alice.delete(`/api/secret-santas/${second.body.secretSanta.id}`)).status).toBe(
      200,
    );
    expect((await alice.get(`/api/secret-santas/${second.body.secretSanta.id}`)).status).toBe(404);
  });

  it('lists where each event stands: players, draw, notification, gifts received', async () => {
    const id = (await bruno.post('/api/secret-santas', { name: 'Progression' })).body.secretSanta
      .id as string;
    const progress = async () =>
      (await bruno.get('/api/secret-santas')).body.secretSantas.find(
        (s: { id: string }) => s.id === id,
      ).progress;
    expect(await progress()).toEqual({
      players: 0,
      giftsReceived: 0,
      drawn: false,
      notified: false,
    });
    for (const [index, name] of ['Iris', 'Jade', 'Kylian'].entries()) {
      await bruno.post(`/api/secret-santas/${id}/players`, {
        name,
        email: `${name.toLowerCase()}.progression@example.org`,
        address: '1 rue du Pôle, Nord',
        imageUrl: AVATARS[index]!.src,
      });
    }
    await bruno.post(`/api/secret-santas/${id}/draw`);
    expect(await progress()).toEqual({
      players: 3,
      giftsReceived: 0,
      drawn: true,
      notified: false,
    });
    await bruno.post(`/api/secret-santas/${id}/draw/notify`);
    await t.db
      .update(players)
      .set({ giftReceived: true })
      .where(eq(players.email, 'iris.progression@example.org'));
    expect(await progress()).toEqual({ players: 3, giftsReceived: 1, drawn: true, notified: true });
  });

  it('deletes everything that belongs to an event with it', async () => {
    const id = (await alice.post('/api/secret-santas', { name: 'Éphémère' })).body.secretSanta
      .id as string;
    const playerIds: string[] = [];
    for (const name of ['Chloe', 'Denis']) {
      const answer = await alice.post(`/api/secret-santas/${id}/players`, {
        name,
        email: `${name.toLowerCase()}@example.org`,
        address: '1 place du Marché, Lyon',
        imageUrl: AVATARS[1].src,
      });
      playerIds.push(answer.body.player.id);
    }
    await t.db.insert(santaAssignments).values([
      { secretSantaId: id, year: 2026, giverId: playerIds[0]!, receiverId: playerIds[1]! },
      { secretSantaId: id, year: 2026, giverId: playerIds[1]!, receiverId: playerIds[0]! },
    ]);
    await alice.post(`/api/secret-santas/${id}/players/${playerIds[0]}/invitation`);

    expect((await alice.delete(`/api/secret-santas/${id}`)).status).toBe(200);
    expect(await t.db.select().from(players).where(eq(players.secretSantaId, id))).toHaveLength(0);
    expect(
      await t.db.select().from(santaAssignments).where(eq(santaAssignments.secretSantaId, id)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.secretSantaId, id)),
    ).toHaveLength(0);
  });

  it('refuses a name already used in any letter case, but another organiser may use it', async () => {
    await alice.post('/api/secret-santas', { name: 'Réveillon' });
    const duplicate = await alice.post('/api/secret-santas', { name: 'RÉVEILLON' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toMatchObject({
      code: 'NAME_TAKEN',
      message: organiserMessages.secretSantas.nameTaken,
    });
    expect((await bruno.post('/api/secret-santas', { name: 'Réveillon' })).status).toBe(201);
  });

  it.each([[''], ['   '], [undefined]])('refuses the blank name %j', async (name) => {
    const answer = await alice.post('/api/secret-santas', name === undefined ? {} : { name });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      field: 'name',
      message: organiserMessages.secretSantas.nameRequired,
    });
  });

  it('requires sign-in, with the product’s messages', async () => {
    const anonymous = t.client();
    expect((await anonymous.get('/api/secret-santas')).status).toBe(401);
    const create = await anonymous.post('/api/secret-santas', { name: 'x' });
    expect(create.status).toBe(401);
    expect(create.body.error.message).toBe(organiserMessages.secretSantas.mustBeSignedInToCreate);
    const remove = await anonymous.delete(
      '/api/secret-santas/00000000-0000-4000-8000-000000000000',
    );
    expect(remove.body.error.message).toBe(organiserMessages.secretSantas.mustBeSignedInToDelete);
  });
});

describe('nobody reaches another organiser’s events', () => {
  it('answers 404 and reveals nothing, for reading and for deleting', async () => {
    const secret = await alice.post('/api/secret-santas', { name: 'Cadeaux très secrets' });
    const id = secret.body.secretSanta.id as string;

    const read = await bruno.get(`/api/secret-santas/${id}`);
    const missing = await bruno.get('/api/secret-santas/00000000-0000-4000-8000-000000000000');
    expect(read.status).toBe(404);
    expect(read.body).toEqual(missing.body);
    expect(JSON.stringify(read.body)).not.toContain('secrets');

    expect((await bruno.delete(`/api/secret-santas/${id}`)).status).toBe(404);
    expect((await alice.get(`/api/secret-santas/${id}`)).status).toBe(200);

    const list = await bruno.get('/api/secret-santas');
    expect(list.body.secretSantas.some((s: { id: string }) => s.id === id)).toBe(false);
  });

  it('answers a malformed id with 404 too', async () => {
    expect((await alice.get('/api/secret-santas/pas-un-id')).status).toBe(404);
  });
});
