import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { errorCodes } from '../../../../shared/contracts/api-error.ts';
import type {
  ParticipantSpaceResponseSchema,
  UpdateAddressRequestSchema,
  UpdateGiftIdeasRequestSchema,
  UpdateLanguageRequestSchema,
} from '../../../../shared/contracts/participant-space.ts';
import { hasErrorCode } from '../../../lib/api-client.ts';
import { participantSpaceKeys } from '../../../lib/query-keys.ts';
import { participantRequest } from './participant-request.ts';
import type { ParticipantAccess } from './participant-request.ts';
import { updateSpaceCache, withAccessCheck } from './update-space-cache.ts';

type OwnTextRequests = z.input<typeof UpdateAddressRequestSchema> &
  z.input<typeof UpdateGiftIdeasRequestSchema> &
  z.input<typeof UpdateLanguageRequestSchema>;

/**
 * The participant's own texts, each saved on its own, by its field in the contracts
 * (docs/product.md §7.3): the address, which the others read (400 under 5 characters), the
 * gift ideas, which the person who gives to them reads, and the language of their e-mails
 * (§9.9).
 */
const paths = {
  address: '/address',
  giftIdeas: '/gift-ideas',
  language: '/language',
} as const satisfies Record<keyof OwnTextRequests, string>;
export type OwnText = keyof typeof paths;

/** Answers with the whole space as it now is. */
export function updateOwnText(access: ParticipantAccess, field: OwnText, value: string) {
  return participantRequest<typeof ParticipantSpaceResponseSchema>(access, paths[field], {
    method: 'PUT',
    body: { [field]: value },
  });
}

export function useUpdateOwnText(access: ParticipantAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ field, value }: { field: OwnText; value: string }) =>
      withAccessCheck(queryClient, access, () => updateOwnText(access, field, value)),
    onSuccess: ({ space }) => updateSpaceCache(queryClient, access, () => space),
    onError: (error) => {
      // The organiser stopped asking for addresses since the page was shown: it drops the card.
      if (hasErrorCode(error, errorCodes.addressesNotAsked)) {
        void queryClient.invalidateQueries({ queryKey: participantSpaceKeys.detail(access) });
      }
    },
  });
}
