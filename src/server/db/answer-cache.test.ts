import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.ts';
import type { ChangeHandlers } from './database.server.ts';

/**
 * A cache on a stand-in for the database's LISTEN: the test says what the database would
 * send, and when. (tests/api/answer-cache.test.ts runs it on the real databases.)
 */
async function cacheOnFeed(options: { deliverSyncs?: boolean; maxBytes?: number } = {}) {
  let handlers: ChangeHandlers | undefined;
  let reconnects = 0;
  const cache = new AnswerCache({
    maxBytes: options.maxBytes,
    syncTimeoutMs: 50,
    say: async (payload) => {
      if (options.deliverSyncs !== false && payload) handlers!.onMessage(payload);
    },
  });
  await cache.listen({
    listen: async (_channel, given) => {
      handlers = given;
      given.onListening(true);
      return { reconnect: () => void reconnects++, close: async () => {} };
    },
  });
  let loads = 0;
  const read = (key: string, tag: string, value: string) =>
    cache.read(key, tag, async () => {
      loads++;
      return value;
    });
  return {
    cache,
    read,
    send: (payload: string) => handlers!.onMessage(payload),
    setListening: (listening: boolean) => handlers!.onListening(listening),
    loads: () => loads,
    reconnects: () => reconnects,
  };
}

