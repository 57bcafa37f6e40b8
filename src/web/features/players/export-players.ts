import Papa from 'papaparse';
import type { DrawState } from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { saveFile } from '../../lib/save-file.ts';
import { playerStatusOf } from './player-status.ts';

const t = organiserMessages.participantsTab;

/**
 * 'Exporter la liste' (docs/product.md §4.8): the participants as the tab shows them, in a CSV
 * file a French spreadsheet opens as it is (semicolons, a byte order mark for UTF-8). Never who
 * gives to whom: the tab does not know it.
 */
export function exportPlayers(players: readonly Player[], draw: DrawState | undefined): void {
  const csv = Papa.unparse(
    {
      fields: [...t.exportColumns],
      data: players.map((player) => [
        player.name,
        player.email,
        player.address,
        player.giftIdeas,
        playerStatusOf(player, draw).label,
      ]),
    },
    // A text a participant typed (an address, gift ideas) that starts like a formula is
    // written as text: a spreadsheet would otherwise run it (CSV injection). Papa's own pattern
    // misses a value on several lines.
    { delimiter: ';', newline: '\r\n', escapeFormulae: /^[=+\-@\t\r]/ },
  );
  saveFile(`\uFEFF${csv}`, { fileName: t.exportFileName, type: 'text/csv;charset=utf-8' });
}
