// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PendingSignUpResponseSchema,
  SignedInResponseSchema,
} from '../../../shared/contracts/auth.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { sessionQueryKey } from '../../lib/query-keys.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { NO_PROVIDER } from '../../testing/sign-in-options.ts';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import { LoginForm } from './login-form.tsx';
import { VerifyEmailScreen } from './verify-email-screen.tsx';
import { asShown } from '../../testing/as-shown.ts';

const t = accountMessages.verifyEmail;
const user = { id: 'u1', email: 'rose@example.org', name: 'Rose', isAdmin: true as const };

/** A server that knows one pending sign-up, for the token `good`, and one already used, `used`. */
function stubServer() {
  return stubApi({
    ...NO_PROVIDER,
    'GET /api/auth/sign-up?token=good': answer(PendingSignUpResponseSchema, {
      signUp: { email: 'rose@example.org', name: 'Rose Pirate?', isActivated: false },
    }),
    'GET /api/auth/sign-up?token=used': answer(PendingSignUpResponseSchema, {
      signUp: { email: 'lea@example.org', name: 'Léa', isActivated: true },
    }),
    'GET /api/auth/sign-up': refusal(400, {
      code: 'INVALID_TOKEN',
      message: accountMessages.authError.invalidLink,
    }),
    'POST /api/auth/verify-email': ({ body }) =>
      answer(SignedInResponseSchema, { user: { ...user, name: (body as { name: string }).name } }),
  });
}

/** The activation page, and `/`'s login form where its 'Se connecter' leads. */
const activationThenLogin = (
  <Routes>
    <Route path="/verify-email" element={<VerifyEmailScreen />} />
    <Route path="/" element={<LoginForm onForgotPassword={() => undefined} />} />
  </Routes>
);

describe('VerifyEmailScreen', () => {
  afterEach(cleanup);

  it('sends a broken or expired link to the page that sends a new one', async () => {
    stubServer();
    renderScreen(<VerifyEmailScreen />, { path: '/verify-email?token=expired' });
    expect(await screen.findByText(asShown('auth-error-page'))).toBeTruthy();
  });

  it('activates with the name and the password chosen on the page, typed once, and signs in', async () => {
    const api = stubServer();
    const person = userEvent.setup();
    const { router, queryClient } = renderScreen(<VerifyEmailScreen />, {
      path: '/verify-email?token=good',
    });
    expect(await screen.findByRole('heading', { name: asShown(t.title), level: 1 })).toBeTruthy();
    expect(screen.getByText(asShown(t.intro('rose@example.org')))).toBeTruthy();
    // The sign-up's name, to change at will; one password, for a password manager to fill.
    const name = screen.getByLabelText(asShown(accountMessages.auth.name));
    expect((name as HTMLInputElement).value).toBe('Rose Pirate?');
    const password = screen.getByLabelText(asShown(accountMessages.auth.password));
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(screen.queryByLabelText(asShown(accountMessages.auth.confirmPassword))).toBeNull();
    expect(screen.getByText(asShown(accountMessages.auth.passwordHint))).toBeTruthy();

    await person.clear(name);
    await person.type(password, 'rose');
    await person.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(asShown(accountMessages.auth.nameRequired))).toBeTruthy();
    expect(screen.getByText(asShown(accountMessages.auth.passwordTooShort))).toBeTruthy();
    expect(api.callsTo('POST /api/auth/verify-email')).toEqual([]);

    // Typed once: 'Afficher' lets the person read it back before sending it.
    await person.type(name, 'Rose');
    await person.type(password, '-2026');
    await person.click(screen.getByRole('button', { name: accountMessages.auth.showPasswordName }));
    expect(password.getAttribute('type')).toBe('text');
    expect((password as HTMLInputElement).value).toBe('rose-2026');

    await person.click(screen.getByRole('button', { name: t.submit }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ user: { ...user, name: 'Rose' } });
    expect(api.callsTo('POST /api/auth/verify-email').map((call) => call.body)).toEqual([
      { token: 'good', name: 'Rose', password: 'rose-2026' },
    ]);
  });

  it('says under the form what refused it, and stays on the page', async () => {
    stubApi({
      ...NO_PROVIDER,
      'GET /api/auth/sign-up?token=good': answer(PendingSignUpResponseSchema, {
        signUp: { email: 'rose@example.org', name: 'Rose', isActivated: false },
      }),
      'POST /api/auth/verify-email': refusal(429, {
        code: 'RATE_LIMITED',
        message: accountMessages.auth.tooManyAttempts,
      }),
    });
    const person = userEvent.setup();
    const { router } = renderScreen(<VerifyEmailScreen />, { path: '/verify-email?token=good' });
    await person.type(
      await screen.findByLabelText(asShown(accountMessages.auth.password)),
      'rose-2026',
    );
    await person.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(asShown(accountMessages.auth.tooManyAttempts))).toBeTruthy();
    expect(router.state.location.search).toBe('?token=good');
  });

  it('says a link already used that the account is active, and signs in with its address', async () => {
    const api = stubServer();
    const person = userEvent.setup();
    const { router } = renderScreen(activationThenLogin, { path: '/verify-email?token=used' });
    expect(
      await screen.findByRole('heading', { name: asShown(t.alreadyActiveTitle), level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText(asShown(t.alreadyActive('lea@example.org')))).toBeTruthy();
    // Nothing to activate, and no new link offered: it would not come.
    expect(screen.queryByLabelText(asShown(accountMessages.auth.password))).toBeNull();
    expect(screen.queryByText(asShown('auth-error-page'))).toBeNull();

    await person.click(screen.getByRole('link', { name: t.signIn }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    await vi.waitFor(() =>
      expect(
        (screen.getByLabelText(asShown(accountMessages.auth.email)) as HTMLInputElement).value,
      ).toBe('lea@example.org'),
    );
    expect(api.callsTo('POST /api/auth/verify-email')).toEqual([]);
  });

  it('says the account is active when it was activated meanwhile, from another tab', async () => {
    stubApi({
      ...NO_PROVIDER,
      'GET /api/auth/sign-up?token=good': answer(PendingSignUpResponseSchema, {
        signUp: { email: 'rose@example.org', name: 'Rose', isActivated: false },
      }),
      'POST /api/auth/verify-email': refusal(409, {
        code: 'ALREADY_ACTIVATED',
        message: accountMessages.auth.accountExists,
      }),
    });
    const person = userEvent.setup();
    renderScreen(activationThenLogin, { path: '/verify-email?token=good' });
    await person.type(
      await screen.findByLabelText(asShown(accountMessages.auth.password)),
      'rose-2026',
    );
    await person.click(screen.getByRole('button', { name: t.submit }));
    expect(
      await screen.findByRole('heading', { name: asShown(t.alreadyActiveTitle), level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText(asShown(t.alreadyActive('rose@example.org')))).toBeTruthy();
    expect(screen.getByRole('link', { name: t.signIn }).getAttribute('href')).toBe('/');
  });
});
