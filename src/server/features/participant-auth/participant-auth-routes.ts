import { createRoute, z } from '@hono/zod-openapi';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import { OkResponseSchema } from '../../../shared/contracts/auth.ts';
import {
  FirstLoginRequestSchema,
  ParticipantSignInRequestSchema,
  ParticipantSignUpRequestSchema,
  ProvisionalCheckRequestSchema,
  SantaAuthResponseSchema,
  SignedInResponseSchema,
  type ProvisionalCheckRequest,
} from '../../../shared/contracts/participant-auth.ts';
import { isUuid, SecretSantaIdSchema } from '../../../shared/contracts/secret-santa.ts';
import { messages } from '../../../shared/messages.ts';
import type { AppDeps } from '../../app-deps.ts';
import { callAuth, forwardCookies } from '../../auth/call-auth.server.ts';
import { toUser } from '../../auth/current-user.ts';
import { players, secretSantas, users } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { clientAddress } from '../../http/client-address.ts';
import { createRouter, jsonBody, jsonContent, pickErrors } from '../../http/create-router.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { enforceRateLimit, rateRules, type RateRule } from '../../security/rate-limit.server.ts';

const t = messages.participantAuth;
const tags = ['Espace participant : connexion'];
const Params = z.object({ secretSantaId: SecretSantaIdSchema });

const routes = {
  get: createRoute({
    method: 'get',
    path: '/{secretSantaId}',
    tags,
    summary: "Le nom de l'évènement, et si la personne connectée y participe",
    request: { params: Params },
    responses: { 200: jsonContent(SantaAuthResponseSchema, 'Évènement'), ...pickErrors(404) },
  }),
  signIn: createRoute({
    method: 'post',
    path: '/{secretSantaId}/sign-in',
    tags,
    summary: "Connexion d'un participant",
    request: { params: Params, ...jsonBody(ParticipantSignInRequestSchema) },
    responses: {
      200: jsonContent(SignedInResponseSchema, 'Connecté'),
      ...pickErrors(400, 401, 403, 404, 429),
    },
  }),
  signUp: createRoute({
    method: 'post',
    path: '/{secretSantaId}/sign-up',
    tags,
    summary: 'Créer un compte de participant (un email de vérification est envoyé)',
    request: { params: Params, ...jsonBody(ParticipantSignUpRequestSchema) },
    responses: {
      201: jsonContent(OkResponseSchema, 'Email de vérification envoyé'),
      ...pickErrors(400, 404, 429),
    },
  }),
  checkProvisional: createRoute({
    method: 'post',
    path: '/{secretSantaId}/check-provisional',
    tags,
    summary: 'Première connexion, étape 1 : vérifier le mot de passe provisoire',
    request: { params: Params, ...jsonBody(ProvisionalCheckRequestSchema) },
    responses: { 200: jsonContent(OkResponseSchema, 'Correct'), ...pickErrors(400, 404, 409, 429) },
  }),
  firstLogin: createRoute({
    method: 'post',
    path: '/{secretSantaId}/first-login',
    tags,
    summary: 'Première connexion, étape 2 : créer son mot de passe et son compte, et se connecter',
    request: { params: Params, ...jsonBody(FirstLoginRequestSchema) },
    responses: {
      201: jsonContent(SignedInResponseSchema, 'Compte créé'),
      ...pickErrors(400, 404, 409, 429),
    },
  }),
};

/**
 * `/santa-auth/:id`: a participant logs in, or creates their account, for one event. Every
 * door checks that the e-mail belongs to a player of that event (SPEC.md §5).
 */
