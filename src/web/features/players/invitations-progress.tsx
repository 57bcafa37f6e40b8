import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { AlertIcon, CheckIcon } from '../../components/icons.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { playerKeys } from '../../lib/query-keys.ts';
import { useInvitationProgress } from './api/get-invitation-progress.ts';
import { SendingProgress } from '../../components/sending-progress.tsx';

const t = { ...messages.players, ...organiserMessages.participantsTab };

/**
 * 'Envoi des invitations' (docs/product.md §4.6): how the edition's newest 'Inviter tout le
 * monde' is going, as the draw e-mails' card shows theirs (§6.5), asked again every 2 s while
 * some wait. Hidden before any round.
 */
export function InvitationsProgress({ secretSantaId }: { secretSantaId: string }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const progress = useInvitationProgress(secretSantaId).data;
  const failed = progress?.failed ?? 0;
  // A refused invitation puts its player back to 'En attente' (§4.7): the cards say so too.
  useEffect(() => {
    if (failed > 0) {
      void queryClient.invalidateQueries({
        queryKey: playerKeys.list(secretSantaId),
        exact: true,
      });
    }
  }, [failed, queryClient, secretSantaId]);
  if (!progress || progress.total === 0) return null;

  const { sent, pending, total } = progress;
  const progressText = t.invitationsProgress(sent, total);
  return (
    <Card className="p-4 sm:p-6">
      <SendingProgress
        headingId={headingId}
        title={t.invitationsProgressTitle}
        progressText={progressText}
        sent={sent}
        total={total}
      />
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm tabular-nums">
        {pending > 0 ? (
          <span className="inline-flex items-center gap-1.5 text-gold-foreground">
            <Spinner className="size-3.5" />
            {t.invitationsPending(pending)}
          </span>
        ) : null}
        {failed > 0 ? (
          <span className="inline-flex items-center gap-1.5 font-semibold text-destructive">
            <AlertIcon />
            {t.invitationsFailed(failed)}
          </span>
        ) : null}
        {pending === 0 && failed === 0 ? (
          <span className="inline-flex items-center gap-1.5 text-success-foreground">
            <CheckIcon strokeWidth={3} />
            {t.invitationsAllSent}
          </span>
        ) : null}
      </p>
      {failed > 0 ? (
        <p className="mt-2 text-xs text-muted-foreground">{t.invitationsFailedHint}</p>
      ) : null}
    </Card>
  );
}
