import { useMutation } from '@tanstack/react-query';
import type { AnnouncementRequest } from '../../../../shared/contracts/exchange.ts';
import { callApi } from '../../../lib/api-client.ts';

/** « Écrire à tous » (docs/product.md §4.11). */
export function sendAnnouncement(id: string, body: AnnouncementRequest) {
  return callApi('POST /api/secret-santas/{id}/announcements', { params: { id }, body });
}

export function useSendAnnouncement(id: string) {
  return useMutation({ mutationFn: (body: AnnouncementRequest) => sendAnnouncement(id, body) });
}
