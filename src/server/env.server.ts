import { z } from 'zod';
import { mailMessages } from '../shared/mail-messages.ts';
import { isLoopbackHost } from './http/allowed-hosts.ts';

/**
 * How long PostgreSQL may take to accept a connection, and to answer a statement, before the
 * request is answered 503 (decision 0019). A few seconds: the slowest statement of a
 * 10,000-person event takes under one (docs/benchmarks.md).
 */
export type DatabaseTimeouts = { connectMs: number; statementMs: number };
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 5_000 };

function milliseconds(name: string, byDefault: number) {
  return z.coerce
    .number({ error: `${name} doit être un nombre de millisecondes` })
    .int(`${name} doit être un nombre entier de millisecondes`)
    .min(100, `${name} vaut au moins 100 (millisecondes)`)
    .max(600_000, `${name} vaut au plus 600000 (dix minutes)`)
    .default(byDefault);
}

/**
 * The server's whole configuration, read once from the environment and checked, so a
 * wrong value stops the start with a message that says which variable and why.
 */
const EnvSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT doit être un nombre' })
    .int()
    .min(1, 'PORT doit être compris entre 1 et 65535')
    .max(65535, 'PORT doit être compris entre 1 et 65535')
    .default(3000),
  PUBLIC_URL: z
    .url({
      error: 'PUBLIC_URL doit être une adresse complète, par exemple https://noel.example.org',
    })
    .optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL doit commencer par postgres:// ou postgresql://')
    .optional(),
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(
    'DATABASE_CONNECT_TIMEOUT_MS',
    DEFAULT_DATABASE_TIMEOUTS.connectMs,
  ),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(
    'DATABASE_STATEMENT_TIMEOUT_MS',
    DEFAULT_DATABASE_TIMEOUTS.statementMs,
  ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL doit commencer par smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Secret Santa <noreply@localhost>'),
  TRUST_PROXY: z.enum(['0', '1'], { error: 'TRUST_PROXY vaut 0 ou 1' }).default('0'),
  ANSWER_CACHE: z.enum(['0', '1'], { error: 'ANSWER_CACHE vaut 0 ou 1' }).default('1'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET doit contenir au moins 32 caractères').optional(),
});

export type Config = {
  port: number;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: how long a connection or a statement may take before a 503 (decision 0019). */
  databaseTimeouts: DatabaseTimeouts;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Behind a reverse proxy: count rate limits against the X-Forwarded-For address. */
  trustProxy: boolean;
  /** False: every read asks the database (docs/decisions/0017). */
  answerCache: boolean;
  /** Undefined until `resolveAuthSecret` reads or creates it in DATA_DIR. */
  authSecret: string | undefined;
};

/** Empty strings count as unset, as a person editing a .env file expects. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  - ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: e.TRUST_PROXY === '1',
    answerCache: e.ANSWER_CACHE === '1',
    authSecret: e.AUTH_SECRET,
  };
}

/** Where the local mailbox opens: on this machine only (src/server/dev/this-machine-only.ts). */
export const localMailboxUrl = (config: Config) => `http://localhost:${config.port}/dev/mailbox`;

/**
 * Said at start when people elsewhere are expected (a public address) but no e-mail can reach
 * them: without SMTP_URL, messages only land in the local mailbox, on this machine.
 */
export function unsentMailWarning(config: Config): string | null {
  if (config.smtpUrl || isLoopbackHost(new URL(config.publicUrl).host)) return null;
  return mailMessages.mailbox.notSentWarning(localMailboxUrl(config));
}
