// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SonnerToaster } from '../../sonner-toaster.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../shared/account-messages.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { OkResponseSchema } from '../../../shared/contracts/auth.ts';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import { ResetPasswordScreen } from './reset-password-screen.tsx';
import { asShown } from '../../testing/as-shown.ts';

const t = accountMessages.resetPassword;

function renderReset(path: string) {
  renderScreen(
    <>
      <ResetPasswordScreen />
      <SonnerToaster />
    </>,
    { path },
  );
  return userEvent.setup();
}

const usable = (token: string) => ({
  [`GET /api/auth/reset-password?token=${token}`]: answer(OkResponseSchema, { ok: true }),
});

describe('ResetPasswordScreen', () => {
  afterEach(cleanup);

  it('explains that the link is incomplete without a token', () => {
    renderReset('/reset-password');

    expect(screen.getByText(asShown(t.missingToken))).toBeTruthy();
    expect(screen.getByRole('link', { name: t.backHome })).toBeTruthy();
    expect(screen.queryByLabelText(asShown(t.newPassword))).toBeNull();
  });

  it('checks the length, then that both passwords match, each with its titled toast', async () => {
    stubApi(usable('abc'));
    const user = renderReset('/reset-password?token=abc');

    await user.type(await screen.findByLabelText(asShown(t.newPassword)), '123');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(asShown(t.tooShortTitle))).toBeTruthy();
    expect(screen.getAllByText(asShown(t.tooShort))).toHaveLength(2);

    await user.type(screen.getByLabelText(asShown(t.newPassword)), '456');
    await user.type(screen.getByLabelText(asShown(t.confirmPassword)), '654321');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(asShown(t.mismatchTitle))).toBeTruthy();
    expect(screen.getAllByText(asShown(t.mismatch))).toHaveLength(2);
  });

  it('says a password over 128 characters is too long, not too short', async () => {
    stubApi(usable('abc'));
    const user = renderReset('/reset-password?token=abc');
    const tooLong = 'x'.repeat(129);

    await user.click(await screen.findByLabelText(asShown(t.newPassword)));
    await user.paste(tooLong);
    await user.click(screen.getByLabelText(asShown(t.confirmPassword)));
    await user.paste(tooLong);
    await user.click(screen.getByRole('button', { name: t.submit }));

    // Under the field, and in the toast, whose title is the generic one.
    await waitFor(() => expect(screen.getAllByText(asShown(t.tooLong))).toHaveLength(2));
    const toast = screen
      .getAllByText(asShown(t.tooLong))
      .map((text) => text.closest<HTMLElement>('[data-sonner-toast]'))
      .find((element) => element !== null);
    expect(within(toast!).getByText(asShown(t.errorTitle))).toBeTruthy();
    expect(within(toast!).queryByText(asShown(t.tooShortTitle))).toBeNull();
  });

  it('says at once, when opened, that a spent link can no longer be used', async () => {
    const api = stubApi({
      'GET /api/auth/reset-password?token=spent': refusal(400, {
        code: 'INVALID_TOKEN',
        message: t.invalidLink,
      }),
    });
    renderReset('/reset-password?token=spent');

    expect(await screen.findByText(asShown(t.invalidLink))).toBeTruthy();
    expect(screen.queryByLabelText(asShown(t.newPassword))).toBeNull();
    expect(screen.getByRole('link', { name: accountMessages.auth.backToLogin })).toBeTruthy();
    expect(api.calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('offers a way back when the link expires while the form is open', async () => {
    stubApi({
      ...usable('expired'),
      'POST /api/auth/reset-password': refusal(400, {
        code: 'INVALID_TOKEN',
        message: t.invalidLink,
      }),
    });
    const user = renderReset('/reset-password?token=expired');
    await user.type(await screen.findByLabelText(asShown(t.newPassword)), 'new-secret');
    await user.type(screen.getByLabelText(asShown(t.confirmPassword)), 'new-secret');

    await user.click(screen.getByRole('button', { name: t.submit }));

    expect(await screen.findByText(asShown(t.invalidLink))).toBeTruthy();
    expect(screen.getByRole('link', { name: accountMessages.auth.backToLogin })).toBeTruthy();
  });
});
