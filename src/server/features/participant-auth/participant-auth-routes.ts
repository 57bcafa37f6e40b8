import { createRoute } from '@hono/zod-openapi';
import { requestLanguage } from '../../http/request-language.ts';
import { OkResponseSchema, SignedInResponseSchema } from '../../../shared/contracts/auth.ts';
import {
  ParticipantSignInRequestSchema,
  ParticipantSignUpRequestSchema,
  SantaAuthResponseSchema,
} from '../../../shared/contracts/participant-auth.ts';
import { ParticipantEventPathSchema } from '../../../shared/contracts/secret-santa.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signInWithPassword } from '../../auth/call-auth.server.ts';
import { startSignUp } from '../../auth/sign-up.server.ts';
import { clientAddress } from '../../http/client-address.ts';
import { createRouter, jsonBody, jsonContent, pickErrors } from '../../http/create-router.ts';
import { enforceRateLimit, rateRules, type RateRule } from '../../security/rate-limit.server.ts';
import { findPlayerByEmail, findSantaAuthEvent, isPlayerOf } from './participant-auth.server.ts';

const tags = ['Espace participant : connexion'];

const routes = {
  get: createRoute({
    method: 'get',
    path: '/{secretSantaId}',
    tags,
    summary: "Le nom de l'évènement, et si la personne connectée y participe",
    request: { params: ParticipantEventPathSchema },
    responses: { 200: jsonContent(SantaAuthResponseSchema, 'Évènement'), ...pickErrors(404) },
  }),
  signIn: createRoute({
    method: 'post',
    path: '/{secretSantaId}/sign-in',
    tags,
    summary: "Connexion d'un participant",
    request: { params: ParticipantEventPathSchema, ...jsonBody(ParticipantSignInRequestSchema) },
    responses: {
      200: jsonContent(SignedInResponseSchema, 'Connecté'),
      ...pickErrors(400, 401, 404, 429),
    },
  }),
  signUp: createRoute({
    method: 'post',
    path: '/{secretSantaId}/sign-up',
    tags,
    summary: 'Créer un compte de participant (un email de vérification est envoyé)',
    request: { params: ParticipantEventPathSchema, ...jsonBody(ParticipantSignUpRequestSchema) },
    responses: {
      201: jsonContent(OkResponseSchema, 'Email de vérification envoyé'),
      ...pickErrors(400, 404, 429),
    },
  }),
};

/**
 * `/santa-auth/:id`: a participant logs in, or creates their account, for one event. Every
 * door checks that the e-mail belongs to a player of that event (docs/product.md §8.1), after counting
 * the attempt (docs/security.md).
 */
export function createParticipantAuthRoutes(deps: AppDeps) {
  const { db, auth } = deps;
  const limit = (key: string, rule: RateRule) => enforceRateLimit(db, key, rule);
  const address = (c: Parameters<typeof clientAddress>[0]) =>
    clientAddress(c, deps.config.trustProxy);

  return createRouter()
    .openapi(routes.get, async (c) => {
      const { secretSantaId } = c.req.valid('param');
      const secretSanta = await findSantaAuthEvent(db, secretSantaId);
      const user = c.get('user');
      const isPlayer = user ? await isPlayerOf(db, secretSanta.id, user.email) : false;
      return c.json({ secretSanta, isPlayer }, 200);
    })

    .openapi(routes.signIn, async (c) => {
      const { secretSantaId } = c.req.valid('param');
      const body = c.req.valid('json');
      await limit(`sign-in:ip:${address(c)}`, rateRules.signIn);
      await limit(`sign-in:email:${body.email}`, rateRules.signIn);
      await findPlayerByEmail(db, secretSantaId, body.email);
      return c.json({ user: await signInWithPassword(c, auth, body) }, 200);
    })

    .openapi(routes.signUp, async (c) => {
      const { secretSantaId } = c.req.valid('param');
      const body = c.req.valid('json');
      await limit(`sign-up:ip:${address(c)}`, rateRules.signUpPerAddress);
      await limit(`sign-up:email:${body.email}`, rateRules.signUpPerEmail);
      const player = await findPlayerByEmail(db, secretSantaId, body.email);
      await startSignUp(db, {
        ...body,
        name: player.name,
        publicUrl: deps.config.publicUrl,
        now: deps.now(),
        language: requestLanguage(c),
      });
      deps.wakeMailWorker();
      return c.json({ ok: true as const }, 201);
    });
}
