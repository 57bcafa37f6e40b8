import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signToken } from '../../src/server/security/signed-token.server.ts';
import { AVATARS } from '../../src/shared/avatars.ts';
import { CATALOGUES } from '../../src/shared/catalogues.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { signInNewOrganiserByApi } from '../support/e2e-api.ts';
import { see } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

/**
 * A reminder's « Ne plus recevoir de rappels » (docs/product.md §6.9), in a browser: the page
 * only asks, its button stops them, and the person's space says so and turns them back on.
 */
const world = useE2eWorld();

describe('stopping the reminders', () => {
  it('asks first, stops them on a click, and the space turns them back on', async () => {
    const organiser = await signInNewOrganiserByApi(world.server.url, world.sink, {
      name: 'Paula',
      email: 'paula@example.org',
      password: 'rappels-2026',
    });
    const id = (await organiser('POST', '/api/secret-santas', { name: 'Rappels en famille' })).body
      .secretSanta.id as string;
    const added = await organiser('POST', `/api/secret-santas/${id}/players`, {
      name: 'Jonas',
      email: 'jonas.rappels@example.org',
      imageUrl: AVATARS[4]!.src,
      language: 'de',
    });
    const playerId = added.body.player.id as string;
    await organiser('POST', `/api/secret-santas/${id}/players/${playerId}/invitation`);
    const { mailMessages } = CATALOGUES.de;
    const invitation = await world.sink.waitForMail(
      'jonas.rappels@example.org',
      (m) => m.subject === mailMessages.mail.invitationSubject('Rappels en famille'),
    );
    const spaceLink = invitation.links.find((l) => l.includes(`/participant/${id}/`))!;
    // The link a reminder would carry, signed with the server's own key.
    const secret = readFileSync(path.join(world.server.dataDir, 'auth-secret'), 'utf8').trim();
    const token = signToken(secret, {
      purpose: 'stop-reminders',
      secretSantaId: id,
      playerId,
      expiresAt: Math.floor(Date.now() / 1000) + 86_400,
    });
    const stopLink = `${world.server.url}/stop/${id}/${token}`;

    const { accountMessages, messages } = CATALOGUES.de;
    const t = accountMessages.stopReminders;
    const phone = await newPage(world.browser, {
      locale: 'de-DE',
      viewport: { width: 375, height: 740 },
      colorScheme: 'dark',
    });
    await phone.goto(stopLink);
    await phone.getByRole('heading', { name: t.pageTitle }).waitFor();
    await see(phone, t.intro);
    await screenshot(phone, 'stop-reminders-de-375-dark');
    // Opening the page stopped nothing.
    await phone.goto(spaceLink);
    const reminders = phone.getByRole('switch', {
      name: messages.participantSpace.reminders(true),
    });
    expect(await reminders.isChecked()).toBe(true);

    await phone.goto(stopLink);
    await phone.getByRole('button', { name: t.confirm }).click();
    await phone.getByRole('heading', { name: t.doneTitle }).waitFor();
    await see(phone, t.done);
    await screenshot(phone, 'stop-reminders-done-de-375-dark');

    await phone.goto(spaceLink);
    const off = phone.getByRole('switch', { name: messages.participantSpace.reminders(false) });
    expect(await off.isChecked()).toBe(false);
    await screenshot(phone, 'space-reminders-off-de-375-dark');
    await off.click();
    const on = phone.getByRole('switch', { name: messages.participantSpace.reminders(true) });
    await expect.poll(() => on.isChecked()).toBe(true);
    // Saved: a new visit says the same.
    await phone.reload();
    expect(
      await phone
        .getByRole('switch', { name: messages.participantSpace.reminders(true) })
        .isChecked(),
    ).toBe(true);
    await phone.context().close();
  });
});
