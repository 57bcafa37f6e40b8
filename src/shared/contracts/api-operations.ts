import { OidcStartResponseSchema, SignInOptionsResponseSchema } from './auth.ts';
import { PlayerFormSchema } from './player-form.ts';
import {
  AcceptCoOrganiserInvitationResponseSchema,
  CoOrganiserInvitationRequestSchema,
  CoOrganiserInvitationResponseSchema,
  CoOrganiserResponseSchema,
  CoOrganisersResponseSchema,
  InviteCoOrganiserRequestSchema,
} from './co-organisers.ts';
import { JournalQuerySchema, JournalResponseSchema } from './journal.ts';
import {
  CompleteSignUpRequestSchema,
  EmailRequestSchema,
  OkResponseSchema,
  PendingSignUpResponseSchema,
  ResetPasswordRequestSchema,
  ResetTokenQuerySchema,
  SessionResponseSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  SignUpTokenQuerySchema,
  SignedInResponseSchema,
} from './auth.ts';
import {
  DrawChangeResponseSchema,
  SaveDrawRulesRequestSchema,
  DrawStateQuerySchema,
  DrawStateResponseSchema,
  ResendFailedResponseSchema,
  SaveDrawRulesResponseSchema,
  SaveRestrictionsRequestSchema,
  SaveRestrictionsResponseSchema,
  WithdrawPlayerRequestSchema,
} from './draw.ts';
import {
  AnnouncementRequestSchema,
  AnnouncementResponseSchema,
  SaveExchangeRequestSchema,
} from './exchange.ts';
import {
  ConversationsResponseSchema,
  MarkReadRequestSchema,
  SendMessageRequestSchema,
} from './conversation.ts';
import {
  ParticipantSignInRequestSchema,
  ParticipantSignUpRequestSchema,
  SantaAuthResponseSchema,
} from './participant-auth.ts';
import {
  CalendarResponseSchema,
  GiftReceivedResponseSchema,
  NewLinkRequestSchema,
  OwnDetailsResponseSchema,
  ParticipantSpaceResponseSchema,
  ParticipationsResponseSchema,
  UpdateAddressRequestSchema,
  UpdateGiftIdeasRequestSchema,
  StopRemindersRequestSchema,
  UpdateLanguageRequestSchema,
  UpdateRemindersRequestSchema,
} from './participant-space.ts';
import { ImportPlayersRequestSchema, ImportPlayersResponseSchema } from './player-import.ts';
import {
  InvitationProgressResponseSchema,
  InviteEveryoneRequestSchema,
  InviteEveryoneResponseSchema,
} from './player-invitations.ts';
import {
  AddPlayerResponseSchema,
  PlayerInputSchema,
  PlayerListResponseSchema,
  PlayerResponseSchema,
} from './player.ts';
import {
  ConfirmRegistrationRequestSchema,
  ConfirmRegistrationResponseSchema,
  RegistrationLinkResponseSchema,
  RegistrationPageResponseSchema,
  SetRegistrationOpenRequestSchema,
} from './registration.ts';
import {
  CreateSecretSantaRequestSchema,
  SaveExchangeResponseSchema,
  SecretSantaListResponseSchema,
  SecretSantaResponseSchema,
  SecretSantaWithPlayersResponseSchema,
  UpdateSecretSantaRequestSchema,
} from './secret-santa.ts';

/**
 * Every operation of the JSON API, by its method and path as the OpenAPI document names them
 * ('POST /api/secret-santas/{id}/draw'): what it takes (its body, its query) and what it answers,
 * as the contracts beside this file define them. The web calls the API through this table only
 * (src/web/lib/api-client.ts, `callApi`), so a route renamed or a field changed fails the type
 * check where it is used; tests/api/api-operations.test.ts checks that the server's routes are
 * exactly these, with these very schemas. The web imports its type alone: no page downloads a
 * schema for it.
 */
