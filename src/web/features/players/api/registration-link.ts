import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { registrationLinkKeys } from '../../../lib/query-keys.ts';

/** The sign-up link as the organiser's dialog shows it (docs/product.md §4.9). */
export function useRegistrationLink(secretSantaId: string) {
  return useQuery({
    queryKey: registrationLinkKeys.detail(secretSantaId),
    queryFn: ({ signal }) =>
      callApi('GET /api/secret-santas/{id}/registration-link', {
        params: { id: secretSantaId },
        signal,
      }),
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
        ? callApi('POST /api/secret-santas/{id}/registration-link/renewal', {
            params: { id: secretSantaId },
          })
        : callApi('PUT /api/secret-santas/{id}/registration-link', {
            params: { id: secretSantaId },
            body: change,
          }),
    onSuccess: (answer) =>
      queryClient.setQueryData(registrationLinkKeys.detail(secretSantaId), answer),
  });
}
