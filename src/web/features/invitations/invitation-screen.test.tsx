// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvitationResponseSchema } from '../../../shared/contracts/participant-auth.ts';
import { messages } from '../../../shared/messages.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import { InvitationScreen } from './invitation-screen.tsx';
import { asShown } from '../../testing/as-shown.ts';

const t = accountMessages.invitations;
const SANTA_ID = '5f0c2c7e-8c1a-4d4b-9a57-3e1c1f2b8a10';
const ENCODED_EMAIL = 'YWxpY2VAZXhhbXBsZS5jb20'; // base64url of alice@example.com

const GET_INVITATION = `GET /api/invitations/${SANTA_ID}?token=signed-token`;
const ACCEPT = `POST /api/invitations/${SANTA_ID}/accept`;

function invitation(accepted: boolean) {
  return answer(InvitationResponseSchema, {
    invitation: {
      secretSantaId: SANTA_ID,
      secretSantaName: 'Noël en famille',
      playerName: 'Alice',
      email: 'alice@example.com',
      accepted,
    },
  });
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
  afterEach(cleanup);

  it('shows the event, the player and the e-mail, then accepts', async () => {
    const api = stubApi({ [GET_INVITATION]: invitation(false), [ACCEPT]: invitation(true) });
    const { user, router } = renderInvitation();

    expect(await screen.findByRole('heading', { name: 'Noël en famille' })).toBeTruthy();
    expect(screen.getByText(asShown(t.invitationFor('Alice')))).toBeTruthy();
    expect(screen.getByText(asShown('alice@example.com'))).toBeTruthy();
    expect(api.callsTo(GET_INVITATION)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: t.accept }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/santa-auth/${SANTA_ID}`));
    expect(router.state.location.search).toBe(santaAuthSearch);
    expect(api.callsTo(ACCEPT).map((call) => call.body)).toEqual([{ token: 'signed-token' }]);
  });

  it('goes straight to the login when the invitation was already accepted', async () => {
    stubApi({ [GET_INVITATION]: invitation(true) });
    const { router } = renderInvitation();

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/santa-auth/${SANTA_ID}`));
    expect(router.state.location.search).toBe(santaAuthSearch);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('declines after asking, stays on the page, and can come back, without asking the server anything more', async () => {
    const api = stubApi({ [GET_INVITATION]: invitation(false) });
    const { user, router } = renderInvitation();

    await user.click(await screen.findByRole('button', { name: t.decline }));
    expect(screen.getByRole('heading', { name: t.declineConfirmTitle })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.declineCancel }));
    await user.click(screen.getByRole('button', { name: t.decline }));
    await user.click(screen.getByRole('button', { name: t.declineConfirm }));

    expect(screen.getByText(asShown(t.declined))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.accept })).toBeNull();
    expect(router.state.location.pathname).toBe(`/invitation/${SANTA_ID}/${ENCODED_EMAIL}`);
    await user.click(screen.getByRole('button', { name: t.declineCancel }));
    expect(screen.getByRole('button', { name: t.accept })).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  it('explains a broken link instead of loading anything', () => {
    const api = stubApi({});
    renderInvitation({ token: '' });
    expect(screen.getByText(asShown(t.invalidLink))).toBeTruthy();
    cleanup();

    renderInvitation({ encodedEmail: 'bm90LWFuLWVtYWls' }); // base64 of not-an-email
    expect(screen.getByText(asShown(t.invalidEmailFormat))).toBeTruthy();
    expect(screen.getByRole('link', { name: messages.app.notFoundLink })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows the server message when the token is refused', async () => {
    stubApi({ [GET_INVITATION]: refusal(403, { code: 'INVALID_TOKEN', message: t.expiredLink }) });
    renderInvitation();

    expect(await screen.findByText(asShown(t.expiredLink))).toBeTruthy();
  });
});
