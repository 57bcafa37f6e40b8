import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import type { Player } from '../../src/shared/contracts/player.ts';
import { mailOutbox, players, santaAssignments, secretSantas } from '../../src/server/db/schema.ts';
import { verifyToken } from '../../src/server/security/signed-token.server.ts';
import { createTestApp, signUpAndVerify, type TestClient } from '../support/test-app.ts';

const YEAR = 2026;
const t = await createTestApp({ now: () => new Date(`${YEAR}-12-01T10:00:00Z`) });
const alice = await signUpAndVerify(t, { name: 'Alice', email: 'alice@example.org' });
const bruno = await signUpAndVerify(t, { name: 'Bruno', email: 'bruno@example.org' });

/** An event of Alice's with these people; returns its id and their ids by name. */
async function eventWith(names: string[], owner: TestClient = alice) {
  const id = (await owner.post('/api/secret-santas', { name: `Évènement ${Math.random()}` })).body
    .secretSanta.id as string;
  const ids: Record<string, string> = {};
  for (const name of names) {
    const answer = await owner.post(`/api/secret-santas/${id}/players`, {
      name,
      email: `${name.toLowerCase()}@example.org`,
      address: '3 allée des Rennes, Nantes',
      imageUrl: AVATARS[2].src,
    });
    ids[name] = answer.body.player.id;
  }
  return { id, ids };
}

async function pairsOf(secretSantaId: string, year = YEAR) {
  return t.db
    .select()
    .from(santaAssignments)
    .where(and(eq(santaAssignments.secretSantaId, secretSantaId), eq(santaAssignments.year, year)));
}

