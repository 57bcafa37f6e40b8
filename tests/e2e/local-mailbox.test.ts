import { request } from 'node:http';
import os from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages } from '../../src/shared/server-messages.ts';
import { CATALOGUES } from '../../src/shared/catalogues.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';
import { until } from '../support/e2e-api.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';

/**
 * The product as `npm start` runs it by default: no SMTP server, every e-mail in the local
 * mailbox. Reset links and personal links sit there: only the person at this machine's
 * keyboard may read them (docs/decisions/0015).
 */
const REBOUND_NAME = 'rebind.attacker.test';
let server: E2eServer;
let browser: Browser;
let port: string;

beforeAll(async () => {
  server = await startE2eServer({ smtpUrl: '' });
  port = new URL(server.url).port;
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      // An attacker's domain whose name now points at 127.0.0.1 (DNS rebinding)…
      `--host-resolver-rules=MAP ${REBOUND_NAME} 127.0.0.1`,
      // …in a browser that lets a public page fetch from this machine, as Firefox and Safari
      // do: Chromium's own local-network checks are not what protects the mailbox.
      '--disable-features=BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,LocalNetworkAccessChecks',
    ],
  });
  const signUp = await fetch(`${server.url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Alice', email: 'alice@example.org' }),
  });
  expect(signUp.status).toBe(201);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** GET from this machine's address on the network, not from loopback, naming `localhost`. */
function getFromNetworkAddress(address: string, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = request(
      { host: address, port, path, headers: { host: `localhost:${port}` }, localAddress: address },
      (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

describe('the local mailbox', () => {
  it('opens in the organiser’s own browser at http://localhost', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/dev/mailbox`);
    await page.getByRole('heading', { name: mailMessages.mailbox.title }).waitFor();
    await page.getByText('alice@example.org').waitFor();
    await page.getByRole('link', { name: mailMessages.mail.verifySubject }).click();
    await page
      .getByText(/\/verify-email\?token=/)
      .first()
      .waitFor();
    await page.close();
  });

  it('speaks its reader’s language, as every page does', async () => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${server.url}/dev/mailbox`);
    const { mailbox } = CATALOGUES.de.mailMessages;
    await page.getByRole('heading', { name: mailbox.title }).waitFor();
    await page.getByRole('columnheader', { name: mailbox.subject }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await context.close();
  });

  it('cannot be read by a page whose domain was rebound to this machine', async () => {
    const page = await browser.newPage();
    // The attacker's page as their own server sent it, before the name pointed here.
    await page.route(`http://${REBOUND_NAME}:${port}/`, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<h1>Jeu de Noël</h1>' }),
    );
    await page.goto(`http://${REBOUND_NAME}:${port}/`);
    await page.getByRole('heading', { name: 'Jeu de Noël' }).waitFor();
    // Its script now reads "its own" origin, which is this server.
    const stolen = await page.evaluate(async () => {
      const answers = [];
      for (const path of ['/dev/mailbox', '/api/auth/session', '/participant/x']) {
        const answer = await fetch(path);
        answers.push({ path, status: answer.status, text: await answer.text() });
      }
      return answers;
    });
    for (const { path, status, text } of stolen) {
      expect(status, path).toBe(421);
      expect(text).toBe(serverMessages.api.foreignHost);
    }
    // And opened directly under that name, the mailbox shows nothing either.
    const direct = await page.goto(`http://${REBOUND_NAME}:${port}/dev/mailbox`);
    expect(direct?.status()).toBe(421);
    expect(await page.content()).not.toContain('alice@example.org');
    await page.close();
  });

  it('refuses another machine on the network, even when it names localhost', async () => {
    const networkAddress = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    expect(networkAddress, 'this machine has no network address to be reached at').toBeDefined();
    const answer = await getFromNetworkAddress(networkAddress!, '/dev/mailbox');
    expect(answer.status).toBe(403);
    expect(answer.body).toBe(mailMessages.mailbox.thisMachineOnly);
    expect(answer.body).not.toContain('alice@example.org');
  });

  it('warns at start, in French, when people elsewhere are expected and no e-mail can leave', async () => {
    const exposed = await startE2eServer({
      smtpUrl: '',
      env: { PUBLIC_URL: 'https://noel.example.org' },
    });
    try {
      await until(() => exposed.output().includes('SMTP_URL'), 10_000, 'the warning');
      expect(exposed.output()).toContain(
        mailMessages.mailbox.notSentWarning(
          `http://localhost:${new URL(exposed.url).port}/dev/mailbox`,
        ),
      );
    } finally {
      await exposed.stop();
    }
  });
});
