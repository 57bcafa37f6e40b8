// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { jsonResponse, renderScreen } from '../../testing/render-screen.tsx';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

const t = messages.resetPassword;

describe('ResetPasswordScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('explains that the link is incomplete without a token', () => {
    renderScreen(<ResetPasswordScreen />, { path: '/reset-password' });

    expect(screen.getByText(t.missingToken)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backHome })).toBeTruthy();
    expect(screen.queryByLabelText(t.newPassword)).toBeNull();
  });

  it('checks the length, then that both passwords match', async () => {
    const user = userEvent.setup();
    renderScreen(<ResetPasswordScreen />, { path: '/reset-password?token=abc' });

    await user.type(screen.getByLabelText(t.newPassword), '123');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.tooShort)).toBeTruthy();

    await user.type(screen.getByLabelText(t.newPassword), '456');
    await user.type(screen.getByLabelText(t.confirmPassword), '654321');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.mismatch)).toBeTruthy();
  });

  it('offers a way back when the link is no longer valid', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'INVALID_TOKEN', message: t.invalidLink } }, 400),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<ResetPasswordScreen />, { path: '/reset-password?token=expired' });
    await user.type(screen.getByLabelText(t.newPassword), 'new-secret');
    await user.type(screen.getByLabelText(t.confirmPassword), 'new-secret');

    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText(t.invalidLink)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.auth.backToLogin })).toBeTruthy();
  });
});
