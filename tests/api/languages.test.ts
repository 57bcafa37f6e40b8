import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { mailMessages as englishMail } from '../../src/shared/mail-messages.en.ts';
import { mailMessages as frenchMail } from '../../src/shared/mail-messages.ts';
import { mailOutbox, players } from '../../src/server/db/schema.ts';
import { createTestApp, signUpAndVerify, type TestClient } from '../support/test-app.ts';

/**
 * Each e-mail in its recipient's language (docs/product.md §9.9): an organiser's in the
 * language of the page that caused it, a player's in the player's, which the organiser sets
 * (their own by default) and the player changes in their space.
 */
const t = await createTestApp();
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };
const en = englishMail.mail;
const fr = frenchMail.mail;

async function addPlayer(
  organiser: TestClient,
  eventId: string,
  name: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const answer = await organiser.request(
    'POST',
    `/api/secret-santas/${eventId}/players`,
    JSON.stringify({
      name,
      email: `${name.toLowerCase()}@example.org`,
      address: `${name.length} Holly Lane, York`,
      imageUrl: AVATARS[2].src,
      ...extra,
    }),
    headers,
  );
  expect(answer.status).toBe(201);
  return answer.body.player as { id: string; email: string; language: string };
}

describe('the e-mails of an account', () => {
  it('confirms a sign-up in the language of the page it was made on', async () => {
    const client = t.client();
    const english = await client.request(
      'POST',
      '/api/auth/sign-up',
      JSON.stringify({ name: 'Harry', email: 'harry@example.org' }),
      ENGLISH,
    );
    expect(english.status).toBe(201);
    const mail = await t.lastMailTo('harry@example.org');
    expect(mail).toMatchObject({ kind: 'verify-email', language: 'en', subject: en.verifySubject });
    expect(mail!.text).toContain(en.verifyText);
    expect(mail!.html).toMatch(/<html[^>]* lang="en"/);

    await client.post('/api/auth/sign-up', { name: 'Hélène', email: 'helene@example.org' });
    expect(await t.lastMailTo('helene@example.org')).toMatchObject({
      language: 'fr',
      subject: fr.verifySubject,
    });
  });

  it('sends a password reset in the language of the page that asked for it', async () => {
    await signUpAndVerify(t, { name: 'Irene', email: 'irene@example.org' });
    const client = t.client();
    await client.request(
      'POST',
      '/api/auth/request-password-reset',
      JSON.stringify({ email: 'irene@example.org' }),
      ENGLISH,
    );
    expect(await t.lastMailTo('irene@example.org')).toMatchObject({
      kind: 'reset-password',
      subject: en.resetSubject,
    });
    await client.post('/api/auth/request-password-reset', { email: 'irene@example.org' });
    expect(await t.lastMailTo('irene@example.org')).toMatchObject({
      kind: 'reset-password',
      subject: fr.resetSubject,
    });
  });
});

