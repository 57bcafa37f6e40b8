import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../src/server/db/schema.ts';
import { AVATARS } from '../../src/shared/avatars.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { drawnEvent } from '../support/drawn-event.ts';
import { dumpDatabase } from '../support/dump-database.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

/**
 * An organiser who wants to know who gives to whom, and is ready to edit a player's e-mail
 * after the draw to get there (docs/decisions/0014): into their own account, or into an
 * accomplice's mailbox and account.
 */
const t = await createTestApp();
const organiser = await signUpAndVerify(t, { name: 'Olga', email: 'olga@example.org' });
const accomplice = await signUpAndVerify(t, { name: 'Complice', email: 'complice@example.org' });
const playerFields = (name: string, email: string) => ({
  name,
  email,
  address: `${name.length} rue du Houx, Lille`,
  imageUrl: AVATARS[3].src,
  giftIdeas: `Idées de ${name}`,
});

describe('after the draw, the organiser never reads a pair', () => {
  it('cannot give a drawn player the address of the organiser’s own account, nor add one with it', async () => {
    const { id, ids } = await drawnEvent(t, organiser, 'Pas moi', ['Anna', 'Boris', 'Cyril']);
    const before = await dumpDatabase(t.db);
    for (const email of ['olga@example.org', 'OLGA@Example.org']) {
      const edit = await organiser.request(
        'PUT',
        `/api/secret-santas/${id}/players/${ids.Anna}`,
        playerFields('Anna', email),
      );
      expect(edit.status).toBe(400);
      expect(edit.body.error).toEqual({
        code: 'INVALID_INPUT',
        field: 'email',
        message: organiserMessages.participantsTab.ownAddressAfterDraw,
      });
      const add = await organiser.post(
        `/api/secret-santas/${id}/players`,
        playerFields('Olga', email),
      );
      expect(add.status).toBe(400);
      expect(add.body.error.message).toBe(organiserMessages.participantsTab.ownAddressAfterDraw);
    }
    expect(await dumpDatabase(t.db)).toEqual(before);
    // Signed in, the organiser is no player of the event: no space, no pair.
    expect((await organiser.get(`/api/participant/${id}`)).status).toBe(403);
  });

  it('may play with their own address when it was a player’s before the draw', async () => {
    const id = (await organiser.post('/api/secret-santas', { name: 'Avec moi' })).body.secretSanta
      .id as string;
    for (const [name, email] of [
      ['Olga', 'olga@example.org'],
      ['Dora', 'dora.8@example.org'],
      ['Emil', 'emil.8@example.org'],
    ]) {
      expect(
        (await organiser.post(`/api/secret-santas/${id}/players`, playerFields(name!, email!)))
          .status,
      ).toBe(201);
    }
    expect((await organiser.post(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    const own = await organiser.get(`/api/participant/${id}`);
    expect(own.status).toBe(200);
    expect(own.body.space.me.email).toBe('olga@example.org');
    expect(own.body.space.recipient).not.toBeNull();
  });

  it('tells the previous address when the organiser changes it, and does not take an account at the new one for that player', async () => {
    const { id, ids, tokens } = await drawnEvent(t, organiser, 'Complicité', [
      'Fanny',
      'Gus',
      'Hana',
    ]);
    const fannyOld = 'fanny.10@example.org';
    const edit = await organiser.request(
      'PUT',
      `/api/secret-santas/${id}/players/${ids.Fanny}`,
      playerFields('Fanny', 'complice@example.org'),
    );
    expect(edit.status).toBe(200);
    expect(edit.body.player.email).toBe('complice@example.org');

    // The previous address hears of it, with who did it and where the link now goes.
    const notice = await t.lastMailTo(fannyOld);
    expect(notice?.kind).toBe('email-changed');
    expect(notice?.subject).toBe(mailMessages.mail.emailChangedSubject('Complicité'));
    expect(notice?.text).toContain(
      mailMessages.mail.emailChangedText('Olga', 'Complicité', 'complice@example.org'),
    );
    expect(notice?.text).toContain(mailMessages.mail.emailChangedFootnote('Olga'));

    // The accomplice's account is not taken for Fanny: no space, no recipient.
    const asAccomplice = await accomplice.get(`/api/participant/${id}`);
    expect(asAccomplice.status).toBe(403);
    expect(asAccomplice.body.error).toEqual({
      code: 'EMAIL_CHANGED_SINCE_DRAW',
      message: messages.participantSpace.emailChangedSinceDraw,
    });
    expect(JSON.stringify(asAccomplice.body)).not.toMatch(/Gus|Hana/);

    // The link the previous address received opens nothing now (docs/decisions/0029)...
    const oldLink = await t.client().request('GET', `/api/participant/${id}`, undefined, {
      authorization: `Bearer ${tokens.Fanny}`,
    });
    expect(oldLink.status).toBe(401);
    expect(oldLink.body.error.code).toBe('LINK_REPLACED');
    expect(JSON.stringify(oldLink.body)).not.toMatch(/Fanny|Gus|Hana|complice/);
    // ...and the one the organiser sends to the new address opens a space that says the
    // address was changed, and by whom.
    expect(
      (await organiser.post(`/api/secret-santas/${id}/players/${ids.Fanny}/invitation`)).status,
    ).toBe(200);
    const newLink = (await t.lastMailTo('complice@example.org'))!.links
      .find((l) => l.includes(`/participant/${id}/`))!
      .split('/')
      .pop()!;
    const byLink = await t.client().request('GET', `/api/participant/${id}`, undefined, {
      authorization: `Bearer ${newLink}`,
    });
    expect(byLink.status).toBe(200);
    expect(byLink.body.space.me).toMatchObject({
      email: 'complice@example.org',
      emailChange: { previousEmail: fannyOld, organiserName: 'Olga' },
    });
    // No one else's space says anything of it.
    const gus = await t.client().request('GET', `/api/participant/${id}`, undefined, {
      authorization: `Bearer ${tokens.Gus}`,
    });
    expect(gus.body.space.me.emailChange).toBeNull();
    expect(JSON.stringify(gus.body)).not.toContain(fannyOld);
    const [row] = await t.db.select().from(players).where(eq(players.id, ids.Fanny!));
    expect(row).toMatchObject({ previousEmail: fannyOld, email: 'complice@example.org' });
    expect(row?.emailChangedAt).toBeInstanceOf(Date);

    // A new draw makes the new address the draw's own.
    expect((await organiser.post(`/api/secret-santas/${id}/draw/reset`)).status).toBe(200);
    expect((await organiser.post(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    expect((await accomplice.get(`/api/participant/${id}`)).status).toBe(200);
  });

  it('sends nothing for an edit that keeps the address, or one made before the draw', async () => {
    const id = (await organiser.post('/api/secret-santas', { name: 'Avant' })).body.secretSanta
      .id as string;
    const ivan = (
      await organiser.post(
        `/api/secret-santas/${id}/players`,
        playerFields('Ivan', 'ivan@example.org'),
      )
    ).body.player;
    await organiser.post(
      `/api/secret-santas/${id}/players`,
      playerFields('Jade', 'jade@example.org'),
    );
    expect(
      (
        await organiser.request(
          'PUT',
          `/api/secret-santas/${id}/players/${ivan.id}`,
          playerFields('Ivan', 'ivan.k@example.org'),
        )
      ).status,
    ).toBe(200);
    expect(await t.mailsTo('ivan@example.org')).toHaveLength(0);
    await organiser.post(`/api/secret-santas/${id}/draw`);
    expect(
      (
        await organiser.request(
          'PUT',
          `/api/secret-santas/${id}/players/${ivan.id}`,
          playerFields('Ivan K', 'IVAN.K@example.org'),
        )
      ).status,
    ).toBe(200);
    expect(await t.mailsTo('ivan.k@example.org')).toHaveLength(0);
    const [row] = await t.db.select().from(players).where(eq(players.id, ivan.id));
    expect(row?.emailChangedAt).toBeNull();
  });
});
