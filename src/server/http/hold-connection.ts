import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * Once this request's answer has gone, its connection reads nothing more for `ms`: its next
 * request waits in the system's buffer, costing the thread nothing. Paused after Node's own
 * handling of the answer's end, which resumes the connection to read on. A request of the
 * tests' `app.request()` has no connection: nothing to hold.
 */
export function holdConnectionAfterAnswer(c: Context, ms: number): void {
  const bindings = c.env as { incoming?: IncomingMessage; outgoing?: NodeJS.WritableStream };
  const socket = bindings?.incoming?.socket;
  const response = bindings?.outgoing;
  if (!socket || !response) return;
  response.once('finish', () =>
    setImmediate(() => {
      socket.pause();
      setTimeout(() => socket.resume(), ms).unref();
    }),
  );
}
