import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closableServer } from './close-server.ts';
import { listenOnCopies } from './listening-copies.ts';

const CONNECTIONS = 20;
const COPIES = 4;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A server whose answers wait for `release`. */
async function serverHoldingAnswers() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((request, response) => {
    void released.then(() => response.end(`answer to ${request.url}`));
  });
  const close = closableServer(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanups.push(() => {
    server.close();
    server.closeAllConnections();
  });
  return { server, port: (server.address() as AddressInfo).port, close, release };
}

/** Connections waiting to be taken on `port` (the listening socket's queue, as the system says). */
function waitingConnections(port: number): number {
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields[1] === local && fields[3] === '0A') return parseInt(fields[4]!.split(':')[1]!, 16);
  }
  return 0;
}

/**
 * Opens `count` connections, each asking for a page, while this thread is busy: they wait in
 * the system's queue. Then lets the thread go, and says in which turn of its event loop
 * `server` took each one.
 */
async function connectWhileBusy(server: http.Server, port: number, count: number) {
  let turn = 0;
  let isCounting = true;
  const countTurns = () => {
    turn++;
    if (isCounting) setImmediate(countTurns);
  };
  const takenIn: number[] = [];
  server.on('connection', () => takenIn.push(turn));

  const sockets = Array.from({ length: count }, (_, index) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.write(`GET /${index} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    cleanups.push(() => socket.destroy());
    return socket;
  });
  // The connections are opened on the next tick; the system then completes them by itself.
  await new Promise((resolve) => process.nextTick(resolve));
  // Busy: nothing of this thread's event loop runs until all of them wait.
  const deadline = Date.now() + 5000;
  while (waitingConnections(port) < count)
    if (Date.now() > deadline) throw new Error('The connections never all waited.');
  setImmediate(countTurns);
  await expect.poll(() => takenIn.length).toBe(count);
  isCounting = false;
  return { takenIn, sockets };
}

describe('copies of the listening socket', () => {
  it('are needed: alone, a server takes one waiting connection per turn of its event loop', async () => {
    const { server, port, release } = await serverHoldingAnswers();
    release();
    const { takenIn } = await connectWhileBusy(server, port, CONNECTIONS);
    expect(new Set(takenIn).size).toBe(CONNECTIONS);
  });

  it('let the server take one more waiting connection per turn each', async () => {
    const { server, port, release } = await serverHoldingAnswers();
    const copies = await listenOnCopies(server, COPIES);
    cleanups.push(copies.close);
    expect(copies.count).toBe(COPIES);
    release();

    const { takenIn, sockets } = await connectWhileBusy(server, port, CONNECTIONS);
    // Five at a time: the server's own socket and its four copies, in each turn.
    expect(new Set(takenIn).size).toBe(CONNECTIONS / (COPIES + 1));
    // Every connection, whichever copy took it, is the server's: all are answered.
    const answers = await Promise.all(
      sockets.map(async (socket) => (await once(socket, 'data')).toString()),
    );
    for (const [index, answer] of answers.entries())
      expect(answer).toContain(`answer to /${index}`);
  });

  it('stop taking connections when closed, once the answers under way are written', async () => {
    const { server, port, close, release } = await serverHoldingAnswers();
    const copies = await listenOnCopies(server, COPIES);
    cleanups.push(copies.close);
    const { sockets } = await connectWhileBusy(server, port, CONNECTIONS);

    const closed = Promise.all([close(), copies.close()]);
    release();
    const answers = await Promise.all(
      sockets.map(async (socket) => (await once(socket, 'data')).toString()),
    );
    for (const answer of answers) expect(answer.toLowerCase()).toContain('connection: close');
    await closed;
    const refused = net.connect(port, '127.0.0.1');
    const [error] = (await once(refused, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ECONNREFUSED');
  });
});
