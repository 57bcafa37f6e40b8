// @vitest-environment happy-dom
import { SignInOptionsResponseSchema } from '../../shared/contracts/auth.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  OkResponseSchema,
  PendingSignUpResponseSchema,
  SessionResponseSchema,
} from '../../shared/contracts/auth.ts';
import { DrawStateResponseSchema } from '../../shared/contracts/draw.ts';
import {
  CoOrganiserInvitationResponseSchema,
  CoOrganisersResponseSchema,
} from '../../shared/contracts/co-organisers.ts';
import { JournalResponseSchema } from '../../shared/contracts/journal.ts';
import { SantaAuthResponseSchema } from '../../shared/contracts/participant-auth.ts';
import { ParticipationsResponseSchema } from '../../shared/contracts/participant-space.ts';
import { InvitationProgressResponseSchema } from '../../shared/contracts/player-invitations.ts';
import { RegistrationPageResponseSchema } from '../../shared/contracts/registration.ts';
import { SecretSantaListResponseSchema } from '../../shared/contracts/secret-santa.ts';
import { NO_EXCHANGE_DETAILS } from '../../shared/exchange/exchange-details.ts';
import { messages } from '../../shared/messages.ts';
import { eventRoutes } from '../testing/event-routes.ts';
import {
  createDrawState,
  createPlayer,
  createSecretSanta,
  TEST_SECRET_SANTA_ID,
} from '../testing/factories.ts';
import { createTestQueryClient } from '../testing/render-screen.tsx';
import { answer, refusal, stubApi } from '../testing/stub-api.ts';
import { AppRoutes } from './router.tsx';

/**
 * Each page of the app (src/shared/pages.ts) as its first screen, in the pseudo-language
 * (project unit-pseudo): the screens the component tests do not open themselves (the event
 * list, the dashboard's frame, the invitation, the sign-in and sign-up links' pages, the 404).
 * src/web/testing/pseudo-screen-check.ts reads each before it is taken down.
 */
const SANTA = TEST_SECRET_SANTA_ID;
const organiser = {
  id: 'u1',
  email: 'gaspard@example.org',
  name: 'Gaspard',
  isAdmin: true as const,
};
const signedOut = {
  'GET /api/auth/session': answer(SessionResponseSchema, { user: null }),
  // The company's provider shows its button: its words are checked too.
  'GET /api/auth/sign-in-options': answer(SignInOptionsResponseSchema, {
    oidc: { name: 'Quirinal' },
  }),
};
const signedIn = {
  'GET /api/auth/session': answer(SessionResponseSchema, { user: organiser }),
  'GET /api/participant': answer(ParticipationsResponseSchema, { participations: [] }),
};
const players = [
  createPlayer({ name: 'Ysolde' }),
  createPlayer({
    id: '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b22',
    name: 'Zacharie',
    email: 'zacharie@example.org',
  }),
];

const organisers = answer(CoOrganisersResponseSchema, {
  owner: { name: 'Quentin', email: 'quentin@example.org' },
  coOrganisers: [
    {
      id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      email: 'gaspard@example.org',
      name: 'Gaspard',
      invitedAt: Date.UTC(2026, 10, 2),
      acceptedAt: Date.UTC(2026, 10, 3),
    },
    {
      id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      email: 'ysolde@example.org',
      name: null,
      invitedAt: Date.UTC(2026, 10, 4),
      acceptedAt: null,
    },
  ],
});
/** One entry of each kind the « Historique » words. */
const journal = answer(JournalResponseSchema, {
  hasMore: true,
  entries: [
    ['secretSantaCreated', {}],
    ['playerAdded', { name: 'Ysolde' }],
    ['playerRegistered', { name: 'Zacharie' }],
    ['playersImported', { count: 300 }],
    ['playerEdited', { name: 'Ysolde', fields: ['email', 'address', 'group'] }],
    ['playerRemoved', { name: 'Ysolde' }],
    ['playerWithdrawn', { name: 'Ysolde' }],
    ['ownAddressChanged', {}],
    ['personalLinkSent', { name: 'Ysolde' }],
    ['everyoneInvited', { count: 2 }],
    ['restrictionsChanged', {}],
    ['drawRulesChanged', {}],
    ['drawn', { count: 2 }],
    ['drawReset', {}],
    ['notified', { count: 2 }],
    ['failedResent', { count: 1 }],
    ['unopenedReminded', { count: 1 }],
    ['exchangeChanged', {}],
    ['addressSettingsChanged', {}],
    ['announcementSent', {}],
    ['registrationOpened', {}],
    ['registrationClosed', {}],
    ['registrationLinkRenewed', {}],
    ['coOrganiserInvited', { email: 'ysolde@example.org' }],
    ['coOrganiserJoined', {}],
    ['coOrganiserRemoved', { email: 'ysolde@example.org' }],
  ].map(([action, details], i) => ({
    id: 100 - i,
    at: Date.UTC(2026, 10, 20, 9, i),
    actor: { kind: 'organiser' as const, name: 'Gaspard' },
    action,
    details,
  })) as never,
});

