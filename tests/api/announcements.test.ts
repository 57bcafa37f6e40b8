import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { mailOutbox, rateLimits, secretSantas } from '../../src/server/db/schema.ts';
import { newEvent } from '../support/drawn-event.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

// docs/product.md §4.11: « Écrire à tous ».

let clock = new Date('2026-12-01T10:00:00Z');
const t = await createTestApp({ now: () => clock });
const organiser = await signUpAndVerify(t, { name: 'Marie', email: 'marie@example.org' });
const stranger = await signUpAndVerify(t, { name: 'Bruno', email: 'bruno@example.org' });
const tab = organiserMessages.announcements;

/** Claire looks after Léo; Paul has his own address. Their ids, and Claire's and Léo's links. */
async function family(eventName: string) {
  const id = await newEvent(organiser, eventName);
  const add = async (name: string, who: { email: string } | { caredBy: string }) =>
    (
      await organiser.post(`/api/secret-santas/${id}/players`, {
        name,
        email: 'email' in who ? who.email : '',
        caredBy: 'caredBy' in who ? who.caredBy : null,
        imageUrl: AVATARS[1].src,
      })
    ).body.player.id as string;
  const n = eventName.length;
  const claire = await add('Claire', { email: `claire.${n}@example.org` });
  const leo = await add('Léo', { caredBy: claire });
  const paul = await add('Paul', { email: `paul.${n}@example.org` });
  return { id, claire, leo, paul, claireEmail: `claire.${n}@example.org` };
}

const announce = (id: string, text: string, who = organiser) =>
  who.post(`/api/secret-santas/${id}/announcements`, { text });

async function spaceOf(id: string, outboxId: string) {
  const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
  const link = (await t.render(row!)).links.find((l) => l.includes('/participant/'))!;
  return (
    await t.client().request('GET', `/api/participant/${id}`, undefined, {
      authorization: `Bearer ${link.split('/').pop()}`,
    })
  ).body.space;
}

describe('« Écrire à tous »', () => {
  it('e-mails each address once, carers once, and shows the word in every space', async () => {
    const { id, claire, claireEmail } = await family('Chez Mamie');
    const text = 'On se retrouve chez Mamie à 15 h, pensez aux piles !';
    const sent = await announce(id, `  ${text}\n`);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ sent: 2 });

    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.secretSantaId, id), eq(mailOutbox.kind, 'announcement')));
    expect(mails.map((mail) => (mail.payload as { playerName: string }).playerName).sort()).toEqual(
      ['Claire', 'Paul'],
    );
    const toClaire = mails.find((mail) => mail.recipient === claireEmail)!;
    const rendered = await t.render(toClaire);
    expect(rendered.text).toContain(text);
    expect(rendered.subject).toContain('Marie');

    // Claire's own link opens her space, where the word shows; so does Léo's, from hers.
    const claireSpace = await spaceOf(id, toClaire.id);
    expect(claireSpace.me.id).toBe(claire);
    expect(claireSpace.announcements).toEqual([{ text, sentAt: clock.getTime() }]);
    const leoLink = claireSpace.caredSpaces[0].link.split('/').pop();
    const leoSpace = (
      await t.client().request('GET', `/api/participant/${id}`, undefined, {
        authorization: `Bearer ${leoLink}`,
      })
    ).body.space;
    expect(leoSpace.announcements.map((a: { text: string }) => a.text)).toEqual([text]);
  });

  it('refuses an empty, a too long or a linking word, and a sixth in a day, changing nothing', async () => {
    const { id } = await family('Refus à tous');
    const before = await t.db.select().from(mailOutbox).where(eq(mailOutbox.secretSantaId, id));
    const empty = await announce(id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ message: tab.textRequired, field: 'text' });
    const long = await announce(id, 'x'.repeat(2001));
    expect(long.body.error.message).toBe(tab.textTooLong);
    const link = await announce(
      id,
      `Tenez, le lien de Paul : http://localhost:3000/participant/${id}/abc.def`,
    );
    expect(link.status).toBe(400);
    expect(link.body.error.message).toBe(tab.hasPersonalLink);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.secretSantaId, id))).toEqual(
      before,
    );

    for (let sent = 0; sent < 5; sent++) {
      expect((await announce(id, `Message ${sent}`)).status).toBe(200);
    }
    const sixth = await announce(id, 'Un de trop');
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.message).toBe(tab.tooMany(5));
    // A day later, the organiser may write again.
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 1000);
    try {
      expect((await announce(id, 'Le lendemain')).status).toBe(200);
    } finally {
      clock = new Date('2026-12-01T10:00:00Z');
    }
  });

  it('is refused once the exchange is over, and past the organiser’s e-mails of the day', async () => {
    const { id } = await family('Trop tard');
    await t.db.update(secretSantas).set({ completed: true }).where(eq(secretSantas.id, id));
    const over = await announce(id, 'Merci à tous');
    expect(over.status).toBe(409);
    expect(over.body.error.message).toBe(tab.afterCompletion);

    // Whatever the event: the organiser's allowance counts every address written to.
    const other = await family('Une autre fête');
    const me = (await organiser.get('/api/auth/session')).body.user.id as string;
    const nearlyAll = { count: 20_000 - 1, windowStart: new Date() };
    await t.db
      .insert(rateLimits)
      .values({ key: `announcements:mails:${me}`, ...nearlyAll })
      .onConflictDoUpdate({ target: rateLimits.key, set: nearlyAll });
    const many = await announce(other.id, 'Encore un mot');
    expect(many.status).toBe(429);
    expect(many.body.error.message).toBe(tab.tooManyMails);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.secretSantaId, other.id), eq(mailOutbox.kind, 'announcement')));
    expect(mails).toEqual([]);
  });

  it('is another organiser’s event: 404, nobody e-mailed', async () => {
    const { id } = await family('Pas à toi');
    const refused = await announce(id, 'Coucou', stranger);
    expect(refused.status).toBe(404);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.secretSantaId, id), eq(mailOutbox.kind, 'announcement')));
    expect(mails).toEqual([]);
  });
});
