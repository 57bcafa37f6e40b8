import { useMutation, useQuery } from '@tanstack/react-query';
import type { PlayerInput } from '../../../../shared/contracts/player.ts';
import type {} from '../../../../shared/contracts/registration.ts';
import { callApi } from '../../../lib/api-client.ts';
import { registrationPageKeys } from '../../../lib/query-keys.ts';

/** What the sign-up page shows; 404 with the French reason when the link is closed. */
export function useRegistrationPage(key: string) {
  return useQuery({
    queryKey: registrationPageKeys.detail(key),
    queryFn: ({ signal }) => callApi('GET /api/registration/{key}', { params: { key }, signal }),
    select: (data) => data.registration,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** 'M’inscrire': a confirmation link goes to the address typed (docs/product.md §4.9). */
export function useSubmitRegistration(key: string) {
  return useMutation({
    mutationFn: (body: PlayerInput) =>
      callApi('POST /api/registration/{key}', { params: { key }, body }),
  });
}

/** 'Confirmer mon inscription', from the e-mailed link: the person becomes a player. */
export function useConfirmRegistration(token: string) {
  return useMutation({
    mutationFn: () => callApi('POST /api/registration-confirmation', { body: { token } }),
  });
}
