import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { signToken } from '../../src/server/security/signed-token.server.ts';
import { createTestApp, signUpAndVerify, type TestClient } from '../support/test-app.ts';
import { dumpDatabase } from '../support/dump-database.ts';
import { accessMatrix, type Access } from './access-matrix.ts';

/**
 * Every operation of the API's own description, called by every kind of visitor. Denied
 * calls must answer 401/403/404, carry none of the event's names, e-mails or addresses,
 * and change nothing in the database.
 */
const t = await createTestApp();
const SECRET = 'test-secret-that-is-long-enough-0123456789';

const alice = await signUpAndVerify(t, { name: 'Alice Organisatrice', email: 'alice@example.org' });
const bruno = await signUpAndVerify(t, { name: 'Bruno Organisateur', email: 'bruno@example.org' });
const event = (await alice.post('/api/secret-santas', { name: 'Réveillon Secret' })).body
  .secretSanta;

/** Alice's invitation to co-organise, accepted by the account of `email` unless told not to. */
async function coOrganiser(name: string, email: string, accepts = true) {
  const client = await signUpAndVerify(t, { name, email });
  const { coOrganiser } = (
    await alice.post(`/api/secret-santas/${event.id}/co-organisers`, { email })
  ).body;
  const link = (await t.lastMailTo(email))!.links.find((l) => l.includes('/co-organiser?'))!;
  const token = new URL(link).searchParams.get('token')!;
  if (accepts) await client.post('/api/co-organiser-invitation/acceptance', { token });
  return { client, id: coOrganiser.id as string };
}
// docs/product.md §3.7: Dora organises with Alice; Gilles did until Alice removed him; Fanny
// was invited and has not accepted.
const dora = await coOrganiser('Dora Co', 'dora@example.org');
const gilles = await coOrganiser('Gilles Parti', 'gilles@example.org');
await alice.delete(`/api/secret-santas/${event.id}/co-organisers/${gilles.id}`);
const fanny = await coOrganiser('Fanny Attend', 'fanny@example.org', false);
const secrets = [
  'Réveillon Secret',
  'Chloé Cachée',
  'chloe@example.org',
  'Denis Discret',
  'denis@example.org',
  'Emma Enigme',
  'emma@example.org',
  'rue Confidentielle',
  'Félix Fidèle',
  'felix@example.org',
  'Léa Lointaine',
  'dora@example.org',
  'fanny@example.org',
];
const playerIds: string[] = [];
for (const [name, email] of [
  ['Chloé Cachée', 'chloe@example.org'],
  ['Denis Discret', 'denis@example.org'],
  ['Emma Enigme', 'emma@example.org'],
]) {
  const answer = await alice.post(`/api/secret-santas/${event.id}/players`, {
    name,
    email,
    address: '7 rue Confidentielle, Paris',
    imageUrl: AVATARS[0].src,
  });
  playerIds.push(answer.body.player.id);
}
// Félix looks after Léa, who has no e-mail (docs/product.md §4.10).
const felixId = (
  await alice.post(`/api/secret-santas/${event.id}/players`, {
    name: 'Félix Fidèle',
    email: 'felix@example.org',
    caredBy: null,
    address: '7 rue Confidentielle, Paris',
    imageUrl: AVATARS[0].src,
  })
).body.player.id;
await alice.post(`/api/secret-santas/${event.id}/players`, {
  name: 'Léa Lointaine',
  email: '',
  caredBy: felixId,
  imageUrl: AVATARS[0].src,
});
await alice.post(`/api/secret-santas/${event.id}/draw`);
await alice.post(`/api/secret-santas/${event.id}/draw/notify`);

