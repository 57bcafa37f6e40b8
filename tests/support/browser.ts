import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The tests' browser, driven by playwright-core (no browser download on this machine): Debian's
 * chromium-headless-shell, the same Chromium as the `chromium` package (Blink, V8, one version)
 * without the desktop browser around it, which is what Playwright itself runs headless. It does
 * the journeys' work with less of the machine than the full browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/**
 * The browser a person runs: the benchmarks measure its frames and its Lighthouse scores.
 */
export const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  // A French browser in France unless told otherwise: its language and its clock's zone.
  const context = await browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  await context.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { cspViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile})`),
    );
  });
  return context.newPage();
}

/**
 * What the page's Content-Security-Policy refused since it was opened (src/server/http/
 * security-headers.ts): something the product tried that its own policy forbids, which the
 * browser reports to the person's console and Lighthouse counts against best practices.
 */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');
/**
 * Pictures for a person to look at, taken when asked (`SCREENSHOTS=1`): a full run has nobody
 * to look at them, and each costs the browser a paint of the whole page.
 */
export const TAKE_PICTURES = process.env.SCREENSHOTS === '1';

/** Same key as src/web/features/theme/theme-store.ts (and src/web/first-paint/theme-init.js). */
const THEME_STORAGE_KEY = 'santa-secret-theme';
type ResolvedTheme = 'light' | 'dark';

async function shownTheme(page: Page): Promise<ResolvedTheme> {
  const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  return isDark ? 'dark' : 'light';
}

/**
 * Chooses a theme the way another tab would (the app follows the 'storage' event), or puts
 * back the stored choice (`null`: none), then waits for colour transitions to end so that the
 * audit reads final colours.
 */
async function storeTheme(page: Page, stored: string | null): Promise<void> {
  await page.evaluate(
    ({ key, value }) => {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key }));
    },
    { key: THEME_STORAGE_KEY, value: stored },
  );
  await animationsDone(page);
}

/**
 * Waits for the fades and transitions running now to end (a loading spinner never ends), so that
 * the picture and the audit see the screen's final colours, not an element half faded in,
 * which axe reads as text of too little contrast.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * The axe-core audit, and the picture when asked: all of the audit, or (`onlyColours`, for the
 * second theme of the same screen) only the rules a theme can change, the DOM being the same.
 */
async function pictureAndAudit(
  page: Page,
  name: string,
  { onlyColours = false, fullPage = true }: { onlyColours?: boolean; fullPage?: boolean } = {},
): Promise<string[]> {
  if (TAKE_PICTURES) {
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
  }
  // Toasts fade in and out: audit the screen, not a toast caught half-transparent. Audited in
  // the page itself: the app has no frames, and the default way, for pages with frames of other
  // origins, opens a blank page to put their results together, twice the browser's work.
  let axe = new AxeBuilder({ page }).setLegacyMode().exclude('[data-sonner-toaster]');
  if (onlyColours) axe = axe.withRules(['color-contrast', 'link-in-text-block']);
  // WCAG 2.5.3 (Label in Name), which axe leaves off by default: a control's name holds the
  // words it shows.
  else axe = axe.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  const audit = await axe.analyze();
  const violations = audit.violations.map(
    (v) => `${name}: ${v.id} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  if (!onlyColours) {
    violations.push(...(await namesNotStartingWithLabel(page)).map((found) => `${name}: ${found}`));
  }
  return violations;
}

/**
 * Controls whose accessible name does not start with the words they show, together
 * (WCAG 2.5.3, Label in Name): someone using voice control says what they see, « Retirer du
 * tirage », and the name must begin with it (« Retirer du tirage – Jules Roux », not « Retirer
 * Jules Roux du tirage »). axe's rule only asks that the name contain them.
 */
async function namesNotStartingWithLabel(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = 'a, button, input, select, textarea, [role=button], [role=link], [role=tab]';
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
    const found: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(`:is(${controls})[aria-label]`)) {
      if (!control.checkVisibility() || control.closest('[aria-hidden="true"]')) continue;
      const shown = squash(control.innerText);
      const label = squash(control.getAttribute('aria-label') ?? '');
      // Icon-only controls show no words to say.
      if (shown !== '' && !label.startsWith(shown))
        found.push(`label-in-name « ${shown} » ≠ « ${label} »`);
    }
    return found;
  });
}

/** 'login-1280-light' seen in dark is 'login-1280-dark'; a name without a theme gets one. */
function nameInTheme(name: string, theme: ResolvedTheme): string {
  const other = theme === 'dark' ? 'light' : 'dark';
  return name.includes(`-${other}`) ? name.replace(`-${other}`, `-${theme}`) : `${name}-${theme}`;
}

/**
 * Each screen a journey stops to look at, in both themes, since a colour that reads well in
 * one may not in the other: an axe-core audit, which must find nothing in either, and with
 * `SCREENSHOTS=1` a full-page picture for a person (under test-results/, not asserted). The
 * screen ends in the theme it started in.
 */
export async function screenshot(
  page: Page,
  name: string,
  /** false: the screen only, for a page as tall as a list of thousands (docs/product.md §9.8). */
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (TAKE_PICTURES) mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const theme = await shownTheme(page);
  const otherTheme: ResolvedTheme = theme === 'dark' ? 'light' : 'dark';
  const storedTheme = await page.evaluate(
    (key) => window.localStorage.getItem(key),
    THEME_STORAGE_KEY,
  );

  // A part that arrives after the page (the participant space's messages card) fades in: wait
  // for nothing to be loading, then for nothing to be moving.
  await page.waitForLoadState('networkidle');
  await animationsDone(page);
  const violations = await pictureAndAudit(page, name, { fullPage });
  await storeTheme(page, otherTheme);
  expect(await shownTheme(page), `${name}: the page did not switch theme`).toBe(otherTheme);
  violations.push(
    ...(await pictureAndAudit(page, nameInTheme(name, otherTheme), {
      onlyColours: true,
      fullPage,
    })),
  );
  await storeTheme(page, storedTheme);
  expect(await shownTheme(page), `${name}: the page did not switch back`).toBe(theme);

  expect(violations).toEqual([]);
}
