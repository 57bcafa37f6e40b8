// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { asShown } from '../../testing/as-shown.ts';
import { PasswordField } from './password-field.tsx';
import { accountMessages } from '../../../shared/account-messages.ts';

const t = accountMessages.auth;

afterEach(cleanup);

/** A text without the pseudo-language's marks (tests/support/pseudo-locale.ts), if it has them. */
const bare = (text: string) => text.replace(/[⟦⟧·]/g, '');

describe('PasswordField', () => {
  it('hides what is typed, and has no toggle unless asked', () => {
    render(<PasswordField label={t.password} />);
    const field = screen.getByLabelText(asShown(t.password));
    expect(field.getAttribute('type')).toBe('password');
    expect(field.getAttribute('autocomplete')).toBe('current-password');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the password while its toggle is pressed, named by its visible words first', async () => {
    const person = userEvent.setup();
    render(<PasswordField label={t.password} autoComplete="new-password" hasShowToggle />);
    const field = screen.getByLabelText(asShown(t.password));
    const toggle = screen.getByRole('button', { name: t.showPasswordName });
    expect(field.getAttribute('autocomplete')).toBe('new-password');
    expect(toggle.textContent).toBe(t.showPassword);
    expect(bare(t.showPasswordName).startsWith(bare(t.showPassword))).toBe(true);

    await person.type(field, 'sapin-2026');
    expect(field.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await person.click(toggle);
    expect(field.getAttribute('type')).toBe('text');
    expect((field as HTMLInputElement).value).toBe('sapin-2026');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: t.showPasswordName })).toBe(toggle);

    await person.click(toggle);
    expect(field.getAttribute('type')).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
  });
});
