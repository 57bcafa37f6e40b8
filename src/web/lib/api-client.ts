import type { z } from 'zod';
import { ApiErrorSchema, errorCodes } from '../../shared/contracts/api-error.ts';
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

/** True when the server said this code, e.g. `hasErrorCode(error, errorCodes.nameTaken)`. */
export function hasErrorCode(error: unknown, code: string): error is ApiClientError {
  return isApiClientError(error) && error.code === code;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<TSchema extends z.ZodType> {
  method?: Method;
  body?: unknown;
  /** The shared zod schema the answer must match. */
  schema: TSchema;
  signal?: AbortSignal;
  /** Extra headers, e.g. a personal link's bearer token. */
  headers?: Record<string, string>;
}

/**
 * Calls the product's JSON API on the same origin (the session is an HttpOnly cookie)
 * and validates the answer with the shared contract.
 */
export async function apiRequest<TSchema extends z.ZodType>(
  path: string,
  { method = 'GET', body, schema, signal, headers: extraHeaders }: RequestOptions<TSchema>,
): Promise<z.output<TSchema>> {
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
      message: messages.app.networkError,
    });
  }

  const payload: unknown = await response.json().catch(() => undefined);

  if (!response.ok) {
    const parsedError = ApiErrorSchema.safeParse(payload);
    if (parsedError.success) {
      throw new ApiClientError({ status: response.status, ...parsedError.data.error });
    }
    throw new ApiClientError({
      status: response.status,
      code: response.status === 404 ? errorCodes.notFound : errorCodes.internal,
      message: response.status === 404 ? messages.api.notFound : messages.api.unexpected,
    });
  }

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiClientError({
      status: response.status,
      code: INVALID_RESPONSE_CODE,
      message: messages.api.unexpected,
    });
  }
  return parsed.data;
}
