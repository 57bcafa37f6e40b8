// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../shared/messages.ts';
import { PersonAvatar } from './person-avatar.tsx';
import { asShown } from '../testing/as-shown.ts';

describe('PersonAvatar', () => {
  afterEach(cleanup);

  it("names the image by the avatar's name in the reader's language", () => {
    render(<PersonAvatar name="Alice" imageUrl="/avatars/santa.svg" />);

    expect(screen.getByRole('img', { name: messages.avatars.santa })).toBeTruthy();
  });

  it('shows the initials, hidden from assistive technology, when there is no image', () => {
    render(<PersonAvatar name="élodie" imageUrl="" />);

    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(asShown('ÉL')).getAttribute('aria-hidden')).toBe('true');
  });

  it('adds nothing to the name of the control it sits in when decorative', () => {
    render(
      <label>
        <PersonAvatar name="Alice" imageUrl="/avatars/santa.svg" size="sm" isDecorative />
        Alice
        <input type="checkbox" />
      </label>,
    );

    expect(screen.getByRole('checkbox', { name: 'Alice' })).toBeTruthy();
  });
});
