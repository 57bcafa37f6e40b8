import { describe, expect, it } from 'vitest';
import { API_OPERATIONS } from '../../src/shared/contracts/api-operations.ts';
import { createTestApp } from '../support/test-app.ts';

/**
 * The web calls the API through the shared table of its operations (the method, the path, the
 * body, the query and the answer of each), typed by it. This checks the server against the same
 * table: each of its JSON routes is one of the table's operations, with the very schemas the
 * table names, and each operation of the table is a route.
 */
const t = await createTestApp();

type RouteDefinition = {
  method: string;
  path: string;
  request?: { query?: unknown; body?: { content: Record<string, { schema: unknown }> } };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

describe('the API’s operations (src/shared/contracts/api-operations.ts)', () => {
  const routes = t.app.openAPIRegistry.definitions.flatMap((definition) =>
    definition.type === 'route' ? [definition.route as unknown as RouteDefinition] : [],
  );
  const answerOf = (route: RouteDefinition) =>
    (route.responses['200'] ?? route.responses['201'])?.content?.['application/json']?.schema;
  const jsonRoutes = routes.filter((route) => answerOf(route) !== undefined);

  it('are the server’s JSON routes, each with the schemas the table names', () => {
    const found = jsonRoutes.map((route) => {
      const name = `${route.method.toUpperCase()} ${route.path}` as keyof typeof API_OPERATIONS;
      const operation = API_OPERATIONS[name] as
        { body?: unknown; query?: unknown; answer: unknown } | undefined;
      return {
        name,
        isListed: operation !== undefined,
        hasItsBody: route.request?.body?.content['application/json']?.schema === operation?.body,
        hasItsQuery: route.request?.query === operation?.query,
        hasItsAnswer: answerOf(route) === operation?.answer,
      };
    });
    expect(
      found.filter(
        (route) => !(route.isListed && route.hasItsBody && route.hasItsQuery && route.hasItsAnswer),
      ),
    ).toEqual([]);
    expect(found.map((route) => route.name).sort()).toEqual(Object.keys(API_OPERATIONS).sort());
  });
});
