import { QRCodeSVG } from 'qrcode.react';
import { useId, useRef, useState } from 'react';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { CheckIcon, RefreshIcon } from '../../components/icons.tsx';
import { DownloadIcon, LinkIcon } from '../../components/organiser-icons.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogRoot,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { saveFile } from '../../lib/save-file.ts';
import { toast } from '../../lib/toast.ts';
import { useChangeRegistrationLink, useRegistrationLink } from './api/registration-link.ts';

const t = organiserMessages.registrationLink;
/** Pixels of the downloaded QR code: sharp on an A4 poster. */
const QR_FILE_SIZE = 1024;

/**
 * 'Lien d'inscription' (docs/product.md §4.9): open or close the sign-up link, copy it, show
 * and download its QR code, or replace it with a new one.
 */
export function RegistrationLinkDialog({
  secretSantaId,
  onClose,
}: {
  secretSantaId: string;
  onClose: () => void;
}) {
  const link = useRegistrationLink(secretSantaId);
  const change = useChangeRegistrationLink(secretSantaId);
  const [isAskingRenewal, setIsAskingRenewal] = useState(false);

  const apply = async (what: { open: boolean } | 'renew') => {
    try {
      await change.mutateAsync(what);
      setIsAskingRenewal(false);
      const [title, description] =
        what === 'renew'
          ? [t.renewAction, t.renewed]
          : what.open
            ? [t.statusOpen, t.opened]
            : [t.statusClosed, t.closed];
      toast.success(title, { description });
    } catch (error) {
      toast.error(messages.players.errorTitle, { description: errorMessageOf(error, t.failed) });
    }
  };

  const state = link.data;
  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={t.dialogTitle} description={t.dialogSubtitle}>
        <DialogBody className="space-y-5">
          {link.isError ? (
            <Alert tone="error">{errorMessageOf(link.error, t.failed)}</Alert>
          ) : !state ? (
            <LoadingState label={messages.app.loading} />
          ) : state.url ? (
            <>
              <OpenLink url={state.url} />
              <p className="text-center text-sm text-muted-foreground" role="status">
                {t.waiting(state.waiting)}
              </p>
            </>
          ) : (
            <Alert tone="info" title={t.statusClosed}>
              {state.drawn ? t.closedByDraw : t.closedIntro}
            </Alert>
          )}
          {isAskingRenewal ? (
            <div role="group" aria-label={t.renewConfirmTitle} className="rounded-xl border p-4">
              <p className="font-semibold">{t.renewConfirmTitle}</p>
              <p className="mt-1 text-sm text-muted-foreground">{t.renewConfirmText}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  variant="destructive"
                  size="sm"
                  isLoading={change.isPending}
                  onClick={() => void apply('renew')}
                >
                  {t.renewConfirm}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setIsAskingRenewal(false)}>
                  {organiserMessages.participantsTab.cancel}
                </Button>
              </div>
            </div>
          ) : null}
        </DialogBody>
        <DialogFooter>
          {state?.url ? (
            <>
              <Button variant="outline" onClick={() => setIsAskingRenewal(true)}>
                <RefreshIcon />
                {t.renewAction}
              </Button>
              <Button
                variant="outline"
                isLoading={change.isPending && !isAskingRenewal}
                onClick={() => void apply({ open: false })}
              >
                {t.closeAction}
              </Button>
            </>
          ) : state && !state.drawn ? (
            <Button isLoading={change.isPending} onClick={() => void apply({ open: true })}>
              <LinkIcon />
              {t.openAction}
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}

function OpenLink({ url }: { url: string }) {
  const inputId = useId();
  const qrRef = useRef<SVGSVGElement>(null);
  const [isCopied, setIsCopied] = useState(false);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      toast.success(t.copied);
      window.setTimeout(() => setIsCopied(false), 3000);
    } catch {
      // No clipboard (an insecure page, a refusal): the link stays selected to copy by hand.
      document.getElementById(inputId)?.focus();
    }
  };

  return (
    <div className="space-y-5">
      <div className="space-y-2">
        <Label htmlFor={inputId}>{t.linkLabel}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            readOnly
            value={url}
            className="font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button variant="outline" className="shrink-0" onClick={() => void onCopy()}>
            {isCopied ? <CheckIcon /> : <LinkIcon />}
            {t.copy}
          </Button>
        </div>
      </div>
      <div className="flex flex-col items-center gap-3">
        {/* Dark on white in both themes: phones read it from a screen or a printed poster. */}
        {/* With its quiet zone (4 modules), kept in the downloaded file too. */}
        <div className="overflow-hidden rounded-2xl shadow-sm">
          <QRCodeSVG
            ref={qrRef}
            value={url}
            size={216}
            level="M"
            marginSize={4}
            bgColor="#ffffff"
            fgColor="#000000"
            title={t.qrLabel}
            role="img"
            aria-label={t.qrLabel}
          />
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => qrRef.current && void downloadQrCode(qrRef.current)}
        >
          <DownloadIcon />
          {t.downloadQr}
        </Button>
      </div>
    </div>
  );
}

/** The QR code as a large PNG, drawn from the one on screen. */
async function downloadQrCode(svg: SVGSVGElement): Promise<void> {
  const source = new XMLSerializer().serializeToString(svg);
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = QR_FILE_SIZE;
  canvas.height = QR_FILE_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, QR_FILE_SIZE, QR_FILE_SIZE);
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (png) saveFile(png, { fileName: 'qr-code-inscription.png', type: 'image/png' });
}
