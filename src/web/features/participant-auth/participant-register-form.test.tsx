// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { OkResponseSchema, SessionResponseSchema } from '../../../shared/contracts/auth.ts';
import { SantaAuthResponseSchema } from '../../../shared/contracts/participant-auth.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import { asShown } from '../../testing/as-shown.ts';
import { SantaAuthScreen } from './santa-auth-screen.tsx';

const t = accountMessages.participantAuth;
const SANTA_ID = '5f0c2c7e-8c1a-4d4b-9a57-3e1c1f2b8a10';
const signUp = `POST /api/santa-auth/${SANTA_ID}/sign-up`;

/** An event whose only player is chloe@example.org. */
function stubEvent() {
  return stubApi({
    [`GET /api/santa-auth/${SANTA_ID}`]: answer(SantaAuthResponseSchema, {
      secretSanta: { id: SANTA_ID, name: 'Noël en famille' },
      isPlayer: false,
    }),
    'GET /api/auth/session': answer(SessionResponseSchema, { user: null }),
    [signUp]: ({ body }) =>
      (body as { email: string }).email === 'chloe@example.org'
        ? answer(OkResponseSchema, { ok: true }, { status: 201 })
        : refusal(404, {
            code: 'NOT_FOUND',
            message: t.notAPlayer((body as { email: string }).email),
            field: 'email',
          }),
  });
}

describe('a participant’s own sign-up (Créer un compte)', () => {
  afterEach(cleanup);

  it('asks the address alone, then says to check the mailbox, whose link chooses the password', async () => {
    const api = stubEvent();
    const person = userEvent.setup();
    renderScreen(<SantaAuthScreen secretSantaId={SANTA_ID} />, { path: `/santa-auth/${SANTA_ID}` });
    await person.click(await screen.findByRole('tab', { name: t.registerTab }));
    const tab = within(screen.getByRole('tabpanel'));
    expect(tab.queryByLabelText(asShown(accountMessages.auth.password))).toBeNull();
    expect(tab.queryByLabelText(asShown(accountMessages.auth.confirmPassword))).toBeNull();
    expect(tab.getByText(asShown(accountMessages.auth.passwordAfterLink))).toBeTruthy();

    await person.type(tab.getByLabelText(asShown(accountMessages.auth.email)), 'denis@example.org');
    await person.click(tab.getByRole('button', { name: t.createAccount }));
    expect(await tab.findByText(asShown(t.notAPlayer('denis@example.org')))).toBeTruthy();

    await person.clear(tab.getByLabelText(asShown(accountMessages.auth.email)));
    await person.type(tab.getByLabelText(asShown(accountMessages.auth.email)), 'chloe@example.org');
    await person.click(tab.getByRole('button', { name: t.createAccount }));
    expect(
      await screen.findByRole('heading', { name: asShown(accountMessages.auth.checkMailboxTitle) }),
    ).toBeTruthy();
    expect(screen.getByText('chloe@example.org')).toBeTruthy();
    expect(api.callsTo(signUp).map((call) => call.body)).toEqual([
      { email: 'denis@example.org' },
      { email: 'chloe@example.org' },
    ]);
  });
});
