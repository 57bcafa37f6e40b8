import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationName } from '../../../../shared/contracts/conversation.ts';
import { participantMessageKeys } from '../../../lib/query-keys.ts';
import { participantRequest } from './participant-request.ts';
import type { ParticipantAccess } from './participant-request.ts';
import { withAccessCheck } from './update-space-cache.ts';

/**
 * New messages show while the space is open: asked again every 20 s while the page is in view.
 * Polling, not a push channel: a message is no chat line, and this keeps one kind of request
 * for every screen (docs/product.md §7.7).
 */
export const MESSAGES_POLL_MS = 20_000;

export function useConversations(access: ParticipantAccess) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: participantMessageKeys.detail(access),
    queryFn: ({ signal }) =>
      withAccessCheck(queryClient, access, () =>
        participantRequest(access, 'GET /api/participant/{secretSantaId}/messages', { signal }),
      ),
    select: (data) => data.conversations,
    refetchInterval: MESSAGES_POLL_MS,
  });
}

/** 'Envoyer': 400 with the refusal, 409 when not (or no longer) in a pair, 429 past 30 an hour. */
export function useSendMessage(access: ParticipantAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { to: ConversationName; text: string }) =>
      withAccessCheck(queryClient, access, () =>
        participantRequest(access, 'POST /api/participant/{secretSantaId}/messages', { body }),
      ),
    onSuccess: (data) => queryClient.setQueryData(participantMessageKeys.detail(access), data),
  });
}

/** The other side's messages of one conversation, seen. */
export function useMarkConversationRead(access: ParticipantAccess) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversation: ConversationName) =>
      withAccessCheck(queryClient, access, () =>
        participantRequest(access, 'POST /api/participant/{secretSantaId}/messages/read', {
          body: { conversation },
        }),
      ),
    onSuccess: (data) => queryClient.setQueryData(participantMessageKeys.detail(access), data),
  });
}
