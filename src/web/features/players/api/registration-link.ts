import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegistrationLinkResponseSchema } from '../../../../shared/contracts/registration.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { registrationLinkKeys } from '../../../lib/query-keys.ts';

const path = (secretSantaId: string) =>
  `/api/secret-santas/${encodeURIComponent(secretSantaId)}/registration-link`;

/** The sign-up link as the organiser's dialog shows it (docs/product.md §4.9). */
export function useRegistrationLink(secretSantaId: string) {
  return useQuery({
    queryKey: registrationLinkKeys.detail(secretSantaId),
    queryFn: ({ signal }) =>
      apiRequest<typeof RegistrationLinkResponseSchema>(path(secretSantaId), { signal }),
    select: (data) => data.registrationLink,
    // Asked each time the dialog opens: the draw closes the link while the dialog is shut.
    staleTime: 0,
  });
}

/**
 * 'Ouvrir les inscriptions' / 'Fermer les inscriptions' (`{ open }`), and 'Nouveau lien'
 * (`'renew'`): each answers the link as it now is.
 */
export function useChangeRegistrationLink(secretSantaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { open: boolean } | 'renew') =>
      change === 'renew'
        ? apiRequest<typeof RegistrationLinkResponseSchema>(`${path(secretSantaId)}/renewal`, {
            method: 'POST',
          })
        : apiRequest<typeof RegistrationLinkResponseSchema>(path(secretSantaId), {
            method: 'PUT',
            body: change,
          }),
    onSuccess: (answer) =>
      queryClient.setQueryData(registrationLinkKeys.detail(secretSantaId), answer),
  });
}
