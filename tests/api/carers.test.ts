import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { mailOutbox, santaAssignments } from '../../src/server/db/schema.ts';
import { newEvent } from '../support/drawn-event.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

// docs/product.md §4.10: a participant without an e-mail, looked after by another.

const clock = new Date('2026-12-01T10:00:00Z');
const t = await createTestApp({ now: () => clock });
const organiser = await signUpAndVerify(t, { name: 'Marie', email: 'marie@example.org' });
const tab = organiserMessages.participantsTab;

const asLink = (token: string) => ({
  get: (path: string) =>
    t.client().request('GET', path, undefined, { authorization: `Bearer ${token}` }),
});
const tokenOf = (link: string) => link.split('/').pop()!;

async function addPlayer(
  id: string,
  name: string,
  who: { email: string } | { caredBy: string },
): Promise<{ status: number; body: any }> {
  return organiser.post(`/api/secret-santas/${id}/players`, {
    name,
    email: 'email' in who ? who.email : '',
    caredBy: 'caredBy' in who ? who.caredBy : null,
    imageUrl: AVATARS[2].src,
    giftIdeas: `Idées de ${name}`,
  });
}

/** Claire looks after Léo and Lina; Paul, Zoé and Max have their own address. */
async function family(eventName: string) {
  const id = await newEvent(organiser, eventName);
  const email = (name: string) =>
    `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${eventName.length}@example.org`;
  const claire = (await addPlayer(id, 'Claire', { email: email('Claire') })).body.player.id;
  const leo = (await addPlayer(id, 'Léo', { caredBy: claire })).body.player.id;
  const lina = (await addPlayer(id, 'Lina', { caredBy: claire })).body.player.id;
  for (const name of ['Paul', 'Zoé', 'Max']) {
    expect((await addPlayer(id, name, { email: email(name) })).status).toBe(201);
  }
  return { id, claire, leo, lina, claireEmail: email('Claire'), paulEmail: email('Paul') };
}

