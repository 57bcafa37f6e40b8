// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { jsonResponse, renderScreen } from '../../testing/render-screen.tsx';
import { InvitationScreen } from './invitation-screen.tsx';

const t = messages.invitations;
const SANTA_ID = '5f0c2c7e-8c1a-4d4b-9a57-3e1c1f2b8a10';
const ENCODED_EMAIL = 'YWxpY2VAZXhhbXBsZS5jb20'; // base64url of alice@example.com

function invitation(accepted: boolean) {
  return {
    invitation: {
      secretSantaId: SANTA_ID,
      secretSantaName: 'Noël en famille',
      playerName: 'Alice',
      email: 'alice@example.com',
      accepted,
    },
  };
}

function renderInvitation({ token = 'signed-token', encodedEmail = ENCODED_EMAIL } = {}) {
  const query = token ? `?token=${token}` : '';
  const view = renderScreen(
    <InvitationScreen secretSantaId={SANTA_ID} encodedEmail={encodedEmail} />,
    { path: `/invitation/${SANTA_ID}/${encodedEmail}${query}` },
  );
  return { ...view, user: userEvent.setup() };
}

const santaAuthSearch = `?${new URLSearchParams({ email: 'alice@example.com', invitation: 'accepted' })}`;

describe('InvitationScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the event, the player and the e-mail, then accepts', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      jsonResponse(invitation(init?.method === 'POST')),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user, router } = renderInvitation();

    expect(await screen.findByRole('heading', { name: 'Noël en famille' })).toBeTruthy();
    expect(screen.getByText(t.invitationFor('Alice'))).toBeTruthy();
    expect(screen.getByText('alice@example.com')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`/api/invitations/${SANTA_ID}?token=signed-token`);

    await user.click(screen.getByRole('button', { name: t.accept }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/santa-auth/${SANTA_ID}`));
    expect(router.state.location.search).toBe(santaAuthSearch);
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ token: 'signed-token' });
  });

  it('goes straight to the login when the invitation was already accepted', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(invitation(true))),
    );
    const { router } = renderInvitation();

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/santa-auth/${SANTA_ID}`));
    expect(router.state.location.search).toBe(santaAuthSearch);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('declines without asking the server anything more', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(invitation(false)));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderInvitation();

    await user.click(await screen.findByRole('button', { name: t.decline }));

    expect(screen.getByText(t.declined)).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.accept })).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('explains a broken link instead of loading anything', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderInvitation({ token: '' });
    expect(screen.getByText(t.invalidLink)).toBeTruthy();
    cleanup();

    renderInvitation({ encodedEmail: 'bm90LWFuLWVtYWls' }); // base64 of not-an-email
    expect(screen.getByText(t.invalidEmailFormat)).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.app.notFoundLink })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message when the token is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: { code: 'INVALID_TOKEN', message: t.expiredLink } }, 403),
      ),
    );
    renderInvitation();

    expect(await screen.findByText(t.expiredLink)).toBeTruthy();
  });
});
