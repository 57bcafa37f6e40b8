import { spawn } from 'node:child_process';
import type { Server } from 'node:http';
import net from 'node:net';

/*
 * Node takes one new connection per turn of its event loop, and under load a turn carries the
 * work of a few hundred requests: new connections then wait in the system's queue, unseen by
 * the app, so never refused with a 503, and some longer than a client waits (a storm of new
 * clients; behind nginx, where every request comes on a new connection). Each copy of the
 * listening socket's descriptor is watched on its own and takes one more connection per turn
 * (docs/decisions/0042-several-connections-per-turn.md).
 */

/** Enough that a storm's thousand new connections are all taken within its first seconds. */
export const LISTENING_COPIES = 8;

/** Past this, the server goes on with the copies it has (none, at worst: as Node alone). */
const COPIES_WAIT_MS = 5000;

/*
 * Node has no call that copies a descriptor, but a descriptor sent to another process arrives
 * as a new one, as Node's cluster module shares a socket among its workers. This child sends
 * the one it received back, once per copy, one at a time (Node sends one descriptor per
 * message and waits for its receipt), then leaves. It only holds the socket, never accepts.
 * Its 'message' listener stays on: it keeps the channel, so the child, alive until the last
 * copy has been received.
 */
const COPIER = `
process.on('message', ({ copies }, socket) => {
  const send = (left) => {
    if (left === 0) return void (socket.close(), process.disconnect());
    process.send({ copy: true }, socket, { keepOpen: true }, () => send(left - 1));
  };
  send(copies);
});`;

type ListeningServer = Server & {
  _handle?: object;
  noDelay?: boolean;
  keepAlive?: boolean;
  keepAliveInitialDelay?: number;
};

/**
 * Listens on `copies` copies of `server`'s socket, each handing its connections to `server`.
 * Call once `server` listens; the returned function stops them taking connections and
 * resolves when the connections they took are closed (those `server` closes: close-server.ts).
 */
export async function listenOnCopies(
  server: Server,
  copies: number,
): Promise<{ count: number; close: () => Promise<void> }> {
  const listening = server as ListeningServer;
  const listeners: net.Server[] = [];
  const close = () =>
    Promise.all(
      listeners.map((listener) => new Promise<void>((resolve) => listener.close(() => resolve()))),
    ).then(() => undefined);
  if (!listening._handle || copies <= 0) return { count: 0, close };

  // As `server` sets its own connections, or they would differ by the copy that took them.
  const connectionOptions = {
    noDelay: listening.noDelay,
    keepAlive: listening.keepAlive,
    keepAliveInitialDelay: listening.keepAliveInitialDelay,
  };
  const child = spawn(process.execPath, ['-e', COPIER], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {},
  });
  await new Promise<void>((resolve) => {
    let isDone = false;
    const done = () => {
      if (isDone) return;
      isDone = true;
      clearTimeout(timer);
      child.kill();
      resolve();
    };
    const timer = setTimeout(done, COPIES_WAIT_MS);
    child.on('message', (_message, socket) => {
      if (!socket) return;
      if (isDone) return void (socket as { close?: () => void }).close?.();
      const listener = net.createServer(connectionOptions, (connection) =>
        server.emit('connection', connection),
      );
      // An error taking a connection is the server's, as on its own socket.
      listener.on('error', (error) => server.emit('error', error));
      listener.listen(socket);
      listeners.push(listener);
      if (listeners.length === copies) done();
    });
    child.once('error', done);
    child.once('exit', done);
    // Node's own socket object: sent as it is, it arrives unopened, where a net.Server would
    // listen in the child.
    try {
      child.send({ copies }, listening._handle as net.Server, undefined, (error) => {
        if (error) done();
      });
    } catch {
      done();
    }
  });
  return { count: listeners.length, close };
}
