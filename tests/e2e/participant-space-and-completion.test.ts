import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { participantMessages } from '../../src/shared/participant-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import {
  addPlayersByRequest,
  COUSINS,
  createAndOpenEvent,
  see,
  signInNewOrganiser,
} from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const t = { ...messages, ...organiserMessages };
const { event: EVENT, people } = COUSINS;
const world = useE2eWorld();

async function recipientOf(page: Page): Promise<{ name: string; text: string }> {
  const card = page.getByRole('region', { name: t.participantSpace.recipientTitle });
  await card.waitFor();
  return {
    name: (await card.locator('p').first().textContent())!.trim(),
    text: (await card.textContent()) ?? '',
  };
}

/** Where each heading starts on the page, as a person scrolling down meets them. */
async function headingTops(page: Page, headings: string[]): Promise<number[]> {
  return Promise.all(
    headings.map(async (heading) => {
      const box = await page
        .getByRole('heading', { name: new RegExp(`^${escapeRegExp(heading)}`) })
        .first()
        .boundingBox();
      if (!box) throw new Error(`« ${heading} » is not on the page`);
      return box.y;
    }),
  );
}

/** The text as a pattern; any space in it (a narrow no-break one too) matches any space. */
const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');

describe('the participant space and the end of the exchange', () => {
  it('three people open their own links, see one recipient each, update, confirm, and all see the end', async () => {
    const organiser = await newPage(world.browser);
    await signInNewOrganiser(organiser, world, {
      name: 'Alice',
      email: 'alice@example.org',
      password: 'sapin-2026',
    });
    await createAndOpenEvent(organiser, EVENT);
    await addPlayersByRequest(organiser, people);
    await organiser.getByRole('tab', { name: t.dashboard.drawTab }).click();
    await organiser.getByRole('button', { name: t.draw.launch }).click();
    await see(organiser, t.draw.successTitle);
    await organiser.getByRole('button', { name: t.draw.notify }).click();
    await see(organiser, t.draw.notifiedTitle);

    // Each person, in a browser of their own, opens the link from their own e-mail.
    const pages: Record<string, Page> = {};
    const recipients: Record<string, string> = {};
    for (const [index, person] of people.entries()) {
      const mail = await world.sink.waitForMail(
        person.email,
        (m) => m.subject === mailMessages.mail.drawSubject(EVENT),
      );
      for (const other of people.filter((p) => p !== person))
        expect(mail.text).not.toContain(other.name);
      const dark = index === 1;
      const page = await newPage(
        world.browser,
        dark ? { colorScheme: 'dark', viewport: { width: 375, height: 812 } } : {},
      );
      await page.goto(mail.links.find((l) => l.includes('/participant/'))!);
      await see(page, t.participantSpace.welcome(person.name));
      await see(page, t.participantSpace.edition(new Date().getFullYear()));
      recipients[person.name] = (await recipientOf(page)).name;
      pages[person.name] = page;
      await screenshot(page, `participant-space-${dark ? '375-dark' : '1280-light'}-${index}`);
    }
    const names = people.map((p) => p.name);
    expect(Object.values(recipients).sort()).toEqual([...names].sort());
    for (const name of names) expect(recipients[name]).not.toBe(name);
    const pm = participantMessages.conversation;
    const messagesOf = (page: Page) =>
      page.getByRole('region', { name: new RegExp(`^${pm.title}`) });

    // On Denis's phone, scrolling down meets whom he gives to, the messages, his own texts, then
    // the gift to confirm once it comes (no date is set), then the rest (docs/product.md §7.2).
    await messagesOf(pages['Denis']!).waitFor();
    const tops = await headingTops(pages['Denis']!, [
      t.participantSpace.recipientTitle,
      pm.title,
      t.participantSpace.myAddress,
      t.participantSpace.myGiftIdeas,
      t.participantSpace.giftReceivedTitle,
      t.participantSpace.myEmail,
      t.participantSpace.othersTitle,
    ]);
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(new Set(tops).size).toBe(tops.length);

    // Chloé moves; her Santa sees the new address after a reload.
    const chloe = pages['Chloé']!;
    await chloe
      .getByLabel(t.participantSpace.myAddress, { exact: true })
      .fill('8 impasse des Rennes\n59000 Lille');
    await chloe.getByRole('button', { name: t.participantSpace.saveAddress }).click();
    await see(chloe, t.participantSpace.addressUpdated);
    const santaOfChloe = names.find((name) => recipients[name] === 'Chloé')!;
    await pages[santaOfChloe]!.reload();
    expect((await recipientOf(pages[santaOfChloe]!)).text).toContain('8 impasse des Rennes');

    // Denis, on his phone, asks the person he gives to a ready-made question (docs/product.md
    // §7.7); they read it from « Votre Père Noël secret », never from Denis, and answer; Denis
    // reads the answer. Neither e-mail names Denis.
    const denis = pages['Denis']!;
    const denisRecipient = recipients['Denis']!;
    await messagesOf(denis).getByRole('button', { name: pm.questions[1] }).click();
    await messagesOf(denis).getByRole('button', { name: pm.send }).click();
    await expect.poll(() => messagesOf(denis).getByText(pm.questions[1]).count()).toBe(2);
    const theirs = pages[denisRecipient]!;
    await theirs.reload();
    await messagesOf(theirs)
      .getByRole('tab', { name: new RegExp(pm.withSantaTitle) })
      .click();
    const question = messagesOf(theirs).locator('li').filter({ hasText: pm.questions[1] });
    await question.waitFor();
    expect(await question.textContent()).toContain(pm.fromSanta);
    expect(await messagesOf(theirs).textContent()).not.toContain('Denis');
    await messagesOf(theirs).getByRole('textbox').fill('Aucune, merci de demander !');
    await messagesOf(theirs).getByRole('button', { name: pm.send }).click();
    await messagesOf(theirs).getByText('Aucune, merci de demander !').waitFor();
    await denis.reload();
    await messagesOf(denis).getByText('Aucune, merci de demander !').waitFor();
    await screenshot(denis, 'messages-375-dark');
    const toRecipient = await world.sink.waitForMail(
      people.find((p) => p.name === denisRecipient)!.email,
      (m) => m.subject === mailMessages.mail.messageFromSantaSubject(EVENT),
    );
    expect(`${toRecipient.subject} ${toRecipient.text} ${toRecipient.html}`).not.toContain('Denis');
    // Its « Répondre dans mon espace » opens the space on the messages, on a phone too.
    const reply = new URL(toRecipient.links.find((l) => l.includes('/participant/'))!);
    expect(reply.hash).toBe('#messages');
    const phone = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    await phone.goto(reply.href);
    await expect
      .poll(() => messagesOf(phone).evaluate((card) => card === document.activeElement))
      .toBe(true);
    const landed = (await messagesOf(phone).boundingBox())!;
    expect(landed.y).toBeGreaterThanOrEqual(0);
    expect(landed.y).toBeLessThan(812 / 2);
    await screenshot(phone, 'messages-from-email-375-light', { fullPage: false });
    await phone.close();
    await world.sink.waitForMail(
      people.find((p) => p.name === 'Denis')!.email,
      (m) => m.subject === mailMessages.mail.messageFromRecipientSubject(denisRecipient, EVENT),
    );

    // Everyone confirms (asked first); the first one takes it back once and says it again; the
    // last one sees the end.
    const confirmGift = async (page: Page) => {
      await page.getByRole('button', { name: t.participantSpace.giftReceivedButton }).click();
      await page
        .getByRole('heading', { name: t.participantSpace.giftReceivedConfirmTitle })
        .waitFor();
      await page.getByRole('button', { name: t.participantSpace.giftReceivedConfirm }).click();
      await see(page, t.participantSpace.giftReceivedToast);
    };
    for (const [index, name] of names.entries()) {
      const page = pages[name]!;
      await confirmGift(page);
      if (index > 0) continue;
      await page.getByRole('button', { name: t.participantSpace.giftNotReceivedButton }).click();
      await see(page, t.participantSpace.giftNotReceivedToast);
      await confirmGift(page);
    }
    const last = pages[names[names.length - 1]!]!;
    await last.getByRole('region', { name: t.completion.title }).waitFor();
    expect(
      await last.getByRole('button', { name: t.participantSpace.giftNotReceivedButton }).count(),
    ).toBe(0);
    await screenshot(last, 'completion-participant-1280-light');

    await organiser.reload();
    await organiser.getByRole('region', { name: t.completion.title }).waitFor();
    await see(organiser, participantMessages.completion.organiserNote);
    await screenshot(organiser, 'completion-organiser-1280-light');

    for (const person of people) {
      await world.sink.waitForMail(
        person.email,
        (m) => m.subject === mailMessages.mail.completionSubject(EVENT),
      );
    }

    // A tampered link says it does not work and what to do, with nobody's data.
    const link = new URL(chloe.url());
    const stranger = await newPage(world.browser);
    await stranger.goto(`${link.origin}${link.pathname.slice(0, -4)}AAAA`);
    await see(stranger, participantMessages.accessDenied.invalidLinkTitle);
    const text = (await stranger.textContent('body')) ?? '';
    for (const person of people) expect(text).not.toContain(person.name);
    await screenshot(stranger, 'access-denied-1280-light');

    // One completion e-mail each, not one per confirmation: the server, stopped, has finished
    // sending and can send nothing more, so what the SMTP server holds is final.
    await world.server.stop();
    for (const person of people) {
      const completions = world.sink.received.filter(
        (m) =>
          m.to.includes(person.email) && m.subject === mailMessages.mail.completionSubject(EVENT),
      );
      expect(completions).toHaveLength(1);
    }
  });
});
