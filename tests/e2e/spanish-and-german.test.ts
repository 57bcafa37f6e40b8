import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { CATALOGUES } from '../../src/shared/catalogues.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { signInNewOrganiserByApi } from '../support/e2e-api.ts';
import { see } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

/**
 * Spanish and German (docs/product.md §9.9, decision 0030): a browser in es-ES or de-DE gets the
 * product in its language, and a player whose language is Spanish or German gets every e-mail
 * in it, from the invitation to the draw and its calendar event.
 */
const world = useE2eWorld();
const EVENT = 'Navidad 2026';
const people = [
  { name: 'Lucía', email: 'lucia@example.org', language: 'es' as const, locale: 'es-ES' },
  { name: 'Jonas', email: 'jonas@example.org', language: 'de' as const, locale: 'de-DE' },
  { name: 'Chloé', email: 'chloe@example.org', language: 'fr' as const, locale: 'fr-FR' },
];

describe('Spanish and German', () => {
  it('gives each reader the product and every e-mail in their language', async () => {
    // A visitor's browser in Spanish, then in German: the sign-in page in their language, and
    // the choice of the four languages by their own names.
    for (const { language, locale } of people.slice(0, 2)) {
      const { messages } = CATALOGUES[language];
      const page = await newPage(world.browser, { locale });
      await page.goto(world.server.url);
      await see(page, messages.app.tagline);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      const choice = page.getByRole('combobox', { name: messages.language.label });
      expect(await choice.locator('option').allInnerTexts()).toEqual([
        'Français',
        'English',
        'Español',
        'Deutsch',
      ]);
      await screenshot(page, `login-${language}-1280-light`);
      await page.context().close();
    }

    const organiser = await signInNewOrganiserByApi(world.server.url, world.sink, {
      name: 'Marta',
      email: 'marta@example.org',
      password: 'turron-2026',
    });
    const id = (await organiser('POST', '/api/secret-santas', { name: EVENT })).body.secretSanta
      .id as string;
    for (const [index, person] of people.entries()) {
      const { locale: _locale, ...player } = person;
      const added = await organiser('POST', `/api/secret-santas/${id}/players`, {
        ...player,
        imageUrl: AVATARS[index]!.src,
      });
      expect(added.status).toBe(201);
    }
    const invited = await organiser('POST', `/api/secret-santas/${id}/players/invitations`, {
      expected: people.length,
    });
    expect(invited.status).toBe(200);

    // Each invitation in its reader's language, whose link opens a space in that language.
    const links = new Map<string, string>();
    for (const person of people) {
      const { mailMessages, messages } = CATALOGUES[person.language];
      const invitation = await world.sink.waitForMail(
        person.email,
        (m) => m.subject === mailMessages.mail.invitationSubject(EVENT),
      );
      expect(invitation.text).toContain(mailMessages.mail.invitationSteps);
      const link = invitation.links.find((l) => l.includes(`/participant/${id}/`))!;
      links.set(person.email, link);
      const space = await newPage(world.browser, { locale: person.locale });
      await space.goto(link);
      await see(space, messages.participantSpace.waitingTitle);
      expect(await space.evaluate(() => document.documentElement.lang)).toBe(person.language);
      if (person.language !== 'fr') await screenshot(space, `space-${person.language}-1280-light`);
      await space.context().close();
    }

    // The draw e-mail, in each one's language, with the same link and the calendar event.
    expect((await organiser('POST', `/api/secret-santas/${id}/draw`)).status).toBe(200);
    expect((await organiser('POST', `/api/secret-santas/${id}/draw/notify`)).status).toBe(200);
    for (const person of people) {
      const { mailMessages } = CATALOGUES[person.language];
      const drawMail = await world.sink.waitForMail(
        person.email,
        (m) => m.subject === mailMessages.mail.drawSubject(EVENT),
      );
      expect(drawMail.text).toContain(mailMessages.mail.drawText(EVENT));
      expect(drawMail.links).toContain(links.get(person.email));
    }
  });
});
