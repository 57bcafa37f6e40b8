import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect } from 'vitest';

/** Debian's Chromium, driven by playwright-core: no browser download on this machine. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ locale: 'fr-FR', viewport: { width: 1280, height: 800 }, ...options });
  return context.newPage();
}

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/**
 * Each screen a journey stops to look at: a full-page picture for a person (kept under
 * test-results/, not asserted), and an axe-core audit, which must find nothing.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
  // Toasts fade in and out: audit the screen, not a toast caught half-transparent.
  const audit = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
  const violations = audit.violations.map(
    (v) => `${name}: ${v.id} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(violations).toEqual([]);
}