export const API_OPERATIONS = {
  'GET /api/auth/sign-in-options': { answer: SignInOptionsResponseSchema },
  'POST /api/auth/sign-in/oidc': { answer: OidcStartResponseSchema },
  'GET /api/auth/session': { answer: SessionResponseSchema },
  'POST /api/auth/sign-up': { body: SignUpRequestSchema, answer: OkResponseSchema },
  'POST /api/auth/sign-in': {
    body: SignInRequestSchema,
    answer: SignedInResponseSchema,
  },
  'POST /api/auth/sign-out': { answer: OkResponseSchema },
  'POST /api/auth/request-password-reset': {
    body: EmailRequestSchema,
    answer: OkResponseSchema,
  },
  'GET /api/auth/reset-password': {
    query: ResetTokenQuerySchema,
    answer: OkResponseSchema,
  },
  'POST /api/auth/reset-password': {
    body: ResetPasswordRequestSchema,
    answer: OkResponseSchema,
  },
  'POST /api/auth/resend-verification': {
    body: EmailRequestSchema,
    answer: OkResponseSchema,
  },
  'GET /api/auth/sign-up': {
    query: SignUpTokenQuerySchema,
    answer: PendingSignUpResponseSchema,
  },
  'POST /api/auth/verify-email': {
    body: CompleteSignUpRequestSchema,
    answer: SignedInResponseSchema,
  },
  'PUT /api/secret-santas/{id}/restrictions': {
    body: SaveRestrictionsRequestSchema,
    answer: SaveRestrictionsResponseSchema,
  },
  'PUT /api/secret-santas/{id}/draw/rules': {
    body: SaveDrawRulesRequestSchema,
    answer: SaveDrawRulesResponseSchema,
  },
  'GET /api/secret-santas/{id}/draw': {
    query: DrawStateQuerySchema,
    answer: DrawStateResponseSchema,
  },
  'POST /api/secret-santas/{id}/draw': { answer: DrawStateResponseSchema },
  'POST /api/secret-santas/{id}/draw/reset': { answer: DrawStateResponseSchema },
  'POST /api/secret-santas/{id}/draw/notify': { answer: DrawStateResponseSchema },
  'POST /api/secret-santas/{id}/draw/resend-failed': { answer: ResendFailedResponseSchema },
  'POST /api/secret-santas/{id}/draw/remind-unopened': {
    answer: ResendFailedResponseSchema,
  },
  'POST /api/secret-santas/{id}/players/{playerId}/withdrawal': {
    body: WithdrawPlayerRequestSchema,
    answer: DrawChangeResponseSchema,
  },
  'PUT /api/secret-santas/{id}/exchange': {
    body: SaveExchangeRequestSchema,
    answer: SaveExchangeResponseSchema,
  },
  'POST /api/secret-santas/{id}/announcements': {
    body: AnnouncementRequestSchema,
    answer: AnnouncementResponseSchema,
  },
  'GET /api/santa-auth/{secretSantaId}': { answer: SantaAuthResponseSchema },
  'POST /api/santa-auth/{secretSantaId}/sign-in': {
    body: ParticipantSignInRequestSchema,
    answer: SignedInResponseSchema,
  },
  'POST /api/santa-auth/{secretSantaId}/sign-up': {
    body: ParticipantSignUpRequestSchema,
    answer: OkResponseSchema,
  },
  'GET /api/participant': { answer: ParticipationsResponseSchema },
  'GET /api/participant/{secretSantaId}': { answer: ParticipantSpaceResponseSchema },
  'PUT /api/participant/{secretSantaId}/address': {
    body: UpdateAddressRequestSchema,
    answer: OwnDetailsResponseSchema,
  },
  'PUT /api/participant/{secretSantaId}/gift-ideas': {
    body: UpdateGiftIdeasRequestSchema,
    answer: OwnDetailsResponseSchema,
  },
  'PUT /api/participant/{secretSantaId}/language': {
    body: UpdateLanguageRequestSchema,
    answer: OwnDetailsResponseSchema,
  },
  'PUT /api/participant/{secretSantaId}/reminders': {
    body: UpdateRemindersRequestSchema,
    answer: OwnDetailsResponseSchema,
  },
  'POST /api/reminders/stop': {
    body: StopRemindersRequestSchema,
    answer: OkResponseSchema,
  },
  'POST /api/participant/{secretSantaId}/gift-received': {
    answer: GiftReceivedResponseSchema,
  },
  'DELETE /api/participant/{secretSantaId}/gift-received': {
    answer: GiftReceivedResponseSchema,
  },
  'GET /api/participant/{secretSantaId}/messages': { answer: ConversationsResponseSchema },
  'POST /api/participant/{secretSantaId}/messages': {
    body: SendMessageRequestSchema,
    answer: ConversationsResponseSchema,
  },
  'POST /api/participant/{secretSantaId}/messages/read': {
    body: MarkReadRequestSchema,
    answer: ConversationsResponseSchema,
  },
  'GET /api/participant/{secretSantaId}/calendar': { answer: CalendarResponseSchema },
  'POST /api/participant/{secretSantaId}/new-link': {
    body: NewLinkRequestSchema,
    answer: OkResponseSchema,
  },
  'POST /api/participant/{secretSantaId}/account': { answer: OkResponseSchema },
  'GET /api/secret-santas/{id}/players': { answer: PlayerListResponseSchema },
  'POST /api/secret-santas/{id}/players': {
    body: PlayerFormSchema,
    answer: AddPlayerResponseSchema,
  },
  'PUT /api/secret-santas/{id}/players/{playerId}': {
    body: PlayerFormSchema,
    answer: PlayerResponseSchema,
  },
  'DELETE /api/secret-santas/{id}/players/{playerId}': { answer: OkResponseSchema },
  'POST /api/secret-santas/{id}/players/import': {
    body: ImportPlayersRequestSchema,
    answer: ImportPlayersResponseSchema,
  },
  'POST /api/secret-santas/{id}/players/{playerId}/invitation': {
    answer: PlayerResponseSchema,
  },
  'POST /api/secret-santas/{id}/players/invitations': {
    body: InviteEveryoneRequestSchema,
    answer: InviteEveryoneResponseSchema,
  },
  'GET /api/secret-santas/{id}/players/invitations': {
    answer: InvitationProgressResponseSchema,
  },
  'GET /api/secret-santas/{id}/registration-link': {
    answer: RegistrationLinkResponseSchema,
  },
  'PUT /api/secret-santas/{id}/registration-link': {
    body: SetRegistrationOpenRequestSchema,
    answer: RegistrationLinkResponseSchema,
  },
  'POST /api/secret-santas/{id}/registration-link/renewal': {
    answer: RegistrationLinkResponseSchema,
  },
  'GET /api/registration/{key}': { answer: RegistrationPageResponseSchema },
  'POST /api/registration/{key}': {
    body: PlayerInputSchema,
    answer: OkResponseSchema,
  },
  'POST /api/registration-confirmation': {
    body: ConfirmRegistrationRequestSchema,
    answer: ConfirmRegistrationResponseSchema,
  },
  'GET /api/secret-santas': { answer: SecretSantaListResponseSchema },
  'POST /api/secret-santas': {
    body: CreateSecretSantaRequestSchema,
    answer: SecretSantaResponseSchema,
  },
  'GET /api/secret-santas/{id}': { answer: SecretSantaWithPlayersResponseSchema },
  'PATCH /api/secret-santas/{id}': {
    body: UpdateSecretSantaRequestSchema,
    answer: SecretSantaResponseSchema,
  },
  'DELETE /api/secret-santas/{id}': { answer: OkResponseSchema },
  'GET /api/secret-santas/{id}/co-organisers': { answer: CoOrganisersResponseSchema },
  'POST /api/secret-santas/{id}/co-organisers': {
    body: InviteCoOrganiserRequestSchema,
    answer: CoOrganiserResponseSchema,
  },
  'DELETE /api/secret-santas/{id}/co-organisers/{coOrganiserId}': { answer: OkResponseSchema },
  'GET /api/secret-santas/{id}/journal': {
    query: JournalQuerySchema,
    answer: JournalResponseSchema,
  },
  'POST /api/co-organiser-invitation': {
    body: CoOrganiserInvitationRequestSchema,
    answer: CoOrganiserInvitationResponseSchema,
  },
  'POST /api/co-organiser-invitation/acceptance': {
    body: CoOrganiserInvitationRequestSchema,
    answer: AcceptCoOrganiserInvitationResponseSchema,
  },
} as const;

export type ApiOperations = typeof API_OPERATIONS;
export type ApiOperation = keyof ApiOperations;