describe('a participant looked after by another', () => {
  it('is added without an e-mail, named by who looks after them', async () => {
    const { id, claire, leo } = await family('Famille Martin');
    const players = (await organiser.get(`/api/secret-santas/${id}/players`)).body.players;
    const leoRow = players.find((p: { id: string }) => p.id === leo);
    expect(leoRow).toMatchObject({ name: 'Léo', email: null, caredBy: claire });
  });

  it('refuses a carer who cannot be one, in the organiser’s words, changing nothing', async () => {
    const { id, claire, leo } = await family('Refus');
    const before = (await organiser.get(`/api/secret-santas/${id}/players`)).body.players;
    const unknown = await addPlayer(id, 'Inconnu', {
      caredBy: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ message: tab.carerInvalid, field: 'caredBy' });
    // Someone looked after looks after nobody.
    const chain = await addPlayer(id, 'Petit', { caredBy: leo });
    expect(chain.status).toBe(400);
    expect(chain.body.error.message).toBe(tab.carerInvalid);
    const nobody = await organiser.post(`/api/secret-santas/${id}/players`, {
      name: 'Personne',
      email: '',
      caredBy: null,
      imageUrl: AVATARS[2].src,
    });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error).toMatchObject({
      message: messages.players.emailRequired,
      field: 'email',
    });
    // Claire, who looks after Léo and Lina, cannot be looked after in turn, nor deleted.
    const paul = before.find((p: { name: string }) => p.name === 'Paul').id;
    const claireCared = await organiser.request(
      'PUT',
      `/api/secret-santas/${id}/players/${claire}`,
      {
        name: 'Claire',
        email: '',
        caredBy: paul,
        imageUrl: AVATARS[2].src,
      },
    );
    expect(claireCared.status).toBe(409);
    expect(claireCared.body.error.message).toBe(tab.carerLooksAfterOthers('Claire', 'Léo et Lina'));
    const deleted = await organiser.delete(`/api/secret-santas/${id}/players/${claire}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.message).toBe(tab.carerStillCaring('Claire', 'Léo et Lina'));
    expect((await organiser.get(`/api/secret-santas/${id}/players`)).body.players).toEqual(before);
  });

  it('gets their own e-mails at their carer’s, each with their own link; the carer opens their spaces', async () => {
    const { id, claire, leo, lina, claireEmail } = await family('Noël des Martin');
    const drawn = await organiser.post(`/api/secret-santas/${id}/draw`);
    expect(drawn.body.error).toBeUndefined();
    await organiser.post(`/api/secret-santas/${id}/draw/notify`);

    // The draw never lets Claire read her own Santa, nor the Santa of Léo or Lina.
    const pairs = await t.db
      .select()
      .from(santaAssignments)
      .where(eq(santaAssignments.secretSantaId, id));
    const gives = (giver: string) => pairs.find((pair) => pair.giverId === giver)!.receiverId;
    expect([claire, lina]).not.toContain(gives(leo));
    expect([claire, leo]).not.toContain(gives(lina));
    expect([leo, lina]).not.toContain(gives(claire));

    // Three e-mails to Claire's address, one per person, each naming one person.
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, claireEmail), eq(mailOutbox.kind, 'draw-notification')));
    expect(mails.map((mail) => (mail.payload as { playerName: string }).playerName).sort()).toEqual(
      ['Claire', 'Léo', 'Lina'].sort(),
    );
    const linked = mails.map((mail) => (mail.payload as any).personalLink.playerId);
    expect(linked.sort()).toEqual([claire, leo, lina].sort());
    for (const mail of mails) {
      const space = (await asLink(await tokenFromOutbox(mail.id)).get(`/api/participant/${id}`))
        .body.space;
      expect(space.me.id).toBe((mail.payload as any).personalLink.playerId);
    }

    // Claire's space lists Léo's and Lina's, and each link opens that person's space.
    const claireMail = (await t.mailsTo(claireEmail)).find(
      (mail) => (mail.payload as any).personalLink?.playerId === claire,
    )!;
    expect(claireMail).toBeDefined();
    const claireToken = await tokenFromOutbox(claireMail.id);
    const claireSpace = (await asLink(claireToken).get(`/api/participant/${id}`)).body.space;
    expect(claireSpace.me).toMatchObject({ name: 'Claire', caredByName: null });
    expect(claireSpace.caredSpaces.map((s: { name: string }) => s.name)).toEqual(['Léo', 'Lina']);
    for (const cared of claireSpace.caredSpaces) {
      expect(cared.link).toMatch(new RegExp(`^/participant/${id}/`));
      const space = (await asLink(tokenOf(cared.link)).get(`/api/participant/${id}`)).body.space;
      expect(space.me).toMatchObject({ id: cared.id, email: null, caredByName: 'Claire' });
      expect(space.recipient.id).toBe(gives(cared.id));
      expect(space.caredSpaces).toEqual([]);
    }
    // Nothing in either space says who gives to whom beyond each one's own recipient.
    expect(JSON.stringify(claireSpace)).not.toMatch(/giver|receiverId/);
  });

  it('after the draw keeps who looks after whom, but takes an address of their own', async () => {
    const { id, claire, leo, claireEmail, paulEmail } = await family('Après le tirage');
    await organiser.post(`/api/secret-santas/${id}/draw`);
    await organiser.post(`/api/secret-santas/${id}/draw/notify`);
    const paul = (await organiser.get(`/api/secret-santas/${id}/players`)).body.players.find(
      (p: { name: string }) => p.name === 'Paul',
    ).id;
    const body = { name: 'Léo', imageUrl: AVATARS[2].src, giftIdeas: 'Idées de Léo' };
    const moved = await organiser.request('PUT', `/api/secret-santas/${id}/players/${leo}`, {
      ...body,
      email: '',
      caredBy: paul,
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error.message).toBe(tab.carerAfterDraw);
    expect(paulEmail).not.toBe(claireEmail);

    const claireMail = (await t.mailsTo(claireEmail)).find(
      (mail) => (mail.payload as any).personalLink?.playerId === claire,
    )!;
    const claireToken = await tokenFromOutbox(claireMail.id);
    const leoLink = (
      await asLink(claireToken).get(`/api/participant/${id}`)
    ).body.space.caredSpaces.find((space: { name: string }) => space.name === 'Léo').link;
    const own = await organiser.request('PUT', `/api/secret-santas/${id}/players/${leo}`, {
      ...body,
      email: 'leo@example.org',
      caredBy: null,
    });
    expect(own.status).toBe(200);
    expect(own.body.player).toMatchObject({ email: 'leo@example.org', caredBy: null });
    // Claire is told, and her copy of Léo's link opens nothing any more.
    expect((await t.lastMailTo(claireEmail))!.kind).toBe('email-changed');
    expect((await asLink(tokenOf(leoLink)).get(`/api/participant/${id}`)).status).not.toBe(200);
    const stillCared = (await asLink(claireToken).get(`/api/participant/${id}`)).body.space
      .caredSpaces;
    expect(stillCared.map((space: { name: string }) => space.name)).toEqual(['Lina']);
  });
});

describe('who looks after whom, around the draw', () => {
  it('takes no newcomer looked after once drawn: joining would succeed, fail or count by the pairs', async () => {
    const { id, claire } = await family('Bébé tardif');
    await organiser.post(`/api/secret-santas/${id}/draw`);
    const before = (await organiser.get(`/api/secret-santas/${id}/players`)).body.players;
    const late = await addPlayer(id, 'Bébé', { caredBy: claire });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ message: tab.carerAfterDraw, field: 'caredBy' });
    expect((await organiser.get(`/api/secret-santas/${id}/players`)).body.players).toEqual(before);
  });

  it('lets someone looked after leave the draw like anyone, but not their carer while they stay', async () => {
    const { id, claire, leo, lina } = await family('Départ de Léo');
    await organiser.post(`/api/secret-santas/${id}/draw`);
    const carerLeaves = await organiser.post(
      `/api/secret-santas/${id}/players/${claire}/withdrawal`,
      {},
    );
    expect(carerLeaves.status).toBe(409);
    expect(carerLeaves.body.error.message).toBe(tab.carerStillCaring('Claire', 'Léo et Lina'));

    const left = await organiser.post(`/api/secret-santas/${id}/players/${leo}/withdrawal`, {});
    expect(left.status).toBe(200);
    // The repaired draw still keeps Claire from reading a Santa in Lina's space.
    const pairs = await t.db
      .select()
      .from(santaAssignments)
      .where(eq(santaAssignments.secretSantaId, id));
    expect(pairs).toHaveLength(5);
    expect(pairs.map((pair) => pair.giverId)).not.toContain(leo);
    const gives = (giver: string) => pairs.find((pair) => pair.giverId === giver)!.receiverId;
    expect(gives(lina)).not.toBe(claire);
    expect(gives(claire)).not.toBe(lina);
  });

  it('tells someone with an address when they become looked after by another', async () => {
    const { id, claireEmail } = await family('Tante Alice');
    const alice = (await addPlayer(id, 'Alice', { email: 'alice.tante@example.org' })).body.player;
    const moved = await organiser.request('PUT', `/api/secret-santas/${id}/players/${alice.id}`, {
      name: 'Alice',
      email: '',
      caredBy: (await organiser.get(`/api/secret-santas/${id}/players`)).body.players.find(
        (p: { name: string }) => p.name === 'Claire',
      ).id,
      imageUrl: AVATARS[2].src,
    });
    expect(moved.status).toBe(200);
    const told = await t.lastMailTo('alice.tante@example.org');
    expect(told!.kind).toBe('email-changed');
    expect(told!.text).toContain(claireEmail);
  });
});

/** The personal link an outbox row carries, signed as the worker signs it. */
async function tokenFromOutbox(outboxId: string): Promise<string> {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
  const rendered = await t.render(row!);
  return tokenOf(rendered.links.find((link) => link.includes('/participant/'))!);
}
