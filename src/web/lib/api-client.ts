import type { z } from 'zod';
import { errorCodes } from '../../shared/contracts/api-error.ts';
import type { ApiError } from '../../shared/contracts/api-error.ts';
import type { ApiOperation, ApiOperations } from '../../shared/contracts/api-operations.ts';
import { messages } from '../../shared/messages.ts';

/** Status used when the request never reached the server (offline, DNS, CORS…). */
export const NETWORK_ERROR_STATUS = 0;
/** Code used when the server answered something that is not our JSON contract. */
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/** Every failed API call becomes one of these, always with a French message. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(options: { status: number; code: string; message: string; field?: string }) {
    super(options.message);
    this.name = 'ApiClientError';
    this.status = options.status;
    this.code = options.code;
    this.field = options.field;
  }
}

export function isApiClientError(error: unknown): error is ApiClientError {
  return error instanceof ApiClientError;
}

/**
 * What to tell the person about a failed call: the server's French message, or `fallback`
 * for anything that is not an API failure.
 */
export function errorMessageOf(error: unknown, fallback: string): string {
  return isApiClientError(error) ? error.message : fallback;
}

/**
 * The server could not be reached: a request that never got an answer, or code of the app that
 * could not be downloaded (a screen's part loaded on first use). Both are said as
 * `app.networkError`, with a way to try again, not as a crash (docs/product.md §9.4).
 */
export function isUnreachable(error: unknown): boolean {
  if (isApiClientError(error)) return error.status === NETWORK_ERROR_STATUS;
  return (
    error instanceof TypeError &&
    /dynamically imported module|module script failed|error loading dynamically imported/i.test(
      error.message,
    )
  );
}

/** True when the server said this code, e.g. `hasErrorCode(error, errorCodes.nameTaken)`. */
export function hasErrorCode(error: unknown, code: string): error is ApiClientError {
  return isApiClientError(error) && error.code === code;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. a personal link's bearer token. */
  headers?: Record<string, string>;
}

/** The error body every failed API call answers with, checked by hand: zod stays off page load. */
function isApiErrorBody(payload: unknown): payload is ApiError {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const { error } = payload;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string' &&
    (!('field' in error) || error.field === undefined || typeof error.field === 'string')
  );
}

/**
 * Sends one request to the product's JSON API on the same origin (the session is an HttpOnly
 * cookie), for `callApi`. The answer is typed by the shared contract the server answers with;
 * it is not parsed a second time here, so that zod does not weigh on every page (decision
 * 0009). Any answer that is not JSON still becomes an `ApiClientError`.
 */
async function apiRequest<TContract extends z.ZodType>(
  path: string,
  { method = 'GET', body, signal, headers: extraHeaders }: RequestOptions = {},
): Promise<z.output<TContract>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiClientError({
      status: NETWORK_ERROR_STATUS,
      code: NETWORK_ERROR_CODE,
      message: navigator.onLine ? messages.app.networkError : messages.app.offlineError,
    });
  }

  const payload: unknown = await response.json().catch(() => undefined);

  if (!response.ok) {
    if (isApiErrorBody(payload)) {
      throw new ApiClientError({ status: response.status, ...payload.error });
    }
    throw new ApiClientError({
      status: response.status,
      code: response.status === 404 ? errorCodes.notFound : errorCodes.internal,
      message: response.status === 404 ? messages.api.notFound : messages.api.unexpected,
    });
  }

  if (payload === undefined) {
    throw new ApiClientError({
      status: response.status,
      code: INVALID_RESPONSE_CODE,
      message: messages.api.unexpected,
    });
  }
  return payload as z.output<TContract>;
}

/** The `{name}`s of an operation's path ('/api/secret-santas/{id}/draw' → 'id'). */
type PathParameters<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParameters<Rest>
  : never;
type PathOf<Operation extends ApiOperation> = Operation extends `${string} ${infer Path}`
  ? Path
  : never;
type Schemas<Operation extends ApiOperation> = ApiOperations[Operation];

/** What a call of `operation` sends: its path's values, its body and its query, as it takes them. */
export type ApiCall<Operation extends ApiOperation> = ([PathParameters<PathOf<Operation>>] extends [
  never,
]
  ? { params?: never }
  : { params: Record<PathParameters<PathOf<Operation>>, string> }) &
  (Schemas<Operation> extends { body: infer Body extends z.ZodType }
    ? { body: z.input<Body> }
    : { body?: never }) &
  (Schemas<Operation> extends { query: infer Query extends z.ZodType }
    ? { query: z.input<Query> }
    : { query?: never }) &
  Pick<RequestOptions, 'signal' | 'headers'>;

/** What `operation` answers when it succeeds. */
export type ApiAnswer<Operation extends ApiOperation> = z.output<Schemas<Operation>['answer']>;

/**
 * Calls one of the API's operations by its name in the shared table ('POST
 * /api/secret-santas/{id}/draw', shared/contracts/api-operations.ts), which types what is sent
 * and what comes back: a route renamed or a field changed fails the type check here. The path's
 * values are encoded, the query is added; a failure is an `ApiClientError`.
 */
export function callApi<Operation extends ApiOperation>(
  operation: Operation,
  ...[call]: object extends ApiCall<Operation>
    ? [call?: ApiCall<Operation>]
    : [call: ApiCall<Operation>]
): Promise<ApiAnswer<Operation>> {
  const [method, template] = operation.split(' ') as [Method, string];
  const params = (call?.params ?? {}) as Record<string, string>;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  // Without its parameters left out (undefined), and without '?' when none is left.
  const search = new URLSearchParams(
    Object.entries((call?.query ?? {}) as Record<string, string | undefined>).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  ).toString();
  const query = search ? `?${search}` : '';
  return apiRequest<z.ZodType<ApiAnswer<Operation>>>(`${path}${query}`, {
    method,
    ...(call?.body === undefined ? {} : { body: call.body }),
    ...(call?.signal ? { signal: call.signal } : {}),
    ...(call?.headers ? { headers: call.headers } : {}),
  });
}
