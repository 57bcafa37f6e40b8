import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import { z } from 'zod';
import { mailMessages } from '../shared/mail-messages.ts';
import { isLoopbackHost } from './http/allowed-hosts.ts';
import { DEFAULT_RATE_PER_DOMAIN } from './mail/pace-by-domain.server.ts';

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
  MAIL_FROM: z
    .string()
    .default('Secret Santa <noreply@localhost>')
    .refine(
      (from) => senderDomain(from) !== undefined,
      'MAIL_FROM doit contenir une adresse, par exemple « Secret Santa <noel@example.org> »',
    ),
  MAIL_DKIM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'MAIL_DKIM_DOMAIN est un nom de domaine, par exemple example.org')
    .optional(),
  MAIL_DKIM_SELECTOR: z
    .string()
    .regex(/^[a-z0-9._-]+$/i, 'MAIL_DKIM_SELECTOR est un nom court, par exemple noel2026')
    .optional(),
  MAIL_DKIM_PRIVATE_KEY: z.string().optional(),
  MAIL_DKIM_PRIVATE_KEY_FILE: z.string().optional(),
  MAIL_RATE_PER_DOMAIN: z.coerce
    .number({ error: 'MAIL_RATE_PER_DOMAIN est un nombre d’emails par minute' })
    .int('MAIL_RATE_PER_DOMAIN est un nombre entier d’emails par minute')
    .min(0, 'MAIL_RATE_PER_DOMAIN vaut 0 (aucun rythme) ou plus')
    .default(DEFAULT_RATE_PER_DOMAIN),
  BOUNCE_IMAP_URL: z
    .string()
    .regex(
      /^imaps?:\/\/[^/]+@[^/]+/,
      'BOUNCE_IMAP_URL s’écrit imaps://utilisateur:motdepasse@serveur:993/INBOX',
    )
    .optional(),
  BOUNCE_ADDRESS: z
    .email('BOUNCE_ADDRESS est l’adresse qui arrive dans la boîte de BOUNCE_IMAP_URL')
    .optional(),
  OIDC_ISSUER: z
    .url(
      'OIDC_ISSUER est l’adresse du fournisseur d’identité, par exemple https://login.example.org',
    )
    .optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_ALLOWED_DOMAINS: z.string().optional(),
  OIDC_NAME: z.string().max(60, 'OIDC_NAME fait au plus 60 caractères').optional(),
  TRUST_PROXY: z.enum(['0', '1'], { error: 'TRUST_PROXY vaut 0 ou 1' }).default('0'),
  ANSWER_CACHE: z.enum(['0', '1'], { error: 'ANSWER_CACHE vaut 0 ou 1' }).default('1'),
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET doit contenir au moins 32 caractères').optional(),
  LOG_FORMAT: z.enum(['text', 'json'], { error: 'LOG_FORMAT vaut text ou json' }).default('text'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN doit contenir au moins 16 caractères')
    .optional(),
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
  /** Signs every e-mail when set (README, "E-mails that arrive"). */
  dkim: DkimConfig | undefined;
  /** E-mails a minute per receiving domain, through SMTP; 0: as fast as the relay takes them. */
  mailRatePerDomain: number;
  /** Where bounces come back and are read (docs/product.md §10); undefined: not read. */
  bounces: { imapUrl: string; bounceAddress: string } | undefined;
  /** Organisers' single sign-on (docs/product.md §2.8); undefined: passwords only. */
  oidc: OidcConfig | undefined;
  /** Behind a reverse proxy: count rate limits against the X-Forwarded-For address. */
  trustProxy: boolean;
  /** False: every read asks the database (docs/decisions/0017). */
  answerCache: boolean;
  /** Undefined until `resolveAuthSecret` reads or creates it in DATA_DIR. */
  authSecret: string | undefined;
  /** `json`: one JSON object a line, with the request's id (README « In production »). */
  logFormat: 'text' | 'json';
  /** Lets `/metrics` be read from elsewhere than this machine, with `Authorization: Bearer`. */
  metricsToken: string | undefined;
};

export type DkimConfig = { domainName: string; keySelector: string; privateKey: string };

export type OidcConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case domains an account's address may have; null: any. */
  allowedDomains: string[] | null;
  /** What the login screen's button names: « Se connecter avec {name} ». */
  name: string;
};

/** OIDC_*: all three of issuer, client id and secret, or none. */
function readOidc(e: z.infer<typeof EnvSchema>): OidcConfig | undefined {
  const given = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (given.every((value) => value === undefined)) {
    if (e.OIDC_ALLOWED_DOMAINS !== undefined || e.OIDC_NAME !== undefined)
      throw new Error(
        'Configuration invalide :\n  - OIDC_ALLOWED_DOMAINS et OIDC_NAME demandent OIDC_ISSUER',
      );
    return undefined;
  }
  if (given.some((value) => value === undefined))
    throw new Error(
      'Configuration invalide :\n  - OIDC_ISSUER, OIDC_CLIENT_ID et OIDC_CLIENT_SECRET vont ensemble',
    );
  const domains = e.OIDC_ALLOWED_DOMAINS?.split(',')
    .map((domain) => domain.trim().toLowerCase())
    .filter((domain) => domain !== '');
  const issuer = (e.OIDC_ISSUER as string).replace(/\/+$/, '');
  return {
    issuer,
    clientId: e.OIDC_CLIENT_ID as string,
    clientSecret: e.OIDC_CLIENT_SECRET as string,
    allowedDomains: domains && domains.length > 0 ? domains : null,
    name: e.OIDC_NAME ?? new URL(issuer).hostname,
  };
}

