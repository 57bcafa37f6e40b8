import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import {
  addPlayersByRequest,
  createAndOpenEvent,
  personNamed,
  see,
  signInNewOrganiser,
} from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const t = { ...messages, ...organiserMessages };
const world = useE2eWorld();

const person = (name: string) => personNamed(name);

/** In the Restrictions tab: select `giver`, tick each of `receivers`, close. */
async function exclude(page: Page, giver: string, receivers: string[]) {
  await page.getByRole('button', { name: new RegExp(`^${giver}`) }).click();
  for (const receiver of receivers) await page.getByRole('checkbox', { name: receiver }).check();
  await page.getByRole('button', { name: t.restrictions.close }).click();
}

describe('restrictions and the draw', () => {
  it('excludes a couple, draws, locks the restrictions, notifies four people with working links, resets and draws again', async () => {
    const page = await newPage(world.browser);
    await signInNewOrganiser(page, world, {
      name: 'Alice',
      email: 'alice@example.org',
      password: 'sapin-2026',
    });
    const names = ['Chloé', 'Denis', 'Emma', 'Farid'];
    await createAndOpenEvent(page, 'Réveillon 2026');
    await addPlayersByRequest(page, names.map(person));

    await page.getByRole('tab', { name: t.dashboard.restrictionsTab }).click();
    await see(page, t.restrictions.manageTitle);
    await exclude(page, 'Chloé', ['Denis']);
    await exclude(page, 'Denis', ['Chloé']);
    await page.getByRole('button', { name: t.restrictions.save }).click();
    await see(page, t.restrictions.savedTitle);
    await screenshot(page, 'restrictions-1280-light');

    await page.getByRole('tab', { name: t.dashboard.drawTab }).click();
    await page.getByRole('button', { name: t.draw.launch }).click();
    await see(page, t.draw.successTitle);
    await see(page, t.draw.successText);

    await page.getByRole('tab', { name: t.dashboard.restrictionsTab }).click();
    await see(page, t.restrictions.viewTitle);
    await see(page, t.restrictions.readOnly);
    expect(await page.getByRole('button', { name: t.restrictions.save }).count()).toBe(0);
    await page.getByRole('button', { name: /^Chloé/ }).click();
    expect(await page.getByRole('checkbox', { name: 'Denis' }).isDisabled()).toBe(true);
    await screenshot(page, 'restrictions-read-only-1280-light');

    await page.getByRole('tab', { name: t.dashboard.drawTab }).click();
    await page.getByRole('button', { name: t.draw.notify }).click();
    await see(page, t.draw.notifiedTitle);
    await see(page, t.draw.progress(4, 4), 30_000);
    await screenshot(page, 'draw-notified-1280-light');

    // Four e-mails, four different links; each opens its owner's space, and the couple
    // never gives to each other.
    const links = new Set<string>();
    for (const name of names) {
      const mail = await world.sink.waitForMail(
        person(name).email,
        (m) => m.subject === mailMessages.mail.drawSubject('Réveillon 2026'),
      );
      const link = mail.links.find((l) => l.includes('/participant/'))!;
      links.add(link);
      const space = await newPage(world.browser);
      await space.goto(link);
      await see(space, t.participantSpace.welcome(name));
      const recipient = (await space
        .getByRole('region', { name: t.participantSpace.recipientTitle })
        .locator('p')
        .first()
        .textContent())!.trim();
      expect(recipient).not.toBe(name);
      if (name === 'Chloé') expect(recipient).not.toBe('Denis');
      if (name === 'Denis') expect(recipient).not.toBe('Chloé');
      await space.close();
    }
    expect(links.size).toBe(4);

    // Someone in the draw is not deleted: their card offers 'Retirer du tirage' instead, with
    // a confirmation that says what happens (docs/product.md §6.8); cancelled, Chloé stays.
    await page.getByRole('tab', { name: t.dashboard.participantsTab }).click();
    const chloe = page.getByRole('article', { name: 'Chloé' });
    expect(await chloe.getByRole('button', { name: /Supprimer/ }).count()).toBe(0);
    await chloe
      .getByRole('button', { name: organiserMessages.drawChange.withdrawLabel('Chloé') })
      .click();
    const confirm = page.getByRole('alertdialog', {
      name: organiserMessages.drawChange.withdrawTitle('Chloé'),
    });
    await confirm.getByText(organiserMessages.drawChange.withdrawText('Chloé')).waitFor();
    // The window narrowed to two cards a row and back (a phone turned) keeps the dialog open:
    // the cards are laid out again, not drawn anew.
    await page.setViewportSize({ width: 900, height: 800 });
    await page.setViewportSize({ width: 1280, height: 800 });
    await confirm.getByText(organiserMessages.drawChange.withdrawText('Chloé')).waitFor();
    await screenshot(page, 'withdraw-confirm-1280-light');
    await confirm.getByRole('button', { name: t.participantsTab.cancel }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'Chloé' }).waitFor();
    await page.getByRole('tab', { name: t.dashboard.drawTab }).click();

    await page.getByRole('button', { name: t.draw.reset }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.draw.resetConfirm }).click();
    await see(page, t.draw.resetDoneTitle);
    await page.getByRole('button', { name: t.draw.launch }).click();
    await see(page, t.draw.successTitle);
    await page.getByRole('button', { name: t.draw.notify }).waitFor();
  });

  it('explains in names why a group cannot be drawn', async () => {
    const page = await newPage(world.browser, {
      viewport: { width: 375, height: 812 },
      colorScheme: 'dark',
    });
    await signInNewOrganiser(page, world, {
      name: 'Bruno',
      email: 'bruno@example.org',
      password: 'sapin-2026',
    });
    await createAndOpenEvent(page, 'Impossible');
    await addPlayersByRequest(page, ['Gaëlle', 'Hugo', 'Inès'].map(person));
    await page.getByRole('tab', { name: t.dashboard.restrictionsTab }).click();
    await exclude(page, 'Gaëlle', ['Hugo', 'Inès']);
    await page.getByRole('button', { name: t.restrictions.save }).click();
    await see(page, 'Gaëlle ne peut offrir à personne');
    await screenshot(page, 'restrictions-impossible-375-dark');

    await page.getByRole('tab', { name: t.dashboard.drawTab }).click();
    await page.getByRole('button', { name: t.draw.launch }).click();
    await see(page, t.draw.infeasible);
    await see(page, 'Gaëlle ne peut offrir à personne');
    await screenshot(page, 'draw-impossible-375-dark');
  });
});
