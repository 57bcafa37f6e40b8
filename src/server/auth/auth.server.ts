import { betterAuth } from 'better-auth';
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
