// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OkResponseSchema } from '../../../shared/contracts/auth.ts';
import { messages } from '../../../shared/messages.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import { RegisterForm } from './register-form.tsx';
import { asShown } from '../../testing/as-shown.ts';
import { accountMessages } from '../../../shared/account-messages.ts';

const t = accountMessages.auth;

function renderRegisterForm() {
  const onRegistered = vi.fn();
  const view = renderScreen(<RegisterForm onRegistered={onRegistered} />);
  return { ...view, onRegistered, user: userEvent.setup() };
}

describe('RegisterForm', () => {
  afterEach(cleanup);

  it('asks a name and an address, and no password, which the e-mailed link’s page chooses', async () => {
    const { user } = renderRegisterForm();
    expect(screen.queryByLabelText(asShown(t.password))).toBeNull();
    expect(screen.queryByLabelText(asShown(t.confirmPassword))).toBeNull();
    expect(screen.getByText(asShown(t.passwordAfterLink))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.registerSubmit }));

    expect(await screen.findByText(asShown(t.nameRequired))).toBeTruthy();
    expect(screen.getByText(asShown(t.emailRequired))).toBeTruthy();
    await user.type(screen.getByLabelText(asShown(t.email)), 'alice');
    await user.click(screen.getByRole('button', { name: t.registerSubmit }));
    expect(await screen.findByText(asShown(t.emailInvalid))).toBeTruthy();
  });

  it('sends the name and the e-mail, then says to check the mailbox', async () => {
    const api = stubApi({
      'POST /api/auth/sign-up': answer(OkResponseSchema, { ok: true }, { status: 201 }),
    });
    const { user, onRegistered } = renderRegisterForm();
    await user.type(screen.getByLabelText(asShown(t.name)), 'Alice');
    await user.type(screen.getByLabelText(asShown(t.email)), 'alice@example.com');

    await user.click(screen.getByRole('button', { name: t.registerSubmit }));

    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith('alice@example.com'));
    expect(api.calls.map((call) => call.body)).toEqual([
      { name: 'Alice', email: 'alice@example.com' },
    ]);
  });

  it('shows the inline registration error when the server refuses', async () => {
    stubApi({
      'POST /api/auth/sign-up': refusal(500, {
        code: 'INTERNAL',
        message: messages.api.unexpected,
      }),
    });
    const { user } = renderRegisterForm();
    await user.type(screen.getByLabelText(asShown(t.name)), 'Alice');
    await user.type(screen.getByLabelText(asShown(t.email)), 'alice@example.com');

    await user.click(screen.getByRole('button', { name: t.registerSubmit }));

    // Once, under the form: the server's own words.
    expect(await screen.findByText(asShown(messages.api.unexpected))).toBeTruthy();
    expect(screen.getAllByText(asShown(messages.api.unexpected))).toHaveLength(1);
  });
});