describe('the e-mails of a player', () => {
  it('writes each player’s e-mails in their language: the organiser’s by default, or as chosen', async () => {
    const organiser = await signUpAndVerify(t, { name: 'Jane', email: 'jane@example.org' });
    const eventId = (await organiser.post('/api/secret-santas', { name: 'Christmas' })).body
      .secretSanta.id as string;
    // An organiser whose page is in English: their new players' e-mails are too.
    const kate = await addPlayer(organiser, eventId, 'Kate', {}, ENGLISH);
    const louis = await addPlayer(organiser, eventId, 'Louis', { language: 'fr' }, ENGLISH);
    const mia = await addPlayer(organiser, eventId, 'Mia');
    expect([kate.language, louis.language, mia.language]).toEqual(['en', 'fr', 'fr']);

    // The invitation, in each one's language, whatever the organiser's page says.
    await organiser.request(
      'POST',
      `/api/secret-santas/${eventId}/players/${kate.id}/invitation`,
      '{}',
    );
    await organiser.request(
      'POST',
      `/api/secret-santas/${eventId}/players/${louis.id}/invitation`,
      '{}',
      ENGLISH,
    );
    expect(await t.lastMailTo(kate.email)).toMatchObject({
      kind: 'invitation',
      subject: en.invitationSubject('Christmas'),
    });
    expect(await t.lastMailTo(louis.email)).toMatchObject({
      kind: 'invitation',
      subject: fr.invitationSubject('Christmas'),
    });

    // The draw e-mails, queued for everyone in one statement, each in its reader's language.
    expect((await organiser.post(`/api/secret-santas/${eventId}/draw`)).status).toBe(200);
    expect((await organiser.post(`/api/secret-santas/${eventId}/draw/notify`)).status).toBe(200);
    const kateDraw = await t.lastMailTo(kate.email);
    expect(kateDraw).toMatchObject({
      kind: 'draw-notification',
      subject: en.drawSubject('Christmas'),
    });
    expect(kateDraw!.text).toContain(en.drawText('Christmas'));
    expect(kateDraw!.text).toMatch(/works until \w+ \d+, \d{4} inclusive/);
    expect(await t.lastMailTo(mia.email)).toMatchObject({ subject: fr.drawSubject('Christmas') });

    // The organiser changes Mia's language: her next e-mail is in English.
    const edit = await organiser.request(
      'PUT',
      `/api/secret-santas/${eventId}/players/${mia.id}`,
      JSON.stringify({
        name: 'Mia',
        email: mia.email,
        address: '3 Holly Lane, York',
        imageUrl: AVATARS[2].src,
        language: 'en',
      }),
    );
    expect(edit.status).toBe(200);
    expect(edit.body.player.language).toBe('en');

    // Kate chooses French in her space; an edit without a language leaves hers as it is.
    const kateToken = kateDraw!.links
      .find((link) => link.includes(`/participant/${eventId}/`))!
      .split('/')
      .pop()!;
    const kateClient = t.client();
    const chosen = await kateClient.request(
      'PUT',
      `/api/participant/${eventId}/language`,
      JSON.stringify({ language: 'fr' }),
      { authorization: `Bearer ${kateToken}` },
    );
    expect(chosen.status).toBe(200);
    expect(chosen.body.me.language).toBe('fr');
    const refused = await kateClient.request(
      'PUT',
      `/api/participant/${eventId}/language`,
      JSON.stringify({ language: 'ja' }),
      { authorization: `Bearer ${kateToken}`, ...ENGLISH },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Invalid data.');
    const [row] = await t.db.select().from(players).where(eq(players.id, kate.id));
    expect(row!.language).toBe('fr');

    // A new link, asked for from a page in English, comes in each player's own language.
    await t
      .client()
      .request(
        'POST',
        `/api/participant/${eventId}/new-link`,
        JSON.stringify({ email: kate.email }),
        ENGLISH,
      );
    expect(await t.lastMailTo(kate.email)).toMatchObject({
      kind: 'personal-link',
      subject: fr.personalLinkSubject('Christmas'),
    });
    await t.client().post(`/api/participant/${eventId}/new-link`, { email: mia.email });
    expect(await t.lastMailTo(mia.email)).toMatchObject({
      kind: 'personal-link',
      subject: en.personalLinkSubject('Christmas'),
    });
  });

  it('imports a list in the organiser’s language, and a copy keeps each one’s', async () => {
    const organiser = await signUpAndVerify(t, { name: 'Nora', email: 'nora@example.org' });
    const eventId = (await organiser.post('/api/secret-santas', { name: 'Office' })).body
      .secretSanta.id as string;
    const imported = await organiser.request(
      'POST',
      `/api/secret-santas/${eventId}/players/import`,
      JSON.stringify({
        players: [
          { line: 1, name: 'Olive', email: 'olive@example.org', address: '', giftIdeas: '' },
          { line: 2, name: 'Paul', email: 'paul@example.org', address: '', giftIdeas: '' },
        ],
        dryRun: false,
      }),
      ENGLISH,
    );
    expect(imported.status).toBe(200);
    // The preview says what stops a line in the organiser's language.
    const preview = await organiser.request(
      'POST',
      `/api/secret-santas/${eventId}/players/import`,
      JSON.stringify({
        players: [
          { line: 1, name: 'Rita', email: 'rita@example.org', address: '', giftIdeas: '' },
          { line: 2, name: 'Rita', email: 'rita2@example.org', address: '', giftIdeas: '' },
          { line: 3, name: 'Sid', email: 'not-an-address', address: '', giftIdeas: '' },
        ],
        dryRun: true,
      }),
      ENGLISH,
    );
    expect(
      preview.body.lines.map((line: { error: { message: string } | null }) => line.error?.message),
    ).toEqual([undefined, 'This name is already on row 1.', 'Please enter a valid email address.']);
    const paul = (await organiser.get(`/api/secret-santas/${eventId}/players`)).body.players.find(
      (p: { name: string }) => p.name === 'Paul',
    );
    await organiser.request(
      'PUT',
      `/api/secret-santas/${eventId}/players/${paul.id}`,
      JSON.stringify({
        name: 'Paul',
        email: 'paul@example.org',
        imageUrl: paul.imageUrl,
        language: 'fr',
      }),
    );
    const copy = await organiser.post('/api/secret-santas', {
      name: 'Office 2027',
      copyPlayersFrom: eventId,
    });
    expect(copy.status).toBe(201);
    const copied = (
      await organiser.get(`/api/secret-santas/${copy.body.secretSanta.id}/players`)
    ).body.players.map((p: { name: string; language: string }) => [p.name, p.language]);
    expect(copied).toEqual([
      ['Olive', 'en'],
      ['Paul', 'fr'],
    ]);
  });
});

describe('every other e-mail of a player', () => {
  it('is in the player’s language: message, address change, withdrawal, change of draw, completion, sign-up', async () => {
    const organiser = await signUpAndVerify(t, { name: 'Uma', email: 'uma@example.org' });
    const eventId = (await organiser.post('/api/secret-santas', { name: 'Cousins' })).body
      .secretSanta.id as string;
    // A sign-up through the link, from a page in English: the e-mail and the player are English.
    const link = await organiser.request(
      'PUT',
      `/api/secret-santas/${eventId}/registration-link`,
      JSON.stringify({ open: true }),
    );
    const key = (link.body.registrationLink.url as string).split('/').pop()!;
    await t.client().request(
      'POST',
      `/api/registration/${key}`,
      JSON.stringify({
        name: 'Vic',
        email: 'vic@example.org',
        address: '5 Elm Row, Bath',
        imageUrl: AVATARS[1].src,
        giftIdeas: '',
      }),
      ENGLISH,
    );
    const confirmation = await t.lastMailTo('vic@example.org');
    expect(confirmation).toMatchObject({
      kind: 'registration-confirmation',
      subject: en.registrationSubject('Cousins'),
    });
    const token = new URL(
      confirmation!.links.find((l) => l.includes('/confirm-sign-up?token='))!,
    ).searchParams.get('token');
    expect((await t.client().post('/api/registration-confirmation', { token })).status).toBe(200);

    const people: Record<string, { id: string; email: string; language: string }> = {};
    for (const [name, language] of [
      ['Walt', 'fr'],
      ['Xena', 'en'],
      ['Yves', 'fr'],
    ] as const)
      people[name] = await addPlayer(organiser, eventId, name, { language });
    const listed = (await organiser.get(`/api/secret-santas/${eventId}/players`)).body.players;
    const vic = listed.find((p: { name: string }) => p.name === 'Vic');
    expect(vic.language).toBe('en');
    people.Vic = vic;
    await organiser.post(`/api/secret-santas/${eventId}/draw`);
    await organiser.post(`/api/secret-santas/${eventId}/draw/notify`);
    const tokenOf = async (email: string) =>
      (await t.lastMailTo(email))!.links
        .find((l) => l.includes(`/participant/${eventId}/`))!
        .split('/')
        .pop()!;
    const tokens: Record<string, string> = {};
    for (const [name, person] of Object.entries(people)) tokens[name] = await tokenOf(person.email);
    /** Every e-mail of a kind to this event's players is in its reader's language. */
    const expectInReadersLanguage = async (kind: string) => {
      const rows = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).filter(
        (row) => row.secretSantaId === eventId,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const person = Object.values(people).find((p) => p.email === row.recipient)!;
        expect([kind, row.recipient, row.language]).toEqual([kind, row.recipient, person.language]);
      }
    };

    // A message to one's Santa reaches the Santa in the Santa's language.
    const sent = await t
      .client()
      .request(
        'POST',
        `/api/participant/${eventId}/messages`,
        JSON.stringify({ to: 'withSanta', text: 'Hello!' }),
        { authorization: `Bearer ${tokens.Xena}` },
      );
    expect(sent.status).toBe(200);
    await expectInReadersLanguage('message');

    // Yves's address changes after the draw: his old address is told, in French.
    const yves = people.Yves!;
    await organiser.request(
      'PUT',
      `/api/secret-santas/${eventId}/players/${yves.id}`,
      JSON.stringify({ name: 'Yves', email: 'yves.new@example.org', imageUrl: AVATARS[2].src }),
      ENGLISH,
    );
    expect(await t.lastMailTo(yves.email)).toMatchObject({
      kind: 'email-changed',
      subject: fr.emailChangedSubject('Cousins'),
    });
    people.Yves = { ...yves, email: 'yves.new@example.org' };
    // His link went to the old address and stops working; 'Renvoyer son lien' sends him a new
    // one at the new address, in his language whatever the organiser's.
    await organiser.request(
      'POST',
      `/api/secret-santas/${eventId}/players/${yves.id}/invitation`,
      '{}',
      ENGLISH,
    );
    expect(await t.lastMailTo('yves.new@example.org')).toMatchObject({
      kind: 'draw-notification',
      subject: fr.drawSubject('Cousins'),
    });
    tokens.Yves = await tokenOf('yves.new@example.org');

    // Walt leaves: told in French; those whose recipient changed, each in their language.
    const walt = people.Walt!;
    const withdrawal = await organiser.request(
      'POST',
      `/api/secret-santas/${eventId}/players/${walt.id}/withdrawal`,
      JSON.stringify({ redrawEveryone: false }),
      ENGLISH,
    );
    expect(withdrawal.status).toBe(200);
    expect(await t.lastMailTo(walt.email)).toMatchObject({
      kind: 'player-withdrawn',
      subject: fr.withdrawnSubject('Cousins'),
    });
    delete people.Walt;
    await expectInReadersLanguage('draw-changed');

    // Everyone says their gift arrived: the end, told to each in their language.
    for (const name of Object.keys(people)) {
      const token = tokens[name];
      const answer = await t
        .client()
        .request('POST', `/api/participant/${eventId}/gift-received`, undefined, {
          authorization: `Bearer ${token}`,
        });
      expect(answer.status).toBe(200);
    }
    await expectInReadersLanguage('completion');
  });
});