/** Félix's own link, from his draw e-mail, and Léa's, from his space. */
async function carerLinks(): Promise<{ felix: string; lea: string }> {
  const felixMail = (await t.mailsTo('felix@example.org')).find(
    (mail) =>
      mail.kind === 'draw-notification' &&
      (mail.payload as { personalLink: { playerId: string } }).personalLink.playerId === felixId,
  )!;
  const felix = (await t.render(felixMail)).links
    .find((l) => l.includes('/participant/'))!
    .split('/')
    .pop()!;
  const space = (
    await t.client().request('GET', `/api/participant/${event.id}`, undefined, {
      authorization: `Bearer ${felix}`,
    })
  ).body.space;
  return { felix, lea: space.caredSpaces[0].link.split('/').pop() };
}
const firstCarerLinks = await carerLinks();
const chloeLink = (await t.lastMailTo('chloe@example.org'))!.links
  .find((l) => l.includes('/participant/'))!
  .split('/')
  .pop()!;
const chloeSession = await signUpAndVerify(t, { name: 'Chloé', email: 'chloe@example.org' });

const otherEvent = (await bruno.post('/api/secret-santas', { name: 'Autre fête' })).body
  .secretSanta;
await bruno.post(`/api/secret-santas/${otherEvent.id}/players`, {
  name: 'Hugo',
  email: 'hugo@example.org',
  address: '1 rue Ailleurs, Brest',
  imageUrl: AVATARS[1].src,
});
const hugoSession = await signUpAndVerify(t, { name: 'Hugo', email: 'hugo@example.org' });

const expiredLink = signToken(SECRET, {
  purpose: 'participant',
  secretSantaId: event.id,
  playerId: playerIds[1]!,
  expiresAt: Math.floor(Date.now() / 1000) - 60,
});
const tamperedLink = `${chloeLink.slice(0, -4)}AAAA`;

type Actor = {
  name: string;
  client: TestClient;
  bearer?: string;
  is: Array<'owner' | 'organiser' | 'participant' | 'signedIn'>;
};
const actors: Actor[] = [
  { name: 'nobody', client: t.client(), is: [] },
  { name: 'organiser A', client: alice, is: ['owner', 'organiser', 'signedIn'] },
  { name: 'co-organiser', client: dora.client, is: ['organiser', 'signedIn'] },
  { name: 'removed co-organiser', client: gilles.client, is: ['signedIn'] },
  { name: 'invited, not yet co-organiser', client: fanny.client, is: ['signedIn'] },
  { name: 'organiser B', client: bruno, is: ['signedIn'] },
  { name: 'participant (session)', client: chloeSession, is: ['participant', 'signedIn'] },
  {
    name: 'participant (personal link)',
    client: t.client(),
    bearer: chloeLink,
    is: ['participant'],
  },
  { name: 'participant of another event', client: hugoSession, is: ['signedIn'] },
  // The carer reads the spaces they look after through their links, nothing else.
  { name: 'carer', client: t.client(), bearer: firstCarerLinks.felix, is: ['participant'] },
  {
    name: 'looked after, from the carer’s space',
    client: t.client(),
    bearer: firstCarerLinks.lea,
    is: ['participant'],
  },
  { name: 'expired link', client: t.client(), bearer: expiredLink, is: [] },
  { name: 'tampered link', client: t.client(), bearer: tamperedLink, is: [] },
];

