import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { parsePlayerList } from '../../src/shared/players/parse-player-list.ts';
import { players, santaAssignments } from '../../src/server/db/schema.ts';
import { newEvent } from '../support/drawn-event.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

// docs/product.md §6.1: « Un tirage par équipe ».

const t = await createTestApp({ now: () => new Date('2026-12-01T10:00:00Z') });
const organiser = await signUpAndVerify(t, { name: 'Hélène RH', email: 'rh@example.org' });
const tab = organiserMessages.participantsTab;
const rulesOn = {
  avoidMutual: false,
  singleCircle: false,
  historyYears: null,
  withinGroups: true,
};

async function teamOf(id: string): Promise<Map<string, string | null>> {
  const rows = await t.db.select().from(players).where(eq(players.secretSantaId, id));
  return new Map(rows.map((row) => [row.id, row.group]));
}

describe('one draw per team', () => {
  it('imports a Team column, draws inside each team, and keeps teams once drawn', async () => {
    const id = await newEvent(organiser, 'Bureaux de Lyon');
    const lines = ['Nom;Email;Équipe'];
    for (let index = 0; index < 30; index++) {
      lines.push(
        `Personne ${index};p${index}@example.org;${['Ventes', 'Compta', 'IT'][index % 3]}`,
      );
    }
    const list = parsePlayerList(lines.join('\n'));
    expect(list.ignoredColumns).toEqual([]);
    const imported = await organiser.post(`/api/secret-santas/${id}/players/import`, {
      players: list.rows,
      dryRun: false,
    });
    expect(imported.body.imported).toBe(30);
    const teams = await teamOf(id);
    expect(new Set(teams.values())).toEqual(new Set(['Ventes', 'Compta', 'IT']));

    expect(
      (await organiser.request('PUT', `/api/secret-santas/${id}/draw/rules`, rulesOn)).body,
    ).toMatchObject({ drawRules: rulesOn, feasibility: { ok: true } });
    expect((await organiser.post(`/api/secret-santas/${id}/draw`)).status).toBe(200);
    const pairs = await t.db
      .select()
      .from(santaAssignments)
      .where(eq(santaAssignments.secretSantaId, id));
    expect(pairs).toHaveLength(30);
    for (const pair of pairs) expect(teams.get(pair.receiverId)).toBe(teams.get(pair.giverId));

    const [someone] = (
      await t.db.select().from(players).where(eq(players.email, 'p0@example.org'))
    ).map((row) => row.id);
    if (someone === undefined) throw new Error('Personne 0 was imported');
    const moved = await organiser.request('PUT', `/api/secret-santas/${id}/players/${someone}`, {
      name: 'Personne 0',
      email: 'p0@example.org',
      caredBy: null,
      group: 'IT',
      imageUrl: AVATARS[1].src,
    });
    expect(moved.status).toBe(409);
    expect(moved.body.error).toMatchObject({ message: tab.groupAfterDraw, field: 'group' });
    expect((await teamOf(id)).get(someone)).toBe('Ventes');
    // Without the rule, a team is a label like any: it may change after the draw.
    const other = await newEvent(organiser, 'Sans la règle');
    const added = await organiser.post(`/api/secret-santas/${other}/players`, {
      name: 'Zoé',
      email: 'zoe@example.org',
      caredBy: null,
      group: 'Ventes',
      imageUrl: AVATARS[1].src,
    });
    await organiser.post(`/api/secret-santas/${other}/players`, {
      name: 'Yann',
      email: 'yann@example.org',
      caredBy: null,
      imageUrl: AVATARS[1].src,
    });
    await organiser.post(`/api/secret-santas/${other}/draw`);
    const relabelled = await organiser.request(
      'PUT',
      `/api/secret-santas/${other}/players/${added.body.player.id}`,
      {
        name: 'Zoé',
        email: 'zoe@example.org',
        caredBy: null,
        group: 'IT',
        imageUrl: AVATARS[1].src,
      },
    );
    expect(relabelled.body.player.group).toBe('IT');
  });

  it('names someone alone in their team, as the rules are saved and as the draw is asked', async () => {
    const id = await newEvent(organiser, 'Petite agence');
    for (const [name, group] of [
      ['Anne', 'Ventes'],
      ['Bruno', 'Ventes'],
      ['Chloé', 'Direction'],
    ] as const) {
      await organiser.post(`/api/secret-santas/${id}/players`, {
        name,
        email: `${name.toLowerCase().replace('é', 'e')}@example.org`,
        caredBy: null,
        group,
        imageUrl: AVATARS[0].src,
      });
    }
    const saved = await organiser.request('PUT', `/api/secret-santas/${id}/draw/rules`, rulesOn);
    expect(saved.body.feasibility).toEqual({
      ok: false,
      message: expect.stringContaining('Chloé est seul dans l’équipe «\u202fDirection\u202f»'),
    });
    const refused = await organiser.post(`/api/secret-santas/${id}/draw`);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain('Chloé');
  });

  it('refuses a team name over 60 characters, and stores none for an empty one', async () => {
    const id = await newEvent(organiser, 'Noms d’équipe');
    const long = await organiser.post(`/api/secret-santas/${id}/players`, {
      name: 'Denis',
      email: 'denis@example.org',
      caredBy: null,
      group: 'x'.repeat(61),
      imageUrl: AVATARS[0].src,
    });
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ message: tab.groupTooLong, field: 'group' });
    const none = await organiser.post(`/api/secret-santas/${id}/players`, {
      name: 'Denis',
      email: 'denis@example.org',
      caredBy: null,
      group: '  ',
      imageUrl: AVATARS[0].src,
    });
    expect(none.body.player.group).toBeNull();
  });
});
