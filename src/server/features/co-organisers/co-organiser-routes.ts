import { createRoute } from '@hono/zod-openapi';
import { OkResponseSchema } from '../../../shared/contracts/auth.ts';
import {
  AcceptCoOrganiserInvitationResponseSchema,
  CoOrganiserInvitationRequestSchema,
  CoOrganiserInvitationResponseSchema,
  CoOrganiserPathSchema,
  CoOrganiserResponseSchema,
  CoOrganisersResponseSchema,
  InviteCoOrganiserRequestSchema,
} from '../../../shared/contracts/co-organisers.ts';
import { JournalQuerySchema, JournalResponseSchema } from '../../../shared/contracts/journal.ts';
import { EventPathSchema } from '../../../shared/contracts/secret-santa.ts';
import type { AppDeps } from '../../app-deps.ts';
import {
  organiserOnly,
  ownSecretSantaOf,
  requireUserOf,
  signedIn,
} from '../../auth/require-user.ts';
import { readJournal } from '../../domain/journal.server.ts';
import { createRouter, jsonBody, jsonContent, pickErrors } from '../../http/create-router.ts';
import { requestLanguage } from '../../http/request-language.ts';
import {
  acceptCoOrganiserInvitation,
  inviteCoOrganiser,
  listCoOrganisers,
  readCoOrganiserInvitation,
  removeCoOrganiser,
} from './co-organisers.server.ts';

const tags = ['Organisateurs'];

const organiserRoutes = {
  list: createRoute({
    method: 'get',
    path: '/{id}/co-organisers',
    middleware: organiserOnly,
    tags,
    summary: 'Qui organise l’événement : la personne qui l’a créé et ses co-organisateurs',
    request: { params: EventPathSchema },
    responses: {
      200: jsonContent(CoOrganisersResponseSchema, 'Les organisateurs'),
      ...pickErrors(401, 404),
    },
  }),
  invite: createRoute({
    method: 'post',
    path: '/{id}/co-organisers',
    middleware: organiserOnly,
    tags,
    summary: 'Inviter quelqu’un à organiser l’événement (la personne qui l’a créé seulement)',
    request: { params: EventPathSchema, ...jsonBody(InviteCoOrganiserRequestSchema) },
    responses: {
      201: jsonContent(CoOrganiserResponseSchema, 'Invitation en file d’envoi'),
      ...pickErrors(400, 401, 403, 404, 409, 429),
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}/co-organisers/{coOrganiserId}',
    middleware: organiserOnly,
    tags,
    summary: 'Retirer un co-organisateur, ou son invitation (la personne qui a créé l’événement)',
    request: { params: CoOrganiserPathSchema },
    responses: {
      200: jsonContent(OkResponseSchema, 'Retiré'),
      ...pickErrors(401, 403, 404),
    },
  }),
  journal: createRoute({
    method: 'get',
    path: '/{id}/journal',
    middleware: organiserOnly,
    tags,
    summary: 'L’historique de l’événement, du plus récent au plus ancien (jamais qui offre à qui)',
    request: { params: EventPathSchema, query: JournalQuerySchema },
    responses: {
      200: jsonContent(JournalResponseSchema, 'Historique'),
      ...pickErrors(400, 401, 404),
    },
  }),
};

const invitationRoutes = {
  read: createRoute({
    method: 'post',
    path: '/co-organiser-invitation',
    tags,
    summary: 'Ce que montre la page d’une invitation à co-organiser (lien de l’email)',
    request: jsonBody(CoOrganiserInvitationRequestSchema),
    responses: {
      200: jsonContent(CoOrganiserInvitationResponseSchema, 'L’invitation'),
      ...pickErrors(400),
    },
  }),
  accept: createRoute({
    method: 'post',
    path: '/co-organiser-invitation/acceptance',
    middleware: [signedIn()] as const,
    tags,
    summary: 'Accepter l’invitation, avec le compte de l’adresse invitée',
    request: jsonBody(CoOrganiserInvitationRequestSchema),
    responses: {
      200: jsonContent(AcceptCoOrganiserInvitationResponseSchema, 'Co-organisateur'),
      ...pickErrors(400, 401, 403),
    },
  }),
};

/** The organisers of an event and its journal, under `/api/secret-santas` (§3.7, §3.8). */
export function createCoOrganiserRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(organiserRoutes.list, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, db, c.req.valid('param').id);
      return c.json(await listCoOrganisers(db, secretSanta), 200);
    })
    .openapi(organiserRoutes.invite, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, db, c.req.valid('param').id);
      const coOrganiser = await inviteCoOrganiser(db, {
        secretSanta,
        owner: requireUserOf(c),
        email: c.req.valid('json').email,
        language: requestLanguage(c),
        publicUrl: deps.config.publicUrl,
        now: deps.now(),
      });
      deps.wakeMailWorker();
      return c.json({ coOrganiser }, 201);
    })
    .openapi(organiserRoutes.remove, async (c) => {
      const { id, coOrganiserId } = c.req.valid('param');
      const secretSanta = await ownSecretSantaOf(c, db, id);
      await removeCoOrganiser(db, {
        secretSanta,
        owner: requireUserOf(c),
        coOrganiserId,
        now: deps.now(),
      });
      return c.json({ ok: true as const }, 200);
    })
    .openapi(organiserRoutes.journal, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, db, c.req.valid('param').id);
      const { before } = c.req.valid('query');
      return c.json(await readJournal(db, { secretSantaId: secretSanta.id, before }), 200);
    });
}

/** The invitation's page, under `/api`: whoever holds its link reads, its account accepts. */
export function createCoOrganiserInvitationRoutes(deps: AppDeps) {
  const { db } = deps;
  return createRouter()
    .openapi(invitationRoutes.read, async (c) => {
      const { token } = c.req.valid('json');
      const invitation = await readCoOrganiserInvitation(db, {
        token,
        reader: c.get('user') ?? null,
        now: deps.now(),
      });
      return c.json({ invitation }, 200);
    })
    .openapi(invitationRoutes.accept, async (c) => {
      const { token } = c.req.valid('json');
      const accepted = await acceptCoOrganiserInvitation(db, {
        token,
        user: requireUserOf(c),
        now: deps.now(),
      });
      return c.json(accepted, 200);
    });
}
