import { useEffect, useId, useRef, useState } from 'react';
import {
  IMPORT_LINES_MAX,
  type ImportLineVerdict,
} from '../../../shared/contracts/player-import.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import {
  parsePlayerList,
  type PlayerList,
  type PlayerListRow,
} from '../../../shared/players/parse-player-list.ts';
import { refusedRowsTable } from '../../../shared/players/refused-rows.ts';
import { SPREADSHEET_CSV_TYPE, toSpreadsheetCsv } from '../../../shared/spreadsheet-csv.ts';
import { AlertIcon, CheckIcon } from '../../components/icons.tsx';
import { DownloadIcon } from '../../components/organiser-icons.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogRoot,
} from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { TextareaField } from '../../components/ui/textarea.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';
import { toast } from '../../lib/toast.ts';
import { useImportPlayers } from './api/import-players.ts';

const t = organiserMessages.participantsTab;

/**
 * A file as text, decoded by its byte order mark (UTF-16 from « Texte Unicode », UTF-8), else
 * UTF-8, else Windows-1252, in which a French Excel saves « CSV (séparateur : point-virgule) ».
 * An Excel workbook itself (a zip: 'PK') is refused with what to do.
 */
async function readListFile(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) throw new Error(t.importSpreadsheet);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The preview's rows shown at once: the refused ones first, then this many of the others. */
const READY_ROWS_SHOWN = 200;

type Preview = { list: PlayerList; verdicts: ImportLineVerdict[] };
type VerdictRow = { row: PlayerListRow; error: ImportLineVerdict['error'] };

/**
 * The refused lines as the list had them, and why, as a CSV file to fix in a spreadsheet and
 * import again (docs/product.md §4.8).
 */
function downloadRefusedRows(list: PlayerList, refused: readonly VerdictRow[]) {
  const reasons = new Map(refused.map(({ row, error }) => [row.line, error?.message ?? '']));
  const table = refusedRowsTable(list, reasons, {
    // The export's titles, which the import reads: name, e-mail, address, gift ideas.
    columns: t.exportColumns,
    reason: t.importRefusedReason,
  });
  saveFile(toSpreadsheetCsv(table), {
    fileName: t.importRefusedFileName,
    type: SPREADSHEET_CSV_TYPE,
  });
}

/**
 * 'Importer une liste' (docs/product.md §4.8): a pasted table or a CSV file, read here, checked
 * by the server line by line ('Vérifier la liste'), then the lines that can be added, all in one
 * go. Closing adds nothing. The refused lines stay listed once the others are imported, to be
 * downloaded and fixed.
 */
