import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { closableServer } from './close-server.ts';

/** A server whose answers wait for `release`, and a way to know a request has arrived. */
async function serverHoldingAnswers() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const arrived: string[] = [];
  const server = http.createServer((request, response) => {
    arrived.push(request.url ?? '');
    void released.then(() => response.end(`answer to ${request.url}`));
  });
  const close = closableServer(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { port, close, release, arrived };
}

function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ body: string; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ body, connection: response.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('closing the server', () => {
  it('is not held by a connection that never sent a request, nor by an idle keep-alive one', async () => {
    const server = await serverHoldingAnswers();
    server.release();
    const silent = net.connect(server.port, '127.0.0.1');
    await once(silent, 'connect');
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(server.port, '/first', agent)).connection).toBe('keep-alive');

    // Node's own close would wait for the silent connection for as long as its client kept it.
    await server.close();
    if (!silent.closed) await once(silent, 'close');
    agent.destroy();
  });

  it('finishes the answers under way, then closes their connections', async () => {
    const server = await serverHoldingAnswers();
    const agent = new http.Agent({ keepAlive: true });
    const answer = get(server.port, '/slow', agent);
    await expect.poll(() => server.arrived).toEqual(['/slow']);

    const closed = server.close();
    server.release();
    expect(await answer).toEqual({ body: 'answer to /slow', connection: 'close' });
    await closed;
    agent.destroy();
  });

  it('answers a request written on a connection opened just before the close', async () => {
    const server = await serverHoldingAnswers();
    server.release();
    // A proxy connected an instant before the stop, and writes its request an instant after.
    const late = net.connect(server.port, '127.0.0.1');
    await once(late, 'connect');
    await expect.poll(() => server.arrived.length === 0).toBe(true);
    const closed = server.close();
    let reply = '';
    late.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    late.write('POST /late HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n');
    await once(late, 'close');
    expect(reply).toMatch(/^HTTP\/1\.1 200/);
    expect(reply).toContain('answer to /late');
    expect(reply.toLowerCase()).toContain('connection: close');
    await closed;
  });
});
