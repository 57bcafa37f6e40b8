import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { messages as messagesEn } from '../../src/shared/messages.en.ts';
import { players, santaAssignments } from '../../src/server/db/schema.ts';
import { drawnEvent as drawnEventOf } from '../support/drawn-event.ts';
import { createTestApp, signUpAndVerify, type TestClient } from '../support/test-app.ts';

let clock = new Date('2026-12-01T10:00:00Z');
const t = await createTestApp({ now: () => clock });
const alice = await signUpAndVerify(t, { name: 'Alice', email: 'alice@example.org' });
const NAMES = ['Chloe', 'Denis', 'Emma'] as const;

/** An event with three people, drawn and notified; their personal-link tokens by name. */
const drawnEvent = (eventName: string) => drawnEventOf(t, alice, eventName, NAMES);

const asLink = (client: TestClient, token: string) => ({
  get: (path: string) =>
    client.request('GET', path, undefined, { authorization: `Bearer ${token}` }),
  put: (path: string, body: unknown) =>
    client.request('PUT', path, body, { authorization: `Bearer ${token}` }),
  post: (path: string) => client.request('POST', path, {}, { authorization: `Bearer ${token}` }),
});

describe('the personal link', () => {
  it('shows exactly one recipient, the right one, and nobody else’s e-mail or pair', async () => {
    const { id, ids, tokens } = await drawnEvent('Famille Martin');
    const pairs = await t.db
      .select()
      .from(santaAssignments)
      .where(eq(santaAssignments.secretSantaId, id));
    for (const name of NAMES) {
      const space = (await asLink(t.client(), tokens[name]!).get(`/api/participant/${id}`)).body
        .space;
      expect(space.me.name).toBe(name);
      expect(space.year).toBe(2026);
      expect(space.drawn).toBe(true);
      const receiverId = pairs.find((p) => p.giverId === ids[name])!.receiverId;
      expect(space.recipient.id).toBe(receiverId);
      expect(space.recipient.giftIdeas).toMatch(/^Idées de /);
      expect(space.others.map((o: { name: string }) => o.name)).toEqual(
        NAMES.filter((n) => n !== name),
      );
      const text = JSON.stringify(space);
      for (const other of NAMES.filter((n) => n !== name))
        expect(text).not.toContain(`${other.toLowerCase()}.`);
      expect(text).not.toMatch(/giver|receiverId/);
      // Gift ideas are shown for the recipient only.
      const notMine = NAMES.filter((n) => n !== name && ids[n] !== receiverId);
      for (const other of notMine) expect(text).not.toContain(`Idées de ${other}`);
    }
  });

  it('refuses a tampered link, another event’s link and an expired one, revealing nothing', async () => {
    const first = await drawnEvent('Premier');
    const second = await drawnEvent('Deuxième évènement');
    const tampered = `${first.tokens.Chloe!.slice(0, -3)}abc`;
    for (const [eventId, token] of [
      [first.id, tampered],
      [first.id, second.tokens.Chloe!],
      [first.id, 'pas-un-jeton'],
    ] as const) {
      const answer = await asLink(t.client(), token).get(`/api/participant/${eventId}`);
      expect(answer.status).toBe(403);
      expect(answer.body.error.message).toBe(messages.participantSpace.accessDenied);
      expect(JSON.stringify(answer.body)).not.toMatch(/Chloe|Denis|Emma|rue du Houx/);
    }
    const anonymous = await t.client().get(`/api/participant/${first.id}`);
    expect(anonymous.status).toBe(403);

    // docs/product.md §7.1: a link works through the January after its edition, not beyond.
    clock = new Date(2027, 0, 31, 23, 0);
    expect(
      (await asLink(t.client(), first.tokens.Chloe!).get(`/api/participant/${first.id}`)).status,
    ).toBe(200);
    clock = new Date(2027, 1, 1, 0, 1);
    try {
      const expired = await asLink(t.client(), first.tokens.Chloe!).get(
        `/api/participant/${first.id}`,
      );
      expect(expired.status).toBe(401);
      expect(expired.body.error).toMatchObject({
        code: 'LINK_EXPIRED',
        message: messages.participantSpace.linkExpired,
      });
    } finally {
      clock = new Date('2026-12-01T10:00:00Z');
    }
  });

  it('sends a new link only to the player’s own address, answering the same for anyone', async () => {
    const { id } = await drawnEvent('Nouveau lien');
    const before = (await t.mailsTo('denis.12@example.org')).length;
    const known = await t
      .client()
      .post(`/api/participant/${id}/new-link`, { email: 'DENIS.12@example.org' });
    const unknown = await t
      .client()
      .post(`/api/participant/${id}/new-link`, { email: 'pirate@example.org' });
    expect(known.body).toEqual(unknown.body);
    expect((await t.mailsTo('denis.12@example.org')).length).toBe(before + 1);
    expect(await t.mailsTo('pirate@example.org')).toHaveLength(0);
    const mail = await t.lastMailTo('denis.12@example.org');
    const token = mail!.links
      .find((l) => l.includes('/participant/'))!
      .split('/')
      .pop()!;
    expect((await asLink(t.client(), token).get(`/api/participant/${id}`)).body.space.me.name).toBe(
      'Denis',
    );
  });

  it('never opens a new link asked for before a reset: the reset jumps past it', async () => {
    const { id, tokens } = await drawnEvent('Lien demandé puis remis à zéro');
    const denis = `denis.${'Lien demandé puis remis à zéro'.length}@example.org`;
    await t.client().post(`/api/participant/${id}/new-link`, { email: denis });
    const next = (await t.lastMailTo(denis))!.links
      .find((l) => l.includes(`/participant/${id}/`))!
      .split('/')
      .pop()!;
    expect((await alice.post(`/api/secret-santas/${id}/draw/reset`)).status).toBe(200);
    for (const token of [next, tokens.Denis!]) {
      const refused = await asLink(t.client(), token).get(`/api/participant/${id}`);
      expect(refused.body.error.code).toBe('LINK_REPLACED');
    }
  });

  it('replaces a lost link once the new one is opened: then the old one opens nothing, and the others keep theirs', async () => {
    const { id, ids, tokens } = await drawnEvent('Lien remplacé');
    const emma = 'emma.13@example.org';
    expect((await asLink(t.client(), tokens.Emma!).get(`/api/participant/${id}`)).status).toBe(200);
    await t.client().post(`/api/participant/${id}/new-link`, { email: emma });
    const mail = (await t.lastMailTo(emma))!;
    expect(mail.kind).toBe('personal-link');
    expect(mail.text).toContain(mailMessages.mail.personalLinkText);
    const token = mail.links
      .find((l) => l.includes(`/participant/${id}/`))!
      .split('/')
      .pop()!;
    expect(token).not.toBe(tokens.Emma);
    // Asking ends nothing (anyone may ask in her name): the lost one works until the new opens.
    expect((await asLink(t.client(), tokens.Emma!).get(`/api/participant/${id}`)).status).toBe(200);
    const space = (await asLink(t.client(), token).get(`/api/participant/${id}`)).body.space;
    expect(space.me).toMatchObject({ id: ids.Emma, name: 'Emma', giftIdeas: 'Idées de Emma' });
    expect(space.recipient).not.toBeNull();

    // Whoever holds the lost one (a forwarded e-mail, a shared screen) is told it was replaced.
    const old = await asLink(t.client(), tokens.Emma!).get(`/api/participant/${id}`);
    expect(old.status).toBe(401);
    expect(old.body.error).toEqual({
      code: 'LINK_REPLACED',
      message: messages.participantSpace.linkReplaced,
    });
    expect(JSON.stringify(old.body)).not.toMatch(/Chloe|Denis|Emma|rue du Houx/);
    const change = await asLink(t.client(), tokens.Emma!).put(`/api/participant/${id}/gift-ideas`, {
      giftIdeas: 'Volé',
    });
    expect(change.status).toBe(401);
    // In English too, for an English reader.
    const inEnglish = await t.client().request('GET', `/api/participant/${id}`, undefined, {
      authorization: `Bearer ${tokens.Emma}`,
      'accept-language': 'en',
    });
    expect(inEnglish.body.error).toEqual({
      code: 'LINK_REPLACED',
      message: messagesEn.participantSpace.linkReplaced,
    });
    expect((await asLink(t.client(), token).get(`/api/participant/${id}`)).status).toBe(200);
    // Her new link is the one she keeps: its opening is 'Lien ouvert' for the organiser.
    const players = (await alice.get(`/api/secret-santas/${id}/players`)).body.players as Array<{
      id: string;
      linkOpened: boolean;
    }>;
    expect(players.find((p) => p.id === ids.Emma)!.linkOpened).toBe(true);
    for (const name of ['Chloe', 'Denis'] as const) {
      expect((await asLink(t.client(), tokens[name]!).get(`/api/participant/${id}`)).status).toBe(
        200,
      );
    }
  });
});

