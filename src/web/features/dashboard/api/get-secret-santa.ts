import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecretSantaResponseSchema } from '../../../../shared/contracts/secret-santa.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { secretSantaKeys } from '../../../lib/query-keys.ts';

/** One of the organiser's events; 404 when it is gone or belongs to someone else. */
export function getSecretSanta(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest<typeof SecretSantaResponseSchema>(
    `/api/secret-santas/${encodeURIComponent(id)}`,
    { signal },
  );
}

export function secretSantaQuery(id: string) {
  return queryOptions({
    queryKey: secretSantaKeys.detail(id),
    queryFn: ({ signal }) => getSecretSanta(id, { signal }),
  });
}

export function useSecretSanta(id: string) {
  return useQuery({ ...secretSantaQuery(id), select: (data) => data.secretSanta });
}
