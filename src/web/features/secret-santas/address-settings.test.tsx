// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { SonnerToaster } from '../../sonner-toaster.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type SecretSanta,
  SecretSantaResponseSchema,
} from '../../../shared/contracts/secret-santa.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { asShown } from '../../testing/as-shown.ts';
import { eventRoutes } from '../../testing/event-routes.ts';
import { createSecretSanta, TEST_SECRET_SANTA_ID } from '../../testing/factories.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, stubApi, type StubRequest } from '../../testing/stub-api.ts';
import { useSecretSanta } from '../../lib/reads/get-secret-santa.ts';
import { AddressSettings } from './address-settings.tsx';

const t = organiserMessages.secretSantas;
const BASE = `/api/secret-santas/${TEST_SECRET_SANTA_ID}`;

/** The settings as the Participants tab shows them: of the event the dashboard read. */
function EventAddressSettings() {
  const secretSanta = useSecretSanta(TEST_SECRET_SANTA_ID).data;
  return secretSanta ? <AddressSettings secretSanta={secretSanta} /> : null;
}

describe('AddressSettings (docs/product.md §7.4)', () => {
  afterEach(cleanup);

  it('asks for addresses by default; turned off, it offers no sharing, and turned on again, it does', async () => {
    let event = createSecretSanta();
    const api = stubApi({
      ...eventRoutes([]),
      [`PATCH ${BASE}`]: ({ body }: StubRequest) => {
        event = { ...event, ...(body as object) };
        return answer(SecretSantaResponseSchema, { secretSanta: event });
      },
    });
    const user = userEvent.setup();
    renderScreen(
      <>
        <EventAddressSettings />
        <SonnerToaster />
      </>,
    );
    const asked = await screen.findByRole('checkbox', {
      name: new RegExp(`^${t.askAddressesLabel}`),
    });
    expect((asked as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByRole('checkbox', { name: new RegExp(`^${t.shareAddressesLabel}`) }),
    ).toBeTruthy();

    await user.click(asked);
    expect(await screen.findByText(asShown(t.settingsSavedTitle))).toBeTruthy();
    expect(api.callsTo(`PATCH ${BASE}`).map((call) => call.body)).toEqual([
      { askAddresses: false },
    ]);
    expect((asked as HTMLInputElement).checked).toBe(false);
    expect(screen.getAllByText(asShown(t.addressesNotAsked)).length).toBeGreaterThan(0);
    expect(
      screen.queryByRole('checkbox', { name: new RegExp(`^${t.shareAddressesLabel}`) }),
    ).toBeNull();

    await user.click(asked);
    await screen.findByRole('checkbox', { name: new RegExp(`^${t.shareAddressesLabel}`) });
    expect(api.callsTo(`PATCH ${BASE}`).map((call) => call.body)).toEqual([
      { askAddresses: false },
      { askAddresses: true },
    ]);
  });

  it('keeps the click until the event shows the saved setting, which reaches it after the answer', async () => {
    const event = createSecretSanta();
    const api = stubApi({
      ...eventRoutes([]),
      [`PATCH ${BASE}`]: ({ body }: StubRequest) =>
        answer(SecretSantaResponseSchema, { secretSanta: { ...event, ...(body as object) } }),
    });
    // The event as the screen above passes it down, refreshed when the test says.
    let showEvent: (shown: SecretSanta) => void = () => undefined;
    function ShownEvent() {
      const [shown, setShown] = useState(event);
      useEffect(() => {
        showEvent = setShown;
      }, []);
      return <AddressSettings secretSanta={shown} />;
    }
    const user = userEvent.setup();
    renderScreen(
      <>
        <ShownEvent />
        <SonnerToaster />
      </>,
    );
    const asked = screen.getByRole('checkbox', { name: new RegExp(`^${t.askAddressesLabel}`) });
    await user.click(asked);
    // Answered: the box is enabled again.
    await waitFor(() => expect(api.callsTo(`PATCH ${BASE}`)).toHaveLength(1));
    await waitFor(() => expect((asked as HTMLInputElement).disabled).toBe(false));
    expect((asked as HTMLInputElement).checked).toBe(false);

    act(() => showEvent({ ...event, askAddresses: false }));
    expect((asked as HTMLInputElement).checked).toBe(false);
  });
});
