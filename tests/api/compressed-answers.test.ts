import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

const t = await createTestApp({ now: () => new Date('2026-12-01T10:00:00Z') });
const alice = await signUpAndVerify(t, { name: 'Alice', email: 'alice@example.org' });
const PEOPLE = 30;

const id = (await alice.post('/api/secret-santas', { name: 'Bureau de Lyon' })).body.secretSanta
  .id as string;
for (let i = 0; i < PEOPLE; i++) {
  await alice.post(`/api/secret-santas/${id}/players`, {
    name: `Collègue ${i}`,
    email: `collegue${i}@example.org`,
    address: `${i} rue de la République, 69002 Lyon`,
    imageUrl: AVATARS[i % AVATARS.length]!.src,
  });
}
await alice.post(`/api/secret-santas/${id}/draw`);
await alice.post(`/api/secret-santas/${id}/draw/notify`);
const link = (await t.lastMailTo('collegue0@example.org'))!.links.find((l) =>
  l.includes(`/participant/${id}/`),
)!;
const participant = { authorization: `Bearer ${decodeURIComponent(link.split('/').at(-1)!)}` };

const read = (path: string, headers: Record<string, string> = {}) =>
  alice.request('GET', path, undefined, headers);

describe('answers sent compressed (docs/security.md, "Compressed answers")', () => {
  it('sends the organiser’s dashboard and sending list compressed, the same once inflated', async () => {
    for (const path of [`/api/secret-santas/${id}`, `/api/secret-santas/${id}/draw`]) {
      const plain = await read(path);
      expect(plain.headers.get('content-encoding')).toBeNull();
      const brotli = await read(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(brotli.status).toBe(200);
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
      expect(brotli.body).toEqual(plain.body);
      const gzip = await read(path, { 'accept-encoding': 'gzip' });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(gzip.body).toEqual(plain.body);
    }
  });

  it('never compresses a participant’s space: it holds whom they give to beside text others write', async () => {
    const space = await t.client().request('GET', `/api/participant/${id}`, undefined, {
      ...participant,
      'accept-encoding': 'gzip, br',
    });
    expect(space.status).toBe(200);
    expect(JSON.stringify(space.body).length).toBeGreaterThan(1400);
    expect(space.headers.get('content-encoding')).toBeNull();
  });

  it('leaves a small answer as it is', async () => {
    const session = await read('/api/auth/session', { 'accept-encoding': 'br' });
    expect(session.status).toBe(200);
    expect(session.headers.get('content-encoding')).toBeNull();
  });
});