describe('the answer cache', () => {
  it('answers again from memory until the answer’s tag changes, and only that tag', async () => {
    const feed = await cacheOnFeed();
    expect(await feed.read('dashboard:1', 'event:1', 'v1')).toBe('v1');
    expect(await feed.read('space:1:a', 'event:1', 'v1')).toBe('v1');
    expect(await feed.read('dashboard:2', 'event:2', 'v1')).toBe('v1');
    expect(await feed.read('dashboard:1', 'event:1', 'v2')).toBe('v1');
    expect(feed.loads()).toBe(3);

    feed.send('event:1');
    expect(await feed.read('dashboard:1', 'event:1', 'v2')).toBe('v2');
    expect(await feed.read('space:1:a', 'event:1', 'v2')).toBe('v2');
    expect(await feed.read('dashboard:2', 'event:2', 'v2')).toBe('v1');
  });

  it('does not keep what a read loaded while its tag changed: it may be from before', async () => {
    const feed = await cacheOnFeed();
    let finishLoad!: (value: string) => void;
    const inFlight = feed.cache.read(
      'dashboard:1',
      'event:1',
      () => new Promise<string>((resolve) => (finishLoad = resolve)),
    );
    feed.send('event:1');
    finishLoad('old');
    expect(await inFlight).toBe('old');
    expect(await feed.read('dashboard:1', 'event:1', 'new')).toBe('new');
    expect(await feed.read('dashboard:1', 'event:1', 'newer')).toBe('new');
  });

  it('keeps nothing that `keep` refuses, and no failed read', async () => {
    const feed = await cacheOnFeed();
    const limited = () =>
      feed.cache.read(
        'rate:ip',
        'rate:ip',
        async () => true,
        (v) => !v,
      );
    expect(await limited()).toBe(true);
    expect(
      await feed.cache.read(
        'rate:ip',
        'rate:ip',
        async () => false,
        (v) => !v,
      ),
    ).toBe(false);
    expect(await limited()).toBe(false);

    const failing = feed.cache.read('dashboard:9', 'event:9', async () => {
      throw new Error('introuvable');
    });
    await expect(failing).rejects.toThrow('introuvable');
    expect(await feed.read('dashboard:9', 'event:9', 'found')).toBe('found');
  });

  it('serves nothing while not listening, and forgets everything it heard before', async () => {
    const feed = await cacheOnFeed();
    await feed.read('dashboard:1', 'event:1', 'v1');
    feed.setListening(false);
    expect(await feed.read('dashboard:1', 'event:1', 'v2')).toBe('v2');
    expect(await feed.read('dashboard:1', 'event:1', 'v3')).toBe('v3');
    // Back: changes made meanwhile were not heard, so nothing from before is served.
    feed.setListening(true);
    expect(await feed.read('dashboard:1', 'event:1', 'v4')).toBe('v4');
    expect(await feed.read('dashboard:1', 'event:1', 'v5')).toBe('v4');
  });

  it('waits for its own sync message; one that never comes turns the cache off and reconnects', async () => {
    const heard = await cacheOnFeed();
    await heard.read('dashboard:1', 'event:1', 'v1');
    await heard.cache.sync();
    expect(await heard.read('dashboard:1', 'event:1', 'v2')).toBe('v1');

    const deaf = await cacheOnFeed({ deliverSyncs: false });
    await deaf.read('dashboard:1', 'event:1', 'v1');
    await deaf.cache.sync();
    expect(deaf.reconnects()).toBe(1);
    expect(await deaf.read('dashboard:1', 'event:1', 'v2')).toBe('v2');
    expect(await deaf.read('dashboard:1', 'event:1', 'v3')).toBe('v3');
  });

  it('answers a write at once, and asks the database until it hears the write', async () => {
    let deliver: (() => void) | undefined;
    let notified = 0;
    let handlers: ChangeHandlers | undefined;
    const cache = new AnswerCache({
      say: async (payload) => {
        notified++;
        deliver = () => handlers!.onMessage(payload!);
      },
    });
    await cache.listen({
      listen: async (_channel, given) => {
        handlers = given;
        given.onListening(true);
        return { reconnect: () => {}, close: async () => {} };
      },
    });
    const read = (value: string) => cache.read('dashboard:1', 'event:1', async () => value);
    expect(await read('v1')).toBe('v1');
    expect(await read('v2')).toBe('v1');
    // Ten writes while the first sync travels: one more sync covers the nine others.
    for (let i = 0; i < 10; i++) cache.markWritten();
    expect(notified).toBe(1);
    expect(await read('v3')).toBe('v3');
    expect(await read('v4')).toBe('v4');
    handlers!.onMessage('event:1');
    deliver!();
    await expect.poll(() => notified).toBe(2);
    expect(await read('v5')).toBe('v5');
    deliver!();
    // Settled once the second is heard: an answer is kept again.
    await expect.poll(async () => (await read('v6')) === (await read('v7'))).toBe(true);
    expect(notified).toBe(2);
  });

  it('serves an answer that sees its own writes at once while other writes are unheard, until its writer here changes it', async () => {
    // Syncs never delivered: this instance's writes stay unheard for the whole test.
    const feed = await cacheOnFeed({ deliverSyncs: false });
    const guard = (value: string) =>
      feed.cache.read('linkGuard:ip', 'rate:ip', async () => value, undefined, {
        seesOwnWritesAtOnce: true,
      });
    expect(await guard('allowed')).toBe('allowed');
    feed.cache.markWritten();
    expect(await guard('changed')).toBe('allowed');
    expect(await feed.read('dashboard:1', 'event:1', 'v1')).toBe('v1');
    expect(await feed.read('dashboard:1', 'event:1', 'v2')).toBe('v2');

    // Its writer here says so after committing: the next read asks the database.
    feed.cache.changedHere('rate:ip');
    expect(await guard('one more forged')).toBe('one more forged');
    expect(await guard('later')).toBe('one more forged');

    // And a read loading while it changes here is not kept: it may be from before.
    feed.cache.changedHere('rate:ip');
    let finishLoad!: (value: string) => void;
    const inFlight = feed.cache.read(
      'linkGuard:ip',
      'rate:ip',
      () => new Promise<string>((resolve) => (finishLoad = resolve)),
      undefined,
      { seesOwnWritesAtOnce: true },
    );
    feed.cache.changedHere('rate:ip');
    finishLoad('before the last');
    expect(await inFlight).toBe('before the last');
    expect(await guard('after the last')).toBe('after the last');
  });

  it('hears every change committed before it is asked, for whoever wrote just before', async () => {
    const feed = await cacheOnFeed();
    expect(await feed.read('dashboard:1', 'event:1', 'v1')).toBe('v1');
    // Another instance's write: its message arrives, then the sync this one sent.
    let heard = false;
    const hearing = feed.cache.hearEverything().then(() => (heard = true));
    await hearing;
    expect(heard).toBe(true);
    expect(await feed.read('dashboard:1', 'event:1', 'v2')).toBe('v1');
    const deaf = await cacheOnFeed({ deliverSyncs: false });
    await deaf.read('dashboard:1', 'event:1', 'v1');
    await deaf.cache.hearEverything();
    expect(deaf.reconnects()).toBe(1);
  });

  it('holds at most `maxBytes` of answers, dropping the oldest, and none too large', async () => {
    // Answers of 100 Latin-1 characters count 100 bytes, as V8 keeps them: room for eight.
    const feed = await cacheOnFeed({ maxBytes: 800 });
    const text = (n: number) => String(n).padEnd(100, 'é');
    for (let n = 1; n <= 9; n++) await feed.read(`k${n}`, 'event:1', text(n));
    expect(await feed.read('k1', 'event:1', text(10))).toBe(text(10));
    expect(await feed.read('k9', 'event:1', text(11))).toBe(text(9));
    expect(feed.loads()).toBe(10);
    // Over an eighth of the room: not kept. Characters past Latin-1 count two bytes each.
    await feed.read('big', 'event:3', 'x'.repeat(101));
    expect(await feed.read('big', 'event:3', 'y')).toBe('y');
    await feed.read('wide', 'event:4', 'ж'.repeat(51));
    expect(await feed.read('wide', 'event:4', 'z')).toBe('z');
    await feed.read('fits', 'event:5', 'x'.repeat(100));
    expect(await feed.read('fits', 'event:5', 'z')).toBe('x'.repeat(100));
  });
});
