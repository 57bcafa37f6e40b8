import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountMessages as englishAccount } from '../../src/shared/account-messages.en.ts';
import { mailMessages as englishMail } from '../../src/shared/mail-messages.en.ts';
import { mailMessages as frenchMail } from '../../src/shared/mail-messages.ts';
import { messages as english } from '../../src/shared/messages.en.ts';
import { messages as french } from '../../src/shared/messages.ts';
import { organiserMessages as englishOrganiser } from '../../src/shared/organiser-messages.en.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { loginScreenReady, see, seeEventList } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

/**
 * Issue #23's journey (docs/product.md §9.9): an organiser whose browser speaks English signs
 * up and runs a whole exchange in English; one cousin reads French, and gets French e-mails
 * and a French space, whatever the organiser's language. Everyone goes from their invitation to
 * their recipient and 'Gift received' with one link, never typing a password (decision 0029).
 */
const world = useE2eWorld();
const EVENT = 'Family Christmas';
const organiser = { name: 'Grace', email: 'grace@example.org', password: 'mistletoe-2026' };
const people = [
  { name: 'Ann', email: 'ann@example.org', language: 'en' as const },
  { name: 'Bastien', email: 'bastien@example.org', language: 'fr' as const },
  { name: 'Cora', email: 'cora@example.org', language: 'en' as const },
];
const t = { ...english, ...englishAccount, ...englishOrganiser };

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

describe('English beside French', () => {
  it('runs an exchange in English from sign-up to the end, with a cousin who reads French', async () => {
    const page = await newPage(world.browser, { locale: 'en-GB' });
    await page.goto(world.server.url);
    await see(page, t.app.tagline);
    await loginScreenReady(page);

    // Sign-up, in English, and the e-mail whose link's page chooses the password.
    await page.getByRole('tab', { name: t.auth.registerTab }).click();
    await fill(page, t.auth.name, organiser.name);
    await fill(page, t.auth.email, organiser.email);
    await page.getByRole('button', { name: t.auth.registerSubmit }).click();
    await see(page, t.auth.registerSuccessTitle);
    const verification = await world.sink.waitForMail(
      organiser.email,
      (m) => m.subject === englishMail.mail.verifySubject,
    );
    expect(verification.text).toContain(englishMail.mail.verifyGreeting(organiser.name));
    await page.goto(verification.links.find((l) => l.includes('/verify-email?token='))!);
    await see(page, t.verifyEmail.intro(organiser.email));
    await fill(page, t.auth.password, organiser.password);
    await page.getByRole('button', { name: t.verifyEmail.submit }).click();
    await seeEventList(page, t.secretSantas.listTitle);

    // An event, three people: Bastien's e-mails in French.
    await page.getByRole('button', { name: t.secretSantas.createFirst }).click();
    await fill(page, t.secretSantas.nameLabel, EVENT);
    await page.getByRole('button', { name: t.secretSantas.create, exact: true }).click();
    await page.getByRole('heading', { name: EVENT, level: 1 }).waitFor();
    for (const person of people) {
      const add = page.getByRole('button', { name: t.participantsTab.addFirst });
      if (await add.isVisible()) await add.click();
      else await page.getByRole('button', { name: t.participantsTab.add }).first().click();
      const dialog = page.getByRole('dialog', { name: t.participantsTab.dialogAddTitle });
      await dialog.getByLabel(t.participantsTab.nameLabel, { exact: true }).fill(person.name);
      await dialog.getByLabel(t.participantsTab.emailLabel, { exact: true }).fill(person.email);
      const language = dialog.getByLabel(t.participantsTab.languageLabel, { exact: true });
      expect(await language.inputValue()).toBe('en');
      await language.selectOption(person.language);
      await dialog.getByRole('button', { name: t.participantsTab.submitAdd }).click();
      await page.getByRole('article', { name: person.name }).waitFor();
    }
    await screenshot(page, 'english-participants-1280-light');

    // Everyone is invited at once: each invitation, in its reader's language, carries their own
    // link, which opens their space before the draw, no password asked.
    await page.getByRole('button', { name: t.participantsTab.inviteAll }).click();
    await page.getByRole('button', { name: t.participantsTab.inviteAllConfirm }).click();
    await see(page, t.participantsTab.inviteAllDone(people.length));
    const spaces: Page[] = [];
    const links: string[] = [];
    for (const person of people) {
      const catalogue = person.language === 'fr' ? frenchMail : englishMail;
      const invitation = await world.sink.waitForMail(
        person.email,
        (m) => m.subject === catalogue.mail.invitationSubject(EVENT),
      );
      expect(invitation.text).toContain(catalogue.mail.invitationSteps);
      const link = invitation.links.find((l) => l.includes('/participant/'))!;
      const space = await newPage(world.browser, {
        locale: person.language === 'fr' ? 'fr-FR' : 'en-US',
      });
      await space.goto(link);
      const texts = person.language === 'fr' ? french : english;
      await see(space, texts.participantSpace.waitingTitle);
      expect(await space.evaluate(() => document.documentElement.lang)).toBe(person.language);
      spaces.push(space);
      links.push(link);
    }
    await screenshot(spaces[0]!, 'english-invited-space-1280-light');

    await page.getByRole('tab', { name: t.dashboard.drawTab }).click();
    await page.getByRole('button', { name: t.draw.launch }).click();
    await see(page, t.draw.successTitle);
    await page.getByRole('button', { name: t.draw.notify }).click();
    await see(page, t.draw.notifiedTitle);

    // Each reads « The draw has taken place » in their language, with the link of their
    // invitation, which now shows whom they give to.
    for (const [index, person] of people.entries()) {
      const catalogue = person.language === 'fr' ? frenchMail : englishMail;
      const mail = await world.sink.waitForMail(
        person.email,
        (m) => m.subject === catalogue.mail.drawSubject(EVENT),
      );
      expect(mail.text).toContain(catalogue.mail.drawText(EVENT));
      expect(mail.links).toContain(links[index]);
      const space = spaces[index]!;
      await space.goto(links[index]!);
      const texts = person.language === 'fr' ? french : english;
      await see(space, texts.participantSpace.recipientTitle);
    }
    await screenshot(spaces[1]!, 'french-cousin-space-1280-light');

    // Everyone says their gift arrived; the exchange is over, and each is told in their language.
    for (const [index, person] of people.entries()) {
      const space = spaces[index]!;
      const texts = (person.language === 'fr' ? french : english).participantSpace;
      await space.getByRole('button', { name: texts.giftReceivedButton }).click();
      await space.getByRole('button', { name: texts.giftReceivedConfirm }).click();
      await see(space, texts.giftReceivedToast);
    }
    await page.reload();
    await page.getByRole('region', { name: t.completion.title }).waitFor();
    for (const person of people) {
      const catalogue = person.language === 'fr' ? frenchMail : englishMail;
      await world.sink.waitForMail(
        person.email,
        (m) => m.subject === catalogue.mail.completionSubject(EVENT),
      );
    }
  });
});
