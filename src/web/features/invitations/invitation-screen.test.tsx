// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
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

function renderInvitation(query = '?token=signed-token') {
  return renderScreen(<InvitationScreen secretSantaId={SANTA_ID} />, {
    path: `/invitation/${SANTA_ID}/${ENCODED_EMAIL}${query}`,
  });
}

describe('InvitationScreen (an invitation link of an earlier version)', () => {
  afterEach(cleanup);

  it('opens the person’s space with the personal link the server gives, leaving no history entry', async () => {
    const api = stubApi({
      [GET_INVITATION]: answer(InvitationResponseSchema, { personalLinkToken: 'personal.token' }),
    });
    const { router } = renderInvitation();

    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe(`/participant/${SANTA_ID}/personal.token`),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.callsTo(GET_INVITATION)).toHaveLength(1);
  });

  it('says why a link opens nothing, and offers the personal link by e-mail', async () => {
    stubApi({
      [GET_INVITATION]: refusal(403, { code: 'INVALID_TOKEN', message: t.expiredLink }),
    });
    renderInvitation();

    expect(await screen.findByRole('heading', { name: t.errorTitle })).toBeTruthy();
    expect(screen.getByText(asShown(t.expiredLink))).toBeTruthy();
    expect(
      screen.getByRole('region', { name: messages.participantSpace.newLinkTitle }),
    ).toBeTruthy();
  });

  it('asks nothing of the server for a link without its token', async () => {
    const api = stubApi({});
    renderInvitation('');

    expect(await screen.findByRole('heading', { name: t.errorTitle })).toBeTruthy();
    expect(screen.getByText(asShown(t.invalidLink))).toBeTruthy();
    expect(api.callsTo(GET_INVITATION)).toHaveLength(0);
  });
});
