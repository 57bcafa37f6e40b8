import type { Player } from '../../shared/contracts/player.ts';
import { PlayerListResponseSchema } from '../../shared/contracts/player.ts';
import { SecretSantaWithPlayersResponseSchema } from '../../shared/contracts/secret-santa.ts';
import type { QueryClient } from '@tanstack/react-query';
import { playerKeys, secretSantaKeys } from '../lib/query-keys.ts';
import { createSecretSanta, TEST_SECRET_SANTA_ID } from './factories.ts';
import { createTestQueryClient } from './render-screen.tsx';
import { answer } from './stub-api.ts';

/**
 * The two reads that bring an event's players, answered with `players`: the event with its
 * players (which every screen showing players observes, get-players.ts) and the players list
 * alone (asked again after a change).
 */
export function eventRoutes(players: readonly Player[], secretSantaId = TEST_SECRET_SANTA_ID) {
  const base = `/api/secret-santas/${secretSantaId}`;
  return {
    [`GET ${base}`]: answer(SecretSantaWithPlayersResponseSchema, {
      secretSanta: createSecretSanta({ id: secretSantaId }),
      players: [...players],
    }),
    [`GET ${base}/players`]: answer(PlayerListResponseSchema, { players: [...players] }),
  };
}

/**
 * A cache holding what the dashboard read a minute ago, the event and its players: both aged
 * past the app's 30 s, so a screen that opens reads them again.
 */
export function cacheReadAMinuteAgo(
  players: readonly Player[],
  secretSantaId = TEST_SECRET_SANTA_ID,
): QueryClient {
  const queryClient = createTestQueryClient();
  const aMinuteAgo = { updatedAt: Date.now() - 60_000 };
  queryClient.setQueryData(
    secretSantaKeys.detail(secretSantaId),
    { secretSanta: createSecretSanta({ id: secretSantaId }) },
    aMinuteAgo,
  );
  queryClient.setQueryData(playerKeys.list(secretSantaId), { players: [...players] }, aMinuteAgo);
  return queryClient;
}
