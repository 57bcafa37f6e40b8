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
  it('adds, refuses, edits and deletes participants; one accepts the invitation and gets in, another declines', async () => {
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
    await dialog.getByText(t.players.nameTaken).waitFor();
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

    // Invite Chloé: her card says 'Invitation envoyée', and the e-mail reaches the SMTP server.
    const chloeCard = page.getByRole('article', { name: 'Chloé' });
    await chloeCard.getByRole('button', { name: t.participantsTab.sendInvitation }).click();
    await chloeCard.getByText(t.participantsTab.statusInvited).waitFor();
    const invitation = await world.sink.waitForMail(
      'chloe@example.org',
      (m) => m.subject === mailMessages.mail.invitationSubject('Noël chez Mamie'),
    );
    const provisional = /provisoire\s*:\s*([A-Za-z0-9]{8})/.exec(invitation.text)?.[1];
    expect(provisional).toBeDefined();
    const invitationLink = invitation.links.find((l) => l.includes('/invitation/'))!;

    // Chloé, in her own browser: accepts, enters the provisional password, chooses hers.
    const chloe = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    await chloe.goto(invitationLink);
    await see(chloe, t.invitations.invitationFor('Chloé'));
    await screenshot(chloe, 'invitation-375-light');
    await chloe.getByRole('button', { name: t.invitations.accept }).click();
    await see(chloe, t.participantAuth.provisionalStepTitle);
    await chloe.getByLabel(t.participantAuth.provisionalPassword, { exact: true }).fill('mauvais1');
    await chloe.getByRole('button', { name: t.participantAuth.continue }).click();
    await see(chloe, t.participantAuth.wrongProvisional);
    await chloe
      .getByLabel(t.participantAuth.provisionalPassword, { exact: true })
      .fill(provisional!);
    await chloe.getByRole('button', { name: t.participantAuth.continue }).click();
    await see(chloe, t.participantAuth.newPasswordStepTitle);
    await chloe.getByLabel(t.participantAuth.newPassword, { exact: true }).fill('etoile-2026');
    await chloe.getByLabel(t.participantAuth.confirmPassword, { exact: true }).fill('etoile-2026');
    await screenshot(chloe, 'first-login-375-light');
    await chloe.getByRole('button', { name: t.participantAuth.createAccount }).click();
    await see(chloe, t.participantAuth.accountCreatedTitle);
    const session = await chloe.evaluate(async () => (await fetch('/api/auth/session')).json());
    expect(session.user.email).toBe('chloe@example.org');

    // Denis declines, once asked: nothing is saved, and he stays on a page meant for him.
    await page
      .getByRole('article', { name: 'Denis' })
      .getByRole('button', { name: t.participantsTab.sendInvitation })
      .click();
    const denisMail = await world.sink.waitForMail(
      'denis@example.org',
      (m) => m.subject === mailMessages.mail.invitationSubject('Noël chez Mamie'),
    );
    const denis = await newPage(world.browser, { colorScheme: 'dark' });
    await denis.goto(denisMail.links.find((l) => l.includes('/invitation/'))!);
    await see(denis, t.invitations.invitationFor('Denis'));
    await screenshot(denis, 'invitation-1280-dark');
    await denis.getByRole('button', { name: t.invitations.decline }).click();
    await denis.getByRole('heading', { name: t.invitations.declineConfirmTitle }).waitFor();
    await denis.getByRole('button', { name: t.invitations.declineConfirm }).click();
    await see(denis, t.invitations.declined);
    expect(new URL(denis.url()).pathname).toMatch(/^\/invitation\//);
    expect(await denis.getByText(t.auth.loginTab).count()).toBe(0);
    // Nothing the product did, its forms' checks included, was refused by its own policy.
    expect(await cspViolations(page)).toEqual([]);
    expect(await cspViolations(chloe)).toEqual([]);
    expect(await cspViolations(denis)).toEqual([]);
    const denisRow = (
      (await api(`/api/secret-santas/${eventId}/players`)) as {
        players: Array<{ name: string; invitationAcceptedAt: number | null }>;
      }
    ).players.find((p) => p.name === 'Denis');
    expect(denisRow?.invitationAcceptedAt).toBeNull();

    // A hand-made link (the e-mail in base64, no token) is refused.
    await denis.goto(
      `${world.server.url}/invitation/${eventId}/${Buffer.from('denis@example.org').toString('base64')}`,
    );
    await see(denis, t.invitations.invalidLink);
  });
});
