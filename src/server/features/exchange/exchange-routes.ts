import { createRoute } from '@hono/zod-openapi';
import {
  AnnouncementRequestSchema,
  AnnouncementResponseSchema,
  SaveExchangeRequestSchema,
} from '../../../shared/contracts/exchange.ts';
import {
  EventPathSchema,
  SaveExchangeResponseSchema,
} from '../../../shared/contracts/secret-santa.ts';
import type { AppDeps } from '../../app-deps.ts';
import { signedIn } from '../../auth/require-user.ts';
import { createRouter, jsonBody, jsonContent, pickErrors } from '../../http/create-router.ts';
import { organiserActor, ownSecretSantaOf, requireUserOf } from '../../auth/require-user.ts';
import { sendAnnouncement } from './send-announcement.server.ts';
import { saveExchange } from './save-exchange.server.ts';

const routes = {
  save: createRoute({
    method: 'put',
    path: '/{id}/exchange',
    middleware: [signedIn()] as const,
    tags: ['Secret Santa'],
    summary: 'Enregistrer la date, le budget, le lieu, le mot de l’organisateur et les rappels',
    request: { params: EventPathSchema, ...jsonBody(SaveExchangeRequestSchema) },
    responses: {
      200: jsonContent(SaveExchangeResponseSchema, 'Enregistrés'),
      ...pickErrors(400, 401, 404),
    },
  }),
  announce: createRoute({
    method: 'post',
    path: '/{id}/announcements',
    middleware: [signedIn()] as const,
    tags: ['Secret Santa'],
    summary: 'Écrire à tous : un email à chaque adresse, et en haut de chaque espace',
    request: { params: EventPathSchema, ...jsonBody(AnnouncementRequestSchema) },
    responses: {
      200: jsonContent(AnnouncementResponseSchema, 'Envoyé'),
      ...pickErrors(400, 401, 404, 429),
    },
  }),
};

/**
 * The exchange's details and reminders, and the organiser's word to everyone (docs/product.md
 * §3.6, §6.9, §4.11): the organiser's.
 */
export function createExchangeRoutes(deps: AppDeps) {
  return createRouter()
    .openapi(routes.save, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, deps.db, c.req.valid('param').id);
      const result = await saveExchange(deps.db, {
        secretSantaId: secretSanta.id,
        form: c.req.valid('json'),
        by: organiserActor(c),
        now: deps.now(),
      });
      if (result.calendarUpdates > 0) deps.wakeMailWorker();
      return c.json(result, 200);
    })
    .openapi(routes.announce, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, deps.db, c.req.valid('param').id);
      const result = await sendAnnouncement(deps.db, {
        secretSantaId: secretSanta.id,
        organiser: requireUserOf(c),
        text: c.req.valid('json').text,
        now: deps.now(),
      });
      deps.wakeMailWorker();
      return c.json(result, 200);
    });
}
