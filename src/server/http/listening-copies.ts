import { type ChildProcess, spawn } from 'node:child_process';
import type { Server } from 'node:http';
import net from 'node:net';
import { logFailure } from '../log.ts';

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
    process.send({ copy: true }, socket, { keepOpen: true }, (error) =>
      error ? process.exit(1) : send(left - 1),
    );
  };
  send(copies);
});`;

type ListeningServer = Server & {
  _handle?: object;
  noDelay?: boolean;
  keepAlive?: boolean;
  keepAliveInitialDelay?: number;
  allowHalfOpen?: boolean;
};

/**
 * Listens on `copies` copies of `server`'s socket, each handing its connections to `server`.
 * Call once `server` listens. Close the copies with `server`: until all are closed, the port
 * still takes connections. The returned function stops them taking connections and resolves
 * when the connections they took are closed (those `server` closes: close-server.ts).
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

  const listenOnCopy = (socket: unknown) => {
    // As `server` sets its own connections, or they would differ by the copy that took them.
    const listener = net.createServer(
      {
        noDelay: listening.noDelay,
        keepAlive: listening.keepAlive,
        allowHalfOpen: listening.allowHalfOpen,
      },
      (connection) => server.emit('connection', connection),
    );
    // Kept as the server keeps it (in seconds): the option would take it for milliseconds.
    (listener as ListeningServer).keepAliveInitialDelay = listening.keepAliveInitialDelay;
    // An error taking a connection is the server's, as on its own socket.
    listener.on('error', (error) => server.emit('error', error));
    // Node's default backlog, as the server's own `listen`.
    listener.listen(socket);
    listeners.push(listener);
  };

  let failure: unknown;
  await new Promise<void>((resolve) => {
    let child: ChildProcess | undefined;
    let isDone = false;
    const done = (error?: unknown) => {
      if (isDone) return;
      isDone = true;
      failure = error;
      clearTimeout(timer);
      child?.kill();
      resolve();
    };
    const timer = setTimeout(done, COPIES_WAIT_MS);
    try {
      child = spawn(process.execPath, ['-e', COPIER], {
        stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
        env: {},
      });
      child.on('message', (_message, socket) => {
        if (!socket) return;
        if (isDone) return void (socket as { close?: () => void }).close?.();
        listenOnCopy(socket);
        if (listeners.length === copies) done();
      });
      child.on('error', done);
      child.once('exit', () => done());
      // Node's own socket object: sent as it is, it arrives unopened, where a net.Server would
      // listen in the child.
      child.send({ copies }, listening._handle as net.Server, undefined, (error) => {
        if (error) done(error);
      });
    } catch (error) {
      done(error);
    }
  });
  if (listeners.length < copies) {
    const lacking = `Copies du port d'écoute : ${listeners.length} sur ${copies}, moins de connexions prises à la fois sous charge`;
    if (failure) logFailure(lacking, failure);
    else console.warn(lacking);
  }
  return { count: listeners.length, close };
}
