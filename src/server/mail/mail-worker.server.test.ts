import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from './mail-worker.server.ts';

describe('retryDelaySeconds', () => {
  it('doubles from 5 s, so a short SMTP outage is retried quickly', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([5, 10, 20, 40]);
  });

  it('never waits more than 30 minutes between tries', () => {
    expect(retryDelaySeconds(30)).toBe(1800);
  });
});
