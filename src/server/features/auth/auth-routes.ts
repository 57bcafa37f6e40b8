import { createRoute, z } from '@hono/zod-openapi';
import { Refusal } from '../../../shared/refusal.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { inMailLanguage } from '../../auth/mail-language.ts';
import {
  CompleteSignUpRequestSchema,
  EmailRequestSchema,
  OkResponseSchema,
  PendingSignUpResponseSchema,
  ResetPasswordRequestSchema,
  ResetTokenQuerySchema,
  SessionResponseSchema,
  SignedInResponseSchema,
  SignInRequestSchema,
  SignUpRequestSchema,
  SignUpTokenQuerySchema,
  SignInOptionsResponseSchema,
  OidcStartResponseSchema,
} from '../../../shared/contracts/auth.ts';
import { OIDC_PROVIDER_ID } from '../../auth/auth.server.ts';
import type { AppDeps } from '../../app-deps.ts';
import {
  callAuth,
  forwardCookies,
  runAuth,
  signInWithPassword,
} from '../../auth/call-auth.server.ts';
import { checkResetToken } from '../../auth/reset-token.server.ts';
import { createRouter, jsonBody, jsonContent, pickErrors } from '../../http/create-router.ts';
import { clientAddress } from '../../http/client-address.ts';
import { enforceRateLimit, rateRules, type RateRule } from '../../security/rate-limit.server.ts';
import { withUniformDuration } from '../../security/uniform-duration.server.ts';
import {
  completeSignUp,
  readSignUp,
  resendSignUpLink,
  startSignUp,
} from '../../auth/sign-up.server.ts';

const tags = ['Comptes'];

