import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import {
  cachedAnswers,
  changeTriggers,
  tablesNoAnswerReads,
} from '../../src/server/db/answer-cache-feeds.ts';
import { answerBeingLoaded } from '../../src/server/db/answer-cache.ts';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { mailOutbox, players, santaAssignments } from '../../src/server/db/schema.ts';
import { until } from '../support/e2e-api.ts';
import { drawnEvent as drawnEventOf } from '../support/drawn-event.ts';
import { createTestApp, signUpAndVerify, type TestClient } from '../support/test-app.ts';

// Pages read again are answered from memory (decision 0012): these check that no page ever
// shows what was true before a change its reader could know of.
const t = await createTestApp({ now: () => new Date('2026-12-01T10:00:00Z') });
const alice = await signUpAndVerify(t, { name: 'Alice', email: 'alice@example.org' });
const NAMES = ['Chloe', 'Denis', 'Emma'] as const;

async function drawnEvent(eventName: string) {
  const event = await drawnEventOf(t, alice, eventName, NAMES);
  const pairs = await t.db
    .select()
    .from(santaAssignments)
    .where(eq(santaAssignments.secretSantaId, event.id));
  const giverOf = (name: string) =>
    NAMES.find((n) =>
      pairs.some(
        (p) =>
          p.giverId === event.ids[n] && p.receiverId === event.ids[name as (typeof NAMES)[number]],
      ),
    )!;
  return { ...event, giverOf };
}

const spaceOf = (client: TestClient, id: string, token: string) =>
  client.request('GET', `/api/participant/${id}`, undefined, { authorization: `Bearer ${token}` });
const playerNames = async (client: TestClient, id: string) =>
  ((await client.get(`/api/secret-santas/${id}`)).body.players as { name: string }[]).map(
    (p) => p.name,
  );

async function signIn(email: string) {
  const login = await t.client().post('/api/auth/sign-in', { email, password: 'motdepasse' });
  return login.headers
    .getSetCookie()
    .find((c) => c.startsWith('secret-santa.session_token='))!
    .split(';')[0]!;
}

