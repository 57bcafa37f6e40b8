import { asc, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pendingRegistrations, players, rateLimits } from '../../src/server/db/schema.ts';
import { PENDING_REGISTRATIONS_MAX } from '../../src/server/features/registration/registration.server.ts';
import { rateRules } from '../../src/server/security/rate-limit.server.ts';
import { AVATARS } from '../../src/shared/avatars.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { registrationMessages } from '../../src/shared/registration-messages.ts';
import { dumpDatabase } from '../support/dump-database.ts';
import { newEvent } from '../support/drawn-event.ts';
import { createTestApp, signUpAndVerify, type TestClient } from '../support/test-app.ts';

/**
 * The sign-up link (docs/product.md §4.9): the organiser opens, closes and renews it; whoever
 * holds it signs up, and becomes a player only by confirming their address from their mailbox.
 */
let clock = Date.parse('2026-11-20T10:00:00Z');
const t = await createTestApp({ now: () => new Date(clock) });
const olga = await signUpAndVerify(t, { name: 'Olga', email: 'olga@example.org' });
const igor = await signUpAndVerify(t, { name: 'Igor', email: 'igor@example.org' });
const r = registrationMessages.registration;

const linkPath = (id: string) => `/api/secret-santas/${id}/registration-link`;
const setOpen = (id: string, open: boolean, client = olga) =>
  client.request('PUT', linkPath(id), { open });
