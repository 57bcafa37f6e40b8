import { useQuery } from '@tanstack/react-query';
import type { SecretSantaListResponseSchema } from '../../../../shared/contracts/secret-santa.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { secretSantaKeys } from '../../../lib/query-keys.ts';

/** The signed-in organiser's events, newest first. */
export function getSecretSantas({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<typeof SecretSantaListResponseSchema>('/api/secret-santas', { signal });
}

export function useSecretSantas() {
  return useQuery({
    queryKey: secretSantaKeys.all,
    queryFn: ({ signal }) => getSecretSantas({ signal }),
    select: (data) => data.secretSantas,
  });
}
