import { createRoute, z } from '@hono/zod-openapi';
import {
  EmailRequestSchema,
  OkResponseSchema,
  ResetPasswordRequestSchema,
  SessionResponseSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  UserSchema,
} from '../../../shared/contracts/auth.ts';
import { messages } from '../../../shared/messages.ts';
import type { AppDeps } from '../../app-deps.ts';
import { callAuth, forwardCookies } from '../../auth/call-auth.server.ts';
import { toUser } from '../../auth/current-user.ts';
import { createRouter, jsonBody, jsonContent, pickErrors } from '../../http/create-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { enforceRateLimit, rateRules, type RateRule } from '../../security/rate-limit.server.ts';
import { withUniformDuration } from '../../security/uniform-duration.server.ts';

const tags = ['Comptes'];

const routes = {
  session: createRoute({
    method: 'get',
    path: '/session',
    tags,
    summary: 'Le compte connecté, ou null',
    responses: { 200: jsonContent(SessionResponseSchema, 'Session') },
  }),
  signUp: createRoute({
    method: 'post',
    path: '/sign-up',
    tags,
    summary: "Créer un compte d'organisateur (un email de vérification est envoyé)",
    request: jsonBody(SignUpRequestSchema),
    responses: {
      201: jsonContent(OkResponseSchema, 'Email de vérification envoyé'),
      ...pickErrors(400, 429),
    },
  }),
  signIn: createRoute({
    method: 'post',
    path: '/sign-in',
    tags,
    summary: 'Se connecter',
    request: jsonBody(SignInRequestSchema),
    responses: {
      200: jsonContent(z.object({ user: UserSchema }), 'Connecté'),
      ...pickErrors(400, 401, 403, 429),
    },
  }),
  signOut: createRoute({
    method: 'post',
    path: '/sign-out',
    tags,
    summary: 'Se déconnecter',
    responses: { 200: jsonContent(OkResponseSchema, 'Déconnecté') },
  }),
  requestPasswordReset: createRoute({
    method: 'post',
    path: '/request-password-reset',
    tags,
    summary: 'Recevoir un lien de réinitialisation (même réponse que le compte existe ou non)',
    request: jsonBody(EmailRequestSchema),
    responses: {
      200: jsonContent(OkResponseSchema, 'Demande prise en compte'),
      ...pickErrors(400, 429),
    },
  }),
  resetPassword: createRoute({
    method: 'post',
    path: '/reset-password',
    tags,
    summary: 'Choisir un nouveau mot de passe avec le lien reçu',
    request: jsonBody(ResetPasswordRequestSchema),
    responses: {
      200: jsonContent(OkResponseSchema, 'Mot de passe mis à jour'),
      ...pickErrors(400, 429),
    },
  }),
  resendVerification: createRoute({
    method: 'post',
    path: '/resend-verification',
    tags,
    summary: 'Recevoir un nouveau lien de vérification (même réponse dans tous les cas)',
    request: jsonBody(EmailRequestSchema),
    responses: {
      200: jsonContent(OkResponseSchema, 'Demande prise en compte'),
      ...pickErrors(400, 429),
    },
  }),
  verifyEmail: createRoute({
    method: 'get',
    path: '/verify-email',
    tags,
    summary: "Lien de l'email de vérification : confirme, connecte et redirige",
    request: { query: z.object({ token: z.string().max(2048).optional() }) },
    responses: { 302: { description: "Redirection vers l'accueil, ou vers /auth-error" } },
  }),
};

export function createAuthRoutes(deps: AppDeps) {
  const { auth, db } = deps;

  const limit = (key: string, rule: RateRule) => enforceRateLimit(db, key, rule);

  return createRouter()
    .openapi(routes.session, (c) => c.json({ user: c.get('user') }, 200))

    .openapi(routes.signUp, async (c) => {
      const body = c.req.valid('json');
      await limit(
        `sign-up:ip:${clientAddress(c, deps.config.trustProxy)}`,
        rateRules.signUpPerAddress,
      );
      await limit(`sign-up:email:${body.email}`, rateRules.signUpPerEmail);
      // With e-mail verification required, better-auth answers an existing address exactly
      // like a new one, so this answer never says whether an account exists.
      await callAuth(() => auth.api.signUpEmail({ body, headers: new Headers() }));
      return c.json({ ok: true as const }, 201);
    })

    .openapi(routes.signIn, async (c) => {
      const body = c.req.valid('json');
      await limit(`sign-in:ip:${clientAddress(c, deps.config.trustProxy)}`, rateRules.signIn);
      await limit(`sign-in:email:${body.email}`, rateRules.signIn);
      const { headers, response } = await callAuth(() =>
        auth.api.signInEmail({ body, headers: c.req.raw.headers, returnHeaders: true }),
      );
      forwardCookies(headers, c);
      return c.json({ user: toUser(response.user) }, 200);
    })

    .openapi(routes.signOut, async (c) => {
      if (c.get('user')) {
        const { headers } = await callAuth(() =>
          auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true }),
        );
        forwardCookies(headers, c);
      }
      return c.json({ ok: true as const }, 200);
    })

    .openapi(routes.requestPasswordReset, async (c) => {
      const { email } = c.req.valid('json');
      await limit(`reset:ip:${clientAddress(c, deps.config.trustProxy)}`, rateRules.passwordReset);
      await limit(`reset:email:${email}`, rateRules.passwordReset);
      await withUniformDuration(() =>
        callAuth(() => auth.api.requestPasswordReset({ body: { email }, headers: new Headers() })),
      );
      return c.json({ ok: true as const }, 200);
    })

    .openapi(routes.resetPassword, async (c) => {
      const body = c.req.valid('json');
      await limit(`reset:ip:${clientAddress(c, deps.config.trustProxy)}`, rateRules.passwordReset);
      await callAuth(() => auth.api.resetPassword({ body, headers: new Headers() }));
      return c.json({ ok: true as const }, 200);
    })

    .openapi(routes.resendVerification, async (c) => {
      const { email } = c.req.valid('json');
      await limit(
        `verify:ip:${clientAddress(c, deps.config.trustProxy)}`,
        rateRules.verificationResend,
      );
      await limit(`verify:email:${email}`, rateRules.verificationResend);
      await callAuth(() =>
        auth.api.sendVerificationEmail({ body: { email }, headers: new Headers() }),
      );
      return c.json({ ok: true as const }, 200);
    })

    .openapi(routes.verifyEmail, async (c) => {
      const { token } = c.req.valid('query');
      try {
        if (!token) throw new Error('missing token');
        const { headers } = await auth.api.verifyEmail({
          query: { token },
          headers: c.req.raw.headers,
          returnHeaders: true,
        });
        forwardCookies(headers, c);
        return c.redirect('/', 302);
      } catch {
        const hash = new URLSearchParams({
          error_code: 'otp_expired',
          error_description: messages.authError.invalidLink,
        });
        return c.redirect(`/auth-error#${hash.toString()}`, 302);
      }
    });
}
