// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PendingSignUpResponseSchema,
  SignedInResponseSchema,
} from '../../../shared/contracts/auth.ts';
import { messages } from '../../../shared/messages.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { sessionQueryKey } from '../../lib/query-keys.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import { LoginForm } from './login-form.tsx';
import { VerifyEmailScreen } from './verify-email-screen.tsx';
import { asShown } from '../../testing/as-shown.ts';

const t = accountMessages.verifyEmail;
const user = { id: 'u1', email: 'rose@example.org', name: 'Rose', isAdmin: true as const };

/**
 * A server that knows one pending sign-up, for the token `good`, with password `rose-pass`,
 * and one already used, for the token `used`.
 */
function stubServer() {
  return stubApi({
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
      (body as { password: string }).password === 'rose-pass'
        ? answer(SignedInResponseSchema, { user })
        : refusal(400, {
            code: 'INVALID_CREDENTIALS',
            message: t.wrongPassword,
            field: 'password',
          }),
    'POST /api/auth/verify-email/new-password': ({ body }) =>
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

  it('activates with the password chosen at sign-up, and signs in', async () => {
    const api = stubServer();
    const person = userEvent.setup();
    const { router, queryClient } = renderScreen(<VerifyEmailScreen />, {
      path: '/verify-email?token=good',
    });
    expect(await screen.findByText(asShown(t.intro('rose@example.org')))).toBeTruthy();

    await person.type(screen.getByLabelText(asShown(messages.auth.password)), 'pirate-pass');
    await person.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(asShown(t.wrongPassword))).toBeTruthy();
    expect(router.state.location.search).toBe('?token=good');

    await person.clear(screen.getByLabelText(asShown(messages.auth.password)));
    await person.type(screen.getByLabelText(asShown(messages.auth.password)), 'rose-pass');
    await person.click(screen.getByRole('button', { name: t.submit }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ user });
    expect(api.callsTo('POST /api/auth/verify-email').map((call) => call.body)).toEqual([
      { token: 'good', password: 'pirate-pass' },
      { token: 'good', password: 'rose-pass' },
    ]);
  });

  it('lets whoever holds the link choose their own name and password instead', async () => {
    const api = stubServer();
    const person = userEvent.setup();
    const { router } = renderScreen(<VerifyEmailScreen />, { path: '/verify-email?token=good' });
    await person.click(await screen.findByRole('button', { name: t.chooseInstead }));
    expect(screen.getByText(asShown(t.chooseIntro('rose@example.org')))).toBeTruthy();
    const name = screen.getByLabelText(asShown(messages.auth.name));
    expect((name as HTMLInputElement).value).toBe('Rose Pirate?');

    await person.clear(name);
    await person.type(name, 'Rose');
    await person.type(screen.getByLabelText(asShown(messages.auth.password)), 'rose-2026');
    await person.type(screen.getByLabelText(asShown(messages.auth.confirmPassword)), 'rose-2027');
    await person.click(screen.getByRole('button', { name: t.chooseSubmit }));
    expect(await screen.findByText(asShown(messages.auth.passwordsDontMatch))).toBeTruthy();

    await person.clear(screen.getByLabelText(asShown(messages.auth.confirmPassword)));
    await person.type(screen.getByLabelText(asShown(messages.auth.confirmPassword)), 'rose-2026');
    await person.click(screen.getByRole('button', { name: t.chooseSubmit }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      api.callsTo('POST /api/auth/verify-email/new-password').map((call) => call.body),
    ).toEqual([{ token: 'good', name: 'Rose', newPassword: 'rose-2026' }]);
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
    expect(screen.queryByLabelText(asShown(messages.auth.password))).toBeNull();
    expect(screen.queryByText(asShown('auth-error-page'))).toBeNull();

    await person.click(screen.getByRole('link', { name: t.signIn }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    await vi.waitFor(() =>
      expect((screen.getByLabelText(asShown(messages.auth.email)) as HTMLInputElement).value).toBe(
        'lea@example.org',
      ),
    );
    expect(api.callsTo('POST /api/auth/verify-email')).toEqual([]);
  });

  it('says the account is active when it was activated meanwhile, from another tab', async () => {
    stubApi({
      'GET /api/auth/sign-up?token=good': answer(PendingSignUpResponseSchema, {
        signUp: { email: 'rose@example.org', name: 'Rose', isActivated: false },
      }),
      'POST /api/auth/verify-email': refusal(409, {
        code: 'ALREADY_ACTIVATED',
        message: messages.auth.accountExists,
      }),
    });
    const person = userEvent.setup();
    renderScreen(activationThenLogin, { path: '/verify-email?token=good' });
    await person.type(await screen.findByLabelText(asShown(messages.auth.password)), 'rose-pass');
    await person.click(screen.getByRole('button', { name: t.submit }));
    expect(
      await screen.findByRole('heading', { name: asShown(t.alreadyActiveTitle), level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText(asShown(t.alreadyActive('rose@example.org')))).toBeTruthy();
    expect(screen.getByRole('link', { name: t.signIn }).getAttribute('href')).toBe('/');
  });
});
