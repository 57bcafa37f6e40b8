import { PlayerFormSchema } from '../../../shared/contracts/player-form.ts';
import { createRoute, z } from '@hono/zod-openapi';
import { refusalText } from '../../http/refusal-answer.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { OkResponseSchema } from '../../../shared/contracts/auth.ts';
import {
  AddPlayerResponseSchema,
  PlayerListResponseSchema,
  PlayerResponseSchema,
} from '../../../shared/contracts/player.ts';
import { EventPathSchema, SecretSantaIdSchema } from '../../../shared/contracts/secret-santa.ts';
import { createCryptoRandomSource } from '../../../shared/draw/random-source.ts';
import type { AppDeps } from '../../app-deps.ts';
import { organiserActor, organiserOnly, requireUserOf } from '../../auth/require-user.ts';
import { ownSecretSantaOf } from '../../auth/require-user.ts';
import { enforceRateLimit, rateRules } from '../../security/rate-limit.server.ts';
import { createRouter, jsonBody, jsonContent, pickErrors } from '../../http/create-router.ts';
import {
  ImportPlayersRequestSchema,
  ImportPlayersResponseSchema,
} from '../../../shared/contracts/player-import.ts';
import {
  InvitationProgressResponseSchema,
  InviteEveryoneRequestSchema,
  InviteEveryoneResponseSchema,
} from '../../../shared/contracts/player-invitations.ts';
import { importPlayers } from './import-players.server.ts';
import { readInvitationProgress } from './invitation-progress.server.ts';
import { inviteEveryone } from './invite-everyone.server.ts';
import { sendPersonalLink } from './send-personal-link.server.ts';
import { addPlayer, deletePlayer, listPlayers, updatePlayer } from './player-queries.server.ts';
import { largeBody } from '../../http/body-limits.ts';

const tags = ['Participants'];
const PlayerParams = z.object({ id: SecretSantaIdSchema, playerId: z.string().min(1).max(64) });

const routes = {
  list: createRoute({
    method: 'get',
    path: '/{id}/players',
    middleware: organiserOnly,
    tags,
    summary: 'Les participants d’un Secret Santa (organisateur)',
    request: { params: EventPathSchema },
    responses: {
      200: jsonContent(PlayerListResponseSchema, 'Participants'),
      ...pickErrors(401, 404),
    },
  }),
  add: createRoute({
    method: 'post',
    path: '/{id}/players',
    middleware: organiserOnly,
    tags,
    summary:
      'Ajouter un participant (après le tirage, il y entre en changeant le destinataire du moins de participants possible)',
    request: { params: EventPathSchema, ...jsonBody(PlayerFormSchema) },
    responses: {
      201: jsonContent(AddPlayerResponseSchema, 'Ajouté'),
      ...pickErrors(400, 401, 404, 409, 422),
    },
  }),
  update: createRoute({
    method: 'put',
    path: '/{id}/players/{playerId}',
    middleware: organiserOnly,
    tags,
    summary: 'Modifier un participant',
    request: { params: PlayerParams, ...jsonBody(PlayerFormSchema) },
    responses: {
      200: jsonContent(PlayerResponseSchema, 'Modifié'),
      ...pickErrors(400, 401, 404, 409),
    },
  }),
  remove: createRoute({
    method: 'delete',
    path: '/{id}/players/{playerId}',
    middleware: organiserOnly,
    tags,
    summary: 'Supprimer un participant (et ses restrictions), avant le tirage de l’édition',
    request: { params: PlayerParams },
    responses: { 200: jsonContent(OkResponseSchema, 'Supprimé'), ...pickErrors(401, 404, 409) },
  }),
  import: createRoute({
    method: 'post',
    path: '/{id}/players/import',
    ...largeBody,
    middleware: organiserOnly,
    tags,
    summary:
      'Importer une liste (avant le tirage) : chaque ligne vérifiée, toutes ajoutées ou aucune ; dryRun pour l’aperçu',
    request: { params: EventPathSchema, ...jsonBody(ImportPlayersRequestSchema) },
    responses: {
      200: jsonContent(ImportPlayersResponseSchema, 'Chaque ligne, et combien ont été ajoutées'),
      ...pickErrors(400, 401, 404, 409, 429),
    },
  }),
  invite: createRoute({
    method: 'post',
    path: '/{id}/players/{playerId}/invitation',
    middleware: organiserOnly,
    tags,
    summary:
      'Envoyer (ou renvoyer) son lien personnel : l’invitation avant la notification du tirage, l’email du tirage après',
    request: { params: PlayerParams },
    responses: {
      200: jsonContent(PlayerResponseSchema, 'Email en file d’envoi'),
      ...pickErrors(401, 404, 429),
    },
  }),
  inviteEveryone: createRoute({
    method: 'post',
    path: '/{id}/players/invitations',
    middleware: organiserOnly,
    tags,
    summary:
      'Inviter tout le monde : une invitation par email pour chaque participant pas encore invité',
    request: { params: EventPathSchema, ...jsonBody(InviteEveryoneRequestSchema) },
    responses: {
      200: jsonContent(InviteEveryoneResponseSchema, 'Invitations en file d’envoi'),
      ...pickErrors(400, 401, 404, 409, 429),
    },
  }),
  invitationProgress: createRoute({
    method: 'get',
    path: '/{id}/players/invitations',
    middleware: organiserOnly,
    tags,
    summary:
      'Combien d’invitations sont envoyées, en attente, en échec, depuis le dernier « Inviter tout le monde »',
    request: { params: EventPathSchema },
    responses: {
      200: jsonContent(InvitationProgressResponseSchema, 'Les invitations, comptées'),
      ...pickErrors(401, 404),
    },
  }),
};

