import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { createAndOpenEvent, see, signInNewOrganiser } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const world = useE2eWorld();
const t = organiserMessages;
const SIZE = 2_000;
/** docs/product.md §9.8: an organiser's screen stays under this many elements, whatever the group. */
const DOM_BOUND = 10_000;
const FIRST_NAMES = ['Amélie', 'Bérénice', 'Cédric', 'Damien', 'Élodie', 'François', 'Gaëlle'];
const LAST = { name: 'Zoé Dernière', email: 'zoe.derniere@entreprise.example' };

/** A company's list: everyone but the last from a spreadsheet's generator, then Zoé. */
function company() {
  return Array.from({ length: SIZE }, (_, i) => {
    const line = i + 1;
    if (line === SIZE) return { line, ...LAST, address: '1 rue du Port, Brest', giftIdeas: '' };
    const name = `${FIRST_NAMES[i % FIRST_NAMES.length]} Collègue ${String(line).padStart(4, '0')}`;
    return {
      line,
      name,
      email: `collegue.${line}@entreprise.example`,
      address: `${line} avenue des Sapins, Lyon`,
      giftIdeas: i % 3 === 0 ? 'Un livre de cuisine' : '',
    };
  });
}

const elementCount = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

/** The card that holds the keyboard's focus: its place in the list, and whether it is on screen. */
const focusedCard = (page: Page) =>
  page.evaluate(() => {
    const card = document.activeElement?.closest('article');
    if (!card) return null;
    const box = card.getBoundingClientRect();
    return {
      position: Number(card.getAttribute('aria-posinset')),
      of: Number(card.getAttribute('aria-setsize')),
      name: card.querySelector('h3')?.textContent ?? '',
      onScreen: box.bottom > 0 && box.top < window.innerHeight,
    };
  });

