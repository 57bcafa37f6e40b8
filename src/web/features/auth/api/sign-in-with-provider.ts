import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** How an organiser may sign in besides a password (docs/product.md §2.8). */
export function useSignInOptions() {
  return useQuery({
    queryKey: ['sign-in-options'],
    queryFn: ({ signal }) => callApi('GET /api/auth/sign-in-options', { signal }),
    staleTime: Infinity,
  });
}

/** « Se connecter avec … »: the provider's address, where the browser goes next. */
export function useStartProviderSignIn() {
  return useMutation({ mutationFn: () => callApi('POST /api/auth/sign-in/oidc', {}) });
}
