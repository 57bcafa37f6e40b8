import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/shared/account-messages.ts';
import { messages } from '../../src/shared/messages.ts';
import { organiserMessages } from '../../src/shared/organiser-messages.ts';
import { mailMessages } from '../../src/shared/mail-messages.ts';
import { newPage, screenshot } from '../support/browser.ts';
import { activateAccount } from '../support/e2e-api.ts';
import { fill, loginScreenReady, see, seeEventList } from '../support/e2e-people.ts';
import { useE2eWorld } from '../support/e2e-world.ts';

const t = { ...messages, ...accountMessages, ...organiserMessages };
const world = useE2eWorld();

const organiser = { name: 'Alice Martin', email: 'alice@example.org', password: 'sapin-2026' };

describe('an organiser, from sign-up to events, password reset and theme', () => {
  it('signs up, chooses the password once on the e-mailed link’s page, manages events, resets the password, keeps the theme', async () => {
    const page = await newPage(world.browser);
    await page.goto(world.server.url);
    await see(page, t.app.tagline);
    await screenshot(page, 'login-1280-light');
    await loginScreenReady(page);

    // Sign-up: a name and an address, no password, with the form's French messages first.
    await page.getByRole('tab', { name: t.auth.registerTab }).click();
    await page.getByRole('button', { name: t.auth.registerSubmit }).click();
    await see(page, t.auth.nameRequired);
    await see(page, t.auth.emailRequired);
    await see(page, t.auth.passwordAfterLink);
    expect(await page.getByLabel(t.auth.password, { exact: true }).count()).toBe(0);
    await fill(page, t.auth.name, organiser.name);
    await fill(page, t.auth.email, 'pas-un-email');
    await page.getByRole('button', { name: t.auth.registerSubmit }).click();
    await see(page, t.auth.emailInvalid);
    await fill(page, t.auth.email, organiser.email);
    await page.getByRole('button', { name: t.auth.registerSubmit }).click();
    await see(page, t.auth.registerSuccessTitle);
    await page.getByRole('heading', { name: t.auth.checkMailboxTitle }).waitFor();
    const firstVerification = await world.sink.waitForMail(
      organiser.email,
      (m) => m.subject === mailMessages.mail.verifySubject,
    );

    // The e-mail lost: 'Problème de vérification ?' keeps the address and sends a new link.
    await page.goto(world.server.url);
    await fill(page, t.auth.email, organiser.email);
    await page.getByRole('button', { name: t.auth.verificationProblem }).click();
    await page.waitForURL(/\/auth-error#/);
    await see(page, t.authError.invalidLink);
    expect(await page.evaluate(() => localStorage.getItem('lastLoginEmail'))).toBe(organiser.email);
    await page.getByRole('button', { name: t.authError.resend }).click();
    await see(page, t.auth.emailSentTitle);
    const secondVerification = await world.sink.waitForMail(
      organiser.email,
      (m) => m.subject === mailMessages.mail.verifySubject && m !== firstVerification,
    );

    // The link from the e-mail opens the page where the password is chosen, typed once, with
    // the name from the sign-up (docs/decisions/0013); the account is made, signed in.
    const link = secondVerification.links.find((l) => l.includes('/verify-email?token='));
    await page.goto(link!);
    await page.getByRole('heading', { name: t.verifyEmail.title, level: 1 }).waitFor();
    await see(page, t.verifyEmail.intro(organiser.email));
    expect(await page.getByLabel(t.auth.name, { exact: true }).inputValue()).toBe(organiser.name);
    const password = page.getByLabel(t.auth.password, { exact: true });
    expect(await password.getAttribute('autocomplete')).toBe('new-password');
    expect(await page.getByLabel(t.auth.confirmPassword, { exact: true }).count()).toBe(0);
    await screenshot(page, 'verify-email-1280-light');
    await password.fill('sapin');
    await page.getByRole('button', { name: t.verifyEmail.submit }).click();
    await see(page, t.auth.passwordTooShort);
    await password.fill(organiser.password);
    // Typed once: 'Afficher' shows it, to read it back.
    const show = page.getByRole('button', { name: t.auth.showPasswordName });
    await show.click();
    expect(await show.getAttribute('aria-pressed')).toBe('true');
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe(organiser.password);
    await page.getByRole('button', { name: t.verifyEmail.submit }).click();
    await see(page, t.verifyEmail.activatedTitle);
    await seeEventList(page);
    await see(page, t.secretSantas.emptyTitle);
    await screenshot(page, 'empty-list-1280-light');

    // Events: create (it opens), refuse a duplicate in other letter case, reload, open, delete.
    await page.getByRole('button', { name: t.secretSantas.createFirst }).click();
    await fill(page, t.secretSantas.nameLabel, 'Noël en famille');
    await page.getByRole('button', { name: t.secretSantas.create, exact: true }).click();
    await see(page, t.secretSantas.createdTitle);
    await page.getByRole('heading', { name: 'Noël en famille', level: 1 }).waitFor();
    await page.getByRole('tab', { name: t.dashboard.participantsTab }).waitFor();
    await page.getByRole('button', { name: t.dashboard.mySecretSantas }).click();
    await page.getByRole('button', { name: t.secretSantas.new }).click();
    await fill(page, t.secretSantas.nameLabel, 'NOËL EN FAMILLE');
    await page.getByRole('button', { name: t.secretSantas.create, exact: true }).click();
    await see(page, t.secretSantas.nameTaken);
    await fill(page, t.secretSantas.nameLabel, 'Bureau');
    await page.getByRole('button', { name: t.secretSantas.create, exact: true }).click();
    await see(page, t.secretSantas.createdText('Bureau'));
    await page.getByRole('heading', { name: 'Bureau', level: 1 }).waitFor();
    await page.getByRole('button', { name: t.dashboard.mySecretSantas }).click();
    // The list shows before the reload, as a person sees it: reloading while the click is still
    // being handled reloads Bureau's dashboard.
    await seeEventList(page);

    await page.reload();
    await see(page, 'Noël en famille');
    await see(page, 'Bureau');
    await see(page, /Créé le \d{1,2} \p{L}+ \d{4}/u);
    await see(page, `${t.secretSantas.playerCount(0)} · ${t.secretSantas.progressToDraw}`);
    await screenshot(page, 'list-1280-light');

    const card = (name: string) =>
      page
        .locator('article, li, [data-testid="secret-santa-card"]')
        .filter({ hasText: name })
        .first();
    await card('Noël en famille').getByRole('button', { name: t.secretSantas.open }).click();
    await page.getByRole('button', { name: t.dashboard.mySecretSantas }).waitFor();
    await page.getByRole('tab', { name: t.dashboard.participantsTab }).waitFor();
    await page.getByRole('tab', { name: t.dashboard.restrictionsTab }).waitFor();
    await page.getByRole('tab', { name: t.dashboard.drawTab }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Noël en famille' }).waitFor();
    await screenshot(page, 'dashboard-1280-light');
    await page.getByRole('button', { name: t.dashboard.mySecretSantas }).click();
    await seeEventList(page);

    await card('Bureau').getByRole('button', { name: t.secretSantas.delete }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t.secretSantas.delete })
      .click();
    await see(page, t.secretSantas.deletedTitle);
    await page.reload();
    await see(page, 'Noël en famille');
    expect(await page.getByText('Bureau', { exact: true }).count()).toBe(0);

    // A stale current event (deleted, or someone else's) falls back to the list.
    await page.evaluate(() =>
      localStorage.setItem('current-secret-santa-id', '00000000-0000-4000-8000-000000000000'),
    );
    await page.reload();
    await seeEventList(page);

    await page.getByRole('button', { name: t.signOut.logout }).click();
    await see(page, t.signOut.logoutSuccessTitle);
    await see(page, t.app.tagline);

    // The activation link, opened again: the account is active, no new link is offered, and
    // 'Se connecter' opens the login form with the address filled in (docs/product.md §2.2).
    await page.goto(link!);
    await page.getByRole('heading', { name: t.verifyEmail.alreadyActiveTitle, level: 1 }).waitFor();
    await see(page, t.verifyEmail.alreadyActive(organiser.email));
    expect(page.url()).toBe(link);
    expect(await page.getByRole('button', { name: t.authError.resend }).count()).toBe(0);
    await screenshot(page, 'verify-email-used-1280-light');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'verify-email-used-375-light');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: t.verifyEmail.signIn }).click();
    await page.waitForURL(`${world.server.url}/`);
    await expect
      .poll(() => page.getByLabel(t.auth.email, { exact: true }).inputValue())
      .toBe(organiser.email);
    expect(await page.getByLabel(t.auth.password, { exact: true }).inputValue()).toBe('');

    // Forgotten password: e-mail, reset page, new password, old one refused.
    await page.getByRole('button', { name: t.auth.forgotPassword }).click();
    await see(page, t.auth.resetTitle);
    await fill(page, t.auth.email, organiser.email);
    await page.getByRole('button', { name: t.auth.resetSubmit }).click();
    await see(page, t.auth.emailSentTitle);
    const resetMail = await world.sink.waitForMail(
      organiser.email,
      (m) => m.subject === mailMessages.mail.resetSubject,
    );
    await page.goto(resetMail.links.find((l) => l.includes('/reset-password?token='))!);
    await fill(page, t.resetPassword.newPassword, '123');
    await fill(page, t.resetPassword.confirmPassword, '123');
    await page.getByRole('button', { name: t.resetPassword.submit }).click();
    await see(page, t.resetPassword.tooShort);
    await fill(page, t.resetPassword.newPassword, 'guirlande-2026');
    await fill(page, t.resetPassword.confirmPassword, 'guirlande-2026');
    await page.getByRole('button', { name: t.resetPassword.submit }).click();
    await see(page, t.resetPassword.successTitle);
    await page.waitForURL(`${world.server.url}/`, { timeout: 10_000 });

    await fill(page, t.auth.email, organiser.email);
    await fill(page, t.auth.password, organiser.password);
    await page.getByRole('button', { name: t.auth.loginSubmit }).click();
    await see(page, t.auth.invalidCredentials);
    await fill(page, t.auth.password, 'guirlande-2026');
    await page.getByRole('button', { name: t.auth.loginSubmit }).click();
    await see(page, t.auth.loginSuccessTitle);
    await see(page, 'Noël en famille');

    // Theme: Sombre survives a reload; Clair takes it back.
    await page.getByRole('button', { name: t.theme.label }).first().click();
    await page
      .getByRole('menuitemradio', { name: t.theme.dark })
      .or(page.getByRole('radio', { name: t.theme.dark }))
      .or(page.getByRole('button', { name: t.theme.dark }))
      .first()
      .click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await page.reload();
    await see(page, 'Noël en famille');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('santa-secret-theme'))).toBe('dark');
    await screenshot(page, 'list-1280-dark');
    await page.close();
  });

  it('follows the system theme by default and shows the 404 and auth error pages', async () => {
    const dark = await newPage(world.browser, {
      colorScheme: 'dark',
      viewport: { width: 375, height: 812 },
    });
    await dark.goto(world.server.url);
    await see(dark, t.app.tagline);
    expect(await dark.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await screenshot(dark, 'login-375-dark');

    await dark.goto(`${world.server.url}/une/page/qui/n-existe/pas`);
    await see(dark, t.app.notFoundTitle);
    await dark.getByRole('link', { name: t.app.notFoundLink }).click();
    await see(dark, t.app.tagline);

    await dark.goto(
      `${world.server.url}/auth/error#error_code=email_not_confirmed&email=bob%40example.org`,
    );
    await see(dark, t.authError.invalidLink);
    await screenshot(dark, 'auth-error-375-dark');

    const light = await newPage(world.browser, {
      colorScheme: 'light',
      viewport: { width: 375, height: 812 },
    });
    await light.goto(world.server.url);
    await see(light, t.app.tagline);
    expect(await light.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    await screenshot(light, 'login-375-light');
  });

  it('signs in with what was typed and sent on the login screen before its code arrived', async () => {
    const person = { name: 'Bruno Rapide', email: 'bruno@example.org', password: 'houx-2026' };
    const signUp = await fetch(`${world.server.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: person.name, email: person.email }),
    });
    expect(signUp.status).toBe(201);
    const mail = await world.sink.waitForMail(
      person.email,
      (m) => m.subject === mailMessages.mail.verifySubject,
    );
    await activateAccount(
      mail.links.find((l) => l.includes('/verify-email?token='))!,
      person,
    );

    // A slow network: the page and its login screen are there, the JavaScript is not yet.
    const page = await newPage(world.browser);
    let release!: () => void;
    const codeArrives = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await codeArrives;
      await route.continue();
    });
    await page.goto(world.server.url, { waitUntil: 'commit' });
    await fill(page, t.auth.email, person.email);
    await fill(page, t.auth.password, person.password);
    await page.getByRole('button', { name: t.auth.loginSubmit }).click();
    expect(page.url()).toBe(`${world.server.url}/`);
    release();
    await seeEventList(page);
    await page.close();
  });
});
