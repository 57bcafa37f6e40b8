import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ParticipantSpaceResponseSchema,
  UpdateGiftIdeasRequestSchema,
} from '../../../../shared/contracts/participant-space.ts';
import { participantRequest } from './participant-request.ts';
import type { ParticipantAccess } from './participant-request.ts';
import { updateSpaceCache, withAccessCheck } from './update-space-cache.ts';

export type UpdateGiftIdeasRequest = z.input<typeof UpdateGiftIdeasRequestSchema>;

/** Only the participant's own gift ideas (the person who gives to them reads them). */
export function updateGiftIdeas(access: ParticipantAccess, body: UpdateGiftIdeasRequest) {
  return participantRequest<typeof ParticipantSpaceResponseSchema>(access, '/gift-ideas', {
    method: 'PUT',
    body,
  });
}

export function useUpdateGiftIdeas(access: ParticipantAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGiftIdeasRequest) =>
      withAccessCheck(queryClient, access, () => updateGiftIdeas(access, body)),
    onSuccess: ({ space }) => updateSpaceCache(queryClient, access, () => space),
  });
}
