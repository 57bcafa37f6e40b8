import { useId, useState } from 'react';
import {
  IMPORT_LINES_MAX,
  type ImportLineVerdict,
} from '../../../shared/contracts/player-import.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { parsePlayerList, type PlayerListRow } from '../../../shared/players/parse-player-list.ts';
import { AlertIcon, CheckIcon } from '../../components/icons.tsx';
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
import { toast } from '../../lib/toast.ts';
import { useImportPlayers } from './api/import-players.ts';

const t = organiserMessages.participantsTab;

/**
 * A file as text: UTF-8, with or without its byte order mark, or else Windows-1252, in which
 * a French Excel saves « CSV (séparateur : point-virgule) ».
 */
async function readListFile(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

type Preview = { rows: PlayerListRow[]; verdicts: ImportLineVerdict[] };

/**
 * 'Importer une liste' (docs/product.md §4.8): a pasted table or a CSV file, read here, checked
 * by the server line by line ('Vérifier la liste'), then the lines that can be added, all in one
 * go. Closing adds nothing.
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
  const [problem, setProblem] = useState<string | null>(null);
  const importPlayers = useImportPlayers(secretSantaId);
  const ready = preview
    ? preview.rows.filter((_, index) => preview.verdicts[index]?.error === null)
    : [];

  const check = async (list: string) => {
    setProblem(null);
    setPreview(null);
    const rows = parsePlayerList(list);
    if (rows.length === 0) return setProblem(t.importEmpty);
    if (rows.length > IMPORT_LINES_MAX) return setProblem(t.importTooMany(IMPORT_LINES_MAX));
    try {
      const { lines } = await importPlayers.mutateAsync({ players: rows, dryRun: true });
      setPreview({ rows, verdicts: lines });
    } catch (error) {
      setProblem(errorMessageOf(error, t.importFailed));
    }
  };

  const onImport = async () => {
    try {
      const { lines, imported } = await importPlayers.mutateAsync({
        players: ready,
        dryRun: false,
      });
      if (imported === 0) {
        // Someone added one of them meanwhile: the lines say who.
        setPreview({ rows: ready, verdicts: lines });
        return;
      }
      toast.success(t.importedTitle, { description: t.imported(imported) });
      onClose();
    } catch (error) {
      setProblem(errorMessageOf(error, t.importFailed));
    }
  };

  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t.importTitle} description={t.importIntro}>
        <DialogBody className="space-y-4">
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
                void readListFile(file).then((content) => {
                  setText(content);
                  void check(content);
                });
              }}
            />
          </div>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {preview ? (
            <div className="space-y-2">
              <p className="text-sm font-semibold" role="status">
                {t.importSummary(ready.length, preview.rows.length)}
              </p>
              {/* Scrolls: reachable with the keyboard, as a named region. */}
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
                    {preview.rows.map((row, index) => {
                      const error = preview.verdicts[index]?.error ?? null;
                      return (
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
                      );
                    })}
                  </tbody>
                </table>
              </div>
            </div>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          {preview && ready.length > 0 ? (
            <Button isLoading={importPlayers.isPending} onClick={() => void onImport()}>
              {t.importSubmit(ready.length)}
            </Button>
          ) : (
            <Button
              isLoading={importPlayers.isPending}
              disabled={text.trim() === ''}
              onClick={() => void check(text)}
            >
              {t.importCheck}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