const routes = {
  signInOptions: createRoute({
    method: 'get',
    path: '/sign-in-options',
    tags,
    summary:
      'Les façons de se connecter : le fournisseur d’identité de l’entreprise, s’il y en a un',
    responses: { 200: jsonContent(SignInOptionsResponseSchema, 'Options') },
  }),
  oidcStart: createRoute({
    method: 'post',
    path: '/sign-in/oidc',
    tags,
    summary: 'Se connecter avec le fournisseur d’identité : l’adresse où aller',
    responses: {
      200: jsonContent(OidcStartResponseSchema, 'Adresse du fournisseur'),
      ...pickErrors(404, 429),
    },
  }),
  oidcCallback: createRoute({
    method: 'get',
    path: '/callback/oidc',
    tags,
    summary: 'Retour du fournisseur d’identité : la session, puis l’accueil ou la page d’erreur',
    responses: { 302: { description: 'Vers l’accueil, connecté, ou vers /auth-error' } },
  }),
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
    summary:
      "S'inscrire : aucun compte n'existe avant que le lien envoyé par email soit suivi (même réponse que l'adresse ait un compte ou non)",
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
      200: jsonContent(SignedInResponseSchema, 'Connecté'),
      ...pickErrors(400, 401, 429),
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
  checkResetLink: createRoute({
    method: 'get',
    path: '/reset-password',
    tags,
    summary: 'Si le lien de réinitialisation reçu peut encore servir (sans le consommer)',
    request: { query: ResetTokenQuerySchema },
    responses: {
      200: jsonContent(OkResponseSchema, 'Lien utilisable'),
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
  pendingSignUp: createRoute({
    method: 'get',
    path: '/sign-up',
    tags,
    summary:
      "L'inscription que nomme le lien reçu par email (adresse et nom), et si son compte est déjà activé",
    request: { query: SignUpTokenQuerySchema },
    responses: {
      200: jsonContent(PendingSignUpResponseSchema, 'Inscription'),
      ...pickErrors(400),
    },
  }),
  verifyEmail: createRoute({
    method: 'post',
    path: '/verify-email',
    tags,
    summary:
      'Activer son compte avec le lien reçu par email, en choisissant son nom et son mot de passe, et se connecter',
    request: jsonBody(CompleteSignUpRequestSchema),
    responses: {
      200: jsonContent(SignedInResponseSchema, 'Compte activé, connecté'),
      ...pickErrors(400, 409, 429),
    },
  }),
  earlierVerificationLink: createRoute({
    method: 'get',
    path: '/verify-email',
    tags,
    summary: "Lien des emails de vérification d'avant : mène à la page d'activation",
    request: { query: z.object({ token: z.string().max(2048).optional() }) },
    responses: { 302: { description: "Redirection vers la page d'activation" } },
  }),
};

export function createAuthRoutes(deps: AppDeps) {
  const { auth, db } = deps;

  const limit = (key: string, rule: RateRule) => enforceRateLimit(db, key, rule);

  const oidc = deps.config.oidc;
  return (
    createRouter()
      .openapi(routes.signInOptions, (c) =>
        c.json({ oidc: oidc ? { name: oidc.name } : null }, 200),
      )
      // better-auth makes `state`, the PKCE verifier and the nonce, keeps them, and sets the
      // cookie that binds them to this browser; the page then goes to the provider.
      .openapi(routes.oidcStart, async (c) => {
        if (!oidc) throw new Refusal('notFound');
        await limit(`sign-in:ip:${clientAddress(c, deps.config.trustProxy)}`, rateRules.signIn);
        const { headers, response } = await callAuth(() =>
          auth.api.signInSocial({
            body: {
              provider: OIDC_PROVIDER_ID,
              callbackURL: `${deps.config.publicUrl}/`,
              errorCallbackURL: `${deps.config.publicUrl}/auth-error?source=oidc`,
              disableRedirect: true,
            },
            headers: c.req.raw.headers,
            returnHeaders: true,
          }),
        );
        forwardCookies(headers, c);
        if (!response.url) throw new Refusal('unexpected');
        return c.json({ url: response.url }, 200);
      })
      // The provider's answer, checked by better-auth (state, code with PKCE, ID token), which
      // answers the redirect and the session cookie itself.
      .openapi(routes.oidcCallback, async (c) => {
        if (!oidc) throw new Refusal('notFound');
        return (await runAuth(() => auth.handler(c.req.raw))) as never;
      })
      .openapi(routes.session, (c) => c.json({ user: c.get('user') }, 200))

      .openapi(routes.signUp, async (c) => {
        const body = c.req.valid('json');
        await limit(
          `sign-up:ip:${clientAddress(c, deps.config.trustProxy)}`,
          rateRules.signUpPerAddress,
        );
        await limit(`sign-up:email:${body.email}`, rateRules.signUpPerEmail);
        await startSignUp(db, {
          ...body,
          publicUrl: deps.config.publicUrl,
          now: deps.now(),
          language: requestLanguage(c),
        });
        deps.wakeMailWorker();
        return c.json({ ok: true as const }, 201);
      })

      .openapi(routes.signIn, async (c) => {
        const body = c.req.valid('json');
        await limit(`sign-in:ip:${clientAddress(c, deps.config.trustProxy)}`, rateRules.signIn);
        await limit(`sign-in:email:${body.email}`, rateRules.signIn);
        return c.json({ user: await signInWithPassword(c, auth, body) }, 200);
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
        await limit(
          `reset:ip:${clientAddress(c, deps.config.trustProxy)}`,
          rateRules.passwordReset,
        );
        await limit(`reset:email:${email}`, rateRules.passwordReset);
        await withUniformDuration(() =>
          // The e-mail is written in the language of the page that asked for it (§9.9).
          inMailLanguage(requestLanguage(c), () =>
            callAuth(() =>
              auth.api.requestPasswordReset({ body: { email }, headers: new Headers() }),
            ),
          ),
        );
        return c.json({ ok: true as const }, 200);
      })

      .openapi(routes.checkResetLink, async (c) => {
        const { token } = c.req.valid('query');
        await limit(
          `reset:ip:${clientAddress(c, deps.config.trustProxy)}`,
          rateRules.passwordReset,
        );
        await checkResetToken(auth, { token, now: deps.now() });
        return c.json({ ok: true as const }, 200);
      })

      .openapi(routes.resetPassword, async (c) => {
        const body = c.req.valid('json');
        await limit(
          `reset:ip:${clientAddress(c, deps.config.trustProxy)}`,
          rateRules.passwordReset,
        );
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
        await withUniformDuration(() =>
          resendSignUpLink(db, {
            email,
            publicUrl: deps.config.publicUrl,
            now: deps.now(),
            language: requestLanguage(c),
          }),
        );
        deps.wakeMailWorker();
        return c.json({ ok: true as const }, 200);
      })

      .openapi(routes.pendingSignUp, async (c) => {
        const { token } = c.req.valid('query');
        return c.json({ signUp: await readSignUp(db, { token, now: deps.now() }) }, 200);
      })

      .openapi(routes.verifyEmail, async (c) => {
        const body = c.req.valid('json');
        await limit(
          `verify-email:ip:${clientAddress(c, deps.config.trustProxy)}`,
          rateRules.signIn,
        );
        const { email } = await completeSignUp(db, { ...body, now: deps.now() });
        const user = await signInWithPassword(c, auth, { email, password: body.password });
        return c.json({ user }, 200);
      })

      .openapi(routes.earlierVerificationLink, (c) => {
        const { token } = c.req.valid('query');
        return c.redirect(`/verify-email?${new URLSearchParams({ token: token ?? '' })}`, 302);
      })
  );
}
