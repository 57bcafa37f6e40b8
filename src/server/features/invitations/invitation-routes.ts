import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import {
  InvitationResponseSchema,
  InvitationTokenRequestSchema,
} from '../../../shared/contracts/participant-auth.ts';
import { SecretSantaIdSchema, isUuid } from '../../../shared/contracts/secret-santa.ts';
import { messages } from '../../../shared/messages.ts';
import type { AppDeps } from '../../app-deps.ts';
import { players, secretSantas } from '../../db/schema.ts';
import { clientAddress } from '../../http/client-address.ts';
import { createRouter, jsonBody, jsonContent, pickErrors } from '../../http/create-router.ts';
import { HttpError } from '../../http/http-error.ts';
import { verifyLinkToken } from '../../security/guarded-token.server.ts';

const tags = ['Invitations'];
const Params = z.object({ secretSantaId: SecretSantaIdSchema });

const routes = {
  get: createRoute({
    method: 'get',
    path: '/{secretSantaId}',
    tags,
    summary: "Ce que montre la page d'invitation (lien signé de l'email)",
    request: { params: Params, query: InvitationTokenRequestSchema },
    responses: {
      200: jsonContent(InvitationResponseSchema, 'Invitation'),
      ...pickErrors(400, 403, 429),
    },
  }),
  accept: createRoute({
    method: 'post',
    path: '/{secretSantaId}/accept',
    tags,
    summary: "Accepter l'invitation",
    request: { params: Params, ...jsonBody(InvitationTokenRequestSchema) },
    responses: {
      200: jsonContent(InvitationResponseSchema, 'Acceptée'),
      ...pickErrors(400, 403, 429),
    },
  }),
};

/**
 * The invitation page's operations. Only the signed token from the e-mail opens them: a
 * hand-made link (an e-mail in base64, no token) is refused, and nothing says why.
 */
export function createInvitationRoutes({ db, config }: AppDeps) {
  async function invitationFor(c: Context, secretSantaId: string, token: string) {
    const check = isUuid(secretSantaId)
      ? await verifyLinkToken(
          { db },
          clientAddress(c, config.trustProxy),
          config.authSecret,
          token,
          {
            purpose: 'invitation',
            secretSantaId,
          },
        )
      : ({ ok: false, reason: 'invalid' } as const);
    if (!check.ok) {
      const message =
        check.reason === 'expired'
          ? messages.invitations.expiredLink
          : messages.invitations.invalidLink;
      throw new HttpError(403, errorCodes.invalidToken, message);
    }
    const [row] = await db
      .select({ player: players, secretSantaName: secretSantas.name })
      .from(players)
      .innerJoin(secretSantas, eq(secretSantas.id, players.secretSantaId))
      .where(and(eq(players.id, check.claims.playerId), eq(players.secretSantaId, secretSantaId)));
    if (!row) throw new HttpError(403, errorCodes.invalidToken, messages.invitations.invalidLink);
    return row;
  }

  return createRouter()
    .openapi(routes.get, async (c) => {
      const { secretSantaId } = c.req.valid('param');
      const { player, secretSantaName } = await invitationFor(
        c,
        secretSantaId,
        c.req.valid('query').token,
      );
      return c.json(
        {
          invitation: {
            secretSantaId,
            secretSantaName,
            playerName: player.name,
            email: player.email,
            accepted: player.invitationAcceptedAt !== null,
          },
        },
        200,
      );
    })
    .openapi(routes.accept, async (c) => {
      const { secretSantaId } = c.req.valid('param');
      const { player, secretSantaName } = await invitationFor(
        c,
        secretSantaId,
        c.req.valid('json').token,
      );
      await db
        .update(players)
        .set({ invited: true, invitationAcceptedAt: player.invitationAcceptedAt ?? new Date() })
        .where(eq(players.id, player.id));
      return c.json(
        {
          invitation: {
            secretSantaId,
            secretSantaName,
            playerName: player.name,
            email: player.email,
            accepted: true,
          },
        },
        200,
      );
    });
}
