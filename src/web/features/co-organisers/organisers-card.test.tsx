// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionResponseSchema } from '../../../shared/contracts/auth.ts';
import {
  CoOrganiserResponseSchema,
  CoOrganisersResponseSchema,
} from '../../../shared/contracts/co-organisers.ts';
import { OkResponseSchema } from '../../../shared/contracts/auth.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { SonnerToaster } from '../../sonner-toaster.tsx';
import { asShown } from '../../testing/as-shown.ts';
import { createSecretSanta, TEST_SECRET_SANTA_ID } from '../../testing/factories.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { OrganisersCard } from './organisers-card.tsx';

const t = organiserMessages.organisers;
const BASE = `/api/secret-santas/${TEST_SECRET_SANTA_ID}/co-organisers`;
const owner = {
  id: 'admin-1',
  email: 'quentin@example.org',
  name: 'Quentin',
  isAdmin: true as const,
};
const coOrganiser = {
  id: 'u2',
  email: 'gaspard@example.org',
  name: 'Gaspard',
  isAdmin: true as const,
};
const waiting = {
  id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  email: 'ysolde@example.org',
  name: null,
  invitedAt: Date.UTC(2026, 10, 4),
  acceptedAt: null,
};
const list = answer(CoOrganisersResponseSchema, {
  owner: { name: 'Quentin', email: 'quentin@example.org' },
  coOrganisers: [
    {
      id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      email: 'gaspard@example.org',
      name: 'Gaspard',
      invitedAt: Date.UTC(2026, 10, 2),
      acceptedAt: Date.UTC(2026, 10, 3),
    },
    waiting,
  ],
});

function renderCard() {
  renderScreen(
    <>
      <OrganisersCard secretSanta={createSecretSanta()} />
      <SonnerToaster />
    </>,
  );
}

describe('OrganisersCard (docs/product.md §3.7)', () => {
  afterEach(cleanup);

  it('lets the owner invite by address and remove, after a confirmation', async () => {
    const api = stubApi({
      'GET /api/auth/session': answer(SessionResponseSchema, { user: owner }),
      [`GET ${BASE}`]: list,
      [`POST ${BASE}`]: ({ body }) =>
        (body as { email: string }).email === 'quentin@example.org'
          ? refusal(409, { code: 'INVALID_INPUT', message: t.isOwner })
          : answer(CoOrganiserResponseSchema, { coOrganiser: waiting }, { status: 201 }),
      [`DELETE ${BASE}/${waiting.id}`]: answer(OkResponseSchema, { ok: true }),
    });
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText(t.you('Quentin'))).toBeTruthy();
    expect(screen.getByText(t.waiting(formatLongDate(waiting.invitedAt)))).toBeTruthy();

    const field = screen.getByRole('textbox', { name: new RegExp(`^${t.emailLabel}`) });
    await user.type(field, 'quentin@example.org');
    await user.click(screen.getByRole('button', { name: t.invite }));
    expect(await screen.findByText(t.isOwner)).toBeTruthy();
    await user.clear(field);
    await user.type(field, 'ysolde@example.org');
    await user.click(screen.getByRole('button', { name: t.invite }));
    expect(await screen.findByText(asShown(t.invited('ysolde@example.org')))).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');

    // The remove button's name starts with the words it shows.
    await user.click(screen.getByRole('button', { name: `${t.remove} ysolde@example.org` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(asShown(t.removeTitle('ysolde@example.org')))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t.remove }));
    expect(await screen.findByText(asShown(t.removed('ysolde@example.org')))).toBeTruthy();
    expect(api.callsTo(`DELETE ${BASE}/${waiting.id}`)).toHaveLength(1);
  });

  it('shows a co-organiser who organises, without inviting or removing', async () => {
    stubApi({
      'GET /api/auth/session': answer(SessionResponseSchema, { user: coOrganiser }),
      [`GET ${BASE}`]: list,
    });
    renderCard();
    expect(await screen.findByText(t.you('Gaspard'))).toBeTruthy();
    expect(screen.getByText(t.hintCoOrganiser)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: new RegExp(`^${t.remove}`) })).toBeNull();
  });
});
