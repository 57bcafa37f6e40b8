import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorCodes } from '../../shared/contracts/api-error.ts';
import { hasErrorCode, isApiClientError } from './api-client.ts';
import { sessionQueryKey } from './query-keys.ts';

const MAX_RETRIES = 2;
/** How long a read is taken from the cache before a screen that mounts asks again. */
export const QUERY_STALE_MS = 30_000;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx answer will not change by asking again.
  if (isApiClientError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => signOutOnUnauthorized(error) }),
    mutationCache: new MutationCache({ onError: (error) => signOutOnUnauthorized(error) }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: QUERY_STALE_MS },
      // Sent even when the browser says it is offline: it fails at once, and the form says
      // « Hors connexion » and keeps what was typed, instead of waiting unseen for the network
      // (docs/product.md §9.4).
      mutations: { retry: 0, networkMode: 'always' },
    },
  });

  /**
   * The cookie session expired: show the login screen instead of broken screens. Only the
   * session's own refusal counts; an expired personal link (401 LINK_EXPIRED) is not that.
   */
  function signOutOnUnauthorized(error: unknown): void {
    if (hasErrorCode(error, errorCodes.unauthorized)) {
      queryClient.setQueryData(sessionQueryKey, { user: null });
    }
  }

  return queryClient;
}
