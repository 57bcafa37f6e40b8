import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';

/**
 * Every line the server writes about a failure goes through here, so that none carries a
 * credential (docs/security.md, "Logs"): a failed statement's parameters (a session token, an
 * e-mail's payload with its provisional password) and a PostgreSQL error's `detail` (the
 * values of a refused row) are left out, and a link's token or a URL's password is masked
 * wherever it appears.
 */
export function logFailure(
  context: string,
  error: unknown,
  options: { isExpected?: boolean } = {},
): void {
  console.error(maskSecrets(`${context} : ${describeFailure(error, options)}`));
}

/**
 * What went wrong: each cause's code and message, then where (the outer error's frames),
 * unless the failure is an expected one (the database away), where one line says enough.
 */
export function describeFailure(error: unknown, options: { isExpected?: boolean } = {}): string {
  const causes: string[] = [];
  for (
    let current = error;
    current !== undefined && causes.length < 5;
    current = causeOf(current)
  ) {
    causes.push(describeOne(current));
  }
  const frames =
    !options.isExpected && error instanceof Error && error.stack
      ? error.stack
          .split('\n')
          .filter((line) => line.trimStart().startsWith('at '))
          .slice(0, 10)
      : [];
  return maskSecrets([causes.join(' ← '), ...frames].join('\n'));
}

function causeOf(error: unknown): unknown {
  return error instanceof Error ? error.cause : undefined;
}

function describeOne(error: unknown): string {
  if (!(error instanceof Error)) return typeof error === 'string' ? error : typeof error;
  // Drizzle's own message lists the statement's parameters: its text alone is kept.
  if ('query' in error && 'params' in error) return `requête refusée : ${String(error.query)}`;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `[${code}] ${error.message}` : error.message;
}

/**
 * `token=…`, `password=…`, a sign-up link's key (`/r/{key}`, `/inscription/{key}`, `/api/registration/{key}`)
 * and `scheme://user:password@` never reach a log, whatever carries them.
 */
export function maskSecrets(text: string): string {
  return text
    .replace(/\b(token|password|secret|pass)=[^&\s"'<>]+/gi, '$1=…')
    .replace(/\/(r|inscription|registration)\/[^/?#\s"'<>]+/g, '/$1/…')
    .replace(/:\/\/([^/\s:@]+):[^@\s/]+@/g, '://$1:…@');
}

let jsonLogs = false;

/** The request being answered, whose id each JSON log line written meanwhile carries. */
const requestContext = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Runs `handle` as request `requestId`, for the JSON log lines written meanwhile, its
 * libraries' included. Only with JSON logs: text lines carry no id, and while any storage of
 * this kind is in use every promise the process makes costs more (decision 0039).
 */
export function asRequest<T>(requestId: string, handle: () => T): T {
  return jsonLogs ? requestContext.run({ requestId }, handle) : handle();
}

/**
 * `LOG_FORMAT=json`: every line the server writes (its own and its libraries') becomes one JSON
 * object, `{time, level, msg, requestId?}`, its text masked as any log line is. For a log
 * collector; the text form stays the default, for a person reading a terminal.
 */
export function useJsonLogs(): void {
  jsonLogs = true;
  const write =
    (level: 'info' | 'warn' | 'error', stream: NodeJS.WriteStream) =>
    (...args: unknown[]) => {
      const requestId = requestContext.getStore()?.requestId;
      const line = {
        time: new Date().toISOString(),
        level,
        msg: maskSecrets(format(...args)),
        ...(requestId ? { requestId } : {}),
      };
      stream.write(`${JSON.stringify(line)}\n`);
    };
  console.log = write('info', process.stdout);
  console.info = write('info', process.stdout);
  console.warn = write('warn', process.stderr);
  console.error = write('error', process.stderr);
}

/** One line per answer, with `LOG_FORMAT=json` only: its method, route pattern, status, time. */
export function logAnswer(fields: {
  requestId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
}): void {
  if (!jsonLogs) return;
  const line = { time: new Date().toISOString(), level: 'info', msg: 'answer', ...fields };
  process.stdout.write(`${JSON.stringify(line)}\n`);
}
