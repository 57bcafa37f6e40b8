import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, players, santaAssignments } from '../../src/server/db/schema.ts';
import { AVATARS } from '../../src/shared/avatars.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { MAX_CHANGED_GIVERS } from '../../src/shared/draw/repair-draw.ts';
import { drawnEvent, newEvent } from '../support/drawn-event.ts';
import { dumpDatabase } from '../support/dump-database.ts';
import { createTestApp, signUpAndVerify, type TestClient } from '../support/test-app.ts';

/**
 * Someone leaves or joins after the draw (docs/product.md §6.8): the fewest givers change, only
 * they are e-mailed, and the organiser learns how many, never who.
 */
const YEAR = 2026;
const t = await createTestApp({ now: () => new Date(`${YEAR}-12-01T10:00:00Z`) });
const olga = await signUpAndVerify(t, { name: 'Olga', email: 'olga@example.org' });
const other = await signUpAndVerify(t, { name: 'Autre', email: 'autre@example.org' });
const FAMILY = ['Anna', 'Boris', 'Cyril', 'Dora', 'Emil', 'Fanny'] as const;

const person = (name: string, eventName: string) => ({
  name,
  email: `${name.toLowerCase()}.${eventName.length}@example.org`,
  address: `${name.length} rue du Houx, Lille`,
  imageUrl: AVATARS[3].src,
});

async function pairsOf(secretSantaId: string): Promise<Map<string, string>> {
  const rows = await t.db
    .select()
    .from(santaAssignments)
    .where(and(eq(santaAssignments.secretSantaId, secretSantaId), eq(santaAssignments.year, YEAR)));
  return new Map(rows.map((row) => [row.giverId, row.receiverId]));
}

/** Every player gives once and receives once, never to themselves. */
async function expectValidDraw(secretSantaId: string) {
  const pairs = await pairsOf(secretSantaId);
  const everyone = await t.db
    .select()
    .from(players)
    .where(eq(players.secretSantaId, secretSantaId));
  const ids = everyone.map((p) => p.id).sort();
  expect([...pairs.keys()].sort()).toEqual(ids);
  expect([...pairs.values()].sort()).toEqual(ids);
  for (const [giver, receiver] of pairs) expect(giver).not.toBe(receiver);
  return pairs;
}

/** The number of cycles of a draw. */
function circlesOf(pairs: Map<string, string>): number {
  const seen = new Set<string>();
  let circles = 0;
  for (const start of pairs.keys()) {
    if (seen.has(start)) continue;
    circles++;
    for (let at = start; !seen.has(at); at = pairs.get(at)!) seen.add(at);
  }
  return circles;
}

/** The ids of the event's e-mails queued so far: what came after is what a change queued. */
async function mailsQueuedSoFar(secretSantaId: string): Promise<Set<string>> {
  const rows = await t.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.secretSantaId, secretSantaId));
  return new Set(rows.map((row) => row.id));
}

/** The e-mails queued since `before` (mailsQueuedSoFar), as kind and recipient. */
async function mailsSince(secretSantaId: string, before: Set<string>) {
  const rows = await t.db
    .select({ id: mailOutbox.id, kind: mailOutbox.kind, recipient: mailOutbox.recipient })
    .from(mailOutbox)
    .where(eq(mailOutbox.secretSantaId, secretSantaId));
  return rows
    .filter((row) => !before.has(row.id))
    .map((row) => `${row.kind} ${row.recipient}`)
    .sort();
}

const asLink = (token: string) => (path: string) =>
  t.client().request('GET', path, undefined, { authorization: `Bearer ${token}` });

const withdraw = (organiser: TestClient, id: string, playerId: string, redrawEveryone?: boolean) =>
  organiser.post(
    `/api/secret-santas/${id}/players/${playerId}/withdrawal`,
    redrawEveryone === undefined ? {} : { redrawEveryone },
  );

