// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../shared/account-messages.ts';
import { OkResponseSchema } from '../../../shared/contracts/auth.ts';
import { asShown } from '../../testing/as-shown.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import { StopRemindersScreen } from './stop-reminders-screen.tsx';

const t = accountMessages.stopReminders;
const EVENT = '2f6c1f0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

describe('StopRemindersScreen', () => {
  afterEach(cleanup);

  it('only asks when opened, and stops the reminders when its button is pressed', async () => {
    const { calls } = stubApi({
      'POST /api/reminders/stop': answer(OkResponseSchema, { ok: true }),
    });
    const user = userEvent.setup();
    renderScreen(<StopRemindersScreen secretSantaId={EVENT} token="abc.def" />);
    await screen.findByRole('heading', { name: asShown(t.pageTitle) });
    expect(screen.getByText(asShown(t.intro))).toBeTruthy();
    // A mail scanner that opens the link stops nothing.
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: asShown(t.confirm) }));

    await screen.findByRole('heading', { name: asShown(t.doneTitle) });
    expect(screen.getByText(asShown(t.done)).getAttribute('role')).toBe('status');
    expect(calls.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      {
        method: 'POST',
        url: '/api/reminders/stop',
        body: { secretSantaId: EVENT, token: 'abc.def' },
      },
    ]);
  });

  it('says why a link stops nothing, in the words the server gives', async () => {
    stubApi({
      'POST /api/reminders/stop': refusal(403, { code: 'FORBIDDEN', message: t.invalid }),
    });
    const user = userEvent.setup();
    renderScreen(<StopRemindersScreen secretSantaId={EVENT} token="forged" />);
    await user.click(await screen.findByRole('button', { name: asShown(t.confirm) }));
    expect(await screen.findByText(asShown(t.invalid))).toBeTruthy();
    expect(screen.getByRole('heading', { name: asShown(t.pageTitle) })).toBeTruthy();
  });
});
