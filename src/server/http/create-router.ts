import { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { Context } from 'hono';
import { ApiErrorSchema, errorCodes } from '../../shared/contracts/api-error.ts';
import { catalogueTexts } from '../../shared/catalogue-texts.ts';
import { messages } from '../../shared/messages.ts';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './http-error.ts';

const { isCatalogueText } = catalogueTexts();

/**
 * A router whose request validation answers like every other refusal: 400 with the first
 * problem's French message, from the catalogue (fixed, or made from names: a household's), and
 * the field it concerns. The contracts give
 * the catalogue's message for every rule a person can break from a form; what zod says of input
 * no form sends (a number where text was expected…) is worded by the catalogue too.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c: Context) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const field = issue?.path.map(String).join('.') || undefined;
      const message =
        issue && isCatalogueText(issue.message)
          ? issue.message
          : field
            ? messages.api.invalidValue(field)
            : messages.api.invalidInput;
      return c.json(errorBody(errorCodes.invalidInput, message, field), 400);
    },
  });
}

/** Body of a JSON request, for `createRoute`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { 'application/json': { schema } }, required: true } };
}

export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

const errorResponse = (description: string) => jsonContent(ApiErrorSchema, description);

/** The refusals a route may answer with, described once for the OpenAPI document. */
export const errorResponses = {
  400: errorResponse('Données invalides'),
  401: errorResponse('Non connecté'),
  403: errorResponse('Refusé'),
  404: errorResponse('Introuvable'),
  409: errorResponse('Conflit'),
  422: errorResponse('Impossible avec les données actuelles'),
  429: errorResponse('Trop de tentatives'),
} as const;

export function pickErrors<K extends keyof typeof errorResponses>(...statuses: K[]) {
  return Object.fromEntries(statuses.map((s) => [s, errorResponses[s]])) as Pick<
    typeof errorResponses,
    K
  >;
}
