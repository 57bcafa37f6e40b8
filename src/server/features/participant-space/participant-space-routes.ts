import { Refusal } from '../../../shared/refusal.ts';
import { createRoute } from '@hono/zod-openapi';
import { OkResponseSchema } from '../../../shared/contracts/auth.ts';
import {
  CalendarResponseSchema,
  GiftReceivedResponseSchema,
  NewLinkRequestSchema,
  ParticipationsResponseSchema,
  OwnDetailsResponseSchema,
  ParticipantSpaceResponseSchema,
  UpdateAddressRequestSchema,
  UpdateGiftIdeasRequestSchema,
  UpdateLanguageRequestSchema,
  UpdateRemindersRequestSchema,
} from '../../../shared/contracts/participant-space.ts';
import {
  ConversationsResponseSchema,
  MarkReadRequestSchema,
  SendMessageRequestSchema,
} from '../../../shared/contracts/conversation.ts';
import { ParticipantEventPathSchema } from '../../../shared/contracts/secret-santa.ts';
import type { Context } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { requireUserOf, signedIn } from '../../auth/require-user.ts';
import { clientAddress } from '../../http/client-address.ts';
import { cachedJson } from '../../http/cached-json.ts';
import { createRouter, jsonBody, jsonContent, pickErrors } from '../../http/create-router.ts';
import { enforceRateLimit, rateRules } from '../../security/rate-limit.server.ts';
import { withUniformDuration } from '../../security/uniform-duration.server.ts';
import { editionYear } from '../../domain/secret-santa-edition.server.ts';
import { getParticipantSpace } from './get-participant-space.server.ts';
import { listParticipations } from './list-participations.server.ts';
import { listConversations, markConversationRead, sendMessage } from './conversation.server.ts';
import { markGiftReceived, unmarkGiftReceived } from './mark-gift-received.server.ts';
import { participantCalendarFile } from './participant-calendar-file.server.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { startSignUp } from '../../auth/sign-up.server.ts';
import { sameKey } from '../../../shared/same-key.ts';
import { recordSpaceOpened } from './record-space-opened.server.ts';
import { claimedChange, isKeptLink, resolveParticipant } from './resolve-participant.server.ts';
import { sendNewLink } from './send-new-link.server.ts';
import { updateOwnDetails, type OwnChange, type OwnDetails } from './update-own-details.server.ts';

const tags = ['Espace participant'];
const conversationsAnswer = {
  200: jsonContent(ConversationsResponseSchema, 'Mes deux conversations'),
};
const spaceAnswer = { 200: jsonContent(ParticipantSpaceResponseSchema, 'Espace participant') };
const savedAnswer = { 200: jsonContent(OwnDetailsResponseSchema, 'Mes informations enregistrées') };
const security: Array<Record<string, string[]>> = [{ personalLink: [] }, { session: [] }];

