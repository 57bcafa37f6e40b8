// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecretSantaResponseSchema } from '../../../shared/contracts/secret-santa.ts';
import type { SecretSantaSummary } from '../../../shared/contracts/secret-santa.ts';
import { createSecretSanta } from '../../testing/factories.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import { CreateSecretSantaCard } from './create-secret-santa-card.tsx';
import { asShown } from '../../testing/as-shown.ts';

const t = organiserMessages.secretSantas;

/** An event of the loaded list, with `players` participants. */
const listed = (name: string, id: string, players: number): SecretSantaSummary => ({
  ...createSecretSanta({ name, id }),
  progress: { players, giftsReceived: 0, drawn: false, notified: false },
});
const NOEL_2025 = listed('Noël 2025', '6a1e9a3c-1b2d-4c5e-8f70-0a1b2c3d4e01', 12);
const BUREAU = listed('Bureau', '6a1e9a3c-1b2d-4c5e-8f70-0a1b2c3d4e02', 1);
const EMPTY = listed('Vide', '6a1e9a3c-1b2d-4c5e-8f70-0a1b2c3d4e03', 0);

/** The server creates the event named `name`: 201 with it. */
function stubCreation(name: string) {
  const created = createSecretSanta({ name });
  const api = stubApi({
    'POST /api/secret-santas': answer(
      SecretSantaResponseSchema,
      { secretSanta: created },
      { status: 201 },
    ),
  });
  return { api, created };
}

function renderCard(existing: SecretSantaSummary[] = []) {
  const onClose = vi.fn();
  const onCreated = vi.fn();
  const view = renderScreen(
    <CreateSecretSantaCard existing={existing} onClose={onClose} onCreated={onCreated} />,
  );
  return { ...view, onClose, onCreated, user: userEvent.setup() };
}

describe('CreateSecretSantaCard', () => {
  afterEach(cleanup);

  it('asks for a name', async () => {
    const { user } = renderCard();

    await user.click(screen.getByRole('button', { name: t.create }));

    expect(await screen.findByText(asShown(t.nameRequired))).toBeTruthy();
    await user.type(screen.getByLabelText(asShown(t.nameLabel)), 'N');
    expect(screen.queryByText(asShown(t.nameRequired))).toBeNull();
  });

  it('refuses a name already used, ignoring case and spaces, without asking the server', async () => {
    const api = stubApi({});
    const { user, onClose } = renderCard([listed('Noël en famille', NOEL_2025.id, 0)]);

    await user.type(screen.getByLabelText(asShown(t.nameLabel)), '  NOËL EN FAMILLE ');
    await user.click(screen.getByRole('button', { name: t.create }));

    expect(await screen.findByText(asShown(t.nameTaken))).toBeTruthy();
    expect(api.calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("reports the server's NAME_TAKEN the same way", async () => {
    stubApi({
      'POST /api/secret-santas': refusal(409, {
        code: 'NAME_TAKEN',
        message: t.nameTaken,
        field: 'name',
      }),
    });
    const { user } = renderCard();

    await user.type(screen.getByLabelText(asShown(t.nameLabel)), 'Réveillon');
    await user.click(screen.getByRole('button', { name: t.create }));

    expect(await screen.findByText(asShown(t.nameTaken))).toBeTruthy();
  });

  it('creates the event and closes the card', async () => {
    const { api, created } = stubCreation('Réveillon');
    const { user, onCreated } = renderCard();

    await user.type(screen.getByLabelText(asShown(t.nameLabel)), ' Réveillon ');
    await user.click(screen.getByRole('button', { name: t.create }));

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(api.calls.map((call) => call.body)).toEqual([{ name: 'Réveillon' }]);
  });

  it('offers to take the participants of the events that have some, none by default', async () => {
    const { api, created } = stubCreation('Noël 2026');
    const { user, onCreated } = renderCard([BUREAU, EMPTY, NOEL_2025]);

    const source = screen.getByLabelText(asShown(t.copyPlayersLabel));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      t.copyPlayersNone,
      t.copyPlayersOption('Bureau', 1),
      t.copyPlayersOption('Noël 2025', 12),
    ]);
    expect(screen.getByRole<HTMLOptionElement>('option', { selected: true }).textContent).toBe(
      t.copyPlayersNone,
    );
    await user.type(screen.getByLabelText(asShown(t.nameLabel)), 'Noël 2026');
    await user.selectOptions(source, t.copyPlayersOption('Noël 2025', 12));
    await user.click(screen.getByRole('button', { name: t.create }));

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(api.calls.map((call) => call.body)).toEqual([
      { name: 'Noël 2026', copyPlayersFrom: NOEL_2025.id },
    ]);
  });

  it('sends no source once the choice is back to none', async () => {
    const { api } = stubCreation('Noël 2026');
    const { user } = renderCard([NOEL_2025]);

    const source = screen.getByLabelText(asShown(t.copyPlayersLabel));
    await user.selectOptions(source, t.copyPlayersOption('Noël 2025', 12));
    await user.selectOptions(source, t.copyPlayersNone);
    await user.type(screen.getByLabelText(asShown(t.nameLabel)), 'Noël 2026');
    await user.click(screen.getByRole('button', { name: t.create }));

    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ name: 'Noël 2026' });
  });

  it('has no choice to make when no event has participants', () => {
    renderCard([EMPTY]);
    expect(screen.queryByLabelText(asShown(t.copyPlayersLabel))).toBeNull();
  });

  it('closes with Escape, as a dialog would', async () => {
    const { user, onClose } = renderCard();
    await user.type(screen.getByLabelText(asShown(t.nameLabel)), 'Réveil');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
