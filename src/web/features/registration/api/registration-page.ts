import { useMutation, useQuery } from '@tanstack/react-query';
import type { OkResponseSchema } from '../../../../shared/contracts/auth.ts';
import type { PlayerInput } from '../../../../shared/contracts/player.ts';
import type {
  ConfirmRegistrationResponseSchema,
  RegistrationPageResponseSchema,
} from '../../../../shared/contracts/registration.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { registrationPageKeys } from '../../../lib/query-keys.ts';

const path = (key: string) => `/api/registration/${encodeURIComponent(key)}`;

/** What the sign-up page shows; 404 with the French reason when the link is closed. */
export function useRegistrationPage(key: string) {
  return useQuery({
    queryKey: registrationPageKeys.detail(key),
    queryFn: ({ signal }) =>
      apiRequest<typeof RegistrationPageResponseSchema>(path(key), { signal }),
    select: (data) => data.registration,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** 'M’inscrire': a confirmation link goes to the address typed (docs/product.md §4.9). */
export function useSubmitRegistration(key: string) {
  return useMutation({
    mutationFn: (body: PlayerInput) =>
      apiRequest<typeof OkResponseSchema>(path(key), { method: 'POST', body }),
  });
}

/** 'Confirmer mon inscription', from the e-mailed link: the person becomes a player. */
export function useConfirmRegistration(token: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<typeof ConfirmRegistrationResponseSchema>('/api/registration-confirmation', {
        method: 'POST',
        body: { token },
      }),
  });
}
