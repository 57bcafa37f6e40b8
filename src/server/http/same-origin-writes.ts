import type { MiddlewareHandler } from 'hono';
import { Refusal } from '../../shared/refusal.ts';
import { answerRefusal } from './refusal-answer.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A method that reads only: it may be answered from the answer cache, and needs no CSRF guard. */
export const isSafeMethod = (method: string): boolean => SAFE_METHODS.has(method);

/**
 * Cross-site request forgery guard, on top of SameSite=Lax cookies: a state-changing
 * request that a browser marks as coming from another origin is refused.
 */
export function sameOriginWrites(publicUrl: string): MiddlewareHandler {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    if (isSafeMethod(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const ownOrigin = new URL(c.req.url).origin;
    const isForeignOrigin = origin !== undefined && origin !== allowed && origin !== ownOrigin;
    if (isForeignOrigin || fetchSite === 'cross-site') {
      return answerRefusal(c, new Refusal('forbiddenOrigin'));
    }
    return next();
  };
}
