import type { Page } from 'playwright-core';
import { AVATARS } from '../../src/shared/avatars.ts';
import { messages } from '../../src/shared/messages.ts';
import { participantMessages } from '../../src/shared/participant-messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { LOGIN_ADOPTED_ATTRIBUTE } from '../../src/web/first-paint/first-paint.ts';
import { activateAccount } from './e2e-api.ts';
import type { E2eServer } from './e2e-server.ts';
import type { startSmtpSink } from './smtp-sink.ts';
import { CATALOGUES } from '../../src/shared/catalogues.ts';
import type { Language } from '../../src/shared/language.ts';

type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The family of the participant journeys: an event and three people, with their addresses. */
export const COUSINS = {
  event: 'Noël des cousins',
  people: [
    { name: 'Chloé', email: 'chloe@example.org', address: '4 rue des Étoiles, Paris' },
    { name: 'Denis', email: 'denis@example.org', address: '9 avenue du Sapin, Lyon' },
    { name: 'Emma', email: 'emma@example.org', address: '12 quai des Lutins, Nantes' },
  ],
};

/** Someone of the journeys' families: an e-mail made from their name, an address if none given. */
export function personNamed(name: string, address = `${name.length} rue du Traîneau, Strasbourg`) {
  const mailbox = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return { name, email: `${mailbox}@example.org`, address };
}

/**
 * Waits until React has adopted the login screen drawn in the page (decision 0009): before,
 * its tabs and buttons are markup only, and a click on them is lost (only a sign-in typed and
 * sent early is kept, first-paint.ts).
 */
export async function loginScreenReady(page: Page) {
  await page.locator(`html[${LOGIN_ADOPTED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/** Waits until the text is on screen, as a person waits for the page to answer. */
export async function see(page: Page, text: string | RegExp, timeout = 15_000) {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout });
}

/**
 * Waits for the event list, by its heading: its title is also the words of the dashboard's way
 * back to it ('Mes Secret Santa').
 */
export async function seeEventList(
  page: Page,
  title: string = organiserMessages.secretSantas.listTitle,
) {
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
}

export async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

/**
 * An organiser who already has a confirmed account (the sign-up journey itself is walked
 * in organiser-accounts-and-events.test.ts): signs up over HTTP, confirms from the e-mail,
 * then logs in through the login screen like anyone.
 */
export async function signInNewOrganiser(
  page: Page,
  context: { server: E2eServer; sink: Sink },
  person: { name: string; email: string; password: string },
  language: Language = 'fr',
) {
  const { server, sink } = context;
  const texts = CATALOGUES[language];
  const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: person.name, email: person.email }),
  });
  if (signUp.status !== 201) throw new Error(`inscription refusée : ${await signUp.text()}`);
  const mail = await sink.waitForMail(
    person.email,
    (m) => m.subject === mailMessages.mail.verifySubject,
  );
  await activateAccount(
    mail.links.find((l) => l.includes('/verify-email?token='))!,
    person,
  );
  await page.goto(server.url);
  await fill(page, texts.accountMessages.auth.email, person.email);
  await fill(page, texts.accountMessages.auth.password, person.password);
  await page.getByRole('button', { name: texts.accountMessages.auth.loginSubmit }).click();
  await seeEventList(page, texts.organiserMessages.secretSantas.listTitle);
}

/** Creates an event from the list screen and opens its dashboard. */
export async function createAndOpenEvent(page: Page, name: string, language: Language = 'fr') {
  const t = CATALOGUES[language].organiserMessages.secretSantas;
  const first = page.getByRole('button', { name: t.createFirst });
  if (await first.isVisible()) await first.click();
  else await page.getByRole('button', { name: t.new }).click();
  await fill(page, t.nameLabel, name);
  await page.getByRole('button', { name: t.create, exact: true }).click();
  await see(page, t.createdTitle);
  // A new event opens on its dashboard (docs/product.md §3.2).
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await page
    .getByRole('tab', { name: CATALOGUES[language].messages.dashboard.participantsTab })
    .waitFor();
}

/** Adds a participant through the dialog. */
export async function addPlayer(
  page: Page,
  player: { name: string; email: string; address: string; avatar?: string; giftIdeas?: string },
) {
  const t = { ...messages.players, ...organiserMessages.participantsTab };
  const empty = page.getByRole('button', { name: t.addFirst });
  if (await empty.isVisible()) await empty.click();
  else await page.getByRole('button', { name: t.add }).first().click();
  const dialog = page.getByRole('dialog', { name: t.dialogAddTitle });
  await dialog.getByLabel(t.nameLabel, { exact: true }).fill(player.name);
  await dialog.getByLabel(t.emailLabel, { exact: true }).fill(player.email);
  await dialog
    .getByLabel(messages.app.optionalField(t.addressLabel), { exact: true })
    .fill(player.address);
  if (player.avatar) {
    // The radio itself is visually hidden: a person clicks its picture.
    const radio = dialog.getByRole('radio', { name: player.avatar, exact: true });
    await dialog
      .locator('label')
      .filter({ has: page.getByRole('img', { name: player.avatar, exact: true }) })
      .click();
    if (!(await radio.isChecked())) throw new Error(`avatar ${player.avatar} not selected`);
  }
  if (player.giftIdeas)
    await dialog
      .getByLabel(messages.app.optionalField(t.giftIdeasLabel), { exact: true })
      .fill(player.giftIdeas);
  await dialog.getByRole('button', { name: t.submitAdd }).click();
  return dialog;
}

/**
 * Adds each person to the event open on `page` with the request its dialog sends, then shows
 * their cards: for the journeys about what comes after (the dialog is walked in
 * participants-and-invitations.test.ts and phone-and-keyboard.test.ts).
 */
export async function addPlayersByRequest(
  page: Page,
  players: readonly ReturnType<typeof personNamed>[],
) {
  const url = new URL(page.url());
  const eventId = /\/secret-santas\/([0-9a-f-]{36})/.exec(url.pathname)![1];
  for (const [index, player] of players.entries()) {
    const answer = await page.request.post(`${url.origin}/api/secret-santas/${eventId}/players`, {
      headers: { origin: url.origin },
      data: { ...player, imageUrl: AVATARS[index % AVATARS.length]!.src, language: 'fr' },
    });
    if (answer.status() !== 201) throw new Error(`ajout refusé : ${await answer.text()}`);
  }
  await page.reload();
  for (const player of players) await page.getByRole('article', { name: player.name }).waitFor();
}

/**
 * Whom the space at `link` (a personal link) says `name` gives to, read on `reader`, a page that
 * opens one person's link after another, as a family's shared computer does; null when the link
 * opens nothing.
 */
export async function recipientShownAt(
  reader: Page,
  link: string,
  name: string,
): Promise<string | null> {
  const t = messages.participantSpace;
  await reader.goto(link);
  const welcome = reader.getByText(t.welcome(name));
  const refused = reader
    .getByText(participantMessages.accessDenied.invalidLinkTitle)
    .or(reader.getByText(t.noLongerPlaying));
  await welcome.or(refused).first().waitFor();
  if (await refused.isVisible()) return null;
  return (await reader
    .getByRole('region', { name: t.recipientTitle })
    .locator('p')
    .first()
    .textContent())!.trim();
}
