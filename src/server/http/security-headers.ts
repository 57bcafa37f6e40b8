import type { MiddlewareHandler } from 'hono';

/**
 * Scripts only from our own origin, plus the inline scripts of the page named by their
 * SHA-256 (`'sha256-…'`, the theme applied before the first paint): no other inline script
 * runs. Inline styles are allowed because the UI library sets style attributes.
 */
export function contentSecurityPolicy(inlineScriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers on every answer; an answer may bring its own Content-Security-Policy (the pages
 * do, with their inline script's hash). Personal links must never leak through the Referer
 * header.
 */
export function securityHeaders(options: { isHttps: boolean }): MiddlewareHandler {
  const csp = contentSecurityPolicy();
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('content-security-policy')) headers.set('content-security-policy', csp);
    headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', 'no-referrer');
    headers.set('x-frame-options', 'DENY');
    headers.set('cross-origin-opener-policy', 'same-origin');
    if (options.isHttps)
      headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}
