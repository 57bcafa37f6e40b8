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

const t = messages.auth;

function renderRegisterForm() {
  const onRegistered = vi.fn();
  const view = renderScreen(<RegisterForm onRegistered={onRegistered} />);
  return { ...view, onRegistered, user: userEvent.setup() };
}

describe('RegisterForm', () => {
  afterEach(cleanup);

  it('lists every missing field', async () => {
    const { user } = renderRegisterForm();

    await user.click(screen.getByRole('button', { name: t.registerSubmit }));

    expect(await screen.findByText(asShown(t.nameRequired))).toBeTruthy();
    expect(screen.getByText(asShown(t.emailRequired))).toBeTruthy();
    expect(screen.getByText(asShown(t.passwordRequired))).toBeTruthy();
    expect(screen.getByText(asShown(t.passwordHint))).toBeTruthy();
  });

  it('wants at least 6 characters and the same password twice', async () => {
    const { user } = renderRegisterForm();
    await user.type(screen.getByLabelText(asShown(t.name)), 'Alice');
    await user.type(screen.getByLabelText(asShown(t.email)), 'alice@example.com');
    await user.type(screen.getByLabelText(asShown(t.password)), 'abc');
    await user.type(screen.getByLabelText(asShown(t.confirmPassword)), 'abc');

    await user.click(screen.getByRole('button', { name: t.registerSubmit }));
    expect(await screen.findByText(asShown(t.passwordTooShort))).toBeTruthy();

    await user.type(screen.getByLabelText(asShown(t.password)), 'def');
    expect(screen.queryByText(asShown(t.passwordTooShort))).toBeNull();
    expect(await screen.findByText(asShown(t.passwordsDontMatch))).toBeTruthy();

    await user.type(screen.getByLabelText(asShown(t.confirmPassword)), 'def');
    expect(screen.queryByText(asShown(t.passwordsDontMatch))).toBeNull();
  });

  it('sends name, e-mail and password, then reports the account as created', async () => {
    const api = stubApi({
      'POST /api/auth/sign-up': answer(OkResponseSchema, { ok: true }, { status: 201 }),
    });
    const { user, onRegistered } = renderRegisterForm();
    await user.type(screen.getByLabelText(asShown(t.name)), 'Alice');
    await user.type(screen.getByLabelText(asShown(t.email)), 'alice@example.com');
    await user.type(screen.getByLabelText(asShown(t.password)), 'secret1');
    await user.type(screen.getByLabelText(asShown(t.confirmPassword)), 'secret1');

    await user.click(screen.getByRole('button', { name: t.registerSubmit }));

    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalledWith('alice@example.com'));
    expect(api.calls.map((call) => call.body)).toEqual([
      {
        name: 'Alice',
        email: 'alice@example.com',
        password: 'secret1',
      },
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
    await user.type(screen.getByLabelText(asShown(t.password)), 'secret1');
    await user.type(screen.getByLabelText(asShown(t.confirmPassword)), 'secret1');

    await user.click(screen.getByRole('button', { name: t.registerSubmit }));

    // Once, under the form: the server's own words.
    expect(await screen.findByText(asShown(messages.api.unexpected))).toBeTruthy();
    expect(screen.getAllByText(asShown(messages.api.unexpected))).toHaveLength(1);
  });
});