describe('a company of 2,000 on the organiser screens', () => {
  it('draws a bounded screen, finds anyone by search and by keyboard, and fetches each avatar once', async () => {
    const page = await newPage(world.browser);
    await signInNewOrganiser(page, world, {
      name: 'Rachida',
      email: 'rachida.rh@entreprise.example',
      password: 'sapin-2026',
    });
    await createAndOpenEvent(page, 'Entreprise');
    const secretSantaId = new URL(page.url()).pathname.split('/')[2]!;
    const imported = await page.request.post(
      `${world.server.url}/api/secret-santas/${secretSantaId}/players/import`,
      { data: { players: company(), dryRun: false }, headers: { origin: world.server.url } },
    );
    expect(imported.status()).toBe(200);

    const avatarRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/avatars/'))
        avatarRequests.push(request.url());
    });
    await page.reload();
    const feed = page.getByRole('feed', { name: t.participantsTab.title });
    await feed.getByRole('article').first().waitFor();
    const search = page.getByRole('searchbox', { name: t.search.label });
    await page
      .getByRole('status')
      .filter({ hasText: t.search.shown(SIZE, SIZE) })
      .waitFor();
    expect(await elementCount(page)).toBeLessThan(DOM_BOUND);
    const cards = await feed.getByRole('article').count();
    expect(cards).toBeLessThan(100);
    expect(await feed.getByRole('article').first().getAttribute('aria-setsize')).toBe(String(SIZE));
    await screenshot(page, 'large-group-participants-1280-light', { fullPage: false });

    // Scrolled to the bottom and back: every avatar was asked for once at most, 18 of them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await feed.getByRole('article', { name: LAST.name }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(new Set(avatarRequests).size).toBe(avatarRequests.length);
    expect(avatarRequests.length).toBeLessThanOrEqual(18);

    // A fling, faster than anyone reads: the feed is busy and shows the cards' outlines, not
    // cards coming and going at every frame; where it stops, the cards are back.
    const fling = await page.evaluate(async () => {
      const feed = document.querySelector('[role="feed"]')!;
      let busyFrames = 0;
      let articlesWhileBusy = 0;
      for (let frame = 0; frame < 40; frame++) {
        window.scrollBy(0, 1200);
        await new Promise(requestAnimationFrame);
        if (feed.getAttribute('aria-busy') !== 'true') continue;
        busyFrames++;
        articlesWhileBusy += feed.querySelectorAll('article').length;
      }
      return { busy: busyFrames > 0, articlesWhileBusy };
    });
    expect(fling).toEqual({ busy: true, articlesWhileBusy: 0 });
    await page.locator('[role="feed"][aria-busy="false"]').waitFor();
    const cardsOnScreen = await page.evaluate(() =>
      [...document.querySelectorAll('[role="feed"] article')]
        .filter((card) => {
          const box = card.getBoundingClientRect();
          return box.bottom > 0 && box.top < window.innerHeight;
        })
        .map((card) => Number(card.getAttribute('aria-posinset'))),
    );
    // 40 frames of 1,200 px: some 150 rows of three cards down.
    expect(cardsOnScreen.length).toBeGreaterThan(0);
    expect(Math.min(...cardsOnScreen)).toBeGreaterThan(300);
    await page.evaluate(() => window.scrollTo(0, 0));

    // By search: accents and letter case do not matter, nor the part of the name.
    await search.fill('DERNIERE');
    await page
      .getByRole('status')
      .filter({ hasText: t.search.shown(1, SIZE) })
      .waitFor();
    expect(await feed.getByRole('article').count()).toBe(1);
    await feed.getByRole('article', { name: LAST.name }).waitFor();
    await search.fill('collegue.1999@');
    await feed.getByRole('article', { name: company()[1998]!.name }).waitFor();
    await search.fill('personne');
    await see(page, t.search.none('personne'));
    await search.fill('');
    await page
      .getByRole('status')
      .filter({ hasText: t.search.shown(SIZE, SIZE) })
      .waitFor();

    // By keyboard: End reaches the last card, Page Up the one before, Home the first.
    await feed
      .getByRole('article')
      .first()
      .getByRole('button', { name: t.participantsTab.edit(company()[0]!.name) })
      .focus();
    await page.keyboard.press('End');
    await expect
      .poll(() => focusedCard(page))
      .toEqual({ position: SIZE, of: SIZE, name: LAST.name, onScreen: true });
    await page.keyboard.press('PageUp');
    await expect.poll(async () => (await focusedCard(page))?.position).toBe(SIZE - 1);
    // Tab goes on into the card, and on to the next card, as in a short list.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    await page.keyboard.press('Home');
    await expect
      .poll(() => focusedCard(page))
      .toEqual({ position: 1, of: SIZE, name: company()[0]!.name, onScreen: true });
    expect(await elementCount(page)).toBeLessThan(DOM_BOUND);

    // Restrictions: the list is searched and walked by keyboard, and stays bounded.
    await page.getByRole('tab', { name: messages.dashboard.restrictionsTab }).click();
    const people = page.getByRole('list', { name: t.restrictions.playersHeading(SIZE) });
    await people.getByRole('listitem').first().waitFor();
    expect(await elementCount(page)).toBeLessThan(DOM_BOUND);
    await people.getByRole('button').first().focus();
    await page.keyboard.press('End');
    // The person's own button, not the page, which holds every name drawn.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.tagName === 'BUTTON' ? document.activeElement.textContent : '',
        ),
      )
      .toContain(LAST.name);
    await page.keyboard.press('Enter');
    const editor = page.getByRole('group', { name: t.restrictions.cannotGiveTo(LAST.name) });
    await editor.getByRole('checkbox').first().waitFor();
    const fifth = company()[4]!.name;
    await editor
      .getByRole('searchbox', { name: t.search.labelFor(LAST.name) })
      .fill(fifth.toUpperCase());
    await editor.getByRole('checkbox', { name: fifth }).check();
    await people
      .getByRole('button', { name: new RegExp(`^${LAST.name}`) })
      .getByRole('img', { name: t.restrictions.exclusionCount(1) })
      .waitFor();
    expect(await elementCount(page)).toBeLessThan(DOM_BOUND);
    await screenshot(page, 'large-group-restrictions-1280-light', { fullPage: false });

    // Flung up from the last, the list shows its rows' outlines, but for the chosen person, who
    // stays; the rows come back where it stops. Skimmed is what the list says (aria-busy): a
    // frame where it slowed down already shows the rows nearest the screen again.
    const peopleFling = await people.evaluate(async (list) => {
      const box = list.parentElement!;
      const whileSkimmed = new Set<string>();
      for (let frame = 0; frame < 30; frame++) {
        box.scrollTop -= 1200;
        await new Promise(requestAnimationFrame);
        if (list.getAttribute('aria-busy') !== 'true') continue;
        for (const button of list.querySelectorAll('button')) whileSkimmed.add(button.textContent!);
      }
      return { skimmed: whileSkimmed.size > 0, buttons: [...whileSkimmed] };
    });
    expect(peopleFling.skimmed).toBe(true);
    expect(peopleFling.buttons).toHaveLength(1);
    expect(peopleFling.buttons[0]).toContain(LAST.name);
    await expect.poll(() => people.getByRole('button').count()).toBeGreaterThan(3);
    await page.getByRole('button', { name: t.restrictions.save }).click();
    await see(page, t.restrictions.savedTitle);

    // The draw and its e-mails: the sending list is filtered, searched and bounded.
    await page.getByRole('tab', { name: messages.dashboard.drawTab }).click();
    await page.getByRole('button', { name: t.draw.launch }).click();
    await see(page, t.draw.successTitle, 60_000);
    await page.getByRole('button', { name: t.draw.notify }).click();
    await see(page, t.draw.notifiedTitle, 30_000);
    const sending = page.getByRole('list', { name: t.draw.progressTitle });
    await sending.getByRole('listitem').first().waitFor();
    expect(await elementCount(page)).toBeLessThan(DOM_BOUND);
    await page.getByRole('searchbox', { name: t.search.label }).fill('zoe');
    await sending.getByRole('button', { name: t.draw.resendTo(LAST.name) }).waitFor();
    expect(await sending.getByRole('listitem').count()).toBe(1);
    await page.getByRole('searchbox', { name: t.search.label }).fill('');
    const filters = page.getByRole('group', { name: t.draw.filterLabel });
    await filters.getByRole('button', { name: /^En échec/ }).click();
    await expect.poll(() => sending.getByRole('listitem').count()).toBe(0);
    await filters.getByRole('button', { name: t.draw.filterAll(SIZE) }).click();
    await sending.getByRole('listitem').first().waitFor();
    await screenshot(page, 'large-group-sending-1280-light', { fullPage: false });

    // On a phone: one card a row, the same bound.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('tab', { name: messages.dashboard.participantsTab }).click();
    await feed.getByRole('article').first().waitFor();
    await search.fill('collègue 00');
    await page
      .getByRole('status')
      .filter({ hasText: t.search.shown(99, SIZE) })
      .waitFor();
    expect(await elementCount(page)).toBeLessThan(DOM_BOUND);
    await screenshot(page, 'large-group-participants-375-light', { fullPage: false });
  }, 240_000);
});
