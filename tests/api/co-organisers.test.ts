import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { coOrganisers, journalEntries, mailOutbox } from '../../src/server/db/schema.ts';
import { drawnEvent, newEvent } from '../support/drawn-event.ts';
import { createTestApp, signUpAndVerify, type TestClient } from '../support/test-app.ts';

// docs/product.md §3.7 (co-organisers) and §3.8 (« Historique »).

const t = await createTestApp();
const owner = await signUpAndVerify(t, { name: 'Hélène RH', email: 'helene@example.org' });
const office = await signUpAndVerify(t, { name: 'Omar Office', email: 'omar@example.org' });
const stranger = await signUpAndVerify(t, { name: 'Sam Inconnu', email: 'sam@example.org' });
const texts = organiserMessages.organisers;

/** Invites `email` to the event and answers the token of the e-mailed link. */
async function invite(id: string, email: string, by: TestClient = owner) {
  const answer = await by.post(`/api/secret-santas/${id}/co-organisers`, { email });
  const mail = await t.lastMailTo(email.trim().toLowerCase());
  const link = mail?.links.find((l) => l.includes('/co-organiser?token='));
  return { answer, token: link ? new URL(link).searchParams.get('token')! : '' };
}

const accept = (client: TestClient, token: string) =>
  client.post('/api/co-organiser-invitation/acceptance', { token });

async function journalOf(id: string, by: TestClient = owner) {
  const answer = await by.get(`/api/secret-santas/${id}/journal`);
  expect(answer.status).toBe(200);
  return answer.body.entries as Array<{
    action: string;
    actor: { kind: string; name: string };
    details: Record<string, unknown>;
  }>;
}

