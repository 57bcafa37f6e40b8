import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OkResponseSchema } from '../../../../shared/contracts/auth.ts';
import type { NewLinkRequestSchema } from '../../../../shared/contracts/participant-space.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { participantPath } from './participant-request.ts';

export type NewLinkRequest = z.input<typeof NewLinkRequestSchema>;

/**
 * A fresh personal link, e-mailed only if the address is a player of the event; the answer
 * is the same either way, so it reveals nobody. 429 when asked too often.
 */
export function requestNewLink(secretSantaId: string, body: NewLinkRequest) {
  return apiRequest<typeof OkResponseSchema>(participantPath(secretSantaId, '/new-link'), {
    method: 'POST',
    body,
  });
}

export function useRequestNewLink(secretSantaId: string) {
  return useMutation({
    mutationFn: (body: NewLinkRequest) => requestNewLink(secretSantaId, body),
  });
}
