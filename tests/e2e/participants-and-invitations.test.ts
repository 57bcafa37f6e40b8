import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { cspViolations, newPage, screenshot } from '../support/browser.ts';
import { addPlayer, createAndOpenEvent, see, signInNewOrganiser } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const t = { ...messages, ...accountMessages, ...organiserMessages };
const world = useE2eWorld();

describe('participants and invitations', () => {
  it('adds, refuses, edits and deletes participants; each opens their space from their invitation without a password, a lost link is replaced', async () => {
    const page = await newPage(world.browser);
    await signInNewOrganiser(page, world, {
      name: 'Alice',
      email: 'alice@example.org',
      password: 'sapin-2026',
    });
    await createAndOpenEvent(page, 'Noël chez Mamie');
    await see(page, t.participantsTab.empty);
    await screenshot(page, 'participants-empty-1280-light');

    // The buttons beside 'Ajouter un participant' are all there as the first card appears, so
    // it does not move under a pointer about to press it: where it is at that very render is
    // where it stays ('Inviter tout le monde' once came later, and a click landed on nothing).
    const leftAtFirstCard = page.evaluate(
      (text) =>
        new Promise<number>((resolve) => {
          new MutationObserver((_, observer) => {
            if (!document.querySelector('article')) return;
            observer.disconnect();
            const button = [...document.querySelectorAll('button')].find(
              (candidate) => candidate.textContent === text,
            )!;
            resolve(button.getBoundingClientRect().left);
          }).observe(document.body, { childList: true, subtree: true });
        }),
      t.participantsTab.add,
    );
    await addPlayer(page, {
      name: 'Chloé',
      email: 'chloe@example.org',
      address: '4 rue des Étoiles\n75004 Paris',
      avatar: 'Renne',
      giftIdeas: 'Du thé vert, un carnet',
    });
    await page.getByRole('article', { name: 'Chloé' }).waitFor();
    await page.getByRole('button', { name: t.participantsTab.inviteAll }).waitFor();
    const addButton = page.getByRole('button', { name: t.participantsTab.add, exact: true });
    expect(await leftAtFirstCard).toBe((await addButton.boundingBox())!.x);
    await addPlayer(page, {
      name: 'Denis',
      email: 'denis@example.org',
      address: '9 avenue du Sapin, Lyon',
    });
    await page.getByRole('article', { name: 'Denis' }).waitFor();

    // A duplicate name, then a too-short address, are refused in the dialog.
    const dialog = await addPlayer(page, {
      name: 'CHLOÉ',
      email: 'emma@example.org',
      address: '12 quai des Lutins, Nantes',
    });
    await dialog.getByText(t.participantsTab.nameTaken).waitFor();
    await dialog.getByLabel(t.participantsTab.nameLabel, { exact: true }).fill('Emma');
    await dialog
      .getByLabel(t.app.optionalField(t.participantsTab.addressLabel), { exact: true })
      .fill('ici');
    await dialog.getByRole('button', { name: t.participantsTab.submitAdd }).click();
    await dialog.getByText(t.players.addressTooShort).waitFor();
    await screenshot(page, 'participant-dialog-error-1280-light');
    await dialog
      .getByLabel(t.app.optionalField(t.participantsTab.addressLabel), { exact: true })
      .fill('12 quai des Lutins, Nantes');
    await dialog.getByRole('button', { name: t.participantsTab.submitAdd }).click();
    await page.getByRole('article', { name: 'Emma' }).waitFor();

    // Edit Denis's address.
    await page.getByRole('button', { name: t.participantsTab.edit('Denis') }).click();
    const edit = page.getByRole('dialog', { name: t.participantsTab.dialogEditTitle });
    await edit
      .getByLabel(t.app.optionalField(t.participantsTab.addressLabel), { exact: true })
      .fill('1 place Bellecour, Lyon');
    await edit.getByRole('button', { name: t.participantsTab.submitEdit }).click();
    await page
      .getByRole('article', { name: 'Denis' })
      .getByText('1 place Bellecour, Lyon')
      .waitFor();
    await screenshot(page, 'participants-1280-light');

    // Chloé may not give to Emma; deleting Emma removes that restriction too.
    const eventId = await page.evaluate(() => localStorage.getItem('current-secret-santa-id'));
    const api = (path: string, init: RequestInit = {}) =>
      page.evaluate(
        async ([p, i]) => {
          const answer = await fetch(p as string, {
            ...(i as RequestInit),
            headers: { 'content-type': 'application/json' },
          });
          return answer.json();
        },
        [path, init] as const,
      );
    const before = (await api(`/api/secret-santas/${eventId}/players`)) as {
      players: Array<{ id: string; name: string; excluded: string[] }>;
    };
    const id = (name: string) => before.players.find((p) => p.name === name)!.id;
    await api(`/api/secret-santas/${eventId}/restrictions`, {
      method: 'PUT',
      body: JSON.stringify({ excluded: { [id('Chloé')]: [id('Emma')] } }),
    });
    await page.getByRole('button', { name: t.participantsTab.remove('Emma') }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t.participantsTab.deleteConfirm })
      .click();
    await page.getByRole('article', { name: 'Emma' }).waitFor({ state: 'detached' });
    const after = (await api(`/api/secret-santas/${eventId}/players`)) as typeof before;
    expect(after.players.map((p) => p.name).sort()).toEqual(['Chloé', 'Denis']);
    expect(after.players.find((p) => p.name === 'Chloé')!.excluded).toEqual([]);

    // Invite Chloé: her card says 'Invité', and the e-mail carries her own link, no password.
    const chloeCard = page.getByRole('article', { name: 'Chloé' });
    await chloeCard.getByRole('button', { name: t.participantsTab.sendInvitation }).click();
    await chloeCard.getByText(t.participantsTab.statusInvited, { exact: true }).waitFor();
    const invitation = await world.sink.waitForMail(
      'chloe@example.org',
      (m) => m.subject === mailMessages.mail.invitationSubject('Noël chez Mamie'),
    );
    expect(invitation.text).toContain(mailMessages.mail.invitationSteps);
    expect(invitation.text.replace(mailMessages.mail.invitationSteps, '')).not.toMatch(
      /mot de passe/i,
    );
    const chloeLink = invitation.links.find((l) => l.includes('/participant/'))!;
    expect(chloeLink).toBeDefined();

    // Chloé, on her phone, opens her space before the draw: it says the draw is still to come,
    // and she gives her address, never typing a password.
    const chloe = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    await chloe.goto(chloeLink);
    await see(chloe, t.participantSpace.welcome('Chloé'));
    await see(chloe, t.participantSpace.waitingTitle);
    await chloe
      .getByLabel(t.participantSpace.myAddress, { exact: true })
      .fill('4 rue des Étoiles, Paris');
    await chloe.getByRole('button', { name: t.participantSpace.saveAddress }).click();
    await see(chloe, t.participantSpace.addressUpdated);
    await screenshot(chloe, 'invited-space-375-light');
    await page.reload();
    await chloeCard.getByText(t.participantsTab.statusLinkOpened, { exact: true }).waitFor();
    await screenshot(page, 'participant-card-states-1280-light');

    // Denis is invited, and loses his link: he asks for it again on the participants' sign-in
    // page. The new one opens his space; from then on, the old one says it was replaced.
    await page
      .getByRole('article', { name: 'Denis' })
      .getByRole('button', { name: t.participantsTab.sendInvitation })
      .click();
    const denisMail = await world.sink.waitForMail(
      'denis@example.org',
      (m) => m.subject === mailMessages.mail.invitationSubject('Noël chez Mamie'),
    );
    const lostLink = denisMail.links.find((l) => l.includes('/participant/'))!;
    const denis = await newPage(world.browser, { colorScheme: 'dark' });
    await denis.goto(`${world.server.url}/santa-auth/${eventId}`);
    const linkByEmail = denis.getByRole('region', { name: t.participantAuth.linkByEmailTitle });
    await linkByEmail
      .getByLabel(t.participantSpace.newLinkEmail, { exact: true })
      .fill('denis@example.org');
    await linkByEmail.getByRole('button', { name: t.participantSpace.newLinkSubmit }).click();
    await see(denis, t.participantSpace.newLinkSent);
    const newLinkMail = await world.sink.waitForMail(
      'denis@example.org',
      (m) => m.subject === mailMessages.mail.personalLinkSubject('Noël chez Mamie'),
    );
    const denisLink = newLinkMail.links.find((l) => l.includes('/participant/'))!;
    expect(denisLink).not.toBe(lostLink);
    await denis.goto(denisLink);
    await see(denis, t.participantSpace.welcome('Denis'));
    await denis.goto(lostLink);
    await see(denis, t.participantSpace.linkReplaced);
    await screenshot(denis, 'replaced-link-1280-dark');

    // The draw, then the notification: Chloé's « Le tirage a eu lieu » carries the link of her
    // invitation, which now shows whom she gives to; she says her gift arrived.
    await page.getByRole('tab', { name: t.dashboard.drawTab }).click();
    await page.getByRole('button', { name: t.draw.launch }).click();
    await see(page, t.draw.successTitle);
    await page.getByRole('button', { name: t.draw.notify }).click();
    await see(page, t.draw.notifiedTitle);
    const drawMail = await world.sink.waitForMail(
      'chloe@example.org',
      (m) => m.subject === mailMessages.mail.drawSubject('Noël chez Mamie'),
    );
    expect(drawMail.links).toContain(chloeLink);
    await chloe.goto(chloeLink);
    await see(chloe, t.participantSpace.recipientTitle);
    await chloe.getByRole('button', { name: t.participantSpace.giftReceivedButton }).click();
    await chloe.getByRole('button', { name: t.participantSpace.giftReceivedConfirm }).click();
    await see(chloe, t.participantSpace.giftReceivedToast);
    await page.getByRole('tab', { name: t.dashboard.participantsTab }).click();
    await page.reload();
    await chloeCard.getByText(t.participantsTab.giftReceived, { exact: true }).waitFor();
    // Nothing the product did, its forms' checks included, was refused by its own policy.
    expect(await cspViolations(page)).toEqual([]);
    expect(await cspViolations(chloe)).toEqual([]);
    expect(await cspViolations(denis)).toEqual([]);

    // An invitation link of the earlier kind opens nothing, and offers the link by e-mail.
    await denis.goto(
      `${world.server.url}/invitation/${eventId}/${Buffer.from('denis@example.org').toString('base64')}`,
    );
    await see(denis, t.invitations.earlierLink);
    await denis.getByRole('region', { name: t.participantSpace.newLinkTitle }).waitFor();
  });
});