describe('co-organisers', () => {
  it('invites by e-mail; the page reads the invitation, and only the invited account accepts', async () => {
    const id = await newEvent(owner, 'Noël du siège');
    const { answer, token } = await invite(id, ' Omar@Example.org ');
    expect(answer.status).toBe(201);
    expect(answer.body.coOrganiser).toMatchObject({
      email: 'omar@example.org',
      name: null,
      acceptedAt: null,
    });
    const mail = await t.lastMailTo('omar@example.org');
    expect(mail!.subject).toContain('Noël du siège');
    expect(mail!.text).toContain('Hélène RH');

    // Reading the link changes nothing: a mail scanner accepts nobody.
    const read = await t.client().post('/api/co-organiser-invitation', { token });
    expect(read.body.invitation).toEqual({
      secretSantaName: 'Noël du siège',
      organiserName: 'Hélène RH',
      email: 'omar@example.org',
      accepted: false,
    });
    expect((await office.get(`/api/secret-santas/${id}`)).status).toBe(404);

    // Not signed in, another account: refused, in the reader's words, and nothing changes.
    expect((await accept(t.client(), token)).status).toBe(401);
    const other = await accept(stranger, token);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe(
      accountMessages.coOrganiserInvitation.otherAccount('omar@example.org'),
    );
    expect((await stranger.get(`/api/secret-santas/${id}`)).status).toBe(404);

    const accepted = await accept(office, token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ secretSantaId: id });
    // Pressing it again answers the same and adds nothing.
    expect((await accept(office, token)).body).toEqual({ secretSantaId: id });
    // Once accepted, the link shows the event to the invited account alone. Anyone else holding
    // it (a forwarded e-mail) learns only that it is spent: nothing of the event, nor who is invited.
    expect((await office.post('/api/co-organiser-invitation', { token })).body.invitation).toEqual({
      secretSantaName: 'Noël du siège',
      organiserName: 'Hélène RH',
      email: 'omar@example.org',
      accepted: true,
    });
    for (const holder of [t.client(), stranger]) {
      const used = await holder.post('/api/co-organiser-invitation', { token });
      expect(used.status).toBe(400);
      expect(used.body.error.message).toBe(accountMessages.coOrganiserInvitation.used);
      expect(JSON.stringify(used.body)).not.toMatch(/siège|Hélène|omar/i);
    }
    expect((await office.get(`/api/secret-santas/${id}`)).status).toBe(200);
    const list = (await office.get('/api/secret-santas')).body.secretSantas;
    expect(list.map((s: { id: string }) => s.id)).toContain(id);

    const organisers = (await office.get(`/api/secret-santas/${id}/co-organisers`)).body;
    expect(organisers.owner).toEqual({ name: 'Hélène RH', email: 'helene@example.org' });
    expect(organisers.coOrganisers).toMatchObject([
      { email: 'omar@example.org', name: 'Omar Office' },
    ]);
    expect(organisers.coOrganisers[0].acceptedAt).toEqual(expect.any(Number));
  });

  it('gives a co-organiser the same actions, blind to the pairs, but not the owner’s', async () => {
    const id = await newEvent(owner, 'Bureau de Lyon');
    await accept(office, (await invite(id, 'omar@example.org')).token);
    for (const name of ['Ana', 'Bea', 'Cyd', 'Dan']) {
      const added = await office.post(`/api/secret-santas/${id}/players`, {
        name,
        email: `${name.toLowerCase()}.lyon@example.org`,
        imageUrl: AVATARS[0].src,
      });
      expect(added.status).toBe(201);
    }
    expect((await office.post(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    const state = await office.get(`/api/secret-santas/${id}/draw`);
    expect(state.status).toBe(200);
    // The draw's state names no pair, for a co-organiser as for the owner.
    expect(JSON.stringify(state.body)).not.toMatch(/receiver|recipient|giverId/i);
    expect((await office.post(`/api/secret-santas/${id}/draw/notify`)).status).toBe(200);

    const deleted = await office.delete(`/api/secret-santas/${id}`);
    expect(deleted.status).toBe(403);
    expect(deleted.body.error.message).toBe(texts.onlyOwnerDeletes);
    const invited = await office.post(`/api/secret-santas/${id}/co-organisers`, {
      email: 'sam@example.org',
    });
    expect(invited.status).toBe(403);
    expect(invited.body.error.message).toBe(texts.onlyOwnerManages);
    expect(await t.mailsTo('sam@example.org')).toHaveLength(1); // its sign-up's only
  });

  it('after the draw, refuses any organiser’s address for a player, as the owner’s', async () => {
    const { id, ids } = await drawnEvent(t, owner, 'Après tirage', ['Eva', 'Fil', 'Gus']);
    await accept(office, (await invite(id, 'omar@example.org')).token);
    await invite(id, 'waiting@example.org');
    const tries: Array<[TestClient, string]> = [
      [owner, 'omar@example.org'],
      [owner, 'waiting@example.org'],
      [office, 'helene@example.org'],
      [office, 'OMAR@example.org'],
    ];
    for (const [by, email] of tries) {
      const changed = await by.request('PUT', `/api/secret-santas/${id}/players/${ids.Eva}`, {
        name: 'Eva',
        email,
        caredBy: null,
        address: '',
        imageUrl: AVATARS[0].src,
      });
      expect(changed.status).toBe(400);
      expect(changed.body.error.message).toBe(
        organiserMessages.participantsTab.ownAddressAfterDraw,
      );
      const added = await by.post(`/api/secret-santas/${id}/players`, {
        name: 'Nouvelle',
        email,
        imageUrl: AVATARS[0].src,
      });
      expect(added.status).toBe(400);
    }
  });

  it('lets the owner remove a co-organiser, who then finds the event missing', async () => {
    const id = await newEvent(owner, 'Retrait');
    await accept(office, (await invite(id, 'omar@example.org')).token);
    expect((await office.get(`/api/secret-santas/${id}`)).status).toBe(200);
    expect((await office.get(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    const [row] = await t.db.select().from(coOrganisers).where(eq(coOrganisers.secretSantaId, id));
    const removed = await owner.delete(`/api/secret-santas/${id}/co-organisers/${row!.id}`);
    expect(removed.status).toBe(200);
    // The cached answers the co-organiser had go with their access.
    expect((await office.get(`/api/secret-santas/${id}`)).status).toBe(404);
    expect((await office.get(`/api/secret-santas/${id}/draw`)).status).toBe(404);
    const list = (await office.get('/api/secret-santas')).body.secretSantas;
    expect(list.map((s: { id: string }) => s.id)).not.toContain(id);
    // A removal twice, or of another event's co-organiser: the same 404.
    expect((await owner.delete(`/api/secret-santas/${id}/co-organisers/${row!.id}`)).status).toBe(
      404,
    );
  });

  it('ends a waiting invitation’s link when it is withdrawn or sent again', async () => {
    const id = await newEvent(owner, 'Liens');
    const first = await invite(id, 'omar@example.org');
    const second = await invite(id, 'omar@example.org');
    expect(second.answer.status).toBe(201);
    const stale = await accept(office, first.token);
    expect(stale.status).toBe(400);
    expect(stale.body.error.message).toBe(accountMessages.coOrganiserInvitation.invalid);
    const [row] = await t.db.select().from(coOrganisers).where(eq(coOrganisers.secretSantaId, id));
    await owner.delete(`/api/secret-santas/${id}/co-organisers/${row!.id}`);
    expect((await accept(office, second.token)).status).toBe(400);
    expect((await t.client().post('/api/co-organiser-invitation', { token: 'x' })).status).toBe(
      400,
    );
    expect((await office.get(`/api/secret-santas/${id}`)).status).toBe(404);
  });

  it('accepts and removes at the same moment without a half-told story', async () => {
    // An owner of its own: each owner sends at most 30 invitations a day.
    const racer = await signUpAndVerify(t, { name: 'Rita', email: 'rita@example.org' });
    for (let round = 0; round < 6; round++) {
      const id = await newEvent(racer, `Course ${round}`);
      const { token } = await invite(id, 'omar@example.org', racer);
      const [row] = await t.db
        .select()
        .from(coOrganisers)
        .where(eq(coOrganisers.secretSantaId, id));
      const [accepted, removed] = await Promise.all([
        accept(office, token),
        racer.delete(`/api/secret-santas/${id}/co-organisers/${row!.id}`),
      ]);
      expect(removed.status).toBe(200);
      // Accepted before the removal, or refused after it: the journal says which.
      expect([200, 400]).toContain(accepted.status);
      const actions = (await journalOf(id, racer)).map((entry) => entry.action);
      expect(actions.includes('coOrganiserJoined')).toBe(accepted.status === 200);
      expect((await office.get(`/api/secret-santas/${id}`)).status).toBe(404);
    }
  });

  it('lets a participant change their address while an organiser edits them', async () => {
    const { id, ids, tokens } = await drawnEvent(t, owner, 'En même temps', ['Hua', 'Ivo', 'Jan']);
    for (let round = 0; round < 8; round++) {
      const [own, organiser] = await Promise.all([
        t
          .client()
          .request(
            'PUT',
            `/api/participant/${id}/address`,
            { address: `${round} rue du Participant, Lille` },
            { authorization: `Bearer ${tokens.Hua}` },
          ),
        owner.request('PUT', `/api/secret-santas/${id}/players/${ids.Hua}`, {
          name: 'Hua',
          email: 'hua.13@example.org',
          caredBy: null,
          address: `${round} rue de l’Organisatrice, Lille`,
          imageUrl: AVATARS[0].src,
        }),
      ]);
      expect([own.status, organiser.status]).toEqual([200, 200]);
    }
  });

  it('refuses the owner’s own address, one already organising, and a 21st, changing nothing', async () => {
    const id = await newEvent(owner, 'Refus');
    const own = await owner.post(`/api/secret-santas/${id}/co-organisers`, {
      email: 'HELENE@example.org',
    });
    expect(own.status).toBe(409);
    expect(own.body.error.message).toBe(texts.isOwner);
    await accept(office, (await invite(id, 'omar@example.org')).token);
    const again = await owner.post(`/api/secret-santas/${id}/co-organisers`, {
      email: 'omar@example.org',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(texts.already('omar@example.org'));
    const bad = await owner.post(`/api/secret-santas/${id}/co-organisers`, {
      email: 'pas un email',
    });
    expect(bad.status).toBe(400);
    const before = await t.db.select().from(mailOutbox);
    for (let i = 0; i < 19; i++) {
      expect((await invite(id, `colleague${i}@example.org`)).answer.status).toBe(201);
    }
    const tooMany = await owner.post(`/api/secret-santas/${id}/co-organisers`, {
      email: 'one.more@example.org',
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe(texts.tooMany(20));
    expect(await t.db.select().from(mailOutbox)).toHaveLength(before.length + 19);
  });
});

describe('« Historique »', () => {
  it('records who did what, for every organiser to see, and never a pair', async () => {
    const id = await newEvent(owner, 'Journal');
    await accept(office, (await invite(id, 'omar@example.org')).token);
    const add = (by: TestClient, name: string) =>
      by.post(`/api/secret-santas/${id}/players`, {
        name,
        email: `${name.toLowerCase()}.journal@example.org`,
        imageUrl: AVATARS[0].src,
      });
    await add(owner, 'Ines');
    await add(office, 'Jon');
    const kim = (await add(owner, 'Kim')).body.player.id;
    await add(owner, 'Lou');
    await office.request('PUT', `/api/secret-santas/${id}/players/${kim}`, {
      name: 'Kim',
      email: 'kim.nouveau@example.org',
      caredBy: null,
      address: '3 rue Neuve, Lyon',
      imageUrl: AVATARS[0].src,
    });
    await office.post(`/api/secret-santas/${id}/draw`);
    await owner.post(`/api/secret-santas/${id}/draw/notify`);
    await office.post(`/api/secret-santas/${id}/draw/reset`);

    const entries = await journalOf(id, office);
    expect(entries.map((e) => [e.actor.name, e.action, e.details])).toEqual([
      ['Omar Office', 'drawReset', {}],
      ['Hélène RH', 'notified', { count: 4 }],
      ['Omar Office', 'drawn', { count: 4 }],
      ['Omar Office', 'playerEdited', { name: 'Kim', fields: ['email', 'address'] }],
      ['Hélène RH', 'playerAdded', { name: 'Lou' }],
      ['Hélène RH', 'playerAdded', { name: 'Kim' }],
      ['Omar Office', 'playerAdded', { name: 'Jon' }],
      ['Hélène RH', 'playerAdded', { name: 'Ines' }],
      ['Omar Office', 'coOrganiserJoined', {}],
      ['Hélène RH', 'coOrganiserInvited', { email: 'omar@example.org' }],
      ['Hélène RH', 'secretSantaCreated', {}],
    ]);
    // Nothing in it could tell a pair: no player's id at all.
    const players = (await owner.get(`/api/secret-santas/${id}/players`)).body.players;
    const text = JSON.stringify(entries);
    for (const player of players) expect(text).not.toContain(player.id);
    expect((await stranger.get(`/api/secret-santas/${id}/journal`)).status).toBe(404);
  });

  it('pages from the newest, 100 at a time', async () => {
    const id = await newEvent(owner, 'Pages');
    for (let i = 0; i < 105; i++) {
      await owner.request('PATCH', `/api/secret-santas/${id}`, { shareAddresses: i % 2 === 0 });
    }
    const first = await owner.get(`/api/secret-santas/${id}/journal`);
    expect(first.body.entries).toHaveLength(100);
    expect(first.body.hasMore).toBe(true);
    const last = first.body.entries.at(-1).id;
    const second = await owner.get(`/api/secret-santas/${id}/journal?before=${last}`);
    // The 105 changes and the event's creation.
    expect(second.body.entries).toHaveLength(6);
    expect(second.body.hasMore).toBe(false);
    const bad = await owner.get(`/api/secret-santas/${id}/journal?before=abc`);
    expect(bad.status).toBe(400);
  });

  it('goes with the event', async () => {
    const id = await newEvent(owner, 'Éphémère');
    await owner.post(`/api/secret-santas/${id}/players`, {
      name: 'Mia',
      email: 'mia@example.org',
      imageUrl: AVATARS[0].src,
    });
    expect((await journalOf(id)).map((entry) => entry.action)).toEqual([
      'playerAdded',
      'secretSantaCreated',
    ]);
    await owner.delete(`/api/secret-santas/${id}`);
    expect(
      await t.db.select().from(journalEntries).where(eq(journalEntries.secretSantaId, id)),
    ).toEqual([]);
  });
});
