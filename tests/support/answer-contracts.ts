import type { z } from 'zod';
import { ApiErrorSchema } from '../../src/shared/contracts/api-error.ts';
import type { createApp } from '../../src/server/app.ts';

type App = ReturnType<typeof createApp>;
type Check = (method: string, url: string, status: number, body: unknown) => void;
const checks = new WeakMap<App, Check>();

type Route = {
  method: string;
  pattern: RegExp;
  path: string;
  responses: Record<string, { content?: Record<string, { schema?: z.ZodType }> }>;
};

/**
 * Every API answer a test receives, checked against the contract its route declares in the
 * app's own router (the schemas the OpenAPI document is written from): a success the route
 * does not declare, or a body of the wrong shape, fails the test that received it. Refusals
 * the route does not list (the rules every request meets first: 413, 400…) must still be the
 * one error shape. The server itself does not re-check its answers (ARCHITECTURE.md).
 */
export function answerContracts(app: App): Check {
  const known = checks.get(app);
  if (known) return known;
  const routes: Route[] = app.openAPIRegistry.definitions.flatMap((definition) => {
    if (definition.type !== 'route') return [];
    const { method, path, responses } = definition.route;
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return [
      { method: method.toUpperCase(), pattern, path, responses: responses as Route['responses'] },
    ];
  });

  const check: Check = (method, url, status, body) => {
    const path = new URL(url, 'http://localhost').pathname;
    const route = routes.find((r) => r.method === method && r.pattern.test(path));
    if (!route) return; // a page, the mailbox, or an unknown API path (its own 404 test)
    const declared = route.responses[String(status)];
    const where = `${method} ${route.path} → ${status}`;
    if (!declared) {
      if (status < 400) throw new Error(`${where}: a status its route does not declare`);
      const error = ApiErrorSchema.safeParse(body);
      if (!error.success) throw new Error(`${where}: not the error shape: ${JSON.stringify(body)}`);
      return;
    }
    const schema = declared.content?.['application/json']?.schema;
    if (!schema) return;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new Error(`${where}: the answer breaks its contract: ${parsed.error.message}`);
    }
  };
  checks.set(app, check);
  return check;
}
