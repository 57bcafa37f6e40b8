/**
 * Whether `error` says the database cannot answer now, rather than that the request is wrong:
 * the request may work again in a few seconds (decision 0019). Looked for along the causes,
 * as Drizzle wraps the driver's error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    const { message } = current;
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_CLASSES.has(code.slice(0, 2)) || NETWORK_CODES.has(code))
    )
      return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = current.cause;
  }
  return false;
}

/**
 * PostgreSQL's error classes for "not now": 08 the connection failed, 53 out of resources
 * (disk full, too many connections), 57 the statement was stopped (statement_timeout, a
 * shutdown), 58 the server's own files (an I/O error, a file gone).
 */
const UNAVAILABLE_CLASSES = new Set(['08', '53', '57', '58']);

/** The network between the app and PostgreSQL. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/**
 * node-postgres's own timeouts and lost connections, which carry no code; PGlite, once its
 * files failed it, refuses every statement as closed or aborted.
 */
const UNAVAILABLE_MESSAGES = [
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Client was closed and is not queryable$/,
  /^Client has encountered a connection error and is not queryable$/,
  /PGlite is closed/,
  /no space left on device/i,
];
