import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenCatalogues } from '../../src/shared/catalogues.ts';
import { AVATARS } from '../../src/shared/avatars.ts';
import { catalogueTexts } from '../support/catalogue-texts.ts';
import { accountMessages as englishAccount } from '../../src/shared/account-messages.en.ts';
import { messages as english } from '../../src/shared/messages.en.ts';
import { organiserMessages as englishOrganiser } from '../../src/shared/organiser-messages.en.ts';
import { signInNewOrganiserByApi } from '../support/e2e-api.ts';
import { newPage } from '../support/browser.ts';
import { loginScreenReady, see, seeEventList } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

/**
 * Issue #23: a screen shows nothing but its language's catalogue and what people typed. Each
 * screen below, in English, is read whole (its visible texts, and the names and hints only
 * assistive technology reads); a text that is neither an English catalogue text nor the data
 * of the event fails the test, naming the screen.
 */
const world = useE2eWorld();
const englishTexts = catalogueTexts(screenCatalogues('en'));
const EVENT = 'Winter Party';
const people = [
  { name: 'Ann', email: 'ann@example.org', address: '1 Holly Lane, York' },
  { name: 'Ben', email: 'ben@example.org', address: '2 Ivy Road, Leeds' },
  { name: 'Cat', email: 'cat@example.org', address: '3 Fir Street, Hull' },
];
const organiser = { name: 'Grace', email: 'grace@example.org', password: 'mistletoe-2026' };
const data = new Set([
  EVENT,
  organiser.name,
  organiser.email,
  ...people.flatMap((person) => [person.name, person.email, person.address]),
  'Secret Santa',
]);

/** Every text a person or a screen reader meets on the page, without repeats. */
async function textsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const isShown = (element: Element | null) =>
      element !== null && (element.checkVisibility?.() ?? true);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName)) continue;
      // A text made visually hidden for screen readers counts too (class sr-only).
      if (!isShown(parent) && !parent.closest('.sr-only')) continue;
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) found.add(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], img[alt]',
    )) {
      if (!isShown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
        if (value) found.add(value);
      }
    }
    return [...found];
  });
}

/** The texts of the page that are neither the English catalogue's nor the event's data. */
async function strangers(page: Page): Promise<string[]> {
  return (await textsOn(page)).filter(
    (text) =>
      !englishTexts.isCatalogueText(text) &&
      !data.has(text) &&
      // Counts, dates' digits, separators, emoji: no words of their own.
      /\p{L}{2,}/u.test(text),
  );
}

describe('the English screens', () => {
  it('show only English catalogue texts and the event’s own data', async () => {
    const found: Record<string, string[]> = {};
    const look = async (page: Page, screen: string) => {
      const unknown = await strangers(page);
      if (unknown.length > 0) found[screen] = unknown;
    };

    const visitor = await newPage(world.browser, { locale: 'en-US' });
    await visitor.goto(world.server.url);
    await see(visitor, english.app.tagline);
    await loginScreenReady(visitor);
    await look(visitor, 'login');
    await visitor.getByRole('tab', { name: englishAccount.auth.registerTab }).click();
    await visitor.getByText(englishAccount.auth.passwordAfterLink, { exact: true }).waitFor();
    await look(visitor, 'sign-up');
    await visitor.goto(`${world.server.url}/no/such/page`);
    await see(visitor, english.app.notFoundTitle);
    await look(visitor, '404');

    // The organiser's event, made through the API: three people, drawn and notified.
    const api = await signInNewOrganiserByApi(world.server.url, world.sink, organiser);
    const id = (await api('POST', '/api/secret-santas', { name: EVENT })).body.secretSanta
      .id as string;
    for (const [index, person] of people.entries()) {
      await api('POST', `/api/secret-santas/${id}/players`, {
        ...person,
        imageUrl: AVATARS[index]!.src,
      });
    }
    expect((await api('POST', `/api/secret-santas/${id}/draw`)).status).toBe(200);
    expect((await api('POST', `/api/secret-santas/${id}/draw/notify`)).status).toBe(200);
    const page = await newPage(world.browser, { locale: 'en-US' });
    await page.context().addCookies(
      api
        .cookie()
        .split('; ')
        .map((pair) => {
          const [name = '', ...value] = pair.split('=');
          return { name, value: value.join('='), url: world.server.url };
        }),
    );
    await page.goto(`${world.server.url}/secret-santas/${id}/participants`);
    await page.getByRole('article', { name: 'Cat' }).waitFor();
    await look(page, 'participants');
    await page.getByRole('button', { name: englishOrganiser.participantsTab.add }).first().click();
    await page.getByRole('dialog').waitFor();
    await look(page, 'participant dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: english.dashboard.restrictionsTab }).click();
    await page.getByRole('button', { name: /Ann/ }).first().click();
    await see(page, englishOrganiser.restrictions.cannotGiveTo('Ann'));
    await look(page, 'restrictions');
    await page.getByRole('tab', { name: english.dashboard.drawTab }).click();
    await see(page, englishOrganiser.draw.progressTitle);
    await look(page, 'draw');
    await page.getByRole('button', { name: english.dashboard.mySecretSantas }).click();
    await seeEventList(page, englishOrganiser.secretSantas.listTitle);
    await look(page, 'event list');

    const drawMail = await world.sink.waitForMail('ann@example.org', (mail) =>
      mail.links.some((link) => link.includes(`/participant/${id}/`)),
    );
    const space = await newPage(world.browser, { locale: 'en-US' });
    await space.goto(drawMail.links.find((link) => link.includes(`/participant/${id}/`))!);
    await see(space, english.participantSpace.welcome('Ann'));
    await look(space, 'participant space');

    expect(found).toEqual({});
  });
});
