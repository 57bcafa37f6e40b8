// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ImportPlayersResponseSchema,
  type ImportPlayersRequest,
} from '../../../shared/contracts/player-import.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { asShown } from '../../testing/as-shown.ts';
import { TEST_SECRET_SANTA_ID } from '../../testing/factories.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, stubApi, type StubRequest } from '../../testing/stub-api.ts';
import { ImportPlayersDialog } from './import-players-dialog.tsx';

const t = organiserMessages.participantsTab;
const IMPORT = `POST /api/secret-santas/${TEST_SECRET_SANTA_ID}/players/import`;
const LIST = [
  'Nom;Email;Téléphone',
  'Anna;anna@example.org;06 12',
  'Boris;boris.example.org;',
  'Cyril;cyril@example.org;',
].join('\n');
const invalid = { field: 'email', message: messages.players.emailInvalid };

/** The server's verdicts: Boris's e-mail refused; `taken`, a name added meanwhile. */
function importRoute({ taken }: { taken?: string } = {}) {
  return (request: StubRequest) => {
    const { players, dryRun } = request.body as ImportPlayersRequest;
    const lines = players.map((player) => ({
      line: player.line,
      error: player.email.includes('@')
        ? player.name === taken
          ? { field: 'name', message: organiserMessages.participantsTab.nameTaken }
          : null
        : invalid,
    }));
    const imported = dryRun || lines.some((line) => line.error) ? 0 : players.length;
    return answer(ImportPlayersResponseSchema, { lines, imported });
  };
}

async function checkList(route: ReturnType<typeof importRoute>) {
  const api = stubApi({ [IMPORT]: route });
  const onClose = vi.fn();
  renderScreen(<ImportPlayersDialog secretSantaId={TEST_SECRET_SANTA_ID} onClose={onClose} />);
  const user = userEvent.setup();
  const dialog = screen.getByRole('dialog', { name: t.importTitle });
  // Typed as pasted: userEvent would read ';' and '[' as keys.
  await user.click(within(dialog).getByLabelText(t.importTextLabel));
  await user.paste(LIST);
  await user.click(within(dialog).getByRole('button', { name: t.importCheck }));
  await within(dialog).findByText(t.importSummary(2, 3));
  return { api, dialog, onClose, user };
}

const rowNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: t.importPreviewCaption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('ImportPlayersDialog', () => {
  afterEach(cleanup);

  it('names the columns it does not import', async () => {
    const { dialog } = await checkList(importRoute());
    expect(within(dialog).getByText(asShown(t.importIgnoredColumns(['Téléphone'])))).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: t.importDownloadRefused(1) })).toBeTruthy();
  });

  it('keeps the refused lines listed once the others are imported, with the result read first', async () => {
    const { api, dialog, onClose, user } = await checkList(importRoute());
    await user.click(within(dialog).getByRole('button', { name: t.importSubmit(2) }));

    const result = await within(dialog).findByText(t.imported(2));
    expect(document.activeElement?.contains(result)).toBe(true);
    expect(within(dialog).getByText(asShown(t.importRefusedKept(1)))).toBeTruthy();
    expect(rowNames(dialog)).toEqual(['Boris']);
    expect(within(dialog).getByText(invalid.message)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: t.importDownloadRefused(1) })).toBeTruthy();
    expect(within(dialog).queryByLabelText(t.importTextLabel)).toBeNull();
    // Only the ready lines were sent to be imported.
    const sent = api.callsTo(IMPORT).at(-1)?.body as ImportPlayersRequest;
    expect(sent.players.map((player) => player.name)).toEqual(['Anna', 'Cyril']);

    await user.click(within(dialog).getByRole('button', { name: t.importDone }));
    expect(onClose).toHaveBeenCalled();
  });

  it('still lists a line refused by the check when the import finds a name taken meanwhile', async () => {
    const { dialog, user } = await checkList(importRoute());
    stubApi({ [IMPORT]: importRoute({ taken: 'Cyril' }) });
    await user.click(within(dialog).getByRole('button', { name: t.importSubmit(2) }));

    await within(dialog).findByText(organiserMessages.participantsTab.nameTaken);
    expect(within(dialog).getByText(t.importSummary(1, 3))).toBeTruthy();
    expect(rowNames(dialog)).toEqual(['Boris', 'Cyril', 'Anna']);
    expect(within(dialog).getByRole('button', { name: t.importDownloadRefused(2) })).toBeTruthy();
  });
});
