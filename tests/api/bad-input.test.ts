import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { catalogueTexts } from '../support/catalogue-texts.ts';
import { screenCatalogues } from '../../src/shared/catalogues.ts';
import { dumpDatabase } from '../support/dump-database.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

/**
 * Every operation that takes a body gets generated nonsense: wrong types, missing and extra
 * fields, empty and huge strings, control characters, emoji, half an emoji and right-to-left
 * text, SQL and HTML fragments, huge lists, malformed JSON, the wrong content type. The answer
 * is never a 5xx, a refusal is in the catalogue’s French, and a refusal changes nothing.
 */
const t = await createTestApp();
const { isCatalogueText } = catalogueTexts();
const english = catalogueTexts(screenCatalogues('en'));
const alice = await signUpAndVerify(t, { name: 'Alice', email: 'alice@example.org' });
const event = (await alice.post('/api/secret-santas', { name: 'Fuzz' })).body.secretSanta;
const player = (
  await alice.post(`/api/secret-santas/${event.id}/players`, {
    name: 'Chloé',
    email: 'chloe@example.org',
    address: '1 rue du Test, Paris',
    imageUrl: AVATARS[0].src,
  })
).body.player;
const denis = (
  await alice.post(`/api/secret-santas/${event.id}/players`, {
    name: 'Denis',
    email: 'denis@example.org',
    address: '2 rue du Test, Paris',
    imageUrl: AVATARS[1].src,
  })
).body.player;
const chloe = await signUpAndVerify(t, { name: 'Chloé', email: 'chloe@example.org' });

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema> };
const doc = (await t.client().get('/api/openapi.json')).body as {
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> } }>
  >;
};
const withBody = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([, operation]) => operation.requestBody)
    .map(([method]) => ({ method: method.toUpperCase(), path })),
);

const nasty = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000\u0007\u001b[31m',
    "'; drop table players; --",
    '<img src=x onerror=alert(1)>',
    '\u202eerèimerp\u202c',
    '🎅🎄🎁'.repeat(50),
    'Zoé \ud83c',
    '\udf84🎄\ud83c',
    'x'.repeat(1_000_000),
    '00000000-0000-4000-8000-000000000000',
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.constant(Array.from({ length: 20_000 }, (_, i) => `id-${i}`)),
);
const body = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'name',
      'email',
      'password',
      'address',
      'imageUrl',
      'giftIdeas',
      'excluded',
      'token',
      'newPassword',
      'copyPlayersFrom',
      'extra',
    ),
    nasty,
  ),
  nasty,
);

function pathOf(template: string) {
  return template
    .replace('{id}', event.id)
    .replace('{secretSantaId}', event.id)
    .replace('{playerId}', player.id);
}

