import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { describeExchange } from '../../src/shared/exchange/describe-exchange.ts';
import { NO_EXCHANGE_DETAILS } from '../../src/shared/exchange/exchange-details.ts';
import { exchangeTimeForReader } from '../../src/shared/exchange/reader-time.ts';
import {
  addDays,
  utcToZonedParts,
  zonedDateTimeToUtc,
} from '../../src/shared/exchange/zoned-time.ts';
import { CATALOGUES } from '../../src/shared/catalogues.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { formatDay } from '../../src/web/lib/format-date.ts';
import { newPage, screenshot } from '../support/browser.ts';
import {
  addPlayersByRequest,
  createAndOpenEvent,
  personNamed,
  see,
  signInNewOrganiser,
} from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const world = useE2eWorld();
const x = organiserMessages.exchange;
const d = organiserMessages.draw;
const EVENT = 'Noël des Marchal';
const FAMILY = ['Agathe', 'Bastien', 'Céleste'].map((name) => personNamed(name));
// Three weeks ahead of today in Paris, but not past 31 December, whenever the suite runs: the
// server refuses a day of the next edition (docs/product.md §3.6). Nothing below needs the
// three weeks; from 11 December it is a day closer, on the 31st the very day.
const TODAY = utcToZonedParts(new Date(), 'Europe/Paris').date;
const DATE = [addDays(TODAY, 21), `${TODAY.slice(0, 4)}-12-31`].sort()[0]!;
const DETAILS = {
  ...NO_EXCHANGE_DETAILS,
  date: DATE,
  time: '15:00',
  budget: { min: 2000, max: 3000 },
  place: 'Chez Mamie',
  note: 'Apportez un dessert\u202f!',
};
const SUMMARY = describeExchange(DETAILS).join(' · ');

