import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ParticipantSpaceResponseSchema,
  UpdateAddressRequestSchema,
} from '../../../../shared/contracts/participant-space.ts';
import { participantRequest } from './participant-request.ts';
import type { ParticipantAccess } from './participant-request.ts';
import { updateSpaceCache, withAccessCheck } from './update-space-cache.ts';

export type UpdateAddressRequest = z.input<typeof UpdateAddressRequestSchema>;

/** Only the participant's own address; 400 under 5 characters. */
export function updateAddress(access: ParticipantAccess, body: UpdateAddressRequest) {
  return participantRequest<typeof ParticipantSpaceResponseSchema>(access, '/address', {
    method: 'PUT',
    body,
  });
}

export function useUpdateAddress(access: ParticipantAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAddressRequest) =>
      withAccessCheck(queryClient, access, () => updateAddress(access, body)),
    onSuccess: ({ space }) => updateSpaceCache(queryClient, access, () => space),
  });
}
