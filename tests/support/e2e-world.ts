import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startE2eServer, type E2eServer } from './e2e-server.ts';
import { startSmtpSink } from './smtp-sink.ts';

export type E2eWorld = {
  sink: Awaited<ReturnType<typeof startSmtpSink>>;
  server: E2eServer;
  browser: Browser;
};

/**
 * What every journey needs, started before its tests and stopped after: a real SMTP
 * server, the real app process writing to it, and Chromium.
 */
export function useE2eWorld(): E2eWorld {
  const world = {} as E2eWorld;
  beforeAll(async () => {
    world.sink = await startSmtpSink();
    world.server = await startE2eServer({ smtpUrl: world.sink.url });
    world.browser = await launchBrowser();
  });
  afterAll(async () => {
    await world.browser?.close();
    await world.server?.stop();
    await world.sink?.close();
  });
  return world;
}