const dashboardRoutes = {
  ...signedIn,
  ...eventRoutes(players),
  [`GET /api/secret-santas/${SANTA}/draw`]: answer(DrawStateResponseSchema, {
    draw: createDrawState(),
  }),
  [`GET /api/secret-santas/${SANTA}/players/invitations`]: answer(
    InvitationProgressResponseSchema,
    { invitations: { total: 0, sent: 0, pending: 0, failed: 0 } },
  ),
  [`GET /api/secret-santas/${SANTA}/co-organisers`]: organisers,
};

function renderAt(path: string) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('every page, in the pseudo-language', () => {
  afterEach(cleanup);

  it.each([
    ['the login screen', '/', signedOut],
    [
      'the event list',
      '/',
      {
        ...signedIn,
        'GET /api/secret-santas': answer(SecretSantaListResponseSchema, {
          secretSantas: [
            {
              ...createSecretSanta({ name: 'Réveillon Quirinal' }),
              progress: { players: 2, giftsReceived: 1, drawn: true, notified: true },
            },
          ],
        }),
      },
    ],
    [
      'the dashboard',
      `/secret-santas/${SANTA}/participants`,
      dashboardRoutes,
    ],
    [
      'the dashboard’s history',
      `/secret-santas/${SANTA}/historique`,
      { ...dashboardRoutes, [`GET /api/secret-santas/${SANTA}/journal`]: journal },
    ],
    [
      'an invitation to co-organise',
      '/co-organiser?token=t',
      {
        ...signedOut,
        'POST /api/co-organiser-invitation': answer(CoOrganiserInvitationResponseSchema, {
          invitation: {
            secretSantaName: 'Réveillon Quirinal',
            organiserName: 'Quentin',
            email: 'gaspard@example.org',
            accepted: false,
          },
        }),
      },
    ],
    [
      'an invitation link of an earlier version',
      `/invitation/${SANTA}/eXNvbGRlQGV4YW1wbGUub3Jn?token=t`,
      signedOut,
    ],
    [
      'a participant’s sign-in',
      `/santa-auth/${SANTA}`,
      {
        ...signedOut,
        [`GET /api/santa-auth/${SANTA}`]: answer(SantaAuthResponseSchema, {
          secretSanta: { id: SANTA, name: 'Réveillon Quirinal' },
          isPlayer: false,
        }),
      },
    ],
    [
      'the sign-up link’s page',
      '/r/k3y',
      {
        ...signedOut,
        'GET /api/registration/k3y': answer(RegistrationPageResponseSchema, {
          registration: {
            secretSantaName: 'Réveillon Quirinal',
            organiserName: 'Gaspard',
            exchange: NO_EXCHANGE_DETAILS,
            askAddresses: true,
          },
        }),
      },
    ],
    ['the sign-up’s confirmation', '/confirmer-inscription?token=t', signedOut],
    [
      'an account’s activation',
      '/verify-email?token=t',
      {
        ...signedOut,
        'GET /api/auth/sign-up?token=t': answer(PendingSignUpResponseSchema, {
          signUp: { email: 'gaspard@example.org', name: 'Gaspard', isActivated: false },
        }),
      },
    ],
    [
      'a new password',
      '/reset-password?token=t',
      {
        ...signedOut,
        'GET /api/auth/reset-password?token=t': answer(OkResponseSchema, { ok: true }),
      },
    ],
    ['an account link’s error', '/auth-error?error=INVALID_TOKEN', signedOut],
    [
      'a sign-in with the company’s provider that failed',
      '/auth-error?source=oidc&error=unable_to_get_user_info',
      signedOut,
    ],
    ['an address that is no page', '/nulle-part', signedOut],
    [
      'a refused read',
      `/santa-auth/${SANTA}`,
      {
        ...signedOut,
        [`GET /api/santa-auth/${SANTA}`]: refusal(404, {
          code: 'NOT_FOUND',
          message: messages.api.notFound,
        }),
      },
    ],
  ] as const)('%s', async (_, path, routes) => {
    stubApi(routes as Parameters<typeof stubApi>[0]);
    renderAt(path);
    // The page's own heading, once its reads have answered.
    expect((await screen.findAllByRole('heading', { level: 1 })).length).toBeGreaterThan(0);
  });
});
