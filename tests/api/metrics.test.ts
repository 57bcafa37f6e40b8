import { describe, expect, it } from 'vitest';
import { newEvent } from '../support/drawn-event.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

// README « In production »: `/metrics` for the operator, and each answer's request id.

const TOKEN = 'metrics-token-0123456789';
const t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });

describe('/metrics', () => {
  it('answers the token in Prometheus’s format, by route pattern, never an id', async () => {
    const organiser = await signUpAndVerify(t, { name: 'Opé', email: 'ope@example.org' });
    const id = await newEvent(organiser, 'Compté');
    await organiser.get(`/api/secret-santas/${id}`);
    const answer = await t.app.request('/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    const text = await answer.text();
    expect(text).toMatch(
      /secret_santa_http_requests_total\{method="GET",route="\/api\/secret-santas\/:id",status="200"\} \d+/,
    );
    expect(text).toContain('secret_santa_http_request_duration_seconds_bucket');
    expect(text).toContain('secret_santa_process_resident_memory_bytes');
    // The event's id, the organiser's address: in no label.
    expect(text).not.toContain(id);
    expect(text).not.toContain('ope@example.org');
  });

  it('is a missing page to anyone else: no token, a wrong one, through a proxy', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${TOKEN}x`, TOKEN]) {
      const answer = await t.app.request('/metrics', {
        headers: authorization ? { authorization } : {},
      });
      expect(answer.status).toBe(404);
      expect(await answer.text()).not.toContain('secret_santa_');
    }
  });
});

describe('the request id', () => {
  it('is told in every answer: the proxy’s when it is one, else a new one', async () => {
    const given = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const kept = await t.app.request('/api/health', { headers: { 'x-request-id': given } });
    expect(kept.headers.get('x-request-id')).toBe(given);
    const odd = await t.app.request('/api/health', { headers: { 'x-request-id': 'a b\u00e9' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const none = await t.app.request('/une/page');
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