describe('bad input', () => {
  it('never answers 5xx, refuses in French and changes nothing', async () => {
    let tried = 0;
    const failures: string[] = [];
    for (const { method, path } of withBody) {
      const client = path.startsWith('/api/participant') ? chloe : alice;
      // What the database holds before each request: nothing else writes to it meanwhile.
      let before = JSON.stringify(await dumpDatabase(t.db));
      await fc.assert(
        fc.asyncProperty(body, async (input) => {
          const answer = await client.request(method, pathOf(path), JSON.stringify(input));
          tried++;
          const after = JSON.stringify(await dumpDatabase(t.db));
          if (answer.status >= 500)
            failures.push(
              `${method} ${path} ${JSON.stringify(input).slice(0, 80)} → ${answer.status}`,
            );
          if (answer.status >= 400) {
            const message = answer.body?.error?.message ?? '';
            if (!isCatalogueText(message))
              failures.push(`${method} ${path}: not from the catalogue: ${message}`);
            if (after !== before)
              failures.push(`${method} ${path} changed the database on ${answer.status}`);
          }
          before = after;
        }),
        { numRuns: 12, seed: 2026 },
      );
      for (const raw of ['{pas du json', '[1,2', '"texte"', 'null']) {
        const answer = await client.request(method, pathOf(path), raw);
        tried++;
        if (answer.status !== 400) failures.push(`${method} ${path} ${raw} → ${answer.status}`);
      }
      const wrongType = await client.request(method, pathOf(path), undefined, {
        'content-type': 'text/plain',
      });
      tried++;
      if (wrongType.status >= 500 || wrongType.status < 400)
        failures.push(`${method} ${path} text/plain → ${wrongType.status}`);
    }
    console.log(`Entrées invalides : ${tried} essayées sur ${withBody.length} opérations.`);
    expect(failures).toEqual([]);
  });

  it('refuses an English caller in English, with the same codes (docs/product.md §9.9)', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const { method, path } of withBody) {
      const client = path.startsWith('/api/participant') ? chloe : alice;
      await fc.assert(
        fc.asyncProperty(body, async (input) => {
          const text = JSON.stringify(input);
          const inFrench = await client.request(method, pathOf(path), text);
          const inEnglish = await client.request(method, pathOf(path), text, {
            'accept-language': 'en-GB,en;q=0.9',
          });
          tried++;
          if (inEnglish.status < 400) return;
          const message = inEnglish.body?.error?.message ?? '';
          if (!english.isCatalogueText(message))
            failures.push(`${method} ${path}: not English: ${message}`);
          if (inEnglish.body?.error?.code !== inFrench.body?.error?.code)
            failures.push(
              `${method} ${path}: ${inEnglish.body?.error?.code} ≠ ${inFrench.body?.error?.code}`,
            );
        }),
        { numRuns: 6, seed: 2026 },
      );
      const malformed = await client.request(method, pathOf(path), '{pas du json', {
        'accept-language': 'en',
      });
      if (!english.isCatalogueText(malformed.body?.error?.message ?? ''))
        failures.push(`${method} ${path} malformed: ${malformed.body?.error?.message}`);
    }
    console.log(`Refusals in English: ${tried} tried.`);
    expect(failures).toEqual([]);
  });

  it('takes half an emoji (a lone surrogate) in every text field of every operation: no 5xx', async () => {
    // Each field as a form fills it, so that most bodies pass their contract and reach the
    // database; half an emoji in every text but the e-mail (a form refuses one there).
    const filled = (half: string) => ({
      name: `Zoé ${half}`,
      email: 'zoe.demi@example.org',
      password: `secret ${half}`,
      newPassword: `secret ${half}`,
      token: `abc${half}`,
      address: `1 rue ${half} du Test`,
      giftIdeas: `Des gants ${half}`,
      imageUrl: AVATARS[2].src,
      language: 'fr',
      copyPlayersFrom: event.id,
      secretSantaId: event.id,
      players: [
        {
          line: 1,
          name: `Yves ${half}`,
          email: 'yves.demi@example.org',
          address: `2 rue ${half}`,
          giftIdeas: half,
        },
      ],
      dryRun: true,
      excluded: { [player.id]: [denis.id] },
      households: [{ name: `Foyer ${half}`, playerIds: [player.id, denis.id] }],
      date: '2026-12-24',
      time: '18:00',
      timeZone: 'Europe/Paris',
      budget: '20 €',
      currency: 'EUR',
      place: `Chez ${half} Alice`,
      note: `Apportez ${half} un dessert`,
      to: 'withRecipient',
      text: `Merci ${half}`,
      conversation: 'withRecipient',
      shareAddresses: true,
      open: true,
      expected: 2,
      avoidMutual: true,
      singleCircle: false,
      historyYears: null,
      carerNotGivingToCared: true,
      // Nobody looks after Zoé: she has her own address.
      caredBy: null,
      withinGroups: false,
      group: `Équipe ${half}`,
    });
    // Every text field an operation takes is one of these: a new field is not left out.
    const stringFields = withBody.flatMap(({ method, path }) => {
      const schema =
        doc.paths[path]![method.toLowerCase()]!.requestBody!.content['application/json']!.schema;
      return Object.entries(schema.properties ?? {})
        .filter(([, property]) => [property.type].flat().includes('string'))
        .map(([name]) => name);
    });
    expect(stringFields.length).toBeGreaterThan(30);
    expect(stringFields.filter((name) => !(name in filled('')))).toEqual([]);

    const failures: string[] = [];
    // What the database holds before each request: nothing else writes to it meanwhile.
    let before = JSON.stringify(await dumpDatabase(t.db));
    for (const half of ['\ud83c', '\udf84']) {
      for (const { method, path } of withBody) {
        const client = path.startsWith('/api/participant') ? chloe : alice;
        const answer = await client.request(method, pathOf(path), filled(half));
        const after = JSON.stringify(await dumpDatabase(t.db));
        if (answer.status >= 500) failures.push(`${method} ${path} → ${answer.status}`);
        if (answer.status >= 400) {
          const message = answer.body?.error?.message ?? '';
          if (!isCatalogueText(message))
            failures.push(`${method} ${path}: not from the catalogue: ${message}`);
          if (after !== before)
            failures.push(`${method} ${path} changed the database on ${answer.status}`);
        }
        before = after;
      }
    }
    console.log(`Demi-emoji dans chaque champ texte : ${2 * withBody.length} requêtes.`);
    expect(failures).toEqual([]);
  });
});
