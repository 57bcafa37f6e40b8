import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { OkResponseSchema } from '../../../shared/contracts/auth.ts';
import { StopRemindersRequestSchema } from '../../../shared/contracts/participant-space.ts';
import type { AppDeps } from '../../app-deps.ts';
import { clientAddress } from '../../http/client-address.ts';
import { createRouter, jsonBody, jsonContent, pickErrors } from '../../http/create-router.ts';
import { stopRemindersByLink } from '../../domain/stop-reminders.server.ts';

const stop = createRoute({
  method: 'post',
  path: '/stop',
  tags: ['Espace participant'],
  summary: 'Ne plus recevoir les rappels de ce Secret Santa (lien d’un rappel)',
  request: jsonBody(StopRemindersRequestSchema),
  responses: {
    200: jsonContent(OkResponseSchema, 'Rappels arrêtés'),
    ...pickErrors(400, 403, 429),
  },
});

const stopDeps = (deps: AppDeps) => ({
  db: deps.db,
  cache: deps.cache,
  authSecret: deps.config.authSecret,
  now: deps.now,
});

/** `/api/reminders/stop`: the button of a reminder's page (docs/product.md §6.9). */
export function createStopRemindersRoutes(deps: AppDeps) {
  return createRouter().openapi(stop, async (c) => {
    const { secretSantaId, token } = c.req.valid('json');
    const address = clientAddress(c, deps.config.trustProxy);
    await stopRemindersByLink(stopDeps(deps), { address, secretSantaId, token });
    return c.json({ ok: true as const }, 200);
  });
}

/**
 * `POST /stop/:secretSantaId/:token`, the reminder's `List-Unsubscribe` address, as a mail client
 * posts to it when its reader presses « Se désabonner » (RFC 8058: the body says
 * `List-Unsubscribe=One-Click`, and no cookie or origin comes with it). A GET of the same address
 * shows the page, which only asks: mail scanners follow links.
 */
export function oneClickStopReminders(deps: AppDeps) {
  return async (c: Context) => {
    await stopRemindersByLink(stopDeps(deps), {
      address: clientAddress(c, deps.config.trustProxy),
      secretSantaId: c.req.param('secretSantaId') ?? '',
      token: c.req.param('token') ?? '',
    });
    // Changed: whoever reads the space next, here or on another instance, sees it.
    deps.cache.markWritten();
    return c.json({ ok: true as const }, 200);
  };
}
