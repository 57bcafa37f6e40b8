import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { createAndOpenEvent, fill, see, signInNewOrganiser } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const world = useE2eWorld();
const p = organiserMessages.participantsTab;

/** Five lines pasted from a spreadsheet (tabs), one of them with a mistyped e-mail. */
const PASTED = [
  'Nom\tEmail\tAdresse',
  'Agnès\tagnes@example.org\t4 rue des Lilas, Nantes',
  'Bruno\tbruno@example.org\t',
  'Chantal\tchantal.example.org\t',
  'Didier\tdidier@example.org\t',
  'Estelle\testelle@example.org\t12 quai de la Fosse, Nantes',
].join('\n');

describe('a list of participants', () => {
  it('is pasted, checked line by line, imported without its bad line, exported, and taken into a new event', async () => {
    const page = await newPage(world.browser, { acceptDownloads: true });
    await signInNewOrganiser(page, world, {
      name: 'Nadine',
      email: 'nadine@example.org',
      password: 'galette-2026',
    });
    await createAndOpenEvent(page, 'Club de lecture');

    await page.getByRole('button', { name: p.importList }).click();
    const dialog = page.getByRole('dialog', { name: p.importTitle });
    await dialog.getByLabel(p.importTextLabel, { exact: true }).fill(PASTED);
    await dialog.getByRole('button', { name: p.importCheck }).click();
    await dialog.getByText(p.importSummary(4, 5)).waitFor();
    const bad = dialog.getByRole('row').filter({ hasText: 'Chantal' });
    await bad.getByText(messages.players.emailInvalid).waitFor();
    await screenshot(page, 'import-preview-1280-light');
    await dialog.getByRole('button', { name: p.importSubmit(4) }).click();
    await see(page, p.imported(4));
    for (const name of ['Agnès', 'Bruno', 'Didier', 'Estelle'])
      await page.getByRole('article', { name }).waitFor();
    expect(await page.getByRole('article', { name: 'Chantal' }).count()).toBe(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: p.exportList }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(p.exportFileName);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(p.exportColumns.join(';'));
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual([
      'Agnès',
      'Bruno',
      'Didier',
      'Estelle',
    ]);
    expect(lines[1]).toContain('agnes@example.org;4 rue des Lilas, Nantes');

    // Next year, the same people (docs/product.md §3.2): a new event takes this one's list.
    const s = organiserMessages.secretSantas;
    await page.getByRole('button', { name: messages.dashboard.mySecretSantas }).click();
    await page.getByRole('button', { name: s.new }).click();
    await fill(page, s.nameLabel, 'Club de lecture 2027');
    await page
      .getByLabel(s.copyPlayersLabel)
      .selectOption({ label: s.copyPlayersOption('Club de lecture', 4) });
    await page.getByRole('button', { name: s.create, exact: true }).click();
    await page.getByRole('heading', { name: 'Club de lecture 2027', level: 1 }).waitFor();
    for (const name of ['Agnès', 'Bruno', 'Didier', 'Estelle'])
      await page.getByRole('article', { name }).waitFor();
  });
});
