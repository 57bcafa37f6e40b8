import { createRoute } from '@hono/zod-openapi';
import { OkResponseSchema } from '../../../shared/contracts/auth.ts';
import {
  CreateSecretSantaRequestSchema,
  EventPathSchema,
  SecretSantaListResponseSchema,
  SecretSantaResponseSchema,
  SecretSantaWithPlayersResponseSchema,
  UpdateSecretSantaRequestSchema,
} from '../../../shared/contracts/secret-santa.ts';
import type { AppDeps } from '../../app-deps.ts';
import { organiserActor, requireUserOf, signedIn } from '../../auth/require-user.ts';
import { cachedJson } from '../../http/cached-json.ts';
import { createRouter, jsonBody, jsonContent, pickErrors } from '../../http/create-router.ts';
import {
  createSecretSanta,
  deleteOwnSecretSanta,
  getOwnSecretSantaWithPlayers,
  listSecretSantas,
  updateSecretSantaSettings,
} from './secret-santa-queries.server.ts';
import { editionYear } from '../../domain/secret-santa-edition.server.ts';

const tags = ['Secret Santa'];

const routes = {
  list: createRoute({
    method: 'get',
    path: '/',
    middleware: [signedIn()] as const,
    tags,
    summary: "Les Secret Santa de l'organisateur connecté, du plus récent au plus ancien",
    responses: { 200: jsonContent(SecretSantaListResponseSchema, 'Liste'), ...pickErrors(401) },
  }),
  create: createRoute({
    method: 'post',
    path: '/',
    middleware: [signedIn('notSignedInToCreate')] as const,
    tags,
    summary: 'Créer un Secret Santa, vide ou avec les participants d’un autre',
    request: jsonBody(CreateSecretSantaRequestSchema),
    responses: {
      201: jsonContent(SecretSantaResponseSchema, 'Créé'),
      ...pickErrors(400, 401, 404, 409),
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/{id}',
    middleware: [signedIn()] as const,
    tags,
    summary: 'Un Secret Santa de l’organisateur connecté, avec ses participants',
    request: { params: EventPathSchema },
    responses: {
      200: jsonContent(SecretSantaWithPlayersResponseSchema, 'Secret Santa et participants'),
      ...pickErrors(401, 404),
    },
  }),
  update: createRoute({
    method: 'patch',
    path: '/{id}',
    middleware: [signedIn()] as const,
    tags,
    summary: 'Changer les réglages d’un Secret Santa (adresse postale demandée, partagée)',
    request: { params: EventPathSchema, ...jsonBody(UpdateSecretSantaRequestSchema) },
    responses: {
      200: jsonContent(SecretSantaResponseSchema, 'Réglages enregistrés'),
      ...pickErrors(400, 401, 404),
    },
  }),
  delete: createRoute({
    method: 'delete',
    path: '/{id}',
    middleware: [signedIn('notSignedInToDelete')] as const,
    tags,
    summary: 'Supprimer un Secret Santa et toutes ses données',
    request: { params: EventPathSchema },
    responses: { 200: jsonContent(OkResponseSchema, 'Supprimé'), ...pickErrors(401, 403, 404) },
  }),
};

export function createSecretSantaRoutes({ db, cache, now }: AppDeps) {
  return createRouter()
    .openapi(routes.list, async (c) => {
      const secretSantas = await listSecretSantas(db, {
        organiserId: requireUserOf(c).id,
        year: editionYear(now()),
      });
      return c.json({ secretSantas }, 200);
    })
    .openapi(routes.create, async (c) => {
      const admin = requireUserOf(c, 'notSignedInToCreate');
      const secretSanta = await createSecretSanta(db, {
        adminId: admin.id,
        ...c.req.valid('json'),
        by: organiserActor(c),
        now: now(),
      });
      return c.json({ secretSanta }, 201);
    })
    .openapi(routes.get, async (c) => {
      const { id } = c.req.valid('param');
      const organiserId = requireUserOf(c).id;
      return cachedJson(c, cache, { name: 'dashboard', scope: id, variant: [organiserId] }, () =>
        getOwnSecretSantaWithPlayers(db, { id, organiserId }),
      );
    })
    .openapi(routes.update, async (c) => {
      const { id } = c.req.valid('param');
      const secretSanta = await updateSecretSantaSettings(db, {
        id,
        organiserId: requireUserOf(c).id,
        by: organiserActor(c),
        now: now(),
        ...c.req.valid('json'),
      });
      return c.json({ secretSanta }, 200);
    })
    .openapi(routes.delete, async (c) => {
      const admin = requireUserOf(c, 'notSignedInToDelete');
      const { id } = c.req.valid('param');
      await deleteOwnSecretSanta(db, { id, organiserId: admin.id });
      return c.json({ ok: true as const }, 200);
    });
}