export function createParticipantAuthRoutes(deps: AppDeps) {
  const { db, auth } = deps;

  async function findEvent(secretSantaId: string) {
    const missing = notFound(t.notFound(secretSantaId));
    if (!isUuid(secretSantaId)) throw missing;
    const [event] = await db
      .select({ id: secretSantas.id, name: secretSantas.name })
      .from(secretSantas)
      .where(eq(secretSantas.id, secretSantaId));
    if (!event) throw missing;
    return event;
  }

  async function findPlayer(secretSantaId: string, email: string) {
    await findEvent(secretSantaId);
    const [player] = await db
      .select()
      .from(players)
      .where(
        and(
          eq(players.secretSantaId, secretSantaId),
          sql`lower(${players.email}) = ${email.toLowerCase()}`,
        ),
      );
    if (!player) throw new HttpError(404, errorCodes.notFound, t.notAPlayer(email), 'email');
    return player;
  }

  const limit = (key: string, rule: RateRule) => enforceRateLimit(db, key, rule);

  /** Checks a provisional password, counting the guess against the player and the address. */
  async function checkProvisional(
    c: Context<AppEnv>,
    secretSantaId: string,
    body: ProvisionalCheckRequest,
  ) {
    const player = await findPlayer(secretSantaId, body.email);
    await limit(`provisional:player:${player.id}`, rateRules.provisionalPerPlayer);
    await limit(
      `provisional:ip:${clientAddress(c, deps.config.trustProxy)}`,
      rateRules.provisionalPerAddress,
    );
    // Someone who already made their account is sent to the login tab, whatever they typed.
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, player.email.toLowerCase()));
    if (account) throw new HttpError(409, errorCodes.accountExists, t.accountExists, 'email');
    const wrong = new HttpError(
      400,
      errorCodes.invalidCredentials,
      t.wrongProvisional,
      'provisionalPassword',
    );
    if (!player.provisionalPasswordHash || !player.provisionalPasswordExpiresAt) throw wrong;
    const matches = await verifyPassword({
      hash: player.provisionalPasswordHash,
      password: body.provisionalPassword,
    });
    if (!matches) throw wrong;
    if (player.provisionalPasswordExpiresAt.getTime() <= Date.now()) {
      throw new HttpError(
        400,
        errorCodes.invalidToken,
        t.expiredProvisional,
        'provisionalPassword',
      );
    }
    return player;
  }

  return createRouter()
    .openapi(routes.get, async (c) => {
      const { secretSantaId } = c.req.valid('param');
      const secretSanta = await findEvent(secretSantaId);
      const user = c.get('user');
      let isPlayer = false;
      if (user) {
        const [player] = await db
          .select({ id: players.id })
          .from(players)
          .where(
            and(
              eq(players.secretSantaId, secretSanta.id),
              sql`lower(${players.email}) = ${user.email}`,
            ),
          );
        isPlayer = player !== undefined;
      }
      return c.json({ secretSanta, isPlayer }, 200);
    })

    .openapi(routes.signIn, async (c) => {
      const { secretSantaId } = c.req.valid('param');
      const body = c.req.valid('json');
      await limit(`sign-in:ip:${clientAddress(c, deps.config.trustProxy)}`, rateRules.signIn);
      await limit(`sign-in:email:${body.email}`, rateRules.signIn);
      await findPlayer(secretSantaId, body.email);
      const { headers, response } = await callAuth(() =>
        auth.api.signInEmail({ body, headers: c.req.raw.headers, returnHeaders: true }),
      );
      forwardCookies(headers, c);
      return c.json({ user: toUser(response.user) }, 200);
    })

    .openapi(routes.signUp, async (c) => {
      const { secretSantaId } = c.req.valid('param');
      const body = c.req.valid('json');
      await limit(
        `sign-up:ip:${clientAddress(c, deps.config.trustProxy)}`,
        rateRules.signUpPerAddress,
      );
      await limit(`sign-up:email:${body.email}`, rateRules.signUpPerEmail);
      const player = await findPlayer(secretSantaId, body.email);
      await callAuth(() =>
        auth.api.signUpEmail({ body: { ...body, name: player.name }, headers: new Headers() }),
      );
      return c.json({ ok: true as const }, 201);
    })

    .openapi(routes.checkProvisional, async (c) => {
      const { secretSantaId } = c.req.valid('param');
      await checkProvisional(c, secretSantaId, c.req.valid('json'));
      return c.json({ ok: true as const }, 200);
    })

    .openapi(routes.firstLogin, async (c) => {
      const { secretSantaId } = c.req.valid('param');
      const body = c.req.valid('json');
      const player = await checkProvisional(c, secretSantaId, body);
      const context = await auth.$context;
      // The provisional password came by e-mail to this address: the address is proven.
      const user = await context.internalAdapter.createUser(
        {
          email: player.email.toLowerCase(),
          name: player.email.split('@')[0] ?? player.name,
          emailVerified: true,
        },
        { method: 'email-password' },
      );
      await context.internalAdapter.linkAccount({
        userId: user.id,
        providerId: 'credential',
        accountId: user.id,
        password: await context.password.hash(body.newPassword),
      });
      await db
        .update(players)
        .set({
          provisionalPasswordHash: null,
          provisionalPasswordExpiresAt: null,
          invited: true,
          invitationAcceptedAt: player.invitationAcceptedAt ?? new Date(),
        })
        .where(eq(players.id, player.id));
      const { headers, response } = await callAuth(() =>
        auth.api.signInEmail({
          body: { email: player.email, password: body.newPassword },
          headers: c.req.raw.headers,
          returnHeaders: true,
        }),
      );
      forwardCookies(headers, c);
      return c.json({ user: toUser(response.user) }, 201);
    });
}
