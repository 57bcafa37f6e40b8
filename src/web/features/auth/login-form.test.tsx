// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render-screen.tsx';
import { NO_PROVIDER } from '../../testing/sign-in-options.ts';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import {
  OidcStartResponseSchema,
  SignInOptionsResponseSchema,
} from '../../../shared/contracts/auth.ts';
import { LoginForm } from './login-form.tsx';
import { asShown } from '../../testing/as-shown.ts';
import { accountMessages } from '../../../shared/account-messages.ts';

const t = accountMessages.auth;

function renderLoginForm() {
  const onForgotPassword = vi.fn();
  const view = renderScreen(<LoginForm onForgotPassword={onForgotPassword} />);
  return { ...view, onForgotPassword, user: userEvent.setup() };
}

describe('LoginForm', () => {
  beforeEach(() => {
    localStorage.clear();
    stubApi({ ...NO_PROVIDER });
  });
  afterEach(cleanup);

  it('says which fields are required, under each field', async () => {
    const { user } = renderLoginForm();

    await user.click(screen.getByRole('button', { name: t.loginSubmit }));

    expect(await screen.findByText(asShown(t.emailRequired))).toBeTruthy();
    expect(screen.getByText(asShown(t.passwordRequired))).toBeTruthy();
    expect(screen.getByLabelText(asShown(t.email)).getAttribute('aria-invalid')).toBe('true');
  });

  it('clears a field error as soon as the field is edited', async () => {
    const { user } = renderLoginForm();
    await user.click(screen.getByRole('button', { name: t.loginSubmit }));
    await screen.findByText(asShown(t.emailRequired));

    await user.type(screen.getByLabelText(asShown(t.email)), 'alice@example.com');

    expect(screen.queryByText(asShown(t.emailRequired))).toBeNull();
    expect(screen.getByText(asShown(t.passwordRequired))).toBeTruthy();
  });

  it('rejects a malformed e-mail', async () => {
    const { user } = renderLoginForm();
    await user.type(screen.getByLabelText(asShown(t.email)), 'alice');
    await user.type(screen.getByLabelText(asShown(t.password)), 'secret');

    await user.click(screen.getByRole('button', { name: t.loginSubmit }));

    expect(await screen.findByText(asShown(t.emailInvalid))).toBeTruthy();
  });

  it('asks for the e-mail before a verification problem can be reported', async () => {
    const { user } = renderLoginForm();

    await user.click(screen.getByRole('button', { name: t.verificationProblem }));

    expect(screen.getByRole('alert').textContent).toBe(t.verificationProblemNeedsEmail);
  });

  it('says the server’s refusal of the credentials once, under the form', async () => {
    stubApi({
      ...NO_PROVIDER,
      'POST /api/auth/sign-in': refusal(401, {
        code: 'INVALID_CREDENTIALS',
        message: t.invalidCredentials,
      }),
    });
    const { user } = renderLoginForm();
    await user.type(screen.getByLabelText(asShown(t.email)), 'alice@example.com');
    await user.type(screen.getByLabelText(asShown(t.password)), 'wrong-password');

    await user.click(screen.getByRole('button', { name: t.loginSubmit }));

    expect(await screen.findByText(asShown(t.invalidCredentials))).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says “too many attempts” alone, never also “check your credentials”', async () => {
    stubApi({
      ...NO_PROVIDER,
      'POST /api/auth/sign-in': refusal(429, {
        code: 'RATE_LIMITED',
        message: t.tooManyAttempts,
      }),
    });
    const { user } = renderLoginForm();
    await user.type(screen.getByLabelText(asShown(t.email)), 'alice@example.com');
    await user.type(screen.getByLabelText(asShown(t.password)), 'wrong-password');

    await user.click(screen.getByRole('button', { name: t.loginSubmit }));

    expect(await screen.findByText(asShown(t.tooManyAttempts))).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(asShown(t.invalidCredentials))).toBeNull();
  });

  it('says an empty field under it, with no other message', async () => {
    const api = stubApi({ ...NO_PROVIDER });
    const { user } = renderLoginForm();

    await user.click(screen.getByRole('button', { name: t.loginSubmit }));

    expect(await screen.findByText(asShown(t.emailRequired))).toBeTruthy();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      t.emailRequired,
      t.passwordRequired,
    ]);
    // Nothing sent: only the sign-in options were asked for.
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it("puts the server's refusal under the field it names", async () => {
    stubApi({
      ...NO_PROVIDER,
      'POST /api/auth/sign-in': refusal(400, {
        code: 'INVALID_INPUT',
        message: t.emailInvalid,
        field: 'email',
      }),
    });
    const { user } = renderLoginForm();
    await user.type(screen.getByLabelText(asShown(t.email)), 'alice@example.com');
    await user.type(screen.getByLabelText(asShown(t.password)), 'secret-password');

    await user.click(screen.getByRole('button', { name: t.loginSubmit }));

    expect(await screen.findByText(asShown(t.emailInvalid))).toBeTruthy();
    expect(screen.getByLabelText(asShown(t.email)).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(asShown(t.email)));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('sends a verification problem to the page that sends a new link, remembering the e-mail', async () => {
    const { user, router } = renderLoginForm();
    await user.type(screen.getByLabelText(asShown(t.email)), ' Alice@Example.com');

    await user.click(screen.getByRole('button', { name: t.verificationProblem }));

    expect(await screen.findByText(asShown('auth-error-page'))).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth-error');
    const hash = new URLSearchParams(router.state.location.hash.slice(1));
    expect(hash.get('error_code')).toBe('email_not_confirmed');
    expect(hash.get('error_description')).toBe(t.emailNotConfirmedText);
    expect(hash.get('email')).toBe('Alice@Example.com');
    expect(localStorage.getItem('lastLoginEmail')).toBe('Alice@Example.com');
  });

  it('offers the company’s provider when there is one, and goes to its page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubApi({
      'GET /api/auth/sign-in-options': answer(SignInOptionsResponseSchema, {
        oidc: { name: 'Entreprise' },
      }),
      'POST /api/auth/sign-in/oidc': answer(OidcStartResponseSchema, {
        url: 'https://login.entreprise.example/authorize?state=abc',
      }),
    });
    const { user } = renderLoginForm();
    await user.click(await screen.findByRole('button', { name: t.signInWith('Entreprise') }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://login.entreprise.example/authorize?state=abc'),
    );
    expect(api.callsTo('POST /api/auth/sign-in/oidc')).toHaveLength(1);
  });
});
