import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { participantMessages } from '../../src/shared/participant-messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import {
  addPlayer,
  addPlayersByRequest,
  createAndOpenEvent,
  personNamed,
  recipientShownAt,
  see,
  signInNewOrganiser,
} from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const t = { ...messages, ...organiserMessages };
const world = useE2eWorld();
const EVENT = 'Noël des Lemoine';
const FAMILY = ['Anne', 'Basile', 'Camille', 'Denis', 'Elsa', 'Farid'];
const person = (name: string) => personNamed(name, `${name.length} rue des Guirlandes, Tours`);
const mail = mailMessages.mail;

/** The e-mails the sink received from `index` on, as "subject → recipient", sorted. */
function receivedSince(index: number): string[] {
  return world.sink.received
    .slice(index)
    .map((m) => `${m.subject} → ${m.to.join(',')}`)
    .sort();
}

/** Every space of `links` read on `reader`: who gives to whom, as the participants see it. */
async function drawSeenBy(reader: Page, links: Map<string, string>): Promise<Map<string, string>> {
  const receiverOf = new Map<string, string>();
  for (const [name, link] of links) {
    const recipient = await recipientShownAt(reader, link, name);
    if (recipient !== null) receiverOf.set(name, recipient);
  }
  return receiverOf;
}

function expectValidDraw(receiverOf: Map<string, string>, everyone: string[]) {
  expect([...receiverOf.keys()].sort()).toEqual([...everyone].sort());
  expect([...receiverOf.values()].sort()).toEqual([...everyone].sort());
  for (const [giver, receiver] of receiverOf) expect(giver).not.toBe(receiver);
}

/** The organiser's Tirage tab once every e-mail of the change has gone out. */
async function waitForChangeMails(page: Page, total: number) {
  await page.getByRole('tab', { name: t.dashboard.drawTab }).click();
  await see(page, t.drawChange.changeMailsProgress(total, total, 0), 30_000);
}

