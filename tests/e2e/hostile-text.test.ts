import { describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { addPlayer, createAndOpenEvent, see, signInNewOrganiser } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const t = { ...messages, ...organiserMessages };
const world = useE2eWorld();
const HOSTILE = '<img src=x onerror=alert(1)>';

describe('text that looks like HTML', () => {
  it('is shown as plain text on every screen and in the e-mail, and runs nothing', async () => {
    const page = await newPage(world.browser);
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await signInNewOrganiser(page, world, {
      name: 'Alice',
      email: 'alice@example.org',
      password: 'sapin-2026',
    });
    await createAndOpenEvent(page, `Fête ${HOSTILE}`);
    await addPlayer(page, {
      name: HOSTILE,
      email: 'pirate@example.org',
      address: `${HOSTILE} rue`,
      giftIdeas: `<script>alert(2)</script>`,
    });
    await page.getByRole('article', { name: HOSTILE }).waitFor();
    await addPlayer(page, {
      name: 'Denis',
      email: 'denis@example.org',
      address: '9 avenue du Sapin, Lyon',
    });
    await page.getByRole('article', { name: 'Denis' }).waitFor();
    await see(page, '<script>alert(2)</script>');

    await page.getByRole('tab', { name: t.dashboard.restrictionsTab }).click();
    await page
      .getByRole('button', { name: new RegExp(`^${HOSTILE.replace(/[()]/g, '\\$&')}`) })
      .click();
    await page.getByRole('tab', { name: t.dashboard.drawTab }).click();
    await page.getByRole('button', { name: t.draw.launch }).click();
    await page.getByRole('button', { name: t.draw.notify }).click();
    await see(page, t.draw.notifiedTitle);

    const mail = await world.sink.waitForMail('pirate@example.org', (m) =>
      m.subject.startsWith('🎅'),
    );
    expect(mail.subject).toContain(HOSTILE);
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');

    const space = await newPage(world.browser);
    space.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await space.goto(mail.links.find((l) => l.includes('/participant/'))!);
    await see(space, t.participantSpace.welcome(HOSTILE));
    const denisMail = await world.sink.waitForMail('denis@example.org', (m) =>
      m.subject.startsWith('🎅'),
    );
    await space.goto(denisMail.links.find((l) => l.includes('/participant/'))!);
    await see(space, '<script>alert(2)</script>');
    await screenshot(space, 'hostile-text-1280-light');

    expect(await page.evaluate(() => document.querySelectorAll('img[src="x"]').length)).toBe(0);
    expect(await space.evaluate(() => document.querySelectorAll('img[src="x"]').length)).toBe(0);
    expect(dialogs).toEqual([]);
  });
});
