import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawState } from '../../../shared/contracts/draw.ts';
import { callApi } from '../api-client.ts';
import { drawKeys } from '../query-keys.ts';

/** The draw e-mails' progress is asked again every 2 s while some wait (docs/product.md §6.5). */
export const NOTIFICATION_POLL_MS = 2000;

/** Whether this year's draw happened and how its e-mails are doing; never who gives to whom. */
export function getDraw(secretSantaId: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi('GET /api/secret-santas/{id}/draw', { params: { id: secretSantaId }, signal });
}

function hasPendingMail(draw: DrawState | undefined): boolean {
  return (
    draw !== undefined &&
    draw.notifiedAt !== null &&
    draw.notifications.pending + draw.changeNotifications.pending > 0
  );
}

export function drawStateQuery(secretSantaId: string) {
  return queryOptions({
    queryKey: drawKeys.state(secretSantaId),
    queryFn: ({ signal }) => getDraw(secretSantaId, { signal }),
    // Asked again when a tab showing it opens, unless it was just asked: the e-mails go out and
    // links are opened while the organiser looks elsewhere, and polling stops once nothing waits.
    staleTime: NOTIFICATION_POLL_MS,
    // Each answer replaces the last as it is: comparing a company's e-mails with the last
    // answer's, to keep what did not change, is a long task (docs/benchmarks.md).
    structuralSharing: false,
  });
}

export function useDrawState(secretSantaId: string) {
  return useQuery({
    ...drawStateQuery(secretSantaId),
    select: (data) => data.draw,
    refetchInterval: (query) =>
      hasPendingMail(query.state.data?.draw) ? NOTIFICATION_POLL_MS : false,
  });
}
