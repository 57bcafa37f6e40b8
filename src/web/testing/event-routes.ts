import type { Player } from '../../shared/contracts/player.ts';
import { PlayerListResponseSchema } from '../../shared/contracts/player.ts';
import { SecretSantaWithPlayersResponseSchema } from '../../shared/contracts/secret-santa.ts';
import { createSecretSanta, TEST_SECRET_SANTA_ID } from './factories.ts';
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
