import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { registrationMessages } from '../../src/shared/registration-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { createAndOpenEvent, fill, see, signInNewOrganiser } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const world = useE2eWorld();
const l = organiserMessages.registrationLink;
const r = registrationMessages.registration;
const EVENT = 'Noël de la chorale';

/** A PNG's width and height, from its header (IHDR). */
function pngSize(file: Buffer): { width: number; height: number } {
  expect(file.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

describe('the sign-up link', () => {
  it('is opened by the organiser, followed on a phone, confirmed by e-mail, and closed', async () => {
    const page = await newPage(world.browser, { acceptDownloads: true });
    await signInNewOrganiser(page, world, {
      name: 'Odile',
      email: 'odile@example.org',
      password: 'chorale-2026',
    });
    await createAndOpenEvent(page, EVENT);

    // The organiser opens the link: its address, its QR code, the code as a file for a poster.
    await page.getByRole('button', { name: l.button }).click();
    const dialog = page.getByRole('dialog', { name: l.dialogTitle });
    await dialog.getByText(l.closedIntro).waitFor();
    await dialog.getByRole('button', { name: l.openAction }).click();
    const linkField = dialog.getByLabel(l.linkLabel);
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${world.server.url}/r/[A-Za-z0-9_-]{43}$`));
    await dialog.getByRole('img', { name: l.qrLabel }).waitFor();
    await screenshot(page, 'sign-up-link-dialog-1280-light');
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: l.downloadQr }).click();
    const qrFile = await download;
    expect(qrFile.suggestedFilename()).toBe('qr-code-inscription.png');
    expect(pngSize(await readFile((await qrFile.path())!))).toEqual({ width: 1024, height: 1024 });
    await page.keyboard.press('Escape');

    // On a computer, in the light.
    const computer = await newPage(world.browser);
    await computer.goto(link);
    await computer.getByRole('heading', { name: EVENT, level: 1 }).waitFor();
    await screenshot(computer, 'sign-up-form-1280-light');
    // Its earlier, French address, still on QR codes printed before, opens the same page.
    await computer.goto(link.replace('/r/', '/inscription/'));
    await computer.getByRole('heading', { name: EVENT, level: 1 }).waitFor();
    await computer.close();

    // Someone in the family chat follows it on their phone, in the dark.
    const phone = await newPage(world.browser, {
      viewport: { width: 375, height: 812 },
      colorScheme: 'dark',
    });
    await phone.goto(link);
    await phone.getByRole('heading', { name: EVENT, level: 1 }).waitFor();
    await see(phone, r.invitedBy('Odile'));
    await fill(phone, r.nameLabel, 'Zoé');
    await fill(phone, r.emailLabel, 'zoe@example.org');
    await fill(phone, messages.app.optionalField(r.addressLabel), '3 place du Marché, Annecy');
    await fill(phone, messages.app.optionalField(r.giftIdeasLabel), 'Des partitions');
    await screenshot(phone, 'sign-up-form-375-dark');
    await phone.getByRole('button', { name: r.submit }).click();
    await see(phone, r.checkMailbox('zoe@example.org'));
    await screenshot(phone, 'sign-up-check-mailbox-375-dark');

    // Not a participant until the address is confirmed.
    await page.reload();
    await page.getByRole('heading', { name: EVENT, level: 1 }).waitFor();
    await see(page, organiserMessages.participantsTab.empty);

    const mail = await world.sink.waitForMail(
      'zoe@example.org',
      (m) => m.subject === mailMessages.mail.registrationSubject(EVENT),
    );
    const confirmation = mail.links.find((l) => l.includes('/confirmer-inscription?token='))!;
    await phone.goto(confirmation);
    await phone.getByRole('button', { name: r.confirm }).click();
    await see(phone, r.confirmed(EVENT));
    await screenshot(phone, 'sign-up-confirmed-375-dark');

    // Zoé is on the organiser's Participants tab, with what she typed.
    await page.reload();
    const card = page.getByRole('article', { name: 'Zoé' });
    await card.waitFor();
    await card.getByText('zoe@example.org').waitFor();
    await card.getByText('Des partitions').waitFor();

    // A second Zoé signs up: the page tells her nothing of the first; once she confirms, the
    // organiser's card says her name was taken, and she is added under a free one.
    const cousin = await newPage(world.browser);
    await cousin.goto(link);
    await fill(cousin, r.nameLabel, 'ZOÉ');
    await fill(cousin, r.emailLabel, 'zoe.cousine@example.org');
    await cousin.getByRole('button', { name: r.submit }).click();
    await see(cousin, r.checkMailbox('zoe.cousine@example.org'));
    const cousinMail = await world.sink.waitForMail(
      'zoe.cousine@example.org',
      (m) => m.subject === mailMessages.mail.registrationSubject(EVENT),
    );
    await cousin.goto(cousinMail.links.find((l) => l.includes('/confirmer-inscription?token='))!);
    await cousin.getByRole('button', { name: r.confirm }).click();
    await see(cousin, r.confirmed(EVENT));
    await cousin.close();
    await page.reload();
    const second = page.getByRole('article', { name: 'ZOÉ (2)' });
    await second.getByText(organiserMessages.participantsTab.nameTakenAtSignUp('ZOÉ')).waitFor();
    await screenshot(page, 'sign-up-name-taken-1280-light');

    // Closed: the link says so, in French.
    await page.getByRole('button', { name: l.button }).click();
    await dialog.getByRole('button', { name: l.closeAction }).click();
    await dialog.getByText(l.closedIntro).waitFor();
    await phone.goto(link);
    await see(phone, r.closed);
    await screenshot(phone, 'sign-up-closed-375-dark');
  });
});