describe('someone leaves, someone joins, after the draw', () => {
  it('changes one pair each time, e-mails only those concerned, and shows the organiser counts only', async () => {
    const page = await newPage(world.browser);
    await signInNewOrganiser(page, world, {
      name: 'Louise',
      email: 'louise@example.org',
      password: 'sapin-2026',
    });
    await createAndOpenEvent(page, EVENT);
    await addPlayersByRequest(page, FAMILY.map(person));
    await page.getByRole('tab', { name: t.dashboard.drawTab }).click();
    await page.getByRole('button', { name: t.draw.launch }).click();
    await see(page, t.draw.successTitle);
    await page.getByRole('button', { name: t.draw.notify }).click();
    await see(page, t.draw.progress(FAMILY.length, FAMILY.length), 30_000);

    const links = new Map<string, string>();
    for (const name of FAMILY) {
      const drawMail = await world.sink.waitForMail(
        person(name).email,
        (m) => m.subject === mail.drawSubject(EVENT),
      );
      links.set(
        name,
        drawMail.links.find((link) => link.includes('/participant/'))!,
      );
    }
    const reader = await newPage(world.browser);
    const before = await drawSeenBy(reader, links);
    expectValidDraw(before, FAMILY);

    // Basile withdraws. His Santa now gives to Basile's recipient (unless the two drew each
    // other, then one more changes); only they and Basile are e-mailed.
    const santa = [...before].find(([, receiver]) => receiver === 'Basile')![0];
    const basilesRecipient = before.get('Basile')!;
    const changes = santa === basilesRecipient ? 2 : 1;
    // Basile gave early: his recipient already said the gift arrived.
    const early = await newPage(world.browser, { viewport: { width: 375, height: 812 } });
    await early.goto(links.get(basilesRecipient)!);
    await early.getByRole('button', { name: t.participantSpace.giftReceivedButton }).click();
    await early.getByRole('button', { name: t.participantSpace.giftReceivedConfirm }).click();
    await see(early, t.participantSpace.giftReceivedThanks);
    let mark = world.sink.received.length;
    await page.getByRole('tab', { name: t.dashboard.participantsTab }).click();
    await page.getByRole('button', { name: t.drawChange.withdrawLabel('Basile') }).click();
    const confirm = page.getByRole('alertdialog', { name: t.drawChange.withdrawTitle('Basile') });
    const answer = page.waitForResponse((r) => r.url().endsWith('/withdrawal'));
    await confirm.getByRole('button', { name: t.drawChange.withdrawConfirm }).click();
    const withdrawal = (await (await answer).json()) as {
      changedGivers: number;
      draw: { notifications: { players: { status: string }[] } };
    };
    await see(page, t.drawChange.withdrawn('Basile', changes));
    await page.getByRole('article', { name: 'Basile' }).waitFor({ state: 'detached' });
    expect(withdrawal.changedGivers).toBe(changes);
    // The per-player list says nothing of who changed: every draw e-mail is as it was, sent.
    expect(new Set(withdrawal.draw.notifications.players.map((p) => p.status))).toEqual(
      new Set(['sent']),
    );

    await waitForChangeMails(page, changes);
    await screenshot(page, 'draw-change-counts-1280-light');
    const afterWithdrawal = await drawSeenBy(reader, links);
    const remaining = FAMILY.filter((n) => n !== 'Basile');
    expectValidDraw(afterWithdrawal, remaining);
    const changed = remaining.filter((n) => afterWithdrawal.get(n) !== before.get(n));
    expect(changed).toHaveLength(changes);
    expect(changed).toContain(santa);
    if (changes === 1) expect(afterWithdrawal.get(santa)).toBe(basilesRecipient);
    await world.sink.waitForMail(
      person('Basile').email,
      (m) => m.subject === mail.withdrawnSubject(EVENT),
    );
    expect(receivedSince(mark)).toEqual(
      [
        ...changed.map((n) => `${mail.drawChangedSubject(EVENT)} → ${person(n).email}`),
        `${mail.withdrawnSubject(EVENT)} → ${person('Basile').email}`,
      ].sort(),
    );
    // Basile's link says he no longer takes part, and asks him for nothing.
    const basile = await newPage(world.browser);
    await basile.goto(links.get('Basile')!);
    await see(basile, participantMessages.accessDenied.noLongerPlayingText);
    expect(
      await basile.getByRole('button', { name: t.participantSpace.newLinkSubmit }).count(),
    ).toBe(0);
    await screenshot(basile, 'no-longer-playing-1280-light');
    await basile.close();
    links.delete('Basile');
    // His recipient said early their gift arrived: their new Santa (Basile's) sees them still
    // waiting for one; they themselves and the organiser, like everyone else, still see the
    // mark, so that nothing shows whose Santa changed.
    await early.reload();
    await see(early, t.participantSpace.giftReceivedThanks);
    await early.close();
    // With one change, Basile's Santa now gives to his recipient (with two, they had drawn each
    // other, and someone else does).
    if (changes === 1) {
      const newSanta = await newPage(world.browser);
      await newSanta.goto(links.get(santa)!);
      const others = newSanta.getByRole('region', { name: t.participantSpace.othersTitle });
      const theirs = others.getByRole('listitem').filter({ hasText: basilesRecipient });
      await theirs.waitFor();
      expect(await theirs.getByText(t.participantSpace.giftReceived).count()).toBe(0);
      await newSanta.close();
    }
    await page.getByRole('tab', { name: t.dashboard.participantsTab }).click();
    await page
      .getByRole('article', { name: basilesRecipient })
      .getByText(t.participantsTab.giftReceived)
      .waitFor();

    // Gaëlle joins late: she gets her draw e-mail, one giver now gives to her, and only that
    // giver hears of it.
    mark = world.sink.received.length;
    await page.getByRole('tab', { name: t.dashboard.participantsTab }).click();
    await addPlayer(page, person('Gaëlle'));
    await see(page, t.drawChange.joined('Gaëlle', 1));
    const gaelleMail = await world.sink.waitForMail(
      person('Gaëlle').email,
      (m) => m.subject === mail.drawSubject(EVENT),
    );
    links.set(
      'Gaëlle',
      gaelleMail.links.find((link) => link.includes('/participant/'))!,
    );
    const afterJoin = await drawSeenBy(reader, links);
    const everyone = [...remaining, 'Gaëlle'];
    expectValidDraw(afterJoin, everyone);
    const giverOfGaelle = [...afterJoin].find(([, receiver]) => receiver === 'Gaëlle')![0];
    expect(remaining.filter((n) => afterJoin.get(n) !== afterWithdrawal.get(n))).toEqual([
      giverOfGaelle,
    ]);
    expect(afterJoin.get('Gaëlle')).toBe(afterWithdrawal.get(giverOfGaelle));
    // The counts add up each change's givers (docs/product.md §6.5): a giver changed by both
    // the withdrawal and the join counts twice, so the total never tells whether it was one.
    const toldOfAChange = changes + 1;
    await waitForChangeMails(page, toldOfAChange);
    await see(page, t.draw.progress(FAMILY.length, FAMILY.length));
    await world.sink.waitForMail(
      person(giverOfGaelle).email,
      (m) => m.subject === mail.drawChangedSubject(EVENT),
    );
    expect(receivedSince(mark)).toEqual(
      [
        `${mail.drawSubject(EVENT)} → ${person('Gaëlle').email}`,
        `${mail.drawChangedSubject(EVENT)} → ${person(giverOfGaelle).email}`,
      ].sort(),
    );

    // The Tirage tab on a phone, in the dark: counts, never a name beside a change.
    const phone = await newPage(world.browser, {
      viewport: { width: 375, height: 812 },
      colorScheme: 'dark',
    });
    await phone.context().addCookies(await page.context().cookies());
    await phone.goto(page.url());
    await see(phone, t.drawChange.changeMailsProgress(toldOfAChange, toldOfAChange, 0));
    await screenshot(phone, 'draw-change-counts-375-dark');
    await phone.goto(page.url().replace(/\/tirage$/, '/participants'));
    await phone.getByRole('button', { name: t.drawChange.withdrawLabel('Gaëlle') }).waitFor();
    await screenshot(phone, 'withdraw-card-375-dark');
  });
});
