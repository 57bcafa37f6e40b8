import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { createAndOpenEvent, fill, see, signInNewOrganiser } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const t = { ...messages, ...organiserMessages };
const world = useE2eWorld();

/** The tab shown, by its selected trigger. */
async function selectedTab(page: Page) {
  return (await page.getByRole('tab', { selected: true }).textContent())?.trim();
}

async function waitForTab(page: Page, path: RegExp, tab: string) {
  await page.waitForURL(path);
  await page.getByRole('tab', { name: tab, selected: true }).waitFor();
}

describe('an event’s addresses (docs/product.md §3.4)', () => {
  it('gives the dashboard and each tab an address that Back, Forward, reload and a bookmark keep', async () => {
    const page = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    const organiser = { name: 'Inès', email: 'ines.adresses@example.org', password: 'sapin-2026' };
    await signInNewOrganiser(page, world, organiser);
    await createAndOpenEvent(page, 'Noël à Lille');
    await page.waitForURL(/\/secret-santas\/[0-9a-f-]{36}\/participants$/);
    const eventPath = new URL(page.url()).pathname.replace(/\/participants$/, '');

    await page.getByRole('tab', { name: t.dashboard.restrictionsTab }).click();
    await waitForTab(page, /\/restrictions$/, t.dashboard.restrictionsTab);
    await page.getByRole('tab', { name: t.dashboard.drawTab }).click();
    await waitForTab(page, /\/tirage$/, t.dashboard.drawTab);

    // Back and Forward move between the tabs, and stay in the app.
    await page.goBack();
    await waitForTab(page, /\/restrictions$/, t.dashboard.restrictionsTab);
    await page.goForward();
    await waitForTab(page, /\/tirage$/, t.dashboard.drawTab);

    // A reload keeps the tab.
    await page.reload();
    await waitForTab(page, /\/tirage$/, t.dashboard.drawTab);
    await see(page, t.draw.readyTitle);
    await screenshot(page, 'dashboard-tirage-address-375-light');

    // 'Mes Secret Santa' goes to the list; Back returns to the tab left.
    await page.getByRole('button', { name: t.dashboard.mySecretSantas }).click();
    await page.waitForURL(`${world.server.url}/`);
    await see(page, t.secretSantas.listTitle);
    await page.goBack();
    await waitForTab(page, /\/tirage$/, t.dashboard.drawTab);
    // Back again, twice, through the tabs; then the list, not the dashboard again.
    await page.goBack();
    await waitForTab(page, /\/restrictions$/, t.dashboard.restrictionsTab);
    await page.goBack();
    await waitForTab(page, /\/participants$/, t.dashboard.participantsTab);
    await page.goBack();
    await page.waitForURL(`${world.server.url}/`);
    await see(page, t.secretSantas.listTitle);
    expect(await page.getByRole('tab').count()).toBe(0);

    // A bookmark of a tab opens it; the app opened at `/` reopens the event shown last.
    await page.goto(`${world.server.url}${eventPath}/restrictions`);
    await waitForTab(page, /\/restrictions$/, t.dashboard.restrictionsTab);
    await page.goto(world.server.url);
    await waitForTab(page, /\/participants$/, t.dashboard.participantsTab);
    expect(await selectedTab(page)).toBe(t.dashboard.participantsTab);

    // A tab that does not exist is the first one; an event that is not one's own, the list.
    await page.goto(`${world.server.url}${eventPath}/nimporte`);
    await waitForTab(page, /\/participants$/, t.dashboard.participantsTab);
    await page.goto(
      `${world.server.url}/secret-santas/00000000-0000-4000-8000-000000000000/tirage`,
    );
    await see(page, t.secretSantas.listTitle);
    await page.waitForURL(`${world.server.url}/`);

    // Signed out, the address asks to sign in, then opens the tab it names.
    await page.getByRole('button', { name: t.auth.logout }).click();
    await see(page, t.auth.logoutSuccessTitle);
    await page.goto(`${world.server.url}${eventPath}/tirage`);
    await fill(page, t.auth.email, organiser.email);
    await fill(page, t.auth.password, organiser.password);
    await page.getByRole('button', { name: t.auth.loginSubmit }).click();
    await waitForTab(page, /\/tirage$/, t.dashboard.drawTab);
  });
});
