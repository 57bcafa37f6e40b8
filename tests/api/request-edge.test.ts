import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, players } from '../../src/server/db/schema.ts';
import { DEFAULT_BODY_LIMIT, LARGE_BODY_LIMIT } from '../../src/server/http/body-limits.ts';
import { AVATARS } from '../../src/shared/avatars.ts';
import { serverMessages } from '../../src/shared/server-messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { restrictionsPayload } from '../../src/web/features/restrictions/restrictions-draft.ts';
import { drawnEvent } from '../support/drawn-event.ts';
import { dumpDatabase } from '../support/dump-database.ts';
import { freePort } from '../support/free-port.ts';
import { createTestApp, signUpAndVerify, signUpTokenFor } from '../support/test-app.ts';

/**
 * The rules every request meets before any route (src/server/app.ts), tried as an attacker
 * would: foreign Host names, the local mailbox from elsewhere, NUL characters, broken emoji,
 * huge bodies, and answers a browser or a proxy might keep.
 */
const t = await createTestApp();
const alice = await signUpAndVerify(t, { name: 'Alice', email: 'alice@example.org' });
const { id: eventId, ids, tokens } = await drawnEvent(t, alice, 'Bord', ['Chloe', 'Denis', 'Emma']);

const doc = (await t.client().get('/api/openapi.json')).body as {
  paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    hasBody: Boolean(operation.requestBody),
  })),
);
const concrete = (template: string, fill: string) =>
  template.replace(/\{[^}]+\}/g, fill === 'real' ? eventId : fill);

