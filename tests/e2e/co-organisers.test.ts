import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { activateAccount } from '../support/e2e-api.ts';
import {
  addPlayersByRequest,
  createAndOpenEvent,
  fill,
  personNamed,
  see,
  signInNewOrganiser,
} from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

// docs/product.md §3.7, §3.8: HR invites the office manager, who accepts and draws; HR reads
// both in the « Historique ».

const world = useE2eWorld();
const o = organiserMessages.organisers;
const j = organiserMessages.journal;
const invitation = accountMessages.coOrganiserInvitation;
const auth = accountMessages.auth;
const EVENT = 'Noël du bureau de Lyon';
const OWNER = { name: 'Hélène RH', email: 'helene.co@example.org', password: 'organise-2026' };
const OFFICE = { name: 'Omar Office', email: 'omar.co@example.org', password: 'bureau-2026' };

describe('co-organisers and the journal', () => {
  it('invites a co-organiser, who accepts on the link’s page and draws; the owner sees both in the « Historique »', async () => {
    const helene = await newPage(world.browser);
    await signInNewOrganiser(helene, world, OWNER);
    await createAndOpenEvent(helene, EVENT);
    await addPlayersByRequest(
      helene,
      ['Ana', 'Basile', 'Cyrielle'].map((n) => personNamed(n)),
    );

    await fill(helene, o.emailLabel, OFFICE.email);
    await helene.getByRole('button', { name: o.invite, exact: true }).click();
    await see(helene, o.invited(OFFICE.email));
    await screenshot(helene, 'co-organisers-owner-1280-light');

    // Omar has an account at the invited address; the e-mail's link opens a page that asks.
    await fetch(`${world.server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: OFFICE.name, email: OFFICE.email }),
    });
    const verify = await world.sink.waitForMail(
      OFFICE.email,
      (m) => m.subject === mailMessages.mail.verifySubject,
    );
    await activateAccount(
      verify.links.find((l) => l.includes('/verify-email?token='))!,
      OFFICE,
    );
    const mail = await world.sink.waitForMail(
      OFFICE.email,
      (m) => m.subject === mailMessages.mail.coOrganiserSubject(EVENT),
    );
    expect(mail.text).toContain(OWNER.name);
    const link = mail.links.find((l) => l.includes('/co-organiser?token='))!;

    const omar = await newPage(world.browser, { viewport: { width: 375, height: 800 } });
    await omar.goto(link);
    await omar.getByRole('heading', { level: 1, name: invitation.pageTitle }).waitFor();
    await see(omar, invitation.forAddress(OFFICE.email));
    await screenshot(omar, 'co-organiser-invitation-375-light');
    await fill(omar, auth.email, OFFICE.email);
    await fill(omar, auth.password, OFFICE.password);
    await omar.getByRole('button', { name: auth.loginSubmit }).click();
    await omar.getByRole('button', { name: invitation.accept }).click();
    await omar.getByRole('heading', { level: 1, name: invitation.acceptedTitle }).waitFor();
    await omar.getByRole('button', { name: invitation.open }).click();
    await omar.getByRole('heading', { level: 1, name: EVENT }).waitFor();

    // The same dashboard, and the same draw, as the owner's.
    await omar.getByRole('tab', { name: messages.dashboard.drawTab }).click();
    await omar.getByRole('button', { name: organiserMessages.draw.launch }).click();
    await see(omar, organiserMessages.draw.successTitle);

    // Hélène reads who did what, without a pair.
    await helene.getByRole('tab', { name: messages.dashboard.historyTab }).click();
    await see(helene, j.actions.drawn(OFFICE.name, { count: 3 }));
    await see(helene, j.actions.coOrganiserJoined(OFFICE.name));
    await see(helene, j.actions.coOrganiserInvited(OWNER.name, { email: OFFICE.email }));
    const history = await helene.getByRole('region', { name: j.title }).innerText();
    for (const name of ['Ana', 'Basile', 'Cyrielle']) {
      expect(history.match(new RegExp(name, 'g'))?.length).toBe(1); // « a ajouté Ana » only
    }
    await screenshot(helene, 'co-organisers-history-1280-light');

    // Only Hélène deletes the event: Omar's list offers him no 'Supprimer' for it.
    await omar.goto(world.server.url);
    await omar.getByRole('button', { name: messages.dashboard.mySecretSantas }).click();
    await omar.getByRole('article', { name: EVENT }).waitFor();
    await see(omar, o.coOrganisedBadge);
    expect(
      await omar
        .getByRole('article', { name: EVENT })
        .getByRole('button', { name: organiserMessages.secretSantas.delete })
        .count(),
    ).toBe(0);
  });
});