describe('what a participant may change', () => {
  it('is saved for the link its player has now; a replaced link and a withdrawn player change nothing and are told why', async () => {
    const name = 'Changements par lien';
    const { id, ids, tokens } = await drawnEvent(name);
    const giftIdeasOf = async (playerId: string) =>
      (await t.db.select().from(players).where(eq(players.id, playerId)))[0]!.giftIdeas;
    const save = (token: string, giftIdeas: string) =>
      asLink(t.client(), token).put(`/api/participant/${id}/gift-ideas`, { giftIdeas });

    const saved = await save(tokens.Chloe!, 'Un livre de cuisine');
    expect(saved.status).toBe(200);
    // Her own details as saved, and nothing of the others: the page keeps the rest of her space.
    expect(saved.body).toEqual({
      me: {
        address: expect.any(String),
        giftIdeas: 'Un livre de cuisine',
        language: 'fr',
        reminders: true,
      },
    });
    expect(await giftIdeasOf(ids.Chloe!)).toBe('Un livre de cuisine');

    // A new link asked for, first used by a change: it becomes her link, the old one stops.
    const email = `chloe.${name.length}@example.org`;
    await t.client().post(`/api/participant/${id}/new-link`, { email });
    const next = (await t.lastMailTo(email))!.links
      .find((l) => l.includes(`/participant/${id}/`))!
      .split('/')
      .pop()!;
    expect((await save(next, 'Des gants')).body.me.giftIdeas).toBe('Des gants');
    const replaced = await save(tokens.Chloe!, 'Écrit avec l’ancien lien');
    expect(replaced.status).toBe(401);
    expect(replaced.body.error.message).toBe(messages.participantSpace.linkReplaced);
    expect(await giftIdeasOf(ids.Chloe!)).toBe('Des gants');

    // The organisers' « Historique » tells that her address changed: once, and never what it says.
    const addressEntries = async () =>
      (await alice.get(`/api/secret-santas/${id}/journal`)).body.entries.filter(
        (entry: { action: string }) => entry.action === 'ownAddressChanged',
      );
    const address = { address: '12 rue des Lilas, Lille' };
    for (let i = 0; i < 2; i++) {
      const answer = await asLink(t.client(), next).put(`/api/participant/${id}/address`, address);
      expect(answer.body.me.address).toBe(address.address);
    }
    expect(await addressEntries()).toEqual([
      expect.objectContaining({ actor: { kind: 'participant', name: 'Chloe' }, details: {} }),
    ]);

    // Withdrawn after the draw: her link is genuine, and says she no longer takes part.
    expect(
      (await alice.post(`/api/secret-santas/${id}/players/${ids.Emma}/withdrawal`, {})).status,
    ).toBe(200);
    const gone = await save(tokens.Emma!, 'Trop tard');
    expect(gone.status).toBe(403);
    expect(gone.body.error.message).toBe(messages.participantSpace.noLongerPlaying);
    expect(await t.db.select().from(players).where(eq(players.id, ids.Emma!))).toEqual([]);
  });

  it('edits only their own address and gift ideas; their Santa sees the new address', async () => {
    const { id, ids, tokens } = await drawnEvent('Adresses');
    const pairs = await t.db
      .select()
      .from(santaAssignments)
      .where(eq(santaAssignments.secretSantaId, id));
    const santaOfChloe = NAMES.find(
      (n) => pairs.find((p) => p.giverId === ids[n])?.receiverId === ids.Chloe,
    )!;

    const chloe = asLink(t.client(), tokens.Chloe!);
    const tooShort = await chloe.put(`/api/participant/${id}/address`, { address: 'ici' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.error.message).toBe(messages.players.addressTooShort);
    // The organiser may leave it empty; the participant, who knows it, gives one.
    const emptied = await chloe.put(`/api/participant/${id}/address`, { address: '  ' });
    expect(emptied.body.error).toMatchObject({
      field: 'address',
      message: messages.players.addressRequired,
    });
    const moved = await chloe.put(`/api/participant/${id}/address`, {
      address: '8 impasse des Lutins\n59000 Lille',
    });
    expect(moved.body.me.address).toBe('8 impasse des Lutins\n59000 Lille');
    await chloe.put(`/api/participant/${id}/gift-ideas`, { giftIdeas: 'Un puzzle' });

    const seenBySanta = (
      await asLink(t.client(), tokens[santaOfChloe]!).get(`/api/participant/${id}`)
    ).body.space;
    expect(seenBySanta.recipient).toMatchObject({
      name: 'Chloe',
      address: '8 impasse des Lutins\n59000 Lille',
      giftIdeas: 'Un puzzle',
    });
  });

  it('shows an address to its owner’s Santa only, until the organiser shares addresses with everyone', async () => {
    const { id, ids, tokens } = await drawnEvent('Adresses connues de son Santa');
    const pairs = await t.db
      .select()
      .from(santaAssignments)
      .where(eq(santaAssignments.secretSantaId, id));
    for (const name of NAMES) {
      await asLink(t.client(), tokens[name]!).put(`/api/participant/${id}/address`, {
        address: `Chez ${name}, 1 place du Marché`,
      });
    }
    const spaceOf = async (name: (typeof NAMES)[number]) =>
      (await asLink(t.client(), tokens[name]!).get(`/api/participant/${id}`)).body.space;
    for (const name of NAMES) {
      const space = await spaceOf(name);
      const recipient = NAMES.find(
        (n) => ids[n] === pairs.find((p) => p.giverId === ids[name])!.receiverId,
      )!;
      expect(space.secretSanta.shareAddresses).toBe(false);
      expect(space.recipient.address).toBe(`Chez ${recipient}, 1 place du Marché`);
      expect(space.others.map((o: { address: string | null }) => o.address)).toEqual([null, null]);
      const others = NAMES.filter((n) => n !== name && n !== recipient);
      for (const other of others) expect(JSON.stringify(space)).not.toContain(`Chez ${other}`);
    }

    // Nobody else may change the setting: another organiser, a participant, nobody signed in.
    const bruno = await signUpAndVerify(t, { name: 'Bruno', email: 'bruno.adresses@example.org' });
    expect(
      (await bruno.request('PATCH', `/api/secret-santas/${id}`, { shareAddresses: true })).status,
    ).toBe(404);
    expect(
      (await t.client().request('PATCH', `/api/secret-santas/${id}`, { shareAddresses: true }))
        .status,
    ).toBe(401);
    expect(
      (
        await t
          .client()
          .request(
            'PATCH',
            `/api/secret-santas/${id}`,
            { shareAddresses: true },
            { authorization: `Bearer ${tokens.Chloe}` },
          )
      ).status,
    ).toBe(401);
    expect(
      (await spaceOf('Chloe')).others.map((o: { address: string | null }) => o.address),
    ).toEqual([null, null]);

    const refused = await alice.request('PATCH', `/api/secret-santas/${id}`, {
      shareAddresses: 'oui',
    });
    expect(refused.status).toBe(400);
    const shared = await alice.request('PATCH', `/api/secret-santas/${id}`, {
      shareAddresses: true,
    });
    expect(shared.body.secretSanta.shareAddresses).toBe(true);
    const space = await spaceOf('Chloe');
    expect(space.secretSanta.shareAddresses).toBe(true);
    expect(space.others.map((o: { name: string; address: string }) => o.address)).toEqual([
      'Chez Denis, 1 place du Marché',
      'Chez Emma, 1 place du Marché',
    ]);
  });

  it('asks for no address when the organiser says so: none is shown, none is taken, those given are kept (§7.4)', async () => {
    const { id, ids, tokens } = await drawnEvent('Bureau sans adresses');
    const pairs = await t.db
      .select()
      .from(santaAssignments)
      .where(eq(santaAssignments.secretSantaId, id));
    for (const name of NAMES) {
      await asLink(t.client(), tokens[name]!).put(`/api/participant/${id}/address`, {
        address: `Chez ${name}, 2 quai du Port`,
      });
    }
    await alice.request('PATCH', `/api/secret-santas/${id}`, { shareAddresses: true });
    const spaceOf = async (name: (typeof NAMES)[number]) =>
      (await asLink(t.client(), tokens[name]!).get(`/api/participant/${id}`)).body.space;
    const created = (await alice.post('/api/secret-santas', { name: 'Par défaut' })).body
      .secretSanta;
    expect(created.askAddresses).toBe(true);

    // Only its organiser changes it; nonsense changes nothing.
    const bruno = await signUpAndVerify(t, { name: 'Bruno', email: 'bruno.bureau@example.org' });
    expect(
      (await bruno.request('PATCH', `/api/secret-santas/${id}`, { askAddresses: false })).status,
    ).toBe(404);
    expect(
      (await t.client().request('PATCH', `/api/secret-santas/${id}`, { askAddresses: false }))
        .status,
    ).toBe(401);
    expect(
      (
        await t
          .client()
          .request(
            'PATCH',
            `/api/secret-santas/${id}`,
            { askAddresses: false },
            { authorization: `Bearer ${tokens.Chloe}` },
          )
      ).status,
    ).toBe(401);
    for (const body of [{}, { askAddresses: 'non' }]) {
      const refused = await alice.request('PATCH', `/api/secret-santas/${id}`, body);
      expect(refused.status).toBe(400);
    }
    expect((await spaceOf('Chloe')).secretSanta.askAddresses).toBe(true);

    const turnedOff = await alice.request('PATCH', `/api/secret-santas/${id}`, {
      askAddresses: false,
    });
    expect(turnedOff.status).toBe(200);
    expect(turnedOff.body.secretSanta).toMatchObject({ askAddresses: false, shareAddresses: true });
    for (const name of NAMES) {
      const space = await spaceOf(name);
      expect(space.secretSanta.askAddresses).toBe(false);
      expect(space.recipient.address).toBeNull();
      expect(space.others.map((o: { address: string | null }) => o.address)).toEqual([null, null]);
      for (const other of NAMES.filter((n) => n !== name))
        expect(JSON.stringify(space)).not.toContain(`Chez ${other}`);
    }

    // A page opened before cannot give one: refused, in the reader's language, and nothing changes.
    const chloe = asLink(t.client(), tokens.Chloe!);
    const refused = await chloe.put(`/api/participant/${id}/address`, {
      address: '9 rue Neuve, Lille',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'ADDRESSES_NOT_ASKED',
      message: messages.participantSpace.addressNotAsked,
    });
    const inEnglish = await t
      .client()
      .request(
        'PUT',
        `/api/participant/${id}/address`,
        { address: '9 rue Neuve, Lille' },
        { authorization: `Bearer ${tokens.Chloe}`, 'accept-language': 'en' },
      );
    expect(inEnglish.body.error).toEqual({
      code: 'ADDRESSES_NOT_ASKED',
      message: messagesEn.participantSpace.addressNotAsked,
    });
    expect(
      (await chloe.put(`/api/participant/${id}/gift-ideas`, { giftIdeas: 'Un mug' })).status,
    ).toBe(200);
    const dashboard = (await alice.get(`/api/secret-santas/${id}`)).body.players as Array<{
      id: string;
      address: string;
    }>;
    expect(dashboard.find((p) => p.id === ids.Chloe)!.address).toBe('Chez Chloe, 2 quai du Port');

    // Asked again, the addresses given before show as they were.
    await alice.request('PATCH', `/api/secret-santas/${id}`, { askAddresses: true });
    const space = await spaceOf('Chloe');
    const recipient = NAMES.find(
      (n) => ids[n] === pairs.find((p) => p.giverId === ids.Chloe)!.receiverId,
    )!;
    expect(space.recipient.address).toBe(`Chez ${recipient}, 2 quai du Port`);
    expect(space.others.map((o: { address: string | null }) => o.address)).toEqual([
      'Chez Denis, 2 quai du Port',
      'Chez Emma, 2 quai du Port',
    ]);
  });

  it('signs people up without an address while the event asks for none (§4.9)', async () => {
    const id = (await alice.post('/api/secret-santas', { name: 'Bureau inscriptions' })).body
      .secretSanta.id;
    await alice.request('PATCH', `/api/secret-santas/${id}`, { askAddresses: false });
    const url = (
      await alice.request('PUT', `/api/secret-santas/${id}/registration-link`, { open: true })
    ).body.registrationLink.url as string;
    const key = url.split('/').pop()!;
    expect((await t.client().get(`/api/registration/${key}`)).body.registration.askAddresses).toBe(
      false,
    );

    // A page opened before the organiser said so still sends one: it is not kept, nor e-mailed.
    const signedUp = await t.client().post(`/api/registration/${key}`, {
      name: 'Gaston',
      email: 'gaston.bureau@example.org',
      address: '3 rue de la Gare, Lille',
      imageUrl: AVATARS[1].src,
      giftIdeas: 'Du thé',
    });
    expect(signedUp.status).toBe(200);
    const mail = (await t.lastMailTo('gaston.bureau@example.org'))!;
    expect(mail.text).not.toContain('rue de la Gare');
    expect(mail.text).not.toContain(mailMessages.mail.registrationAddress(''));
    expect(mail.text).toContain(mailMessages.mail.registrationGiftIdeas('Du thé'));
    const token = new URL(
      mail.links.find((l) => l.includes('/confirmer-inscription'))!,
    ).searchParams.get('token');
    expect((await t.client().post('/api/registration-confirmation', { token })).status).toBe(200);
    const players = (await alice.get(`/api/secret-santas/${id}/players`)).body.players;
    expect(players).toMatchObject([{ name: 'Gaston', address: '', giftIdeas: 'Du thé' }]);
  });

  it('tells the space when the exchange’s day begins where the event is (§7.2)', async () => {
    const { id, tokens } = await drawnEvent('Échange à Auckland');
    const chloe = asLink(t.client(), tokens.Chloe!);
    expect(
      (await chloe.get(`/api/participant/${id}`)).body.space.secretSanta.exchangeDayStartsAt,
    ).toBeNull();
    const details = {
      date: '2026-12-24',
      time: '18:00',
      timeZone: 'Pacific/Auckland',
      budget: '',
      currency: 'EUR',
      place: '',
      note: '',
      reminders: { beforeExchange: true, giftIdeas: true, giftReceived: true },
    };
    expect((await alice.request('PUT', `/api/secret-santas/${id}/exchange`, details)).status).toBe(
      200,
    );
    // Midnight on the 24th in Auckland (thirteen hours ahead of UTC then), whatever the time set.
    const space = (await chloe.get(`/api/participant/${id}`)).body.space;
    expect(space.secretSanta.exchangeDayStartsAt).toBe(Date.parse('2026-12-23T11:00:00Z'));
  });

  it('reaches no organiser operation', async () => {
    const { id, ids } = await drawnEvent('Pas organisateur');
    const chloe = await signUpAndVerify(t, {
      name: 'Chloe',
      email: `chloe.${'Pas organisateur'.length}@example.org`,
    });
    expect((await chloe.get(`/api/participant/${id}`)).body.space.me.name).toBe('Chloe');
    expect((await chloe.get('/api/participant')).body.participations).toEqual([
      { secretSantaId: id, name: 'Pas organisateur', isOrganiser: false },
    ]);
    for (const answer of [
      await chloe.get(`/api/secret-santas/${id}`),
      await chloe.get(`/api/secret-santas/${id}/players`),
      await chloe.get(`/api/secret-santas/${id}/draw`),
      await chloe.post(`/api/secret-santas/${id}/draw/reset`),
      await chloe.delete(`/api/secret-santas/${id}/players/${ids.Denis}`),
    ]) {
      expect(answer.status).toBe(404);
    }
  });
});

describe('the end of the exchange, and the next edition', () => {
  it('completes when the last gift arrives, e-mails everyone once, and the next year starts afresh', async () => {
    const { id, ids, tokens } = await drawnEvent('Fin et suite');
    const results: boolean[] = [];
    for (const name of NAMES) {
      results.push(
        (await asLink(t.client(), tokens[name]!).post(`/api/participant/${id}/gift-received`)).body
          .completed,
      );
    }
    expect(results).toEqual([false, false, true]);
    await asLink(t.client(), tokens.Chloe!).post(`/api/participant/${id}/gift-received`);
    for (const name of NAMES) {
      const completion = (await t.mailsTo(`${name.toLowerCase()}.12@example.org`)).filter(
        (m) => m.kind === 'completion',
      );
      expect(completion).toHaveLength(1);
    }
    expect((await alice.get(`/api/secret-santas/${id}`)).body.secretSanta.completed).toBe(true);
    const space = (await asLink(t.client(), tokens.Emma!).get(`/api/participant/${id}`)).body.space;
    expect(space.secretSanta.completed).toBe(true);
    expect(space.others.every((o: { giftReceived: boolean }) => o.giftReceived)).toBe(true);

    // A new calendar year: a new edition, not drawn yet; last year's pairs become history.
    clock = new Date('2027-11-15T10:00:00Z');
    try {
      expect((await alice.get(`/api/secret-santas/${id}/draw`)).body.draw).toMatchObject({
        year: 2027,
        drawn: false,
      });
      // Chloe is sent this edition's link before the draw; the others were last told in 2026.
      await alice.post(`/api/secret-santas/${id}/players/${ids.Chloe}/invitation`);
      const drawn = await alice.post(`/api/secret-santas/${id}/draw`);
      expect(drawn.body.draw).toMatchObject({ year: 2027, drawn: true });
      const invitedNow = (await alice.get(`/api/secret-santas/${id}/players`)).body
        .players as Array<{ name: string; invited: boolean; linkOpened: boolean }>;
      expect(invitedNow.map((p) => [p.name, p.invited, p.linkOpened])).toEqual([
        ['Chloe', true, false],
        ['Denis', false, false],
        ['Emma', false, false],
      ]);
      const lastYear = await t.db
        .select()
        .from(santaAssignments)
        .where(and(eq(santaAssignments.secretSantaId, id), eq(santaAssignments.year, 2026)));
      const thisYear = await t.db
        .select()
        .from(santaAssignments)
        .where(and(eq(santaAssignments.secretSantaId, id), eq(santaAssignments.year, 2027)));
      expect(lastYear).toHaveLength(3);
      expect(thisYear).toHaveLength(3);
      for (const pair of thisYear) {
        const before = lastYear.find((p) => p.giverId === pair.giverId)!;
        expect(pair.receiverId).not.toBe(before.receiverId);
      }
      expect((await alice.get(`/api/secret-santas/${id}`)).body.secretSanta.completed).toBe(false);
      const session = await signUpAndVerify(t, { name: 'Emma', email: 'emma.12@example.org' });
      const next = (await session.get(`/api/participant/${id}`)).body.space;
      expect(next).toMatchObject({ year: 2027, drawn: true, secretSanta: { completed: false } });
      expect(next.me.giftReceived).toBe(false);
      expect(ids.Emma).toBe(next.me.id);
    } finally {
      clock = new Date('2026-12-01T10:00:00Z');
    }
  });

  it('takes back “received” until everyone has said it, never after', async () => {
    const { id, tokens } = await drawnEvent('Retour en arrière');
    const as = (name: (typeof NAMES)[number]) => asLink(t.client(), tokens[name]!);
    const unmark = (name: (typeof NAMES)[number]) =>
      t.client().request('DELETE', `/api/participant/${id}/gift-received`, undefined, {
        authorization: `Bearer ${tokens[name]}`,
      });
    await as('Chloe').post(`/api/participant/${id}/gift-received`);
    expect((await unmark('Chloe')).status).toBe(200);
    expect((await as('Chloe').get(`/api/participant/${id}`)).body.space.me.giftReceived).toBe(
      false,
    );

    await as('Denis').post(`/api/participant/${id}/gift-received`);
    await as('Emma').post(`/api/participant/${id}/gift-received`);
    expect((await as('Chloe').post(`/api/participant/${id}/gift-received`)).body.completed).toBe(
      true,
    );
    const refused = await unmark('Chloe');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(messages.participantSpace.undoAfterCompletion);
    expect((await as('Chloe').get(`/api/participant/${id}`)).body.space.me.giftReceived).toBe(true);
  });

  it('refuses “received” before the draw', async () => {
    const id = (await alice.post('/api/secret-santas', { name: 'Pas encore' })).body.secretSanta
      .id as string;
    await alice.post(`/api/secret-santas/${id}/players`, {
      name: 'Hugo',
      email: 'hugo@example.org',
      address: '1 rue de la Neige, Brest',
      imageUrl: AVATARS[4].src,
    });
    const hugo = await signUpAndVerify(t, { name: 'Hugo', email: 'hugo@example.org' });
    const space = (await hugo.get(`/api/participant/${id}`)).body.space;
    expect(space).toMatchObject({ drawn: false, recipient: null });
    const early = await hugo.post(`/api/participant/${id}/gift-received`);
    expect(early.status).toBe(409);
  });
});
