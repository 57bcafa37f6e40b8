// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVATARS } from '../../../shared/avatars.ts';
import { PlayerResponseSchema } from '../../../shared/contracts/player.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import { PlayerDialog } from './player-dialog.tsx';
import { createPlayer, TEST_SECRET_SANTA_ID } from '../../testing/factories.ts';
import { asShown } from '../../testing/as-shown.ts';

const t = { ...messages.players, ...organiserMessages.participantsTab };
const SANTA_ID = TEST_SECRET_SANTA_ID;
const ADD = `POST /api/secret-santas/${SANTA_ID}/players`;

function renderDialog({
  player = null,
  existingPlayers = [],
}: { player?: Player | null; existingPlayers?: Player[] } = {}) {
  const onOpenChange = vi.fn();
  const view = renderScreen(
    <PlayerDialog
      secretSantaId={SANTA_ID}
      open
      player={player}
      existingPlayers={existingPlayers}
      onOpenChange={onOpenChange}
    />,
  );
  return { ...view, onOpenChange, user: userEvent.setup() };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(asShown(t.nameLabel)), 'Bruno');
  await user.type(screen.getByLabelText(asShown(t.emailLabel)), 'bruno@example.com');
  await user.type(
    screen.getByLabelText(asShown(messages.app.optionalField(t.addressLabel))),
    '2 place du Marché',
  );
}

