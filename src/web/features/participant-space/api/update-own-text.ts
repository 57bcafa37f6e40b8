import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { errorCodes } from '../../../../shared/contracts/api-error.ts';
import type {
  UpdateAddressRequestSchema,
  UpdateGiftIdeasRequestSchema,
  UpdateLanguageRequestSchema,
} from '../../../../shared/contracts/participant-space.ts';
import type { Language } from '../../../../shared/language.ts';
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
 * (§9.9). Beside them, whether the event's reminders reach them (§6.9).
 */
export type OwnText = keyof OwnTextRequests;
type OwnChange = { field: OwnText; value: string } | { field: 'reminders'; value: boolean };

/** Answers with the person's own details as they now are. */
export function updateOwnText(access: ParticipantAccess, { field, value }: OwnChange) {
  if (field === 'reminders')
    return participantRequest(access, 'PUT /api/participant/{secretSantaId}/reminders', {
      body: { reminders: value },
    });
  switch (field) {
    case 'address':
      return participantRequest(access, 'PUT /api/participant/{secretSantaId}/address', {
        body: { address: value },
      });
    case 'giftIdeas':
      return participantRequest(access, 'PUT /api/participant/{secretSantaId}/gift-ideas', {
        body: { giftIdeas: value },
      });
    case 'language':
      return participantRequest(access, 'PUT /api/participant/{secretSantaId}/language', {
        body: { language: value as Language },
      });
  }
}

export function useUpdateOwnText(access: ParticipantAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OwnChange) =>
      withAccessCheck(queryClient, access, () => updateOwnText(access, change)),
    // All that a save changes of the space: the rest stays as shown.
    onSuccess: ({ me }) =>
      updateSpaceCache(queryClient, access, (space) => ({ ...space, me: { ...space.me, ...me } })),
    onError: (error) => {
      // The organiser stopped asking for addresses since the page was shown: it drops the card.
      if (hasErrorCode(error, errorCodes.addressesNotAsked)) {
        void queryClient.invalidateQueries({ queryKey: participantSpaceKeys.detail(access) });
      }
    },
  });
}
