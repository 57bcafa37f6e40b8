import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  InvitationResponseSchema,
  InvitationTokenRequestSchema,
} from '../../../shared/contracts/participant-auth.ts';
import { ParticipantEventPathSchema } from '../../../shared/contracts/secret-santa.ts';
import type { AppDeps } from '../../app-deps.ts';
import { clientAddress } from '../../http/client-address.ts';
import { createRouter, jsonContent, pickErrors } from '../../http/create-router.ts';
import { personalLinkOfInvitation } from './invitation.server.ts';

const tags = ['Invitations'];

const routes = {
  get: createRoute({
    method: 'get',
    path: '/{secretSantaId}',
    tags,
    summary:
      "Le lien personnel qu'ouvre un lien d'invitation envoyé par une version antérieure (lien signé de l'email)",
    request: { params: ParticipantEventPathSchema, query: InvitationTokenRequestSchema },
    responses: {
      200: jsonContent(InvitationResponseSchema, 'Le lien personnel'),
      ...pickErrors(400, 403, 429),
    },
  }),
};

/** The invitation page's one operation, opened only by the signed token from the e-mail. */
export function createInvitationRoutes(deps: AppDeps) {
  const link = (c: Context, secretSantaId: string, token: string) => ({
    secretSantaId,
    token,
    address: clientAddress(c, deps.config.trustProxy),
    authSecret: deps.config.authSecret,
    now: deps.now(),
  });

  return createRouter().openapi(routes.get, async (c) => {
    const { secretSantaId } = c.req.valid('param');
    const { token } = c.req.valid('query');
    return c.json(await personalLinkOfInvitation(deps.db, link(c, secretSantaId, token)), 200);
  });
}
