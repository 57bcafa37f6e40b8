import { useQuery } from '@tanstack/react-query';
import {
  SecretSantaIdSchema,
  SecretSantaResponseSchema,
} from '../../../../shared/contracts/secret-santa.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { secretSantaKeys } from '../../../lib/query-keys.ts';

/** One of the organiser's events; 404 when it is gone or belongs to someone else. */
export function getSecretSanta(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(`/api/secret-santas/${encodeURIComponent(id)}`, {
    schema: SecretSantaResponseSchema,
    signal,
  });
}

export function isValidSecretSantaId(id: string): boolean {
  return SecretSantaIdSchema.safeParse(id).success;
}

export function useSecretSanta(id: string) {
  return useQuery({
    queryKey: secretSantaKeys.detail(id),
    queryFn: ({ signal }) => getSecretSanta(id, { signal }),
    enabled: isValidSecretSantaId(id),
    select: (data) => data.secretSanta,
  });
}
