// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { sessionQueryKey } from '../../lib/session.ts';
import { jsonResponse, renderScreen } from '../../testing/render-screen.tsx';
import { VerifyEmailScreen } from './verify-email-screen.tsx';

const t = messages.verifyEmail;
const user = { id: 'u1', email: 'rose@example.org', name: 'Rose', isAdmin: true };

type Call = { url: string; method: string; body: unknown };

/** A server that knows one pending sign-up, for the token `good`, with password `rose-pass`. */
function stubServer() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      if (url.startsWith('/api/auth/sign-up?token=good')) {
        return jsonResponse({ signUp: { email: 'rose@example.org', name: 'Rose Pirate?' } });
      }
      if (url.startsWith('/api/auth/sign-up')) {
        return jsonResponse(
          { error: { code: 'INVALID_TOKEN', message: messages.authError.invalidLink } },
          400,
        );
      }
      if (url === '/api/auth/verify-email') {
        const { password } = body as { password: string };
        if (password === 'rose-pass') return jsonResponse({ user });
        return jsonResponse(
          {
            error: { code: 'INVALID_CREDENTIALS', message: t.wrongPassword, field: 'password' },
          },
          400,
        );
      }
      if (url === '/api/auth/verify-email/new-password') {
        const { name } = body as { name: string };
        return jsonResponse({ user: { ...user, name } });
      }
      return jsonResponse({ error: { code: 'NOT_FOUND', message: 'introuvable' } }, 404);
    }),
  );
  return calls;
}

describe('VerifyEmailScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends a broken or spent link to the page that sends a new one', async () => {
    stubServer();
    renderScreen(<VerifyEmailScreen />, { path: '/verify-email?token=spent' });
    expect(await screen.findByText('auth-error-page')).toBeTruthy();
  });

  it('activates with the password chosen at sign-up, and signs in', async () => {
    const calls = stubServer();
    const person = userEvent.setup();
    const { router, queryClient } = renderScreen(<VerifyEmailScreen />, {
      path: '/verify-email?token=good',
    });
    expect(await screen.findByText(t.intro('rose@example.org'))).toBeTruthy();

    await person.type(screen.getByLabelText(messages.auth.password), 'pirate-pass');
    await person.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.wrongPassword)).toBeTruthy();
    expect(router.state.location.search).toBe('?token=good');

    await person.clear(screen.getByLabelText(messages.auth.password));
    await person.type(screen.getByLabelText(messages.auth.password), 'rose-pass');
    await person.click(screen.getByRole('button', { name: t.submit }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ user });
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { token: 'good', password: 'pirate-pass' },
      { token: 'good', password: 'rose-pass' },
    ]);
  });

  it('lets whoever holds the link choose their own name and password instead', async () => {
    const calls = stubServer();
    const person = userEvent.setup();
    const { router } = renderScreen(<VerifyEmailScreen />, { path: '/verify-email?token=good' });
    await person.click(await screen.findByRole('button', { name: t.chooseInstead }));
    expect(screen.getByText(t.chooseIntro('rose@example.org'))).toBeTruthy();
    const name = screen.getByLabelText(messages.auth.name);
    expect((name as HTMLInputElement).value).toBe('Rose Pirate?');

    await person.clear(name);
    await person.type(name, 'Rose');
    await person.type(screen.getByLabelText(messages.auth.password), 'rose-2026');
    await person.type(screen.getByLabelText(messages.auth.confirmPassword), 'rose-2027');
    await person.click(screen.getByRole('button', { name: t.chooseSubmit }));
    expect(await screen.findByText(messages.auth.passwordsDontMatch)).toBeTruthy();

    await person.clear(screen.getByLabelText(messages.auth.confirmPassword));
    await person.type(screen.getByLabelText(messages.auth.confirmPassword), 'rose-2026');
    await person.click(screen.getByRole('button', { name: t.chooseSubmit }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.at(-1)).toEqual({
      url: '/api/auth/verify-email/new-password',
      method: 'POST',
      body: { token: 'good', name: 'Rose', newPassword: 'rose-2026' },
    });
  });
});
