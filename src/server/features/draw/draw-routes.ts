import { createRoute, z } from '@hono/zod-openapi';
import { feasibilityIn } from '../../catalogues.ts';
import { requestLanguage } from '../../http/request-language.ts';
import {
  DrawChangeResponseSchema,
  SaveDrawRulesRequestSchema,
  DrawStateQuerySchema,
  DrawStateResponseSchema,
  SaveDrawRulesResponseSchema,
  ResendFailedResponseSchema,
  SaveRestrictionsRequestSchema,
  SaveRestrictionsResponseSchema,
  WithdrawPlayerRequestSchema,
} from '../../../shared/contracts/draw.ts';
import { EventPathSchema, SecretSantaIdSchema } from '../../../shared/contracts/secret-santa.ts';
import { createCryptoRandomSource } from '../../../shared/draw/random-source.ts';
import type { AppDeps } from '../../app-deps.ts';
import { organiserActor, organiserOnly, requireUserOf } from '../../auth/require-user.ts';
import { getOwnSecretSanta } from '../../domain/own-secret-santa.server.ts';
import { ownSecretSantaOf } from '../../auth/require-user.ts';
import { cachedJson } from '../../http/cached-json.ts';
import { createRouter, jsonBody, jsonContent, pickErrors } from '../../http/create-router.ts';
import { getDrawState } from './draw-queries.server.ts';
import { editionYear } from '../../domain/secret-santa-edition.server.ts';
import {
  notifyParticipants,
  remindUnopened,
  resendFailedDrawMails,
} from './notify-participants.server.ts';
import { resetDraw } from './reset-draw.server.ts';
import { runDraw } from './run-draw.server.ts';
import { saveDrawRules } from './save-draw-rules.server.ts';
import { saveRestrictions } from './save-restrictions.server.ts';
import { withdrawPlayer } from './withdraw-player.server.ts';
import { largeBody } from '../../http/body-limits.ts';

const tags = ['Restrictions et tirage'];
const PlayerParams = z.object({ id: SecretSantaIdSchema, playerId: z.string().min(1).max(64) });
const drawAnswer = { 200: jsonContent(DrawStateResponseSchema, 'État du tirage') };

const routes = {
  saveRestrictions: createRoute({
    method: 'put',
    path: '/{id}/restrictions',
    ...largeBody,
    middleware: organiserOnly,
    tags,
    summary:
      'Enregistrer les restrictions (avant le tirage), et savoir si un tirage reste possible',
    request: { params: EventPathSchema, ...jsonBody(SaveRestrictionsRequestSchema) },
    responses: {
      200: jsonContent(SaveRestrictionsResponseSchema, 'Enregistrées'),
      ...pickErrors(400, 401, 404, 409),
    },
  }),
  saveRules: createRoute({
    method: 'put',
    path: '/{id}/draw/rules',
    middleware: organiserOnly,
    tags,
    summary:
      'Enregistrer les règles du tirage (avant le tirage), et savoir si un tirage reste possible',
    request: { params: EventPathSchema, ...jsonBody(SaveDrawRulesRequestSchema) },
    responses: {
      200: jsonContent(SaveDrawRulesResponseSchema, 'Enregistrées'),
      ...pickErrors(400, 401, 404, 409),
    },
  }),
  state: createRoute({
    method: 'get',
    path: '/{id}/draw',
    middleware: organiserOnly,
    tags,
    summary: "L'état du tirage de l'année et l'envoi des emails (jamais qui offre à qui)",
    request: { params: EventPathSchema, query: DrawStateQuerySchema },
    responses: { ...drawAnswer, ...pickErrors(401, 404) },
  }),
  run: createRoute({
    method: 'post',
    path: '/{id}/draw',
    middleware: organiserOnly,
    tags,
    summary: 'Lancer le tirage au sort de l’année',
    request: { params: EventPathSchema },
    responses: { ...drawAnswer, ...pickErrors(401, 404, 409, 422) },
  }),
  reset: createRoute({
    method: 'post',
    path: '/{id}/draw/reset',
    middleware: organiserOnly,
    tags,
    summary: 'Réinitialiser le tirage de l’année',
    request: { params: EventPathSchema },
    responses: { ...drawAnswer, ...pickErrors(401, 404) },
  }),
  notify: createRoute({
    method: 'post',
    path: '/{id}/draw/notify',
    middleware: organiserOnly,
    tags,
    summary: 'Envoyer à chaque participant son lien personnel',
    request: { params: EventPathSchema },
    responses: { ...drawAnswer, ...pickErrors(401, 404, 409) },
  }),
  resendFailed: createRoute({
    method: 'post',
    path: '/{id}/draw/resend-failed',
    middleware: organiserOnly,
    tags,
    summary: 'Renvoyer les emails du tirage en échec',
    request: { params: EventPathSchema },
    responses: {
      200: jsonContent(ResendFailedResponseSchema, 'Remis en file d’envoi'),
      ...pickErrors(401, 404, 409),
    },
  }),
  remindUnopened: createRoute({
    method: 'post',
    path: '/{id}/draw/remind-unopened',
    middleware: organiserOnly,
    tags,
    summary: 'Renvoyer l’email du tirage à ceux qui n’ont pas encore ouvert leur lien',
    request: { params: EventPathSchema },
    responses: {
      200: jsonContent(ResendFailedResponseSchema, 'Remis en file d’envoi'),
      ...pickErrors(401, 404, 409),
    },
  }),
  withdraw: createRoute({
    method: 'post',
    path: '/{id}/players/{playerId}/withdrawal',
    middleware: organiserOnly,
    tags,
    summary:
      'Retirer un participant du tirage de l’année, en changeant le destinataire du moins de participants possible (jamais qui)',
    request: { params: PlayerParams, ...jsonBody(WithdrawPlayerRequestSchema) },
    responses: {
      200: jsonContent(DrawChangeResponseSchema, 'Retiré'),
      ...pickErrors(400, 401, 404, 409, 422),
    },
  }),
};

