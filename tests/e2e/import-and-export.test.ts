import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { createAndOpenEvent, fill, see, signInNewOrganiser } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const world = useE2eWorld();
const p = organiserMessages.participantsTab;

/** The screen at a phone's or a desktop's width, once the page has laid itself out in it. */
async function atWidth(page: Page, width: 375 | 1280) {
  await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
  await page.waitForFunction(
    (shown) => window.innerWidth === shown && document.documentElement.scrollWidth <= shown,
    width,
  );
}

/**
 * Five lines pasted from a spreadsheet (tabs), one of them with a mistyped e-mail, and a column
 * the import does not take.
 */
const PASTED = [
  'Nom\tEmail\tTéléphone\tAdresse',
  'Agnès\tagnes@example.org\t06 11 22 33 44\t4 rue des Lilas, Nantes',
  'Bruno\tbruno@example.org\t\t',
  'Chantal\tchantal.example.org\t+33 6 12 34 56 78\t',
  'Didier\tdidier@example.org\t\t',
  'Estelle\testelle@example.org\t\t12 quai de la Fosse, Nantes',
].join('\n');

describe('a list of participants', () => {
  it('is pasted, checked line by line, imported without its bad line, which is downloaded, fixed and imported again, exported, and taken into a new event', async () => {
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
    await dialog.getByText(p.importIgnoredColumns(['Téléphone'])).waitFor();
    const bad = dialog.getByRole('row').filter({ hasText: 'Chantal' });
    await bad.getByText(messages.players.emailInvalid).waitFor();
    await screenshot(page, 'import-preview-1280-light');
    await atWidth(page, 375);
    await screenshot(page, 'import-preview-375-light');
    await atWidth(page, 1280);
    await dialog.getByRole('button', { name: p.importSubmit(4) }).click();
    await see(page, p.imported(4));

    // The refused line stays, with why, to be downloaded and fixed in a spreadsheet.
    await dialog.getByText(p.importRefusedKept(1)).waitFor();
    const rows = dialog.getByRole('region', { name: p.importPreviewCaption }).getByRole('row');
    // The header row, then Chantal's only.
    expect(await rows.count()).toBe(2);
    await rows.filter({ hasText: 'Chantal' }).getByText(messages.players.emailInvalid).waitFor();
    await screenshot(page, 'import-refused-1280-light');
    await atWidth(page, 375);
    await screenshot(page, 'import-refused-375-light');
    await atWidth(page, 1280);
    const refusedDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: p.importDownloadRefused(1) }).click();
    const refusedFile = await refusedDownload;
    expect(refusedFile.suggestedFilename()).toBe(p.importRefusedFileName);
    const refusedCsv = await readFile((await refusedFile.path())!, 'utf8');
    // The list's own columns, then why; a phone number that starts like a formula, as text.
    expect(refusedCsv).toBe(
      `\uFEFFNom;Email;Téléphone;Adresse;${p.importRefusedReason}\r\n` +
        `Chantal;chantal.example.org;"'+33 6 12 34 56 78";;${messages.players.emailInvalid}`,
    );
    await dialog.getByRole('button', { name: p.importDone }).click();
    await dialog.waitFor({ state: 'detached' });
    for (const name of ['Agnès', 'Bruno', 'Didier', 'Estelle'])
      await page.getByRole('article', { name }).waitFor();
    expect(await page.getByRole('article', { name: 'Chantal' }).count()).toBe(0);

    // Fixed in a spreadsheet and chosen as a file: the reason is a column the import ignores.
    await page.getByRole('button', { name: p.importList }).click();
    await dialog.getByLabel(p.importFileLabel).setInputFiles({
      name: p.importRefusedFileName,
      mimeType: 'text/csv',
      buffer: Buffer.from(refusedCsv.replace('chantal.example.org', 'chantal@example.org')),
    });
    await dialog.getByText(p.importSummary(1, 1)).waitFor();
    await dialog.getByText(p.importIgnoredColumns(['Téléphone', p.importRefusedReason])).waitFor();
    await dialog.getByRole('button', { name: p.importSubmit(1) }).click();
    await see(page, p.imported(1));
    await page.getByRole('article', { name: 'Chantal' }).waitFor();

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
      'Chantal',
    ]);
    expect(lines[1]).toContain('agnes@example.org;4 rue des Lilas, Nantes');

    // Next year, the same people (docs/product.md §3.2): a new event takes this one's list.
    const s = organiserMessages.secretSantas;
    await page.getByRole('button', { name: messages.dashboard.mySecretSantas }).click();
    await page.getByRole('button', { name: s.new }).click();
    await fill(page, s.nameLabel, 'Club de lecture 2027');
    await page
      .getByLabel(s.copyPlayersLabel)
      .selectOption({ label: s.copyPlayersOption('Club de lecture', 5) });
    await page.getByRole('button', { name: s.create, exact: true }).click();
    await page.getByRole('heading', { name: 'Club de lecture 2027', level: 1 }).waitFor();
    for (const name of ['Agnès', 'Bruno', 'Didier', 'Estelle', 'Chantal'])
      await page.getByRole('article', { name }).waitFor();
  });
});