/** The organiser's operations on an event's players; every one checks the event is theirs. */
export function createPlayerRoutes(deps: AppDeps) {
  const { db } = deps;

  return createRouter()
    .openapi(routes.list, async (c) => {
      const { id } = c.req.valid('param');
      const secretSanta = await ownSecretSantaOf(c, db, id);
      return c.json({ players: await listPlayers(db, secretSanta.id) }, 200);
    })
    .openapi(routes.add, async (c) => {
      const { id } = c.req.valid('param');
      const secretSanta = await ownSecretSantaOf(c, db, id);
      const added = await addPlayer(db, {
        secretSanta,
        organiser: requireUserOf(c),
        now: deps.now(),
        // Unless the organiser chose, the player's e-mails are in the organiser's language.
        fields: { language: requestLanguage(c), ...c.req.valid('json') },
        random: createCryptoRandomSource(),
      });
      deps.wakeMailWorker();
      return c.json(added, 201);
    })
    .openapi(routes.import, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, db, c.req.valid('param').id);
      await enforceRateLimit(
        db,
        `import:organiser:${requireUserOf(c).id}`,
        rateRules.importPerOrganiser,
      );
      const result = await importPlayers(db, {
        secretSantaId: secretSanta.id,
        by: organiserActor(c),
        request: c.req.valid('json'),
        now: deps.now(),
        language: requestLanguage(c),
      });
      // Each line's refusal in the organiser's language (§9.9).
      const language = requestLanguage(c);
      const lines = result.lines.map(({ line, refusal }) => ({
        line,
        error: refusal
          ? { field: refusal.field ?? 'name', message: refusalText(refusal, language) }
          : null,
      }));
      return c.json({ ...result, lines }, 200);
    })
    .openapi(routes.update, async (c) => {
      const { id, playerId } = c.req.valid('param');
      const secretSanta = await ownSecretSantaOf(c, db, id);
      const player = await updatePlayer(db, {
        secretSanta,
        organiser: requireUserOf(c),
        now: deps.now(),
        playerId,
        fields: c.req.valid('json'),
      });
      deps.wakeMailWorker();
      return c.json({ player }, 200);
    })
    .openapi(routes.remove, async (c) => {
      const { id, playerId } = c.req.valid('param');
      const secretSanta = await ownSecretSantaOf(c, db, id);
      await deletePlayer(db, {
        secretSantaId: secretSanta.id,
        playerId,
        by: organiserActor(c),
        now: deps.now(),
      });
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.invite, async (c) => {
      const { id, playerId } = c.req.valid('param');
      const secretSanta = await ownSecretSantaOf(c, db, id);
      const organiser = requireUserOf(c);
      const player = await sendPersonalLink(db, {
        secretSanta,
        organiser,
        playerId,
        now: deps.now(),
      });
      deps.wakeMailWorker();
      return c.json({ player }, 200);
    })
    .openapi(routes.inviteEveryone, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, db, c.req.valid('param').id);
      const result = await inviteEveryone(db, {
        secretSanta,
        organiser: requireUserOf(c),
        expected: c.req.valid('json').expected,
        now: deps.now(),
      });
      deps.wakeMailWorker();
      return c.json(result, 200);
    })
    .openapi(routes.invitationProgress, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, db, c.req.valid('param').id);
      const invitations = await readInvitationProgress(db, {
        secretSantaId: secretSanta.id,
        now: deps.now(),
      });
      return c.json({ invitations }, 200);
    });
}
