import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { chooseLanguage, type Language, LANGUAGES, webBuildOf } from '../shared/language.ts';
import { screenOf } from '../shared/pages.ts';
import { SESSION_COOKIE } from './auth/load-session.ts';
import type { createRouter } from './http/create-router.ts';
import { contentSecurityPolicy } from './http/security-headers.ts';
import { PROJECT_ROOT } from './project-root.ts';

export const WEB_ROOT = path.join(PROJECT_ROOT, 'dist/web');

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
export function serveWebApp(app: ReturnType<typeof createRouter>) {
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
 * runs after the answer is made, too late for a header.
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
