import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as englishAccount } from '../../src/shared/account-messages.en.ts';
import { accountMessages as frenchAccount } from '../../src/shared/account-messages.ts';
import { messages as english } from '../../src/shared/messages.en.ts';
import { messages as french } from '../../src/shared/messages.ts';
import { cspViolations, launchBrowser, newPage, screenshot } from '../support/browser.ts';
import { loginScreenReady } from '../support/e2e-people.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';

/**
 * French and English (docs/product.md §9.9): each page in the person's language, chosen with
 * the header's switch and remembered, else their browser's, else French.
 */
let server: E2eServer;
let browser: Browser;

beforeAll(async () => {
  server = await startE2eServer({ smtpUrl: '' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the page’s language', () => {
  it('follows an English browser, then the switch, which is remembered', async () => {
    const page = await newPage(browser, { locale: 'en-GB' });
    await page.goto(server.url);
    await expect.poll(() => htmlLang(page)).toBe('en');
    await page
      .getByRole('button', { name: englishAccount.auth.loginSubmit, exact: true })
      .waitFor();
    expect(await page.getByText(french.app.tagline).count()).toBe(0);
    await page.getByText(english.app.tagline).first().waitFor();
    await screenshot(page, 'login-english-1280-light');
    await loginScreenReady(page);

    // 'Français': the same address again, in French, and so on every visit after.
    await page
      .getByRole('combobox', { name: english.language.label })
      .selectOption({ label: english.language.names.fr });
    await page.getByRole('button', { name: frenchAccount.auth.loginSubmit, exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('fr');
    await page.reload();
    await page.getByRole('button', { name: frenchAccount.auth.loginSubmit, exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('fr');
    await page.goto(`${server.url}/une/page/inconnue`);
    await page.getByText(french.app.notFoundTitle).waitFor();

    // And back: 'English' in the French header.
    await page
      .getByRole('combobox', { name: french.language.label })
      .selectOption({ label: french.language.names.en });
    await page.getByText(english.app.notFoundTitle).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('is French for a browser that asks for a language the product does not speak', async () => {
    const page = await newPage(browser, { locale: 'ja-JP' });
    await page.goto(server.url);
    await page.getByRole('button', { name: frenchAccount.auth.loginSubmit, exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('fr');
    await page.context().close();
  });

  it('fits the switch in a phone’s header, in English too', async () => {
    const page = await newPage(browser, { locale: 'en-US', viewport: { width: 375, height: 812 } });
    await page.goto(server.url);
    const choice = page.getByRole('combobox', { name: english.language.label });
    await expect.poll(() => choice.inputValue()).toBe('en');
    const box = await choice.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    expect(box?.height).toBeGreaterThanOrEqual(36);
    await screenshot(page, 'login-english-375-light');
    await page.context().close();
  });
});
