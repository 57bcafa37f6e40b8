// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SonnerToaster } from '../../sonner-toaster.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import {
  OkResponseSchema,
  SessionResponseSchema,
  SignedInResponseSchema,
} from '../../../shared/contracts/auth.ts';
import { SantaAuthResponseSchema } from '../../../shared/contracts/participant-auth.ts';
import { messages } from '../../../shared/messages.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import { SantaAuthScreen } from './santa-auth-screen.tsx';
import { asShown } from '../../testing/as-shown.ts';

const t = accountMessages.participantAuth;
const SANTA_ID = '5f0c2c7e-8c1a-4d4b-9a57-3e1c1f2b8a10';
const EMAIL = 'alice@example.com';
const INVITED_PATH = `/santa-auth/${SANTA_ID}?email=${encodeURIComponent(EMAIL)}&invitation=accepted`;
const user = { id: 'user-1', email: EMAIL, name: 'alice', isAdmin: true as const };

/**
 * The API of an event whose player is alice@example.com, plus `routes`: the page finds her
 * signed in once `session.isPlayer` says so.
 */
function stubEvent(routes: Parameters<typeof stubApi>[0], session = { isPlayer: false }) {
  return stubApi({
    [`GET /api/santa-auth/${SANTA_ID}`]: () =>
      answer(SantaAuthResponseSchema, {
        secretSanta: { id: SANTA_ID, name: 'Noël en famille' },
        isPlayer: session.isPlayer,
      }),
    'GET /api/auth/session': () =>
      answer(SessionResponseSchema, { user: session.isPlayer ? user : null }),
    ...routes,
  });
}

const checkProvisional = `POST /api/santa-auth/${SANTA_ID}/check-provisional`;
const firstLogin = `POST /api/santa-auth/${SANTA_ID}/first-login`;

/** The page reached from an accepted invitation; `withToasts` shows the toasts too. */
function renderInvited({ withToasts = false } = {}) {
  renderScreen(
    <>
      <SantaAuthScreen secretSantaId={SANTA_ID} />
      {withToasts ? <SonnerToaster /> : null}
    </>,
    { path: INVITED_PATH },
  );
  return userEvent.setup();
}

/** The toast that says `text`, to read its title. */
function toastSaying(text: string): HTMLElement {
  const toast = screen
    .getAllByText(asShown(text))
    .map((element) => element.closest<HTMLElement>('[data-sonner-toast]'))
    .find((element) => element !== null);
  if (!toast) throw new Error(`No toast says: ${text}`);
  return toast;
}