const routes = {
  participations: createRoute({
    method: 'get',
    path: '/',
    middleware: signedIn(),
    tags,
    summary: 'Les Secret Santa auxquels le compte connecté participe',
    responses: {
      200: jsonContent(ParticipationsResponseSchema, 'Participations'),
      ...pickErrors(401),
    },
  }),
  get: createRoute({
    method: 'get',
    path: '/{secretSantaId}',
    tags,
    security,
    summary: 'Mon espace : moi, à qui j’offre, les autres participants',
    request: { params: ParticipantEventPathSchema },
    responses: { ...spaceAnswer, ...pickErrors(401, 403, 429) },
  }),
  address: createRoute({
    method: 'put',
    path: '/{secretSantaId}/address',
    tags,
    security,
    summary: 'Modifier mon adresse (refusé si le Secret Santa n’en demande pas)',
    request: { params: ParticipantEventPathSchema, ...jsonBody(UpdateAddressRequestSchema) },
    responses: { ...savedAnswer, ...pickErrors(400, 401, 403, 409, 429) },
  }),
  giftIdeas: createRoute({
    method: 'put',
    path: '/{secretSantaId}/gift-ideas',
    tags,
    security,
    summary: 'Modifier mes idées cadeaux',
    request: { params: ParticipantEventPathSchema, ...jsonBody(UpdateGiftIdeasRequestSchema) },
    responses: { ...savedAnswer, ...pickErrors(400, 401, 403, 429) },
  }),
  language: createRoute({
    method: 'put',
    path: '/{secretSantaId}/language',
    tags,
    security,
    summary: 'Choisir la langue de mes emails',
    request: { params: ParticipantEventPathSchema, ...jsonBody(UpdateLanguageRequestSchema) },
    responses: { ...savedAnswer, ...pickErrors(400, 401, 403, 429) },
  }),
  reminders: createRoute({
    method: 'put',
    path: '/{secretSantaId}/reminders',
    tags,
    security,
    summary: 'Recevoir ou non les rappels de ce Secret Santa',
    request: { params: ParticipantEventPathSchema, ...jsonBody(UpdateRemindersRequestSchema) },
    responses: { ...savedAnswer, ...pickErrors(400, 401, 403, 429) },
  }),
  giftReceived: createRoute({
    method: 'post',
    path: '/{secretSantaId}/gift-received',
    tags,
    security,
    summary: "J'ai reçu mon cadeau (et fin du Secret Santa quand tout le monde l'a dit)",
    request: { params: ParticipantEventPathSchema },
    responses: {
      200: jsonContent(GiftReceivedResponseSchema, 'Enregistré'),
      ...pickErrors(401, 403, 409, 429),
    },
  }),
  giftNotReceived: createRoute({
    method: 'delete',
    path: '/{secretSantaId}/gift-received',
    tags,
    security,
    summary: "Annuler « J'ai reçu mon cadeau », tant que le Secret Santa n'est pas terminé",
    request: { params: ParticipantEventPathSchema },
    responses: {
      200: jsonContent(GiftReceivedResponseSchema, 'Annulé'),
      ...pickErrors(401, 403, 409, 429),
    },
  }),
  messages: createRoute({
    method: 'get',
    path: '/{secretSantaId}/messages',
    tags,
    security,
    summary:
      'Mes conversations : avec la personne à qui j’offre, et avec mon Père Noël secret (jamais son nom)',
    request: { params: ParticipantEventPathSchema },
    responses: { ...conversationsAnswer, ...pickErrors(401, 403, 429) },
  }),
  sendMessage: createRoute({
    method: 'post',
    path: '/{secretSantaId}/messages',
    tags,
    security,
    summary: 'Écrire à la personne à qui j’offre, ou à mon Père Noël secret',
    request: { params: ParticipantEventPathSchema, ...jsonBody(SendMessageRequestSchema) },
    responses: { ...conversationsAnswer, ...pickErrors(400, 401, 403, 409, 429) },
  }),
  readMessages: createRoute({
    method: 'post',
    path: '/{secretSantaId}/messages/read',
    tags,
    security,
    summary: 'Marquer comme lus les messages reçus d’une conversation',
    request: { params: ParticipantEventPathSchema, ...jsonBody(MarkReadRequestSchema) },
    responses: { ...conversationsAnswer, ...pickErrors(400, 401, 403, 429) },
  }),
  calendar: createRoute({
    method: 'get',
    path: '/{secretSantaId}/calendar',
    tags,
    security,
    summary:
      'Ajouter à mon agenda : l’échange en fichier .ics (le même pour tous, sans lien personnel)',
    request: { params: ParticipantEventPathSchema },
    responses: {
      200: jsonContent(CalendarResponseSchema, 'L’événement de l’échange (RFC 5545)'),
      ...pickErrors(401, 403, 429),
    },
  }),
  newLink: createRoute({
    method: 'post',
    path: '/{secretSantaId}/new-link',
    tags,
    summary: 'Recevoir un nouveau lien personnel (même réponse que l’adresse participe ou non)',
    request: { params: ParticipantEventPathSchema, ...jsonBody(NewLinkRequestSchema) },
    responses: {
      200: jsonContent(OkResponseSchema, 'Demande prise en compte'),
      ...pickErrors(400, 429),
    },
  }),
  account: createRoute({
    method: 'post',
    path: '/{secretSantaId}/account',
    tags,
    security,
    summary:
      'Créer mon compte : le lien pour choisir son mot de passe part à l’adresse du participant (même réponse qu’elle ait un compte ou non)',
    request: { params: ParticipantEventPathSchema },
    responses: {
      200: jsonContent(OkResponseSchema, 'Demande prise en compte'),
      ...pickErrors(401, 403, 429),
    },
  }),
};