/** The domain of MAIL_FROM's address ('example.org'), which Message-IDs end with. */
export function senderDomain(from: string): string | undefined {
  const [sender] = addressparser(from, { flatten: true });
  const domain = sender?.address.split('@')[1];
  return domain && /^[^\s<>@]+$/.test(domain) ? domain : undefined;
}

/**
 * The DKIM key, checked now: a key missing, unreadable or not a private RSA key stops the
 * start with the variable's name, rather than failing each e-mail later.
 */
function readDkim(e: z.infer<typeof EnvSchema>): DkimConfig | undefined {
  const given = {
    MAIL_DKIM_DOMAIN: e.MAIL_DKIM_DOMAIN,
    MAIL_DKIM_SELECTOR: e.MAIL_DKIM_SELECTOR,
    'MAIL_DKIM_PRIVATE_KEY ou MAIL_DKIM_PRIVATE_KEY_FILE':
      e.MAIL_DKIM_PRIVATE_KEY ?? e.MAIL_DKIM_PRIVATE_KEY_FILE,
  };
  const missing = Object.entries(given).filter(([, value]) => value === undefined);
  if (missing.length === 3) return undefined;
  const fail = (message: string): never => {
    throw new Error(`Configuration invalide :\n  - ${message}`);
  };
  if (missing.length > 0)
    fail(`la signature DKIM demande aussi ${missing.map(([name]) => name).join(' et ')}`);
  if (e.MAIL_DKIM_PRIVATE_KEY !== undefined && e.MAIL_DKIM_PRIVATE_KEY_FILE !== undefined)
    fail('donnez MAIL_DKIM_PRIVATE_KEY ou MAIL_DKIM_PRIVATE_KEY_FILE, pas les deux');
  const variable =
    e.MAIL_DKIM_PRIVATE_KEY !== undefined ? 'MAIL_DKIM_PRIVATE_KEY' : 'MAIL_DKIM_PRIVATE_KEY_FILE';
  let privateKey = e.MAIL_DKIM_PRIVATE_KEY ?? '';
  if (e.MAIL_DKIM_PRIVATE_KEY_FILE !== undefined) {
    try {
      privateKey = readFileSync(e.MAIL_DKIM_PRIVATE_KEY_FILE, 'utf8');
    } catch (error) {
      fail(
        `MAIL_DKIM_PRIVATE_KEY_FILE : impossible de lire ${e.MAIL_DKIM_PRIVATE_KEY_FILE} (${(error as NodeJS.ErrnoException).code ?? 'erreur'})`,
      );
    }
  }
  // A key pasted into a .env file on one line keeps its line breaks as '\n'.
  privateKey = privateKey.replaceAll('\\n', '\n').trim();
  try {
    if (createPrivateKey(privateKey).asymmetricKeyType !== 'rsa') throw new Error('not RSA');
  } catch {
    fail(`${variable} n’est pas une clé privée RSA au format PEM (openssl genrsa, README)`);
  }
  return {
    domainName: e.MAIL_DKIM_DOMAIN!,
    keySelector: e.MAIL_DKIM_SELECTOR!,
    privateKey,
  };
}

/**
 * The bounce mailbox: its IMAP address, and the address that delivers to it (BOUNCE_ADDRESS,
 * or the IMAP user when it is an address), of which each e-mail's envelope sender is a variant.
 */
function readBounces(e: z.infer<typeof EnvSchema>): Config['bounces'] {
  if (e.BOUNCE_ADDRESS !== undefined && e.BOUNCE_IMAP_URL === undefined)
    throw new Error('Configuration invalide :\n  - BOUNCE_ADDRESS demande aussi BOUNCE_IMAP_URL');
  if (e.BOUNCE_IMAP_URL === undefined) return undefined;
  const user = decodeURIComponent(new URL(e.BOUNCE_IMAP_URL).username);
  const bounceAddress = e.BOUNCE_ADDRESS ?? (/^[^@\s]+@[^@\s]+$/.test(user) ? user : undefined);
  if (bounceAddress === undefined)
    throw new Error(
      'Configuration invalide :\n  - BOUNCE_ADDRESS : l’utilisateur de BOUNCE_IMAP_URL n’est pas une adresse, donnez celle qui arrive dans cette boîte',
    );
  return { imapUrl: e.BOUNCE_IMAP_URL, bounceAddress };
}

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
    dkim: readDkim(e),
    mailRatePerDomain: e.MAIL_RATE_PER_DOMAIN,
    bounces: readBounces(e),
    oidc: readOidc(e),
    trustProxy: e.TRUST_PROXY === '1',
    answerCache: e.ANSWER_CACHE === '1',
    authSecret: e.AUTH_SECRET,
    logFormat: e.LOG_FORMAT,
    metricsToken: e.METRICS_TOKEN,
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
