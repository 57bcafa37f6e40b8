import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT, LARGE_BODY_LIMIT } from '../../src/server/http/body-limits.ts';
import { AVATARS } from '../../src/shared/avatars.ts';
import { messages } from '../../src/shared/messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { restrictionsPayload } from '../../src/web/features/restrictions/restrictions-draft.ts';
import { drawnEvent } from '../support/drawn-event.ts';
import { dumpDatabase } from '../support/dump-database.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

/**
 * The rules every request meets before any route (src/server/app.ts), tried as an attacker
 * would: foreign Host names, the local mailbox from elsewhere, NUL characters, huge bodies,
 * and answers a browser or a proxy might keep.
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
      expect(answer.body).toBe(messages.api.foreignHost);
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
        expect(answer.body.error.message).toBe(messages.api.nulCharacter);
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
      expect(answer.body.error.message).toBe(messages.api.nulCharacter);
    }
    const withPath = operations.filter((operation) => operation.path.includes('{'));
    console.log(`Caractère nul refusé dans le chemin de ${withPath.length} opérations.`);
    const query = await t.client().get('/api/auth/verify-email?token=abc%00');
    expect(query.status).toBe(400);
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
        padded(10 * 1024 * 1024, { name: 'Zoé', email: 'zoe@example.org', password: 'secret1' }),
      );
    expect(signUp.status).toBe(413);
    expect(await dumpDatabase(t.db)).toEqual(before);
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
