import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { participantMessages } from '../../src/shared/participant-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { signInNewOrganiserByApi, until } from '../support/e2e-api.ts';
import { fill, see } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const t = { ...messages, ...accountMessages };
const EVENT = 'Noël au chalet';
const people = [
  {
    name: 'Chloé',
    email: 'chloe@example.org',
    address: '4 rue des Étoiles, Paris',
    giftIdeas: 'Un carnet à dessin',
  },
  {
    name: 'Denis',
    email: 'denis@example.org',
    address: '9 avenue du Sapin, Lyon',
    giftIdeas: 'Du café de Colombie',
  },
  {
    name: 'Emmanuel',
    email: 'emmanuel@example.org',
    address: '12 quai des Lutins, Nantes',
    giftIdeas: 'Une écharpe verte',
  },
];
const world = useE2eWorld();

/** Every entry of this tab's localStorage and sessionStorage, as the next person could list them. */
async function storageEntries(page: Page) {
  return page.evaluate(() => ({
    local: Object.entries(window.localStorage),
    session: Object.entries(window.sessionStorage),
  }));
}

/** The entries as text, with every base64 string field decoded too, as one would try. */
function readable(entries: Array<[string, string]>): string {
  return entries
    .flatMap(([name, value]) => {
      let fields: string[] = [];
      try {
        const parsed: unknown = JSON.parse(value);
        if (typeof parsed === 'object' && parsed !== null) {
          fields = Object.values(parsed)
            .filter((field): field is string => typeof field === 'string')
            .map((field) => Buffer.from(field, 'base64').toString('utf8'));
        }
      } catch {
        // Not JSON: read as it is.
      }
      return [name, value, ...fields];
    })
    .join('\n');
}

/** An entry that holds a copy of a space, or a personal link, in either storage. */
const isParticipantEntry = ([name]: [string, string]) =>
  name.startsWith('secret-santa-space-copy-') || name.startsWith('secret-santa-participant-');

/**
 * A tab with the app loaded while online. There is no service worker: offline, a browser
 * cannot load a page at all, only follow a link inside the app it already has (its code comes
 * from the browser's cache), which is what this does.
 */
async function appTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(world.server.url);
  await page.getByRole('button', { name: t.auth.loginSubmit }).waitFor();
  // The login screen is on screen before the app runs (index.html's first paint): wait for
  // React to take it over, so that it is the app, not a picture of it, that goes offline.
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-first-paint'));
  return page;
}

async function followInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function recipientOf(page: Page): Promise<string> {
  const card = page.getByRole('region', { name: t.participantSpace.recipientTitle });
  await card.waitFor();
  return (await card.locator('p').first().textContent())!.trim();
}

