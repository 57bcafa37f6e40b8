/**
 * Who may call each operation of /api/openapi.json. One row per operation: a new
 * operation without a row makes access.test.ts fail, so nobody adds a door without
 * deciding who may open it.
 *
 * - `public`: anyone (the answer itself never depends on who is asking);
 * - `signedIn`: any account (the answer only ever covers the caller's own data);
 * - `organiser`: the event's organisers only, its owner and its co-organisers (docs/product.md
 *   §3.7); a co-organiser removed, or only invited, is no organiser;
 * - `owner`: the event's owner only, who created it (deleting it, managing its organisers);
 * - `participant`: a player of the event, by personal link or by session; a carer opens the
 *   spaces they look after only with those people's own links, which their space gives them
 *   (docs/product.md §4.10): access.test.ts calls every operation with both.
 */
export type Access = 'public' | 'signedIn' | 'organiser' | 'owner' | 'participant';

export const accessMatrix: Record<string, Access> = {
  'GET /api/auth/session': 'public',
  'GET /api/auth/sign-in-options': 'public',
  'POST /api/auth/sign-in/oidc': 'public',
  'GET /api/auth/callback/oidc': 'public',
  'POST /api/auth/sign-up': 'public',
  'POST /api/auth/sign-in': 'public',
  'POST /api/auth/sign-out': 'public',
  'POST /api/auth/request-password-reset': 'public',
  'GET /api/auth/reset-password': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/resend-verification': 'public',
  'GET /api/auth/verify-email': 'public',
  'GET /api/auth/sign-up': 'public',
  'POST /api/auth/verify-email': 'public',
  'GET /api/secret-santas': 'signedIn',
  'POST /api/secret-santas': 'signedIn',
  'GET /api/secret-santas/{id}': 'organiser',
  'PATCH /api/secret-santas/{id}': 'organiser',
  'DELETE /api/secret-santas/{id}': 'owner',
  'GET /api/secret-santas/{id}/co-organisers': 'organiser',
  'POST /api/secret-santas/{id}/co-organisers': 'owner',
  'DELETE /api/secret-santas/{id}/co-organisers/{coOrganiserId}': 'owner',
  'GET /api/secret-santas/{id}/journal': 'organiser',
  // Whoever holds the invitation's link reads it; only the invited address's account accepts.
  'POST /api/co-organiser-invitation': 'public',
  'POST /api/co-organiser-invitation/acceptance': 'signedIn',
  'GET /api/secret-santas/{id}/players': 'organiser',
  'POST /api/secret-santas/{id}/players': 'organiser',
  'POST /api/secret-santas/{id}/players/import': 'organiser',
  'PUT /api/secret-santas/{id}/players/{playerId}': 'organiser',
  'DELETE /api/secret-santas/{id}/players/{playerId}': 'organiser',
  'POST /api/secret-santas/{id}/players/{playerId}/invitation': 'organiser',
  'POST /api/secret-santas/{id}/players/invitations': 'organiser',
  'GET /api/secret-santas/{id}/players/invitations': 'organiser',
  'PUT /api/secret-santas/{id}/restrictions': 'organiser',
  'GET /api/secret-santas/{id}/draw': 'organiser',
  'POST /api/secret-santas/{id}/draw': 'organiser',
  'PUT /api/secret-santas/{id}/draw/rules': 'organiser',
  'POST /api/secret-santas/{id}/draw/reset': 'organiser',
  'POST /api/secret-santas/{id}/draw/notify': 'organiser',
  'POST /api/secret-santas/{id}/draw/resend-failed': 'organiser',
  'POST /api/secret-santas/{id}/draw/remind-unopened': 'organiser',
  'PUT /api/secret-santas/{id}/exchange': 'organiser',
  'POST /api/secret-santas/{id}/announcements': 'organiser',
  'GET /api/secret-santas/{id}/registration-link': 'organiser',
  'PUT /api/secret-santas/{id}/registration-link': 'organiser',
  'POST /api/secret-santas/{id}/registration-link/renewal': 'organiser',
  'GET /api/registration/{key}': 'public',
  'POST /api/registration/{key}': 'public',
  'POST /api/registration-confirmation': 'public',
  'POST /api/secret-santas/{id}/players/{playerId}/withdrawal': 'organiser',
  'GET /api/santa-auth/{secretSantaId}': 'public',
  'POST /api/santa-auth/{secretSantaId}/sign-in': 'public',
  'POST /api/santa-auth/{secretSantaId}/sign-up': 'public',
  'GET /api/participant': 'signedIn',
  'GET /api/participant/{secretSantaId}': 'participant',
  'PUT /api/participant/{secretSantaId}/address': 'participant',
  'PUT /api/participant/{secretSantaId}/gift-ideas': 'participant',
  'PUT /api/participant/{secretSantaId}/language': 'participant',
  'PUT /api/participant/{secretSantaId}/reminders': 'participant',
  // Whoever holds a reminder's signed link (docs/product.md §6.9): the link is the access.
  'POST /api/reminders/stop': 'public',
  'POST /api/participant/{secretSantaId}/gift-received': 'participant',
  'DELETE /api/participant/{secretSantaId}/gift-received': 'participant',
  'GET /api/participant/{secretSantaId}/messages': 'participant',
  'POST /api/participant/{secretSantaId}/messages': 'participant',
  'POST /api/participant/{secretSantaId}/messages/read': 'participant',
  'GET /api/participant/{secretSantaId}/calendar': 'participant',
  'POST /api/participant/{secretSantaId}/new-link': 'public',
  'POST /api/participant/{secretSantaId}/account': 'participant',
};
