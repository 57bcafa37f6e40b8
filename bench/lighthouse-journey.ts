import type { Page } from 'playwright-core';
import { messages } from '../src/shared/messages.ts';
import { organiserMessages } from '../src/shared/organiser-messages.ts';
import { mailMessages } from '../src/shared/mail-messages.ts';
import { addPlayer, COUSINS, createAndOpenEvent, see, signInNewOrganiser } from '../tests/support/e2e-people.ts';
import type { E2eServer } from '../tests/support/e2e-server.ts';
import type { launchLighthouseBrowser, LighthouseAudit } from './lighthouse-audit.ts';
import type { startSmtpSink } from '../tests/support/smtp-sink.ts';

const t = { ...messages, ...organiserMessages };
const { event: EVENT, people } = COUSINS;

export const AUDITED_PAGES = ['login screen', 'dashboard', 'participant space'] as const;
export type AuditedPage = (typeof AUDITED_PAGES)[number];

async function drawAndNotify(organiser: Page) {
  await organiser.getByRole('tab', { name: t.dashboard.drawTab }).click();
  await organiser.getByRole('button', { name: t.draw.launch }).click();
  await see(organiser, t.draw.successTitle);
  await organiser.getByRole('button', { name: t.draw.notify }).click();
  await see(organiser, t.draw.notifiedTitle);
}

/**
 * Lighthouse on the three pages decision 0009 audits, each as its person meets it: the login screen
 * of a first visit; Alice's dashboard, signed in, with an event of three people open; Chloé's
 * participant space from the personal link in her e-mail, signed out. Each page is audited
 * `runs` times in a row.
 */
export async function auditProductPages(
  browser: Awaited<ReturnType<typeof launchLighthouseBrowser>>,
  { server, sink }: { server: E2eServer; sink: Awaited<ReturnType<typeof startSmtpSink>> },
  runs = 1,
): Promise<Record<AuditedPage, LighthouseAudit[]>> {
  const auditRuns = async (url: string) => {
    const audits: LighthouseAudit[] = [];
    for (let run = 0; run < runs; run++) audits.push(await browser.audit(url));
    return audits;
  };
  const login = await auditRuns(`${server.url}/`);

  const organiser = await browser.context.newPage();
  await signInNewOrganiser(
    organiser,
    { server, sink },
    { name: 'Alice', email: 'alice@example.org', password: 'sapin-2026' },
  );
  await createAndOpenEvent(organiser, EVENT);
  for (const person of people) {
    await addPlayer(organiser, person);
    await organiser.getByRole('article', { name: person.name }).waitFor();
  }
  const dashboard = await auditRuns(`${server.url}/`);

  await drawAndNotify(organiser);
  const mail = await sink.waitForMail(
    'chloe@example.org',
    (m) => m.subject === mailMessages.mail.drawSubject(EVENT),
  );
  const personalLink = mail.links.find((link) => link.includes('/participant/'));
  if (!personalLink) throw new Error('no personal link in the draw e-mail');
  await organiser.close();
  await browser.context.clearCookies();
  const participantSpace = await auditRuns(personalLink);

  return { 'login screen': login, dashboard, 'participant space': participantSpace };
}
