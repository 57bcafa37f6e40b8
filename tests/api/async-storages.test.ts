import type { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { authStorages } from '../../src/server/auth/call-auth.server.ts';
import { drawnEvent } from '../support/drawn-event.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

/**
 * On Node 20, while any AsyncLocalStorage is in use, every promise the process makes carries
 * its bookkeeping (docs/benchmarks.md has what it costs a participant's save). Those a call to better-auth uses are put to rest once the calls under
 * way are over (call-auth.server.ts); the app's others are used only on PGlite, with JSON logs,
 * or by the tests that watch the cache's loads (decision 0039).
 */
const t = await createTestApp();

/** Node 20's AsyncLocalStorage says in its `enabled` field whether it is in use. */
const inUse = (storage: AsyncLocalStorage<unknown>) =>
  (storage as unknown as { enabled?: boolean }).enabled === true;

describe('The storages of a call to better-auth', () => {
  it('are at rest after organisers sign up, sign in, out, ask to reset a password, and participants save', async () => {
    const alice = await signUpAndVerify(t, { name: 'Alice', email: 'alice@example.org' });
    const { id, tokens } = await drawnEvent(t, alice, 'Repos', ['Chloe', 'Denis', 'Emma']);
    const visitor = t.client();
    const signedIn = await visitor.post('/api/auth/sign-in', {
      email: 'alice@example.org',
      password: 'motdepasse',
    });
    expect(signedIn.status).toBe(200);
    expect((await visitor.post('/api/auth/sign-out', {})).status).toBe(200);
    const reset = await t
      .client()
      .post('/api/auth/request-password-reset', { email: 'alice@example.org' });
    expect(reset.status).toBe(200);
    const saved = await t
      .client()
      .request(
        'PUT',
        `/api/participant/${id}/gift-ideas`,
        { giftIdeas: 'Un livre' },
        { authorization: `Bearer ${tokens.Chloe}` },
      );
    expect(saved.status).toBe(200);
    // better-auth's own and the reset e-mail's language, all used above.
    expect(authStorages().length).toBeGreaterThan(1);
    expect(authStorages().filter(inUse)).toEqual([]);
  });
});