describe('PlayerDialog', () => {
  afterEach(cleanup);

  it('lists what is missing under each field on submit', async () => {
    const api = stubApi({});
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: t.dialogAddTitle })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.submitAdd }));

    // An empty required field says so ('requis'), once.
    expect(await screen.findByText(asShown(t.nameRequired))).toBeTruthy();
    expect(screen.getByText(asShown(t.emailRequired))).toBeTruthy();
    expect(screen.queryByText(asShown(t.nameTooShort))).toBeNull();
    // The address is optional: the participant can give it in their space.
    expect(screen.queryByText(asShown(t.addressTooShort))).toBeNull();
    expect(screen.getByLabelText(asShown(t.nameLabel)).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('validates while typing, before any submit', async () => {
    const { user } = renderDialog();

    await user.type(screen.getByLabelText(asShown(t.nameLabel)), 'A');
    expect(await screen.findByText(asShown(t.nameTooShort))).toBeTruthy();

    await user.type(screen.getByLabelText(asShown(t.nameLabel)), 'l');
    expect(screen.queryByText(asShown(t.nameTooShort))).toBeNull();

    await user.type(screen.getByLabelText(asShown(t.emailLabel)), 'alice');
    expect(await screen.findByText(asShown(t.emailInvalid))).toBeTruthy();
    await user.type(
      screen.getByLabelText(asShown(messages.app.optionalField(t.addressLabel))),
      '1 ru',
    );
    expect(await screen.findByText(asShown(t.addressTooShort))).toBeTruthy();
  });

  it('adds someone without an e-mail, looked after by a participant who has one', async () => {
    const claire = createPlayer({ id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', name: 'Claire' });
    const leo = createPlayer({
      id: '2c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      name: 'Léo',
      email: null,
      caredBy: claire.id,
    });
    const api = stubApi({
      [ADD]: answer(PlayerResponseSchema, { player: createPlayer() }, { status: 201 }),
    });
    const { user, onOpenChange } = renderDialog({ existingPlayers: [claire, leo] });
    await user.type(screen.getByLabelText(asShown(t.nameLabel)), 'Lina');
    await user.click(screen.getByRole('checkbox', { name: t.noEmailLabel }));
    expect(screen.queryByLabelText(asShown(t.emailLabel))).toBeNull();

    // Someone has to be chosen, among those with an address of their own.
    await user.click(screen.getByRole('button', { name: t.submitAdd }));
    expect(await screen.findByText(asShown(t.carerRequired))).toBeTruthy();
    const carer = screen.getByRole('combobox', { name: t.carerLabel });
    expect(
      within(carer)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([t.carerChoose, 'Claire']);
    await user.selectOptions(carer, 'Claire');
    await user.click(screen.getByRole('button', { name: t.submitAdd }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.callsTo(ADD).map((call) => call.body)).toMatchObject([
      { name: 'Lina', email: '', caredBy: claire.id },
    ]);
  });

  it('offers the 18 avatars as radios named by their alt text, one already chosen', async () => {
    const api = stubApi({
      [ADD]: answer(PlayerResponseSchema, { player: createPlayer() }, { status: 201 }),
    });
    const { user, onOpenChange } = renderDialog();
    const group = screen.getByRole('group', { name: t.avatarLabel });
    const radios = within(group).getAllByRole('radio');

    expect(radios).toHaveLength(AVATARS.length);
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);

    await user.click(within(group).getByRole('radio', { name: messages.avatars.reindeer }));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: t.submitAdd }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.callsTo(ADD).map((call) => call.body)).toEqual([
      {
        name: 'Bruno',
        email: 'bruno@example.com',
        // Nobody looks after Bruno: he has his own address (docs/product.md §4.10).
        caredBy: null,
        group: '',
        address: '2 place du Marché',
        imageUrl: '/avatars/reindeer.svg',
        giftIdeas: '',
        // The organiser's own language, unless they choose another (docs/product.md §9.9).
        language: 'fr',
      },
    ]);
  });

  it('sends the language chosen for the player’s e-mails', async () => {
    const api = stubApi({
      [ADD]: answer(PlayerResponseSchema, { player: createPlayer() }, { status: 201 }),
    });
    const { user, onOpenChange } = renderDialog();
    const language = screen.getByLabelText(asShown(t.languageLabel)) as HTMLSelectElement;
    expect(language.value).toBe('fr');
    await fillValidForm(user);
    await user.selectOptions(language, messages.language.names.en);
    await user.click(screen.getByRole('button', { name: t.submitAdd }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.callsTo(ADD).map((call) => (call.body as { language: string }).language)).toEqual([
      'en',
    ]);
  });

  it("shows the server's refusal under the field it names", async () => {
    stubApi({ [ADD]: refusal(409, { code: 'NAME_TAKEN', message: t.nameTaken, field: 'name' }) });
    const { user, onOpenChange } = renderDialog();
    await fillValidForm(user);

    await user.click(screen.getByRole('button', { name: t.submitAdd }));

    const nameInput = screen.getByLabelText(asShown(t.nameLabel));
    expect(await screen.findByText(asShown(t.nameTaken))).toBeTruthy();
    expect(nameInput.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(nameInput.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(t.nameTaken);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('refuses a name or e-mail already in the list, in any letter case, without asking', async () => {
    const api = stubApi({});
    const { user } = renderDialog({ existingPlayers: [createPlayer({ name: 'Bruno' })] });
    await fillValidForm(user);
    await user.clear(screen.getByLabelText(asShown(t.nameLabel)));
    await user.type(screen.getByLabelText(asShown(t.nameLabel)), '  BRUNO ');

    await user.click(screen.getByRole('button', { name: t.submitAdd }));

    expect(await screen.findByText(asShown(t.nameTaken))).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('edits a player with its values filled in', async () => {
    const player = createPlayer();
    const update = `PUT /api/secret-santas/${SANTA_ID}/players/${player.id}`;
    const api = stubApi({
      [update]: answer(PlayerResponseSchema, { player: { ...player, name: 'Alice B.' } }),
    });
    const { user, onOpenChange } = renderDialog({ player, existingPlayers: [player] });

    expect(screen.getByRole('dialog', { name: t.dialogEditTitle })).toBeTruthy();
    expect(
      (
        screen.getByLabelText(
          asShown(messages.app.optionalField(t.addressLabel)),
        ) as HTMLTextAreaElement
      ).value,
    ).toBe(player.address);
    expect(
      (screen.getByRole('radio', { name: messages.avatars.penguin }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.type(screen.getByLabelText(asShown(t.nameLabel)), ' B.');
    await user.click(screen.getByRole('button', { name: t.submitEdit }));

    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.callsTo(update)).toHaveLength(1);
  });
});