describe('what keeps the cached answers exact (src/server/db/answer-cache-feeds.ts)', () => {
  it('covers every table: each is read by a cached answer, or said to be read by none', async () => {
    const tables = await executeRows<{ name: string }>(
      t.db,
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const read = new Set<string>(Object.values(cachedAnswers).flatMap((answer) => answer.reads));
    const unaccounted = tables
      .map((table) => table.name)
      .filter((name) => !read.has(name) && !(name in tablesNoAnswerReads));
    expect(unaccounted).toEqual([]);
    for (const name of [...read, ...Object.keys(tablesNoAnswerReads)]) {
      expect(tables.map((table) => table.name)).toContain(name);
    }
  });

  it('has each cached answer read only the tables it declares', async () => {
    // What each declared answer's load sends, heard by the database's logger.
    const tablesRead = new Map<string, Set<string>>();
    const watched = await createTestApp({
      now: () => new Date('2026-12-01T10:00:00Z'),
      logQuery: (query) => {
        const answer = answerBeingLoaded.getStore();
        if (!answer) return;
        const tables = tablesRead.get(answer) ?? new Set<string>();
        for (const [, table] of query.matchAll(/\b(?:from|join|update|into)\s+"?([a-z_]+)"?/gi))
          tables.add(table!);
        tablesRead.set(answer, tables);
      },
    });
    const organiser = await signUpAndVerify(watched, {
      name: 'Olga',
      email: 'olga@example.org',
    });
    const event = await drawnEventOf(watched, organiser, 'Lecture', NAMES);
    await organiser.get(`/api/secret-santas/${event.id}`);
    await organiser.get(`/api/secret-santas/${event.id}/draw`);
    const visitor = watched.client();
    await visitor.request('GET', `/api/participant/${event.id}`, undefined, {
      authorization: `Bearer ${event.tokens.Chloe}`,
    });
    const schemaTables = new Set(
      (
        await executeRows<{ name: string }>(
          t.db,
          sql`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE'`,
        )
      ).map((table) => table.name),
    );
    const undeclared = Object.entries(cachedAnswers).flatMap(([answer, declared]) => {
      const read = [...(tablesRead.get(answer) ?? [])].filter((table) => schemaTables.has(table));
      const declaredReads: readonly string[] = declared.reads;
      return read.filter((table) => !declaredReads.includes(table)).map((t) => `${answer}: ${t}`);
    });
    expect(undeclared).toEqual([]);
    // Each declared answer was loaded at least once here.
    expect([...tablesRead.keys()].sort()).toEqual(Object.keys(cachedAnswers).sort());
  });

  it('has the database send exactly the generated triggers, and no earlier one', async () => {
    const installed = await executeRows<{ name: string }>(
      t.db,
      sql`select t.tgname as name from pg_trigger t join pg_proc p on p.oid = t.tgfoid
        where not t.tgisinternal and p.proname like 'answer\_cache%' order by 1`,
    );
    const generated = changeTriggers(t.kind)
      .triggers.map((trigger) => trigger.name)
      .sort();
    expect(installed.map((row) => row.name)).toEqual(generated);
  });
});

describe('pages read again', () => {
  it('show the reader’s own change at once, and everyone’s pages it touches', async () => {
    const { id, tokens, giverOf } = await drawnEvent('Famille Roux');
    expect(await playerNames(alice, id)).toEqual([...NAMES]);
    expect(await playerNames(alice, id)).toEqual([...NAMES]);
    expect(
      (
        await alice.post(`/api/secret-santas/${id}/players`, {
          name: 'Fanny',
          email: 'fanny@example.org',
          address: '2 rue Nationale, Tours',
          imageUrl: AVATARS[1].src,
        })
      ).status,
    ).toBe(201);
    expect(await playerNames(alice, id)).toEqual([...NAMES, 'Fanny']);
    const chloe = t.client();
    expect(
      (await spaceOf(chloe, id, tokens.Chloe!)).body.space.others.map(
        (o: { name: string }) => o.name,
      ),
    ).toContain('Fanny');
    // Added after the draw, Fanny joined it; the organiser takes her out again (docs/product.md
    // §6.8): her Santa gives again to whom they gave before, and her place in the pages goes.
    const fanny = (
      await t.db.select().from(players).where(eq(players.email, 'fanny@example.org'))
    )[0]!;
    expect(
      (await alice.post(`/api/secret-santas/${id}/players/${fanny.id}/withdrawal`, {})).status,
    ).toBe(200);
    expect(await playerNames(alice, id)).toEqual([...NAMES]);
    expect(
      (await spaceOf(chloe, id, tokens.Chloe!)).body.space.others.map(
        (o: { name: string }) => o.name,
      ),
    ).toEqual(['Denis', 'Emma']);

    // Chloe's giver has read Chloe's ideas; Chloe changes them.
    const giver = t.client();
    const giverToken = tokens[giverOf('Chloe')]!;
    expect((await spaceOf(giver, id, giverToken)).body.space.recipient.giftIdeas).toBe(
      'Idées de Chloe',
    );
    expect((await spaceOf(chloe, id, tokens.Chloe!)).body.space.me.giftIdeas).toBe(
      'Idées de Chloe',
    );
    const put = await chloe.request(
      'PUT',
      `/api/participant/${id}/gift-ideas`,
      { giftIdeas: 'Un livre de cuisine' },
      { authorization: `Bearer ${tokens.Chloe}` },
    );
    expect(put.body.me.giftIdeas).toBe('Un livre de cuisine');
    expect((await spaceOf(chloe, id, tokens.Chloe!)).body.space.me.giftIdeas).toBe(
      'Un livre de cuisine',
    );
    expect((await spaceOf(giver, id, giverToken)).body.space.recipient.giftIdeas).toBe(
      'Un livre de cuisine',
    );
  });

  it('reach another instance, and a change made by hand in SQL, as soon as it hears of them', async () => {
    const { id, tokens } = await drawnEvent('Famille Nguyen');
    const other = await t.anotherInstance();
    const aliceThere = other.client();
    const cookie = await signIn('alice@example.org');
    const dashboardThere = async () =>
      (
        (await aliceThere.request('GET', `/api/secret-santas/${id}`, undefined, { cookie })).body
          .players as { name: string }[]
      ).map((p) => p.name);
    expect(await dashboardThere()).toEqual([...NAMES]);
    expect(
      (
        await alice.post(`/api/secret-santas/${id}/players`, {
          name: 'Gilles',
          email: 'gilles@example.org',
          address: '3 quai Vauban, Nantes',
          imageUrl: AVATARS[1].src,
        })
      ).status,
    ).toBe(201);
    await t.caughtUp();
    expect(await dashboardThere()).toEqual([...NAMES, 'Gilles']);

    const denis = other.client();
    expect(
      (await spaceOf(denis, id, tokens.Denis!)).body.space.others.map(
        (o: { name: string }) => o.name,
      ),
    ).toContain('Chloe');
    await t.db.execute(
      sql`update ${players} set name = 'Chloé' where secret_santa_id = ${id} and name = 'Chloe'`,
    );
    await t.caughtUp();
    expect(
      (await spaceOf(denis, id, tokens.Denis!)).body.space.others.map(
        (o: { name: string }) => o.name,
      ),
    ).toContain('Chloé');
    expect(await dashboardThere()).toContain('Chloé');
  });

  it('show the writer’s own change on another instance at once, before it hears of it', async () => {
    const { id } = await drawnEvent('Famille Okafor');
    const other = await t.anotherInstance();
    const cookie = await signIn('alice@example.org');
    const dashboardThere = async (cookies: string) =>
      (
        (
          await other
            .client()
            .request('GET', `/api/secret-santas/${id}`, undefined, { cookie: cookies })
        ).body.players as { name: string }[]
      ).map((p) => p.name);
    expect(await dashboardThere(cookie)).toEqual([...NAMES]);
    // The write, on this instance: its answer sets the cookie that says « I just wrote ».
    const written = await t
      .client()
      .request(
        'POST',
        `/api/secret-santas/${id}/players`,
        { name: 'Hana', email: 'hana@example.org', imageUrl: AVATARS[1].src },
        { cookie },
      );
    expect(written.status).toBe(201);
    const wrote = written.headers
      .getSetCookie()
      .find((c) => c.startsWith('santa-wrote='))!
      .split(';')[0]!;
    expect(wrote).toMatch(/^santa-wrote=\d{13}$/);
    // Asked at once on the other instance, with that cookie: the change is there, heard or not.
    expect(await dashboardThere(`${cookie}; ${wrote}`)).toEqual([...NAMES, 'Hana']);
    await t.caughtUp();
    expect(await dashboardThere(cookie)).toEqual([...NAMES, 'Hana']);
  });

  it('follow the draw e-mails as the worker sends them', async () => {
    const { id } = await drawnEvent('Famille Petit');
    const notifications = async () =>
      (await alice.get(`/api/secret-santas/${id}/draw`)).body.draw.notifications;
    expect(await notifications()).toMatchObject({ total: 3, sent: 0, pending: 3 });
    expect(await notifications()).toMatchObject({ total: 3, sent: 0, pending: 3 });
    // What the mail worker writes once SMTP has taken one, from its own connection.
    const [first] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.secretSantaId, id))
      .limit(1);
    await t.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(mailOutbox.id, first!.id));
    await t.caughtUp();
    expect(await notifications()).toMatchObject({ total: 3, sent: 1, pending: 2 });
  });

  it('keep the dashboard while the e-mails go out, and the sending list while names or ideas change', async () => {
    const loads: string[] = [];
    const watched = await createTestApp({
      now: () => new Date('2026-12-01T10:00:00Z'),
      logQuery: () => {
        const answer = answerBeingLoaded.getStore();
        if (answer) loads.push(answer);
      },
    });
    const organiser = await signUpAndVerify(watched, { name: 'Rosa', email: 'rosa@example.org' });
    const { id } = await drawnEventOf(watched, organiser, 'Envoi', NAMES);
    const dashboardLoads = () => loads.filter((answer) => answer === 'dashboard').length;
    // Read as the organiser's pages are, later: with the session alone (the cookie of a write
    // just made sends reads to the database for a few seconds).
    const login = await watched.client().post('/api/auth/sign-in', {
      email: 'rosa@example.org',
      password: 'motdepasse',
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('secret-santa.session_token='))!
      .split(';')[0]!;
    const reader = watched.client();
    const get = (path: string) => reader.request('GET', path, undefined, { cookie });
    await get(`/api/secret-santas/${id}`);
    await get(`/api/secret-santas/${id}/draw`);
    const before = dashboardLoads();
    // A batch marked sent, as the mail worker does.
    await watched.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(mailOutbox.secretSantaId, id));
    await watched.caughtUp();
    expect((await get(`/api/secret-santas/${id}`)).status).toBe(200);
    expect(dashboardLoads()).toBe(before);
    const draw = await get(`/api/secret-santas/${id}/draw`);
    expect(draw.body.draw.notifications).toMatchObject({ total: 3, sent: 3, pending: 0 });
    // A name changed drops the dashboard, and keeps the sending list, which shows no name.
    const drawLoads = () => loads.filter((answer) => answer === 'drawState').length;
    const drawBefore = drawLoads();
    await watched.db
      .update(players)
      .set({ name: 'Chloé' })
      .where(and(eq(players.secretSantaId, id), eq(players.name, 'Chloe')));
    await watched.caughtUp();
    const names = (await get(`/api/secret-santas/${id}`)).body.players.map(
      (p: { name: string }) => p.name,
    );
    expect(names).toContain('Chloé');
    expect(dashboardLoads()).toBe(before + 1);
    expect((await get(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    expect(drawLoads()).toBe(drawBefore);
    // A space opened shows in the sending list (« Lien ouvert »): it is read again.
    await watched.db
      .update(players)
      .set({ spaceOpenedAt: new Date() })
      .where(and(eq(players.secretSantaId, id), eq(players.name, 'Denis')));
    await watched.caughtUp();
    const opened = await get(`/api/secret-santas/${id}/draw`);
    expect(opened.body.draw.notifications.opened).toBe(1);
    expect(drawLoads()).toBeGreaterThan(drawBefore);
  });

  it('end a session signed out on one instance at once there, and on the others as soon as they hear', async () => {
    await signUpAndVerify(t, { name: 'Bruno', email: 'bruno@example.org' });
    const cookie = await signIn('bruno@example.org');
    const other = await t.anotherInstance();
    const sessionHere = async () =>
      (await t.client().request('GET', '/api/auth/session', undefined, { cookie })).body.user;
    const sessionThere = async () =>
      (await other.client().request('GET', '/api/auth/session', undefined, { cookie })).body.user;
    expect((await sessionHere())?.email).toBe('bruno@example.org');
    expect((await sessionThere())?.email).toBe('bruno@example.org');

    expect((await t.client().request('POST', '/api/auth/sign-out', {}, { cookie })).status).toBe(
      200,
    );
    expect(await sessionHere()).toBeNull();
    await t.caughtUp();
    expect(await sessionThere()).toBeNull();
  });

  it.runIf(t.kind === 'postgres')(
    'listen again after losing their connection, missing no change made meanwhile',
    async () => {
      const { id } = await drawnEvent('Famille Weber');
      expect(await playerNames(alice, id)).toEqual([...NAMES]);
      const listeners = () =>
        executeRows<{ pid: number }>(
          t.db,
          sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
        );
      const before = await listeners();
      expect(before.length).toBeGreaterThan(0);
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
      );
      // Made while nobody listens: its message is lost, so what was kept must not be served.
      await t.db.execute(
        sql`update ${players} set name = 'Emmanuelle' where secret_santa_id = ${id} and name = 'Emma'`,
      );
      await until(
        async () => (await playerNames(alice, id)).includes('Emmanuelle'),
        5_000,
        'le changement fait sans écoute',
      );
      await until(
        async () => (await listeners()).length === before.length,
        5_000,
        'l’écoute reprise',
      );

      // Listening again: answers are kept again, and dropped on the next change.
      expect(await playerNames(alice, id)).toContain('Emmanuelle');
      await t.db.execute(
        sql`update ${players} set name = 'Emma' where secret_santa_id = ${id} and name = 'Emmanuelle'`,
      );
      await t.caughtUp();
      expect(await playerNames(alice, id)).toEqual([...NAMES]);
    },
  );
  it.runIf(t.kind === 'postgres')(
    'hear a change no request made within a second, with no write to carry it',
    async () => {
      const { id, tokens } = await drawnEvent('Famille Sato');
      const other = await t.anotherInstance();
      const denis = other.client();
      const othersOfDenis = async () =>
        (await spaceOf(denis, id, tokens.Denis!)).body.space.others.map(
          (o: { name: string }) => o.name,
        );
      expect(await othersOfDenis()).toContain('Chloe');
      expect(await playerNames(alice, id)).toEqual([...NAMES]);
      // By hand, as the mail worker or an instance that died before its sync leaves a change:
      // no instance syncs after it, and no request comes meanwhile.
      await t.db.execute(
        sql`update ${players} set name = 'Chloé' where secret_santa_id = ${id} and name = 'Chloe'`,
      );
      const waiting = async () =>
        (
          await executeRows<{ count: number }>(
            t.db,
            sql`select count(*)::int as count from answer_cache_changes`,
          )
        )[0]!.count;
      await until(async () => (await waiting()) === 0, 5_000, 'les changements dits');
      expect(await othersOfDenis()).toContain('Chloé');
      expect(await playerNames(alice, id)).toContain('Chloé');
    },
  );
});
