import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { holdConnectionAfterAnswer } from './hold-connection.ts';

/** A GET on `agent` (kept alive): its status. */
function get(port: number, path: string, agent: http.Agent) {
  return new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('a connection held after its answer', () => {
  it('reads its next request only once the hold is over, and answers the first at once', async () => {
    const app = new Hono();
    app.get('/refused', (c) => {
      holdConnectionAfterAnswer(c, 60_000);
      return c.text('plus tard', 503, { 'retry-after': '3' });
    });
    app.get('/ok', (c) => c.text('ok'));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const sockets: Socket[] = [];
    server.on('connection', (socket: Socket) => sockets.push(socket));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(port, '/refused', agent)).toBe(503);
      const [socket] = sockets;
      await expect.poll(() => socket!.isPaused()).toBe(true);

      let isAnswered = false;
      const next = get(port, '/ok', agent).then((status) => ((isAnswered = true), status));
      // Another connection is served meanwhile: only the refused one waits.
      expect(await get(port, '/ok', new http.Agent())).toBe(200);
      expect(isAnswered).toBe(false);
      expect(sockets).toHaveLength(2);

      socket!.resume(); // As the hold's end does.
      expect(await next).toBe(200);
    } finally {
      agent.destroy();
      server.close();
    }
  });
});