describe('restrictions', () => {
  it('saves a couple excluded both ways, and refuses a player excluding themselves or a stranger', async () => {
    const { id, ids } = await eventWith(['Chloe', 'Denis', 'Emma', 'Farid']);
    const saved = await alice.request('PUT', `/api/secret-santas/${id}/restrictions`, {
      excluded: { [ids.Chloe!]: [ids.Denis!], [ids.Denis!]: [ids.Chloe!] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.feasibility).toEqual({ ok: true });
    const rows = await t.db.select().from(players).where(eq(players.secretSantaId, id));
    expect(rows.find((r) => r.id === ids.Chloe)?.excluded).toEqual([ids.Denis]);

    const self = await alice.request('PUT', `/api/secret-santas/${id}/restrictions`, {
      excluded: { [ids.Emma!]: [ids.Emma!] },
    });
    expect(self.status).toBe(400);
    expect(self.body.error.message).toBe(organiserMessages.restrictions.selfExcluded);
    const stranger = await alice.request('PUT', `/api/secret-santas/${id}/restrictions`, {
      excluded: { [ids.Emma!]: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(stranger.status).toBe(400);
  });

  it('warns at once, in names, when the restrictions leave no possible draw', async () => {
    const { id, ids } = await eventWith(['Chloe', 'Denis', 'Emma']);
    const saved = await alice.request('PUT', `/api/secret-santas/${id}/restrictions`, {
      excluded: { [ids.Chloe!]: [ids.Denis!, ids.Emma!] },
    });
    expect(saved.body.feasibility.ok).toBe(false);
    expect(saved.body.feasibility.message).toContain(organiserMessages.draw.infeasible);
    expect(saved.body.feasibility.message).toContain('Chloe');
  });
});

describe('the draw', () => {
  it('needs two players', async () => {
    const { id } = await eventWith(['Seul']);
    const answer = await alice.post(`/api/secret-santas/${id}/draw`);
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toBe(organiserMessages.draw.tooFewPlayers);
  });

  it('stores a valid draw, tells the organiser it happened but never who gives to whom, and locks restrictions', async () => {
    const { id, ids } = await eventWith(['Chloe', 'Denis', 'Emma', 'Farid']);
    await alice.request('PUT', `/api/secret-santas/${id}/restrictions`, {
      excluded: { [ids.Chloe!]: [ids.Denis!], [ids.Denis!]: [ids.Chloe!] },
    });
    const drawn = await alice.post(`/api/secret-santas/${id}/draw`);
    expect(drawn.status).toBe(200);
    expect(drawn.body.draw).toMatchObject({ year: YEAR, drawn: true, relaxedYears: [] });

    const pairs = await pairsOf(id);
    expect(pairs).toHaveLength(4);
    expect(new Set(pairs.map((p) => p.giverId)).size).toBe(4);
    expect(new Set(pairs.map((p) => p.receiverId)).size).toBe(4);
    for (const pair of pairs) {
      expect(pair.giverId).not.toBe(pair.receiverId);
      expect([pair.giverId, pair.receiverId].sort()).not.toEqual([ids.Chloe, ids.Denis].sort());
    }

    // Nothing the organiser can read pairs a giver with a receiver.
    const answers = [
      drawn,
      await alice.get(`/api/secret-santas/${id}/draw`),
      await alice.get(`/api/secret-santas/${id}/players`),
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toMatch(/receiver|giver|assignment/i);
    }

    const locked = await alice.request('PUT', `/api/secret-santas/${id}/restrictions`, {
      excluded: {},
    });
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toBe(organiserMessages.restrictions.locked);
  });

  it('makes one draw of two clicks at once', async () => {
    const { id } = await eventWith(['Chloe', 'Denis', 'Emma']);
    const [first, second] = await Promise.all([
      alice.post(`/api/secret-santas/${id}/draw`),
      alice.post(`/api/secret-santas/${id}/draw`),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await pairsOf(id)).toHaveLength(3);
  });

  it('explains an impossible draw in names', async () => {
    const { id, ids } = await eventWith(['Chloe', 'Denis', 'Emma']);
    await alice.request('PUT', `/api/secret-santas/${id}/restrictions`, {
      excluded: { [ids.Chloe!]: [ids.Denis!, ids.Emma!] },
    });
    const answer = await alice.post(`/api/secret-santas/${id}/draw`);
    expect(answer.status).toBe(422);
    expect(answer.body.error.message).toContain(organiserMessages.draw.infeasible);
    expect(answer.body.error.message).toContain('Chloe ne peut offrir à personne');
    expect(await pairsOf(id)).toHaveLength(0);
  });

  it('avoids last year’s pairs, and says which year it had to give up when it must', async () => {
    const { id, ids } = await eventWith(['Chloe', 'Denis', 'Emma']);
    // Three people have exactly two possible draws; last year used one of them.
    await t.db.insert(santaAssignments).values([
      { secretSantaId: id, year: YEAR - 1, giverId: ids.Chloe!, receiverId: ids.Denis! },
      { secretSantaId: id, year: YEAR - 1, giverId: ids.Denis!, receiverId: ids.Emma! },
      { secretSantaId: id, year: YEAR - 1, giverId: ids.Emma!, receiverId: ids.Chloe! },
    ]);
    expect((await alice.post(`/api/secret-santas/${id}/draw`)).body.draw.relaxedYears).toEqual([]);
    const pairs = await pairsOf(id);
    expect(pairs.find((p) => p.giverId === ids.Chloe)?.receiverId).toBe(ids.Emma);

    // The year before used the other one: now both are history, and 2025 (the oldest kept) goes first.
    await t.db
      .update(santaAssignments)
      .set({ year: YEAR - 2 })
      .where(and(eq(santaAssignments.secretSantaId, id), eq(santaAssignments.year, YEAR)));
    await alice.post(`/api/secret-santas/${id}/draw/reset`);
    const again = await alice.post(`/api/secret-santas/${id}/draw`);
    expect(again.body.draw.relaxedYears).toEqual([YEAR - 2]);
    expect(await pairsOf(id, YEAR - 1)).toHaveLength(3);
  });

  it('resets this year only, with every effect of docs/product.md §6.4', async () => {
    const { id, ids } = await eventWith(['Chloe', 'Denis']);
    await t.db.insert(santaAssignments).values([
      { secretSantaId: id, year: YEAR - 1, giverId: ids.Chloe!, receiverId: ids.Denis! },
      { secretSantaId: id, year: YEAR - 1, giverId: ids.Denis!, receiverId: ids.Chloe! },
    ]);
    await alice.post(`/api/secret-santas/${id}/draw`);
    await t.db
      .update(players)
      .set({ giftReceived: true, invited: true })
      .where(eq(players.secretSantaId, id));

    const reset = await alice.post(`/api/secret-santas/${id}/draw/reset`);
    expect(reset.body.draw).toMatchObject({ drawn: false });
    expect(await pairsOf(id)).toHaveLength(0);
    expect(await pairsOf(id, YEAR - 1)).toHaveLength(2);
    const rows = await t.db.select().from(players).where(eq(players.secretSantaId, id));
    expect(rows.every((r) => !r.invited && !r.giftReceived)).toBe(true);
    expect(
      (await alice.request('PUT', `/api/secret-santas/${id}/restrictions`, { excluded: {} }))
        .status,
    ).toBe(200);
  });
});

describe('a finished exchange', () => {
  it('is not reset: everyone has their gift, and nothing changes', async () => {
    const { id } = await eventWith(['Chloe', 'Denis']);
    await alice.post(`/api/secret-santas/${id}/draw`);
    await t.db.update(players).set({ giftReceived: true }).where(eq(players.secretSantaId, id));
    await t.db.update(secretSantas).set({ completed: true }).where(eq(secretSantas.id, id));
    expect((await alice.get(`/api/secret-santas/${id}/draw`)).body.draw.completed).toBe(true);

    const refused = await alice.post(`/api/secret-santas/${id}/draw/reset`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(organiserMessages.draw.resetAfterCompletion);
    expect(await pairsOf(id)).toHaveLength(2);
    const rows = await t.db.select().from(players).where(eq(players.secretSantaId, id));
    expect(rows.every((r) => r.giftReceived)).toBe(true);
  });
});

describe('notifying the participants', () => {
  it('queues one e-mail per participant with a personal link and no name of whom they give to', async () => {
    const { id, ids } = await eventWith(['Chloe', 'Denis', 'Emma', 'Farid']);
    const early = await alice.post(`/api/secret-santas/${id}/draw/notify`);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(organiserMessages.draw.noAssignments);

    await alice.post(`/api/secret-santas/${id}/draw`);
    const notified = await alice.post(`/api/secret-santas/${id}/draw/notify`);
    expect(notified.status).toBe(200);
    expect(notified.body.draw.notifications).toMatchObject({
      total: 4,
      pending: 4,
      sent: 0,
      failed: 0,
    });

    const links = new Set<string>();
    const pairs = await pairsOf(id);
    for (const name of ['Chloe', 'Denis', 'Emma', 'Farid']) {
      const mail = await t.lastMailTo(`${name.toLowerCase()}@example.org`);
      expect(mail?.kind).toBe('draw-notification');
      const link = mail!.links.find((l) => l.includes(`/participant/${id}/`))!;
      links.add(link);
      const receiverId = pairs.find((p) => p.giverId === ids[name])!.receiverId;
      const receiverName = Object.entries(ids).find(([, pid]) => pid === receiverId)![0];
      expect(mail!.text).not.toContain(receiverName);
      expect(mail!.html).not.toContain(receiverName);
    }
    expect(links.size).toBe(4);
    const rows = await t.db.select().from(players).where(eq(players.secretSantaId, id));
    expect(rows.every((r) => r.invited)).toBe(true);

    await alice.post(`/api/secret-santas/${id}/draw/notify`);
    expect(await t.mailsTo('chloe@example.org')).toHaveLength(1);
    // Someone added since joins the draw and is e-mailed at once (docs/product.md §6.8); the
    // next notification queues nobody's draw e-mail again.
    const drawMailsTo = async (email: string) =>
      (await t.mailsTo(email)).filter((m) => m.kind === 'draw-notification');
    const added = await alice.post(`/api/secret-santas/${id}/players`, {
      name: 'Gaelle',
      email: 'gaelle@example.org',
      address: '3 allée des Rennes, Nantes',
      imageUrl: AVATARS[2].src,
    });
    expect(added.status).toBe(201);
    expect(await drawMailsTo('gaelle@example.org')).toHaveLength(1);
    await alice.post(`/api/secret-santas/${id}/draw/notify`);
    expect(await drawMailsTo('gaelle@example.org')).toHaveLength(1);
    expect(await drawMailsTo('chloe@example.org')).toHaveLength(1);
    // 'Renvoyer son lien' after the notification: her draw e-mail again.
    await alice.post(`/api/secret-santas/${id}/players/${ids.Chloe}/invitation`);
    expect(await drawMailsTo('chloe@example.org')).toHaveLength(2);
  });

  it('polls with its last cursor: everyone’s counts, and only the people whose e-mail or link changed since', async () => {
    const { id, ids } = await eventWith(['Pia', 'Quentin', 'Rosa', 'Sacha']);
    await alice.post(`/api/secret-santas/${id}/draw`);
    const notified = (await alice.post(`/api/secret-santas/${id}/draw/notify`)).body.draw;
    expect(notified.notifications).toMatchObject({ total: 4, pending: 4, onlyChanged: false });
    expect(notified.notifications.players).toHaveLength(4);
    const poll = async (cursor: string, asSent = encodeURIComponent(cursor)) => {
      const answer = await alice.get(`/api/secret-santas/${id}/draw?changedSince=${asSent}`);
      expect(answer.status).toBe(200);
      return answer.body.draw.notifications as typeof notified.notifications;
    };

    const unchanged = await poll(notified.notifications.cursor);
    expect(unchanged).toMatchObject({ total: 4, sent: 0, pending: 4, onlyChanged: true });
    expect(unchanged.players).toEqual([]);

    // The mail worker sends Pia's e-mail.
    await t.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(mailOutbox.recipient, 'pia@example.org'));
    await t.caughtUp();
    const sent = await poll(unchanged.cursor);
    expect(sent).toMatchObject({ total: 4, sent: 1, pending: 3, opened: 0, onlyChanged: true });
    expect(sent.players.map((row: { playerId: string }) => row.playerId)).toEqual([ids.Pia]);
    expect(sent.players[0]).toMatchObject({ status: 'sent' });

    // Quentin opens his space with his link.
    const link = (await t.lastMailTo('quentin@example.org'))!.links.find((l) =>
      l.includes(`/participant/${id}/`),
    )!;
    const token = decodeURIComponent(link.split('/').at(-1)!);
    await t.db.execute(
      sql`update draws set notified_at = notified_at - interval '1 day' where secret_santa_id = ${id}`,
    );
    const opened = await t
      .client()
      .request('GET', `/api/participant/${id}`, undefined, { authorization: `Bearer ${token}` });
    expect(opened.status).toBe(200);
    await t.caughtUp();
    // The notification moved (above, so that the database's clock is past it): another list.
    const moved = await poll(sent.cursor);
    expect(moved).toMatchObject({ onlyChanged: false, opened: 1 });
    expect(moved.players).toHaveLength(4);
    expect(await poll(moved.cursor)).toMatchObject({ onlyChanged: true, players: [] });

    // A cursor the server did not give, whatever it holds: the whole list.
    const lone = '%ED%A0%80'; // a lone surrogate, as UTF-8 would have it
    const tooLarge = `${2n ** 64n}_.${moved.cursor.split('.').slice(1).join('.')}`;
    for (const asSent of [
      'abc',
      '1.2.Europe%2FParis',
      '99999999999.1.x',
      `1.${lone}`,
      '',
      encodeURIComponent(tooLarge),
      encodeURIComponent(moved.cursor.replace('_', '_99999999999999999999-')),
    ]) {
      const whole = await poll('', asSent);
      expect(whole).toMatchObject({ total: 4, sent: 1, onlyChanged: false });
      expect(whole.players).toHaveLength(4);
    }
  });

  it.skipIf(t.kind !== 'postgres')(
    'lists only what changed, while another transaction of the database server runs from before to after the reads',
    async () => {
      const { id, ids } = await eventWith(['Tara', 'Ugo', 'Vera']);
      await alice.post(`/api/secret-santas/${id}/draw`);
      // A transaction that began before the notification, and ends after two reads.
      let finish!: () => void;
      const finishing = new Promise<void>((resolve) => (finish = resolve));
      let began!: () => void;
      const beginning = new Promise<void>((resolve) => (began = resolve));
      let changeVera!: () => void;
      const veraChanging = new Promise<void>((resolve) => (changeVera = resolve));
      let changedVera!: () => void;
      const veraChanged = new Promise<void>((resolve) => (changedVera = resolve));
      const running = t.db.transaction(async (tx) => {
        // Idle between the requests below, however long a loaded machine takes over them.
        await tx.execute(sql`set local idle_in_transaction_session_timeout = 0`);
        await tx.execute(sql`select pg_current_xact_id()`);
        began();
        await veraChanging;
        await tx
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(mailOutbox.recipient, 'vera@example.org'));
        changedVera();
        await finishing;
      });
      try {
        await beginning;
        const notified = (await alice.post(`/api/secret-santas/${id}/draw/notify`)).body.draw;
        const poll = async (cursor: string) => {
          const answer = await alice.get(
            `/api/secret-santas/${id}/draw?changedSince=${encodeURIComponent(cursor)}`,
          );
          expect(answer.status).toBe(200);
          return answer.body.draw.notifications as typeof notified.notifications;
        };
        const unchanged = await poll(notified.notifications.cursor);
        expect(unchanged).toMatchObject({ pending: 3, onlyChanged: true, players: [] });

        changeVera();
        await veraChanged;
        const unseen = await poll(unchanged.cursor);
        expect(unseen).toMatchObject({ sent: 0, onlyChanged: true, players: [] });
        finish();
        await running;
        const seen = await poll(unseen.cursor);
        expect(seen).toMatchObject({ sent: 1, onlyChanged: true });
        expect(seen.players).toMatchObject([{ playerId: ids.Vera, status: 'sent' }]);
      } finally {
        changeVera();
        finish();
        await running;
      }
    },
  );

  it('gives each a personal link that opens their space until the end of the January after the edition', async () => {
    const { id, ids } = await eventWith(['Ivan', 'Jules', 'Katia']);
    await alice.post(`/api/secret-santas/${id}/draw`);
    await alice.post(`/api/secret-santas/${id}/draw/notify`);
    const notifiedAt = Date.parse(`${YEAR}-12-01T10:00:00Z`) / 1000;

    const mail = await t.lastMailTo('jules@example.org');
    const link = mail!.links.find((l) => l.includes(`/participant/${id}/`))!;
    const token = decodeURIComponent(link.split('/').at(-1)!);
    const check = verifyToken(
      t.config.authSecret,
      token,
      { purpose: 'participant', secretSantaId: id },
      notifiedAt * 1000,
    );
    expect(check).toEqual({
      ok: true,
      claims: {
        purpose: 'participant',
        secretSantaId: id,
        playerId: ids.Jules,
        expiresAt: new Date(YEAR + 1, 1, 1).getTime() / 1000,
        // The link she keeps: its opening is 'Lien ouvert' (docs/product.md §6.5).
        countsOpening: true,
      },
    });
    const lastDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(
      new Date(YEAR + 1, 0, 31),
    );
    expect(lastDay).toBe('31 janvier 2027');
    expect(mail!.text).toContain(mailMessages.mail.linkFootnote(lastDay));
    const space = await t
      .client()
      .request('GET', `/api/participant/${id}`, undefined, { authorization: `Bearer ${token}` });
    expect(space.status).toBe(200);
    expect(JSON.stringify(space.body)).toContain('Jules');

    // The e-mail sent again ('Renvoyer son lien') carries the same link: one per person and
    // edition (docs/decisions/0029), and the first one keeps working.
    await alice.post(`/api/secret-santas/${id}/players/${ids.Jules}/invitation`);
    expect(await t.mailsTo('jules@example.org')).toHaveLength(2);
    const resent = (await t.lastMailTo('jules@example.org'))!;
    expect(resent.kind).toBe('draw-notification');
    expect(resent.links.find((l) => l.includes(`/participant/${id}/`))).toBe(link);
    const again = await t
      .client()
      .request('GET', `/api/participant/${id}`, undefined, { authorization: `Bearer ${token}` });
    expect(again.status).toBe(200);
  });
});

describe('a draw made again after the participants were told', () => {
  it('e-mails everyone “Nouveau tirage”, where a first notification says the draw took place', async () => {
    const { id } = await eventWith(['Lina', 'Marc', 'Nora']);
    await alice.post(`/api/secret-santas/${id}/draw`);
    await alice.post(`/api/secret-santas/${id}/draw/reset`);
    await alice.post(`/api/secret-santas/${id}/draw`);
    await alice.post(`/api/secret-santas/${id}/draw/notify`);
    const name = (await t.lastMailTo('lina@example.org'))!.subject;
    const eventName = name.slice(name.indexOf('«\u202f') + 2, name.indexOf('\u202f»'));
    // Reset before anyone was told: nobody hears of a new draw.
    expect(name).toBe(mailMessages.mail.drawSubject(eventName));
    // The mail worker does not run here: the first notification's e-mails went out.
    await t.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.secretSantaId, id));

    await alice.post(`/api/secret-santas/${id}/draw/reset`);
    await alice.post(`/api/secret-santas/${id}/draw`);
    await alice.post(`/api/secret-santas/${id}/draw/notify`);
    for (const person of ['lina', 'marc', 'nora']) {
      const mail = (await t.lastMailTo(`${person}@example.org`))!;
      expect(mail.subject).toBe(mailMessages.mail.redrawSubject(eventName));
      expect(mail.text).toContain(mailMessages.mail.redrawText(eventName));
    }
    expect(await t.mailsTo('lina@example.org')).toHaveLength(2);
  });
});

describe('a reset replaces every personal link (docs/decisions/0029)', () => {
  const linkTo = async (email: string, id: string) =>
    (await t.lastMailTo(email))!.links.find((l) => l.includes(`/participant/${id}/`))!;
  const open = (link: string) =>
    t.client().request('GET', `/api/participant/${link.split('/').at(-2)}`, undefined, {
      authorization: `Bearer ${link.split('/').at(-1)}`,
    });

  it('is not what the draw does: those sent their link before it stay invited, and their link works', async () => {
    const { id, ids } = await eventWith(['Romane', 'Simon', 'Tania']);
    await alice.post(`/api/secret-santas/${id}/players/${ids.Romane}/invitation`);
    const link = await linkTo('romane@example.org', id);
    expect((await alice.post(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    const listed = (await alice.get(`/api/secret-santas/${id}/players`)).body.players as Player[];
    expect(listed.map((p) => [p.name, p.invited])).toEqual([
      ['Romane', true],
      ['Simon', false],
      ['Tania', false],
    ]);
    // The same link now shows whom she gives to, before anyone is told of the draw.
    const space = await open(link);
    expect(space.body.space).toMatchObject({ drawn: true, me: { name: 'Romane' } });
    expect(space.body.space.recipient).not.toBeNull();
  });

  it('leaves every link given out opening nothing, and the next notification gives each their new one', async () => {
    const names = ['Olive', 'Pablo', 'Quitterie'];
    const { id, ids } = await eventWith(names);
    // Olive was invited before the draw: her invitation and her draw e-mail carry one link.
    await alice.post(`/api/secret-santas/${id}/players/${ids.Olive}/invitation`);
    const invitationLink = await linkTo('olive@example.org', id);
    await alice.post(`/api/secret-santas/${id}/draw`);
    // Quitterie is sent her link after the draw but before the notification: an invitation.
    await alice.post(`/api/secret-santas/${id}/players/${ids.Quitterie}/invitation`);
    expect((await t.lastMailTo('quitterie@example.org'))?.kind).toBe('invitation');
    await alice.post(`/api/secret-santas/${id}/draw/notify`);
    const before: Record<string, string> = {};
    for (const name of names) before[name] = await linkTo(`${name.toLowerCase()}@example.org`, id);
    expect(before.Olive).toBe(invitationLink);
    for (const name of names) expect((await open(before[name]!)).status).toBe(200);

    expect((await alice.post(`/api/secret-santas/${id}/draw/reset`)).status).toBe(200);
    for (const name of names) {
      const old = await open(before[name]!);
      expect(old.status).toBe(401);
      expect(old.body.error).toEqual({
        code: 'LINK_REPLACED',
        message: messages.participantSpace.linkReplaced,
      });
      expect(JSON.stringify(old.body)).not.toMatch(/Olive|Pablo|Quitterie/);
    }
    // Everyone is to be told anew; nothing sent before the reset still waits to go.
    const listed = (await alice.get(`/api/secret-santas/${id}/players`)).body.players as Player[];
    expect(listed.map((p) => [p.name, p.invited, p.linkOpened])).toEqual(
      names.map((name) => [name, false, false]),
    );
    const waiting = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.secretSantaId, id), eq(mailOutbox.status, 'pending')));
    expect(waiting).toEqual([]);

    await alice.post(`/api/secret-santas/${id}/draw`);
    await alice.post(`/api/secret-santas/${id}/draw/notify`);
    const pairs = await pairsOf(id);
    for (const name of names) {
      const link = await linkTo(`${name.toLowerCase()}@example.org`, id);
      expect(link).not.toBe(before[name]);
      const space = await open(link);
      expect(space.status).toBe(200);
      expect(space.body.space.me.name).toBe(name);
      const receiverId = pairs.find((p) => p.giverId === ids[name])!.receiverId;
      expect(space.body.space.recipient.id).toBe(receiverId);
      expect((await open(before[name]!)).body.error.code).toBe('LINK_REPLACED');
    }
  });
});

describe('another organiser', () => {
  it('reaches none of the restrictions and draw operations', async () => {
    const { id, ids } = await eventWith(['Chloe', 'Denis']);
    const attempts = [
      bruno.request('PUT', `/api/secret-santas/${id}/restrictions`, {
        excluded: { [ids.Chloe!]: [ids.Denis!] },
      }),
      bruno.get(`/api/secret-santas/${id}/draw`),
      bruno.post(`/api/secret-santas/${id}/draw`),
      bruno.post(`/api/secret-santas/${id}/draw/reset`),
      bruno.post(`/api/secret-santas/${id}/draw/notify`),
      bruno.post(`/api/secret-santas/${id}/players/${ids.Chloe}/invitation`),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer.status).toBe(404);
    expect(await pairsOf(id)).toHaveLength(0);
  });
});

describe('households and draw rules (docs/product.md §5.5, §6.1)', () => {
  const put = (id: string, body: unknown, owner: TestClient = alice) =>
    owner.request('PUT', `/api/secret-santas/${id}/restrictions`, body);
  const putRules = (id: string, body: unknown, owner: TestClient = alice) =>
    owner.request('PUT', `/api/secret-santas/${id}/draw/rules`, body);
  const rulesOf = async (id: string) =>
    (await alice.get(`/api/secret-santas/${id}`)).body.secretSanta.drawRules;

  it('saves households with the restrictions, shows them on the players, and draws no pair inside one', async () => {
    const names = ['Anne', 'Bruno', 'Chloe', 'Denis', 'Emma', 'Farid', 'Gael'];
    const { id, ids } = await eventWith(names);
    const saved = await put(id, {
      excluded: {},
      households: [
        { name: 'Famille Martin', playerIds: [ids.Anne, ids.Bruno, ids.Chloe] },
        { name: 'Durand', playerIds: [ids.Denis, ids.Emma] },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.feasibility).toEqual({ ok: true });
    const listed = (await alice.get(`/api/secret-santas/${id}/players`)).body.players as {
      name: string;
      household: string | null;
    }[];
    expect(Object.fromEntries(listed.map((p) => [p.name, p.household]))).toEqual({
      Anne: 'Famille Martin',
      Bruno: 'Famille Martin',
      Chloe: 'Famille Martin',
      Denis: 'Durand',
      Emma: 'Durand',
      Farid: null,
      Gael: null,
    });

    // Saving the lists alone keeps the households.
    expect((await put(id, { excluded: { [ids.Farid!]: [ids.Gael!] } })).status).toBe(200);
    const householdOf = new Map(
      (await t.db.select().from(players).where(eq(players.secretSantaId, id))).map((row) => [
        row.id,
        row.household,
      ]),
    );
    expect(householdOf.get(ids.Anne!)).toBe('Famille Martin');

    expect((await alice.post(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    for (const pair of await pairsOf(id)) {
      const giverHousehold = householdOf.get(pair.giverId);
      if (giverHousehold !== null)
        expect(householdOf.get(pair.receiverId)).not.toBe(giverHousehold);
    }
    const locked = await put(id, { excluded: {}, households: [] });
    expect(locked.status).toBe(409);
  });

  it('refuses a household the rules do not allow, in French, and changes nothing', async () => {
    const { id, ids } = await eventWith(['Anne', 'Bruno', 'Chloe', 'Denis']);
    const t0 = organiserMessages.restrictions;
    const cases: [unknown, string][] = [
      [[{ name: 'Martin', playerIds: [ids.Anne] }], t0.householdTooSmall('Martin')],
      [
        [
          { name: 'Martin', playerIds: [ids.Anne, ids.Bruno] },
          { name: 'martin', playerIds: [ids.Chloe, ids.Denis] },
        ],
        t0.householdNameTaken('martin'),
      ],
      [
        [
          { name: 'Martin', playerIds: [ids.Anne, ids.Bruno] },
          { name: 'Durand', playerIds: [ids.Bruno, ids.Chloe] },
        ],
        t0.householdsShareMember('Martin', 'Durand'),
      ],
      [
        [{ name: 'Martin', playerIds: [ids.Anne, '00000000-0000-4000-8000-000000000000'] }],
        t0.householdUnknownPlayer,
      ],
      [[{ name: '  ', playerIds: [ids.Anne, ids.Bruno] }], t0.householdNameRequired],
    ];
    for (const [households, message] of cases) {
      const refused = await put(id, { excluded: { [ids.Anne!]: [ids.Denis!] }, households });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(message);
    }
    const rows = await t.db.select().from(players).where(eq(players.secretSantaId, id));
    expect(rows.every((row) => row.household === null && row.excluded.length === 0)).toBe(true);
  });

  it('takes the last member out of a household their partner left by deletion', async () => {
    const { id, ids } = await eventWith(['Anne', 'Bruno', 'Chloe', 'Denis', 'Emma']);
    await put(id, {
      excluded: {},
      households: [
        { name: 'Couple', playerIds: [ids.Anne, ids.Bruno] },
        { name: 'Trio', playerIds: [ids.Chloe, ids.Denis, ids.Emma] },
      ],
    });
    await alice.request('DELETE', `/api/secret-santas/${id}/players/${ids.Bruno}`);
    await alice.request('DELETE', `/api/secret-santas/${id}/players/${ids.Emma}`);
    const rows = await t.db.select().from(players).where(eq(players.secretSantaId, id));
    expect(Object.fromEntries(rows.map((row) => [row.name, row.household]))).toEqual({
      Anne: null,
      Chloe: 'Trio',
      Denis: 'Trio',
    });
  });

  it('names a household of more than half the group at once', async () => {
    const { id, ids } = await eventWith(['Anne', 'Bruno', 'Chloe', 'Denis', 'Emma']);
    const saved = await put(id, {
      excluded: {},
      households: [{ name: 'Martin', playerIds: [ids.Anne, ids.Bruno, ids.Chloe] }],
    });
    expect(saved.body.feasibility.ok).toBe(false);
    for (const name of ['Martin', 'Anne', 'Bruno', 'Chloe']) {
      expect(saved.body.feasibility.message).toContain(name);
    }
  });

  it('saves the rules until the draw, draws one circle when asked, and shows them after', async () => {
    const { id, ids } = await eventWith(['Anne', 'Bruno', 'Chloe', 'Denis', 'Emma', 'Farid']);
    expect(await rulesOf(id)).toEqual({
      avoidMutual: false,
      singleCircle: false,
      historyYears: null,
      carerNotGivingToCared: true,
      withinGroups: false,
    });
    const rules = {
      avoidMutual: false,
      singleCircle: true,
      historyYears: 2,
      carerNotGivingToCared: false,
      withinGroups: false,
    };
    const saved = await putRules(id, rules);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ drawRules: rules, feasibility: { ok: true } });
    expect(await rulesOf(id)).toEqual(rules);
    await put(id, {
      excluded: {},
      households: [{ name: 'Martin', playerIds: [ids.Anne, ids.Bruno] }],
    });

    for (let round = 0; round < 5; round++) {
      expect((await alice.post(`/api/secret-santas/${id}/draw`)).status).toBe(200);
      const receiverOf = new Map((await pairsOf(id)).map((p) => [p.giverId, p.receiverId]));
      let at = ids.Anne!;
      const seen = new Set<string>();
      do {
        seen.add(at);
        at = receiverOf.get(at)!;
      } while (at !== ids.Anne);
      expect(seen.size).toBe(6);
      expect(receiverOf.get(ids.Anne!)).not.toBe(ids.Bruno);
      expect(receiverOf.get(ids.Bruno!)).not.toBe(ids.Anne);
      if (round < 4) await alice.post(`/api/secret-santas/${id}/draw/reset`);
    }

    const locked = await putRules(id, { ...rules, singleCircle: false });
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toBe(organiserMessages.draw.rulesLocked);
    expect(await rulesOf(id)).toEqual(rules);
    // A page loaded before the carers' rule existed saves the others and leaves it as it is.
    await alice.post(`/api/secret-santas/${id}/draw/reset`);
    const earlier = await putRules(id, { avoidMutual: true, singleCircle: false, historyYears: 2 });
    expect(earlier.body.drawRules).toEqual({ ...rules, avoidMutual: true, singleCircle: false });
  });

  it('says at once when a rule leaves no draw, and refuses malformed rules', async () => {
    const { id } = await eventWith(['Anne', 'Bruno']);
    const mutual = await putRules(id, {
      avoidMutual: true,
      singleCircle: false,
      historyYears: null,
    });
    expect(mutual.body.feasibility.ok).toBe(false);
    expect(mutual.body.feasibility.message).toMatch(/Anne|Bruno/);
    const drawn = await alice.post(`/api/secret-santas/${id}/draw`);
    expect(drawn.status).toBe(422);
    expect(await pairsOf(id)).toHaveLength(0);

    for (const body of [
      { avoidMutual: true, singleCircle: false, historyYears: -1 },
      { avoidMutual: true, singleCircle: false, historyYears: 1.5 },
      { avoidMutual: 'oui', singleCircle: false, historyYears: null },
      { avoidMutual: true, singleCircle: false },
    ]) {
      const refused = await putRules(id, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(organiserMessages.draw.rulesInvalid);
    }
    expect((await rulesOf(id)).historyYears).toBeNull();
  });

  it('is another organiser’s event: 404 for the rules and the households, nothing changed', async () => {
    const { id, ids } = await eventWith(['Anne', 'Bruno', 'Chloe']);
    const rules = await putRules(
      id,
      { avoidMutual: true, singleCircle: true, historyYears: 0 },
      bruno,
    );
    expect(rules.status).toBe(404);
    const households = await put(
      id,
      { excluded: {}, households: [{ name: 'Martin', playerIds: [ids.Anne, ids.Bruno] }] },
      bruno,
    );
    expect(households.status).toBe(404);
    expect(await rulesOf(id)).toEqual({
      avoidMutual: false,
      singleCircle: false,
      historyYears: null,
      carerNotGivingToCared: true,
      withinGroups: false,
    });
    const rows = await t.db.select().from(players).where(eq(players.secretSantaId, id));
    expect(rows.every((row) => row.household === null)).toBe(true);

    // Nor can Alice put Bruno's players in one of her households.
    const other = await eventWith(['Zoe', 'Yann'], bruno);
    const foreign = await put(id, {
      excluded: {},
      households: [{ name: 'Mix', playerIds: [ids.Anne, other.ids.Zoe] }],
    });
    expect(foreign.status).toBe(400);
  });

  it('avoids only the last edition when asked, and none with 0', async () => {
    const { id, ids } = await eventWith(['Chloe', 'Denis', 'Emma']);
    // Two earlier editions used both possible draws of three people.
    await t.db.insert(santaAssignments).values([
      { secretSantaId: id, year: YEAR - 2, giverId: ids.Chloe!, receiverId: ids.Denis! },
      { secretSantaId: id, year: YEAR - 2, giverId: ids.Denis!, receiverId: ids.Emma! },
      { secretSantaId: id, year: YEAR - 2, giverId: ids.Emma!, receiverId: ids.Chloe! },
      { secretSantaId: id, year: YEAR - 1, giverId: ids.Chloe!, receiverId: ids.Emma! },
      { secretSantaId: id, year: YEAR - 1, giverId: ids.Emma!, receiverId: ids.Denis! },
      { secretSantaId: id, year: YEAR - 1, giverId: ids.Denis!, receiverId: ids.Chloe! },
    ]);
    await putRules(id, { avoidMutual: false, singleCircle: false, historyYears: 1 });
    const drawn = await alice.post(`/api/secret-santas/${id}/draw`);
    // Only last year counts: the year before is not "given up", it is not considered at all.
    expect(drawn.body.draw.relaxedYears).toEqual([]);
    expect((await pairsOf(id)).find((p) => p.giverId === ids.Chloe)?.receiverId).toBe(ids.Denis);
  });
});