describe('withdrawing someone after the draw', () => {
  it('gives their recipient to their Santa, e-mails only that Santa and them, and tells the organiser a count', async () => {
    const name = 'Retrait simple';
    const { id, ids, tokens } = await drawnEvent(t, olga, name, FAMILY);
    const before = await pairsOf(id);
    const stateBefore = (await olga.get(`/api/secret-santas/${id}/draw`)).body.draw;
    const since = await mailsQueuedSoFar(id);
    const santa = [...before].find(([, receiver]) => receiver === ids.Boris)![0];
    const recipient = before.get(ids.Boris!)!;

    const answer = await withdraw(olga, id, ids.Boris!);
    expect(answer.status).toBe(200);
    const after = await expectValidDraw(id);
    const changed = [...after].filter(([giver, receiver]) => before.get(giver) !== receiver);
    // Santa → Boris → X becomes Santa → X, unless Santa was X (Boris and Santa drew each other).
    if (santa !== recipient) expect(changed).toEqual([[santa, recipient]]);
    expect(answer.body.changedGivers).toBe(changed.length);
    expect(answer.body.redrawn).toBe(false);

    // Only the changed givers and Boris hear of it.
    const emailOf = (playerId: string) =>
      person(
        FAMILY.find((n) => ids[n] === playerId)!,
        name,
      ).email;
    expect(await mailsSince(id, since)).toEqual(
      [
        ...changed.map(([giver]) => `draw-changed ${emailOf(giver)}`),
        `player-withdrawn ${person('Boris', name).email}`,
      ].sort(),
    );
    const santaMail = await t.lastMailTo(emailOf(changed[0]![0]));
    expect(santaMail?.subject).toBe(mailMessages.mail.drawChangedSubject(name));
    expect(santaMail?.text).not.toContain('Boris');
    const borisMail = await t.lastMailTo(person('Boris', name).email);
    expect(borisMail?.subject).toBe(mailMessages.mail.withdrawnSubject(name));
    expect(borisMail?.links).toEqual([]);

    // The organiser's answer names no giver: the per-player statuses are those of before, less
    // Boris, and the change e-mails are a count.
    expect(answer.body.draw.notifications.players).toEqual(
      stateBefore.notifications.players.filter(
        (p: { playerId: string }) => p.playerId !== ids.Boris,
      ),
    );
    expect(answer.body.draw.changeNotifications).toEqual({
      total: changed.length,
      sent: 0,
      pending: changed.length,
      failed: 0,
    });
    expect(JSON.stringify(answer.body)).not.toContain(ids.Boris!);

    // Boris's link opens nothing, and says he no longer takes part (a forged one says less);
    // everyone else's space shows their pair of the new draw.
    const gone = await asLink(tokens.Boris!)(`/api/participant/${id}`);
    expect(gone.status).toBe(403);
    expect(gone.body.error).toEqual({
      code: 'NO_LONGER_PLAYING',
      message: messages.participantSpace.noLongerPlaying,
    });
    const forged = await asLink(`${tokens.Boris!.slice(0, -4)}AAAA`)(`/api/participant/${id}`);
    expect(forged.body.error.code).toBe('FORBIDDEN');
    for (const member of FAMILY.filter((n) => n !== 'Boris')) {
      const space = await asLink(tokens[member]!)(`/api/participant/${id}`);
      expect(space.status).toBe(200);
      expect(space.body.space.recipient.id).toBe(after.get(ids[member]!));
    }
  });

  it('never leaves anyone giving to themselves when the two drew each other', async () => {
    const { id, ids } = await drawnEvent(t, olga, 'Échange croisé', [
      'Anna',
      'Boris',
      'Cyril',
      'Dora',
    ]);
    // The draw's own result is random: this one is set, as a draw could have made it.
    await t.db.delete(santaAssignments).where(eq(santaAssignments.secretSantaId, id));
    const pair = (giver: string, receiver: string) => ({
      secretSantaId: id,
      year: YEAR,
      giverId: ids[giver as 'Anna']!,
      receiverId: ids[receiver as 'Anna']!,
    });
    await t.db
      .insert(santaAssignments)
      .values([
        pair('Anna', 'Boris'),
        pair('Boris', 'Anna'),
        pair('Cyril', 'Dora'),
        pair('Dora', 'Cyril'),
      ]);

    const answer = await withdraw(olga, id, ids.Boris!);
    expect(answer.status).toBe(200);
    const after = await expectValidDraw(id);
    expect(after.get(ids.Anna!)).not.toBe(ids.Anna);
    expect(answer.body.changedGivers).toBe(2);
  });

  it('keeps one circle through everyone when the event asks for it', async () => {
    const name = 'Une boucle';
    const id = await newEvent(olga, name);
    const ids: string[] = [];
    for (const n of FAMILY)
      ids.push(
        (await olga.post(`/api/secret-santas/${id}/players`, person(n, name))).body.player.id,
      );
    await olga.request('PUT', `/api/secret-santas/${id}/draw/rules`, {
      avoidMutual: true,
      singleCircle: true,
      historyYears: null,
    });
    expect((await olga.post(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    for (const playerId of ids.slice(0, 3)) {
      expect((await withdraw(olga, id, playerId)).status).toBe(200);
      const pairs = await expectValidDraw(id);
      expect(circlesOf(pairs)).toBe(1);
    }
    const late = await olga.post(`/api/secret-santas/${id}/players`, person('Gus', name));
    expect(late.status).toBe(201);
    expect(late.body.changedGivers).toBe(1);
    expect(circlesOf(await expectValidDraw(id))).toBe(1);
  });

  it('before the notification, e-mails nobody; the notification then reaches everyone left, once', async () => {
    const name = 'Pas encore prévenus';
    const id = await newEvent(olga, name);
    const ids: Record<string, string> = {};
    for (const n of FAMILY)
      ids[n] = (
        await olga.post(`/api/secret-santas/${id}/players`, person(n, name))
      ).body.player.id;
    await olga.post(`/api/secret-santas/${id}/draw`);
    expect((await withdraw(olga, id, ids.Cyril!)).status).toBe(200);
    const joined = await olga.post(`/api/secret-santas/${id}/players`, person('Gus', name));
    expect(joined.body.player.invited).toBe(false);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.secretSantaId, id))).toEqual(
      [],
    );

    await olga.post(`/api/secret-santas/${id}/draw/notify`);
    const queued = await mailsSince(id, new Set());
    expect(queued).toEqual(
      [...FAMILY.filter((n) => n !== 'Cyril'), 'Gus']
        .map((n) => `draw-notification ${person(n, name).email}`)
        .sort(),
    );
  });

  it('keeps every ‘Cadeau reçu’, and ends the exchange when the one who left was the last one waiting', async () => {
    const { id, ids, tokens } = await drawnEvent(t, olga, 'Presque fini', [
      'Anna',
      'Boris',
      'Cyril',
      'Dora',
    ]);
    for (const n of ['Anna', 'Boris', 'Cyril'] as const) {
      await t
        .client()
        .request(
          'POST',
          `/api/participant/${id}/gift-received`,
          {},
          { authorization: `Bearer ${tokens[n]}` },
        );
    }
    const answer = await withdraw(olga, id, ids.Dora!);
    expect(answer.status).toBe(200);
    const rows = await t.db.select().from(players).where(eq(players.secretSantaId, id));
    expect(rows.map((r) => r.giftReceived)).toEqual([true, true, true]);
    expect(answer.body.draw.completed).toBe(true);
    const completion = await t.db
      .select({ recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.secretSantaId, id), eq(mailOutbox.kind, 'completion')));
    expect(completion.map((m) => m.recipient).sort()).toEqual(
      ['Anna', 'Boris', 'Cyril'].map((n) => person(n, 'Presque fini').email),
    );
    // Everyone has their gift: nobody is asked to buy another.
    const changes = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.secretSantaId, id), eq(mailOutbox.kind, 'draw-changed')));
    expect(changes).toEqual([]);

    // Finished: nobody leaves or joins any more, and nothing changes.
    const frozen = await dumpDatabase(t.db);
    const refused = await withdraw(olga, id, ids.Anna!);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(organiserMessages.drawChange.afterCompletion);
    const late = await olga.post(`/api/secret-santas/${id}/players`, person('Gus', 'Presque fini'));
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(organiserMessages.drawChange.afterCompletion);
    expect(await dumpDatabase(t.db)).toEqual(frozen);
  });

  it('shows a new Santa that their recipient still waits for a gift, and nobody else anything', async () => {
    const event = 'Cadeau en avance';
    const { id, ids, tokens } = await drawnEvent(t, olga, event, FAMILY);
    // Boris is in a circle of three or more: his Santa takes over his recipient when he leaves.
    // A drawn circle could be pairs only, where nobody takes over anyone.
    await setCircle(id, ids, [...FAMILY]);
    const [newSanta, leaving, early, bystander] = FAMILY;
    const as = (n: (typeof FAMILY)[number]) => asLink(tokens[n]!);
    const say = (n: (typeof FAMILY)[number]) =>
      t
        .client()
        .request(
          'POST',
          `/api/participant/${id}/gift-received`,
          {},
          { authorization: `Bearer ${tokens[n]}` },
        );
    const receivedAsSeenBy = async (viewer: (typeof FAMILY)[number]) =>
      (await as(viewer)(`/api/participant/${id}`)).body.space.others.find(
        (p: { name: string }) => p.name === early,
      ).giftReceived;

    // A month early, the gift is said received; then its giver leaves the exchange.
    expect((await say(early)).status).toBe(200);
    const answer = await withdraw(olga, id, ids[leaving]!);
    expect(answer.status).toBe(200);
    expect(answer.body.changedGivers).toBe(1);

    // Their new Santa sees them still waiting for a gift. Everyone else sees the mark they gave,
    // they themselves and the organiser included: a mark that disappeared would tell them whose
    // Santa changed.
    expect(await receivedAsSeenBy(newSanta)).toBe(false);
    expect(await receivedAsSeenBy(bystander)).toBe(true);
    expect((await as(early)(`/api/participant/${id}`)).body.space.me.giftReceived).toBe(true);
    const cards = (await olga.get(`/api/secret-santas/${id}/players`)).body.players as Array<{
      name: string;
      giftReceived: boolean;
    }>;
    expect(cards.find((p) => p.name === early)?.giftReceived).toBe(true);

    // The exchange ends by the marks everyone sees: waiting for a new gift that nobody sees
    // would tell the organiser whose Santa changed.
    for (const n of FAMILY.filter((n) => n !== leaving && n !== early)) await say(n);
    expect((await olga.get(`/api/secret-santas/${id}`)).body.secretSanta.completed).toBe(true);
  });

  it('offers the full redraw when no small change keeps the rules, and changes nothing until it is chosen', async () => {
    const name = 'Aucun petit changement';
    const { id, ids } = await drawnEvent(t, olga, name, FAMILY);
    // The draw e-mails went out (the mail worker does not run here).
    await t.db.update(mailOutbox).set({ status: 'sent' }).where(eq(mailOutbox.secretSantaId, id));
    // Pairs the rules now forbid (as an exclusion saved by an earlier version after the draw):
    // every giver but one has to change, more than a small change allows.
    const pairs = await pairsOf(id);
    for (const [giver, receiver] of pairs) {
      await t.db
        .update(players)
        .set({ excluded: [receiver] })
        .where(eq(players.id, giver));
    }
    const before = await dumpDatabase(t.db);
    const refused = await withdraw(olga, id, ids.Anna!);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({
      code: 'NO_SMALL_CHANGE',
      message: organiserMessages.drawChange.noSmallChange(MAX_CHANGED_GIVERS),
    });
    expect(await dumpDatabase(t.db)).toEqual(before);

    const since = await mailsQueuedSoFar(id);
    const redrawn = await withdraw(olga, id, ids.Anna!, true);
    expect(redrawn.status).toBe(200);
    expect(redrawn.body.redrawn).toBe(true);
    const after = await expectValidDraw(id);
    for (const [giver, receiver] of after) expect(pairs.get(giver)).not.toBe(receiver);
    const others = FAMILY.filter((n) => n !== 'Anna');
    expect(await mailsSince(id, since)).toEqual(
      [
        ...others.map((n) => `draw-notification ${person(n, name).email}`),
        `player-withdrawn ${person('Anna', name).email}`,
      ].sort(),
    );
    expect((await t.lastMailTo(person('Boris', name).email))?.subject).toBe(
      mailMessages.mail.redrawSubject(name),
    );
    expect(redrawn.body.draw.notifications.total).toBe(others.length);
  });

  it('makes one change for two clicks at once, and answers another organiser and a stranger as if nothing were there', async () => {
    const { id, ids } = await drawnEvent(t, olga, 'Deux clics', FAMILY);
    const before = await dumpDatabase(t.db);
    expect((await withdraw(other, id, ids.Anna!)).status).toBe(404);
    expect((await withdraw(t.client(), id, ids.Anna!)).status).toBe(401);
    expect((await withdraw(olga, id, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(await dumpDatabase(t.db)).toEqual(before);

    const answers = await Promise.all([
      withdraw(olga, id, ids.Anna!),
      withdraw(olga, id, ids.Anna!),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    expect(answers.find((a) => a.status === 404)!.body.error.message).toBe(
      organiserMessages.participantsTab.notFound,
    );
    const both = await Promise.all([
      withdraw(olga, id, ids.Boris!),
      withdraw(olga, id, ids.Cyril!),
    ]);
    expect(both.map((a) => a.status)).toEqual([200, 200]);
    expect((await expectValidDraw(id)).size).toBe(3);
  });

  it('refuses before the draw, pointing to a plain delete', async () => {
    const id = (await olga.post('/api/secret-santas', { name: 'Pas tiré' })).body.secretSanta
      .id as string;
    const anna = (await olga.post(`/api/secret-santas/${id}/players`, person('Anna', 'Pas tiré')))
      .body.player.id;
    const refused = await withdraw(olga, id, anna);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(organiserMessages.drawChange.notDrawn);
  });
});

/** Replaces the edition's pairs of `id` with one circle through `order`, as a draw could make it. */
async function setCircle(id: string, ids: Record<string, string | undefined>, order: string[]) {
  await t.db.delete(santaAssignments).where(eq(santaAssignments.secretSantaId, id));
  await t.db.insert(santaAssignments).values(
    order.map((giver, i) => ({
      secretSantaId: id,
      year: YEAR,
      giverId: ids[giver]!,
      receiverId: ids[order[(i + 1) % order.length]!]!,
    })),
  );
}

describe('what the organiser’s counts say, whoever leaves', () => {
  it('counts each change’s e-mails, even when one giver changes twice or leaves before theirs goes', async () => {
    const { id, ids } = await drawnEvent(t, olga, 'Comptes honnêtes', FAMILY);
    await setCircle(id, ids, [...FAMILY]);
    // Anna → Boris → Cyril → Dora: Boris leaves, Anna gives to Cyril; Cyril leaves, to Dora.
    const first = await withdraw(olga, id, ids.Boris!);
    const second = await withdraw(olga, id, ids.Cyril!);
    expect([first.body.changedGivers, second.body.changedGivers]).toEqual([1, 1]);
    expect(second.body.draw.changeNotifications.total).toBe(2);
    // Anna, whose e-mail has not gone yet, leaves too: the count stays what the answers said.
    const third = await withdraw(olga, id, ids.Anna!);
    expect(third.body.draw.changeNotifications.total).toBe(2 + third.body.changedGivers);
    // Anna's failed e-mail is sent again with the others, and counted as waiting.
    await t.db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: '550 inconnu' })
      .where(and(eq(mailOutbox.secretSantaId, id), eq(mailOutbox.kind, 'draw-changed')));
    const resent = await olga.post(`/api/secret-santas/${id}/draw/resend-failed`);
    expect(resent.body.resent).toBe(2 + third.body.changedGivers);
    expect(resent.body.draw.changeNotifications).toMatchObject({
      failed: 0,
      pending: 2 + third.body.changedGivers,
    });
  });
});

describe('a player added by an earlier version after the draw, in no pair', () => {
  it('stays out of the repairs, and leaves with nobody else changing', async () => {
    const name = 'Hors du tirage';
    const { id, ids } = await drawnEvent(t, olga, name, FAMILY);
    const [outside] = await t.db
      .insert(players)
      .values({ ...person('Hors', name), secretSantaId: id })
      .returning();
    expect((await withdraw(olga, id, ids.Anna!)).status).toBe(200);
    expect((await olga.post(`/api/secret-santas/${id}/players`, person('Gus', name))).status).toBe(
      201,
    );
    const pairs = await pairsOf(id);
    expect(pairs.has(outside!.id)).toBe(false);
    expect([...pairs.values()]).not.toContain(outside!.id);
    const leaving = await withdraw(olga, id, outside!.id);
    expect(leaving.status).toBe(200);
    expect(leaving.body.changedGivers).toBe(0);
    expect(await pairsOf(id)).toEqual(pairs);
  });
});

describe('when a full redraw cannot help', () => {
  it('says so for the last two, and offers no redraw', async () => {
    const { id, ids } = await drawnEvent(t, olga, 'À deux', ['Anna', 'Boris']);
    const before = await dumpDatabase(t.db);
    for (const redrawEveryone of [false, true]) {
      const refused = await withdraw(olga, id, ids.Anna!, redrawEveryone);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toEqual({
        code: 'TOO_FEW_PLAYERS',
        message: organiserMessages.drawChange.repairTooFewPlayers,
      });
    }
    expect(await dumpDatabase(t.db)).toEqual(before);
  });

  it('makes the small change even when the full redraw is allowed', async () => {
    const { id, ids } = await drawnEvent(t, olga, 'Petit changement permis', FAMILY);
    const answer = await withdraw(olga, id, ids.Anna!, true);
    expect(answer.status).toBe(200);
    expect(answer.body.redrawn).toBe(false);
    expect(answer.body.changedGivers).toBeLessThanOrEqual(2);
  });
});

describe('joining after the draw', () => {
  it('puts the newcomer in the draw with one change, e-mails them and that one giver only, once', async () => {
    const name = 'Arrivée tardive';
    const { id, ids } = await drawnEvent(t, olga, name, FAMILY);
    const before = await pairsOf(id);
    const since = await mailsQueuedSoFar(id);

    const answer = await olga.post(`/api/secret-santas/${id}/players`, person('Gus', name));
    expect(answer.status).toBe(201);
    expect(answer.body.changedGivers).toBe(1);
    expect(answer.body.player.invited).toBe(true);
    const gus = answer.body.player.id as string;
    const after = await expectValidDraw(id);
    const changed = [...before].filter(([giver]) => after.get(giver) !== before.get(giver));
    expect(changed).toHaveLength(1);
    const [giver, formerRecipient] = changed[0]!;
    // A → X became A → Gus → X.
    expect(after.get(giver)).toBe(gus);
    expect(after.get(gus)).toBe(formerRecipient);

    const emailOf = (playerId: string) =>
      person(
        FAMILY.find((n) => ids[n] === playerId)!,
        name,
      ).email;
    expect(await mailsSince(id, since)).toEqual(
      [`draw-changed ${emailOf(giver)}`, `draw-notification ${person('Gus', name).email}`].sort(),
    );
    const gusMail = await t.lastMailTo(person('Gus', name).email);
    expect(gusMail?.subject).toBe(mailMessages.mail.drawSubject(name));
    const token = gusMail!.links
      .find((l) => l.includes(`/participant/${id}/`))!
      .split('/')
      .pop()!;
    expect((await asLink(token)(`/api/participant/${id}`)).body.space.recipient.id).toBe(
      formerRecipient,
    );

    // The progress lists Gus's draw e-mail like the others', and the change e-mail as a count.
    const state = (await olga.get(`/api/secret-santas/${id}/draw`)).body.draw;
    expect(state.notifications.total).toBe(FAMILY.length + 1);
    expect(state.changeNotifications.total).toBe(1);
    expect(state.playersOutsideDraw).toEqual([]);
    // Notifying again sends Gus nothing twice.
    const again = await mailsQueuedSoFar(id);
    await olga.post(`/api/secret-santas/${id}/draw/notify`);
    expect(await mailsSince(id, again)).toEqual([]);
    // Gus is in the draw now: leaving is a withdrawal, not a delete.
    const deleted = await olga.delete(`/api/secret-santas/${id}/players/${gus}`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.message).toBe(organiserMessages.participantsTab.deleteAfterDraw('Gus'));
  });

  it('sends a failed change e-mail again with the others, and still only counts it', async () => {
    const name = 'Échec du changement';
    const { id } = await drawnEvent(t, olga, name, FAMILY);
    await olga.post(`/api/secret-santas/${id}/players`, person('Gus', name));
    await t.db
      .update(mailOutbox)
      .set({ status: 'failed', lastError: '550 inconnu' })
      .where(and(eq(mailOutbox.secretSantaId, id), eq(mailOutbox.kind, 'draw-changed')));
    const failed = (await olga.get(`/api/secret-santas/${id}/draw`)).body.draw;
    expect(failed.changeNotifications).toEqual({ total: 1, sent: 0, pending: 0, failed: 1 });
    const resent = await olga.post(`/api/secret-santas/${id}/draw/resend-failed`);
    expect(resent.body.resent).toBe(1);
    expect(resent.body.draw.changeNotifications).toEqual({
      total: 1,
      sent: 0,
      pending: 1,
      failed: 0,
    });
  });
});

describe('a mistyped address fixed after the draw', () => {
  it('sends, on resend, a link to the same recipient, and the old address’s link opens nothing', async () => {
    const name = 'Adresse corrigée';
    const { id, ids, tokens } = await drawnEvent(t, olga, name, ['Anna', 'Boris', 'Cyril']);
    const recipient = (await asLink(tokens.Anna!)(`/api/participant/${id}`)).body.space.recipient
      .id;
    const fixed = { ...person('Anna', name), email: 'anna.corrigee@example.org' };
    expect(
      (await olga.request('PUT', `/api/secret-santas/${id}/players/${ids.Anna}`, fixed)).status,
    ).toBe(200);
    // 'Renvoyer son lien' after the notification: the draw e-mail, at the corrected address.
    expect(
      (await olga.post(`/api/secret-santas/${id}/players/${ids.Anna}/invitation`)).status,
    ).toBe(200);
    const mail = await t.lastMailTo('anna.corrigee@example.org');
    expect(mail?.kind).toBe('draw-notification');
    const token = mail!.links
      .find((l) => l.includes(`/participant/${id}/`))!
      .split('/')
      .pop()!;
    expect((await asLink(token)(`/api/participant/${id}`)).body.space.recipient.id).toBe(recipient);
    // Whoever reads the mistyped mailbox holds a link that no longer works.
    const old = await asLink(tokens.Anna!)(`/api/participant/${id}`);
    expect(old.status).toBe(401);
    expect(old.body.error.code).toBe('LINK_REPLACED');
    expect(JSON.stringify(old.body)).not.toMatch(/Anna|Boris|Cyril/);
  });
});