export function ImportPlayersDialog({
  secretSantaId,
  onClose,
}: {
  secretSantaId: string;
  onClose: () => void;
}) {
  const fileId = useId();
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  /** How many the import added; null until it has. */
  const [imported, setImported] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const importPlayers = useImportPlayers(secretSantaId);
  // Only the newest check may show its answer: a file chosen while a paste is checked wins.
  const latestCheck = useRef(0);
  const verdictRows: VerdictRow[] = (preview?.list.rows ?? []).map((row, index) => ({
    row,
    error: preview?.verdicts[index]?.error ?? null,
  }));
  const ready = verdictRows.filter(({ error }) => error === null).map(({ row }) => row);
  // A list of 10,000 shows what needs the organiser's eye, not 10,000 rows.
  const refused = verdictRows.filter(({ error }) => error !== null);
  const shown = [
    ...refused,
    ...verdictRows.filter(({ error }) => error === null).slice(0, READY_ROWS_SHOWN),
  ];
  const hiddenReady = ready.length - Math.min(ready.length, READY_ROWS_SHOWN);
  const ignoredColumns = (preview?.list.ignoredColumns ?? []).map(
    ({ letter, title }) => title || t.importUntitledColumn(letter),
  );

  // The button that was pressed is gone: the result is read from where it starts.
  useEffect(() => {
    if (imported !== null) resultRef.current?.focus();
  }, [imported]);

  const check = async (list: string) => {
    const id = ++latestCheck.current;
    setProblem(null);
    setPreview(null);
    const read = parsePlayerList(list);
    const { rows, unclosedQuoteLine } = read;
    if (unclosedQuoteLine !== null) return setProblem(t.importQuoteProblem(unclosedQuoteLine));
    if (rows.length === 0) return setProblem(t.importEmpty);
    if (rows.length > IMPORT_LINES_MAX) return setProblem(t.importTooMany(IMPORT_LINES_MAX));
    try {
      const { lines } = await importPlayers.mutateAsync({ players: rows, dryRun: true });
      if (id === latestCheck.current) setPreview({ list: read, verdicts: lines });
    } catch (error) {
      if (id === latestCheck.current) setProblem(errorMessageOf(error, t.importFailed));
    }
  };

  const onImport = async () => {
    if (!preview) return;
    try {
      const answer = await importPlayers.mutateAsync({ players: ready, dryRun: false });
      if (answer.imported === 0) {
        // Someone added one of them meanwhile: the lines say who, beside those refused before.
        const now = new Map(answer.lines.map((verdict) => [verdict.line, verdict]));
        setPreview({
          ...preview,
          verdicts: preview.verdicts.map((verdict) => now.get(verdict.line) ?? verdict),
        });
        return;
      }
      if (refused.length > 0) return setImported(answer.imported);
      toast.success(t.importedTitle, { description: t.imported(answer.imported) });
      onClose();
    } catch (error) {
      setProblem(errorMessageOf(error, t.importFailed));
    }
  };

  const isDone = imported !== null;
  const downloadButton =
    preview && refused.length > 0 ? (
      <Button
        variant="outline"
        size="sm"
        onClick={() => downloadRefusedRows(preview.list, refused)}
      >
        <DownloadIcon />
        {t.importDownloadRefused(refused.length)}
      </Button>
    ) : null;

  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t.importTitle} description={t.importIntro}>
        <DialogBody className="space-y-4">
          {isDone ? null : (
            <>
              <TextareaField
                label={t.importTextLabel}
                rows={6}
                value={text}
                placeholder={t.importPlaceholder}
                onChange={(event) => {
                  setText(event.target.value);
                  setPreview(null);
                }}
                className="[&_textarea]:font-mono"
              />
              <div className="space-y-1.5">
                <Label htmlFor={fileId}>{t.importFileLabel}</Label>
                <input
                  id={fileId}
                  type="file"
                  accept=".csv,.tsv,.txt,text/csv,text/plain"
                  className="block w-full text-sm file:mr-3 file:rounded-lg file:border file:bg-card file:px-3 file:py-1.5"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    if (!file) return;
                    void readListFile(file).then(
                      (content) => {
                        setText(content);
                        void check(content);
                      },
                      (error: unknown) =>
                        setProblem(
                          error instanceof Error && error.message === t.importSpreadsheet
                            ? t.importSpreadsheet
                            : t.importUnreadable,
                        ),
                    );
                  }}
                />
              </div>
            </>
          )}
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {preview ? (
            <div className="space-y-2">
              {isDone ? (
                <div
                  ref={resultRef}
                  role="status"
                  tabIndex={-1}
                  className="space-y-1 text-sm focus:outline-none"
                >
                  <p className="font-semibold">{t.imported(imported)}</p>
                  <p>{t.importRefusedKept(refused.length)}</p>
                </div>
              ) : (
                <div role="status" className="space-y-1 text-sm">
                  <p className="font-semibold">
                    {t.importSummary(ready.length, preview.list.rows.length)}
                  </p>
                  {ignoredColumns.length > 0 ? (
                    <p className="text-muted-foreground">
                      {t.importIgnoredColumns(ignoredColumns)}
                    </p>
                  ) : null}
                </div>
              )}
              {downloadButton}
              <VerdictTable
                rows={isDone ? refused : shown}
                hiddenReady={isDone ? 0 : hiddenReady}
              />
            </div>
          ) : null}
        </DialogBody>
        <DialogFooter>
          {isDone ? (
            <Button onClick={onClose}>{t.importDone}</Button>
          ) : (
            <>
              <Button variant="outline" onClick={onClose}>
                {t.cancel}
              </Button>
              {preview && ready.length > 0 ? (
                // Its own key: a second Enter on 'Vérifier la liste' does not import.
                <Button
                  key="import"
                  isLoading={importPlayers.isPending}
                  onClick={() => void onImport()}
                >
                  {t.importSubmit(ready.length)}
                </Button>
              ) : (
                <Button
                  key="check"
                  isLoading={importPlayers.isPending}
                  disabled={text.trim() === ''}
                  onClick={() => void check(text)}
                >
                  {t.importCheck}
                </Button>
              )}
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}

/** Each line with 'Prête' or why not; `hiddenReady` ready ones left out, said in a last row. */
function VerdictTable({ rows, hiddenReady }: { rows: VerdictRow[]; hiddenReady: number }) {
  return (
    // Scrolls: reachable with the keyboard, as a named region.
    <div
      role="region"
      aria-label={t.importPreviewCaption}
      tabIndex={0}
      className="max-h-72 overflow-auto rounded-xl border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t.importPreviewCaption}</caption>
        <thead className="bg-muted">
          <tr>
            <th className="px-3 py-2">{t.importColumnLine}</th>
            <th className="px-3 py-2">{t.importColumnName}</th>
            <th className="px-3 py-2">{t.importColumnEmail}</th>
            <th className="px-3 py-2">{t.importColumnVerdict}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ row, error }) => (
            <tr key={row.line} className="border-t align-top">
              <td className="px-3 py-2 tabular-nums">{row.line}</td>
              <td className="px-3 py-2 break-words">{row.name}</td>
              <td className="px-3 py-2 break-all">{row.email}</td>
              <td className="px-3 py-2">
                {error === null ? (
                  <span className="inline-flex items-center gap-1 text-success-foreground">
                    <CheckIcon strokeWidth={3} />
                    {t.importLineReady}
                  </span>
                ) : (
                  <span className="inline-flex items-start gap-1 text-destructive">
                    <AlertIcon className="mt-0.5 shrink-0" />
                    {error.message}
                  </span>
                )}
              </td>
            </tr>
          ))}
          {hiddenReady > 0 ? (
            <tr className="border-t">
              <td colSpan={4} className="px-3 py-2 text-muted-foreground">
                {t.importMoreReady(hiddenReady)}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
