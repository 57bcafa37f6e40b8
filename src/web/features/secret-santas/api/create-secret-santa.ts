import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSecretSantaRequest,
  SecretSantaListResponse,
} from '../../../../shared/contracts/secret-santa.ts';
import { callApi } from '../../../lib/api-client.ts';
import { secretSantaKeys } from '../../../lib/query-keys.ts';

const NEW_EVENT_PROGRESS = { players: 0, giftsReceived: 0, drawn: false, notified: false };

/**
 * 201 with the new event; 409 NAME_TAKEN when the organiser already has this name; 404 when the
 * event to take the participants from is gone.
 */
export function createSecretSanta(body: CreateSecretSantaRequest) {
  return callApi('POST /api/secret-santas', { body });
}

export function useCreateSecretSanta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSecretSanta,
    onSuccess: ({ secretSanta }, { copyPlayersFrom }) => {
      queryClient.setQueryData<SecretSantaListResponse>(secretSantaKeys.all, (previous) => {
        const others = previous?.secretSantas ?? [];
        // Its players are the source's (docs/product.md §3.2), until the list is read again.
        const players = others.find((item) => item.id === copyPlayersFrom)?.progress.players ?? 0;
        return {
          secretSantas: [
            { ...secretSanta, progress: { ...NEW_EVENT_PROGRESS, players } },
            ...others.filter((item) => item.id !== secretSanta.id),
          ],
        };
      });
      queryClient.setQueryData(secretSantaKeys.detail(secretSanta.id), { secretSanta });
      void queryClient.invalidateQueries({ queryKey: secretSantaKeys.all, exact: true });
    },
  });
}
