import { readiness } from './db/readiness.ts';
import { observeRequests } from './http/observe-requests.ts';
import { metricsReaders } from './http/metrics-readers.ts';
import { registry } from './metrics.ts';
import { generateCookie, getCookie } from 'hono/cookie';

import {
  createCoOrganiserInvitationRoutes,
  createCoOrganiserRoutes,
} from './features/co-organisers/co-organiser-routes.ts';
import { Refusal } from '../shared/refusal.ts';
import type { AppDeps } from './app-deps.ts';
import { loadSession } from './auth/load-session.ts';
import { BUSY, BUSY_HOLD_MS, inArrivalOrder, unlessTooManyWait } from './db/arrival-order.ts';
import { holdConnectionAfterAnswer } from './http/hold-connection.ts';
import { createMailboxRoutes } from './dev/mailbox-routes.tsx';
import { thisMachineOnly } from './dev/this-machine-only.ts';
import { createAuthRoutes } from './features/auth/auth-routes.ts';
import { createDrawRoutes } from './features/draw/draw-routes.ts';
import { createExchangeRoutes } from './features/exchange/exchange-routes.ts';
import { createParticipantAuthRoutes } from './features/participant-auth/participant-auth-routes.ts';
import { createParticipantSpaceRoutes } from './features/participant-space/participant-space-routes.ts';
import {
  createStopRemindersRoutes,
  oneClickStopReminders,
} from './features/participant-space/stop-reminders-routes.ts';
import { createPlayerRoutes } from './features/players/player-routes.ts';
import {
  createRegistrationLinkRoutes,
  createRegistrationRoutes,
} from './features/registration/registration-routes.ts';
import { createSecretSantaRoutes } from './features/secret-santas/secret-santa-routes.ts';
import { refuseForeignHosts } from './http/allowed-hosts.ts';
import { largeRequestsOf, limitRequestBodies, type LargeRequest } from './http/body-limits.ts';
import { createRouter } from './http/create-router.ts';
import { handleError } from './http/handle-error.ts';
import { answerRefusal } from './http/refusal-answer.ts';
import { isSafeMethod, sameOriginWrites } from './http/same-origin-writes.ts';
import { securityHeaders } from './http/security-headers.ts';
import { makeTextStorable } from './http/storable-text.ts';
import { serveWebApp } from './web-app.ts';

/** Set by a write, for as long as every instance takes to hear of it, with room to spare. */
const WROTE_COOKIE = 'santa-wrote';
const WROTE_SECONDS = 5;

/**
 * The whole HTTP application, built without listening so that tests call it directly
 * (`app.request()`) and `main.ts` serves it.
 */
