// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { jsonResponse, renderScreen } from '../../testing/render-screen.tsx';
import { SantaAuthScreen } from './santa-auth-screen.tsx';

const t = messages.participantAuth;
const SANTA_ID = '5f0c2c7e-8c1a-4d4b-9a57-3e1c1f2b8a10';
const EMAIL = 'alice@example.com';
const INVITED_PATH = `/santa-auth/${SANTA_ID}?email=${encodeURIComponent(EMAIL)}&invitation=accepted`;
const user = { id: 'user-1', email: EMAIL, name: 'alice', isAdmin: true };

type Answer = { body: unknown; status?: number };

/** A fake API: one answer per "METHOD path", the event lookup answered by default. */
function stubApi(answers: Record<string, Answer | (() => Answer)>) {
  let isPlayer = false;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = url.split('?')[0] ?? url;
    const key = `${init?.method ?? 'GET'} ${path}`;
    if (key === `GET /api/santa-auth/${SANTA_ID}`) {
      return jsonResponse({ secretSanta: { id: SANTA_ID, name: 'Noël en famille' }, isPlayer });
    }
    if (key === 'GET /api/auth/session') return jsonResponse({ user: isPlayer ? user : null });
    const answer = answers[key];
    if (!answer) throw new Error(`Unexpected request ${key}`);
    const { body, status = 200 } = typeof answer === 'function' ? answer() : answer;
    if (key.endsWith('/first-login') && status < 300) isPlayer = true;
    return jsonResponse(body, status);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderInvited() {
  renderScreen(<SantaAuthScreen secretSantaId={SANTA_ID} />, { path: INVITED_PATH });
  return userEvent.setup();
}

describe('SantaAuthScreen first-login flow', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('goes from the provisional password to the new password, then signs in', async () => {
    const fetchMock = stubApi({
      [`POST /api/santa-auth/${SANTA_ID}/check-provisional`]: { body: { ok: true } },
      [`POST /api/santa-auth/${SANTA_ID}/first-login`]: { body: { user }, status: 201 },
    });
    const userEvents = renderInvited();

    expect(await screen.findByRole('heading', { name: t.provisionalStepTitle })).toBeTruthy();
    expect(screen.getByText(t.step(1, 2))).toBeTruthy();
    expect(screen.queryByRole('tab', { name: t.loginTab })).toBeNull();
    const emailInput = screen.getByLabelText(messages.auth.email) as HTMLInputElement;
    expect(emailInput.value).toBe(EMAIL);
    expect(emailInput.readOnly).toBe(true);

    await userEvents.type(screen.getByLabelText(t.provisionalPassword), 'Ab3dEf7h');
    await userEvents.click(screen.getByRole('button', { name: t.continue }));

    expect(await screen.findByRole('heading', { name: t.newPasswordStepTitle })).toBeTruthy();
    expect(screen.getByText(t.step(2, 2))).toBeTruthy();
    expect(screen.queryByLabelText(t.provisionalPassword)).toBeNull();

    await userEvents.type(screen.getByLabelText(t.newPassword), 'abc');
    await userEvents.click(screen.getByRole('button', { name: t.createAccount }));
    expect(await screen.findByText(messages.resetPassword.tooShort)).toBeTruthy();

    await userEvents.type(screen.getByLabelText(t.newPassword), 'def');
    await userEvents.type(screen.getByLabelText(t.confirmPassword), 'abcxyz');
    await userEvents.click(screen.getByRole('button', { name: t.createAccount }));
    expect(await screen.findByText(messages.resetPassword.mismatch)).toBeTruthy();

    await userEvents.clear(screen.getByLabelText(t.confirmPassword));
    await userEvents.type(screen.getByLabelText(t.confirmPassword), 'abcdef');
    await userEvents.click(screen.getByRole('button', { name: t.createAccount }));

    expect(await screen.findByRole('heading', { name: t.signedInTitle })).toBeTruthy();
    const firstLoginCall = fetchMock.mock.calls.find(([url]) => url.endsWith('/first-login'));
    expect(JSON.parse(String(firstLoginCall?.[1]?.body))).toEqual({
      email: EMAIL,
      provisionalPassword: 'Ab3dEf7h',
      newPassword: 'abcdef',
    });
  });

  it('stays on the first step and says so when the provisional password is wrong', async () => {
    stubApi({
      [`POST /api/santa-auth/${SANTA_ID}/check-provisional`]: {
        body: {
          error: {
            code: 'INVALID_CREDENTIALS',
            message: t.wrongProvisional,
            field: 'provisionalPassword',
          },
        },
        status: 400,
      },
    });
    const userEvents = renderInvited();
    await userEvents.type(await screen.findByLabelText(t.provisionalPassword), 'nope1234');

    await userEvents.click(screen.getByRole('button', { name: t.continue }));

    expect(await screen.findByText(t.wrongProvisional)).toBeTruthy();
    expect(screen.getByLabelText(t.provisionalPassword).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { name: t.provisionalStepTitle })).toBeTruthy();
  });

  it('sends someone who already has an account to the Connexion tab, e-mail filled in', async () => {
    stubApi({
      [`POST /api/santa-auth/${SANTA_ID}/check-provisional`]: {
        body: { error: { code: 'ACCOUNT_EXISTS', message: messages.auth.accountExists, field: 'email' } },
        status: 409,
      },
    });
    const userEvents = renderInvited();
    await userEvents.type(await screen.findByLabelText(t.provisionalPassword), 'Ab3dEf7h');

    await userEvents.click(screen.getByRole('button', { name: t.continue }));

    const loginTab = await screen.findByRole('tab', { name: t.loginTab });
    expect(loginTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText(messages.auth.accountExists)).toBeTruthy();
    expect((screen.getByLabelText(messages.auth.email) as HTMLInputElement).value).toBe(EMAIL);
    expect(screen.getByLabelText(messages.auth.password)).toBeTruthy();
  });

  it('shows the tabs without the invitation flag', async () => {
    stubApi({});
    renderScreen(<SantaAuthScreen secretSantaId={SANTA_ID} />, {
      path: `/santa-auth/${SANTA_ID}`,
    });

    expect(await screen.findByRole('heading', { name: 'Noël en famille' })).toBeTruthy();
    expect(screen.getByText(t.title)).toBeTruthy();
    expect(screen.getByRole('tab', { name: t.registerTab })).toBeTruthy();
    expect(screen.queryByLabelText(t.provisionalPassword)).toBeNull();
  });
});
