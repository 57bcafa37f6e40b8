import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { registrationMessages } from '../../src/shared/registration-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import {
  createAndOpenEvent,
  fill,
  see,
  seeEventList,
  signInNewOrganiser,
} from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const t = { ...messages, ...accountMessages, ...organiserMessages };
const registration = registrationMessages.registration;
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
    await seeEventList(page);
    await page.goBack();
    await waitForTab(page, /\/tirage$/, t.dashboard.drawTab);
    // Back again, twice, through the tabs; then the list, not the dashboard again.
    await page.goBack();
    await waitForTab(page, /\/restrictions$/, t.dashboard.restrictionsTab);
    await page.goBack();
    await waitForTab(page, /\/participants$/, t.dashboard.participantsTab);
    await page.goBack();
    await page.waitForURL(`${world.server.url}/`);
    await seeEventList(page);
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
    await seeEventList(page);
    await page.waitForURL(`${world.server.url}/`);

    // Signed out, the address asks to sign in, then opens the tab it names.
    await page.getByRole('button', { name: t.signOut.logout }).click();
    await see(page, t.signOut.logoutSuccessTitle);
    await page.goto(`${world.server.url}${eventPath}/tirage`);
    await fill(page, t.auth.email, organiser.email);
    await fill(page, t.auth.password, organiser.password);
    await page.getByRole('button', { name: t.auth.loginSubmit }).click();
    await waitForTab(page, /\/tirage$/, t.dashboard.drawTab);
  });

  it('finds who has no address yet, and asks for none at all for an office (docs/product.md §4.4, §7.4)', async () => {
    const page = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    await signInNewOrganiser(page, world, {
      name: 'Yann',
      email: 'yann.bureau@example.org',
      password: 'sapin-2026',
    });
    await createAndOpenEvent(page, 'Bureau de Lille');
    const eventPath = new URL(page.url()).pathname.replace(/\/participants$/, '');
    // Eight colleagues without an address, one with: more than the reminder names.
    const colleagues = [
      'Agathe',
      'Basile',
      'Capucine',
      'Dorian',
      'Élise',
      'Fabien',
      'Gaëlle',
      'Hugo',
    ];
    const added = await page.evaluate(
      async ({ id, people }) => {
        const statuses: number[] = [];
        for (const [index, name] of people.entries()) {
          const answer = await fetch(`/api/secret-santas/${id}/players`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              name,
              email: `collegue${index}@example.org`,
              address: name === 'Inès' ? '2 rue Nationale, Lille' : '',
              imageUrl: '/avatars/penguin.svg',
            }),
          });
          statuses.push(answer.status);
        }
        return statuses;
      },
      { id: eventPath.split('/').pop()!, people: [...colleagues, 'Inès'] },
    );
    expect(added.every((status) => status === 201)).toBe(true);

    // The Tirage tab counts them, and leads to them.
    await page.goto(`${world.server.url}${eventPath}/tirage`);
    await see(page, t.draw.missingAddressCount(8));
    expect(await page.getByText('Agathe').count()).toBe(0);
    await screenshot(page, 'tirage-missing-addresses-375-light');
    await page.getByRole('link', { name: t.draw.showMissingAddresses }).click();
    await waitForTab(page, /\/participants\?filtre=sans-adresse$/, t.dashboard.participantsTab);
    const filter = page.getByRole('button', { name: t.search.withoutAddress(8) });
    const cards = page.getByRole('article');
    await expect.poll(() => filter.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => cards.count()).toBe(8);
    expect(await page.getByRole('article', { name: 'Inès' }).count()).toBe(0);
    await screenshot(page, 'participants-without-address-375-light');

    // A reload keeps it; Back goes to the Tirage tab, Forward to them again; the toggle shows all.
    await page.reload();
    await expect.poll(() => cards.count()).toBe(8);
    await page.goBack();
    await waitForTab(page, /\/tirage$/, t.dashboard.drawTab);
    await page.goForward();
    await waitForTab(page, /\?filtre=sans-adresse$/, t.dashboard.participantsTab);
    await filter.click();
    await expect.poll(() => cards.count()).toBe(9);
    expect(new URL(page.url()).search).toBe('');

    // An office that hands its gifts over: no address asked, none to share, no reminder.
    const asked = page.getByRole('checkbox', {
      name: new RegExp(`^${t.secretSantas.askAddressesLabel}`),
    });
    expect(await asked.isChecked()).toBe(true);
    await asked.uncheck();
    await see(page, t.secretSantas.settingsSavedTitle);
    await expect.poll(() => asked.isChecked()).toBe(false);
    expect(
      await page
        .getByRole('checkbox', { name: new RegExp(`^${t.secretSantas.shareAddressesLabel}`) })
        .count(),
    ).toBe(0);
    expect(await page.getByRole('button', { name: /^Sans adresse/ }).count()).toBe(0);
    await screenshot(page, 'participants-no-address-asked-375-light');
    await page.getByRole('tab', { name: t.dashboard.drawTab }).click();
    await see(page, t.draw.playersReady(9));
    expect(await page.getByText(t.draw.missingAddressCount(8)).count()).toBe(0);

    // The sign-up link's page asks for no address.
    const link = await page.evaluate(async (id) => {
      const answer = await fetch(`/api/secret-santas/${id}/registration-link`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ open: true }),
      });
      return ((await answer.json()) as { registrationLink: { url: string } }).registrationLink.url;
    }, eventPath.split('/').pop()!);
    const visitor = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: 'Bureau de Lille', level: 1 }).waitFor();
    await visitor.getByLabel(registration.nameLabel, { exact: true }).waitFor();
    expect(
      await visitor.getByLabel(messages.app.optionalField(registration.addressLabel)).count(),
    ).toBe(0);
    await screenshot(visitor, 'sign-up-form-no-address-375-light');
    await visitor.close();

    // Drawn and told: a colleague's space asks for no address and shows none.
    await page.getByRole('button', { name: t.draw.launch }).click();
    await see(page, t.draw.successTitle);
    await page.getByRole('button', { name: t.draw.notify }).click();
    await see(page, t.draw.notifiedTitle);
    const mail = await world.sink.waitForMail('collegue0@example.org', (m) =>
      m.links.some((l) => l.includes('/participant/')),
    );
    const space = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    await space.goto(mail.links.find((l) => l.includes('/participant/'))!);
    const recipient = space.getByRole('region', { name: t.participantSpace.recipientTitle });
    await recipient.waitFor();
    await space.getByLabel(t.participantSpace.myGiftIdeas, { exact: true }).waitFor();
    expect(await space.getByLabel(t.participantSpace.myAddress, { exact: true }).count()).toBe(0);
    const text = (await space.textContent('body')) ?? '';
    expect(text).not.toContain(t.participantSpace.addressMissing);
    expect(text).not.toContain('2 rue Nationale');
    expect(text).not.toMatch(/n’a pas encore donné son adresse/);
    await screenshot(space, 'participant-space-no-address-375-light');
  });
});
