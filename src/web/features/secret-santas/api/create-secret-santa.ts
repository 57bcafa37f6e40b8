import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSecretSantaRequest,
  SecretSantaListResponse,
  SecretSantaResponseSchema,
} from '../../../../shared/contracts/secret-santa.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { secretSantaKeys } from '../../../lib/query-keys.ts';

const NEW_EVENT_PROGRESS = { players: 0, giftsReceived: 0, drawn: false, notified: false };

/** 201 with the new event; 409 NAME_TAKEN when the organiser already has this name. */
export function createSecretSanta(body: CreateSecretSantaRequest) {
  return apiRequest<typeof SecretSantaResponseSchema>('/api/secret-santas', {
    method: 'POST',
    body,
  });
}

export function useCreateSecretSanta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSecretSanta,
    onSuccess: ({ secretSanta }) => {
      queryClient.setQueryData<SecretSantaListResponse>(secretSantaKeys.all, (previous) => ({
        secretSantas: [
          { ...secretSanta, progress: NEW_EVENT_PROGRESS },
          ...(previous?.secretSantas ?? []).filter((item) => item.id !== secretSanta.id),
        ],
      }));
      queryClient.setQueryData(secretSantaKeys.detail(secretSanta.id), { secretSanta });
      void queryClient.invalidateQueries({ queryKey: secretSantaKeys.all, exact: true });
    },
  });
}
