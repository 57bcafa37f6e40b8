import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { errorCodes } from '../shared/contracts/api-error.ts';
import { screenOf } from '../shared/pages.ts';
import { chooseLanguage, type Language, LANGUAGES, webBuildOf } from '../shared/language.ts';
import { messages } from '../shared/messages.ts';
import type { AppDeps } from './app-deps.ts';
import { PROJECT_ROOT } from './project-root.ts';
import { loadSession, SESSION_COOKIE } from './auth/load-session.ts';
import { rememberArrival } from './db/arrival-order.ts';
import { createMailboxRoutes } from './dev/mailbox-routes.tsx';
import { thisMachineOnly } from './dev/this-machine-only.ts';
import { createAuthRoutes } from './features/auth/auth-routes.ts';
import { createDrawRoutes } from './features/draw/draw-routes.ts';
import { createExchangeRoutes } from './features/exchange/exchange-routes.ts';
import { createInvitationRoutes } from './features/invitations/invitation-routes.ts';
import { createParticipantAuthRoutes } from './features/participant-auth/participant-auth-routes.ts';
import { createParticipantSpaceRoutes } from './features/participant-space/participant-space-routes.ts';
import { createPlayerRoutes } from './features/players/player-routes.ts';
import {
  createRegistrationLinkRoutes,
  createRegistrationRoutes,
} from './features/registration/registration-routes.ts';
import { createSecretSantaRoutes } from './features/secret-santas/secret-santa-routes.ts';
import { refuseForeignHosts } from './http/allowed-hosts.ts';
import { limitRequestBodies } from './http/body-limits.ts';
import { createRouter } from './http/create-router.ts';
import { handleError } from './http/handle-error.ts';
import { errorBody } from './http/http-error.ts';
import { refusalsInCallersLanguage } from './http/refusals-in-language.ts';
import { isSafeMethod, sameOriginWrites } from './http/same-origin-writes.ts';
import { contentSecurityPolicy, securityHeaders } from './http/security-headers.ts';
import { makeTextStorable } from './http/storable-text.ts';

export const WEB_ROOT = path.join(PROJECT_ROOT, 'dist/web');

/**
 * The whole HTTP application, built without listening so that tests call it directly
 * (`app.request()`) and `main.ts` serves it.
 */