/** A body each operation accepts, so an allowed call succeeds and a denied one is denied for who asks, not for what. */
function bodyFor(operation: string): unknown {
  if (
    operation.endsWith('/players') ||
    (operation.includes('/players/{playerId}') && operation.startsWith('PUT')) ||
    operation === 'POST /api/registration/{key}'
  ) {
    return {
      name: `Nouveau ${Math.random()}`.slice(0, 20),
      email: `n${Math.random()}@example.org`.replace('0.', ''),
      caredBy: null,
      address: '2 rue Neuve, Lyon',
      imageUrl: AVATARS[2].src,
    };
  }
  if (operation.endsWith('/restrictions')) return { excluded: {} };
  if (operation.endsWith('/players/import'))
    return {
      players: [
        { line: 1, name: 'Importé', email: 'importe@example.org', address: '', giftIdeas: '' },
      ],
      dryRun: true,
    };
  if (operation.endsWith('/players/invitations')) return { expected: 10 };
  if (operation.endsWith('/draw/rules'))
    return { avoidMutual: false, singleCircle: false, historyYears: null };
  if (operation === 'PATCH /api/secret-santas/{id}') return { shareAddresses: false };
  if (operation.endsWith('/exchange'))
    return {
      date: '',
      time: '',
      timeZone: 'Europe/Paris',
      budget: '30 €',
      currency: 'EUR',
      place: 'Chez Mamie',
      note: '',
      reminders: { beforeExchange: true, giftIdeas: true, giftReceived: true },
    };
  if (operation.endsWith('/announcements')) return { text: 'On se retrouve à 15 h.' };
  if (operation === 'POST /api/secret-santas/{id}/co-organisers')
    return { email: `co${Math.random()}@example.org`.replace('0.', '') };
  if (operation.includes('/co-organiser-invitation')) return { token: 'pas-un-jeton' };
  if (operation.endsWith('/address')) return { address: '8 rue Nouvelle, Lille' };
  if (operation.endsWith('/gift-ideas')) return { giftIdeas: 'Un livre' };
  if (operation.endsWith('/language')) return { language: 'en' };
  if (operation.endsWith('/participant/{secretSantaId}/reminders')) return { reminders: false };
  if (operation === 'POST /api/reminders/stop')
    return { secretSantaId: event.id, token: 'pas-un-jeton' };
  if (operation.endsWith('/messages')) return { to: 'withRecipient', text: 'Ta taille ?' };
  if (operation.endsWith('/messages/read')) return { conversation: 'withSanta' };
  if (operation === 'POST /api/secret-santas') return { name: `Fête ${Math.random()}` };
  if (operation.includes('/invitations/')) return { token: 'pas-un-jeton' };
  if (operation.endsWith('/registration-link')) return { open: false };
  if (operation.endsWith('/registration-confirmation')) return { token: 'pas-un-jeton' };
  return {};
}

function call(actor: Actor, operation: string) {
  const [method, template] = operation.split(' ') as [string, string];
  const path = template
    .replace('{id}', event.id)
    .replace('{secretSantaId}', event.id)
    .replace('{playerId}', playerIds[1]!)
    .replace('{coOrganiserId}', fanny.id)
    .concat(operation.startsWith('GET /api/invitations') ? '?token=pas-un-jeton' : '');
  const headers: Record<string, string> = actor.bearer
    ? { authorization: `Bearer ${actor.bearer}` }
    : {};
  return actor.client.request(
    method,
    path,
    method === 'GET' || method === 'DELETE' ? undefined : bodyFor(operation),
    headers,
  );
}

const isAllowed = (access: Access, actor: Actor) =>
  access === 'public' || actor.is.includes(access);

const doc = (await t.client().get('/api/openapi.json')).body as {
  paths: Record<string, Record<string, unknown>>;
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
);