describe('SantaAuthScreen first-login flow', () => {
  afterEach(cleanup);

  it('goes from the provisional password to the new password, then signs in', async () => {
    const session = { isPlayer: false };
    const api = stubEvent(
      {
        [checkProvisional]: answer(OkResponseSchema, { ok: true }),
        [firstLogin]: () => {
          session.isPlayer = true;
          return answer(SignedInResponseSchema, { user }, { status: 201 });
        },
      },
      session,
    );
    const userEvents = renderInvited();

    expect(await screen.findByRole('heading', { name: t.provisionalStepTitle })).toBeTruthy();
    expect(screen.getByText(asShown(t.step(1, 2)))).toBeTruthy();
    expect(screen.queryByRole('tab', { name: t.loginTab })).toBeNull();
    const emailInput = screen.getByLabelText(asShown(messages.auth.email)) as HTMLInputElement;
    expect(emailInput.value).toBe(EMAIL);
    expect(emailInput.readOnly).toBe(true);

    await userEvents.type(screen.getByLabelText(asShown(t.provisionalPassword)), 'Ab3dEf7h');
    await userEvents.click(screen.getByRole('button', { name: t.continue }));

    expect(await screen.findByRole('heading', { name: t.newPasswordStepTitle })).toBeTruthy();
    expect(screen.getByText(asShown(t.step(2, 2)))).toBeTruthy();
    expect(screen.queryByLabelText(asShown(t.provisionalPassword))).toBeNull();

    await userEvents.type(screen.getByLabelText(asShown(t.newPassword)), 'abc');
    await userEvents.click(screen.getByRole('button', { name: t.createAccount }));
    expect(await screen.findByText(asShown(accountMessages.resetPassword.tooShort))).toBeTruthy();

    await userEvents.type(screen.getByLabelText(asShown(t.newPassword)), 'def');
    await userEvents.type(screen.getByLabelText(asShown(t.confirmPassword)), 'abcxyz');
    await userEvents.click(screen.getByRole('button', { name: t.createAccount }));
    expect(await screen.findByText(asShown(accountMessages.resetPassword.mismatch))).toBeTruthy();

    await userEvents.clear(screen.getByLabelText(asShown(t.confirmPassword)));
    await userEvents.type(screen.getByLabelText(asShown(t.confirmPassword)), 'abcdef');
    await userEvents.click(screen.getByRole('button', { name: t.createAccount }));

    expect(await screen.findByRole('heading', { name: t.signedInTitle })).toBeTruthy();
    expect(api.callsTo(firstLogin)[0]?.body).toEqual({
      email: EMAIL,
      provisionalPassword: 'Ab3dEf7h',
      newPassword: 'abcdef',
    });
  });

  it('titles a new password over 128 characters as the reset page does, not as too short', async () => {
    stubEvent({ [checkProvisional]: answer(OkResponseSchema, { ok: true }) });
    const userEvents = renderInvited({ withToasts: true });
    await userEvents.type(await screen.findByLabelText(asShown(t.provisionalPassword)), 'Ab3dEf7h');
    await userEvents.click(screen.getByRole('button', { name: t.continue }));
    const tooLong = 'x'.repeat(129);

    await userEvents.click(await screen.findByLabelText(asShown(t.newPassword)));
    await userEvents.paste(tooLong);
    await userEvents.click(screen.getByLabelText(asShown(t.confirmPassword)));
    await userEvents.paste(tooLong);
    await userEvents.click(screen.getByRole('button', { name: t.createAccount }));

    const r = accountMessages.resetPassword;
    await waitFor(() =>
      expect(within(toastSaying(r.tooLong)).getByText(asShown(r.errorTitle))).toBeTruthy(),
    );
    expect(within(toastSaying(r.tooLong)).queryByText(asShown(r.tooShortTitle))).toBeNull();
  });

  it('stays on the first step and says so when the provisional password is wrong', async () => {
    stubEvent({
      [checkProvisional]: refusal(400, {
        code: 'INVALID_CREDENTIALS',
        message: t.wrongProvisional,
        field: 'provisionalPassword',
      }),
    });
    const userEvents = renderInvited();
    await userEvents.type(await screen.findByLabelText(asShown(t.provisionalPassword)), 'nope1234');

    await userEvents.click(screen.getByRole('button', { name: t.continue }));

    expect(await screen.findByText(asShown(t.wrongProvisional))).toBeTruthy();
    expect(screen.getByLabelText(asShown(t.provisionalPassword)).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByRole('heading', { name: t.provisionalStepTitle })).toBeTruthy();
  });

  it('sends someone who already has an account to the Connexion tab, e-mail filled in', async () => {
    stubEvent({
      [checkProvisional]: refusal(409, {
        code: 'ACCOUNT_EXISTS',
        message: messages.auth.accountExists,
        field: 'email',
      }),
    });
    const userEvents = renderInvited();
    await userEvents.type(await screen.findByLabelText(asShown(t.provisionalPassword)), 'Ab3dEf7h');

    await userEvents.click(screen.getByRole('button', { name: t.continue }));

    const loginTab = await screen.findByRole('tab', { name: t.loginTab });
    expect(loginTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(asShown(messages.auth.accountExists))).toBeTruthy();
    expect((screen.getByLabelText(asShown(messages.auth.email)) as HTMLInputElement).value).toBe(
      EMAIL,
    );
    expect(screen.getByLabelText(asShown(messages.auth.password))).toBeTruthy();
  });

  it('shows the tabs without the invitation flag', async () => {
    stubEvent({});
    renderScreen(<SantaAuthScreen secretSantaId={SANTA_ID} />, {
      path: `/santa-auth/${SANTA_ID}`,
    });

    expect(await screen.findByRole('heading', { name: 'Noël en famille' })).toBeTruthy();
    expect(screen.getByText(asShown(t.title))).toBeTruthy();
    expect(screen.getByRole('tab', { name: t.registerTab })).toBeTruthy();
    expect(screen.queryByLabelText(asShown(t.provisionalPassword))).toBeNull();
  });

  it('e-mails the personal link to whoever has no password, saying the same for any address', async () => {
    const api = stubEvent({
      [`POST /api/participant/${SANTA_ID}/new-link`]: answer(OkResponseSchema, { ok: true }),
    });
    renderScreen(<SantaAuthScreen secretSantaId={SANTA_ID} />, {
      path: `/santa-auth/${SANTA_ID}`,
    });
    const userEvents = userEvent.setup();

    const form = await screen.findByRole('region', { name: t.linkByEmailTitle });
    expect(within(form).getByText(asShown(t.linkByEmailText))).toBeTruthy();
    await userEvents.type(
      within(form).getByLabelText(asShown(messages.participantSpace.newLinkEmail)),
      'Cousin@Example.org',
    );
    await userEvents.click(
      within(form).getByRole('button', { name: messages.participantSpace.newLinkSubmit }),
    );

    expect(
      await within(form).findByText(asShown(messages.participantSpace.newLinkSent)),
    ).toBeTruthy();
    expect(api.callsTo(`POST /api/participant/${SANTA_ID}/new-link`)[0]?.body).toEqual({
      email: 'cousin@example.org',
    });
  });

  it('offers a forgotten password’s reset from the sign-in tab, with the address typed', async () => {
    const api = stubEvent({
      'POST /api/auth/request-password-reset': answer(OkResponseSchema, { ok: true }),
    });
    renderScreen(<SantaAuthScreen secretSantaId={SANTA_ID} />, {
      path: `/santa-auth/${SANTA_ID}`,
    });
    const userEvents = userEvent.setup();

    await userEvents.type(await screen.findByLabelText(asShown(messages.auth.email)), EMAIL);
    await userEvents.click(screen.getByRole('button', { name: messages.auth.forgotPassword }));
    const reset = await screen.findByRole('region', { name: messages.auth.resetTitle });
    await userEvents.click(within(reset).getByRole('button', { name: messages.auth.resetSubmit }));

    expect(await within(reset).findByText(asShown(messages.auth.resetEmailSentText))).toBeTruthy();
    expect(api.callsTo('POST /api/auth/request-password-reset')[0]?.body).toEqual({
      email: EMAIL,
    });
    await userEvents.click(within(reset).getByRole('button', { name: messages.auth.backToLogin }));
    expect(await screen.findByRole('tab', { name: t.loginTab })).toBeTruthy();
  });
});
