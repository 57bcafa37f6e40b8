import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { participantMessages } from '../../src/shared/participant-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { signInNewOrganiserByApi } from '../support/e2e-api.ts';
import { addPlayer, createAndOpenEvent, see, signInNewOrganiser } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const t = { ...messages, ...accountMessages, ...organiserMessages };
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

    // The browser itself offline: adding someone says so at once instead of spinning.
    await page.getByRole('tab', { name: t.dashboard.participantsTab }).click();
    await page.context().setOffline(true);
    await see(page, t.app.offlineBanner, 5_000);
    await page.getByRole('button', { name: t.participantsTab.add }).click();
    await dialog.getByLabel(t.participantsTab.nameLabel, { exact: true }).fill('Farid');
    await dialog
      .getByLabel(t.participantsTab.emailLabel, { exact: true })
      .fill('farid@example.org');
    await dialog.getByRole('button', { name: t.participantsTab.submitAdd }).click();
    await dialog.getByText(t.app.offlineError).waitFor({ timeout: 5_000 });
    await page.context().setOffline(false);
    await dialog.getByRole('button', { name: t.participantsTab.submitAdd }).click();
    await page.getByRole('article', { name: 'Farid' }).waitFor();
  });

  it('says « Hors connexion » when the browser goes offline, keeps what was typed, and sends it once back', async () => {
    // A family of three, drawn and notified: Chloé's space from her draw e-mail.
    const api = await signInNewOrganiserByApi(world.server.url, world.sink, {
      name: 'Rose',
      email: 'rose.horsligne@example.org',
      password: 'sapin-2026',
    });
    const event = (await api('POST', '/api/secret-santas', { name: 'Noël dans le train' })).body
      .secretSanta.id as string;
    for (const name of ['Chloé', 'Denis', 'Emma']) {
      const mailbox = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      await api('POST', `/api/secret-santas/${event}/players`, {
        name,
        email: `${mailbox}.train@example.org`,
        address: '2 rue du Quai, Dijon',
        imageUrl: '/avatars/penguin.svg',
      });
    }
    await api('POST', `/api/secret-santas/${event}/draw`);
    await api('POST', `/api/secret-santas/${event}/draw/notify`);
    const drawMail = await world.sink.waitForMail('chloe.train@example.org');
    const page = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    await page.goto(drawMail.links.find((l) => l.includes('/participant/'))!);
    await see(page, t.participantSpace.welcome('Chloé'));
    // The messages card's code is downloaded once the space shows.
    await page
      .getByRole('region', { name: new RegExp(participantMessages.conversation.title) })
      .waitFor();

    // In a tunnel: the header says so at once, and each save says it, keeping the text.
    await page.context().setOffline(true);
    await see(page, t.app.offlineBanner, 5_000);
    const ideas = page.getByLabel(t.participantSpace.myGiftIdeas, { exact: true });
    await ideas.fill('Un livre de cuisine');
    await page.getByRole('button', { name: t.participantSpace.saveGiftIdeas }).click();
    await see(page, t.app.offlineError, 5_000);
    expect(await ideas.inputValue()).toBe('Un livre de cuisine');
    const messageBox = page.getByRole('textbox', {
      name: participantMessages.conversation.withRecipientTitle,
    });
    await messageBox.fill('Tu préfères le thé ou le café ?');
    await page.getByRole('button', { name: participantMessages.conversation.send }).click();
    await see(page, t.app.offlineError, 5_000);
    expect(await messageBox.inputValue()).toBe('Tu préfères le thé ou le café ?');
    await screenshot(page, 'offline-space-375-light');

    // Back online: the banner goes, and the same presses send what was kept.
    await page.context().setOffline(false);
    await page.getByText(t.app.offlineBanner, { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: t.participantSpace.saveGiftIdeas }).click();
    await see(page, t.participantSpace.giftIdeasUpdated);
    await page.getByRole('button', { name: participantMessages.conversation.send }).click();
    await page.getByText('Tu préfères le thé ou le café ?').first().waitFor();
    await expect.poll(() => messageBox.inputValue()).toBe('');
  });
});