const renew = (id: string, client = olga) => client.post(`${linkPath(id)}/renewal`);
/** Opens the event's link; returns its key, as it ends the address the organiser shares. */
async function openLink(id: string): Promise<string> {
  const answer = await setOpen(id, true);
  expect(answer.status).toBe(200);
  return keyOf(answer.body.registrationLink.url);
}
const keyOf = (url: string) => {
  expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/r/[A-Za-z0-9_-]{43}$`));
  return url.split('/').pop()!;
};

const person = (name: string, email = `${name.toLowerCase()}@example.org`) => ({
  name,
  email,
  address: '12 rue des Sapins, Lyon',
  imageUrl: AVATARS[2].src,
  giftIdeas: `Des idées de ${name}`,
});
const signUp = (key: string, fields: object, client: TestClient = t.client()) =>
  client.post(`/api/registration/${key}`, fields);
const confirm = (token: string, client: TestClient = t.client()) =>
  client.post('/api/registration-confirmation', { token });

/** The token of the newest confirmation link e-mailed to `email`. */
async function confirmationTokenFor(email: string): Promise<string> {
  const mail = await t.lastMailTo(email);
  expect(mail?.kind).toBe('registration-confirmation');
  const link = mail!.links.find((l) =>
    l.startsWith(`${t.config.publicUrl}/confirmer-inscription?token=`),
  )!;
  return new URL(link).searchParams.get('token')!;
}
const namesOf = async (id: string) =>
  (
    await t.db
      .select({ name: players.name })
      .from(players)
      .where(eq(players.secretSantaId, id))
      .orderBy(asc(players.createdAt))
  ).map((row) => row.name);

describe('the sign-up link', () => {
  it('is opened, closed, reopened the same and renewed by its organiser only', async () => {
    const id = await newEvent(olga, 'Noël du club');
    expect((await olga.get(linkPath(id))).body).toEqual({
      registrationLink: { open: false, url: null, drawn: false, waiting: 0 },
    });

    const key = await openLink(id);
    const page = await t.client().get(`/api/registration/${key}`);
    expect(page.status).toBe(200);
    expect(page.body.registration).toMatchObject({
      secretSantaName: 'Noël du club',
      organiserName: 'Olga',
    });

    // Closed: the page says so; reopened: the same link works again (a poster keeps working).
    expect((await setOpen(id, false)).body.registrationLink).toEqual({
      open: false,
      url: null,
      drawn: false,
      waiting: 0,
    });
    const closedPage = await t.client().get(`/api/registration/${key}`);
    expect(closedPage.status).toBe(404);
    expect(closedPage.body.error.message).toBe(r.closed);
    expect(await openLink(id)).toBe(key);

    // Renewed: the old link stops working, the new one works.
    const renewed = keyOf((await renew(id)).body.registrationLink.url);
    expect(renewed).not.toBe(key);
    expect((await t.client().get(`/api/registration/${key}`)).status).toBe(404);
    expect((await t.client().get(`/api/registration/${renewed}`)).status).toBe(200);

    // Another organiser, or nobody, can neither read nor change it.
    const before = await dumpDatabase(t.db);
    for (const answer of [
      await igor.get(linkPath(id)),
      await setOpen(id, false, igor),
      await renew(id, igor),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await t.client().get(linkPath(id))).status).toBe(401);
    expect(await dumpDatabase(t.db)).toEqual(before);
  });

  it('makes a player only once the address is confirmed, with what the person typed', async () => {
    const id = await newEvent(olga, 'Noël des voisins');
    const key = await openLink(id);
    const anna = person('Anna');

    expect((await signUp(key, anna)).status).toBe(200);
    expect(await namesOf(id)).toEqual([]);
    const mail = await t.lastMailTo(anna.email);
    expect(mail?.subject).toBe(mailMessages.mail.registrationSubject('Noël des voisins'));
    expect(mail?.text).toContain('Olga');
    // What confirming would save, so that a sign-up made by someone else is not confirmed blind.
    expect(mail?.text).toContain(mailMessages.mail.registrationAddress(anna.address));
    expect(mail?.text).toContain(mailMessages.mail.registrationGiftIdeas(anna.giftIdeas));
    expect((await olga.get(linkPath(id))).body.registrationLink.waiting).toBe(1);

    const confirmed = await confirm(await confirmationTokenFor(anna.email));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ secretSantaName: 'Noël des voisins', playerName: 'Anna' });
    const list = (await olga.get(`/api/secret-santas/${id}/players`)).body.players;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: 'Anna',
      email: 'anna@example.org',
      address: anna.address,
      imageUrl: anna.imageUrl,
      giftIdeas: anna.giftIdeas,
      invited: false,
    });

    // Pressed again (a retry, another device): the same answer, and nobody added twice; once
    // the organiser removed her, it adds nobody.
    const token = await confirmationTokenFor(anna.email);
    const [again, atOnce] = await Promise.all([confirm(token), confirm(token)]);
    expect([again.status, atOnce.status]).toEqual([200, 200]);
    expect(again.body).toEqual(confirmed.body);
    expect(await namesOf(id)).toEqual(['Anna']);
    expect((await olga.get(linkPath(id))).body.registrationLink.waiting).toBe(0);
    await olga.delete(`/api/secret-santas/${id}/players/${list[0].id}`);
    const afterRemoval = await confirm(token);
    expect(afterRemoval.status).toBe(400);
    expect(afterRemoval.body.error.message).toBe(r.invalidConfirmation);
    expect(await namesOf(id)).toEqual([]);
  });

  it('applies the participant form’s rules, and never says a name or an address takes part', async () => {
    const id = await newEvent(olga, 'Noël de la chorale');
    const key = await openLink(id);
    await olga.post(`/api/secret-santas/${id}/players`, person('Boris'));
    const before = await dumpDatabase(t.db);

    const bad = await signUp(key, { ...person('Cyril'), email: 'pas-un-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      field: 'email',
      message: messages.players.emailInvalid,
    });
    const short = await signUp(key, person('C'));
    expect(short.body.error.message).toBe(messages.players.nameTooShort);
    expect(await dumpDatabase(t.db)).toEqual(before);

    // Whoever holds the link cannot tell a taken name from a free one: the same answer, the same
    // e-mail. Confirmed, the person is added under a name the event does not have, and the
    // organiser is told on the card; the person is greeted by the name they typed.
    const taken = await signUp(key, person('BORIS', 'boris.bis@example.org'));
    const free = await signUp(key, person('Bertrand', 'bertrand@example.org'));
    expect({ status: taken.status, body: taken.body }).toEqual({
      status: free.status,
      body: free.body,
    });
    const takenMail = await t.lastMailTo('boris.bis@example.org');
    const freeMail = await t.lastMailTo('bertrand@example.org');
    expect(takenMail?.subject.replace('BORIS', 'Bertrand')).toBe(freeMail?.subject);
    const confirmed = await confirm(await confirmationTokenFor('boris.bis@example.org'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.playerName).toBe('BORIS');
    const cards = (await olga.get(`/api/secret-santas/${id}/players`)).body.players as Array<{
      name: string;
      nameTakenAtSignUp: string | null;
    }>;
    expect(cards.map((p) => [p.name, p.nameTakenAtSignUp])).toEqual([
      ['Boris', null],
      ['BORIS (2)', 'BORIS'],
    ]);
    // The next free number, and a long name shortened to fit the 100 characters.
    const long = `${'Éléonore '.repeat(11)}X`.slice(0, 100);
    await olga.post(`/api/secret-santas/${id}/players`, person(long, 'eleonore@example.org'));
    for (const [name, email] of [
      ['boris', 'boris.ter@example.org'],
      [long.toLocaleUpperCase('fr'), 'eleonore.bis@example.org'],
    ] as const) {
      await signUp(key, person(name, email));
      expect((await confirm(await confirmationTokenFor(email))).status).toBe(200);
    }
    const added = (await namesOf(id)).slice(-2);
    expect(added[0]).toBe('boris (3)');
    expect(added[1]).toBe(`${long.toLocaleUpperCase('fr').slice(0, 96).trimEnd()} (2)`);
    expect(added[1]!.length).toBeLessThanOrEqual(100);
    for (const email of [
      'boris.ter@example.org',
      'eleonore@example.org',
      'eleonore.bis@example.org',
    ]) {
      const row = (await olga.get(`/api/secret-santas/${id}/players`)).body.players.find(
        (p: { email: string }) => p.email === email,
      );
      await olga.request('DELETE', `/api/secret-santas/${id}/players/${row.id}`);
    }

    // Once the organiser has edited the player, the card says no more.
    const bis = (await olga.get(`/api/secret-santas/${id}/players`)).body.players[1];
    await olga.request('PUT', `/api/secret-santas/${id}/players/${bis.id}`, {
      ...person('Boris Bis', 'boris.bis@example.org'),
    });
    const renamed = (await olga.get(`/api/secret-santas/${id}/players`)).body.players[1];
    expect([renamed.name, renamed.nameTakenAtSignUp]).toEqual(['Boris Bis', null]);

    // An address already in the event gets the same answer; its owner learns it by confirming.
    const sameEmail = await signUp(key, person('Bob', 'BORIS@example.org'));
    expect(sameEmail.status).toBe(200);
    const refused = await confirm(await confirmationTokenFor('boris@example.org'));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(r.alreadyPlayer);
    expect(await namesOf(id)).toEqual(['Boris', 'Boris Bis']);

    // Someone else signing up with Dora's address takes nothing from her: her own link still
    // saves what she typed, and the other sign-up of her address is then gone.
    await signUp(key, person('Dora'));
    const hers = await confirmationTokenFor('dora@example.org');
    await signUp(key, { ...person('Dora'), address: '1 impasse du Voleur, Lyon' });
    const theirs = await confirmationTokenFor('dora@example.org');
    expect((await confirm(hers)).status).toBe(200);
    expect((await confirm(theirs)).status).toBe(400);
    const dora = (await olga.get(`/api/secret-santas/${id}/players`)).body.players.find(
      (p: { name: string }) => p.name === 'Dora',
    );
    expect(dora.address).toBe(person('Dora').address);
  });

  it('closes with the organiser, a new link and the draw, taking its waiting sign-ups along', async () => {
    const id = await newEvent(olga, 'Noël de l’atelier');
    let key = await openLink(id);
    for (const name of ['Anna', 'Boris'])
      await olga.post(`/api/secret-santas/${id}/players`, person(name));

    // Closed before the confirmation: the sign-up is gone.
    await signUp(key, person('Emma'));
    await setOpen(id, false);
    const afterClose = await confirm(await confirmationTokenFor('emma@example.org'));
    expect(afterClose.status).toBe(400);
    expect((await signUp(key, person('Emma'))).status).toBe(404);

    // Renewed: a sign-up made through the old link is gone too.
    key = await openLink(id);
    await signUp(key, person('Farid'));
    key = keyOf((await renew(id)).body.registrationLink.url);
    expect((await confirm(await confirmationTokenFor('farid@example.org'))).status).toBe(400);

    // The draw closes it; the organiser cannot reopen it until the draw is reset.
    await signUp(key, person('Gaëlle', 'gaelle@example.org'));
    expect((await olga.post(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    expect((await olga.get(linkPath(id))).body.registrationLink).toEqual({
      open: false,
      url: null,
      drawn: true,
      waiting: 0,
    });
    expect((await confirm(await confirmationTokenFor('gaelle@example.org'))).status).toBe(400);
    expect((await t.client().get(`/api/registration/${key}`)).status).toBe(404);
    const reopen = await setOpen(id, true);
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.message).toBe(organiserMessages.registrationLink.drawnRefusal);
    expect(await namesOf(id)).toEqual(['Anna', 'Boris']);

    await olga.post(`/api/secret-santas/${id}/draw/reset`);
    expect(await openLink(id)).toBe(key);
  });

  it('refuses a confirmation once the link closed in between, whatever the order', async () => {
    const id = await newEvent(olga, 'Noël du quartier');
    const key = await openLink(id);
    await signUp(key, person('Hugo'));
    const token = await confirmationTokenFor('hugo@example.org');
    // The link closed and reopened: the waiting sign-up went with the closing.
    await setOpen(id, false);
    await openLink(id);
    const answer = await confirm(token);
    expect(answer.status).toBe(400);
    expect(
      await t.db
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.secretSantaId, id)),
    ).toEqual([]);
  });

  it('limits sign-ups per address typed and per waiting count, and counts no stale link as a guess', async () => {
    const id = await newEvent(olga, 'Noël de l’entreprise');
    const key = await openLink(id);

    // Each sign-up e-mails the address typed, a taken name as any other: nobody's mailbox gets
    // flooded, and the limit comes first, so that a taken name and a free one still answer
    // alike once it is reached.
    await olga.post(`/api/secret-santas/${id}/players`, person('Marie'));
    const client = t.client();
    for (let i = 0; i < rateRules.registrationPerEmail.max; i++) {
      const name = i % 2 === 0 ? 'Marie' : 'Inès';
      expect((await signUp(key, person(name, 'ines@example.org'), client)).status).toBe(200);
    }
    const flood = await signUp(key, person('Inès', 'ines@example.org'), client);
    const floodTaken = await signUp(key, person('Marie', 'ines@example.org'), client);
    expect(flood.status).toBe(429);
    expect({ status: floodTaken.status, body: floodTaken.body }).toEqual({
      status: flood.status,
      body: flood.body,
    });
    expect((await t.mailsTo('ines@example.org')).length).toBe(rateRules.registrationPerEmail.max);
    // A made-up key spends nobody's allowance: an address typed with it is not locked out of
    // the sign-up links it really holds.
    for (let i = 0; i < rateRules.registrationPerEmail.max + 2; i++) {
      const made = await signUp('cle-inventee', person('Yves', 'yves@example.org'), t.client());
      expect(made.status).toBe(404);
    }
    expect((await signUp(key, person('Yves', 'yves@example.org'), t.client())).status).toBe(200);

    // At most PENDING_REGISTRATIONS_MAX sign-ups wait at once; expired ones make room.
    const waiting = await t.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.secretSantaId, id));
    let sent = waiting.length;
    let office = t.client();
    for (let i = 0; sent < PENDING_REGISTRATIONS_MAX; i++) {
      if (i % 90 === 0) office = t.client();
      expect((await signUp(key, person(`Collègue ${i}`, `c${i}@example.org`), office)).status).toBe(
        200,
      );
      sent++;
    }
    const full = await signUp(key, person('Jules'), t.client());
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe(r.tooManyWaiting);
    clock += 24 * 60 * 60 * 1000 + 1;
    expect((await signUp(key, person('Jules'), t.client())).status).toBe(200);
    expect(
      (
        await t.db
          .select()
          .from(pendingRegistrations)
          .where(eq(pendingRegistrations.secretSantaId, id))
      ).length,
    ).toBe(1);

    // No organiser makes the links of their events a mass mailer: their hour's allowance used
    // up (across all their events), a sign-up is refused and e-mails nobody.
    await t.db
      .update(rateLimits)
      .set({ count: rateRules.registrationPerOrganiser.max })
      .where(like(rateLimits.key, 'registration:organiser:%'));
    const overAllowance = await signUp(key, person('Karim'), t.client());
    expect(overAllowance.status).toBe(429);
    expect(await t.mailsTo('karim@example.org')).toEqual([]);

    // An old poster scanned after 'Nouveau lien', old confirmation e-mails: 256-bit keys and
    // tokens are beyond guessing, so the wrong ones are stale real ones, and counting them
    // would lock an office out of its personal links.
    const office2 = t.client();
    const renewed = keyOf((await renew(id)).body.registrationLink.url);
    for (let i = 0; i < rateRules.badLinkPerAddress.max + 5; i++) {
      expect((await office2.get(`/api/registration/${key}`)).status).toBe(404);
      expect((await confirm(`vieux-jeton-${i}`, office2)).status).toBe(400);
    }
    expect((await office2.get(`/api/registration/${renewed}`)).status).toBe(200);
  });
});
