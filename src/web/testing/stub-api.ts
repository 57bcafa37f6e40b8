import { onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/contracts/api-error.ts';
import type { ErrorCode } from '../../shared/contracts/api-error.ts';

/**
 * The API as a component test sees it: the server is outside what such a test runs, so `fetch`
 * answers from a table. Each answer is checked against its contract when it is written, as the
 * API tests check the real server's (tests/support/answer-contracts.ts): a test cannot pass on
 * an answer the server could never give. Tests still assert what a person sees.
 */

/** One answer of the stubbed API: its status and its JSON body. */
export interface StubAnswer {
  status: number;
  body: unknown;
}

/** The request never reaches the server: offline, DNS, a dropped connection. */
export const unreachable = Symbol('unreachable');

/** What the page sent, as the server would read it. */
export interface StubRequest {
  method: string;
  /** The path and the query, as sent. */
  url: string;
  body: unknown;
  /** The `Authorization` header: a personal link's token is sent there. */
  authorization: string | null;
}

type Reply = StubAnswer | typeof unreachable;
type Route = Reply | ((request: StubRequest) => Reply | Promise<Reply>);

/**
 * A success, refused at once if `body` does not parse with `schema`, the route's response
 * contract from src/shared/contracts (e.g. `answer(PlayerResponseSchema, { player })`).
 */
export function answer<TSchema extends z.ZodType>(
  schema: TSchema,
  body: z.input<TSchema>,
  { status = 200 }: { status?: number } = {},
): StubAnswer {
  if (status >= 400) throw new Error(`answer(): a ${status} is a refusal, use refusal()`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(`This stubbed answer breaks its contract:\n${z.prettifyError(parsed.error)}`);
  }
  return { status, body };
}

/** A refusal, in the one error body every route answers with (`ApiErrorSchema`). */
export function refusal(
  status: number,
  error: { code: ErrorCode; message: string; field?: string },
): StubAnswer {
  if (status < 400) throw new Error(`refusal(): a ${status} is a success, use answer()`);
  return { status, body: ApiErrorSchema.parse({ error }) };
}

/**
 * Answers each request from `routes`, keyed by "METHOD /path?query" or, to match any query,
 * "METHOD /path": an answer, `unreachable`, or a function of the request for an answer that
 * changes. Records every request. A request the table does not list (unless `otherwise`
 * answers it), or an answer that breaks its contract, fails the test with its name, whatever
 * the screen made of the failure. Call it in the test itself; `fetch` is restored after it.
 */
export function stubApi(routes: Record<string, Route>, { otherwise }: { otherwise?: Route } = {}) {
  const calls: StubRequest[] = [];
  const problems: string[] = [];

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request: StubRequest = {
        method: init.method ?? 'GET',
        url: String(input),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        authorization: new Headers(init.headers).get('Authorization'),
      };
      calls.push(request);
      const route =
        routes[`${request.method} ${request.url}`] ??
        routes[`${request.method} ${pathOf(request.url)}`] ??
        otherwise;
      let reply: Reply;
      try {
        if (route === undefined) throw new Error('no answer is stubbed for it');
        reply = typeof route === 'function' ? await route(request) : route;
      } catch (error) {
        problems.push(`${request.method} ${request.url}: ${String(error)}`);
        reply = unreachable;
      }
      if (reply === unreachable) throw new TypeError('Failed to fetch');
      // As a browser does: a request its page called off gets no answer.
      if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (problems.length > 0) {
      throw new Error(`The stubbed API was asked what it cannot answer:\n${problems.join('\n')}`);
    }
  });

  return {
    calls,
    /** The requests to one route, keyed like the table. */
    callsTo: (route: string) =>
      calls.filter(
        (call) =>
          route === `${call.method} ${call.url}` || route === `${call.method} ${pathOf(call.url)}`,
      ),
  };
}

/** Every request fails as if the network were down. */
export function stubOffline() {
  return stubApi({}, { otherwise: unreachable });
}

const pathOf = (url: string) => url.split('?')[0];
