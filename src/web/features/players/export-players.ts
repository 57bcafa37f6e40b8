import type { DrawState } from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { SPREADSHEET_CSV_TYPE, toSpreadsheetCsv } from '../../../shared/spreadsheet-csv.ts';
import { saveFile } from '../../lib/save-file.ts';
import { playerStatusOf } from './player-status.ts';

const t = organiserMessages.participantsTab;

/**
 * 'Exporter la liste' (docs/product.md §4.8): the participants as the tab shows them, in a CSV
 * file a French spreadsheet opens as it is. Never who gives to whom: the tab does not know it.
 */
export function exportPlayers(players: readonly Player[], draw: DrawState | undefined): void {
  const csv = toSpreadsheetCsv({
    fields: t.exportColumns,
    data: players.map((player) => [
      player.name,
      player.email ?? '',
      player.address,
      player.giftIdeas,
      playerStatusOf(player, draw).label,
    ]),
  });
  saveFile(csv, { fileName: t.exportFileName, type: SPREADSHEET_CSV_TYPE });
}