export function createDrawRoutes(deps: AppDeps) {
  const { db } = deps;
  // The personal links are signed by the mail worker, from when they were given out.
  const mailContext = (secretSantaId: string) => ({ secretSantaId, now: deps.now() });

  return createRouter()
    .openapi(routes.saveRestrictions, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, db, c.req.valid('param').id);
      const { excluded, households } = c.req.valid('json');
      const feasibility = await saveRestrictions(db, {
        secretSantaId: secretSanta.id,
        by: organiserActor(c),
        now: deps.now(),
        year: editionYear(deps.now()),
        excluded,
        households,
      });
      return c.json({ feasibility: feasibilityIn(feasibility, requestLanguage(c)) }, 200);
    })
    .openapi(routes.saveRules, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, db, c.req.valid('param').id);
      const saved = await saveDrawRules(db, {
        secretSantaId: secretSanta.id,
        by: organiserActor(c),
        now: deps.now(),
        year: editionYear(deps.now()),
        rules: c.req.valid('json'),
      });
      const feasibility = feasibilityIn(saved.feasibility, requestLanguage(c));
      return c.json({ ...saved, feasibility }, 200);
    })
    .openapi(routes.state, async (c) => {
      const { id } = c.req.valid('param');
      const { changedSince } = c.req.valid('query');
      const organiserId = requireUserOf(c).id;
      const year = editionYear(deps.now());
      return cachedJson(
        c,
        deps.cache,
        { name: 'drawState', scope: id, variant: [organiserId, year, changedSince ?? ''] },
        async () => {
          const secretSanta = await getOwnSecretSanta(db, { id, organiserId });
          return { draw: await getDrawState(db, secretSanta.id, year, { changedSince }) };
        },
      );
    })
    .openapi(routes.run, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, db, c.req.valid('param').id);
      const year = editionYear(deps.now());
      await runDraw(db, {
        secretSantaId: secretSanta.id,
        year,
        by: organiserActor(c),
        now: deps.now(),
        random: createCryptoRandomSource(),
      });
      return c.json({ draw: await getDrawState(db, secretSanta.id, year) }, 200);
    })
    .openapi(routes.reset, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, db, c.req.valid('param').id);
      const year = editionYear(deps.now());
      await resetDraw(db, {
        secretSantaId: secretSanta.id,
        year,
        by: organiserActor(c),
        now: deps.now(),
      });
      return c.json({ draw: await getDrawState(db, secretSanta.id, year) }, 200);
    })
    .openapi(routes.notify, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, db, c.req.valid('param').id);
      const year = editionYear(deps.now());
      await notifyParticipants(db, {
        ...mailContext(secretSanta.id),
        by: organiserActor(c),
        year,
        secretSantaName: secretSanta.name,
      });
      // The answer first: woken now, the worker would send thousands of e-mails in this
      // process while the organiser waits for it. They are queued at once and sent in the
      // background (decision 0007).
      const draw = await getDrawState(db, secretSanta.id, year);
      deps.wakeMailWorker();
      return c.json({ draw }, 200);
    })
    .openapi(routes.resendFailed, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, db, c.req.valid('param').id);
      const year = editionYear(deps.now());
      const resent = await resendFailedDrawMails(db, {
        ...mailContext(secretSanta.id),
        by: organiserActor(c),
        year,
        secretSantaName: secretSanta.name,
      });
      deps.wakeMailWorker();
      return c.json({ draw: await getDrawState(db, secretSanta.id, year), resent }, 200);
    })
    .openapi(routes.remindUnopened, async (c) => {
      const secretSanta = await ownSecretSantaOf(c, db, c.req.valid('param').id);
      const year = editionYear(deps.now());
      const resent = await remindUnopened(db, {
        ...mailContext(secretSanta.id),
        by: organiserActor(c),
        year,
        secretSantaName: secretSanta.name,
      });
      deps.wakeMailWorker();
      return c.json({ draw: await getDrawState(db, secretSanta.id, year), resent }, 200);
    })
    .openapi(routes.withdraw, async (c) => {
      const { id, playerId } = c.req.valid('param');
      const secretSanta = await ownSecretSantaOf(c, db, id);
      const year = editionYear(deps.now());
      const change = await withdrawPlayer(db, {
        ...mailContext(secretSanta.id),
        year,
        secretSantaName: secretSanta.name,
        by: organiserActor(c),
        playerId,
        redrawEveryone: c.req.valid('json').redrawEveryone,
        random: createCryptoRandomSource(),
      });
      const draw = await getDrawState(db, secretSanta.id, year);
      deps.wakeMailWorker();
      return c.json({ draw, ...change }, 200);
    });
}
