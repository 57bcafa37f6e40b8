import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import {
  addPlayersByRequest,
  createAndOpenEvent,
  personNamed,
  recipientShownAt,
  see,
  signInNewOrganiser,
} from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const t = { ...messages, ...organiserMessages };
const world = useE2eWorld();
const EVENT = 'Noël des cousins';

const person = (name: string) => personNamed(name, `${name.length} place du Sapin, Annecy`);

const MARTIN = ['Anne', 'Basile', 'Camille'];
const DURAND = ['Denis', 'Elsa'];
const EVERYONE = [...MARTIN, ...DURAND, 'Farid', 'Gaëlle'];

/** In the Restrictions tab: a new household named `name` with `members`, each found by typing. */
async function createHousehold(page: Page, name: string, members: string[]) {
  await page.getByLabel(t.restrictions.newHouseholdLabel, { exact: true }).fill(name);
  await page.getByRole('button', { name: t.restrictions.createHousehold }).click();
  const search = page.getByRole('searchbox', { name: t.restrictions.addMember(name) });
  for (const member of members) {
    await search.fill(member);
    await page.getByRole('button', { name: t.restrictions.addNamedMember(member, name) }).click();
  }
}

describe('households and one big circle', () => {
  it('sets a household of three and a couple, draws one circle, and every space shows its part of it', async () => {
    const page = await newPage(world.browser);
    await signInNewOrganiser(page, world, {
      name: 'Hélène',
      email: 'helene@example.org',
      password: 'sapin-2026',
    });
    await createAndOpenEvent(page, EVENT);
    await addPlayersByRequest(page, EVERYONE.map(person));

    await page.getByRole('tab', { name: t.dashboard.restrictionsTab }).click();
    await see(page, t.restrictions.householdsHeading);
    await createHousehold(page, 'Famille Martin', MARTIN);
    await createHousehold(page, 'Durand', DURAND);
    await see(page, t.restrictions.summaryHousehold('Famille Martin', 'Anne, Basile et Camille'));
    await page.getByRole('button', { name: t.restrictions.save }).click();
    await see(page, t.restrictions.savedTitle);
    // Saved on the players: the list shows each one's household after a reload.
    await page.reload();
    await page.getByRole('button', { name: /^Basile/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Basile/ }).textContent()).toContain(
      t.restrictions.householdOf('Famille Martin'),
    );
    await screenshot(page, 'households-1280-light');

    await page.getByRole('tab', { name: t.dashboard.drawTab }).click();
    await page.getByRole('checkbox', { name: t.draw.singleCircleLabel }).check();
    await see(page, t.draw.rulesSavedTitle);
    expect(await page.getByRole('checkbox', { name: t.draw.avoidMutualLabel }).isChecked()).toBe(
      true,
    );
    await screenshot(page, 'draw-rules-1280-light');
    await page.getByRole('button', { name: t.draw.launch }).click();
    await see(page, t.draw.successTitle);
    await see(page, t.draw.ruleSingleCircle, 5_000);
    await page.getByRole('button', { name: t.draw.notify }).click();
    await see(page, t.draw.progress(EVERYONE.length, EVERYONE.length), 30_000);

    // Each e-mail's space names one recipient; together they make one circle through all seven,
    // with nobody giving inside their household.
    const receiverOf = new Map<string, string>();
    const reader = await newPage(world.browser);
    for (const name of EVERYONE) {
      const mail = await world.sink.waitForMail(
        person(name).email,
        (m) => m.subject === mailMessages.mail.drawSubject(EVENT),
      );
      const link = mail.links.find((l) => l.includes('/participant/'))!;
      receiverOf.set(name, (await recipientShownAt(reader, link, name))!);
    }
    const circle = [EVERYONE[0]!];
    while (circle.length <= EVERYONE.length) {
      const next = receiverOf.get(circle.at(-1)!)!;
      if (next === circle[0]) break;
      circle.push(next);
    }
    expect(circle.sort()).toEqual([...EVERYONE].sort());
    for (const household of [MARTIN, DURAND]) {
      for (const giver of household) expect(household).not.toContain(receiverOf.get(giver));
    }

    // After the draw, the households are read-only, on a phone in the dark too.
    const phone = await newPage(world.browser, {
      viewport: { width: 375, height: 812 },
      colorScheme: 'dark',
    });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(page.url().replace(/\/tirage$/, '/restrictions'));
    await see(phone, t.restrictions.viewTitle);
    await see(phone, 'Famille Martin');
    expect(await phone.getByRole('button', { name: t.restrictions.createHousehold }).count()).toBe(
      0,
    );
    await screenshot(phone, 'households-read-only-375-dark');
  });

  it('never draws without households built but not saved: the Tirage tab says so and saves them first', async () => {
    const page = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    await signInNewOrganiser(page, world, {
      name: 'Irène',
      email: 'irene@example.org',
      password: 'sapin-2026',
    });
    const couples = [
      ['Anne', 'Basile'],
      ['Chloé', 'Denis'],
    ];
    await createAndOpenEvent(page, 'Les deux couples');
    await addPlayersByRequest(page, couples.flat().map(person));

    // A household of one cannot be saved yet: the draw waits, and says where to finish it.
    await page.getByRole('tab', { name: t.dashboard.restrictionsTab }).click();
    await createHousehold(page, 'Couple Martin', ['Anne']);
    await page.getByRole('tab', { name: t.dashboard.drawTab }).click();
    await see(page, t.draw.unsavedRestrictionsBlocked);
    expect(await page.getByRole('button', { name: t.draw.launch }).count()).toBe(0);
    await page.getByRole('link', { name: t.draw.reviewRestrictions }).click();

    // Finished, and a second couple, still unsaved: the draw saves them, then draws.
    const search = page.getByRole('searchbox', { name: t.restrictions.addMember('Couple Martin') });
    await search.fill('Basile');
    await page
      .getByRole('button', { name: t.restrictions.addNamedMember('Basile', 'Couple Martin') })
      .click();
    await createHousehold(page, 'Couple Durand', ['Chloé', 'Denis']);
    await page.getByRole('tab', { name: t.dashboard.drawTab }).click();
    await see(page, t.draw.unsavedRestrictionsText);
    expect(await page.getByRole('button', { name: t.draw.launch }).count()).toBe(0);
    await screenshot(page, 'draw-unsaved-restrictions-375-light');
    await page.getByRole('button', { name: t.draw.saveAndLaunch }).click();
    await see(page, t.draw.successTitle);

    await page.getByRole('button', { name: t.draw.notify }).click();
    await see(page, t.draw.progress(4, 4), 30_000);
    const reader = await newPage(world.browser);
    for (const couple of couples) {
      for (const name of couple) {
        const mail = await world.sink.waitForMail(
          person(name).email,
          (m) => m.subject === mailMessages.mail.drawSubject('Les deux couples'),
        );
        const link = mail.links.find((l) => l.includes('/participant/'))!;
        const recipient = await recipientShownAt(reader, link, name);
        expect(couple, `${name} offre à ${recipient}`).not.toContain(recipient);
      }
    }
    // Saved on the players: the read-only tab lists both households.
    await page.getByRole('tab', { name: t.dashboard.restrictionsTab }).click();
    await see(page, t.restrictions.viewTitle);
    await see(page, 'Couple Martin');
    await see(page, 'Couple Durand');
  });
});