/** The participant's own operations: every one starts by proving who is asking. */
export function createParticipantSpaceRoutes(deps: AppDeps) {
  const { db } = deps;
  const identity = {
    db,
    cache: deps.cache,
    authSecret: deps.config.authSecret,
    trustProxy: deps.config.trustProxy,
    now: deps.now,
  };
  const year = () => editionYear(deps.now());

  /**
   * A participant's own change: straight from the personal link when it is still theirs, else
   * after finding who asks, or why they may not (removed, link replaced, signed in).
   */
  const saveOwnDetails = async (c: Context<AppEnv>, secretSantaId: string, details: OwnDetails) => {
    const save = (change: OwnChange) => updateOwnDetails(db, { change, details, now: deps.now() });
    const claimed = await claimedChange(c, identity, secretSantaId);
    const savedByLink = claimed && (await save(claimed));
    if (savedByLink) return savedByLink;
    const me = await resolveParticipant(c, identity, secretSantaId);
    const saved = await save({ secretSantaId, playerId: me.id, linkGeneration: null });
    if (saved) return saved;
    // The player is there, and the change found them not: an address while none is asked, or
    // the player removed in between.
    throw new Refusal('address' in details ? 'addressNotAsked' : 'noLongerPlaying');
  };

  return createRouter()
    .openapi(routes.participations, async (c) => {
      return c.json({ participations: await listParticipations(db, requireUserOf(c)) }, 200);
    })
    .openapi(routes.get, async (c) => {
      const { secretSantaId } = c.req.valid('param');
      const me = await resolveParticipant(c, identity, secretSantaId);
      const edition = year();
      // Opened with the person's link: 'Lien ouvert', written when the space is read from the
      // database, which the cache's own entry for such a read makes happen at least once after
      // each change to the event (record-space-opened.server.ts).
      const isKept = isKeptLink(c, identity, secretSantaId);
      return cachedJson(
        c,
        deps.cache,
        {
          name: 'participantSpace',
          scope: me.secretSantaId,
          variant: [me.id, edition, isKept ? 'kept-link' : 'other'],
        },
        async () => {
          // A read that writes: the organisers' sending list changes, here and elsewhere.
          if (
            isKept &&
            (await recordSpaceOpened(db, { playerId: me.id, secretSantaId, year: edition }))
          )
            deps.cache.markWritten();
          return {
            space: await getParticipantSpace(db, me, {
              year: edition,
              authSecret: deps.config.authSecret,
              now: deps.now(),
            }),
          };
        },
      );
    })
    .openapi(routes.address, async (c) => {
      const me = await saveOwnDetails(c, c.req.valid('param').secretSantaId, c.req.valid('json'));
      return c.json({ me }, 200);
    })
    .openapi(routes.giftIdeas, async (c) => {
      const me = await saveOwnDetails(c, c.req.valid('param').secretSantaId, c.req.valid('json'));
      return c.json({ me }, 200);
    })
    .openapi(routes.language, async (c) => {
      const me = await saveOwnDetails(c, c.req.valid('param').secretSantaId, c.req.valid('json'));
      return c.json({ me }, 200);
    })
    .openapi(routes.reminders, async (c) => {
      const me = await saveOwnDetails(c, c.req.valid('param').secretSantaId, c.req.valid('json'));
      return c.json({ me }, 200);
    })
    .openapi(routes.giftReceived, async (c) => {
      const me = await resolveParticipant(c, identity, c.req.valid('param').secretSantaId);
      const result = await markGiftReceived(db, {
        secretSantaId: me.secretSantaId,
        playerId: me.id,
        year: year(),
      });
      if (result.completed) deps.wakeMailWorker();
      return c.json(result, 200);
    })
    .openapi(routes.giftNotReceived, async (c) => {
      const me = await resolveParticipant(c, identity, c.req.valid('param').secretSantaId);
      await unmarkGiftReceived(db, {
        secretSantaId: me.secretSantaId,
        playerId: me.id,
        year: year(),
      });
      return c.json({ completed: false }, 200);
    })
    .openapi(routes.messages, async (c) => {
      const me = await resolveParticipant(c, identity, c.req.valid('param').secretSantaId);
      return c.json({ conversations: await listConversations(db, { me, year: year() }) }, 200);
    })
    .openapi(routes.sendMessage, async (c) => {
      const me = await resolveParticipant(c, identity, c.req.valid('param').secretSantaId);
      const { to, text } = c.req.valid('json');
      const conversations = await sendMessage(db, { me, year: year(), now: deps.now(), to, text });
      deps.wakeMailWorker();
      return c.json({ conversations }, 200);
    })
    .openapi(routes.readMessages, async (c) => {
      const me = await resolveParticipant(c, identity, c.req.valid('param').secretSantaId);
      const { conversation } = c.req.valid('json');
      const conversations = await markConversationRead(db, {
        me,
        year: year(),
        now: deps.now(),
        conversation,
      });
      return c.json({ conversations }, 200);
    })
    .openapi(routes.calendar, async (c) => {
      const me = await resolveParticipant(c, identity, c.req.valid('param').secretSantaId);
      const calendar = await participantCalendarFile(db, {
        secretSantaId: me.secretSantaId,
        publicUrl: deps.config.publicUrl,
        now: deps.now(),
        language: requestLanguage(c),
      });
      return c.json({ calendar }, 200);
    })
    .openapi(routes.newLink, async (c) => {
      const { secretSantaId } = c.req.valid('param');
      const { email } = c.req.valid('json');
      await enforceRateLimit(
        db,
        `new-link:ip:${clientAddress(c, deps.config.trustProxy)}`,
        rateRules.passwordReset,
      );
      await enforceRateLimit(db, `new-link:email:${email}`, rateRules.passwordReset);
      // The answer is the same whether the address plays or not, and takes as long.
      const isQueued = await withUniformDuration(() =>
        sendNewLink(db, { secretSantaId, email, now: deps.now() }),
      );
      if (isQueued) deps.wakeMailWorker();
      return c.json({ ok: true as const }, 200);
    })
    .openapi(routes.account, async (c) => {
      const me = await resolveParticipant(c, identity, c.req.valid('param').secretSantaId);
      // Looked after by another, they have no address an account could be made at (§4.10).
      if (me.email === null) throw new Refusal('invalidInput');
      await enforceRateLimit(
        db,
        `sign-up:ip:${clientAddress(c, deps.config.trustProxy)}`,
        rateRules.signUpPerAddress,
      );
      await enforceRateLimit(db, `sign-up:email:${me.email}`, rateRules.signUpPerEmail);
      // The link goes to the player's address, never to whoever holds a forwarded space link, and
      // the answer says nothing of whether that address already has an account.
      await startSignUp(db, {
        name: me.name,
        email: sameKey(me.email),
        publicUrl: deps.config.publicUrl,
        now: deps.now(),
        language: requestLanguage(c),
      });
      deps.wakeMailWorker();
      return c.json({ ok: true as const }, 200);
    });
}
