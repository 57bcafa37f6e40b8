import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import {
  addPlayer,
  createAndOpenEvent,
  see,
  seeEventList,
  signInNewOrganiser,
} from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const t = { ...messages, ...accountMessages, ...organiserMessages };
const world = useE2eWorld();

const LONG_NAMES = ['Marie-Antoinette Dupont-Lajoie', 'Jean-Baptiste de La Fontaine', 'Zoé'];
const emailOf = (name: string) =>
  `${name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()}@example.org`;

/** What has the keyboard focus: its role and accessible name, as a screen reader says it. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase(),
      role: element?.getAttribute('role'),
      text: element?.textContent?.trim(),
      label: element?.getAttribute('aria-label'),
      value: (element as HTMLInputElement | null)?.value,
    };
  });
}

async function size(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

describe('on a phone and with the keyboard alone (docs/product.md §3–§9)', () => {
  it('types a name with a space in a dialog, skips no invisible stop, closes with Escape, lands on the heading after sign-in', async () => {
    const page = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    const organiser = { name: 'Lina', email: 'lina.clavier@example.org', password: 'sapin-2026' };
    await signInNewOrganiser(page, world, organiser);
    await page.getByRole('button', { name: t.signOut.logout }).click();
    await see(page, t.signOut.logoutSuccessTitle);

    // Sign in with the keyboard alone: the focus then starts on the new screen's heading.
    await page.getByLabel(t.auth.email, { exact: true }).focus();
    await page.keyboard.type(organiser.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(organiser.password);
    await page.keyboard.press('Enter');
    await seeEventList(page);
    await expect
      .poll(() => focused(page))
      .toMatchObject({ tag: 'h1', text: t.secretSantas.listTitle });

    // The create form opens on its field and Escape closes it, giving the focus back.
    await page.getByRole('button', { name: t.secretSantas.createFirst }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).tag).toBe('input');
    await page.keyboard.type('Réveil');
    await page.keyboard.press('Escape');
    await page
      .getByRole('region', { name: t.secretSantas.createTitle })
      .waitFor({ state: 'detached' });

    await page.getByRole('button', { name: t.secretSantas.new }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).tag).toBe('input');
    await page.keyboard.type('Noël au clavier');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Noël au clavier', level: 1 }).waitFor();

    // The dialog opens with the focus in the name field: a space typed there stays there.
    await page.getByRole('button', { name: t.participantsTab.addFirst }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t.participantsTab.dialogAddTitle });
    await dialog.waitFor();
    await expect.poll(async () => (await focused(page)).tag).toBe('input');
    await page.keyboard.type('Marie Dupont');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel(t.participantsTab.nameLabel, { exact: true }).inputValue()).toBe(
      'Marie Dupont',
    );
    await page.keyboard.press('Tab');
    await page.keyboard.type('marie.dupont@example.org');
    await page.keyboard.press('Enter');
    await page.getByRole('article', { name: 'Marie Dupont' }).waitFor();

    // From the selected tab, Tab goes to the panel's first control, not to the panel itself.
    await page.getByRole('tab', { name: t.dashboard.participantsTab }).focus();
    await page.keyboard.press('Tab');
    const next = await focused(page);
    expect(next.role).not.toBe('tabpanel');
    expect(next.tag).toBe('button');

    // A reset link already used says so as soon as it is opened.
    await page.getByRole('button', { name: t.signOut.logout }).click();
    await see(page, t.signOut.logoutSuccessTitle);
    await page.getByRole('button', { name: t.auth.forgotPassword }).click();
    await page.getByLabel(t.auth.email, { exact: true }).fill(organiser.email);
    await page.getByRole('button', { name: t.auth.resetSubmit }).click();
    const mail = await world.sink.waitForMail(
      organiser.email,
      (m) => m.subject === mailMessages.mail.resetSubject,
    );
    const link = mail.links.find((l) => l.includes('/reset-password?token='))!;
    const used = await fetch(`${world.server.url}/api/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: world.server.url },
      body: JSON.stringify({
        token: new URL(link).searchParams.get('token'),
        newPassword: 'autre-sapin-2026',
      }),
    });
    expect(used.status).toBe(200);
    await page.goto(link);
    await see(page, t.resetPassword.invalidLink);
    expect(await page.getByLabel(t.resetPassword.newPassword).count()).toBe(0);
  });

  it('shows whole names, labelled 44 px actions, a quiet delete, and the tabs under the completion card', async () => {
    const page = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    await signInNewOrganiser(page, world, {
      name: 'Paul',
      email: 'paul.mobile@example.org',
      password: 'sapin-2026',
    });

    await page.getByRole('button', { name: t.secretSantas.createFirst }).click();
    await page.getByLabel(t.secretSantas.nameLabel, { exact: true }).fill('Noël sur téléphone');
    await page.getByRole('button', { name: t.secretSantas.create, exact: true }).click();
    await page.getByRole('heading', { name: 'Noël sur téléphone', level: 1 }).waitFor();
    for (const name of LONG_NAMES) {
      await addPlayer(page, {
        name,
        email: emailOf(name),
        address: '3 place du Capitole, Toulouse',
      });
      await page.getByRole('article', { name }).waitFor();
    }

    // Each card's actions say what they do on the button, and are at least 44 px square.
    const card = page.getByRole('article', { name: LONG_NAMES[0] });
    for (const button of [
      card.getByRole('button', { name: t.participantsTab.sendInvitation }),
      card.getByRole('button', { name: t.participantsTab.edit(LONG_NAMES[0]!) }),
      card.getByRole('button', { name: t.participantsTab.remove(LONG_NAMES[0]!) }),
    ]) {
      expect((await button.innerText()).trim().length).toBeGreaterThan(0);
      const box = await size(button);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    await screenshot(page, 'participant-cards-375-light');

    // The draw e-mails' list names everyone in full.
    await page.getByRole('tab', { name: t.dashboard.drawTab }).click();
    await page.getByRole('button', { name: t.draw.launch }).click();
    await page.getByRole('button', { name: t.draw.notify }).click();
    await see(page, t.draw.progressTitle);
    const progress = page.getByRole('list', { name: t.draw.progressTitle });
    for (const name of LONG_NAMES) {
      const shown = progress.getByText(name, { exact: true });
      await shown.waitFor();
      expect(await shown.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
    }
    await screenshot(page, 'notification-progress-375-light');

    // Everyone confirms their gift through their own link: the event is over.
    for (const name of LONG_NAMES) {
      const drawMail = await world.sink.waitForMail(
        emailOf(name),
        (m) => m.subject === mailMessages.mail.drawSubject('Noël sur téléphone'),
      );
      const token = drawMail.links
        .find((l) => l.includes('/participant/'))!
        .split('/')
        .pop()!;
      const id = new URL(page.url()).pathname.split('/')[2];
      const answer = await fetch(`${world.server.url}/api/participant/${id}/gift-received`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          origin: world.server.url,
        },
        body: '{}',
      });
      expect(answer.status).toBe(200);
    }
    await page.reload();
    await page.getByRole('region', { name: t.completion.title }).waitFor();
    const tabs = await size(page.getByRole('tablist'));
    expect(tabs.y + tabs.height).toBeLessThanOrEqual(812);
    await screenshot(page, 'completed-dashboard-375-light');

    // On the list, 'Accéder' is the card's action and deleting sits apart, without its weight.
    await page.getByRole('button', { name: t.dashboard.mySecretSantas }).click();
    const eventCard = page.locator('article').filter({ hasText: 'Noël sur téléphone' });
    const open = eventCard.getByRole('button', { name: t.secretSantas.open });
    const remove = eventCard.getByRole('button', { name: t.secretSantas.delete });
    const background = (locator: Locator) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(remove)).not.toBe(await background(open));
    expect(
      (await size(open)).x - ((await size(remove)).x + (await size(remove)).width),
    ).toBeGreaterThan(24);
    expect((await size(open)).height).toBeGreaterThanOrEqual(44);
    await screenshot(page, 'event-list-375-light');
  });

  it('closes a dialog with Back and stays on the tab, asking before losing what was typed', async () => {
    const page = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    await signInNewOrganiser(page, world, {
      name: 'Rémi',
      email: 'remi.retour@example.org',
      password: 'sapin-2026',
    });
    await createAndOpenEvent(page, 'Noël du retour');
    // Restrictions, then Participants again: Back has a tab to go back to.
    await page.getByRole('tab', { name: t.dashboard.restrictionsTab }).click();
    await page.waitForURL(/\/restrictions$/);
    await page.getByRole('tab', { name: t.dashboard.participantsTab }).click();
    await page.waitForURL(/\/participants$/);
    const participants = page.url();
    const isSelected = (name: string) =>
      page.getByRole('tab', { name }).getAttribute('aria-selected');

    const add = page.getByRole('button', { name: t.participantsTab.addFirst });
    const dialog = page.getByRole('dialog', { name: t.participantsTab.dialogAddTitle });
    const nameField = dialog.getByLabel(t.participantsTab.nameLabel, { exact: true });
    const question = page.getByRole('alertdialog', { name: t.dialogs.discardTitle });

    // Nothing typed: Back closes the dialog at once, and the tab stays.
    await add.click();
    await nameField.waitFor();
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(participants);
    expect(await isSelected(t.dashboard.participantsTab)).toBe('true');

    // A name typed: Back asks before losing it; Back again, or 'Continuer la saisie', keeps it.
    await add.click();
    await nameField.fill('Marie Dupont');
    await page.goBack();
    await question.waitFor();
    expect(page.url()).toBe(participants);
    await screenshot(page, 'discard-question-375-light', { fullPage: false });
    await page.goBack();
    await question.waitFor({ state: 'detached' });
    expect(await nameField.inputValue()).toBe('Marie Dupont');
    await page.goBack();
    await question.getByRole('button', { name: t.dialogs.discardCancel }).click();
    await question.waitFor({ state: 'detached' });
    expect(await nameField.inputValue()).toBe('Marie Dupont');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'input', value: 'Marie Dupont' });
    expect(page.url()).toBe(participants);

    // Chosen: the text goes with the dialog, and Back then goes where it went before.
    await page.goBack();
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'discard-question-1280-light', { fullPage: false });
    await page.setViewportSize({ width: 375, height: 812 });
    await question.getByRole('button', { name: t.dialogs.discard }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(page.url()).toBe(participants);
    await add.click();
    expect(await nameField.inputValue()).toBe('');
    await dialog.getByRole('button', { name: t.participantsTab.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    // The dialog's history entry goes a moment after the dialog (the browser moves back to the
    // page's): a Back pressed in between by a machine would fall on the same entry.
    await page.waitForFunction(
      () => !(history.state as { openDialogs?: unknown } | null)?.openDialogs,
    );
    await page.goBack();
    await page.waitForURL(/\/restrictions$/);
    await expect.poll(() => isSelected(t.dashboard.restrictionsTab)).toBe('true');
    await page.goForward();
    await page.waitForURL(participants);

    // A confirmation too: Back cancels it, and deletes nobody.
    await addPlayer(page, {
      name: 'Zoé',
      email: 'zoe.retour@example.org',
      address: '1 rue du Port, Brest',
    });
    const card = page.getByRole('article', { name: 'Zoé' });
    await card.waitFor();
    await card.getByRole('button', { name: t.participantsTab.remove('Zoé') }).click();
    const confirmation = page.getByRole('alertdialog', {
      name: t.participantsTab.deleteConfirmTitle,
    });
    await confirmation.waitFor();
    await page.goBack();
    await confirmation.waitFor({ state: 'detached' });
    expect(page.url()).toBe(participants);
    expect(await card.isVisible()).toBe(true);
  });
});
