// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecretSantaResponseSchema } from '../../../shared/contracts/secret-santa.ts';
import type { SecretSanta } from '../../../shared/contracts/secret-santa.ts';
import { createSecretSanta } from '../../testing/factories.ts';
import { messages } from '../../../shared/messages.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import { CreateSecretSantaCard } from './create-secret-santa-card.tsx';
import { asShown } from '../../testing/as-shown.ts';

const t = messages.secretSantas;

function renderCard(existing: SecretSanta[] = []) {
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
    const { user, onClose } = renderCard([createSecretSanta()]);

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
    const created = createSecretSanta({ name: 'Réveillon' });
    const api = stubApi({
      'POST /api/secret-santas': answer(
        SecretSantaResponseSchema,
        { secretSanta: created },
        { status: 201 },
      ),
    });
    const { user, onCreated } = renderCard();

    await user.type(screen.getByLabelText(asShown(t.nameLabel)), ' Réveillon ');
    await user.click(screen.getByRole('button', { name: t.create }));

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(api.calls.map((call) => call.body)).toEqual([{ name: 'Réveillon' }]);
  });

  it('closes with Escape, as a dialog would', async () => {
    const { user, onClose } = renderCard();
    await user.type(screen.getByLabelText(asShown(t.nameLabel)), 'Réveil');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
