// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { stubApi } from '../../testing/stub-api.ts';
import { InvitationScreen } from './invitation-screen.tsx';
import { asShown } from '../../testing/as-shown.ts';

const t = accountMessages.invitations;
const SANTA_ID = '5f0c2c7e-8c1a-4d4b-9a57-3e1c1f2b8a10';
const ENCODED_EMAIL = 'YWxpY2VAZXhhbXBsZS5jb20'; // base64url of alice@example.com

describe('InvitationScreen (an invitation link of an earlier version)', () => {
  afterEach(cleanup);

  it('opens nothing, says why, and offers the personal link by e-mail, asking the server nothing', async () => {
    const api = stubApi({});
    renderScreen(<InvitationScreen secretSantaId={SANTA_ID} />, {
      path: `/invitation/${SANTA_ID}/${ENCODED_EMAIL}?token=a-genuine-looking-token`,
    });

    expect(await screen.findByRole('heading', { name: t.errorTitle })).toBeTruthy();
    expect(screen.getByText(asShown(t.earlierLink))).toBeTruthy();
    expect(
      screen.getByRole('region', { name: messages.participantSpace.newLinkTitle }),
    ).toBeTruthy();
    expect(api.calls.filter((call) => call.url.includes('/api/invitations'))).toEqual([]);
  });
});