describe('access to every operation of the API', () => {
  it('has a row in the access table for every operation, and no row for an operation that is gone', () => {
    expect(operations.filter((operation) => !(operation in accessMatrix))).toEqual([]);
    expect(
      Object.keys(accessMatrix).filter((operation) => !operations.includes(operation)),
    ).toEqual([]);
  });

  it('refuses every visitor who may not, revealing nothing and changing nothing', async () => {
    const before = await dumpDatabase(t.db);
    let tried = 0;
    const leaks: string[] = [];
    for (const operation of operations) {
      const access = accessMatrix[operation]!;
      if (access === 'public') continue;
      for (const actor of actors.filter((a) => !isAllowed(access, a))) {
        const answer = await call(actor, operation);
        tried++;
        if (![401, 403, 404].includes(answer.status))
          leaks.push(`${operation} as ${actor.name}: ${answer.status}`);
        const text = JSON.stringify(answer.body);
        for (const secret of secrets)
          if (text.includes(secret)) leaks.push(`${operation} as ${actor.name} shows "${secret}"`);
      }
    }
    // Lists a signed-in visitor may call: they must show nothing of Alice's event either.
    for (const actor of actors.filter(
      (a) => a.is.includes('signedIn') && !a.is.includes('organiser'),
    )) {
      const list = JSON.stringify((await actor.client.get('/api/secret-santas')).body);
      tried++;
      for (const secret of secrets)
        if (list.includes(secret))
          leaks.push(`GET /api/secret-santas as ${actor.name} shows "${secret}"`);
    }
    // Creating may name an event to take the participants from (docs/product.md §3.2): only
    // one's own, else the 404 of a missing event, and nothing is created.
    for (const actor of actors.filter(
      (a) => a.is.includes('signedIn') && !a.is.includes('organiser'),
    )) {
      const copy = await actor.client.post('/api/secret-santas', {
        name: `Copie ${Math.random()}`,
        copyPlayersFrom: event.id,
      });
      tried++;
      if (copy.status !== 404)
        leaks.push(`POST /api/secret-santas from Alice's event as ${actor.name}: ${copy.status}`);
      for (const secret of secrets)
        if (JSON.stringify(copy.body).includes(secret))
          leaks.push(
            `POST /api/secret-santas from Alice's event as ${actor.name} shows "${secret}"`,
          );
    }
    console.log(`Accès : ${tried} appels refusés essayés sur ${operations.length} opérations.`);
    expect(leaks).toEqual([]);
    expect(await dumpDatabase(t.db)).toEqual(before);
  });

  it('lets the organiser and the participant do what is theirs', async () => {
    // The owner, then the co-organiser, who has the same actions (docs/product.md §3.7).
    for (const actor of actors.filter((a) => a.is.includes('organiser'))) {
      const theirs = operations.filter(
        (op) => !op.startsWith('DELETE') && isAllowed(accessMatrix[op]!, actor),
      );
      for (const operation of theirs.filter((op) =>
        ['organiser', 'owner'].includes(accessMatrix[op]!),
      )) {
        const answer = await call(actor, operation);
        // Let in: the answer may still be a business refusal (a second draw, restrictions
        // after the draw: 409), never an access one.
        expect({
          operation,
          actor: actor.name,
          letIn: ![401, 403, 404].includes(answer.status) && answer.status < 500,
        }).toEqual({ operation, actor: actor.name, letIn: true });
      }
    }
    // The reset among them replaced every personal link (docs/decisions/0029): Chloé's opens
    // nothing now, and the next notification gives her the one she uses from then on.
    const withLink = actors.find((a) => a.name === 'participant (personal link)')!;
    const replaced = await call(withLink, 'GET /api/participant/{secretSantaId}');
    expect(replaced.body.error.code).toBe('LINK_REPLACED');
    await alice.post(`/api/secret-santas/${event.id}/draw`);
    await alice.post(`/api/secret-santas/${event.id}/draw/notify`);
    withLink.bearer = (await t.lastMailTo('chloe@example.org'))!.links
      .find((l) => l.includes('/participant/'))!
      .split('/')
      .pop()!;
    const links = await carerLinks();
    actors.find((a) => a.name === 'carer')!.bearer = links.felix;
    actors.find((a) => a.name === 'looked after, from the carer’s space')!.bearer = links.lea;
    for (const actor of actors.filter((a) => a.is.includes('participant'))) {
      for (const operation of operations.filter((op) => accessMatrix[op] === 'participant')) {
        const answer = await call(actor, operation);
        const letIn = ![401, 403, 404].includes(answer.status) && answer.status < 500;
        expect({ operation, actor: actor.name, letIn }).toEqual({
          operation,
          actor: actor.name,
          letIn: true,
        });
      }
    }
  });
});
