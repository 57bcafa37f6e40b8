import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { messages } from '../../src/shared/messages.ts';
import { players, rateLimits } from '../../src/server/db/schema.ts';
import { rateRules } from '../../src/server/security/rate-limit.server.ts';
import { signToken } from '../../src/server/security/signed-token.server.ts';
import { drawnEvent as drawnEventOf } from '../support/drawn-event.ts';
import { createTestApp, signUpAndVerify, type TestClient } from '../support/test-app.ts';
import { accountMessages } from '../../src/shared/account-messages.ts';

const t = await createTestApp();
const alice = await signUpAndVerify(t, { name: 'Alice', email: 'alice@example.org' });

/** An event of three, drawn and notified: its id, and its players' ids and link tokens. */
const drawnEvent = (name: string) => drawnEventOf(t, alice, name, ['Chloe', 'Denis', 'Emma']);

const withToken = (client: TestClient, token: string, path: string) =>
  client.request('GET', path, undefined, { authorization: `Bearer ${token}` });

/** A token of the right shape whose signature is made up, as a guesser would send. */
function forge(token: string, attempt: number): string {
  const [body, mac] = token.split('.');
  return `${body}.${attempt.toString(16).padStart(4, '0')}${mac!.slice(4)}`;
}

describe('guessing is limited, and the limits hold across app instances', () => {
  it('counts sign-in guesses made through two instances together', async () => {
    await signUpAndVerify(t, {
      name: 'Gaspard',
      email: 'gaspard@example.org',
      password: 'gaspard-pass',
    });
    const second = await t.anotherInstance();
    const statuses: number[] = [];
    for (let i = 0; i < rateRules.signIn.max; i++) {
      const client = i % 2 ? second.client() : t.client();
      statuses.push(
        (
          await client.post('/api/auth/sign-in', {
            email: 'gaspard@example.org',
            password: `essai-${i}`,
          })
        ).status,
      );
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
    const blocked = await second
      .client()
      .post('/api/auth/sign-in', { email: 'gaspard@example.org', password: 'gaspard-pass' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(accountMessages.auth.tooManyAttempts);
  });

  it('limits invitation e-mails to one person, and changes nothing once refused', async () => {
    const id = (await alice.post('/api/secret-santas', { name: 'Relances' })).body.secretSanta
      .id as string;
    const hugo = (
      await alice.post(`/api/secret-santas/${id}/players`, {
        name: 'Hugo',
        email: 'hugo@example.org',
        address: '1 rue du Port, Brest',
        imageUrl: AVATARS[0].src,
      })
    ).body.player;
    for (let i = 0; i < rateRules.invitationPerPlayer.max; i++) {
      expect(
        (await alice.post(`/api/secret-santas/${id}/players/${hugo.id}/invitation`)).status,
      ).toBe(200);
    }
    const [before] = await t.db.select().from(players).where(eq(players.id, hugo.id));
    const mailsBefore = await t.mailsTo('hugo@example.org');

    const refused = await alice.post(`/api/secret-santas/${id}/players/${hugo.id}/invitation`);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(accountMessages.auth.tooManyAttempts);
    const [after] = await t.db.select().from(players).where(eq(players.id, hugo.id));
    expect(after).toEqual(before);
    expect(await t.mailsTo('hugo@example.org')).toEqual(mailsBefore);
  });

  it('limits how many invitations one organiser sends in an hour', async () => {
    const ines = await signUpAndVerify(t, { name: 'Inès', email: 'ines@example.org' });
    const id = (await ines.post('/api/secret-santas', { name: 'Entreprise' })).body.secretSanta
      .id as string;
    const jade = (
      await ines.post(`/api/secret-santas/${id}/players`, {
        name: 'Jade',
        email: 'jade@example.org',
        address: '2 rue du Port, Brest',
        imageUrl: AVATARS[0].src,
      })
    ).body.player;
    expect((await ines.post(`/api/secret-santas/${id}/players/${jade.id}/invitation`)).status).toBe(
      200,
    );
    // Sending 300 real invitations would take 300 players (5 each an hour at most): the
    // counter is brought to where those sends would have left it.
    const inesId = (await ines.get('/api/auth/session')).body.user.id as string;
    await t.db
      .update(rateLimits)
      .set({ count: rateRules.invitationPerOrganiser.max })
      .where(eq(rateLimits.key, `invitation:organiser:${inesId}`));

    const refused = await ines.post(`/api/secret-santas/${id}/players/${jade.id}/invitation`);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(accountMessages.auth.tooManyAttempts);
    expect(await t.mailsTo('jade@example.org')).toHaveLength(1);
  });

  it('counts invitations only once the player is the organiser’s: nobody uses up another organiser’s', async () => {
    const id = (await alice.post('/api/secret-santas', { name: 'Chez Alice' })).body.secretSanta
      .id as string;
    const karim = (
      await alice.post(`/api/secret-santas/${id}/players`, {
        name: 'Karim',
        email: 'karim@example.org',
        address: '4 rue du Port, Brest',
        imageUrl: AVATARS[0].src,
      })
    ).body.player;
    const mallory = await signUpAndVerify(t, { name: 'Mallory', email: 'mallory@example.org' });
    const own = (await mallory.post('/api/secret-santas', { name: 'Leurre' })).body.secretSanta
      .id as string;
    // Alice's player through Mallory's own event, and through Alice's: every try refused,
    // none counted.
    for (let i = 0; i < rateRules.invitationPerPlayer.max * 2; i++) {
      const path =
        i % 2
          ? `/api/secret-santas/${own}/players/${karim.id}/invitation`
          : `/api/secret-santas/${id}/players/${karim.id}/invitation`;
      expect((await mallory.post(path)).status).toBe(404);
    }
    const counters = await t.db.select().from(rateLimits);
    expect(counters.filter((row) => row.key.includes(karim.id))).toEqual([]);
    for (let i = 0; i < rateRules.invitationPerPlayer.max; i++) {
      expect(
        (await alice.post(`/api/secret-santas/${id}/players/${karim.id}/invitation`)).status,
      ).toBe(200);
    }
  });

  it('limits the new links asked for one person from many addresses, none of which ends the link she holds', async () => {
    const { id, ids, tokens } = await drawnEvent('Nouveaux liens');
    const chloe = `chloe.${'Nouveaux liens'.length}@example.org`;
    const mailsBefore = (await t.mailsTo(chloe)).length;
    const statuses: number[] = [];
    for (let i = 0; i < rateRules.passwordReset.max + 1; i++) {
      // From a new address each time, and typed differently: one person's allowance all the same.
      const email = i % 2 ? chloe.toUpperCase() : chloe;
      statuses.push((await t.client().post(`/api/participant/${id}/new-link`, { email })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Each one let through e-mailed her next link, the same each time, to her own address only;
    // her link works until she opens the new one (decision 0029), so asking in her name ends
    // nothing. The one refused changed nothing.
    const mails = (await t.mailsTo(chloe)).slice(0, rateRules.passwordReset.max);
    expect((await t.mailsTo(chloe)).length).toBe(mailsBefore + rateRules.passwordReset.max);
    const [row] = await t.db.select().from(players).where(eq(players.id, ids.Chloe!));
    expect(row?.linkGeneration).toBe(0);
    expect((await withToken(t.client(), tokens.Chloe!, `/api/participant/${id}`)).status).toBe(200);
    const links = new Set(
      await Promise.all(mails.map(async (mail) => JSON.stringify(mail.payload))),
    );
    expect(links.size).toBe(1);
    const newest = (await t.lastMailTo(chloe))!.links
      .find((l) => l.includes(`/participant/${id}/`))!
      .split('/')
      .pop()!;
    expect((await withToken(t.client(), newest, `/api/participant/${id}`)).status).toBe(200);
    expect((await withToken(t.client(), tokens.Chloe!, `/api/participant/${id}`)).status).toBe(401);
  });

  it('counts the new links asked from one address whether or not the address typed plays', async () => {
    const { id } = await drawnEvent('Qui joue ?');
    const prober = t.client();
    for (let i = 0; i < rateRules.passwordReset.max; i++) {
      const answer = await prober.post(`/api/participant/${id}/new-link`, {
        email: `inconnu${i}@example.org`,
      });
      expect(answer.status).toBe(200);
    }
    // The allowance is used up by addresses that do not play: the next answer says nothing,
    // even for one that does, and her link is not replaced.
    const player = await prober.post(`/api/participant/${id}/new-link`, {
      email: 'chloe.10@example.org',
    });
    expect(player.status).toBe(429);
    expect(player.body.error.message).toBe(accountMessages.auth.tooManyAttempts);
    const [row] = await t.db
      .select()
      .from(players)
      .where(eq(players.email, 'chloe.10@example.org'));
    expect(row?.linkGeneration).toBe(0);
  });

  it('refuses every personal link from an address that forged too many, even a genuine one', async () => {
    const { id, tokens } = await drawnEvent('Liens devinés');
    const guesser = t.client();
    const second = (await t.anotherInstance()).client(guesser.address);
    for (let i = 0; i < rateRules.badLinkPerAddress.max; i++) {
      const client = i % 2 ? second : guesser;
      const answer = await withToken(client, forge(tokens.Chloe!, i), `/api/participant/${id}`);
      expect(answer.status).toBe(403);
      expect(answer.body.error.message).toBe(messages.participantSpace.accessDenied);
    }
    const blocked = await withToken(guesser, tokens.Chloe!, `/api/participant/${id}`);
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toBe(accountMessages.auth.tooManyAttempts);
    expect(JSON.stringify(blocked.body)).not.toContain('Chloe');

    // Someone else, elsewhere, opening their own link is not affected.
    const owner = await withToken(t.client(), tokens.Chloe!, `/api/participant/${id}`);
    expect(owner.status).toBe(200);
    expect(owner.body.space.me.name).toBe('Chloe');
  });

  it('counts an invitation link an earlier version e-mailed, tried as a personal link, as a forged one', async () => {
    const { id, ids, tokens } = await drawnEvent('Invitations devinées');
    // The link an earlier version's invitation carried: valid for 7 days from its sending.
    const token = signToken(t.config.authSecret, {
      purpose: 'invitation',
      secretSantaId: id,
      playerId: ids.Chloe!,
      expiresAt: Math.floor(Date.now() / 1000) + 7 * 24 * 60 * 60,
    });
    const guesser = t.client();
    for (let i = 0; i < rateRules.badLinkPerAddress.max; i++) {
      expect((await withToken(guesser, token, `/api/participant/${id}`)).status).toBe(403);
    }
    const blocked = await withToken(guesser, tokens.Chloe!, `/api/participant/${id}`);
    expect(blocked.status).toBe(429);
    expect(JSON.stringify(blocked.body)).not.toContain('Chloe');
  });

  it('does not count a replaced link, which an honest person may still click', async () => {
    const { id, tokens } = await drawnEvent('Liens remplacés');
    const chloe = `chloe.${'Liens remplacés'.length}@example.org`;
    await t.client().post(`/api/participant/${id}/new-link`, { email: chloe });
    const next = (await t.lastMailTo(chloe))!.links
      .find((l) => l.includes(`/participant/${id}/`))!
      .split('/')
      .pop()!;
    expect((await withToken(t.client(), next, `/api/participant/${id}`)).status).toBe(200);
    const visitor = t.client();
    for (let i = 0; i < rateRules.badLinkPerAddress.max + 1; i++) {
      const answer = await withToken(visitor, tokens.Chloe!, `/api/participant/${id}`);
      expect(answer.status).toBe(401);
      expect(answer.body.error.message).toBe(messages.participantSpace.linkReplaced);
    }
    const counted = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `bad-link:ip:${visitor.address}`));
    expect(counted).toEqual([]);
    // Her colleague's link, opened from the same office, still works.
    expect((await withToken(visitor, tokens.Denis!, `/api/participant/${id}`)).status).toBe(200);
  });

  it('does not count an expired link, which an honest person may still click', async () => {
    const { id, ids } = await drawnEvent('Liens expirés');
    const expired = signToken(t.config.authSecret, {
      purpose: 'participant',
      secretSantaId: id,
      playerId: ids.Chloe!,
      expiresAt: 1,
    });
    const visitor = t.client();
    const countOf = async () =>
      (
        await t.db
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, `bad-link:ip:${visitor.address}`))
      )[0]?.count ?? 0;

    const answer = await withToken(visitor, expired, `/api/participant/${id}`);
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toBe(messages.participantSpace.linkExpired);
    expect(await countOf()).toBe(0);
    expect((await withToken(visitor, forge(expired, 1), `/api/participant/${id}`)).status).toBe(
      403,
    );
    expect(await countOf()).toBe(1);
  });
});
