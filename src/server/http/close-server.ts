import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How long a connection that carries no answer is kept once the server is closing: a proxy may
 * have opened it an instant before and be writing its request, which must be answered, not cut
 * (a write cut after it was sent is never sent again, and its sender gets an error).
 */
const SILENT_CONNECTION_MS = 1000;

/**
 * How the server stops (a signal, a test): it takes no new connection, finishes the answers it
 * is writing, and closes every connection as soon as it carries none. Node's own close waits
 * for each connection to end: a keep-alive one lingers after its last answer, and one a browser
 * opened ahead of need (a preconnect) sends nothing and would hold the stop until the browser
 * drops it; here such a connection is given a second to ask, then closed.
 *
 * Call once, right after the server is made; the returned function closes it.
 */
export function closableServer(server: Server): () => Promise<void> {
  const answersOn = new Map<Socket, Set<ServerResponse>>();
  let closing = false;

  const closeIfSilent = (socket: Socket) => {
    const timer = setTimeout(() => {
      if ((answersOn.get(socket)?.size ?? 0) === 0) socket.destroy();
    }, SILENT_CONNECTION_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };

  server.on('connection', (socket: Socket) => {
    answersOn.set(socket, new Set());
    socket.once('close', () => answersOn.delete(socket));
    if (closing) closeIfSilent(socket);
  });
  server.on('request', (request, response) => {
    const socket = request.socket;
    const answers = answersOn.get(socket) ?? new Set();
    answersOn.set(socket, answers);
    answers.add(response);
    if (closing) response.setHeader('connection', 'close');
    response.once('close', () => {
      answers.delete(response);
      // The answer is written: end lets it leave before the connection closes.
      if (closing && answers.size === 0) socket.end();
    });
  });

  return () => {
    closing = true;
    const closed = new Promise<void>((resolve, reject) =>
      server.close((error) => (error ? reject(error) : resolve())),
    );
    for (const [socket, answers] of answersOn) {
      if (answers.size === 0) closeIfSilent(socket);
      // Told in the answer, the client opens a new connection for its next request.
      for (const answer of answers)
        if (!answer.headersSent) answer.setHeader('connection', 'close');
    }
    return closed;
  };
}
