import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { errorCodes } from '../shared/contracts/api-error.ts';
import { messages } from '../shared/messages.ts';
import type { AppDeps } from './app-deps.ts';
import { loadSession } from './auth/load-session.ts';
import { createMailboxRoutes } from './dev/mailbox-routes.tsx';
import { createAuthRoutes } from './features/auth/auth-routes.ts';
import { createDrawRoutes } from './features/draw/draw-routes.ts';
import { createInvitationRoutes } from './features/invitations/invitation-routes.ts';
import { createParticipantAuthRoutes } from './features/participant-auth/participant-auth-routes.ts';
import { createParticipantSpaceRoutes } from './features/participant-space/participant-space-routes.ts';
import { createPlayerRoutes } from './features/players/player-routes.ts';
import { createSecretSantaRoutes } from './features/secret-santas/secret-santa-routes.ts';
import { createRouter } from './http/create-router.ts';
import { handleError } from './http/handle-error.ts';
import { errorBody } from './http/http-error.ts';
import { sameOriginWrites } from './http/same-origin-writes.ts';
import { securityHeaders } from './http/security-headers.ts';

export const WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));

/**
 * The whole HTTP application, built without listening so that tests call it directly
 * (`app.request()`) and `main.ts` serves it.
 */
export function createApp(deps: AppDeps) {
  const app = createRouter();
  app.onError(handleError);
  app.use('*', securityHeaders({ isHttps: deps.config.publicUrl.startsWith('https://') }));

  app.use('/api/*', sameOriginWrites(deps.config.publicUrl));
  app.use('/api/*', loadSession(deps.auth));
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.route('/api/auth', createAuthRoutes(deps));
  app.route('/api/secret-santas', createSecretSantaRoutes(deps));
  app.route('/api/secret-santas', createPlayerRoutes(deps));
  app.route('/api/secret-santas', createDrawRoutes(deps));
  app.route('/api/invitations', createInvitationRoutes(deps));
  app.route('/api/santa-auth', createParticipantAuthRoutes(deps));
  app.route('/api/participant', createParticipantSpaceRoutes(deps));
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', { type: 'apiKey', in: 'cookie', name: 'secret-santa.session_token' });
  app.openAPIRegistry.registerComponent('securitySchemes', 'personalLink', { type: 'http', scheme: 'bearer' });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Secret Santa API', version: '1.0.0', description: 'API JSON de Secret Santa' },
  });
  app.all('/api/*', (c) => c.json(errorBody(errorCodes.notFound, messages.api.notFound), 404));

  if (deps.mailTransportKind === 'mailbox') {
    // The mailbox shows each message in a frame of its own page.
    app.use('/dev/mailbox/*', async (c, next) => {
      await next();
      c.res.headers.set('content-security-policy', "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; script-src 'none'");
    });
    app.route('/dev/mailbox', createMailboxRoutes(deps.db));
  }

  serveWebApp(app);
  return app;
}

/** The built React app: hashed assets cached for good, every other path gets index.html. */
function serveWebApp(app: ReturnType<typeof createRouter>) {
  const indexPath = path.join(WEB_ROOT, 'index.html');
  const root = path.relative(process.cwd(), WEB_ROOT) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('cache-control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // Other files of the build (favicon, theme-init.js, avatars): only paths that name a file.
  const serveFile = serveStatic({ root });
  app.use('*', async (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? serveFile(c, next) : next()));
  app.get('*', (c) => {
    if (!existsSync(indexPath)) {
      return c.text("L'application web n'est pas construite : lancez « npm start » ou « npm run build ».", 503);
    }
    c.header('cache-control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
