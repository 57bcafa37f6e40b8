import { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { Context } from 'hono';
import { ApiErrorSchema } from '../../shared/contracts/api-error.ts';
import { refusalOfIssue } from '../../shared/issue-refusal.ts';
import type { AppEnv } from './app-env.ts';
import { answerRefusal } from './refusal-answer.ts';

/**
 * A router whose request validation answers like every other refusal: 400 with the first
 * problem, in the reader's language, and the field it concerns (shared/issue-refusal.ts).
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c: Context) => {
      if (result.success) return;
      return answerRefusal(c, refusalOfIssue(result.error.issues[0]));
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
