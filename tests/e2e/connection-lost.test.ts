import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { addPlayer, createAndOpenEvent, see, signInNewOrganiser } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const t = { ...messages, ...organiserMessages };
const world = useE2eWorld();

describe('the connection lost on the organiser’s screens (docs/product.md §9.4)', () => {
  it('keeps what was typed and says the server cannot be reached, then works again; never the crash page nor the login screen', async () => {
    const page = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    await signInNewOrganiser(page, world, {
      name: 'Rémi',
      email: 'remi.horsligne@example.org',
      password: 'sapin-2026',
    });
    // The dashboard downloads the parts it opens later (dialogs, tabs, toaster) once it shows.
    const dialogCode = page.waitForResponse((response) =>
      /player-dialog-[^/]*\.js$/.test(response.url()),
    );
    await createAndOpenEvent(page, 'Noël sans réseau');
    await dialogCode;
    for (const name of ['Chloé', 'Denis']) {
      await addPlayer(page, {
        name,
        email: `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@example.org`,
        address: '2 rue du Relais, Dijon',
      });
      await page.getByRole('article', { name }).waitFor();
    }

    // The server can no longer be reached: nothing the page asks for gets an answer.
    await page.route('**/*', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: t.participantsTab.add }).click();
    const dialog = page.getByRole('dialog', { name: t.participantsTab.dialogAddTitle });
    await dialog.getByLabel(t.participantsTab.nameLabel, { exact: true }).fill('Emma');
    await dialog.getByLabel(t.participantsTab.emailLabel, { exact: true }).fill('emma@example.org');
    await dialog.getByRole('button', { name: t.participantsTab.submitAdd }).click();
    await dialog.getByText(t.app.networkError).waitFor();
    expect(await dialog.getByLabel(t.participantsTab.nameLabel, { exact: true }).inputValue()).toBe(
      'Emma',
    );
    expect(await page.getByText(t.app.crashTitle).count()).toBe(0);
    await screenshot(page, 'offline-dialog-375-light');

    // Back online: the same form, sent again, works.
    await page.unroute('**/*');
    await dialog.getByRole('button', { name: t.participantsTab.submitAdd }).click();
    await page.getByRole('article', { name: 'Emma' }).waitFor();

    // Offline again on the Restrictions tab: the ticks stay, the save says why it failed.
    await page.route('**/*', (route) => route.abort('internetdisconnected'));
    await page.getByRole('tab', { name: t.dashboard.restrictionsTab }).click();
    await page.getByRole('button', { name: /^Chloé/ }).click();
    await page.getByRole('checkbox', { name: 'Denis' }).check();
    await page.getByRole('button', { name: t.restrictions.save }).click();
    await see(page, t.app.networkError);
    expect(await page.getByRole('checkbox', { name: 'Denis' }).isChecked()).toBe(true);
    expect(await page.getByText(t.restrictions.unsavedChanges).count()).toBe(1);
    expect(await page.getByText(t.app.crashTitle).count()).toBe(0);
    await page.unroute('**/*');

    // A reload while the API is unreachable: the page says so, and does not ask to sign in.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await see(page, t.app.networkError);
    expect(await page.getByRole('button', { name: t.auth.loginSubmit }).count()).toBe(0);
    await page.unroute('**/api/**');
    await page.getByRole('button', { name: t.app.retry }).click();
    await page.getByRole('heading', { name: 'Noël sans réseau', level: 1 }).waitFor();
  });
});
