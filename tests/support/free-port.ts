import { createServer } from 'node:net';

/**
 * Each Vitest worker takes its ports from a range of its own, below the kernel's ephemeral
 * ports (32768 and up on Linux): a port is chosen here and bound later by another process (a
 * server being started), so two workers asking the kernel for "any free port" at once could be
 * handed the same one, and an outgoing connection could take it in between.
 */
const PORTS_PER_WORKER = 500;
const FIRST_PORT = 20_000 + Number(process.env.VITEST_POOL_ID ?? 0) * PORTS_PER_WORKER;
let next = FIRST_PORT;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A loopback port nothing listens on right now, for a server a test is about to start. */
export async function freePort(): Promise<number> {
  for (let tried = 0; tried < PORTS_PER_WORKER; tried++) {
    const port = next;
    next = next + 1 < FIRST_PORT + PORTS_PER_WORKER ? next + 1 : FIRST_PORT;
    if (await isFree(port)) return port;
  }
  throw new Error(`No free port between ${FIRST_PORT} and ${FIRST_PORT + PORTS_PER_WORKER - 1}`);
}
