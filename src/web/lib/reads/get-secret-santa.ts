import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, isApiClientError } from '../api-client.ts';
import { playerKeys, secretSantaKeys } from '../query-keys.ts';

/** One of the organiser's events with its players; 404 when it is gone or someone else's. */
export function getSecretSanta(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi('GET /api/secret-santas/{id}', { params: { id }, signal });
}

/**
 * The dashboard's one request (decision 0009). The players it brings go to the players list, so
 * the Participants and Restrictions tabs ask for nothing more when they open; the event stays
 * here alone, as the event list and the creation also put it.
 */
export function secretSantaQuery(id: string) {
  return queryOptions({
    queryKey: secretSantaKeys.detail(id),
    queryFn: async ({ signal, client }) => {
      const data = await getSecretSanta(id, { signal });
      client.setQueryData(playerKeys.list(id), { players: data.players });
      return { secretSanta: data.secretSanta };
    },
  });
}

export function useSecretSanta(id: string) {
  return useQuery({ ...secretSantaQuery(id), select: (data) => data.secretSanta });
}

/**
 * The server refuses the event: deleted, someone else's, or garbage in storage (which it
 * answers with 400). Asking again would not change it.
 */
export function isRefusedSecretSanta(error: unknown): boolean {
  return isApiClientError(error) && [400, 403, 404].includes(error.status);
}
