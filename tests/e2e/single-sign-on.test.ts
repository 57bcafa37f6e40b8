import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { loginScreenReady, see } from '../support/e2e-people.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { freePort } from '../support/free-port.ts';
import { startOidcProvider } from '../support/oidc-provider.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import type { Browser } from 'playwright-core';

// docs/product.md §2.8: an organiser signs in through the company's OpenID provider, in Chromium,
// against the real server process and a real provider.

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: E2eServer;
let browser: Browser;
beforeAll(async () => {
  const port = await freePort();
  provider = await startOidcProvider({
    redirectUri: `http://localhost:${port}/api/auth/callback/oidc`,
  });
  sink = await startSmtpSink();
  server = await startE2eServer({
    smtpUrl: sink.url,
    port,
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_ALLOWED_DOMAINS: 'entreprise.example',
      OIDC_NAME: 'Entreprise',
    },
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
  await provider?.close();
});

describe('single sign-on', () => {
  it('signs an organiser in through the company’s provider, and lands on their events', async () => {
    provider.people.set('helene', {
      email: 'helene@entreprise.example',
      email_verified: true,
      name: 'Hélène RH',
    });
    const page = await newPage(browser);
    await page.goto(server.url);
    await loginScreenReady(page);
    const button = page.getByRole('button', {
      name: accountMessages.auth.signInWith('Entreprise'),
    });
    await screenshot(page, 'login-with-provider-1280-light');
    await button.click();
    // The provider's own pages: its login, then its consent.
    await page.waitForURL((url) => url.href.startsWith(provider.issuer));
    await page.locator('input[name="login"]').fill('helene');
    await page.locator('input[name="password"]').fill('peu importe');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.href.startsWith(server.url));
    await see(page, organiserMessages.secretSantas.listTitle);
    const session = await page.evaluate(() =>
      fetch('/api/auth/session').then((answer) => answer.json()),
    );
    expect(session.user).toMatchObject({ email: 'helene@entreprise.example', name: 'Hélène RH' });
  });
});
