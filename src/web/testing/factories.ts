import type { DrawState } from '../../shared/contracts/draw.ts';
import type { Player } from '../../shared/contracts/player.ts';
import type { SecretSanta } from '../../shared/contracts/secret-santa.ts';
import { NO_EXCHANGE_DETAILS } from '../../shared/exchange/exchange-details.ts';

/** The event every component test pretends to show. */
export const TEST_SECRET_SANTA_ID = '5f0c2c7e-8c1a-4d4b-9a57-3e1c1f2b8a10';

/** The event as the organiser's API returns it, with only what a test cares about changed. */
export function createSecretSanta(overrides: Partial<SecretSanta> = {}): SecretSanta {
  return {
    id: TEST_SECRET_SANTA_ID,
    name: 'Noël en famille',
    adminId: 'admin-1',
    createdAt: Date.UTC(2026, 10, 22),
    completed: false,
    shareAddresses: false,
    askAddresses: true,
    drawRules: {
      avoidMutual: false,
      singleCircle: false,
      historyYears: null,
      carerNotGivingToCared: true,
      withinGroups: false,
    },
    exchange: NO_EXCHANGE_DETAILS,
    reminders: { beforeExchange: true, giftIdeas: true, giftReceived: true },
    ...overrides,
  };
}

/** A player as the organiser's API returns it, with only what a test cares about changed. */
export function createPlayer(overrides: Partial<Player> = {}): Player {
  return {
    id: '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b21',
    secretSantaId: TEST_SECRET_SANTA_ID,
    name: 'Alice',
    email: 'alice@example.com',
    caredBy: null,
    group: null,
    address: '1 rue des Sapins',
    imageUrl: '/avatars/penguin.svg',
    giftIdeas: '',
    invited: false,
    giftReceived: false,
    excluded: [],
    household: null,
    invitationSentAt: null,
    linkOpened: false,
    language: 'fr',
    nameTakenAtSignUp: null,
    ...overrides,
  };
}

/** The draw state as the organiser's API returns it: not drawn yet, unless a test says so. */
export function createDrawState(overrides: Partial<DrawState> = {}): DrawState {
  return {
    year: 2026,
    drawn: false,
    drawnAt: null,
    relaxedYears: [],
    notifiedAt: null,
    playersOutsideDraw: [],
    completed: false,
    changeNotifications: { total: 0, sent: 0, pending: 0, failed: 0 },
    notifications: {
      total: 0,
      sent: 0,
      pending: 0,
      failed: 0,
      opened: 0,
      cursor: '',
      onlyChanged: false,
      players: [],
    },
    ...overrides,
  };
}
