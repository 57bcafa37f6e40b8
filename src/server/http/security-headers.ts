import type { MiddlewareHandler } from 'hono';

/**
 * Headers on every answer. Scripts only from our own origin (no inline script: the theme
 * is applied by /theme-init.js); inline styles are allowed because the UI library sets
 * style attributes. Personal links must never leak through the Referer header.
 */
export function securityHeaders(options: { isHttps: boolean }): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('content-security-policy')) headers.set('content-security-policy', csp);
    headers.set('x-content-type-options', 'nosniff');
    headers.set('referrer-policy', 'no-referrer');
    headers.set('x-frame-options', 'DENY');
    headers.set('cross-origin-opener-policy', 'same-origin');
    if (options.isHttps) headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}
