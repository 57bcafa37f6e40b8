import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveExchangeRequest } from '../../../../shared/contracts/exchange.ts';
import { callApi } from '../../../lib/api-client.ts';
import { secretSantaKeys } from '../../../lib/query-keys.ts';

/** 'Date, budget et lieu' (docs/product.md §3.6). */
export function saveExchange(id: string, body: SaveExchangeRequest) {
  return callApi('PUT /api/secret-santas/{id}/exchange', { params: { id }, body });
}

export function useSaveExchange(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveExchangeRequest) => saveExchange(id, body),
    onSuccess: ({ secretSanta }) => {
      queryClient.setQueryData(secretSantaKeys.detail(id), { secretSanta });
      void queryClient.invalidateQueries({ queryKey: secretSantaKeys.all, exact: true });
    },
  });
}
