import { betterAuth } from 'better-auth';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { OidcConfig } from '../env.server.ts';
import { mailLanguage } from './mail-language.ts';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../shared/contracts/auth.ts';
import type { Database } from '../db/database.server.ts';
import * as schema from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.server.ts';
import { logFailure, maskSecrets } from '../log.ts';

const RESET_LINK_SECONDS = 60 * 60;
/** A session lasts 30 days, and is extended when it is used a day after its last extension. */
export const SESSION_SECONDS = { expiresIn: 30 * 24 * 60 * 60, updateAge: 24 * 60 * 60 };

/**
 * better-auth does the accounts: scrypt password hashes (memory-hard), sign-in, reset tokens,
 * database sessions in an HttpOnly SameSite=Lax cookie. Its HTTP handler is not mounted: our
 * own routes call `auth.api` so that every answer is the product's refusal, validated by our schemas and
 * rate-limited in the database (see docs/decisions). An account is made only once its
 * address is proven (sign-up.server.ts, decision 0013), so better-auth's own sign-up and
 * e-mail verification are not used.
 */
export function createAuth(options: {
  db: Database;
  secret: string;
  publicUrl: string;
  onMailEnqueued: () => void;
  oidc?: OidcConfig | undefined;
}) {
  const { db, publicUrl } = options;
  return betterAuth({
    appName: 'Secret Santa',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // A wrong password is an expected answer, not a server warning; an error's line goes
    // through logFailure, which leaves its secrets out.
    logger: {
      level: 'error',
      log: (_level, message, ...details) =>
        logFailure(
          `better-auth : ${maskSecrets(message)}`,
          details.find((d) => d instanceof Error),
        ),
    },
    advanced: {
      cookiePrefix: 'secret-santa',
      useSecureCookies: publicUrl.startsWith('https://'),
    },
    session: SESSION_SECONDS,
    // An account found by its address takes the provider's sign-in only when the provider says
    // the address is verified, which `checkOidcProfile` requires anyway (docs/security.md).
    account: { accountLinking: { enabled: true, allowDifferentEmails: false } },
    plugins: options.oidc ? [oidcSignIn(options.oidc)] : [],
    // A sign-in with the provider that fails lands on the product's page, not better-auth's.
    onAPIError: { errorURL: `${publicUrl}/auth-error?source=oidc` },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await enqueueMail(db, {
          kind: 'reset-password',
          recipient: user.email,
          payload: {
            name: user.name,
            url: `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
          },
          language: mailLanguage(),
        });
        options.onMailEnqueued();
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The provider's id in better-auth, and in `/api/auth/callback/{id}`. */
export const OIDC_PROVIDER_ID = 'oidc';

/**
 * Single sign-on for organisers (docs/product.md §2.8) through better-auth's own OpenID Connect
 * client: discovery, the authorization code with PKCE, `state`, and the ID token's signature and
 * `nonce` checked against the provider's keys; the userinfo's subject must be the ID token's.
 * What is taken from the provider is the address it says is verified, and the name. An address
 * it does not say is verified, or outside OIDC_ALLOWED_DOMAINS, gives no profile: better-auth
 * then makes no account, signs nobody in, and sends the browser to /auth-error.
 */
function oidcSignIn(oidc: OidcConfig) {
  const discoveryUrl = `${oidc.issuer}/.well-known/openid-configuration`;
  let userinfoEndpoint: Promise<string | null> | undefined;
  const findUserinfoEndpoint = () => {
    userinfoEndpoint ??= fetch(discoveryUrl)
      .then((response) => (response.ok ? response.json() : {}))
      .then((document: { userinfo_endpoint?: unknown }) =>
        typeof document.userinfo_endpoint === 'string' ? document.userinfo_endpoint : null,
      );
    // Asked again next time if the provider could not say.
    void userinfoEndpoint.then((endpoint) => {
      if (endpoint === null) userinfoEndpoint = undefined;
    });
    return userinfoEndpoint;
  };
  return genericOAuth({
    config: [
      {
        providerId: OIDC_PROVIDER_ID,
        name: oidc.name,
        discoveryUrl,
        requireIdTokenVerification: true,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        getUserInfo: async (tokens) => {
          const endpoint = await findUserinfoEndpoint();
          if (endpoint === null || !tokens.accessToken) return null;
          const response = await fetch(endpoint, {
            headers: { authorization: `Bearer ${tokens.accessToken}` },
          });
          if (!response.ok) return null;
          const claims = (await response.json()) as Record<string, unknown>;
          const accepted = acceptOidcProfile(claims, oidc);
          if (accepted === null || typeof claims.sub !== 'string') return null;
          return { ...claims, id: claims.sub, sub: claims.sub, ...accepted };
        },
      },
    ],
  });
}

/**
 * The provider's profile as an account takes it: its address when the provider says it is
 * verified and its domain is allowed, and its name; null otherwise.
 */
function acceptOidcProfile(
  profile: { email?: unknown; email_verified?: unknown; name?: unknown },
  oidc: Pick<OidcConfig, 'allowedDomains'>,
): { email: string; emailVerified: true; name: string } | null {
  const email = typeof profile.email === 'string' ? profile.email.trim().toLowerCase() : '';
  if (email === '' || profile.email_verified !== true) return null;
  const domain = email.split('@').pop() ?? '';
  if (oidc.allowedDomains !== null && !oidc.allowedDomains.includes(domain)) return null;
  const name =
    typeof profile.name === 'string' && profile.name.trim() !== '' ? profile.name : email;
  return { email, emailVerified: true, name: name.slice(0, 100) };
}