export function createApp(deps: AppDeps) {
  const app = createRouter();
  app.onError(handleError);
  app.use('*', securityHeaders({ isHttps: deps.config.publicUrl.startsWith('https://') }));
  // Around every other step, so that each refusal, whoever made it, is translated.
  app.use('*', refusalsInCallersLanguage());
  app.use('*', refuseForeignHosts(deps.config.publicUrl));
  // Before anything reads the database: it serves requests in the order they arrived, and
  // refuses new ones when too many wait (decision 0018).
  app.use('*', rememberArrival());

  app.use('/api/*', async (c, next) => {
    await next();
    // Answers carry names, addresses, pairs: no browser or proxy keeps a copy of any of them.
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  // Input rules for every operation, before any route reads the body (docs/security.md).
  app.use('/api/*', limitRequestBodies());
  app.use('/api/*', makeTextStorable());
  app.use('/api/*', sameOriginWrites(deps.config.publicUrl));
  app.use('/api/*', async (c, next) => {
    await next();
    // The writer's next page must not be answered from before its own change. A request
    // refused by the server (busy, failed) changed nothing to wait for.
    if (!isSafeMethod(c.req.method) && c.res.status < 500) await deps.cache.sync();
  });
  app.use(
    '/api/*',
    loadSession({
      auth: deps.auth,
      db: deps.db,
      cache: deps.cache,
      authSecret: deps.config.authSecret,
      now: deps.now,
    }),
  );
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.route('/api/auth', createAuthRoutes(deps));
  app.route('/api/secret-santas', createSecretSantaRoutes(deps));
  app.route('/api/secret-santas', createPlayerRoutes(deps));
  app.route('/api/secret-santas', createDrawRoutes(deps));
  app.route('/api/secret-santas', createExchangeRoutes(deps));
  app.route('/api/secret-santas', createRegistrationLinkRoutes(deps));
  app.route('/api', createRegistrationRoutes(deps));
  app.route('/api/invitations', createInvitationRoutes(deps));
  app.route('/api/santa-auth', createParticipantAuthRoutes(deps));
  app.route('/api/participant', createParticipantSpaceRoutes(deps));
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'secret-santa.session_token',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'personalLink', {
    type: 'http',
    scheme: 'bearer',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Secret Santa API', version: '1.0.0', description: 'API JSON de Secret Santa' },
  });
  app.all('/api/*', (c) => c.json(errorBody(errorCodes.notFound, messages.api.notFound), 404));

  if (deps.mailTransportKind === 'mailbox') {
    app.use('/dev/mailbox/*', thisMachineOnly());
    // The mailbox shows each message in a frame of its own page.
    app.use('/dev/mailbox/*', async (c, next) => {
      await next();
      c.res.headers.set(
        'content-security-policy',
        "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; script-src 'none'",
      );
    });
    app.route('/dev/mailbox', createMailboxRoutes(deps.db, deps.config, deps.now));
  }

  serveWebApp(app);
  return app;
}

/**
 * The code each page needs first: its screen (src/shared/pages.ts), named in the page itself,
 * so that the browser fetches it along with the app instead of after it (one round trip less
 * before anything shows). Signed out, `/` is the login screen, drawn in the page itself
 * (decision 0009): its code is not needed for the first paint, and on a slow network it would
 * compete for it.
 */
function screenModules(requestPath: string, isSignedIn: boolean): string[] {
  const screen = screenOf(requestPath);
  if (!screen || (screen === 'home' && !isSignedIn)) return [];
  return [`routes/${screen}.tsx`];
}

type ManifestChunk = { file: string; imports?: string[] };

/** The SHA-256 (base64) of each inline `<script>` of a page, as CSP names them. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) =>
    createHash('sha256').update(match[1]!).digest('base64'),
  );
}

/**
 * `<link rel="modulepreload">` for the screens of this address and all they import, in the
 * build whose files are under `base`.
 */
function screenPreloads(
  manifest: Record<string, ManifestChunk> | null,
  base: string,
  requestPath: string,
  isSignedIn: boolean,
): string {
  if (!manifest) return '';
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  screenModules(requestPath, isSignedIn).forEach(visit);
  return [...files]
    .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`)
    .join('');
}

/**
 * The built React app, in each person's language (decision 0025): hashed assets cached for
 * good, every other path gets its build's index.html. Files go out brotli- or gzip-compressed
 * when the browser accepts it: the build writes the compressed copies (vite.config.ts), so
 * nothing is compressed per request.
 */
function serveWebApp(app: ReturnType<typeof createRouter>) {
  const root = path.relative(process.cwd(), WEB_ROOT) || '.';
  for (const language of LANGUAGES) {
    app.use(
      `${webBuildOf(language).base}assets/*`,
      buildFiles(root, 'public, max-age=31536000, immutable'),
    );
  }
  // Other files of the build (favicon, avatars): only paths that name a file.
  // Their names carry no hash, so a browser keeps them a day, not for good.
  const otherFile = buildFiles(root, 'public, max-age=86400');
  app.use('*', async (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? otherFile(c, next) : next()));
  const builds = new Map(LANGUAGES.map((language) => [language, webBuildReader(language)]));
  app.get('*', (c) => {
    // The person's own choice ('Français / English'), else their browser's, else French.
    const language = chooseLanguage(c.req.header('cookie'), c.req.header('accept-language'));
    const build = builds.get(language)?.();
    if (!build) {
      return c.text(
        "L'application web n'est pas construite : lancez « npm start » ou « npm run build ».",
        503,
      );
    }
    // The session cookie is HttpOnly: only its presence is read here, to guess the screen.
    const isSignedIn = SESSION_COOKIE.test(c.req.header('cookie') ?? '');
    const preloads = screenPreloads(build.manifest, build.base, c.req.path, isSignedIn);
    let page = build.pages.get(preloads);
    if (!page) {
      page = compressPage(build.html.replace('</head>', `${preloads}</head>`));
      build.pages.set(preloads, page);
    }
    c.header('cache-control', 'no-cache');
    c.header('vary', 'Cookie, Accept-Encoding, Accept-Language');
    c.header('content-language', language);
    c.header('content-security-policy', build.csp);
    const accepted = c.req.header('accept-encoding') ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return c.html(page.html);
    c.header('content-encoding', encoding);
    c.header('content-type', 'text/html; charset=UTF-8');
    return c.body(new Uint8Array(encoding === 'br' ? page.br : page.gzip));
  });
}

/**
 * Files of the build as they are (their .br or .gz copy when the browser takes it), kept by the
 * browser as `cacheControl` says. Set on the answer once made: serveStatic's own `onFound`
 * runs after it has made the answer, and a header set then was lost.
 */
function buildFiles(root: string, cacheControl: string): MiddlewareHandler {
  const serve = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    const answer = await serve(c, next);
    if (answer && answer.ok) answer.headers.set('cache-control', cacheControl);
    return answer;
  };
}

type WebBuild = {
  modifiedAt: number;
  html: string;
  manifest: Record<string, ManifestChunk> | null;
  /** Where its files are served: '/' or '/en/'. */
  base: string;
  csp: string;
  /** The page with its preloads, as sent, by preloads: few per build. */
  pages: Map<string, CompressedPage>;
};

/**
 * Reads one language's build once, not per page: a new build (`npm run build` beside a
 * running server) is noticed by its index.html's modification time. Null while not built.
 */
function webBuildReader(language: Language): () => WebBuild | null {
  const { folder, base } = webBuildOf(language);
  const indexPath = path.join(WEB_ROOT, folder, 'index.html');
  const manifestPath = path.join(WEB_ROOT, folder, '.vite/manifest.json');
  let cached: WebBuild | undefined;
  return () => {
    if (!existsSync(indexPath)) return null;
    const modifiedAt = statSync(indexPath).mtimeMs;
    if (cached?.modifiedAt !== modifiedAt) {
      const manifest = existsSync(manifestPath)
        ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
        : null;
      const html = readFileSync(indexPath, 'utf8');
      cached = {
        modifiedAt,
        html,
        manifest,
        base,
        csp: contentSecurityPolicy(inlineScriptHashes(html)),
        pages: new Map(),
      };
    }
    return cached;
  };
}

type CompressedPage = { html: string; br: Buffer; gzip: Buffer };

/**
 * The page compressed once, like the build's other files: with the login screen drawn in it
 * (decision 0009) it is several times larger than compressed, and a phone on a slow network
 * paints it that much sooner.
 */
function compressPage(html: string): CompressedPage {
  return {
    html,
    br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}
