import { describe, expect, it } from 'vitest';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { createAndOpenEvent, personNamed, see, signInNewOrganiser } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const world = useE2eWorld();
const p = organiserMessages.participantsTab;
const EVENT = 'Service compta';
const TEAM = ['Agathe', 'Baptiste', 'Céline', 'Damien', 'Élodie'].map((name) => personNamed(name));

describe('inviting everyone', () => {
  it('invites in one click everyone not yet invited, shows the e-mails leave, and each gets one', async () => {
    const page = await newPage(world.browser);
    await signInNewOrganiser(page, world, {
      name: 'Odile',
      email: 'odile@example.org',
      password: 'buche-2026',
    });
    await createAndOpenEvent(page, EVENT);

    // The team's list, pasted from a spreadsheet (docs/product.md §4.8).
    await page.getByRole('button', { name: p.importList }).click();
    const importDialog = page.getByRole('dialog', { name: p.importTitle });
    await importDialog
      .getByLabel(p.importTextLabel, { exact: true })
      .fill(TEAM.map((person) => `${person.name}\t${person.email}`).join('\n'));
    await importDialog.getByRole('button', { name: p.importCheck }).click();
    await importDialog.getByRole('button', { name: p.importSubmit(TEAM.length) }).click();
    await see(page, p.imported(TEAM.length));

    // Agathe was invited on her own first: the round leaves her out.
    await page
      .getByRole('article', { name: 'Agathe' })
      .getByRole('button', { name: p.sendInvitation })
      .click();
    await see(page, accountMessages.invitations.sent('Agathe'));

    await page.getByRole('button', { name: p.inviteAll }).click();
    const confirm = page.getByRole('alertdialog', { name: p.inviteAllConfirmTitle(4) });
    await confirm.getByText(p.inviteAllConfirmText).waitFor();
    await screenshot(page, 'invite-everyone-confirm-1280-light');
    await confirm.getByRole('button', { name: p.inviteAllConfirm }).click();
    await see(page, p.inviteAllDone(4));

    // The card follows the e-mails until all have left; the button is gone, nobody is left.
    const progress = page.getByRole('progressbar', { name: p.invitationsProgressTitle });
    await expect
      .poll(() => progress.getAttribute('aria-valuetext'), { timeout: 30_000 })
      .toBe(p.invitationsProgress(4, 4));
    await see(page, p.invitationsAllSent);
    expect(await page.getByRole('button', { name: p.inviteAll }).count()).toBe(0);
    for (const person of TEAM)
      await page
        .getByRole('article', { name: person.name })
        .getByText(p.statusInvited, { exact: true })
        .waitFor();

    // Each person got one invitation, with their own link to their space.
    const subject = mailMessages.mail.invitationSubject(EVENT);
    for (const person of TEAM) {
      const mail = await world.sink.waitForMail(person.email, (m) => m.subject === subject);
      expect(mail.links.filter((link) => link.includes('/participant/'))).toHaveLength(1);
    }
    const invitations = world.sink.received.filter((mail) => mail.subject === subject);
    expect(invitations.map((mail) => mail.to[0]).sort()).toEqual(
      TEAM.map((person) => person.email).sort(),
    );

    await screenshot(page, 'invitations-progress-1280-light');
    const phone = await newPage(world.browser, {
      viewport: { width: 375, height: 812 },
      colorScheme: 'dark',
    });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(page.url());
    await phone.getByRole('progressbar', { name: p.invitationsProgressTitle }).waitFor();
    await screenshot(phone, 'invitations-progress-375-dark');
  });
});
