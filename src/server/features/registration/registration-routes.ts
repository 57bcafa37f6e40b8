import { createRoute } from '@hono/zod-openapi';
import { requestLanguage } from '../../http/request-language.ts';
import type { Context } from 'hono';
import { OkResponseSchema } from '../../../shared/contracts/auth.ts';
import { PlayerInputSchema } from '../../../shared/contracts/player.ts';
import {
  ConfirmRegistrationRequestSchema,
  ConfirmRegistrationResponseSchema,
  RegistrationKeyPathSchema,
  RegistrationLinkResponseSchema,
  RegistrationPageResponseSchema,
  SetRegistrationOpenRequestSchema,
} from '../../../shared/contracts/registration.ts';
import { EventPathSchema } from '../../../shared/contracts/secret-santa.ts';
import type { AppDeps } from '../../app-deps.ts';
import { organiserActor, organiserOnly } from '../../auth/require-user.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { ownSecretSantaOf } from '../../auth/require-user.ts';
import { clientAddress } from '../../http/client-address.ts';
import { createRouter, jsonBody, jsonContent, pickErrors } from '../../http/create-router.ts';
import {
  confirmRegistration,
  readRegistrationLink,
  readRegistrationPage,
  renewRegistrationLink,
  setRegistrationOpen,
  submitRegistration,
} from './registration.server.ts';

const organiserTags = ['Participants'];
const publicTags = ['Inscription'];

const organiserRoutes = {
  read: createRoute({
    method: 'get',
    path: '/{id}/registration-link',
    middleware: organiserOnly,
    tags: organiserTags,
    summary: 'Le lien d’inscription : ouvert ou non, et son adresse',
    request: { params: EventPathSchema },
    responses: {
      200: jsonContent(RegistrationLinkResponseSchema, 'Le lien'),
      ...pickErrors(401, 404),
    },
  }),
  setOpen: createRoute({
    method: 'put',
    path: '/{id}/registration-link',
    middleware: organiserOnly,
    tags: organiserTags,
    summary: 'Ouvrir ou fermer les inscriptions (fermées d’office au tirage)',
    request: { params: EventPathSchema, ...jsonBody(SetRegistrationOpenRequestSchema) },
    responses: {
      200: jsonContent(RegistrationLinkResponseSchema, 'Le lien'),
      ...pickErrors(400, 401, 404, 409),
    },
  }),
  renew: createRoute({
    method: 'post',
    path: '/{id}/registration-link/renewal',
    middleware: organiserOnly,
    tags: organiserTags,
    summary: 'Nouveau lien d’inscription : l’ancien cesse de fonctionner',
    request: { params: EventPathSchema },
    responses: {
      200: jsonContent(RegistrationLinkResponseSchema, 'Le lien'),
      ...pickErrors(401, 404),
    },
  }),
};

const publicRoutes = {
  read: createRoute({
    method: 'get',
    path: '/registration/{key}',
    tags: publicTags,
    summary: 'Ce que montre la page d’inscription (lien de l’organisateur)',
    request: { params: RegistrationKeyPathSchema },
    responses: {
      200: jsonContent(RegistrationPageResponseSchema, 'Le Secret Santa'),
      ...pickErrors(404, 429),
    },
  }),
  submit: createRoute({
    method: 'post',
    path: '/registration/{key}',
    tags: publicTags,
    summary: 'S’inscrire : un email de confirmation part à l’adresse donnée',
    request: { params: RegistrationKeyPathSchema, ...jsonBody(PlayerInputSchema) },
    responses: {
      200: jsonContent(OkResponseSchema, 'Email de confirmation en file d’envoi'),
      ...pickErrors(400, 404, 409, 429),
    },
  }),
  confirm: createRoute({
    method: 'post',
    path: '/registration-confirmation',
    tags: publicTags,
    summary: 'Confirmer son inscription (lien de l’email) : devenir participant',
    request: jsonBody(ConfirmRegistrationRequestSchema),
    responses: {
      200: jsonContent(ConfirmRegistrationResponseSchema, 'Inscription confirmée'),
      ...pickErrors(400, 409, 429),
    },
  }),
};

/** The organiser's sign-up link, under `/api/secret-santas` (docs/product.md §4.9). */
export function createRegistrationLinkRoutes(deps: AppDeps) {
  const { db } = deps;
  const link = async (c: Context<AppEnv>, id: string) => ({
    secretSantaId: (await ownSecretSantaOf(c, db, id)).id,
    publicUrl: deps.config.publicUrl,
    now: deps.now(),
    by: organiserActor(c),
  });

  return createRouter()
    .openapi(organiserRoutes.read, async (c) => {
      const input = await link(c, c.req.valid('param').id);
      return c.json({ registrationLink: await readRegistrationLink(db, input) }, 200);
    })
    .openapi(organiserRoutes.setOpen, async (c) => {
      const input = await link(c, c.req.valid('param').id);
      const { open } = c.req.valid('json');
      return c.json({ registrationLink: await setRegistrationOpen(db, { ...input, open }) }, 200);
    })
    .openapi(organiserRoutes.renew, async (c) => {
      const input = await link(c, c.req.valid('param').id);
      return c.json({ registrationLink: await renewRegistrationLink(db, input) }, 200);
    });
}

/** The sign-up page and its confirmation, under `/api`: whoever holds the link. */
export function createRegistrationRoutes(deps: AppDeps) {
  const { db } = deps;
  const address = (c: Context) => clientAddress(c, deps.config.trustProxy);

  return createRouter()
    .openapi(publicRoutes.read, async (c) => {
      const { key } = c.req.valid('param');
      return c.json({ registration: await readRegistrationPage(db, { key }) }, 200);
    })
    .openapi(publicRoutes.submit, async (c) => {
      await submitRegistration(db, {
        key: c.req.valid('param').key,
        fields: c.req.valid('json'),
        address: address(c),
        publicUrl: deps.config.publicUrl,
        now: deps.now(),
        language: requestLanguage(c),
      });
      deps.wakeMailWorker();
      return c.json({ ok: true as const }, 200);
    })
    .openapi(publicRoutes.confirm, async (c) => {
      const { token } = c.req.valid('json');
      return c.json(await confirmRegistration(db, { token, now: deps.now() }), 200);
    });
}
