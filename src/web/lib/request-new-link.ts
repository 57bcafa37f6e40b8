import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NewLinkRequestSchema } from '../../shared/contracts/participant-space.ts';
import { callApi } from './api-client.ts';

export type NewLinkRequest = z.input<typeof NewLinkRequestSchema>;

/**
 * A fresh personal link, e-mailed only if the address is a player of the event; the answer
 * is the same either way, so it reveals nobody. 429 when asked too often.
 */
export function requestNewLink(secretSantaId: string, body: NewLinkRequest) {
  return callApi('POST /api/participant/{secretSantaId}/new-link', {
    params: { secretSantaId },
    body,
  });
}

export function useRequestNewLink(secretSantaId: string) {
  return useMutation({
    mutationFn: (body: NewLinkRequest) => requestNewLink(secretSantaId, body),
  });
}
