import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../src/server/db/schema.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { parsePlayerList } from '../../src/shared/players/parse-player-list.ts';
import { dumpDatabase } from '../support/dump-database.ts';
import { newEvent } from '../support/drawn-event.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

/**
 * 'Importer une liste' (docs/product.md §4.8): every line checked by the server, named when it
 * cannot be added, and all the lines added in one go or none.
 */
const t = await createTestApp();
const olga = await signUpAndVerify(t, { name: 'Olga', email: 'olga@example.org' });
const igor = await signUpAndVerify(t, { name: 'Igor', email: 'igor@example.org' });
const p = organiserMessages.participantsTab;

const importList = (id: string, text: string, dryRun: boolean, client = olga) =>
  client.post(`/api/secret-santas/${id}/players/import`, {
    players: parsePlayerList(text).rows,
    dryRun,
  });
const namesOf = async (id: string) =>
  (
    await t.db
      .select({ name: players.name })
      .from(players)
      .where(eq(players.secretSantaId, id))
      .orderBy(asc(players.createdAt), asc(players.id))
  ).map((row) => row.name);

const LIST = [
  'Nom;Email;Adresse;Idées cadeaux',
  'Anna;anna@example.org;1 rue du Houx, Lille;Un livre',
  'Boris;pas-un-email;;',
  'C;cyril@example.org;;',
  'Dora;dora@example.org;ici;',
  'Anna;autre@example.org;;',
  'Emma;ANNA@example.org;;',
  'Farid;farid@example.org;;Du thé',
].join('\n');

describe('importing a list', () => {
  it('names each line that cannot be added, and adds none of the list until all can be', async () => {
    const id = await newEvent(olga, 'Import');
    await olga.post(`/api/secret-santas/${id}/players`, {
      name: 'Gaëlle',
      email: 'gaelle@example.org',
      imageUrl: '/avatars/penguin.svg',
    });
    const list = `${LIST}\nGAËLLE;g2@example.org;;\nHugo;Gaelle@Example.org;;`;
    const before = await dumpDatabase(t.db);

    const preview = await importList(id, list, true);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      imported: 0,
      lines: [
        { line: 2, error: null },
        { line: 3, error: { field: 'email', message: messages.players.emailInvalid } },
        { line: 4, error: { field: 'name', message: messages.players.nameTooShort } },
        { line: 5, error: { field: 'address', message: messages.players.addressTooShort } },
        { line: 6, error: { field: 'name', message: p.nameInLine(2) } },
        { line: 7, error: { field: 'email', message: p.emailInLine(2) } },
        { line: 8, error: null },
        { line: 9, error: { field: 'name', message: organiserMessages.participantsTab.nameTaken } },
        { line: 10, error: { field: 'email', message: organiserMessages.participantsTab.emailTaken } },
      ],
    });
    // Importing the whole list adds nothing either.
    expect((await importList(id, list, false)).body.imported).toBe(0);
    expect(await dumpDatabase(t.db)).toEqual(before);

    // The lines that can be, in the list's order, as the form saves them.
    const good = [LIST.split('\n')[0], LIST.split('\n')[1], LIST.split('\n')[7]].join('\n');
    const imported = await importList(id, good, false);
    expect(imported.body.imported).toBe(2);
    expect(await namesOf(id)).toEqual(['Gaëlle', 'Anna', 'Farid']);
    const list2 = (await olga.get(`/api/secret-santas/${id}/players`)).body.players;
    expect(list2[1]).toMatchObject({
      name: 'Anna',
      email: 'anna@example.org',
      address: '1 rue du Houx, Lille',
      giftIdeas: 'Un livre',
      invited: false,
    });
    expect(list2[1].imageUrl).toMatch(/^\/avatars\//);
    // Imported again: each is already there.
    const again = await importList(id, good, true);
    expect(again.body.lines.map((l: { error: { message: string } }) => l.error.message)).toEqual([
      organiserMessages.participantsTab.nameTaken,
      organiserMessages.participantsTab.nameTaken,
    ]);
  });

  it('reads every separator, a byte order mark and quoted line breaks', async () => {
    const id = await newEvent(olga, 'Séparateurs');
    const lists = [
      'Anna,anna@example.org,"1 rue du Houx\n59000 Lille",""',
      '\uFEFFNom\tEmail\nBoris\tboris@example.org',
      'Cyril;cyril@example.org;"3 place ""Verte"", Lyon";Un bonnet',
    ];
    for (const list of lists) expect((await importList(id, list, false)).body.imported).toBe(1);
    const stored = (await olga.get(`/api/secret-santas/${id}/players`)).body.players;
    expect(stored.map((player: { address: string }) => player.address)).toEqual([
      '1 rue du Houx\n59000 Lille',
      '',
      '3 place "Verte", Lyon',
    ]);
  });

  it('takes 10,000 lines in one request', async () => {
    const id = await newEvent(olga, 'Entreprise');
    const list = Array.from({ length: 10_000 }, (_, i) => `Salarié ${i};s${i}@example.org`).join(
      '\n',
    );
    const imported = await importList(id, list, false);
    expect(imported.body.imported).toBe(10_000);
    expect((await namesOf(id)).slice(0, 3)).toEqual(['Salarié 0', 'Salarié 1', 'Salarié 2']);
    const tooMany = await olga.post(`/api/secret-santas/${id}/players/import`, {
      players: parsePlayerList(`${list}\nUn de trop;trop@example.org`).rows,
      dryRun: true,
    });
    expect(tooMany.status).toBe(400);
  });

  it('compares names as the database does, and takes any text the form takes', async () => {
    const id = await newEvent(olga, 'Lettres');
    await importList(id, 'irem;irem@example.org\nΟδυσσευς;odysseus@example.org', false);
    // 'İ' lower-cases to 'i̇' in French rules but to 'i̇'/'i' by the database's: the database decides.
    const preview = await importList(id, 'İREM;irem2@example.org\nΟΔΥΣΣΕΥΣ;o2@example.org', true);
    const imported = await importList(id, 'İREM;irem2@example.org\nΟΔΥΣΣΕΥΣ;o2@example.org', false);
    expect(imported.status).toBe(200);
    expect(imported.body.lines).toEqual(preview.body.lines);
    // A broken emoji (an unpaired surrogate) is no 500: stored as the form stores it, U+FFFD.
    const broken = await olga.post(`/api/secret-santas/${id}/players/import`, {
      players: [
        { line: 1, name: 'Zoé \ud83c', email: 'zoe@example.org', address: '', giftIdeas: '' },
      ],
      dryRun: false,
    });
    expect(broken.status).toBe(200);
    expect(broken.body.imported).toBe(1);
    expect(await namesOf(id)).toContain('Zoé \ufffd');
  });

  it('is the organiser’s, before the draw only', async () => {
    const id = await newEvent(olga, 'Avant le tirage');
    expect((await importList(id, 'Anna;anna@example.org', true, igor)).status).toBe(404);
    expect((await importList(id, 'Anna;anna@example.org', true, t.client())).status).toBe(401);
    await importList(id, 'Anna;anna@example.org\nBoris;boris@example.org', false);
    await olga.post(`/api/secret-santas/${id}/draw`);
    const late = await importList(id, 'Cyril;cyril@example.org', false);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(p.importAfterDraw);
    expect(await namesOf(id)).toEqual(['Anna', 'Boris']);
  });
});