describe('the draw’s explanations', () => {
  it('names who cannot be drawn in the caller’s language, with the caller’s way of listing names', async () => {
    const organiser = await signUpAndVerify(t, { name: 'Quinn', email: 'quinn@example.org' });
    const eventId = (await organiser.post('/api/secret-santas', { name: 'Trio' })).body.secretSanta
      .id as string;
    const ids: Record<string, string> = {};
    for (const name of ['Rose', 'Sam', 'Tess'])
      ids[name] = (await addPlayer(organiser, eventId, name)).id;
    // Rose may give to nobody.
    const excluded = { [ids.Rose!]: [ids.Sam!, ids.Tess!] };
    const english = await organiser.request(
      'PUT',
      `/api/secret-santas/${eventId}/restrictions`,
      JSON.stringify({ excluded }),
      ENGLISH,
    );
    expect(english.status).toBe(200);
    expect(english.body.feasibility).toEqual({
      ok: false,
      message: 'No valid draw can be found with the current restrictions. Rose can give to nobody.',
    });
    const french = await organiser.request(
      'PUT',
      `/api/secret-santas/${eventId}/restrictions`,
      JSON.stringify({ excluded: { [ids.Rose!]: [ids.Sam!, ids.Tess!], [ids.Sam!]: [ids.Rose!] } }),
    );
    expect(french.body.feasibility.message).toBe(
      'Impossible de trouver un tirage valide avec les restrictions actuelles. Rose ne peut offrir à personne.',
    );
    const draw = await organiser.request(
      'POST',
      `/api/secret-santas/${eventId}/draw`,
      '{}',
      ENGLISH,
    );
    expect(draw.status).toBe(422);
    expect(draw.body.error).toMatchObject({
      code: 'DRAW_IMPOSSIBLE',
      message: 'No valid draw can be found with the current restrictions. Rose can give to nobody.',
    });
  });
});