export function createApp(deps: AppDeps) {
  const app = createRouter();
  app.onError(handleError);
  app.use('*', observeRequests({ trustProxy: deps.config.trustProxy }));
  app.use('*', securityHeaders({ isHttps: deps.config.publicUrl.startsWith('https://') }));
  app.use('*', refuseForeignHosts(deps.config.publicUrl));
  // Before anything reads the database: it serves requests in the order they arrived, and
  // refuses new ones when too many wait (decision 0018).
  const { waitingForDatabase } = deps;
  app.use('*', async (c, next) => {
    try {
      await (waitingForDatabase
        ? unlessTooManyWait(next, waitingForDatabase())
        : inArrivalOrder(next));
    } catch (error) {
      if (error === BUSY) holdConnectionAfterAnswer(c, BUSY_HOLD_MS);
      throw error;
    }
  });

  app.use('/api/*', async (c, next) => {
    await next();
    // Answers carry names, addresses, pairs: no browser or proxy keeps a copy of any of them.
    if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'no-store');
  });
  // Input rules for every operation, before any route reads the body (docs/security.md).
  // The routes say which requests may be larger; they are defined below.
  let largeRequests: LargeRequest[] | undefined;
  app.use(
    '/api/*',
    limitRequestBodies(() => (largeRequests ??= largeRequestsOf(app.openAPIRegistry.definitions))),
  );
  app.use('/api/*', makeTextStorable());
  app.use('/api/*', sameOriginWrites(deps.config.publicUrl));
  app.use('/api/*', async (c, next) => {
    // The writer's next pages must not be answered from before their own change, whichever
    // instance answers them: for a few seconds after a write, the browser says so (a cookie),
    // and the instance that reads for them first hears every change committed so far; this
    // instance's own reads ask the database until it hears the change. The write's answer
    // waits for neither. A request refused by the server (busy, failed) changed nothing.
    const wroteAt = Number(getCookie(c, WROTE_COOKIE));
    // Its value is the write's time: a client that keeps cookies past their age changes nothing.
    const wroteJustBefore = Date.now() - wroteAt < WROTE_SECONDS * 1000;
    const isWrite = !isSafeMethod(c.req.method);
    if (wroteJustBefore && !isWrite) await deps.cache.hearEverything();
    await next();
    if (isWrite && c.res.status < 500) deps.cache.markWritten();
    // A refused write changed nothing its writer will look for.
    if (isWrite && c.res.status < 300) {
      const cookie = generateCookie(WROTE_COOKIE, String(Date.now()), {
        path: '/',
        maxAge: WROTE_SECONDS,
        httpOnly: true,
        sameSite: 'Lax',
        secure: deps.config.publicUrl.startsWith('https://'),
      });
      // On the answer's own headers: Hono's `setCookie`, once the answer is made, makes it again
      // around its body turned into a stream, which costs more than the rest of the answer.
      c.res.headers.append('set-cookie', cookie);
    }
  });
  app.use(
    '/api/*',
    loadSession({
      auth: deps.auth,
      db: deps.db,
      cache: deps.cache,
      authSecret: deps.config.authSecret,
      now: deps.now,
    }),
  );
  // Alive: the process answers. Ready: it can serve (README, « Production »).
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.get('/metrics', metricsReaders(deps.config.metricsToken), async (c) => {
    c.header('content-type', registry.contentType);
    c.header('cache-control', 'no-store');
    return c.body(await registry.metrics());
  });
  app.get('/api/ready', async (c) => {
    const state = await readiness(deps.db);
    const isReady = state.database && state.migrations;
    if (!isReady) c.header('retry-after', '5');
    return c.json({ ready: isReady, ...state }, isReady ? 200 : 503);
  });
  app.route('/api/auth', createAuthRoutes(deps));
  app.route('/api/secret-santas', createSecretSantaRoutes(deps));
  app.route('/api/secret-santas', createPlayerRoutes(deps));
  app.route('/api/secret-santas', createDrawRoutes(deps));
  app.route('/api/secret-santas', createExchangeRoutes(deps));
  app.route('/api/secret-santas', createRegistrationLinkRoutes(deps));
  app.route('/api/secret-santas', createCoOrganiserRoutes(deps));
  app.route('/api', createRegistrationRoutes(deps));
  app.route('/api', createCoOrganiserInvitationRoutes(deps));
  app.route('/api/santa-auth', createParticipantAuthRoutes(deps));
  app.route('/api/participant', createParticipantSpaceRoutes(deps));
  app.route('/api/reminders', createStopRemindersRoutes(deps));
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: 'secret-santa.session_token',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'personalLink', {
    type: 'http',
    scheme: 'bearer',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Secret Santa API', version: '1.0.0', description: 'API JSON de Secret Santa' },
  });
  app.all('/api/*', (c) => answerRefusal(c, new Refusal('notFound')));

  if (deps.mailTransportKind === 'mailbox') {
    app.use('/dev/mailbox/*', thisMachineOnly());
    // The mailbox shows each message in a frame of its own page.
    app.use('/dev/mailbox/*', async (c, next) => {
      await next();
      c.res.headers.set(
        'content-security-policy',
        "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; script-src 'none'",
      );
    });
    app.route('/dev/mailbox', createMailboxRoutes(deps.db, deps.config, deps.now));
  }

  app.post('/stop/:secretSantaId/:token', oneClickStopReminders(deps));
  serveWebApp(app);
  return app;
}
