// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { refusal, stubApi } from '../../testing/stub-api.ts';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

const t = messages.resetPassword;

function renderReset(path: string) {
  renderScreen(
    <>
      <ResetPasswordScreen />
      <Toaster />
    </>,
    { path },
  );
  return userEvent.setup();
}

describe('ResetPasswordScreen', () => {
  afterEach(cleanup);

  it('explains that the link is incomplete without a token', () => {
    renderReset('/reset-password');

    expect(screen.getByText(t.missingToken)).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backHome })).toBeTruthy();
    expect(screen.queryByLabelText(t.newPassword)).toBeNull();
  });

  it('checks the length, then that both passwords match, each with its titled toast', async () => {
    const user = renderReset('/reset-password?token=abc');

    await user.type(screen.getByLabelText(t.newPassword), '123');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.tooShortTitle)).toBeTruthy();
    expect(screen.getAllByText(t.tooShort)).toHaveLength(2);

    await user.type(screen.getByLabelText(t.newPassword), '456');
    await user.type(screen.getByLabelText(t.confirmPassword), '654321');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.mismatchTitle)).toBeTruthy();
    expect(screen.getAllByText(t.mismatch)).toHaveLength(2);
  });

  it('says a password over 128 characters is too long, not too short', async () => {
    const user = renderReset('/reset-password?token=abc');
    const tooLong = 'x'.repeat(129);

    await user.click(screen.getByLabelText(t.newPassword));
    await user.paste(tooLong);
    await user.click(screen.getByLabelText(t.confirmPassword));
    await user.paste(tooLong);
    await user.click(screen.getByRole('button', { name: t.submit }));

    // Under the field, and in the toast, whose title is the generic one.
    await waitFor(() => expect(screen.getAllByText(t.tooLong)).toHaveLength(2));
    const toast = screen
      .getAllByText(t.tooLong)
      .map((text) => text.closest<HTMLElement>('[data-sonner-toast]'))
      .find((element) => element !== null);
    expect(within(toast!).getByText(t.errorTitle)).toBeTruthy();
    expect(within(toast!).queryByText(t.tooShortTitle)).toBeNull();
  });

  it('offers a way back when the link is no longer valid', async () => {
    stubApi({
      'POST /api/auth/reset-password': refusal(400, {
        code: 'INVALID_TOKEN',
        message: t.invalidLink,
      }),
    });
    const user = renderReset('/reset-password?token=expired');
    await user.type(screen.getByLabelText(t.newPassword), 'new-secret');
    await user.type(screen.getByLabelText(t.confirmPassword), 'new-secret');

    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText(t.invalidLink)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.auth.backToLogin })).toBeTruthy();
  });
});