describe('the Host header (DNS rebinding)', () => {
  it.each([
    'evil.example:3000',
    'rebind.attacker.test',
    '192.168.1.20:3000',
    'localhost.evil.test',
  ])('refuses a page and an API call asked for as %s, in French', async (host) => {
    for (const path of ['/', '/api/auth/session', `/participant/${eventId}/${tokens.Chloe}`]) {
      const answer = await t.client().request('GET', path, undefined, { host });
      expect(answer.status, path).toBe(421);
      expect(answer.body).toBe(serverMessages.api.foreignHost);
    }
  });

  it.each(['localhost:3000', 'localhost', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST:8080'])(
    'serves this machine’s own names: %s',
    async (host) => {
      const answer = await t.client().request('GET', '/api/health', undefined, { host });
      expect(answer.status).toBe(200);
    },
  );

  it('serves PUBLIC_URL’s host', async () => {
    const behindProxy = await createTestApp({ publicUrl: 'https://noel.example.org' });
    const answer = await behindProxy
      .client()
      .request('GET', '/api/health', undefined, { host: 'noel.example.org' });
    expect(answer.status).toBe(200);
    const other = await behindProxy
      .client()
      .request('GET', '/api/health', undefined, { host: 'noel.example.org.evil.test' });
    expect(other.status).toBe(421);
  });
});

describe('the local mailbox', () => {
  /** A request as Node would hand it over from a socket connected from `peer`. */
  const fromPeer = (peer: string, headers: Record<string, string>, path = '/dev/mailbox') =>
    t.app.request(path, { headers }, { incoming: { socket: { remoteAddress: peer } } });

  it('opens on this machine, and keeps no copy in any cache', async () => {
    for (const [peer, host] of [
      ['127.0.0.1', 'localhost:3000'],
      ['::1', '[::1]:3000'],
      ['::ffff:127.0.0.1', '127.0.0.1:3000'],
    ] as const) {
      const answer = await fromPeer(peer, { host });
      expect(answer.status, `${peer} ${host}`).toBe(200);
      expect(await answer.text()).toContain(mailMessages.mailbox.title);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('refuses another machine, a rebound name and anything a proxy forwards', async () => {
    const mail = await t.lastMailTo(`chloe.4@example.org`);
    expect(mail).toBeDefined();
    const attempts: Array<[string, Record<string, string>]> = [
      // Someone on the network who reached the port, even naming localhost.
      ['192.168.1.20', { host: 'localhost:3000' }],
      ['10.0.0.7', { host: '127.0.0.1:3000' }],
      // The user's own browser on a page whose name now points at 127.0.0.1.
      ['127.0.0.1', { host: 'rebind.attacker.test:3000' }],
      // Anyone on the internet, through a reverse proxy on this machine.
      ['127.0.0.1', { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.9' }],
      ['127.0.0.1', { host: 'localhost:3000', forwarded: 'for=203.0.113.9' }],
      ['127.0.0.1', { host: 'localhost:3000', 'x-real-ip': '203.0.113.9' }],
    ];
    for (const [peer, headers] of attempts) {
      for (const path of ['/dev/mailbox', '/dev/mailbox/']) {
        const answer = await fromPeer(peer, headers, path);
        const text = await answer.text();
        expect([403, 421], `${peer} ${JSON.stringify(headers)} ${path}`).toContain(answer.status);
        expect(text).not.toContain('chloe.4@example.org');
        expect(text).not.toContain('/participant/');
      }
    }
    // No socket at all (not served by Node): refused too.
    expect((await t.app.request('/dev/mailbox', { headers: { host: 'localhost' } })).status).toBe(
      403,
    );
  });
});

describe('the NUL character', () => {
  it('is refused in every body field of every operation, in French, changing nothing', async () => {
    const withBody = operations.filter((operation) => operation.hasBody);
    expect(withBody.length).toBeGreaterThan(15);
    const before = await dumpDatabase(t.db);
    for (const { method, path } of withBody) {
      for (const body of [
        { name: 'Nou\u0000l', email: 'a@b.fr', password: 'secret1' },
        { address: '1 rue\u0000 du Test', giftIdeas: 'x' },
        { excluded: { [ids.Chloe!]: [`${ids.Denis}\u0000`] } },
        { token: 'abc\u0000', email: 'chloe@example.org\u0000' },
      ]) {
        const answer = await alice.request(method, concrete(path, 'real'), body);
        expect(answer.status, `${method} ${path}`).toBe(400);
        expect(answer.body.error.message).toBe(serverMessages.api.nulCharacter);
      }
    }
    const named = await alice.request('POST', '/api/secret-santas', { name: 'Fête\u0000' });
    expect(named.body.error).toMatchObject({ code: 'INVALID_INPUT', field: 'name' });
    // `\\u0000` is a backslash followed by "u0000", not a NUL: an ordinary name.
    console.log(`Caractère nul refusé dans le corps de ${withBody.length} opérations.`);
    const lookalike = await alice.request('POST', '/api/secret-santas', { name: 'Fête \\u0000' });
    expect(lookalike.status).toBe(201);
    await alice.request('DELETE', `/api/secret-santas/${lookalike.body.secretSanta.id}`);
    expect(await dumpDatabase(t.db)).toEqual(before);
  });

  it('is refused in a path or a query, for every operation', async () => {
    for (const { method, path } of operations.filter((operation) => operation.path.includes('{'))) {
      const body = method === 'GET' ? undefined : {};
      const answer = await alice.request(method, concrete(path, 'abc%00'), body);
      expect(answer.status, `${method} ${path}`).toBe(400);
      expect(answer.body.error.message).toBe(serverMessages.api.nulCharacter);
    }
    const withPath = operations.filter((operation) => operation.path.includes('{'));
    console.log(`Caractère nul refusé dans le chemin de ${withPath.length} opérations.`);
    const query = await t.client().get('/api/auth/verify-email?token=abc%00');
    expect(query.status).toBe(400);
  });
});

describe('a broken emoji (a lone UTF-16 surrogate)', () => {
  // JSON.stringify writes half an emoji as an escape (`"\ud83c"`), as a browser sends a text
  // cut in the middle of one. It is kept as U+FFFD, as a text column always kept it.
  const halves = [
    ['high', '\ud83c'],
    ['low', '\udf84'],
  ] as const;
  const F = '\ufffd';

  it.each(halves)(
    'in a message (a %s surrogate): answered, shown and e-mailed as with U+FFFD',
    async (kind, half) => {
      const e = await drawnEvent(t, alice, `Message ${kind}`, ['Chloe', 'Denis', 'Emma']);
      const chloe = t.client();
      const send = (text: string) =>
        chloe.request(
          'POST',
          `/api/participant/${e.id}/messages`,
          { to: 'withRecipient', text },
          { authorization: `Bearer ${e.tokens.Chloe}` },
        );
      // The first message of a conversation is the one that queues its e-mail.
      const broken = await send(`Un cadeau ${half} pour toi`);
      const replaced = await send(`Un cadeau ${F} pour toi`);
      expect(broken.status).toBe(200);
      expect(replaced.status).toBe(200);
      const lastOf = (answer: typeof broken) => {
        const { fromMe, text } = answer.body.conversations.withRecipient.messages.at(-1);
        return { fromMe, text };
      };
      expect(lastOf(broken)).toEqual({ fromMe: true, text: `Un cadeau ${F} pour toi` });
      expect(lastOf(broken)).toEqual(lastOf(replaced));
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.secretSantaId, e.id), eq(mailOutbox.kind, 'message')));
      expect((await t.lastMailTo(mail!.recipient))?.text).toContain(`Un cadeau ${F} pour toi`);
    },
  );

  it.each(halves)(
    'in an organiser’s sign-up (a %s surrogate): answered as with U+FFFD, the account named with it',
    async (kind, half) => {
      const email = `zoe.${kind}@example.org`;
      const zoe = t.client();
      const broken = await zoe.post('/api/auth/sign-up', { name: `Zoé ${half}`, email });
      const replaced = await t.client().post('/api/auth/sign-up', {
        name: `Zoé ${F}`,
        email: `zoe.${kind}.bis@example.org`,
      });
      expect(broken.status).toBe(201);
      expect(broken.body).toEqual(replaced.body);
      const mail = await t.lastMailTo(email);
      expect(mail?.text).toContain(mailMessages.mail.verifyGreeting(`Zoé ${F}`));
      const token = await signUpTokenFor(t, email);
      expect((await t.client().get(`/api/auth/sign-up?token=${token}`)).body.signUp.name).toBe(
        `Zoé ${F}`,
      );
      // Activated with a name and a password broken the same way: both as with U+FFFD, and
      // the password typed so again signs in.
      const verified = await zoe.post('/api/auth/verify-email', {
        token,
        name: `Zoé ${half}`,
        password: `secret ${half}`,
      });
      expect(verified.status).toBe(200);
      expect((await zoe.get('/api/auth/session')).body.user.name).toBe(`Zoé ${F}`);
      const again = await t.client().post('/api/auth/sign-in', {
        email,
        password: `secret ${half}`,
      });
      expect(again.status).toBe(200);
    },
  );

  it.each(halves)(
    'in a sign-up through the sign-up link (a %s surrogate): answered, e-mailed and added as with U+FFFD',
    async (kind, half) => {
      const id = (await alice.post('/api/secret-santas', { name: `Lien ${kind}` })).body.secretSanta
        .id;
      const link = await alice.request('PUT', `/api/secret-santas/${id}/registration-link`, {
        open: true,
      });
      const key = link.body.registrationLink.url.split('/').pop();
      const person = (mark: string, email: string) => ({
        name: `Anna ${mark}`,
        email,
        address: `12 rue ${mark} des Sapins`,
        imageUrl: AVATARS[2].src,
        giftIdeas: `Un livre ${mark}`,
      });
      const email = `anna.${kind}@example.org`;
      const broken = await t.client().post(`/api/registration/${key}`, person(half, email));
      const replaced = await t
        .client()
        .post(`/api/registration/${key}`, person(F, `anna.${kind}.bis@example.org`));
      expect(broken.status).toBe(200);
      expect(broken.body).toEqual(replaced.body);
      const mail = await t.lastMailTo(email);
      expect(mail?.text).toContain(mailMessages.mail.registrationAddress(`12 rue ${F} des Sapins`));
      expect(mail?.text).toContain(mailMessages.mail.registrationGiftIdeas(`Un livre ${F}`));
      const confirmation = mail!.links.find((l) => l.includes('/confirmer-inscription?token='))!;
      const token = new URL(confirmation).searchParams.get('token');
      const confirmed = await t.client().post('/api/registration-confirmation', { token });
      expect(confirmed.body.playerName).toBe(`Anna ${F}`);
      const list = (await alice.get(`/api/secret-santas/${id}/players`)).body.players;
      expect(list[0]).toMatchObject({
        name: `Anna ${F}`,
        address: `12 rue ${F} des Sapins`,
        giftIdeas: `Un livre ${F}`,
      });
    },
  );

  it.each(halves)(
    'in the organiser’s participant dialog (a %s surrogate): the same participant as with U+FFFD',
    async (kind, half) => {
      const id = (await alice.post('/api/secret-santas', { name: `Dialogue ${kind}` })).body
        .secretSanta.id;
      const person = (mark: string, email: string) => ({
        name: `Zoé ${mark}`,
        email,
        address: `3 rue ${mark} du Test`,
        imageUrl: AVATARS[0].src,
        giftIdeas: `Des gants ${mark}`,
      });
      const added = await alice.post(
        `/api/secret-santas/${id}/players`,
        person(half, 'zoe@example.org'),
      );
      expect(added.status).toBe(201);
      expect(added.body.player).toMatchObject({
        name: `Zoé ${F}`,
        address: `3 rue ${F} du Test`,
        giftIdeas: `Des gants ${F}`,
      });
      // The same name as with U+FFFD: a second one is refused as the same participant.
      const again = await alice.post(
        `/api/secret-santas/${id}/players`,
        person(F, 'zoe.bis@example.org'),
      );
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(organiserMessages.participantsTab.nameTaken);
      const changed = await alice.request(
        'PUT',
        `/api/secret-santas/${id}/players/${added.body.player.id}`,
        person(half, 'zoe@example.org'),
      );
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual(added.body);
      // Invited: the invitation's e-mail names her as stored.
      await alice.post(`/api/secret-santas/${id}/players/${added.body.player.id}/invitation`);
      expect((await t.lastMailTo('zoe@example.org'))?.text).toContain(`Zoé ${F}`);
    },
  );

  it.each(halves)(
    'in a participant’s own address and gift ideas (a %s surrogate): answered as with U+FFFD',
    async (kind, half) => {
      const e = await drawnEvent(t, alice, `Espace ${kind}`, ['Chloe', 'Denis', 'Emma']);
      const chloe = t.client();
      const put = (field: 'address' | 'gift-ideas', body: object) =>
        chloe.request('PUT', `/api/participant/${e.id}/${field}`, body, {
          authorization: `Bearer ${e.tokens.Chloe}`,
        });
      for (const [field, name, text] of [
        ['address', 'address', (mark: string) => `12 rue ${mark} du Houx`],
        ['gift-ideas', 'giftIdeas', (mark: string) => `Une écharpe ${mark}`],
      ] as const) {
        const broken = await put(field, { [name]: text(half) });
        const replaced = await put(field, { [name]: text(F) });
        expect(broken.status, field).toBe(200);
        expect(broken.body, field).toEqual(replaced.body);
        expect(broken.body.me[name], field).toBe(text(F));
      }
      const [row] = await t.db.select().from(players).where(eq(players.id, e.ids.Chloe!));
      expect([row!.address, row!.giftIdeas]).toEqual([`12 rue ${F} du Houx`, `Une écharpe ${F}`]);
    },
  );

  it('in a path or a query, undecodable, is no 5xx for any operation', async () => {
    const withPath = operations.filter((operation) => operation.path.includes('{'));
    for (const broken of ['%ED%A0%80', '%ED%B2%84', '%F0', 'Zo%C3%A9%F0%9F']) {
      for (const { method, path } of withPath) {
        const body = method === 'GET' ? undefined : {};
        const answer = await alice.request(method, concrete(path, broken), body);
        expect(answer.status, `${method} ${path} ${broken}`).toBeLessThan(500);
      }
      for (const query of [
        `/api/auth/verify-email?token=${broken}`,
        `/api/auth/verify-email?${broken}=${broken}`,
      ]) {
        expect((await t.client().get(query)).status, query).toBeLessThan(500);
      }
    }
  });
});

describe('the size of a request', () => {
  const padded = (size: number, base: Record<string, unknown> = {}) => {
    const start = JSON.stringify({ ...base, extra: '' });
    return JSON.stringify({ ...base, extra: 'x'.repeat(size - start.length) });
  };

  it('refuses a body over 64 KB on every operation with a French 413, before reading it as JSON', async () => {
    const before = await dumpDatabase(t.db);
    for (const { method, path } of operations.filter((operation) => operation.hasBody)) {
      const isLarge = path.endsWith('/restrictions') || path.endsWith('/players/import');
      const tooBig = isLarge ? LARGE_BODY_LIMIT : DEFAULT_BODY_LIMIT;
      for (const body of [padded(tooBig + 1), `{pas du json${'x'.repeat(tooBig)}`]) {
        const answer = await alice.request(method, concrete(path, 'real'), body);
        expect(answer.status, `${method} ${path}`).toBe(413);
        expect(answer.body.error.code).toBe('PAYLOAD_TOO_LARGE');
        expect(answer.body.error.message).toMatch(
          /^La requête est trop volumineuse \(\d+ [KM]o au plus\)\.$/,
        );
      }
    }
    // A sign-up valid in every field it needs, with a 10 MB field beside it: refused all the
    // same, and nothing is written.
    const signUp = await t
      .client()
      .request(
        'POST',
        '/api/auth/sign-up',
        padded(10 * 1024 * 1024, { name: 'Zoé', email: 'zoe@example.org' }),
      );
    expect(signUp.status).toBe(413);
    expect(await dumpDatabase(t.db)).toEqual(before);
  });

  describe('over a real connection, as a keep-alive client or a reverse proxy uses one', () => {
    let port = 0;
    let server: ServerType | undefined;
    beforeAll(async () => {
      port = await freePort();
      server = await new Promise<ServerType>((resolve) => {
        const listening = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' }, () =>
          resolve(listening),
        );
      });
    });
    afterAll(async () => {
      await new Promise((resolve) => server?.close(resolve));
    });

    const MB = 1024 * 1024;
    const head = (framing: string) =>
      `POST /api/secret-santas HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`;
    const bodies = {
      'with Content-Length': [head(`Content-Length: ${MB}`), Buffer.alloc(MB, 'x')],
      // 16 chunks of 64 KB: the limit is only passed as they arrive.
      'chunked, without Content-Length': [
        head('Transfer-Encoding: chunked'),
        ...Array.from({ length: 16 }, () => `10000\r\n${'x'.repeat(64 * 1024)}\r\n`),
        '0\r\n\r\n',
      ],
    };

    it('answers a write whole, with the cookie that has the writer’s next pages wait for it', async () => {
      const answer = await fetch(
        `http://127.0.0.1:${port}/api/participant/${randomUUID()}/new-link`,
        {
          method: 'POST',
          headers: { host: 'localhost', 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'personne@example.org' }),
        },
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('set-cookie')).toMatch(/^santa-wrote=\d+; Max-Age=5; Path=\/;/);
      expect(answer.headers.get('x-request-id')).toBeTruthy();
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toEqual({ ok: true });
    });

    it.each(Object.entries(bodies))(
      'a 1 MB body %s: the 413 closes the connection, and the next request is not left waiting',
      async (_, request) => {
        const socket = connect(port, '127.0.0.1');
        let received = Buffer.alloc(0);
        let isClosed = false;
        let isNextSent = false;
        // The server may stop reading the body it refused: writing the rest then fails, and
        // that is no answer to wait for.
        socket.on('error', () => {});
        const done = new Promise<void>((resolve) => {
          socket.on('close', () => {
            isClosed = true;
            resolve();
          });
          socket.on('data', (chunk) => {
            received = Buffer.concat([received, chunk]);
            const answers = httpAnswers(received);
            // As a keep-alive client does: the next request on the same connection once the
            // answer is in, unless it was told to close.
            if (answers.length === 1 && !isNextSent && answers[0]!.headers.connection !== 'close') {
              isNextSent = true;
              socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
            }
            if (answers.length === 2) resolve();
          });
        });
        for (const part of request) socket.write(part);
        await done;
        socket.destroy();

        const [refusal, next] = httpAnswers(received);
        expect(refusal?.status).toBe(413);
        expect(refusal?.headers.connection).toBe('close');
        expect(JSON.parse(refusal!.body).error.code).toBe('PAYLOAD_TOO_LARGE');
        // Not left hanging: told to close, the client sends nothing more on it and the server
        // closes it; a request sent on a connection kept open is answered.
        expect(isNextSent ? next?.status === 200 : isClosed).toBe(true);
      },
    );
  });

  it('takes a body just under the limit', async () => {
    const answer = await alice.request(
      'POST',
      '/api/secret-santas',
      padded(DEFAULT_BODY_LIMIT, { name: 'Juste en dessous' }),
    );
    expect(answer.status).toBe(201);
    await alice.request('DELETE', `/api/secret-santas/${answer.body.secretSanta.id}`);
  });

  it('fits the restrictions of a 10,000-person event, as the panel sends them', () => {
    const players = Array.from({ length: 10_000 }, () => ({
      id: randomUUID(),
      excluded: [] as string[],
    }));
    // As in bench/large-event.ts: each excludes 3 others spread through the list.
    players.forEach((player, i) => {
      player.excluded = [1, 2, 3].map((k) => players[(i + k * 997) % players.length]!.id);
    });
    const bytes = Buffer.byteLength(JSON.stringify({ excluded: restrictionsPayload(players, {}) }));
    console.log(
      `Restrictions de 10 000 personnes (3 chacune) : ${(bytes / 1024 / 1024).toFixed(2)} Mo`,
    );
    expect(bytes).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    expect(bytes).toBeLessThan(LARGE_BODY_LIMIT / 2);
  });
});

describe('answers with personal data', () => {
  it('are never kept by a browser or a proxy (Cache-Control: no-store)', async () => {
    const chloeByLink = t.client();
    const bearer = { authorization: `Bearer ${tokens.Chloe}` };
    const answers = [
      await alice.get('/api/auth/session'),
      await alice.get('/api/secret-santas'),
      await alice.get(`/api/secret-santas/${eventId}`),
      await alice.get(`/api/secret-santas/${eventId}/players`),
      await alice.get(`/api/secret-santas/${eventId}/draw`),
      await chloeByLink.request('GET', `/api/participant/${eventId}`, undefined, bearer),
      await chloeByLink.request(
        'PUT',
        `/api/participant/${eventId}/gift-ideas`,
        { giftIdeas: 'Un livre' },
        bearer,
      ),
      await alice.post(`/api/secret-santas/${eventId}/players`, {
        name: 'Farid',
        email: 'farid@example.org',
        address: '3 rue du Test, Paris',
        imageUrl: AVATARS[0].src,
      }),
      await t.client().get(`/api/secret-santas/${eventId}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(answers[5]!.body.space.me.name).toBe('Chloe');
  });
});

/** The complete HTTP/1.1 answers in `bytes`, in order (each with a Content-Length). */
function httpAnswers(bytes: Buffer) {
  const answers: Array<{ status: number; headers: Record<string, string>; body: string }> = [];
  let rest = bytes;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return answers;
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (rest.length < end + 4 + length) return answers;
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.subarray(end + 4, end + 4 + length).toString('utf8'),
    });
    rest = rest.subarray(end + 4 + length);
  }
}