describe('the copy of the participant space kept for offline use', () => {
  it('is unreadable without the link, shows offline with it, and is gone after sign-out', async () => {
    const organiser = await signInNewOrganiserByApi(world.server.url, world.sink, {
      name: 'Alice',
      email: 'alice@example.org',
      password: 'sapin-2026',
    });
    const id = (await organiser('POST', '/api/secret-santas', { name: EVENT })).body.secretSanta
      .id as string;
    const ids: Record<string, string> = {};
    for (const person of people) {
      const answer = await organiser('POST', `/api/secret-santas/${id}/players`, {
        ...person,
        imageUrl: AVATARS[3].src,
      });
      ids[person.name] = answer.body.player.id;
    }

    // Chloé makes her account from her space, on her own phone: the link that chooses the
    // password goes to her mailbox, and she types it once.
    await organiser('POST', `/api/secret-santas/${id}/players/${ids['Chloé']}/invitation`);
    const invitation = await world.sink.waitForMail(
      'chloe@example.org',
      (m) => m.subject === mailMessages.mail.invitationSubject(EVENT),
    );
    const phone = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    await phone.goto(invitation.links.find((l) => l.includes('/participant/'))!);
    await phone.getByRole('button', { name: participantMessages.account.create }).click();
    await see(phone, participantMessages.account.sent);
    await screenshot(phone, 'account-offer-375-light');
    const signUp = await world.sink.waitForMail(
      'chloe@example.org',
      (m) => m.subject === mailMessages.mail.verifySubject,
    );
    await phone.goto(signUp.links.find((l) => l.includes('/verify-email?token='))!);
    await expect
      .poll(() => phone.getByLabel(t.auth.name, { exact: true }).inputValue())
      .toBe('Chloé');
    await fill(phone, t.auth.password, 'etoile-2026');
    await phone.getByRole('button', { name: t.verifyEmail.submit }).click();
    await see(phone, t.verifyEmail.activatedTitle);
    await phone.context().close();

    expect((await organiser('POST', `/api/secret-santas/${id}/draw`)).status).toBeLessThan(300);
    expect((await organiser('POST', `/api/secret-santas/${id}/draw/notify`)).status).toBeLessThan(
      300,
    );
    const mail = await world.sink.waitForMail(
      'denis@example.org',
      (m) => m.subject === mailMessages.mail.drawSubject(EVENT),
    );
    const link = new URL(mail.links.find((l) => l.includes(`/participant/${id}/`))!);
    const token = link.pathname.split('/').pop()!;

    // Denis opens his personal link on the family computer.
    const family = await newPage(world.browser);
    const context = family.context();
    await family.goto(link.href);
    await see(family, t.participantSpace.welcome('Denis'));
    const recipient = await recipientOf(family);
    expect(recipient).not.toBe('Denis');
    // The copy is written once the space is on screen.
    await family.waitForFunction(() =>
      Object.keys(window.localStorage).some((name) => name.startsWith('secret-santa-space-copy-')),
    );

    // Whoever sits down next reads everything this browser keeps: nothing of the event.
    const secrets = [
      ...people.flatMap((person) => [person.name, person.email, person.address, person.giftIdeas]),
      EVENT,
      id,
      ...Object.values(ids),
      token,
    ];
    const kept = readable((await storageEntries(family)).local);
    for (const secret of secrets) expect(kept).not.toContain(secret);

    // Offline, the same link again, in a new tab: the last space, marked as possibly stale.
    const again = await appTab(context);
    const withoutLink = await appTab(context);
    await context.setOffline(true);
    const unreachable: string[] = [];
    again.on('requestfailed', (request) => unreachable.push(new URL(request.url()).pathname));
    await followInApp(again, link.pathname);
    await see(again, t.participantSpace.staleData);
    await see(again, t.app.staleData);
    expect(await recipientOf(again)).toBe(recipient);
    // No page of this browser showed a toast before: its code cannot come, the space stays.
    await until(
      () => unreachable.some((path) => path.includes('sonner-toaster')),
      15_000,
      'le toast',
    );
    expect(await recipientOf(again)).toBe(recipient);
    await see(again, t.participantSpace.welcome('Denis'));

    // Offline, in another tab, the space's address without the link: nothing of it.
    await followInApp(withoutLink, `/participant/${id}`);
    await see(withoutLink, t.participantSpace.loadFailed);
    const shown = (await withoutLink.textContent('body')) ?? '';
    for (const person of people) expect(shown).not.toContain(person.name);
    await context.setOffline(false);
    await again.close();
    await withoutLink.close();

    // Chloé signs in with her account on the same computer: her copy stays in her tab only.
    await family.goto(`${world.server.url}/santa-auth/${id}`);
    await fill(family, t.auth.email, 'chloe@example.org');
    await fill(family, t.auth.password, 'etoile-2026');
    await family.getByRole('button', { name: t.auth.loginSubmit }).click();
    await see(family, t.participantSpace.welcome('Chloé'));
    await family.waitForFunction(() =>
      Object.keys(window.sessionStorage).some((name) =>
        name.startsWith('secret-santa-space-copy-'),
      ),
    );
    const afterChloe = await storageEntries(family);
    expect(afterChloe.local.filter(isParticipantEntry)).toHaveLength(1);
    expect(readable(afterChloe.local)).not.toContain('Chloé');

    // 'Déconnexion': no copy, no link is left in this browser.
    await family.getByRole('button', { name: t.signOut.logout }).click();
    await see(family, t.signOut.logoutSuccessTitle);
    await family.waitForFunction(() =>
      [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)].every(
        (name) =>
          !name.startsWith('secret-santa-space-copy-') &&
          !name.startsWith('secret-santa-participant-'),
      ),
    );
    const afterSignOut = await storageEntries(family);
    const everything = readable([...afterSignOut.local, ...afterSignOut.session]);
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });
});