describe('the exchange’s date, budget and place', () => {
  it('are set on the dashboard, shown in the space and the draw e-mail with its calendar event, and the Tirage tab says who opened their link', async () => {
    const page = await newPage(world.browser);
    await signInNewOrganiser(page, world, {
      name: 'Mamie',
      email: 'mamie.marchal@example.org',
      password: 'buche-2026',
    });
    await createAndOpenEvent(page, EVENT);
    await addPlayersByRequest(page, FAMILY);

    // The organiser sets them; a budget in words is refused in French, on the spot.
    await page.getByRole('button', { name: x.add }).click();
    const dialog = page.getByRole('dialog', { name: x.title });
    const field = (label: string) =>
      dialog.getByLabel(messages.app.optionalField(label), { exact: true });
    await field(x.dateLabel).fill(DATE);
    await field(x.timeLabel).fill('15:00');
    await field(x.budgetLabel).fill('une trentaine');
    await field(x.placeLabel).fill('Chez Mamie');
    await field(x.noteLabel).fill('Apportez un dessert\u202f!');
    await dialog.getByRole('button', { name: x.save }).click();
    await dialog.getByText(x.budgetInvalid).waitFor();
    await field(x.budgetLabel).fill('20 à 30 €');
    await screenshot(page, 'exchange-dialog-1280-light');
    await dialog.getByRole('button', { name: x.save }).click();
    await see(page, x.saved);
    await see(page, SUMMARY);

    await page.getByRole('tab', { name: messages.dashboard.drawTab }).click();
    await page.getByRole('button', { name: d.launch }).click();
    await see(page, d.successTitle);
    await page.getByRole('button', { name: d.notify }).click();
    await see(page, d.progress(FAMILY.length, FAMILY.length), 30_000);
    const notOpened = page.getByText(d.linkNotOpened);
    await expect.poll(() => notOpened.count()).toBe(FAMILY.length);

    // The draw e-mail: the details, and the calendar event with the person's own link.
    const [agathe] = FAMILY;
    const drawMail = await world.sink.waitForMail(
      agathe!.email,
      (m) => m.subject === mailMessages.mail.drawSubject(EVENT),
    );
    expect(drawMail.text).toContain(SUMMARY);
    const link = drawMail.links.find((l) => l.includes('/participant/'))!;
    const attachment = drawMail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(attachment?.filename).toBe(messages.exchange.calendarFileName);
    const mailed = parseEvent(attachment!.content);
    expect(mailed.startDate.toJSDate().toISOString()).toBe(parisInstant(DATE, 15));
    expect(mailed.location).toBe('Chez Mamie');
    // The space's address without the token: a calendar is often shared (docs/security.md).
    expect(mailed.description).toContain(link.split('/').slice(0, -1).join('/'));
    expect(attachment!.content).not.toContain(link.split('/').pop()!);

    // Agathe opens her link on her phone, in the dark: the details at the top, and her calendar.
    const phone = await newPage(world.browser, {
      viewport: { width: 375, height: 740 },
      colorScheme: 'dark',
      acceptDownloads: true,
    });
    const openingStarts = Date.now();
    await phone.goto(link);
    await see(phone, messages.participantSpace.welcome('Agathe'));
    const openedDays = [openingStarts, Date.now()].map((instant) =>
      formatDay(utcToZonedParts(new Date(instant), 'Europe/Paris').date),
    );
    await see(phone, SUMMARY);
    await see(phone, 'Apportez un dessert');
    await screenshot(phone, 'participant-exchange-375-dark');
    const download = phone.waitForEvent('download');
    await phone.getByRole('button', { name: messages.exchange.addToCalendar }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(messages.exchange.calendarFileName);
    const downloaded = parseEvent(await readFile((await file.path())!, 'utf8'));
    expect(downloaded.uid).toBe(mailed.uid);
    expect(downloaded.startDate.toJSDate()).toEqual(mailed.startDate.toJSDate());

    // The organiser sees that Agathe opened hers, and sends the others theirs again.
    await page.reload();
    await see(page, d.openedCount(1, FAMILY.length));
    await expect.poll(() => notOpened.count()).toBe(FAMILY.length - 1);
    const sending = page.getByRole('list', { name: d.progressTitle });
    const rowOf = (name: string) => sending.getByRole('listitem').filter({ hasText: name });
    // The day she opened it, in the event's zone (Paris), whatever the browser's.
    const openedOn = new RegExp(`^(${openedDays.map(d.linkOpened).join('|')})$`);
    await rowOf(agathe!.name).getByText(openedOn).waitFor();
    for (const person of FAMILY.slice(1))
      await rowOf(person.name).getByText(d.linkNotOpened, { exact: true }).waitFor();
    const mark = world.sink.received.length;
    await page.getByRole('button', { name: d.remindUnopened }).click();
    await see(page, d.reminded(FAMILY.length - 1));
    for (const person of FAMILY.slice(1))
      await world.sink.waitForMail(
        person.email,
        (m) =>
          m.subject === mailMessages.mail.drawSubject(EVENT) &&
          world.sink.received.indexOf(m) >= mark,
      );
    await screenshot(page, 'tirage-links-opened-1280-light');
    expect(world.sink.received.slice(mark).filter((m) => m.to.includes(agathe!.email))).toEqual([]);
  });
  it('gives a New York office its own clock and dollars, and a participant in Paris both times', async () => {
    // An English-speaking organiser whose browser is in New York.
    const en = CATALOGUES.en;
    const xe = en.organiserMessages.exchange;
    const page = await newPage(world.browser, { locale: 'en-US', timezoneId: 'America/New_York' });
    await signInNewOrganiser(
      page,
      world,
      { name: 'Grace', email: 'grace.hopper@example.org', password: 'manhattan-2026' },
      'en',
    );
    await createAndOpenEvent(page, 'New York office', 'en');
    const team = ['Hana', 'Ivo', 'Jude'].map((name) => personNamed(name));
    await addPlayersByRequest(page, team);

    // A new exchange takes the browser's zone and its country's currency.
    await page.getByRole('button', { name: xe.add }).click();
    const dialog = page.getByRole('dialog', { name: xe.title });
    const zone = dialog.getByLabel(xe.timeZoneLabel, { exact: true });
    expect(await zone.inputValue()).toBe('America/New_York');
    // Searched by a city's name: the zones offered say their city first.
    const choices = await dialog
      .locator('datalist option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).label));
    expect(choices).toContain('New York (America)');
    expect(choices).toContain('Paris (Europe)');
    const currency = dialog.getByLabel(xe.currencyLabel, { exact: true });
    expect(await currency.inputValue()).toBe('USD');
    expect(await currency.locator('option:checked').innerText()).toBe('US Dollar (USD)');
    const field = (label: string) =>
      dialog.getByLabel(en.messages.app.optionalField(label), { exact: true });
    await field(xe.dateLabel).fill(DATE);
    await field(xe.timeLabel).fill('15:00');
    await field(xe.budgetLabel).fill('$25');
    await screenshot(page, 'exchange-dialog-en-new-york-1280-light');
    await dialog.getByRole('button', { name: xe.save }).click();
    await see(page, xe.saved);
    const inNewYork = {
      ...NO_EXCHANGE_DETAILS,
      date: DATE,
      time: '15:00',
      timeZone: 'America/New_York',
      budget: { min: 2500, max: 2500 },
      currency: 'USD',
    };
    const englishLine = describeExchange(inNewYork, en.messages).join(' · ');
    expect(englishLine).toContain('at 3\u00a0PM New York time · Budget $25');
    await see(page, englishLine);

    await page.getByRole('tab', { name: en.messages.dashboard.drawTab }).click();
    await page.getByRole('button', { name: en.organiserMessages.draw.launch }).click();
    await see(page, en.organiserMessages.draw.successTitle);
    await page.getByRole('button', { name: en.organiserMessages.draw.notify }).click();

    // Hana reads French in Paris: her e-mail gives the time in New York, then hers, and the
    // budget as French writes dollars; the calendar event is at the right instant.
    const hana = team[0]!;
    const mail = await world.sink.waitForMail(
      hana.email,
      (m) => m.subject === mailMessages.mail.drawSubject('New York office'),
    );
    const frenchLine = describeExchange(inNewYork).join(' · ');
    expect(frenchLine).toContain('à 15\u00a0h (heure de New York) · Budget 25\u00a0$US');
    const inParis = exchangeTimeForReader(inNewYork, 'Europe/Paris', messages)!;
    expect(inParis).toContain('à 21\u00a0h à Paris');
    expect(mail.text).toContain(describeExchange(inNewYork)[0]);
    expect(mail.text).toContain(inParis);
    expect(mail.text).toContain('Budget 25\u00a0$US');
    const attachment = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    const instant = parseEvent(attachment!.content).startDate.toJSDate();
    expect(instant.toISOString()).toBe(
      zonedDateTimeToUtc(DATE, '15:00', 'America/New_York').toISOString(),
    );
    expect(utcToZonedParts(instant, 'Europe/Paris')).toEqual({ date: DATE, time: '21:00' });

    // Her space, on her phone in Paris: both times, and the dollars.
    const link = mail.links.find((l) => l.includes('/participant/'))!;
    const phone = await newPage(world.browser, {
      viewport: { width: 375, height: 740 },
      colorScheme: 'dark',
    });
    await phone.goto(link);
    await see(phone, messages.participantSpace.welcome('Hana'));
    await see(phone, frenchLine);
    await see(phone, inParis);
    await screenshot(phone, 'participant-exchange-new-york-375-dark');
    await phone.context().close();
    await page.context().close();
  });
});

function parseEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezone = calendar.getFirstSubcomponent('vtimezone');
  if (timezone) ICAL.TimezoneService.register(timezone);
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
}

/** `hour` o'clock in Paris on `date`, as an ISO instant. */
function parisInstant(date: string, hour: number): string {
  for (const offset of [1, 2]) {
    const instant = new Date(`${date}T${String(hour - offset).padStart(2, '0')}:00:00Z`);
    if (utcToZonedParts(instant, 'Europe/Paris').time === `${hour}:00`)
      return instant.toISOString();
  }
  throw new Error('no such hour in Paris');
}
