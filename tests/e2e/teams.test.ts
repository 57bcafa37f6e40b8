import { describe, expect, it } from 'vitest';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import {
  createAndOpenEvent,
  recipientShownAt,
  see,
  signInNewOrganiser,
} from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

// docs/product.md §6.1: a company's list imported with its teams, drawn team by team.

const world = useE2eWorld();
const p = organiserMessages.participantsTab;
const d = organiserMessages.draw;
const EVENT = 'Siège de Lyon';
const TEAMS = ['Ventes', 'Compta', 'IT', 'Direction', 'Logistique', 'Achats'];
const PEOPLE = Array.from({ length: 300 }, (_, index) => ({
  name: `Collègue ${index + 1}`,
  email: `collegue${index + 1}@example.org`,
  team: TEAMS[index % TEAMS.length]!,
}));
const teamOf = new Map(PEOPLE.map((person) => [person.name, person.team]));

describe('one draw per team', () => {
  it('imports 300 colleagues with their Team column, draws inside each team, and lists one team at a time', async () => {
    const page = await newPage(world.browser);
    await signInNewOrganiser(page, world, {
      name: 'Hélène RH',
      email: 'helene.rh@example.org',
      password: 'equipes-2026',
    });
    await createAndOpenEvent(page, EVENT);
    await page.getByRole('button', { name: p.importList }).click();
    const dialog = page.getByRole('dialog', { name: p.importTitle });
    const pasted = [
      'Nom\tEmail\tÉquipe',
      ...PEOPLE.map((person) => `${person.name}\t${person.email}\t${person.team}`),
    ].join('\n');
    await dialog.getByLabel(p.importTextLabel, { exact: true }).fill(pasted);
    await dialog.getByRole('button', { name: p.importCheck }).click();
    await dialog.getByText(p.importSummary(300, 300)).waitFor();
    await dialog.getByRole('button', { name: p.importSubmit(300) }).click();
    await see(page, p.imported(300));
    // Every line in: the dialog closes by itself.
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: messages.dashboard.drawTab }).click();
    await page.getByRole('checkbox', { name: d.withinGroupsLabel }).check();
    await see(page, d.rulesSavedTitle);
    await page.getByRole('button', { name: d.launch }).click();
    await see(page, d.successTitle);
    await page.getByRole('button', { name: d.notify }).click();
    await see(page, d.progress(300, 300), 60_000);

    // One team at a time: its 50 people, and its counts.
    const team = page.getByRole('combobox', { name: d.teamFilterLabel });
    await team.selectOption({ label: d.teamOption('IT', 50) });
    await page.getByRole('button', { name: d.filterAll(50) }).waitFor();
    await screenshot(page, 'teams-sending-list-1280-light', { fullPage: false });

    // Whom a sample of them gives to: always someone of their own team.
    const reader = await newPage(world.browser);
    for (const person of PEOPLE.filter((_, index) => index % 25 === 0)) {
      const mail = await world.sink.waitForMail(
        person.email,
        (m) => m.subject === mailMessages.mail.drawSubject(EVENT),
      );
      const link = mail.links.find((l) => l.includes('/participant/'))!;
      const recipient = await recipientShownAt(reader, link, person.name);
      expect(recipient).not.toBeNull();
      expect(teamOf.get(recipient!)).toBe(person.team);
    }
  });
});
