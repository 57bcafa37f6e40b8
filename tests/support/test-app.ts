import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { createAuth } from '../../src/server/auth/auth.server.ts';
import { openAnswerCache, type AnswerCache } from '../../src/server/db/answer-cache.ts';
import type { Database } from '../../src/server/db/database.server.ts';
import { mailOutbox } from '../../src/server/db/schema.ts';
import { readConfig } from '../../src/server/env.server.ts';
import { readMailEvents } from '../../src/server/domain/exchange.server.ts';
import { renderMail } from '../../src/server/mail/render-mail.tsx';
import type { LinkSigning } from '../../src/server/mail/sign-personal-link.server.ts';
import { answerContracts } from './answer-contracts.ts';
import { createTestDatabase } from './test-database.ts';

export const PUBLIC_URL = 'http://localhost:3000';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real HTTP app on a fresh real database, called in-process. E-mails are read where
 * the product puts them: the outbox, rendered exactly as the mail worker would send them.
 */
export async function createTestApp(
  options: {
    now?: () => Date;
    /** https:// when the app is served through a TLS reverse proxy, as in production. */
    publicUrl?: string;
    /** Hears each statement's text as the app sends it. */
    logQuery?: (query: string) => void;
    /** More of the app's environment (OIDC_*, …). */
    env?: Record<string, string>;
  } = {},
) {
  const publicUrl = options.publicUrl ?? PUBLIC_URL;
  const database = await createTestDatabase(options.logQuery);
  const db = database.db;
  const config = {
    ...readConfig({ PUBLIC_URL: publicUrl, TRUST_PROXY: '1', ...options.env }),
    authSecret: 'test-secret-that-is-long-enough-0123456789',
  };
  const caches: AnswerCache[] = [];
  // What one server process holds: its own answer cache, auth instance and app, on the shared
  // database.
  const { poolUse } = database;
  const startInstance = async () => {
    // A test that hears the statements also hears which cached answer's load sent each.
    const cache = await openAnswerCache(database, { marksLoads: Boolean(options.logQuery) });
    caches.push(cache);
    return createApp({
      config,
      db,
      cache,
      auth: createAuth({
        db,
        secret: config.authSecret,
        publicUrl,
        onMailEnqueued: () => {},
        oidc: config.oidc,
      }),
      wakeMailWorker: () => {},
      mailTransportKind: 'mailbox',
      now: options.now ?? (() => new Date()),
      waitingForDatabase: poolUse && (() => poolUse().waiting),
    });
  };
  const app = await startInstance();
  afterAll(async () => {
    for (const cache of caches) await cache.close();
    await database.close();
  });

  return {
    app,
    db,
    config,
    kind: database.kind,
    /** PostgreSQL's pool: its connections, idle ones, and statements waiting for one. */
    poolUse: () => database.poolUse?.(),
    /**
     * Once every instance has heard of every change committed so far, as each does within
     * milliseconds: for a change made here in SQL, outside any instance (decision 0012).
     */
    caughtUp: async () => {
      for (const cache of caches) await cache.sync();
    },
    /** A browser of its own: keeps its cookies between calls. */
    client: (address?: string) => new TestClient(app, address),
    /** A second app instance on the same database, as behind a load balancer. */
    anotherInstance: async () => {
      const other = await startInstance();
      return { app: other, client: (address?: string) => new TestClient(other, address) };
    },
    /** The newest e-mail sent to `recipient`, rendered. */
    lastMailTo: async (recipient: string) =>
      lastMailTo(db, config, recipient, options.now?.() ?? new Date()),
    /** One outbox row, rendered as the mail worker would send it now. */
    render: async (row: typeof mailOutbox.$inferSelect) =>
      renderRow(db, config, row, options.now?.() ?? new Date()),
    mailsTo: async (recipient: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, recipient))
        .orderBy(desc(mailOutbox.createdAt)),
  };
}

/** Rendered as the mail worker would send it at `now`: with the event's exchange as it is. */
async function lastMailTo(db: Database, signing: LinkSigning, recipient: string, now: Date) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  if (!row) return undefined;
  return renderRow(db, signing, row, now);
}

async function renderRow(
  db: Database,
  signing: LinkSigning,
  row: typeof mailOutbox.$inferSelect,
  now: Date,
) {
  const secretSantaId = row.secretSantaId;
  const context = secretSantaId
    ? { secretSantaId, event: (await readMailEvents(db, [secretSantaId])).get(secretSantaId), now }
    : undefined;
  const rendered = await renderMail(
    { kind: row.kind, payload: row.payload, language: row.language },
    signing,
    context,
  );
  return {
    ...rendered,
    kind: row.kind,
    language: row.language,
    links: extractLinks(rendered.text),
  };
}

export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s)\]>"]+/g) ?? [])];
}

type Answer = { status: number; body: any; headers: Headers };

let clientCount = 0;

export class TestClient {
  private cookies = new Map<string, string>();
  /** Each client comes from an address of its own, as different people would. */
  readonly address: string;
  private readonly checkAnswer: ReturnType<typeof answerContracts>;
  constructor(
    private readonly app: ReturnType<typeof createApp>,
    address?: string,
  ) {
    this.checkAnswer = answerContracts(app);
    clientCount++;
    this.address =
      address ?? `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`;
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const init: RequestInit = { method, headers: { 'x-forwarded-for': this.address, ...headers } };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) (init.headers as Record<string, string>).cookie = cookie;
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await this.app.request(path, init);
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const isExpired = /max-age=0/i.test(setCookie) || value.join('=') === '';
      if (isExpired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    // Read as a browser does: a compressed answer (its content-encoding says so) inflated.
    const bytes = Buffer.from(await response.arrayBuffer());
    const encoding = response.headers.get('content-encoding');
    const text = (
      encoding === 'br'
        ? brotliDecompressSync(bytes)
        : encoding === 'gzip'
          ? gunzipSync(bytes)
          : bytes
    ).toString('utf8');
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (a redirect or a page): keep the text.
    }
    if (response.headers.get('content-type')?.includes('application/json')) {
      this.checkAnswer(method, path, response.status, parsed);
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  delete = (path: string) => this.request('DELETE', path);
}

/** The token of the newest sign-up link e-mailed to `email` (docs/decisions/0013). */
export async function signUpTokenFor(t: TestApp, email: string): Promise<string> {
  const mail = await t.lastMailTo(email.toLowerCase());
  const link = mail?.links.find((l) => l.startsWith(`${t.config.publicUrl}/verify-email?token=`));
  if (!link) throw new Error(`no sign-up link for ${email}`);
  return new URL(link).searchParams.get('token')!;
}

/**
 * Signs up with a name and an address, follows the link from the e-mail and activates the
 * account there with its name and password, as a person does; returns the signed-in client.
 */
export async function signUpAndVerify(
  t: TestApp,
  person: { name: string; email: string; password?: string },
): Promise<TestClient> {
  const client = t.client();
  const { name, email, password = 'motdepasse' } = person;
  const signUp = await client.post('/api/auth/sign-up', { name, email });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  const token = await signUpTokenFor(t, email);
  const verify = await client.post('/api/auth/verify-email', { token, name, password });
  if (verify.status !== 200) throw new Error(`verification failed: ${JSON.stringify(verify.body)}`);
  return client;
}
