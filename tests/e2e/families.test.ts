import { describe, expect, it } from 'vitest';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { participantMessages } from '../../src/shared/participant-messages.ts';
import { newPage, screenshot, SCREENSHOT_DIR, TAKE_PICTURES } from '../support/browser.ts';
import {
  addPlayersByRequest,
  createAndOpenEvent,
  personNamed,
  recipientShownAt,
  see,
  signInNewOrganiser,
} from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

// docs/product.md §4.10, §4.11, §7.8: a child without an e-mail, a card to hand over, a word
// to everyone.

const world = useE2eWorld();
const tab = { ...messages.players, ...organiserMessages.participantsTab };
const d = organiserMessages.draw;
const a = organiserMessages.announcements;
const care = participantMessages.care;
const EVENT = 'Noël des Martin';
const CLAIRE = personNamed('Claire');
const OTHERS = ['Paul', 'Zoé', 'Max'].map((name) => personNamed(name));
const LEO = 'Léo Martin';

describe('a family with a child without an e-mail', () => {
  it('looks after Léo through Claire: two e-mails, two spaces, his card printed, a word to everyone', async () => {
    const page = await newPage(world.browser);
    await signInNewOrganiser(page, world, {
      name: 'Mamie Martin',
      email: 'mamie.martin@example.org',
      password: 'buche-2026',
    });
    await createAndOpenEvent(page, EVENT);
    await addPlayersByRequest(page, [CLAIRE, ...OTHERS]);

    // « Léo Martin », looked after by Claire: no e-mail field, who looks after him instead.
    await page.getByRole('button', { name: tab.add }).first().click();
    const dialog = page.getByRole('dialog', { name: tab.dialogAddTitle });
    await dialog.getByLabel(tab.nameLabel, { exact: true }).fill(LEO);
    await dialog.getByRole('checkbox', { name: tab.noEmailLabel }).check();
    await expect.poll(() => dialog.getByLabel(tab.emailLabel, { exact: true }).count()).toBe(0);
    await dialog.getByRole('combobox', { name: tab.carerLabel }).selectOption(CLAIRE.name);
    await dialog.getByText(tab.carerHint).waitFor();
    await screenshot(page, 'carer-dialog-1280-light');
    await dialog.getByRole('button', { name: tab.submitAdd }).click();
    const leoCard = page.getByRole('article', { name: LEO });
    await leoCard.getByText(tab.caredBy(CLAIRE.name)).waitFor();

    // The draw, then its e-mails: two at Claire's address, one per person.
    await page.getByRole('tab', { name: messages.dashboard.drawTab }).click();
    await page.getByRole('button', { name: d.launch }).click();
    await see(page, d.successTitle);
    await page.getByRole('button', { name: d.notify }).click();
    await see(page, d.progress(5, 5), 30_000);
    const drawMails = () =>
      world.sink.received.filter(
        (mail) =>
          mail.to.includes(CLAIRE.email) && mail.subject === mailMessages.mail.drawSubject(EVENT),
      );
    await expect.poll(() => drawMails().length, { timeout: 15_000 }).toBe(2);
    const links = drawMails().map((mail) => mail.links.find((l) => l.includes('/participant/'))!);
    expect(new Set(links).size).toBe(2);
    expect(drawMails().some((mail) => mail.text.includes(LEO))).toBe(true);

    // Each link opens its own space; the draw never makes Claire and Léo give to each other.
    const reader = await newPage(world.browser, { viewport: { width: 375, height: 740 } });
    const linkOf = new Map<string, string>();
    const shown = new Map<string, string | null>();
    for (const link of links) {
      await reader.goto(link);
      const leoWelcome = reader.getByText(messages.participantSpace.welcome(LEO));
      const claireWelcome = reader.getByText(messages.participantSpace.welcome(CLAIRE.name));
      await leoWelcome.or(claireWelcome).waitFor();
      const name = (await leoWelcome.count()) > 0 ? LEO : CLAIRE.name;
      linkOf.set(name, link);
      shown.set(name, await recipientShownAt(reader, link, name));
    }
    expect([...linkOf.keys()].sort()).toEqual([CLAIRE.name, LEO].sort());
    expect(shown.get(CLAIRE.name)).not.toBe(LEO);
    expect(shown.get(LEO)).not.toBe(CLAIRE.name);

    // Claire's space lists Léo's, and opens it.
    await reader.goto(linkOf.get(CLAIRE.name)!);
    await reader.getByRole('heading', { name: care.caredSpacesTitle }).waitFor();
    await screenshot(reader, 'carer-space-375-light');
    await reader.getByRole('link', { name: care.openSpace(LEO) }).click();
    await see(reader, messages.participantSpace.welcome(LEO));
    await see(reader, care.caredBy(CLAIRE.name));

    // Léo's card, as the printer gets it: an A5 sheet on both sides, his recipient inside only.
    await reader.evaluate(() => {
      // The browser's print dialog is not the product's: the test takes its place.
      window.print = () => undefined;
    });
    await reader.getByRole('button', { name: participantMessages.card.print }).click();
    const card = reader.getByTestId('printable-card');
    await card.waitFor({ state: 'attached' });
    await reader.emulateMedia({ media: 'print' });
    const [outside, inside] = await card.locator('section').all();
    await expect
      .poll(() => outside!.textContent())
      .toContain(participantMessages.card.forName(LEO));
    expect(await outside!.textContent()).not.toContain(shown.get(LEO)!);
    expect(await inside!.textContent()).toContain(shown.get(LEO)!);
    // Paper, not a screen: looked at, not audited as one.
    if (TAKE_PICTURES) {
      await reader.screenshot({
        path: `${SCREENSHOT_DIR}/printed-card-print-media.png`,
        fullPage: true,
      });
    }
    const pdf = (await reader.pdf({ preferCSSPageSize: true, printBackground: true })).toString(
      'latin1',
    );
    const pages = pdf.match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(2);
    // A5 landscape: 210 × 148 mm, 595.3 × 419.5 points, to the pixel Chromium rounds to.
    const boxes = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)];
    expect(boxes).toHaveLength(2);
    for (const [, width, height] of boxes) {
      expect(Math.abs(Number(width) - 595.3)).toBeLessThan(1);
      expect(Math.abs(Number(height) - 419.5)).toBeLessThan(1);
    }
    await reader.emulateMedia({ media: 'screen' });

    // « Écrire à tous »: one e-mail per address, Claire's once, and the word in every space.
    const word = 'On se retrouve chez Mamie à 15 h, pensez aux piles !';
    await page.getByRole('button', { name: a.open }).click();
    const writing = page.getByRole('dialog', { name: a.title });
    await writing.getByLabel(a.label).fill(word);
    await screenshot(page, 'announcement-dialog-1280-light');
    await writing.getByRole('button', { name: a.send }).click();
    await see(page, a.sent(4));
    const subject = mailMessages.mail.announcementSubject('Mamie Martin', EVENT);
    for (const person of [CLAIRE, ...OTHERS]) {
      const mail = await world.sink.waitForMail(person.email, (m) => m.subject === subject);
      expect(mail.text).toContain(word);
    }
    expect(
      world.sink.received.filter((m) => m.to.includes(CLAIRE.email) && m.subject === subject),
    ).toHaveLength(1);
    await reader.reload();
    await see(reader, participantMessages.announcements.title('Mamie Martin'));
    await see(reader, word);
    await screenshot(reader, 'announcement-in-space-375-light');
  });
});
